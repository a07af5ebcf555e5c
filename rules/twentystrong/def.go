package twentystrong

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/gamedef"
)

// Def describes 20 Strong for the scenes, the arena and the flag help.
var Def = &gamedef.Def[*State, Move, Options]{
	ID: "twentystrong", Title: "20 Strong", Tagline: "Hold the Hive: 17 bees against the summer, solo",
	MinPlayers: NumPlayers, MaxPlayers: NumPlayers,
	Options: []gamedef.Option[Options]{
		{Label: "Hero", Choices: heroChoices()},
		{Label: "Boss", Choices: bossChoices()},
		{Label: "Boss shown", Choices: []gamedef.Choice[Options]{
			{Label: "Face up"},
			{Label: "Hidden until the endgame", Set: func(o *Options) { o.HiddenBoss = true }},
		}},
	},
	Base:      func(int) Options { return Options{} },
	New:       New,
	Heuristic: Heuristic,
	Budgets:   Budgets,
	// A won game scores 1, a lost one 0.
	Score: func(s *State, _ int) float64 {
		if s.Result() == Won {
			return 1
		}
		return 0
	},
	Winners: func(s *State) []int {
		if s.Result() == Won {
			return []int{0}
		}
		return nil
	},
	Describe: func(s *State) string {
		return fmt.Sprintf("round %d, %s, %s step; Health %d, Strategy %d, Recovery %d, Alarm %d; stacks %d/%d/%d; pool %d, exhausted %d",
			s.Round(), s.Hero().Name, s.Step(), s.Health(), s.Strategy(), s.Recovery(), s.Alarm(),
			s.StackLen(0), s.StackLen(1), s.StackLen(2), s.countZone(ZonePool), s.countZone(ZoneExhausted))
	},
	// Random play ends in a few hundred moves (Health runs out); the
	// careful player's longest games take about a thousand.
	MaxMoves: 20000,
	// Win chance: the reward is the run's chance of being won. The player's
	// decisions are judged by the advisor's own search at its strongest,
	// Hard (what "Autoplay (hard)" plays; a hint asks Normal, quicker).
	Review: gamedef.WinChanceReview,
	Daily:  &gamedef.Daily{Players: 1, Score: "%d Health left", ScoreIfWon: true},
	// Puzzles in win chance, judged on 300 deals.
	Puzzles: &gamedef.Puzzles[*State]{Unit: gamedef.WinChance, PerValue: 100, Margin: 8, Deals: 300,
		Goal: gamedef.FixedGoal("Give the Hive its best chance to hold")},
}

func heroChoices() []gamedef.Choice[Options] {
	choices := []gamedef.Choice[Options]{{Label: "Random"}}
	for i := range NumHeroes {
		choices = append(choices, gamedef.Choice[Options]{Label: Heroes[i].Name, Set: func(o *Options) { o.Hero = i + 1 }})
	}
	return choices
}

func bossChoices() []gamedef.Choice[Options] {
	choices := []gamedef.Choice[Options]{{Label: "Random"}}
	for i := range NumBosses {
		choices = append(choices, gamedef.Choice[Options]{Label: Cards[FirstBoss+CardID(i)].Name, Set: func(o *Options) { o.Boss = i + 1 }})
	}
	return choices
}
