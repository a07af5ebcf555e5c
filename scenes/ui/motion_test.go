package ui

import "testing"

func TestCounterCountsToItsValue(t *testing.T) {
	var c Counter
	c.Set(5, 10) // the first value is shown at once
	if c.Shown() != 5 || !c.Changed() || c.Counting() {
		t.Fatalf("first value: shown %d, counting %v", c.Shown(), c.Counting())
	}
	c.Set(25, 10)
	prev, steps := c.Shown(), 0
	for c.Counting() {
		c.Step()
		steps++
		if c.Shown() < prev || c.Shown() > 25 {
			t.Fatalf("step %d: shown %d after %d", steps, c.Shown(), prev)
		}
		prev = c.Shown()
	}
	if c.Shown() != 25 || steps != 10 {
		t.Fatalf("ended at %d after %d steps, want 25 after 10", c.Shown(), steps)
	}
	c.Set(-15, 8) // down, past zero
	c.Step()
	if c.Shown() >= 25 || c.Shown() < -15 {
		t.Fatalf("counting down: shown %d", c.Shown())
	}
	c.Finish()
	if c.Shown() != -15 || c.Counting() {
		t.Fatalf("finish: shown %d", c.Shown())
	}
	c.Changed()
	c.Set(-15, 8) // the same value again: nothing to count
	if c.Counting() || c.Changed() {
		t.Fatal("setting the shown value again started a count")
	}
	c.Set(3, 0)
	if c.Shown() != 3 || c.Counting() || !c.Changed() {
		t.Fatalf("at once: shown %d", c.Shown())
	}
}
