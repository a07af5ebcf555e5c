package play

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/rulestest"
	"github.com/twenty-games/twenty/rules/twenty"
)

// twentyRecord plays Twenty with the heuristic on every seat until stop
// says so, and returns the record and who made each move.
func twentyRecord(t *testing.T, players int, seed uint64, stop func(st *twenty.State, movers []int) bool) (rules.Record, []int) {
	t.Helper()
	st, rec, err := twenty.Def.Start(players, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return rulestest.PlayUntil(t, st, rec, twenty.Heuristic, stop)
}

// TestComputerMovesToShowAfterAReload counts the computer's moves since
// the person's last one, within the round, none in hot-seat.
func TestComputerMovesToShowAfterAReload(t *testing.T) {
	human, computer := Seat{Human: true}, Seat{Level: ai.Normal}
	// Three players: stop right after the person's move, then after one
	// and after two computer moves.
	for want := 0; want <= 2; want++ {
		rec, movers := twentyRecord(t, 3, 9, func(st *twenty.State, movers []int) bool {
			n := len(movers)
			return n > want && movers[n-1-want] == 0 && st.HandNumber() == 1 &&
				!slices.Contains(movers[n-want:], 0)
		})
		if got := ComputerMovesToShow(twenty.Def, rec, []Seat{human, computer, computer}); got != want {
			t.Errorf("%d computer moves after the person's (%v): shown again %d", want, movers, got)
		}
		if got := ComputerMovesToShow(twenty.Def, rec, []Seat{human, computer, human}); got > want {
			t.Errorf("hot-seat: shown again %d", got)
		}
	}
	// A computer's move that started a new round is shown without the
	// round before it.
	rec, _ := twentyRecord(t, 2, 3, func(st *twenty.State, movers []int) bool { return st.HandNumber() == 2 && st.ToMove() == 0 })
	seats := []Seat{human, computer}
	shown := ComputerMovesToShow(twenty.Def, rec, seats)
	before := rec
	before.Moves = rec.Moves[:len(rec.Moves)-shown]
	st, _, err := twenty.Def.Restore(before)
	if err != nil {
		t.Fatal(err)
	}
	if shown > 0 && st.HandNumber() != 2 {
		// The round's last move (which ended it) may be shown on its own.
		if shown != 1 {
			t.Errorf("%d moves shown again reach back into hand %d", shown, st.HandNumber())
		}
	}
}
