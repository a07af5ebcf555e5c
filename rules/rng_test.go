package rules

import "testing"

func TestRNGIsDeterministicAndCopyable(t *testing.T) {
	a := NewRNG(42)
	a.Uint64()
	b := a // a copy continues the same sequence
	for i := 0; i < 100; i++ {
		if x, y := a.IntN(52), b.IntN(52); x != y {
			t.Fatalf("copies diverged at %d: %d vs %d", i, x, y)
		}
	}
}

func TestIntNIsInRangeAndCoversIt(t *testing.T) {
	r := NewRNG(1)
	seen := make([]int, 7)
	for i := 0; i < 7000; i++ {
		v := r.IntN(7)
		if v < 0 || v >= 7 {
			t.Fatalf("IntN(7) = %d", v)
		}
		seen[v]++
	}
	for v, n := range seen {
		if n < 800 {
			t.Errorf("value %d drawn %d times of 7000", v, n)
		}
	}
}

func TestEventLogOnlyRecordsWhenOn(t *testing.T) {
	var l EventLog
	l.Emit(Event{Kind: EvPass})
	if got := l.TakeEvents(nil); len(got) != 0 {
		t.Fatalf("recorded while off: %v", got)
	}
	l.SetEvents(true)
	l.Emit(Event{Kind: EvPass, Player: 1})
	got := l.TakeEvents(nil)
	if len(got) != 1 || got[0].Player != 1 {
		t.Fatalf("got %v", got)
	}
	if len(l.TakeEvents(nil)) != 0 {
		t.Fatal("TakeEvents did not clear")
	}
}
