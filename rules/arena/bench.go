package main

import (
	"fmt"
	"io"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// benchPositions is how many positions the AI benchmark decides from.
const benchPositions = 8

// Bench writes Go-benchmark-style lines (benchstat reads them):
//
//	BenchmarkRules/<game>/players=N  <moves>  <ns> ns/op  <rate> moves/s
//	BenchmarkAI/<game>/players=N/level=L  <decisions>  <ns> ns/op  <rate> iterations/s  <n> iterations/op
//
// Rules: random playouts with events off (AppendLegal + Apply per move).
// AI: full searches of each level's budget from positions met in heuristic
// games, until benchTime has passed (at least one per position for the
// first level that reaches it).
func bench(w io.Writer, g gamedef.Game, players int, benchTime time.Duration) error {
	info := g.Info()
	name := fmt.Sprintf("%s/players=%d", info.ID, players)
	moves, elapsed, err := benchRules(g, players, benchTime)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "BenchmarkRules/%s\t%d\t%.1f ns/op\t%.0f moves/s\n", name, moves, float64(elapsed)/float64(moves), float64(moves)/elapsed.Seconds())

	positions, err := findBenchPositions(g, players)
	if err != nil {
		return err
	}
	for _, level := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		decisions, iterations, elapsed := benchLevel(g, positions, level, benchTime)
		fmt.Fprintf(w, "BenchmarkAI/%s/level=%s\t%d\t%.0f ns/op\t%.0f iterations/s\t%.0f iterations/op\n",
			name, level, decisions, float64(elapsed)/float64(decisions), float64(iterations)/elapsed.Seconds(), float64(iterations)/float64(decisions))
	}
	return nil
}

// benchRules plays random games until benchTime has passed (each game's
// playout runs typed, in one call).
func benchRules(g gamedef.Game, players int, benchTime time.Duration) (moves int, elapsed time.Duration, err error) {
	info := g.Info()
	rng := rules.NewRNG(1)
	start := time.Now()
	for seed := uint64(1); time.Since(start) < benchTime; seed++ {
		pos, err := g.NewPosition(players, nil, seed)
		if err != nil {
			return 0, 0, err
		}
		n, err := pos.Playout(&rng, true, false, info.MaxMoves)
		if err != nil {
			return 0, 0, err
		}
		if !pos.Over() {
			return 0, 0, fmt.Errorf("%s seed %d: no end after %d moves", info.ID, seed, n)
		}
		moves += n
	}
	return moves, time.Since(start), nil
}

// findBenchPositions collects decisions with a real choice from heuristic games.
func findBenchPositions(g gamedef.Game, players int) ([]gamedef.Position, error) {
	info := g.Info()
	var positions []gamedef.Position
	rng := rules.NewRNG(2)
	heuristic := g.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
	for seed := uint64(1); len(positions) < benchPositions && seed < 100; seed++ {
		pos, err := g.NewPosition(players, nil, seed)
		if err != nil {
			return nil, err
		}
		for n := 0; !pos.Over() && n < info.MaxMoves; n++ {
			// A few positions per game, spread over its first hands.
			if n%17 == 5 && pos.NumLegal() > 1 && len(positions) < benchPositions {
				positions = append(positions, pos.Clone())
			}
			mv, _ := heuristic.Decide(pos, &rng, 0)
			if err := pos.Apply(mv); err != nil {
				return nil, err
			}
		}
	}
	if len(positions) == 0 {
		return nil, fmt.Errorf("%s: no position with a choice found for the AI benchmark", info.ID)
	}
	return positions, nil
}

// benchLevel decides from the positions in turn until benchTime has passed.
func benchLevel(g gamedef.Game, positions []gamedef.Position, level ai.Level, benchTime time.Duration) (decisions, iterations int, elapsed time.Duration) {
	search := g.NewBot(gamedef.BotSpec{Kind: gamedef.SearchBot, Config: g.Info().Budgets.Config(level)})
	start := time.Now()
	for decisions == 0 || time.Since(start) < benchTime {
		_, n := search.Decide(positions[decisions%len(positions)], nil, uint64(decisions))
		iterations += n
		decisions++
	}
	return decisions, iterations, time.Since(start)
}
