package main

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
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
		budgets:   twenty.Budgets,
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
	entry[*minustwenty.State, minustwenty.Move]{
		id:         "minustwenty",
		minPlayers: minustwenty.NumPlayers,
		maxPlayers: minustwenty.NumPlayers,
		newGame: func(_ int, seed uint64) (*minustwenty.State, error) {
			return minustwenty.New(minustwenty.DefaultOptions(), seed)
		},
		heuristic: minustwenty.Heuristic,
		budgets:   minustwenty.Budgets,
		score:     func(s *minustwenty.State, p int) float64 { return float64(s.Totals()[p]) },
		winners:   (*minustwenty.State).Winners,
		roundScores: func(s *minustwenty.State) [][]float64 {
			var rounds [][]float64
			for _, r := range s.RoundScores() {
				rounds = append(rounds, []float64{float64(r[0]), float64(r[1])})
			}
			return rounds
		},
		// Random players may swap cards with the discard piles for a long
		// time, but every draw from the pile brings the round's end nearer.
		maxMoves: 100000,
		describe: func(s *minustwenty.State) string {
			return fmt.Sprintf("round %d, %s step, draw pile %d; hand 0: %v; hand 1: %v", s.Round(), s.Phase(), s.DrawPileLen(), s.Hand(0), s.Hand(1))
		},
		protocol: &minusTwentyProtocol,
	},
	entry[*gameof20.State, gameof20.Move]{
		id:         "gameof20",
		minPlayers: gameof20.NumPlayers,
		maxPlayers: gameof20.NumPlayers,
		newGame: func(_ int, seed uint64) (*gameof20.State, error) {
			return gameof20.New(gameof20.DefaultOptions(), seed)
		},
		heuristic: gameof20.Heuristic,
		budgets:   gameof20.Budgets,
		// The margin: the opponent's tiles left minus one's own.
		score:    func(s *gameof20.State, p int) float64 { return float64(s.Margin(p)) },
		winners:  (*gameof20.State).Winners,
		maxMoves: 1000,
		describe: func(s *gameof20.State) string {
			return fmt.Sprintf("%s, hands %v and %v", s.Phase(), s.Hand(0), s.Hand(1))
		},
		newExact: func() func(*gameof20.State, ai.Level) (gameof20.Move, bool) {
			sv := gameof20.NewSolver()
			return func(s *gameof20.State, level ai.Level) (gameof20.Move, bool) {
				return gameof20.ExactMove(sv, s, level)
			}
		},
	},
}
