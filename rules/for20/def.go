package for20

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Def describes For20 Cards for the scenes, the arena and the flag help.
var Def = &gamedef.Def[*State, Move, Options]{
	ID: "for20", Title: "For20 Cards", Tagline: "Smoke your way to 20 stoner points, 2 to 5 players",
	MinPlayers: MinPlayers, MaxPlayers: MaxPlayers,
	Options: []gamedef.Option[Options]{{Label: "Asked to answer", Choices: []gamedef.Choice[Options]{
		{Label: "Players with a card"},
		// Hot-seat: every person is asked behind the pass screen, so the
		// prompt does not tell the others who holds an answer.
		{Label: "Every player", Set: func(o *Options) { o.AskEveryone = true }, HotSeat: true},
	}}},
	Base:      DefaultOptions,
	New:       New,
	Heuristic: Heuristic,
	Budgets:   Budgets,
	Score:     func(s *State, p int) float64 { return float64(s.Score(p)) },
	Winners:   (*State).Winners,
	Describe:  describe,
	// A heuristic game takes about 60 moves with two players and 175 with
	// five, a random one about 100 to 250; the round cap
	// (DefaultMaxRounds) ends any game long before this guard.
	MaxMoves: 200000,
	// Win chance: four fifths of the reward is winning (RewardMarginWeight).
	Review: gamedef.WinChanceReview,
	Daily:  &gamedef.Daily{Players: 3, Level: ai.Normal, Score: "%d points"},
	// Puzzles in win chance, judged on 300 deals.
	Puzzles: &gamedef.Puzzles[*State]{Unit: gamedef.WinChance, PerValue: 100, Margin: 8, Deals: 300,
		Goal: gamedef.FixedGoal("Give yourself the best chance to win")},
}

func describe(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, player %d's turn, %d coins;", s.round, s.turn, s.coins)
	if m, ok := s.Pending(); ok {
		fmt.Fprintf(&b, " pending %q, asked %d;", m, s.asked)
	}
	for p := range s.opts.Players {
		fmt.Fprintf(&b, " p%d: %d pts, hand [%v], reserve [%v], area [%v];", p, s.scores[p], s.hands[p], s.reserves[p], s.areas[p])
	}
	return b.String()
}
