package gameof20

import (
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
)

// TestHardFindsTheBestPlacement measures how often the Hard level's move is
// a game-theoretically best one on positions with 6 to 10 empty cells,
// judged by bruteForce (plain minimax, no pruning, no table). Hard asks the
// solver first; where the solver's budget is not enough the search would
// decide, and that would show here as a rate below 1.
func TestHardFindsTheBestPlacement(t *testing.T) {
	positions, best, exact := 0, 0, 0
	for seed := range uint64(400) {
		empty := 6 + int(seed%5)
		if testing.Short() && empty > 8 {
			continue
		}
		s := endgame(t, DefaultSize, seed, empty)
		if s == nil || emptyCells(s) != empty {
			continue
		}
		want := bruteForce(s)
		m, ok := ExactMove(NewSolver(), s, ai.Hard)
		if !ok {
			m = ai.Decide(s, ai.Hard, Heuristic, seed)
		} else {
			exact++
		}
		c := s.Clone()
		if err := c.Apply(m); err != nil {
			t.Fatalf("seed %d: Hard played %v: %v", seed, m, err)
		}
		if bruteForce(c) == want {
			best++
		}
		positions++
	}
	if positions < 150 {
		t.Fatalf("only %d positions", positions)
	}
	rate := float64(best) / float64(positions)
	t.Logf("Hard found a best move in %d of %d positions with 6 to 10 empty cells (%.1f%%), %d answered exactly by the solver",
		best, positions, 100*rate, exact)
	if rate < 0.99 {
		t.Errorf("Hard found a best move in only %.1f%% of the positions", 100*rate)
	}
}

// Easy never asks the solver; Normal and Hard do, Hard with the larger budget.
func TestExactNodesPerLevel(t *testing.T) {
	if ExactNodes[ai.Easy] != 0 || ExactNodes[ai.Normal] <= 0 || ExactNodes[ai.Hard] <= ExactNodes[ai.Normal] {
		t.Fatalf("ExactNodes %v", ExactNodes)
	}
	var s *State
	for seed := uint64(1); s == nil; seed++ {
		s = endgame(t, DefaultSize, seed, 8)
	}
	if _, ok := ExactMove(NewSolver(), s, ai.Easy); ok {
		t.Fatal("Easy used the solver")
	}
	if _, ok := ExactMove(NewSolver(), MustNew(DefaultOptions(), 1), ai.Hard); ok {
		t.Fatal("the solver answered in the draft")
	}
}
