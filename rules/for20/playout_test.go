package for20

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// gameFor is the shared invariant checker's description of the game.
func gameFor(players int) rulestest.Game[*State, Move] {
	return rulestest.Game[*State, Move]{
		New:      func(seed uint64) *State { return MustNew(DefaultOptions(players), seed) },
		Check:    (*State).CheckInvariants,
		MaxMoves: Def.MaxMoves,
		Secrets:  (*State).Secrets,
	}
}

// heuristicGame plays the heuristic in every seat with a share of random
// moves, so that the checks see long games full of actions and answers.
func heuristicPlayout(t *testing.T, players int, seed uint64, check func(s *State, m Move)) *State {
	s := MustNew(Options{Players: players, AskEveryone: seed%3 == 0}, seed)
	rng := rules.NewRNG(seed)
	var buf []Move
	for n := 0; !s.Over(); n++ {
		if n > Def.MaxMoves {
			t.Fatalf("seed %d: no end", seed)
		}
		buf = s.AppendLegal(buf[:0])
		m := buf[rng.IntN(len(buf))]
		if rng.IntN(4) != 0 {
			m = Heuristic(s, &rng, buf)
		}
		if check != nil {
			check(s, m)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("seed %d: %v refused: %v", seed, m, err)
		}
	}
	return s
}

func TestRandomPlayouts(t *testing.T) {
	seeds := uint64(40)
	if testing.Short() {
		seeds = 8
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		g := gameFor(players)
		for seed := range seeds {
			g.Playout(t, seed)
		}
		g.Deterministic(t, 7)
	}
}

// TestMixedPlayouts: heuristic games with random moves mixed in, every
// state checked, every listed move unique and parsing back, the views
// and determinizations checked as in rulestest.
func TestMixedPlayouts(t *testing.T) {
	seeds := uint64(30)
	if testing.Short() {
		seeds = 6
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		g := gameFor(players)
		for seed := range seeds {
			n := 0
			heuristicPlayout(t, players, seed, func(s *State, m Move) {
				if err := s.CheckInvariants(); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				listed := map[Move]bool{}
				for _, l := range s.AppendLegal(nil) {
					if listed[l] {
						t.Fatalf("seed %d: %v listed twice", seed, l)
					}
					listed[l] = true
				}
				if back, err := ParseMove(m.String()); err != nil || back != m {
					t.Fatalf("%v does not parse back: %v %v", m, back, err)
				}
				if n++; n%11 == 0 {
					d := s.Clone()
					rng := rules.NewRNG(uint64(n))
					for p := range players {
						d.CopyFrom(s)
						d.Determinize(p, &rng)
						if err := d.CheckInvariants(); err != nil {
							t.Fatal(err)
						}
					}
					g.RefusedLeavesState(t, s.Clone(), illegalMove(s, uint64(n)))
				}
			})
		}
	}
}

// illegalMove makes a move the state refuses, from random cards.
func illegalMove(s *State, seed uint64) Move {
	rng := rules.NewRNG(seed)
	for {
		var m Move
		c := Card(rng.IntN(NumCards))
		switch MoveKind(rng.IntN(int(numMoveKinds))) {
		case Smoke:
			m = SmokeMove(SetOf(c, Card(rng.IntN(NumCards)), Card(rng.IntN(NumMaterials))))
		case Rotate:
			m = RotateMove(c)
		case Recycle:
			m = RecycleMove(c)
		case Place:
			m = PlaceMove(c)
		case Play:
			m = PlayMove(c, rng.IntN(s.NumPlayers()), SetOf(Card(rng.IntN(NumCards))))
		case End:
			m = EndMove()
		case Answer:
			m = AnswerMove(c, SetOf(Card(rng.IntN(NumCards))))
		case Pass:
			m = PassMove()
		case Choose:
			m = ChooseMove(rng.IntN(s.NumPlayers()), SetOf(Card(rng.IntN(NumMaterials))))
		}
		if s.Clone().Apply(m) != nil {
			return m
		}
	}
}

