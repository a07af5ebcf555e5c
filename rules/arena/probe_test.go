package main

import (
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/twenty"
)

func TestProbeSlow(t *testing.T) {
	rng := rules.NewRNG(1)
	buf := make([]twenty.Move, 0, 256)
	cfg := ai.LevelConfig(ai.Normal)
	cfg.Iterations = 300
	srch := ai.NewSearch(twenty.MustNew(twenty.Options{Players: 2}, 1), cfg, twenty.Heuristic, 1)
	var worst *twenty.State
	var worstTime time.Duration
	for seed := uint64(1); seed <= 40; seed++ {
		s, _ := twenty.New(twenty.Options{Players: 2}, seed)
		s.SetEvents(false)
		for !s.Over() {
			buf = s.AppendLegal(buf[:0])
			if len(buf) > 1 {
				start := time.Now()
				srch.Reset(s, 1)
				for !srch.Step(100) {
				}
				if d := time.Since(start); d > worstTime {
					worst, worstTime = s.Clone(), d
				}
			}
			s.Apply(twenty.Heuristic(s, &rng, buf))
		}
	}
	p := worst
	t.Logf("worst 300: %v hand %v opp %v count %d stock %d table %v", worstTime, p.Hand(p.ToMove()), p.Hand(1-p.ToMove()), p.Count(), p.StockLen(), p.Played())
	for _, n := range []int{1000, 3000, 10000} {
		cfg.Iterations = n
		start := time.Now()
		s := ai.NewSearch(p, cfg, twenty.Heuristic, 1)
		for !s.Step(100) {
		}
		t.Logf("%d: %v", n, time.Since(start))
	}
}
