package minustwenty

import (
	"math"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// TestDeterminize: what the observer sees stays; the rest is re-dealt from
// the same cards with the same sizes, and does change.
func TestDeterminize(t *testing.T) {
	rng := rules.NewRNG(3)
	changed := 0
	for seed := range uint64(40) {
		s := MustNew(DefaultOptions(), seed)
		// Play into the round, with takes, so some opponent cards are known.
		play := rules.NewRNG(seed)
		for range 20 + int(seed) {
			if err := s.Apply(randomMove(s, &play, nil)); err != nil {
				t.Fatal(err)
			}
		}
		for observer := range NumPlayers {
			opp := 1 - observer
			d := s.Clone()
			d.Determinize(observer, &rng)
			if err := checkInvariants(d); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if d.hands[observer] != s.hands[observer] || d.melds != s.melds || d.discards != s.discards ||
				d.known != s.known || d.drawLen != s.drawLen || d.toMove != s.toMove || d.phase != s.phase {
				t.Fatalf("seed %d: Determinize changed what player %d sees", seed, observer)
			}
			if d.KnownOpponentCards(observer)&^d.hands[opp] != 0 {
				t.Fatalf("seed %d: known opponent cards re-dealt", seed)
			}
			if d.hands[opp].Len() != s.hands[opp].Len() {
				t.Fatalf("seed %d: opponent hand size changed", seed)
			}
			unknown := func(x *State) cards.Set {
				set := x.hands[opp] &^ x.known[opp]
				for _, c := range x.draw[:x.drawLen] {
					set = set.With(c)
				}
				return set
			}
			if unknown(d) != unknown(s) {
				t.Fatalf("seed %d: the unknown cards are not the same cards", seed)
			}
			if d.hands[opp] != s.hands[opp] || d.draw != s.draw {
				changed++
			}
		}
	}
	if changed < 70 {
		t.Fatalf("only %d of 80 determinizations changed anything", changed)
	}
}

// TestDeterminizeUniform: a hidden opponent card is as likely in the hand as
// any draw-pile card is (each unknown card lands in the hand with
// probability hidden/unknown).
func TestDeterminizeUniform(t *testing.T) {
	s := MustNew(DefaultOptions(), 11)
	rng := rules.NewRNG(11)
	c, _ := s.hands[1].Lowest()
	inHand := 0
	const runs = 4000
	d := s.Clone()
	for range runs {
		d.CopyFrom(s)
		d.Determinize(0, &rng)
		if d.hands[1].Has(c) {
			inHand++
		}
	}
	want := float64(HandSize) / float64(HandSize+StartingDrawPile)
	if got := float64(inHand) / runs; math.Abs(got-want) > 0.03 {
		t.Fatalf("opponent card stays in hand %.3f of the time, want %.3f", got, want)
	}
}

func TestRewards(t *testing.T) {
	s := MustNew(Options{Rounds: 3}, 4)
	var r [NumPlayers]float64
	s.Rewards(r[:])
	if r[0] != 0.5 || r[1] != 0.5 {
		t.Fatalf("level start: rewards %v", r)
	}
	endRoundWith(t, s, [2]int{0, 0})
	if !s.HorizonReached() || s.Over() {
		t.Fatal("round end should be a horizon, not the end")
	}
	// Round scores of 0 each: level.
	s.Rewards(r[:])
	if r[0] != 0.5 || r[1] != 0.5 {
		t.Fatalf("level round: rewards %v", r)
	}
	s.roundScores[s.roundsDone-1] = [2]int{30, 0}
	s.Rewards(r[:])
	if r[0] <= 0.5 || r[1] >= 0.5 || math.Abs(r[0]+r[1]-1) > 1e-12 {
		t.Fatalf("round won by 30: rewards %v", r)
	}
	small := r[0]
	s.roundScores[s.roundsDone-1] = [2]int{90, 0}
	s.Rewards(r[:])
	if r[0] <= small || r[0] > 1 {
		t.Fatalf("a bigger margin should reward more: %v after %v", r[0], small)
	}
	// The match's end judges the totals.
	s.SetEvents(false)
	endRoundWith(t, s, [2]int{-10, 40})
	if !s.Over() {
		t.Fatal("three rounds should end the match")
	}
	s.Rewards(r[:])
	if r[1] < 1-MatchMarginWeight || r[0] > MatchMarginWeight {
		t.Fatalf("match won by player 1: rewards %v", r)
	}
}

// playRound plays one round of a fresh one-round match between two policies,
// and returns the round score of each seat and the number of moves.
func playRound(seed uint64, policies [NumPlayers]func(*State, *rules.RNG, []Move) Move, buf []Move) ([2]int, int) {
	s := MustNew(Options{Rounds: 1}, seed)
	rng := rules.NewRNG(seed ^ 0xabcdef)
	moves := 0
	for ; !s.Over(); moves++ {
		if err := s.Apply(policies[s.ToMove()](s, &rng, buf)); err != nil {
			panic(err)
		}
	}
	return s.Totals(), moves
}

func TestHeuristicBeatsRandom(t *testing.T) {
	const rounds = 200
	buf := make([]Move, 0, 64)
	wins, margin, heuristicTotal := 0, 0, 0
	for seed := range uint64(rounds) {
		h := int(seed % 2) // alternate seats
		policies := [NumPlayers]func(*State, *rules.RNG, []Move) Move{randomMove, randomMove}
		policies[h] = Heuristic
		score, _ := playRound(seed, policies, buf)
		if score[h] > score[1-h] {
			wins++
		}
		margin += score[h] - score[1-h]
		heuristicTotal += score[h]
	}
	t.Logf("heuristic vs random over %d rounds: %d wins, mean margin %.1f, mean heuristic score %.1f",
		rounds, wins, float64(margin)/rounds, float64(heuristicTotal)/rounds)
	if wins < rounds*9/10 || margin <= 0 {
		t.Fatalf("heuristic won %d of %d rounds against random play", wins, rounds)
	}
}

// TestHeuristicSelfPlay: a sane player scores above zero on average, does
// not leave many rounds deeply negative, and never stalls for ever: every
// turn lays a card down or draws from the pile, but for at most
// MaxIdleTurns in a row.
func TestHeuristicSelfPlay(t *testing.T) {
	const rounds = 300
	const maxMoves = 2 * (StartingDrawPile + DeckSize) * (MaxIdleTurns + 1)
	buf := make([]Move, 0, 64)
	total, negative, longest := 0, 0, 0
	for seed := range uint64(rounds) {
		score, moves := playRound(seed, [NumPlayers]func(*State, *rules.RNG, []Move) Move{Heuristic, Heuristic}, buf)
		for _, v := range score {
			total += v
			if v < -20 {
				negative++
			}
		}
		longest = max(longest, moves)
	}
	mean := float64(total) / (2 * rounds)
	t.Logf("heuristic self-play: mean round score %.1f, %d of %d below -20, longest round %d moves",
		mean, negative, 2*rounds, longest)
	if mean <= 10 || negative > rounds/10 || longest > maxMoves {
		t.Fatalf("heuristic self-play: mean %.1f, %d rounds below -20, longest %d moves", mean, negative, longest)
	}
}

// TestHeuristicEndsAfterDeterminize: playouts from re-dealt positions (the
// search's use) end too.
func TestHeuristicEndsAfterDeterminize(t *testing.T) {
	rng := rules.NewRNG(17)
	buf := make([]Move, 0, 64)
	for seed := range uint64(100) {
		root := MustNew(DefaultOptions(), seed)
		for range rng.IntN(60) {
			if err := root.Apply(Heuristic(root, &rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
		s := root.Clone()
		s.Determinize(root.ToMove(), &rng)
		for n := 0; !s.Over(); n++ {
			if n > 10000 {
				t.Fatalf("seed %d: heuristic playout does not end\n%s", seed, describe(s))
			}
			if err := s.Apply(Heuristic(s, &rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestIdleTurns(t *testing.T) {
	s := build(t, layout{hands: [2]string{"5H 6D 2S 3S 4S 8S 9S", "7H 8D 2C 3C 4C 5C 6C"}})
	steps := []struct {
		moves []string
		idle  int
	}{
		{[]string{"discard 6D", "draw"}, 0},
		{[]string{"discard 7H", "take D"}, 1}, // swapped with the discards
		{[]string{"discard 4S", "take H"}, 2}, // again
		{[]string{"meld 6D", "take S"}, 0},    // laid a card down
		{[]string{"discard 5H", "draw"}, 0},   // drew from the pile
		{[]string{"discard 2C", "take H"}, 1}, // swapped
	}
	for i, st := range steps {
		mustApply(t, s, st.moves...)
		if s.IdleTurns() != st.idle {
			t.Fatalf("after turn %d %v: %d idle turns, want %d", i+1, st.moves, s.IdleTurns(), st.idle)
		}
	}
}

func TestHeuristicChoices(t *testing.T) {
	tests := []struct {
		name   string
		layout layout
		want   string
	}{
		{
			name: "continues an open meld with its next card",
			layout: layout{hands: [2]string{"6H 9H 2S 3C 4D KS QC", "2H 3H 7H 8H 2D 3D 4C"},
				melds: [2][4]string{{"", "JH 4H 5H"}}},
			want: "meld 6H",
		},
		{
			name: "does not feed the opponent's meld",
			layout: layout{hands: [2]string{"9S 8C 3D 2H 4H 7D 6C", "2C 3C 4C 6S 2S 3S 4S"},
				melds:    [2][4]string{{"", "", "", ""}, {"", "", "", "JC 5C"}},
				discards: [4]string{"", "", "", ""}},
			want: "",
		},
		{
			name: "takes a discard that extends its meld",
			layout: layout{hands: [2]string{"2S 3S 4S 5S 6S 7S", "2C 3C 4C 5C 2D 3D 4D"},
				melds:    [2][4]string{{"", "", "KD 6D 7D"}},
				discards: [4]string{"", "", "9D", ""}, phase: DrawStep},
			want: "take D",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, tt.layout)
			rng := rules.NewRNG(1)
			for range 20 {
				got := Heuristic(s, &rng, nil)
				if tt.want == "" {
					if got.Kind == Discard && (got.Card == card(t, "8C")) {
						t.Fatalf("discards %v, which extends the opponent's clubs", got)
					}
					continue
				}
				if got.String() != tt.want {
					t.Fatalf("plays %v, want %s\n%s", got, tt.want, describe(s))
				}
			}
		})
	}
}
