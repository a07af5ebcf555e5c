package gameof20

import (
	"fmt"
	"sync"
)

// Game of 20's placements have no hidden cards and no chance: its puzzles
// (rules/puzzle) are judged by the exact solver, every legal move valued by
// the final margin of hand sums it leads to under best play from both
// sides (the opponent's tiles left minus the mover's), in tiles.

// PuzzleMarginTiles is the least lead, in tiles, by which an answer must
// beat every other move when the answer and the next best both win (or
// both lose): a move that keeps the win where every other draws or loses
// needs no more than one tile (rules/puzzle's Assess).
const PuzzleMarginTiles = 3

// PuzzleNodes bounds the solver's work on one puzzle: every move of a
// position with 14 or fewer empty cells solves well within it (see the
// solver's cost), larger ones are no puzzles.
const PuzzleNodes = 4_000_000

// puzzleMaxEmptyCells is the most empty cells a puzzle may have: the exact
// solver judges every move of such a position in about a second.
const puzzleMaxEmptyCells = 13

// puzzleRandomShare is the part of the miner's self-play moves played at
// random: the heuristic drafts the lowest tile left, so at the miner's
// usual share nearly every game drafts the same hands.
const puzzleRandomShare = 0.3

// puzzleSolvers spare the judge a new 4 MB table per position.
var puzzleSolvers = sync.Pool{New: func() any { return NewSolver() }}

// PuzzleValues values every placement of the player to move in s (in
// AppendLegal's order) by the exact solver: the final margin, in tiles,
// for the mover.
func PuzzleValues(s *State) ([]float64, error) {
	if s.Phase() != Placing {
		return nil, fmt.Errorf("not in the placement phase: the solver cannot judge the draft")
	}
	legal := s.AppendLegal(nil)
	if len(legal) < 2 {
		return nil, fmt.Errorf("%d legal moves: nothing to choose", len(legal))
	}
	sv := puzzleSolvers.Get().(*Solver)
	defer puzzleSolvers.Put(sv)
	sv.Reset()
	me := s.ToMove()
	budget := PuzzleNodes
	child := s.Clone()
	values := make([]float64, len(legal))
	for i, m := range legal {
		child.CopyFrom(s)
		if err := child.Apply(m); err != nil {
			return nil, fmt.Errorf("legal move %v refused: %v", m, err)
		}
		margin, ok := sv.Value(child, max(1, budget))
		if !ok {
			return nil, fmt.Errorf("the solver needs more than %d positions here", PuzzleNodes)
		}
		budget -= sv.Nodes()
		if me != 0 {
			margin = -margin
		}
		values[i] = float64(margin)
	}
	return values, nil
}

// PuzzleGoal is the line of a puzzle from the best and second best final
// margins.
func PuzzleGoal(best, second float64) string {
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

// puzzleWorth: only the placements are puzzles (the solver judges them),
// and only once few enough cells are left for it.
func puzzleWorth(s *State) bool {
	if s.Phase() != Placing {
		return false
	}
	empty := 0
	for c := range s.Cells() {
		if s.Board(c) == 0 {
			empty++
		}
	}
	return empty <= puzzleMaxEmptyCells
}

// puzzleChoices: the miner's games are played on both boards, by seed.
func puzzleChoices(seed uint64) []int { return []int{int(seed % 2)} }
