package main

import (
	"fmt"
	"io"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
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
func (e entry[S, M, O]) Bench(w io.Writer, players int, benchTime time.Duration) error {
	name := fmt.Sprintf("%s/players=%d", e.def.ID, players)
	moves, elapsed, err := e.benchRules(players, benchTime)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "BenchmarkRules/%s\t%d\t%.1f ns/op\t%.0f moves/s\n", name, moves, float64(elapsed)/float64(moves), float64(moves)/elapsed.Seconds())

	positions, err := e.benchPositions(players)
	if err != nil {
		return err
	}
	for _, level := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		decisions, iterations, elapsed := e.benchLevel(positions, level, benchTime)
		fmt.Fprintf(w, "BenchmarkAI/%s/level=%s\t%d\t%.0f ns/op\t%.0f iterations/s\t%.0f iterations/op\n",
			name, level, decisions, float64(elapsed)/float64(decisions), float64(iterations)/elapsed.Seconds(), float64(iterations)/float64(decisions))
	}
	return nil
}

// benchRules plays random games until benchTime has passed.
func (e entry[S, M, O]) benchRules(players int, benchTime time.Duration) (moves int, elapsed time.Duration, err error) {
	rng := rules.NewRNG(1)
	buf := make([]M, 0, 256)
	start := time.Now()
	for seed := uint64(1); time.Since(start) < benchTime; seed++ {
		s, err := e.newGame(players, seed)
		if err != nil {
			return 0, 0, err
		}
		s.SetEvents(false)
		for n := 0; !s.Over(); n++ {
			if n >= e.def.MaxMoves {
				return 0, 0, fmt.Errorf("%s seed %d: no end after %d moves", e.def.ID, seed, n)
			}
			if err := s.Apply(ai.RandomPolicy(s, &rng, buf)); err != nil {
				return 0, 0, err
			}
			moves++
		}
	}
	return moves, time.Since(start), nil
}

// benchPositions collects decisions with a real choice from heuristic games.
func (e entry[S, M, O]) benchPositions(players int) ([]S, error) {
	var positions []S
	rng := rules.NewRNG(2)
	buf := make([]M, 0, 256)
	for seed := uint64(1); len(positions) < benchPositions && seed < 100; seed++ {
		s, err := e.newGame(players, seed)
		if err != nil {
			return nil, err
		}
		s.SetEvents(false)
		for n := 0; !s.Over() && n < e.def.MaxMoves; n++ {
			// A few positions per game, spread over its first hands.
			if n%17 == 5 && len(s.AppendLegal(buf[:0])) > 1 && len(positions) < benchPositions {
				positions = append(positions, s.Clone())
			}
			if err := s.Apply(e.def.Policy()(s, &rng, buf)); err != nil {
				return nil, err
			}
		}
	}
	if len(positions) == 0 {
		return nil, fmt.Errorf("%s: no position with a choice found for the AI benchmark", e.def.ID)
	}
	return positions, nil
}

// benchLevel decides from the positions in turn until benchTime has passed.
func (e entry[S, M, O]) benchLevel(positions []S, level ai.Level, benchTime time.Duration) (decisions, iterations int, elapsed time.Duration) {
	search := ai.NewSearch(positions[0], e.LevelConfig(level), e.def.Policy(), 1)
	start := time.Now()
	for decisions == 0 || time.Since(start) < benchTime {
		search.Reset(positions[decisions%len(positions)], uint64(decisions))
		for !search.Step(1 << 20) {
		}
		search.Best()
		iterations += search.Iterations()
		decisions++
	}
	return decisions, iterations, time.Since(start)
}
