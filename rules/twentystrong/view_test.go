package twentystrong

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

func viewJSON(t testing.TB, s *State) any {
	t.Helper()
	data, err := json.Marshal(s.View(0))
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestDeterminize: in positions of careful games (scouts, Larvae under
// their stacks, hidden bosses), a determinization keeps the view and every
// card accounted for, reshuffles what is unknown, and reseeds the dice.
func TestDeterminize(t *testing.T) {
	rng := rules.NewRNG(3)
	shuffled, bossMoved, known, hidden := 0, 0, 0, 0
	for seed := range uint64(30) {
		opts := Options{Hero: 2, HiddenBoss: true}
		if seed%2 == 1 {
			opts.Hero = 0
		}
		s := MustNew(opts, seed)
		play := rules.NewRNG(seed)
		for n := 0; !s.Over(); n++ {
			if n%9 == 0 {
				view := viewJSON(t, s)
				d := s.Clone()
				d.Determinize(0, &rng)
				mustCheck(t, d)
				if again := viewJSON(t, d); !reflect.DeepEqual(view, again) {
					t.Fatalf("seed %d move %d: the view changed:\n%v\n%v", seed, n, view, again)
				}
				for k := range s.stacks {
					a, b := &s.stacks[k], &d.stacks[k]
					if a.known > 0 {
						known++
					}
					if !slices.Equal(a.cards[:a.known], b.cards[:b.known]) || a.top() != b.top() {
						t.Fatalf("seed %d: stack %d's known cards moved", seed, k+1)
					}
					if a.cards != b.cards {
						shuffled++
					}
				}
				if !s.bossShown {
					hidden++
					if d.boss != s.boss {
						bossMoved++
					}
				} else if d.boss != s.boss {
					t.Fatalf("seed %d: a known boss changed", seed)
				}
				if d.rng == s.rng {
					t.Fatalf("seed %d: the dice generator was not reseeded", seed)
				}
			}
			if err := s.Apply(Heuristic(s, &play, nil)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if shuffled < 100 || known < 10 || bossMoved*2 < hidden {
		t.Fatalf("stacks reshuffled %d times, %d stacks with known bottoms, boss redrawn %d of %d", shuffled, known, bossMoved, hidden)
	}
}

// TestViewHidesBoss: a hidden boss is in no view until the endgame.
func TestViewHidesBoss(t *testing.T) {
	s := MustNew(Options{HiddenBoss: true}, 9)
	v := s.View(0).(View)
	if v.Boss != nil || !slices.Equal(secrets(s, 0)[len(secrets(s, 0))-NumBosses:], []string{"B1", "B2", "B3", "B4"}) {
		t.Fatalf("view boss %v", v.Boss)
	}
	empty(s, 0)
	mustApply(t, s, "endgame")
	if v := s.View(0).(View); v.Boss == nil || *v.Boss != s.Boss().String() || v.BossHealth != Cards[s.Boss()].Health {
		t.Fatalf("view boss %v, Health %d", v.Boss, v.BossHealth)
	}
	// A chosen boss is known whatever the option says.
	if s := MustNew(Options{Boss: 2, HiddenBoss: true}, 9); !s.BossShown() {
		t.Fatal("a chosen boss is hidden")
	}
}

// TestNoAllocations: the search's hot calls allocate nothing with events off.
func TestNoAllocations(t *testing.T) {
	root := MustNew(Options{}, 5)
	s := root.Clone()
	rng := rules.NewRNG(5)
	buf := make([]Move, 0, 256)
	checks := []struct {
		name string
		run  func()
	}{
		{"CopyFrom", func() { s.CopyFrom(root) }},
		{"AppendLegal+Apply random playout", func() {
			s.CopyFrom(root)
			s.Determinize(0, &rng)
			for !s.Over() {
				buf = s.AppendLegal(buf[:0])
				if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
					panic(err)
				}
			}
		}},
		{"Heuristic playout", func() {
			s.CopyFrom(root)
			s.Determinize(0, &rng)
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

// benchPlayouts plays whole games with policy (rulestest.BenchPlayouts).
func benchPlayouts(b *testing.B, policy func(*State, *rules.RNG, []Move) Move) {
	rulestest.BenchPlayouts(b, MustNew(Options{}, 1), 256, policy)
}

func BenchmarkPlayout(b *testing.B) { benchPlayouts(b, randomMove) }

func BenchmarkPlayoutHeuristic(b *testing.B) { benchPlayouts(b, Heuristic) }
