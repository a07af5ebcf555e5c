package gameof20

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// TestExactTallyValuesEveryMove: on endgames small enough to brute-force,
// every legal move's vote is the reward of its exact outcome for the
// player to move, and the decision is a move of the highest.
func TestExactTallyValuesEveryMove(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s := endgame(t, 4, seed, 7)
		if s == nil {
			continue
		}
		tally, ok := ExactTally(s)
		if !ok {
			t.Fatalf("seed %d: no exact tally with %d empty cells", seed, emptyCells(s))
		}
		legal := s.AppendLegal(nil)
		if len(tally.Votes) != len(legal) || tally.Units != 1 {
			t.Fatalf("seed %d: %d votes in %d units for %d legal moves", seed, len(tally.Votes), tally.Units, len(legal))
		}
		best := 0.0
		for i, v := range tally.Votes {
			c := s.Clone()
			if err := c.Apply(legal[i]); err != nil {
				t.Fatal(err)
			}
			margin := bruteForce(c)
			if s.ToMove() == 1 {
				margin = -margin
			}
			if v.Move != legal[i] || v.Visits != 1 || v.Total != marginReward(margin) {
				t.Fatalf("seed %d: vote %v, want %v worth %v", seed, v, legal[i], marginReward(margin))
			}
			best = max(best, v.Total)
		}
		for _, v := range tally.Votes {
			if v.Move == tally.Sole && v.Total != best {
				t.Fatalf("seed %d: decided %v worth %v, the best is worth %v", seed, v.Move, v.Total, best)
			}
		}
		checked++
	}
	if checked < 5 {
		t.Fatalf("only %d endgames checked", checked)
	}
	if _, ok := ExactTally(MustNew(DefaultOptions(), 1)); ok {
		t.Fatal("an exact tally in the draft")
	}
}

// TestExactTallyIgnoresEarlierWork judges a played game's placements in
// order and then backwards: a review must judge a move the same whatever
// was judged before it in the process (the pooled solver's table), or it
// would not be the same twice.
// Seed 1's 9th placement is solved within the budgets only with a table
// the later placements warmed (found among seeds 1 to 12).
func TestExactTallyIgnoresEarlierWork(t *testing.T) {
	s := MustNew(DefaultOptions(), 1)
	rng := rules.NewRNG(1)
	var positions []*State
	for !s.Over() {
		if s.Phase() == Placing {
			positions = append(positions, s.Clone())
		}
		if err := s.Apply(Heuristic(s, &rng, nil)); err != nil {
			t.Fatal(err)
		}
	}
	type judged struct {
		ok   bool
		sole Move
		n    int
	}
	forward := make([]judged, len(positions))
	for i, p := range positions {
		tally, ok := ExactTally(p)
		forward[i] = judged{ok, tally.Sole, len(tally.Votes)}
	}
	exact := 0
	for i := len(positions) - 1; i >= 0; i-- {
		tally, ok := ExactTally(positions[i])
		if got := (judged{ok, tally.Sole, len(tally.Votes)}); got != forward[i] {
			t.Fatalf("placement %d of %d: judged %+v after the later ones, %+v before them", i+1, len(positions), got, forward[i])
		}
		if ok {
			exact++
		}
	}
	if exact == 0 || exact == len(positions) {
		t.Fatalf("%d of %d placements solved: the test wants both kinds", exact, len(positions))
	}
}
