package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

func TestRandomPlayouts(t *testing.T) {
	seeds := uint64(150)
	if testing.Short() {
		seeds = 40
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		g := gameFor(players)
		for seed := range seeds {
			g.Playout(t, seed)
		}
	}
}

func TestDeterministic(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(5) {
			gameFor(players).Deterministic(t, seed+100)
		}
	}
}

// A record (options, seed, moves) replays to the same game.
func TestReplay(t *testing.T) {
	g := gameFor(3)
	moves := g.Playout(t, 77)
	var texts []string
	for _, m := range moves {
		texts = append(texts, m.String())
	}
	s := MustNew(DefaultOptions(3), 77)
	if err := rules.Replay(s, texts); err != nil {
		t.Fatal(err)
	}
	if !s.Over() {
		t.Fatal("replayed game not over")
	}
}

// heuristicGame plays a whole game with the heuristic for everyone and
// returns the number of moves, checking invariants along the way.
func heuristicGame(t testing.TB, players int, seed uint64) (*State, int) {
	s := MustNew(DefaultOptions(players), seed)
	rng := rules.NewRNG(seed)
	buf := make([]Move, 0, 64)
	n := 0
	for ; !s.Over(); n++ {
		m := Heuristic(s, &rng, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("heuristic move %v refused: %v", m, err)
		}
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
	}
	return s, n
}

func TestHeuristicGames(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		hands, moves := 0, 0
		for seed := range uint64(30) {
			s, n := heuristicGame(t, players, seed)
			hands += s.HandNumber()
			moves += n
			if len(s.Winners()) == 0 {
				t.Fatal("no winner")
			}
		}
		t.Logf("%d players: %.1f hands, %.0f moves per game", players, float64(hands)/30, float64(moves)/30)
	}
}

func TestHeuristicChoices(t *testing.T) {
	rng := rules.NewRNG(1)
	for _, tt := range []struct {
		hand  string
		count int
		want  string
	}{
		{"QS QH 4D 2C", 14, "play 4D QS QH"},    // sheds the most
		{"KS 9D", 9, "play 9D"},                 // keeps the king
		{"KS 9D 8C", 10, "draw"},                // does not spend a king on 10
		{"KS 9D", 20, "play 9D KS"},             // the king makes 20
		{"KS", 5, "play KS"},                    // going out
		{"KS 2D 3D", 5, "play 2D 3D"},           // sheds both small cards
		{"TS TH JD", 10, "play TS TH"},          // the pair as 10 sheds more
		{"TS TH 5D 5C", 20, "play 5D 5C TS TH"}, // everything makes 20: out
	} {
		s := position{players: 2, hands: []string{tt.hand, "2H"}, count: tt.count}.build(t)
		if got := Heuristic(s, &rng, nil).String(); got != tt.want {
			t.Errorf("hand %s count %d: %s, want %s", tt.hand, tt.count, got, tt.want)
		}
	}
	s := position{players: 2, hands: []string{"9S", "2H"}, count: 3}.build(t)
	emptyStock(s, 1)
	if got := Heuristic(s, &rng, nil); got != PassMove() {
		t.Errorf("only pass: %v", got)
	}
}

func TestRewards(t *testing.T) {
	dst := make([]float64, 4)
	// 2 players, hand just ended: fewer penalty points wins the hand.
	s := MustNew(DefaultOptions(2), 1)
	s.handEnded = true
	s.handPen = [MaxPlayers]int{10, 30}
	s.Rewards(dst)
	if !(dst[0] > 0.75 && dst[1] < 0.25 && dst[0]+dst[1] == 1) {
		t.Errorf("2 players 10 vs 30: %v", dst[:2])
	}
	s.handPen = [MaxPlayers]int{20, 20}
	s.Rewards(dst)
	if dst[0] != 0.5 || dst[1] != 0.5 {
		t.Errorf("2 players tie: %v", dst[:2])
	}
	// Winning by more is worth more.
	s.handPen = [MaxPlayers]int{0, 50}
	s.Rewards(dst)
	big := dst[0]
	s.handPen = [MaxPlayers]int{40, 50}
	s.Rewards(dst)
	if !(big > dst[0] && dst[0] > 0.75) {
		t.Errorf("margin: %v vs %v", big, dst[0])
	}
	// 4 players: rank-based.
	s = MustNew(DefaultOptions(4), 1)
	s.handEnded = true
	s.handPen = [MaxPlayers]int{0, 20, 40, 40}
	s.Rewards(dst)
	if !(dst[0] > dst[1] && dst[1] > dst[2] && dst[2] == dst[3]) {
		t.Errorf("4 players: %v", dst)
	}
	for _, r := range dst {
		if r < 0 || r > 1 {
			t.Errorf("reward %v out of [0,1]", r)
		}
	}
	// Game over: final totals, not the last hand; winning is what counts.
	s.over = true
	s.totals = [MaxPlayers]int{250, 20, 40, 40}
	s.Rewards(dst)
	if !(dst[1] > 0.9 && dst[0] < 0.1) {
		t.Errorf("game over: %v", dst)
	}
	// Within a hand: the cards held now.
	s = position{players: 2, hands: []string{"KS", "2H"}, count: 3}.build(t)
	s.Rewards(dst)
	if !(dst[1] > 0.75) {
		t.Errorf("within a hand: %v", dst[:2])
	}
}

