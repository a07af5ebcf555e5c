package play

import (
	"errors"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/twenty"
)

// Two tabs (or windows) of one game share a store: the one that moves
// first keeps the slot, and the other's next save is refused and changes
// nothing, so the longer game is never replaced by the shorter one. A
// take-back in the tab that owns the slot saves as usual.
func TestTwoTabsNeverOverwriteTheNewerGame(t *testing.T) {
	store := MemoryStore{}
	seats := []Seat{{Human: true}, {Level: ai.Normal}}
	st, rec, err := twenty.Def.Start(2, nil, 8)
	if err != nil {
		t.Fatal(err)
	}
	first := NewMatch(twenty.Def, st, seats, rec, nil)
	if err := first.Save(store); err != nil {
		t.Fatal(err)
	}
	open := func() *Match[*twenty.State, twenty.Move] { // a tab resuming the slot
		text, _, _ := store.Load(SaveKey("twenty"))
		sg, err := DecodeSave(text, func(string) (gamedef.Info, bool) { return twenty.Def.Info(), true })
		if err != nil {
			t.Fatal(err)
		}
		st, _, err := twenty.Def.Restore(sg.Record)
		if err != nil {
			t.Fatal(err)
		}
		m := NewMatch(twenty.Def, st, sg.Seats, sg.Record, nil)
		m.ResumedFrom(text)
		return m
	}
	tabA, tabB := open(), open()
	rng := rules.NewRNG(8)
	move := func(m *Match[*twenty.State, twenty.Move]) error {
		if err := m.Apply(twenty.Heuristic(m.State, &rng, nil)); err != nil {
			t.Fatal(err)
		}
		return m.Save(store)
	}
	for range 3 {
		if err := move(tabA); err != nil {
			t.Fatal(err)
		}
	}
	kept := store[SaveKey("twenty")]
	if err := move(tabB); !errors.Is(err, ErrSaveChanged) {
		t.Fatalf("the older tab saved over the newer game: %v", err)
	}
	if store[SaveKey("twenty")] != kept {
		t.Fatal("a refused save changed the slot")
	}
	if err := move(tabA); err != nil {
		t.Fatalf("the newer tab could not save: %v", err)
	}
	if err := tabA.TakeBack(1); err != nil {
		t.Fatal(err)
	}
	if err := tabA.Save(store); err != nil {
		t.Fatalf("a take-back could not be saved: %v", err)
	}
	if err := first.Save(store); !errors.Is(err, ErrSaveChanged) {
		t.Errorf("the first match, played on by the tabs, saved: %v", err)
	}
}
