package gameof20

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Def describes Game of 20 for the scenes, the arena and the flag help.
var Def = &gamedef.Def[*State, Move, Options]{
	ID: "gameof20", Title: "Game of 20", Tagline: "Draft and place number tiles, 2 players",
	MinPlayers: NumPlayers, MaxPlayers: NumPlayers,
	Options: []gamedef.Option[Options]{{Label: "Board", Choices: []gamedef.Choice[Options]{
		{Label: "5 x 5"}, {Label: "4 x 4 (shorter)", Set: func(o *Options) { o.Size = 4 }},
	}}},
	Base:      func(int) Options { return DefaultOptions() },
	New:       New,
	Heuristic: Heuristic,
	Budgets:   Budgets,
	NewExact: func() func(*State, ai.Level) (Move, bool) {
		sv := NewSolver()
		return func(s *State, level ai.Level) (Move, bool) { return ExactMove(sv, s, level) }
	},
	ExactTally: ExactTally,
	// The margin: the opponent's tiles left minus one's own.
	Score:   func(s *State, p int) float64 { return float64(s.Margin(p)) },
	Winners: (*State).Winners,
	Describe: func(s *State) string {
		return fmt.Sprintf("%s, hands %v and %v", s.Phase(), s.Hand(0), s.Hand(1))
	},
	MaxMoves: 1000,
	// Win chance: nine tenths of the reward is winning (RewardMarginWeight).
	Review: gamedef.WinChanceReview,
	Daily:  &gamedef.Daily{Players: 2, Level: ai.Normal, Score: "%d left in hand"},
	// Puzzles: placements judged exactly (puzzle.go), from self-played
	// games on both boards.
	Puzzles: &gamedef.Puzzles[*State]{Unit: gamedef.Tiles, PerValue: 1, Margin: PuzzleMarginTiles,
		Goal: PuzzleGoal, Exact: PuzzleValues,
		Choices: puzzleChoices, Worth: puzzleWorth, RandomShare: puzzleRandomShare},
}
