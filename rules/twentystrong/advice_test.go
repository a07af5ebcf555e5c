package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// TestReasons: every legal move of positions met in random and careful
// games gets a one-line ASCII reason under 90 characters.
func TestReasons(t *testing.T) {
	checked := 0
	kinds := map[MoveKind]bool{}
	buf := make([]Move, 0, 256)
	for seed := range uint64(40) {
		s := MustNew(optionsFor(seed), seed)
		rng := rules.NewRNG(seed)
		for n := 0; !s.Over(); n++ {
			for _, m := range s.AppendLegal(nil) {
				r := Reason(s, m)
				if r == "" || len(r) >= 90 {
					t.Fatalf("seed %d move %d: %v: reason %q (%d characters)", seed, n, m, r, len(r))
				}
				for _, ch := range r {
					if ch < ' ' || ch > '~' {
						t.Fatalf("%v: reason %q is not plain ASCII", m, r)
					}
				}
				kinds[m.Kind] = true
				checked++
			}
			var m Move
			if seed%2 == 0 {
				m = randomMove(s, &rng, buf)
			} else {
				m = Heuristic(s, &rng, buf)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if m, r := Advise(MustNew(optionsFor(seed), seed)); r == "" || m.Kind == NoMove {
			t.Fatalf("Advise: %v %q", m, r)
		}
	}
	if checked < 5000 || len(kinds) < 12 {
		t.Fatalf("only %d moves of %d kinds checked", checked, len(kinds))
	}
	if r := Reason(s0(), Move{Kind: MoveApply, Die: 3, Card: 7}); r == "" {
		t.Fatal("an illegal move got no reason")
	}
}

func s0() *State { return MustNew(Options{}, 1) }
