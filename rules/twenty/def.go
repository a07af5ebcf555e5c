package twenty

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Def describes Twenty for the scenes, the arena and the flag help.
var Def = &gamedef.Def[*State, Move, Options]{
	ID: "twenty", Title: "Twenty", Tagline: "Counting card game, 2 to 4 players",
	MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	Options: []gamedef.Option[Options]{{Label: "Game ends at", Choices: []gamedef.Choice[Options]{
		{Label: "Standard: 100/200"}, targetChoice(50), targetChoice(100), targetChoice(200),
	}}},
	Base:      DefaultOptions,
	New:       New,
	Heuristic: Heuristic,
	Budgets:   Budgets,
	// Penalty points: fewer is better, so the score is their negative.
	Score:    func(s *State, p int) float64 { return -float64(s.Penalty(p)) },
	Winners:  (*State).Winners,
	Describe: describe,
	MaxMoves: 100000,
	// Penalty points: a search judges one hand, its reward standing and
	// points margin (HandMarginWeight), read as a straight line from losing
	// the hand by RewardMarginScale points (0) to winning it by as many (1):
	// 120 points. The steps are the cards' penalties: a low card left in
	// hand (5), a court card (10), a king (20).
	Review: gamedef.ReviewScale{Unit: gamedef.Points, PerReward: 2 * RewardMarginScale,
		Inaccuracy: PenaltyLow, Mistake: PenaltyCourt, Blunder: PenaltyKing},
	Daily: &gamedef.Daily{Players: 3, Level: ai.Normal, Score: "%d points"},
	// Puzzles in the review's points, judged on 400 deals.
	Puzzles: &gamedef.Puzzles[*State]{Unit: gamedef.Points, PerValue: 2 * RewardMarginScale, Margin: 6, Deals: 400,
		Goal: gamedef.FixedGoal("Take the fewest penalty points this hand")},
}

// targetChoice ends the game at a penalty total.
func targetChoice(points int) gamedef.Choice[Options] {
	return gamedef.Choice[Options]{Label: fmt.Sprintf("%d points", points), Set: func(o *Options) { o.Target = points }}
}

func describe(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "count %d, stock %d, table %d cards;", s.Count(), s.StockLen(), s.Played().Len())
	for p := range s.NumPlayers() {
		fmt.Fprintf(&b, " hand %d: %v;", p, s.Hand(p))
	}
	return b.String()
}