// TestEventsReplayZones: replaying the events' card moves and shuffles
// from the setup gives every card's final zone, and draws into a hand
// are face down.
func TestEventsReplayZones(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s := MustNew(DefaultOptions(players), uint64(players))
		var zone [NumCards]int
		for c := range Card(NumCards) {
			zone[c] = s.ZoneOf(c)
		}
		s.SetEvents(true)
		rng := rules.NewRNG(9)
		buf := make([]Move, 0, 256)
		var events []rules.Event
		rounds, ends := 0, 0
		for !s.Over() {
			if err := s.Apply(Heuristic(s, &rng, buf)); err != nil {
				t.Fatal(err)
			}
			events = s.TakeEvents(events[:0])
			for _, e := range events {
				switch e.Kind {
				case rules.EvMove:
					if zone[e.Item] != e.From {
						t.Fatalf("%s moves from zone %d but is in %d", Card(e.Item), e.From, zone[e.Item])
					}
					if e.From == ZonePlayingDeck && e.FaceUp {
						t.Fatal("a draw from the playing deck is face up")
					}
					zone[e.Item] = e.To
				case rules.EvShuffle:
					for c := range zone {
						if zone[c] == e.From {
							zone[c] = e.To
						}
					}
				case rules.EvRoundEnd:
					rounds++
				case rules.EvGameEnd:
					ends++
				}
			}
		}
		for c := range Card(NumCards) {
			if zone[c] != s.ZoneOf(c) {
				t.Fatalf("%d players: the events put %s in zone %d, it is in %d", players, c, zone[c], s.ZoneOf(c))
			}
		}
		if rounds != s.Round() || ends != 1 {
			t.Fatalf("%d round ends and %d game ends for %d rounds", rounds, ends, s.Round())
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, text := range []string{"smoke T01 T05 M26", "rotate M05", "recycle A16", "place T26", "play A11 @2 M40",
		"play A16", "play A19 @1 M13 M40", "end", "answer O07 A16", "answer O03 T05 A16 A17", "pass", "target @2", "target @1 M40"} {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if m.String() != text {
			t.Fatalf("%q reads back as %q", text, m)
		}
	}
	if m, _ := ParseMove("SMOKE m26 t05 t01"); m.String() != "smoke T01 T05 M26" {
		t.Fatalf("case and order: %v", m)
	}
	for _, bad := range []string{"", "dance", "rotate", "rotate M05 M06", "end now", "pass M01", "play A11 @9", "play A11 @1 @2",
		"smoke T01 T01 M02", "rotate X99", "smoke @1 M02 T01"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func FuzzFor20(f *testing.F) {
	f.Add(uint64(1), uint8(4), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), uint8(2), []byte("smoke it, pass it, answer it"))
	f.Add(uint64(3), uint8(5), []byte{255, 0, 255, 0, 128, 64, 32, 16, 8, 4, 2, 1})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, choices []byte) {
		n := MinPlayers + int(players)%(MaxPlayers-MinPlayers+1)
		g := gameFor(n)
		g.New = func(seed uint64) *State {
			return MustNew(Options{Players: n, AskEveryone: seed%2 == 0}, seed)
		}
		g.FuzzMoves(t, seed, choices)
	})
}

// TestNoAllocations: the search's hot calls allocate nothing with events
// off.
func TestNoAllocations(t *testing.T) {
	root := MustNew(DefaultOptions(4), 5)
	s := root.Clone()
	rng := rules.NewRNG(5)
	buf := make([]Move, 0, 4096)
	checks := []struct {
		name string
		run  func()
	}{
		{"CopyFrom", func() { s.CopyFrom(root) }},
		{"random playout", func() {
			s.CopyFrom(root)
			for !s.Over() {
				buf = s.AppendLegal(buf[:0])
				if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
					panic(err)
				}
			}
		}},
		{"Determinize", func() { s.CopyFrom(root); s.Determinize(rng.IntN(4), &rng) }},
		{"heuristic playout", func() {
			s.CopyFrom(root)
			s.Determinize(0, &rng)
			for !s.Over() {
				if err := s.Apply(Heuristic(s, &rng, buf)); err != nil {
					panic(err)
				}
			}
		}},
		{"Rewards", func() {
			var dst [4]float64
			s.Rewards(dst[:])
		}},
	}
	for _, c := range checks {
		if n := testing.AllocsPerRun(20, c.run); n != 0 {
			t.Errorf("%s: %v allocations per run", c.name, n)
		}
	}
}

func benchPlayouts(b *testing.B, players int, policy func(*State, *rules.RNG, []Move) Move) {
	rulestest.BenchPlayouts(b, MustNew(DefaultOptions(players), 1), 4096, policy)
}

func randomMove(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	return buf[rng.IntN(len(buf))]
}

func BenchmarkPlayoutRandom4(b *testing.B)    { benchPlayouts(b, 4, randomMove) }
func BenchmarkPlayoutHeuristic4(b *testing.B) { benchPlayouts(b, 4, Heuristic) }
