package gameof20

import "github.com/twenty-games/twenty/rules/ai"

// ExactNodes is the endgame solver's node budget per AI level, asked once
// per position of the placement phase before any search. The solver visits
// roughly 4 million positions a second natively, so Hard's budget costs about
// 5 ms; it solves placements exactly from about 14 empty cells on (the
// solver's cost test). Easy never asks: it only searches, and blunders.
var ExactNodes = [...]int{ai.Easy: 0, ai.Normal: 4000, ai.Hard: 20000}

// ExactMove is the solver's move for the level, with ok=false when the level
// does not use the solver, the game is not in its placement phase, or the
// budget was not enough for an exact answer: the search decides then.
// The scene and the arena both play the levels through it.
func ExactMove(sv *Solver, s *State, level ai.Level) (Move, bool) {
	if s.Phase() != Placing || level < 0 || int(level) >= len(ExactNodes) || ExactNodes[level] == 0 {
		return Move{}, false
	}
	return sv.BestMove(s, ExactNodes[level])
}