func TestDeterminize(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		g := gameFor(players)
		s := g.New(5)
		rng := rules.NewRNG(9)
		// Play into the game a bit, so the table is not empty.
		for range 30 {
			if s.Over() {
				break
			}
			if err := s.Apply(Heuristic(s, &rng, nil)); err != nil {
				t.Fatal(err)
			}
		}
		obs := s.ToMove()
		changed := false
		for i := range 20 {
			d := s.Clone()
			d.handEnded = true
			d.Determinize(obs, &rng)
			if err := d.Check(); err != nil {
				t.Fatal(err)
			}
			if d.Hand(obs) != s.Hand(obs) || d.Played() != s.Played() || d.StockLen() != s.StockLen() || d.HorizonReached() {
				t.Fatalf("determinization %d changed what the observer knows", i)
			}
			for p := range players {
				if d.Hand(p).Len() != s.Hand(p).Len() {
					t.Fatalf("hand %d size changed", p)
				}
				changed = changed || d.Hand(p) != s.Hand(p)
			}
			if fingerprint(d) == fingerprint(s) {
				t.Fatal("determinization changed nothing")
			}
		}
		if !changed {
			t.Error("other hands never re-dealt")
		}
	}
}

// Determinize is uniform: an opponent's card is any unseen card equally
// often.
func TestDeterminizeUniform(t *testing.T) {
	s := MustNew(DefaultOptions(2), 3)
	rng := rules.NewRNG(4)
	unseen := cards.FullPack &^ s.Hand(0)
	var hits [cards.NumCards]int
	const rounds = 4000
	d := s.Clone()
	for range rounds {
		d.CopyFrom(s)
		d.Determinize(0, &rng)
		for x := d.Hand(1); x != 0; x &= x - 1 {
			c, _ := x.Lowest()
			hits[c]++
		}
	}
	want := float64(rounds*DealSize) / float64(unseen.Len())
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if !unseen.Has(c) {
			if hits[c] != 0 {
				t.Fatalf("card %v from the observer's hand dealt to the opponent", c)
			}
			continue
		}
		if f := float64(hits[c]); f < 0.75*want || f > 1.25*want {
			t.Errorf("card %v dealt %v times, want about %.0f", c, f, want)
		}
	}
}

func TestNoAllocations(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s := MustNew(DefaultOptions(players), 11)
		work := s.Clone()
		rng := rules.NewRNG(1)
		buf := make([]Move, 0, 8192)
		allocs := testing.AllocsPerRun(50, func() {
			work.CopyFrom(s)
			work.Determinize(work.ToMove(), &rng)
			// Random and heuristic moves in turn, to the end of the game.
			for n := 0; !work.Over(); n++ {
				buf = work.AppendLegal(buf[:0])
				m := buf[rng.IntN(len(buf))]
				if n%2 == 0 {
					m = Heuristic(work, &rng, buf)
				}
				if err := work.Apply(m); err != nil {
					panic(err)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%d players: %v allocations per game", players, allocs)
		}
	}
}

// The number of legal moves stays manageable in random and heuristic play.
func TestLegalMoveCounts(t *testing.T) {
	most, total, n := 0, 0, 0
	for seed := range uint64(60) {
		s := MustNew(DefaultOptions(2), seed)
		rng := rules.NewRNG(seed)
		var buf []Move
		for !s.Over() {
			buf = s.AppendLegal(buf[:0])
			most = max(most, len(buf))
			total += len(buf)
			n++
			m := buf[rng.IntN(len(buf))]
			if seed%2 == 0 {
				m = Heuristic(s, &rng, buf)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("legal moves: mean %.1f, most %d", float64(total)/float64(n), most)
}

func FuzzMoves(f *testing.F) {
	f.Add(uint64(1), uint8(2), []byte{0, 1, 2, 3, 4, 5})
	f.Add(uint64(7), uint8(4), []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(3), uint8(3), []byte{255, 17, 3, 99, 1, 1, 1, 1, 42})
	f.Fuzz(func(t *testing.T, seed uint64, players uint8, choices []byte) {
		g := gameFor(MinPlayers + int(players)%(MaxPlayers-MinPlayers+1))
		g.FuzzMoves(t, seed, choices)
	})
}

func BenchmarkPlayout(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(string(rune('0'+players))+"p", func(b *testing.B) {
			s := MustNew(DefaultOptions(players), 1)
			work := s.Clone()
			rng := rules.NewRNG(1)
			buf := make([]Move, 0, 8192)
			moves := 0
			b.ReportAllocs()
			for b.Loop() {
				work.CopyFrom(s)
				work.Determinize(work.ToMove(), &rng)
				for !work.HorizonReached() {
					if err := work.Apply(Heuristic(work, &rng, buf)); err != nil {
						b.Fatal(err)
					}
					moves++
				}
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
