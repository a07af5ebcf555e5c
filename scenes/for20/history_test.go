package for20

import (
	"strconv"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
)

// TestRoundHistoryIsTheRoundScores replays a heuristic game: one row per
// round, and the final row's points are the game's.
func TestRoundHistoryIsTheRoundScores(t *testing.T) {
	st, rec, err := f20.Def.Start(3, []int{0}, 17)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	for i := 0; i < 5000 && !st.Over(); i++ {
		mv := f20.Heuristic(st, &rng, nil)
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	if !st.Over() {
		t.Fatal("the game did not end")
	}
	seats := []play.Seat{{Human: true}, {}, {}}
	h := roundHistory(rec, seats)
	if len(h.Rows) != st.Round() {
		t.Fatalf("%d rows for %d rounds", len(h.Rows), st.Round())
	}
	for p := range 3 {
		if h.Total[p] != strconv.Itoa(st.Score(p)) || h.Rows[len(h.Rows)-1].Cells[p] != h.Total[p] {
			t.Fatalf("player %d: total %q, last row %q, score %d", p, h.Total[p], h.Rows[len(h.Rows)-1].Cells[p], st.Score(p))
		}
	}
}
