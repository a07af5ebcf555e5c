package play

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/twenty"
)

// TestReplayEachSeesEveryMove: the replay behind the histories calls back
// once per move, with the player who made it, and stops at a bad move.
func TestReplayEachSeesEveryMove(t *testing.T) {
	st, rec, err := twenty.Def.Start(3, twenty.Def.DefaultChoices(), 4)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(4)
	var movers []int
	for range 200 {
		movers = append(movers, st.ToMove())
		m := twenty.Heuristic(st, &rng, nil)
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	var seen []int
	if err := ReplayEach(twenty.Def, rec, func(s *twenty.State, m twenty.Move, p int) {
		if m.String() != rec.Moves[len(seen)] {
			t.Fatalf("move %d is %v, recorded %q", len(seen), m, rec.Moves[len(seen)])
		}
		seen = append(seen, p)
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(seen, movers) {
		t.Fatalf("players %v, want %v", seen, movers)
	}
	rec.Moves = append(rec.Moves[:10:10], "nonsense")
	if err := ReplayEach(twenty.Def, rec, func(*twenty.State, twenty.Move, int) {}); err == nil {
		t.Fatal("a bad move was accepted")
	}
}

// TestLeadsMarkTheRowsBest: ties share the mark.
func TestLeadsMarkTheRowsBest(t *testing.T) {
	if got := LowestLeads([]int{5, 0, 0, 20}); !slices.Equal(got, []bool{false, true, true, false}) {
		t.Fatalf("lowest %v", got)
	}
	if got := HighestLeads([]int{-12, 30}); !slices.Equal(got, []bool{false, true}) {
		t.Fatalf("highest %v", got)
	}
	if got := SeatColumns([]Seat{{Human: true}, {Human: true}, {}}); !slices.Equal(got, []string{"Player 1", "Player 2", "Player 3"}) {
		t.Fatalf("hot-seat columns %v", got)
	}
}
