package rulestest

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// BenchPlayouts plays whole games from root with policy, each from a fresh
// copy determinized for player 0, as the search's playouts do, and reports
// ns/move and moves/s.
func BenchPlayouts[S rules.State[S, M], M rules.Move](b *testing.B, root S, bufCap int, policy func(S, *rules.RNG, []M) M) {
	s := root.Clone()
	rng := rules.NewRNG(1)
	buf := make([]M, 0, bufCap)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(root)
		s.Determinize(0, &rng)
		for !s.Over() {
			if err := s.Apply(policy(s, &rng, buf)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	moves = max(moves, 1)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
