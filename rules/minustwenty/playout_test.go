package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

func TestRandomPlayouts(t *testing.T) {
	seeds := uint64(300)
	if testing.Short() {
		seeds = 60
	}
	for seed := range seeds {
		moves := game.Playout(t, seed)
		if len(moves) < 2*StartingDrawPile*DefaultRounds {
			t.Fatalf("seed %d: a match of %d moves is too short", seed, len(moves))
		}
	}
}

func TestTargetPlayouts(t *testing.T) {
	g := game
	g.New = func(seed uint64) *State { return MustNew(Options{TargetScore: 60}, seed) }
	for seed := range uint64(30) {
		g.Playout(t, seed)
	}
}

func TestDeterministic(t *testing.T) {
	for seed := range uint64(20) {
		game.Deterministic(t, seed)
	}
}

// TestReplayRecord: a match is its seed and its moves in text form.
func TestReplayRecord(t *testing.T) {
	moves := game.Playout(t, 42)
	text := make([]string, len(moves))
	for i, m := range moves {
		text[i] = m.String()
	}
	a := MustNew(DefaultOptions(), 42)
	if err := rules.Replay(a, text); err != nil {
		t.Fatal(err)
	}
	if !a.Over() {
		t.Fatal("replay did not reach the end")
	}
}

func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(99), []byte("take everything you can, then draw"))
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		game.FuzzMoves(t, seed, choices)
	})
}

// TestNoAllocations: the search's hot calls allocate nothing with events off.
func TestNoAllocations(t *testing.T) {
	root := MustNew(DefaultOptions(), 5)
	s := root.Clone()
	rng := rules.NewRNG(5)
	buf := make([]Move, 0, 64)
	checks := []struct {
		name string
		run  func()
	}{
		{"CopyFrom", func() { s.CopyFrom(root) }},
		{"AppendLegal+Apply playout", func() {
			s.CopyFrom(root)
			for !s.Over() {
				buf = s.AppendLegal(buf[:0])
				if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
					panic(err)
				}
			}
		}},
		{"Determinize", func() {
			s.CopyFrom(root)
			s.Determinize(rng.IntN(NumPlayers), &rng)
		}},
		{"Heuristic playout", func() {
			s.CopyFrom(root)
			for !s.Over() {
				if err := s.Apply(Heuristic(s, &rng, buf)); err != nil {
					panic(err)
				}
			}
		}},
		{"Rewards", func() {
			var dst [NumPlayers]float64
			s.Rewards(dst[:])
		}},
	}
	for _, c := range checks {
		if n := testing.AllocsPerRun(20, c.run); n != 0 {
			t.Errorf("%s: %v allocations per run", c.name, n)
		}
	}
}

// benchPlayouts plays whole matches with policy (rulestest.BenchPlayouts).
func benchPlayouts(b *testing.B, policy func(*State, *rules.RNG, []Move) Move) {
	rulestest.BenchPlayouts(b, MustNew(DefaultOptions(), 1), 64, policy)
}

func BenchmarkPlayout(b *testing.B) { benchPlayouts(b, randomMove) }

func BenchmarkPlayoutHeuristic(b *testing.B) { benchPlayouts(b, Heuristic) }
