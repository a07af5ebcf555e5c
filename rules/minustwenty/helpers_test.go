package minustwenty

import (
	"fmt"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// layout describes a position in a round for a test. Cards named nowhere go
// to the draw pile in ascending order (so its top is the highest card left).
// Empty hands are filled from the draw pile to the size the step requires.
type layout struct {
	opts     Options
	hands    [NumPlayers]string
	melds    [NumPlayers][cards.NumSuits]string // per suit S, H, D, C, in play order
	discards [cards.NumSuits]string             // bottom to top
	toMove   int
	phase    Phase
}

func build(t testing.TB, l layout) *State {
	t.Helper()
	if l.opts == (Options{}) {
		l.opts = DefaultOptions()
	}
	s := MustNew(l.opts, 1)
	s.startRound(0)
	s.melds = [NumPlayers][cards.NumSuits]pile{}
	s.discards = [cards.NumSuits]pile{}
	s.hands = [NumPlayers]cards.Set{}
	var used cards.Set
	take := func(text string, onto *pile) cards.Set {
		var set cards.Set
		for _, c := range meld(t, text) {
			if used.Has(c) || !Deck.Has(c) {
				t.Fatalf("layout names %s twice, or it is not dealt", c)
			}
			used, set = used.With(c), set.With(c)
			if onto != nil {
				onto.push(c)
			}
		}
		return set
	}
	for p := range NumPlayers {
		s.hands[p] = take(l.hands[p], nil)
		for suit := range s.melds[p] {
			take(l.melds[p][suit], &s.melds[p][suit])
		}
	}
	for suit := range s.discards {
		take(l.discards[suit], &s.discards[suit])
	}
	s.drawLen = 0
	for rest := Deck &^ used; rest != 0; rest &= rest - 1 {
		s.draw[s.drawLen], _ = rest.Lowest()
		s.drawLen++
	}
	s.toMove, s.phase = l.toMove, l.phase
	for p := range NumPlayers {
		want := HandSize
		if p == l.toMove && l.phase == DrawStep {
			want--
		}
		if l.hands[p] == "" {
			for s.hands[p].Len() < want && s.drawLen > 1 {
				s.drawLen--
				s.hands[p] = s.hands[p].With(s.draw[s.drawLen])
			}
		}
	}
	return s
}

// mustApply applies moves given as text, failing the test on any refusal.
func mustApply(t testing.TB, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s refused: %v", text, err)
		}
	}
}

// card parses one card.
func card(t testing.TB, text string) cards.Card {
	t.Helper()
	c, err := cards.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// checkInvariants is the game's invariant for the random playouts.
func checkInvariants(s *State) error {
	var seen cards.Set
	count := 0
	add := func(c cards.Card, where string) error {
		if !Deck.Has(c) {
			return fmt.Errorf("%s holds %v, not a card of the game", where, c)
		}
		if seen.Has(c) {
			return fmt.Errorf("%v is in two places (again in %s)", c, where)
		}
		seen = seen.With(c)
		count++
		return nil
	}
	for p := range NumPlayers {
		for h := s.hands[p]; h != 0; h &= h - 1 {
			c, _ := h.Lowest()
			if err := add(c, "a hand"); err != nil {
				return err
			}
		}
		if s.known[p]&^s.hands[p] != 0 {
			return fmt.Errorf("player %d: known cards %v not in hand", p, s.known[p]&^s.hands[p])
		}
		for suit := range cards.Suit(cards.NumSuits) {
			m := s.melds[p][suit].slice()
			if err := checkMeld(m, suit); err != nil {
				return fmt.Errorf("player %d %s meld %v: %w", p, suit.Name(), m, err)
			}
			for _, c := range m {
				if err := add(c, "a meld"); err != nil {
					return err
				}
			}
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		for _, c := range s.discards[suit].slice() {
			if c.Suit() != suit {
				return fmt.Errorf("%v on the %s discard pile", c, suit.Name())
			}
			if err := add(c, "a discard pile"); err != nil {
				return err
			}
		}
	}
	if onTable := seen &^ s.hands[0] &^ s.hands[1]; onTable != s.onTable {
		return fmt.Errorf("cards on the table %v, cached %v", onTable, s.onTable)
	}
	for _, c := range s.draw[:s.drawLen] {
		if err := add(c, "the draw pile"); err != nil {
			return err
		}
	}
	if count != DeckSize {
		return fmt.Errorf("%d cards accounted for, want %d", count, DeckSize)
	}
	return checkCounts(s)
}

// checkMeld: one suit, face cards first, then strictly rising numbers.
func checkMeld(m []cards.Card, suit cards.Suit) error {
	top := 0
	for _, c := range m {
		switch {
		case c.Suit() != suit:
			return fmt.Errorf("%v is of another suit", c)
		case IsFace(c) && top > 0:
			return fmt.Errorf("face %v after a number", c)
		case !IsFace(c) && int(c.Rank()) <= top:
			return fmt.Errorf("%v does not rise", c)
		case !IsFace(c):
			top = int(c.Rank())
		}
	}
	return nil
}

// checkCounts: hand sizes by step, draw pile, totals and round bookkeeping.
func checkCounts(s *State) error {
	for p := range NumPlayers {
		want := HandSize
		if p == s.toMove && s.phase == DrawStep {
			want = HandSize - 1
		}
		if n := s.hands[p].Len(); n != want {
			return fmt.Errorf("player %d holds %d cards in the %v step, want %d", p, n, s.phase, want)
		}
	}
	if s.drawLen == 0 && !s.Over() {
		return fmt.Errorf("empty draw pile but the round goes on")
	}
	var sum [NumPlayers]int
	for _, r := range s.roundScores[:s.roundsDone] {
		sum[0] += r[0]
		sum[1] += r[1]
	}
	if sum != s.totals {
		return fmt.Errorf("totals %v are not the sum of the rounds %v", s.totals, sum)
	}
	wantDone := s.round - 1
	if s.Over() {
		wantDone = s.round
	}
	if s.roundsDone != wantDone {
		return fmt.Errorf("round %d with %d rounds done", s.round, s.roundsDone)
	}
	if s.phase == PlayStep && s.justDiscarded != noCard {
		return fmt.Errorf("a discard is remembered in the play step")
	}
	if s.horizon && (s.phase != PlayStep || s.drawLen != StartingDrawPile) {
		return fmt.Errorf("horizon set away from the start of a round")
	}
	return nil
}

var game = rulestest.Game[*State, Move]{
	New:      func(seed uint64) *State { return MustNew(DefaultOptions(), seed) },
	Check:    checkInvariants,
	MaxMoves: 100000,
	// The opponent's hand but the cards seen taken from a discard pile,
	// and the draw pile.
	Secrets: func(s *State, viewer int) []string {
		secret := (s.Hand(1-viewer) &^ s.KnownOpponentCards(viewer)).Texts()
		for i := range s.drawLen {
			secret = append(secret, s.draw[i].String())
		}
		return secret
	},
}

// describe is a readable summary of a state for failure messages.
func describe(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, player %d to %v, draw pile %d\n", s.round, s.toMove, s.phase, s.drawLen)
	for p := range NumPlayers {
		fmt.Fprintf(&b, "  player %d hand %v melds", p, s.hands[p])
		for suit := range s.melds[p] {
			fmt.Fprintf(&b, " %v", s.melds[p][suit].slice())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// randomMove is the "random policy": any legal move, uniformly.
func randomMove(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	return buf[rng.IntN(len(buf))]
}
