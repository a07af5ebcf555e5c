package minustwenty

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Def describes Minus Twenty for the scenes, the arena and the flag help.
var Def = &gamedef.Def[*State, Move, Options]{
	ID: "minustwenty", Title: "Minus Twenty", Tagline: "Lost Cities with a poker deck, 2 players",
	MinPlayers: NumPlayers, MaxPlayers: NumPlayers,
	Options: []gamedef.Option[Options]{{Label: "Match", Default: 1, Choices: []gamedef.Choice[Options]{
		roundsChoice(1), roundsChoice(3), roundsChoice(5), targetChoice(100), targetChoice(200),
	}}},
	Base:      func(int) Options { return Options{} },
	New:       New,
	Heuristic: Heuristic,
	Budgets:   Budgets,
	Score:     func(s *State, p int) float64 { return float64(s.Totals()[p]) },
	Winners:   (*State).Winners,
	RoundScores: func(s *State) [][]float64 {
		var rounds [][]float64
		for _, r := range s.RoundScores() {
			rounds = append(rounds, []float64{float64(r[0]), float64(r[1])})
		}
		return rounds
	},
	Describe: func(s *State) string {
		return fmt.Sprintf("round %d, %s step, draw pile %d; hand 0: %v; hand 1: %v", s.Round(), s.Phase(), s.DrawPileLen(), s.Hand(0), s.Hand(1))
	},
	// Random players may swap cards with the discard piles for a long
	// time, but every draw from the pile brings the round's end nearer.
	MaxMoves: 100000,
	// Points: a search judges one round, its reward the round's outcome and
	// margin (RoundMarginWeight), read as a straight line from losing the
	// round by RewardMarginScale points (0) to winning it by as many (1):
	// 120 points. The steps: a middle card or two (6), a wager's worth
	// (12), an expedition's 20-point stake thrown away (20).
	Review: gamedef.ReviewScale{Unit: gamedef.Points, PerReward: 2 * RewardMarginScale,
		Inaccuracy: 6, Mistake: 12, Blunder: 20},
	Daily: &gamedef.Daily{Players: 2, Level: ai.Normal, Score: "%d points"},
	// Puzzles in the review's points, judged on 400 deals.
	Puzzles: &gamedef.Puzzles[*State]{Unit: gamedef.Points, PerValue: 2 * RewardMarginScale, Margin: 6, Deals: 400,
		Goal: gamedef.FixedGoal("Score the most this round")},
	// External bots (rules/arena/PROTOCOL.md) see the View.
	Protocol: &gamedef.Protocol[*State]{
		LastRound: func(s *State) (int, []int) {
			rounds := s.RoundScores()
			last := rounds[len(rounds)-1]
			return len(rounds), last[:]
		},
		Totals: func(s *State) []int {
			totals := s.Totals()
			return totals[:]
		},
	},
}

func roundsChoice(n int) gamedef.Choice[Options] {
	label := fmt.Sprintf("%d rounds", n)
	if n == 1 {
		label = "1 round"
	}
	return gamedef.Choice[Options]{Label: label, Set: func(o *Options) { o.Rounds = n }}
}

func targetChoice(points int) gamedef.Choice[Options] {
	return gamedef.Choice[Options]{Label: fmt.Sprintf("First to %d", points), Set: func(o *Options) { o.TargetScore = points }}
}
