package rulestest

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// PlayUntil plays the policy on every seat of st, a new game whose record
// is rec, until the game ends or stop says so. It returns the record and
// who made each move: a state to test, built in microseconds.
func PlayUntil[S rules.State[S, M], M rules.Move](t testing.TB, st S, rec rules.Record,
	policy func(S, *rules.RNG, []M) M, stop func(st S, movers []int) bool) (rules.Record, []int) {
	t.Helper()
	rng := rules.NewRNG(rec.Seed)
	var movers []int
	for !st.Over() && !stop(st, movers) {
		movers = append(movers, st.ToMove())
		mv := policy(st, &rng, nil)
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	return rec, movers
}
