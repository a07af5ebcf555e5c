package gameof20

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestRandomPlayouts(t *testing.T) {
	seeds := uint64(600)
	if testing.Short() {
		seeds = 200
	}
	for seed := range seeds {
		game.Playout(t, seed)
	}
	for size := MinSize; size <= MaxSize; size++ {
		g := sized(size)
		for seed := range seeds / 4 {
			g.Playout(t, seed)
		}
	}
}

// At every step of random games the legal moves are exactly those a direct
// reading of the rule text gives, so every placed tile was legal when placed
// (and every legal placement is offered).
func TestLegalMovesMatchReference(t *testing.T) {
	for seed := range uint64(300) {
		size := []int{DefaultSize, 4, 6}[seed%3]
		s := MustNew(Options{Size: size}, seed)
		rng := rules.NewRNG(seed + 99)
		var legal []Move
		for !s.Over() {
			got, want := legalTexts(s), referenceLegal(s)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d size %d: legal %v, rule text gives %v", seed, size, got, want)
			}
			legal = s.AppendLegal(legal[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if want := referenceLegal(s); len(want) != 0 {
			t.Fatalf("seed %d: over with %v left", seed, want)
		}
	}
}

// The heuristic's cached replies give exactly what trying every cell gives,
// for every legal placement of random positions on every board size.
func TestRepliesMatchTryingEveryCell(t *testing.T) {
	checked := 0
	for seed := range uint64(300) {
		size := MinSize + int(seed)%(MaxSize-MinSize+1)
		s := MustNew(Options{Size: size}, seed)
		rng := rules.NewRNG(seed + 7)
		var legal []Move
		for !s.Over() {
			legal = s.AppendLegal(legal[:0])
			if s.Phase() == Placing {
				var r replies
				r.build(s)
				for _, m := range legal {
					if m.Kind != Place {
						continue
					}
					got, want := r.bestAfter(s, int(m.Tile), int(m.Cell)), s.bestReplyAfter(int(m.Tile), int(m.Cell))
					if got != want {
						t.Fatalf("seed %d size %d, %v: best reply %d, trying every cell gives %d", seed, size, m, got, want)
					}
					checked++
				}
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d placements checked", checked)
	}
}

func TestDeterministic(t *testing.T) {
	for seed := range uint64(30) {
		game.Deterministic(t, seed)
		sized(4).Deterministic(t, seed)
	}
	// Same seed, same setup; the setup depends on the seed.
	a, b := MustNew(DefaultOptions(), 42), MustNew(DefaultOptions(), 42)
	if fingerprint(a) != fingerprint(b) {
		t.Fatal("same seed, different setups")
	}
	differ := false
	for seed := range uint64(20) {
		differ = differ || fingerprint(MustNew(DefaultOptions(), seed)) != fingerprint(a)
	}
	if !differ {
		t.Fatal("the setup ignores the seed")
	}
}

func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), uint8(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), uint8(1), []byte{255, 0, 17, 3, 200, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, seed uint64, size uint8, choices []byte) {
		sized(MinSize+int(size)%(MaxSize-MinSize+1)).FuzzMoves(t, seed, choices)
	})
}

// Playouts as the AI runs them: copy the start, then AppendLegal, Apply,
// Heuristic, Rewards, Determinize, all with events off, allocate nothing.
func TestNoAllocations(t *testing.T) {
	start := MustNew(DefaultOptions(), 5)
	s := start.Clone()
	rng := rules.NewRNG(5)
	legal := make([]Move, 0, 64)
	var rewards [2]float64
	allocs := testing.AllocsPerRun(50, func() {
		s.CopyFrom(start)
		for !s.Over() {
			legal = s.AppendLegal(legal[:0])
			m := legal[rng.IntN(len(legal))]
			if s.Phase() == Placing && rng.IntN(2) == 0 {
				m = Heuristic(s, &rng, legal)
			}
			s.Determinize(s.ToMove(), &rng)
			if err := s.Apply(m); err != nil {
				panic(err)
			}
		}
		s.Rewards(rewards[:])
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per playout, want 0", allocs)
	}
}

// The baseline beats a random player clearly, from both seats.
func TestHeuristicBeatsRandom(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	won := 0.0
	var r [2]float64
	legal := make([]Move, 0, 64)
	for g := range games {
		s := MustNew(DefaultOptions(), uint64(g))
		rng := rules.NewRNG(uint64(g))
		smart := g % 2
		for !s.Over() {
			var m Move
			if s.ToMove() == smart {
				m = Heuristic(s, &rng, legal)
			} else {
				legal = s.AppendLegal(legal[:0])
				m = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		s.Rewards(r[:])
		switch w := s.Winners(); {
		case len(w) == 2:
			won += 0.5
		case w[0] == smart:
			won++
		}
	}
	rate := won / float64(games)
	t.Logf("heuristic against random: %.0f%% of %d games", 100*rate, games)
	if rate < 0.6 {
		t.Fatalf("heuristic wins only %.0f%% against random", 100*rate)
	}
}

func BenchmarkPlayout(b *testing.B) {
	start := MustNew(DefaultOptions(), 1)
	s := start.Clone()
	rng := rules.NewRNG(1)
	legal := make([]Move, 0, 64)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(start)
		for !s.Over() {
			legal = s.AppendLegal(legal[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkHeuristicPlayout(b *testing.B) {
	start := MustNew(DefaultOptions(), 1)
	s := start.Clone()
	rng := rules.NewRNG(1)
	legal := make([]Move, 0, 64)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(start)
		for !s.Over() {
			if err := s.Apply(Heuristic(s, &rng, legal)); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}
