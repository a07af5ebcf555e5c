package play

import (
	"encoding/json"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/twenty"
)

// TestTakeBack undoes moves by replaying the record: the state is the one
// after the moves kept, and a refused take-back changes nothing.
func TestTakeBack(t *testing.T) {
	st, rec, err := twenty.Def.Start(2, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMatch(twenty.Def, st, []Seat{{Human: true}, {Level: ai.Normal}}, rec, nil)
	rng := rules.NewRNG(5)
	var views []string
	for range 4 {
		views = append(views, snapshot(t, m))
		if err := m.Apply(twenty.Heuristic(m.State, &rng, nil)); err != nil {
			t.Fatal(err)
		}
	}
	after := snapshot(t, m)
	for _, k := range []int{0, -1, 5} {
		if err := m.TakeBack(k); err == nil {
			t.Errorf("TakeBack(%d) of 4 moves was accepted", k)
		}
		if got := snapshot(t, m); got != after {
			t.Fatalf("a refused TakeBack(%d) changed the game", k)
		}
	}
	if err := m.TakeBack(2); err != nil {
		t.Fatal(err)
	}
	if m.Record.TakeBacks != 1 {
		t.Errorf("the record counts %d take-backs, want 1", m.Record.TakeBacks)
	}
	m.Record.TakeBacks = 0 // compared with the record before
	if got := snapshot(t, m); got != views[2] {
		t.Errorf("after taking 2 of 4 moves back:\n%s\nwant\n%s", got, views[2])
	}
	if m.EventsWaiting() || !any(m.State).(interface{ Recording() bool }).Recording() {
		t.Error("events after a take-back: want none queued and recording on")
	}
}

// snapshot is the record and what the first player sees, as text.
func snapshot(t *testing.T, m *Match[*twenty.State, twenty.Move]) string {
	t.Helper()
	b, err := json.Marshal([]any{m.Record, m.State.View(0), m.State.View(1)})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
