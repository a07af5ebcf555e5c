package puzzle

import (
	"fmt"
	"sync"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gameof20"
)

// Game of 20's placements have no hidden cards and no chance: its puzzles
// are judged by the exact solver, every legal move valued by the final
// margin of hand sums it leads to under best play from both sides (the
// opponent's tiles left minus the mover's), in tiles.

// ExactMarginTiles is the least lead, in tiles, by which a Game of 20
// answer must beat every other move when the answer and the next best both
// win (or both lose): a move that keeps the win where every other draws or
// loses needs no more than one tile.
const ExactMarginTiles = 3

// ExactNodes bounds the solver's work on one puzzle: every move of a
// position with 14 or fewer empty cells solves well within it (see
// gameof20's solver cost), larger ones are no puzzles.
const ExactNodes = 4_000_000

// exactSolvers spare the judge a new 4 MB table per position.
var exactSolvers = sync.Pool{New: func() any { return gameof20.NewSolver() }}

// exactJudge values every placement of the player to move after rec by the
// exact solver (deals and seed are not used: the values are exact).
func exactJudge(rec rules.Record, _ int, _ uint64) (Verdict, error) {
	st, _, err := gameof20.Def.Restore(rec)
	if err != nil {
		return Verdict{}, err
	}
	if st.Phase() != gameof20.Placing {
		return Verdict{}, fmt.Errorf("not in the placement phase: the solver cannot judge the draft")
	}
	legal := st.AppendLegal(nil)
	if len(legal) < 2 {
		return Verdict{}, fmt.Errorf("%d legal moves: nothing to choose", len(legal))
	}
	sv := exactSolvers.Get().(*gameof20.Solver)
	defer exactSolvers.Put(sv)
	sv.Reset()
	me := st.ToMove()
	budget := ExactNodes
	child := st.Clone()
	values := [][]float64{make([]float64, len(legal))}
	for i, m := range legal {
		child.CopyFrom(st)
		if err := child.Apply(m); err != nil {
			return Verdict{}, fmt.Errorf("legal move %v refused: %v", m, err)
		}
		margin, ok := sv.Value(child, max(1, budget))
		if !ok {
			return Verdict{}, fmt.Errorf("the solver needs more than %d positions here", ExactNodes)
		}
		budget -= sv.Nodes()
		if me != 0 {
			margin = -margin
		}
		values[0][i] = float64(margin)
	}
	v := verdictOf(legal, values)
	v.Deals = 0
	for i := range v.Moves {
		v.Moves[i].GapError = 0
	}
	return v, nil
}

// exactGoal is the line of a Game of 20 puzzle from the best and second
// best final margins.
func exactGoal(best, second float64) string {
	switch {
	case best > 0 && second <= 0:
		return "Find the move that keeps the win"
	case best == 0 && second < 0:
		return "Find the move that saves the draw"
	case best > 0:
		return "Win by as many tiles as you can"
	}
	return "Lose by as few tiles as you can"
}
