package main

import (
	"github.com/twenty-games/twenty/rules/minustwenty"
)

// minusTwentyProtocol adapts Minus Twenty to external bots.
var minusTwentyProtocol = protocolHooks[*minustwenty.State]{
	view: (*minustwenty.State).View,
	lastRound: func(s *minustwenty.State) (int, []int) {
		rounds := s.RoundScores()
		last := rounds[len(rounds)-1]
		return len(rounds), last[:]
	},
	totals: func(s *minustwenty.State) []int {
		totals := s.Totals()
		return totals[:]
	},
}
