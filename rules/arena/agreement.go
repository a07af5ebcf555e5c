package main

import (
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// The agreement study asks how summing the searchers' units changes the
// computer's choices, for far less time than playing enough games would
// take (a thousand Twenty games at four units a decision is about eight
// hours of two cores). Positions come from games of the heuristic against
// itself; at each, 1, 2 and 4 units of the level's search (searchers 0 to
// 3, as the game's Web Workers run them) and a reference, one search of
// refFactor times the level's iterations with its own seed, each choose a
// move. A choice that agrees with the deeper search more often is a better
// one, so the shares tell whether more searchers play closer to a stronger
// player, and by how much.

// refFactor is how many times the level's iterations the reference searches.
const refFactor = 8

// agreementUnits are the searcher counts compared.
var agreementUnits = [...]int{1, 2, 4}

// agreementResult is one position's choices, as agreement with the
// reference for each count of agreementUnits.
type agreementResult struct {
	agrees [len(agreementUnits)]bool
}

// agreementStudy writes the study's lines for players players, from
// positions positions drawn by seed, at side A's level.
func agreementStudy(w io.Writer, g gamedef.Game, players, positions int, seed uint64, workers int, level ai.Level) error {
	roots, err := samplePositions(g, players, positions, seed)
	if err != nil {
		return err
	}
	cfg := g.Info().Budgets.Config(level)
	results := make([]agreementResult, len(roots))
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(1, workers) {
		wg.Go(func() {
			for i := range next {
				results[i] = agree(g, roots[i], cfg, seed+uint64(i)*0x9e37)
			}
		})
	}
	for i := range roots {
		next <- i
	}
	close(next)
	wg.Wait()
	fmt.Fprintf(w, "agreement game=%s players=%d level=%v positions=%d reference=%dx%d iterations\n",
		g.Info().ID, players, level, len(roots), refFactor, cfg.Iterations)
	for k, units := range agreementUnits {
		n := 0
		for _, r := range results {
			if r.agrees[k] {
				n++
			}
		}
		p := float64(n) / float64(len(results))
		fmt.Fprintf(w, "agreement units=%d agrees=%d share=%.3f se=%.3f\n", units, n, p, math.Sqrt(p*(1-p)/float64(len(results))))
	}
	// The paired difference against one unit: the same positions, so the
	// positions' own difficulty cancels.
	for k := 1; k < len(agreementUnits); k++ {
		diffs := make([]float64, len(results))
		for i, r := range results {
			diffs[i] = b2f(r.agrees[k]) - b2f(r.agrees[0])
		}
		mean, se := meanSE(diffs)
		fmt.Fprintf(w, "agreement units=%d minus_one=%+.3f se=%.3f\n", agreementUnits[k], mean, se)
	}
	return nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// samplePositions plays the heuristic against itself and keeps about one
// position in eight where the player to move has a real choice.
func samplePositions(g gamedef.Game, players, n int, seed uint64) ([]gamedef.Position, error) {
	maxMoves := g.Info().MaxMoves
	rng := rules.NewRNG(seed)
	heuristic := g.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
	var roots []gamedef.Position
	for game := uint64(0); len(roots) < n; game++ {
		pos, err := g.NewPosition(players, nil, seed*1000+game)
		if err != nil {
			return nil, err
		}
		for moves := 0; pos.ToMove() != rules.Nobody && len(roots) < n; moves++ {
			if moves > maxMoves && maxMoves > 0 {
				break
			}
			if pos.NumLegal() > 1 && rng.IntN(8) == 0 {
				roots = append(roots, pos.Clone())
			}
			mv, _ := heuristic.Decide(pos, &rng, 0)
			if err := pos.Apply(mv); err != nil {
				return nil, err
			}
		}
	}
	return roots, nil
}

// agree is one position's choices by 1, 2 and 4 units, each compared with
// the reference's (the moves compared by their text).
func agree(g gamedef.Game, root gamedef.Position, cfg ai.Config, seed uint64) agreementResult {
	refCfg := cfg
	refCfg.Iterations *= refFactor
	ref := g.NewBot(gamedef.BotSpec{Kind: gamedef.SearchBot, Config: refCfg})
	best, _ := ref.Decide(root.Clone(), nil, seed^0xa5a5a5a5a5a5)
	want := best.String()
	var r agreementResult
	var sum ai.Tally[string]
	searcher := 0
	for k, units := range agreementUnits {
		for ; searcher < units; searcher++ {
			t := root.Think(cfg, seed, ai.Plan{Searcher: searcher})
			sum.Add(&t)
		}
		got, _ := sum.Best()
		r.agrees[k] = got == want
	}
	return r
}
