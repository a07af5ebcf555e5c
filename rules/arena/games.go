package main

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/twenty"
)

// games is the arena's table of games: a later game adds one entry.
var games = []game{
	entry[*twenty.State, twenty.Move]{
		id:         "twenty",
		minPlayers: 2,
		maxPlayers: 4,
		newGame: func(players int, seed uint64) (*twenty.State, error) {
			return twenty.New(twenty.Options{Players: players}, seed)
		},
		heuristic: twenty.Heuristic,
		// Penalty points: fewer is better, so the score is their negative
		// and a positive score difference favours A.
		score:    func(s *twenty.State, p int) float64 { return -float64(s.Penalty(p)) },
		winners:  (*twenty.State).Winners,
		maxMoves: 100000,
		describe: func(s *twenty.State) string {
			var b strings.Builder
			fmt.Fprintf(&b, "count %d, stock %d, table %d cards;", s.Count(), s.StockLen(), s.Played().Len())
			for p := range s.NumPlayers() {
				fmt.Fprintf(&b, " hand %d: %v;", p, s.Hand(p))
			}
			return b.String()
		},
	},
}
