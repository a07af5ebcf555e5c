package gameof20

import (
	"testing"
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
