package twenty

import (
	"fmt"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// gameFor is the rulestest description of a game for that many players.
func gameFor(players int) rulestest.Game[*State, Move] {
	return rulestest.Game[*State, Move]{
		New:         func(seed uint64) *State { return MustNew(DefaultOptions(players), seed) },
		Check:       (*State).Check,
		Fingerprint: fingerprint,
		MaxMoves:    20000,
		Secrets:     othersHands,
	}
}

// othersHands are the cards in every hand but viewer's.
func othersHands(s *State, viewer int) []string {
	var secret []string
	for p := range s.NumPlayers() {
		if p != viewer {
			secret = append(secret, s.Hand(p).Texts()...)
		}
	}
	return secret
}

// fingerprint is the whole state but its event log.
func fingerprint(s *State) string {
	c := *s
	c.EventLog = rules.EventLog{}
	return fmt.Sprintf("%+v", c)
}

// set parses a card list or fails the test.
func set(t testing.TB, text string) cards.Set {
	t.Helper()
	s, err := cards.ParseSet(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// position is a hand in progress built by a test.
type position struct {
	players int
	hands   []string // one per player
	table   string
	count   int
	toMove  int
	stock   string // "" puts every other card in the stock; "-" leaves it empty
}

// build makes the position as a state (dealer 0, hand 1). Cards named
// nowhere go to the stock unless stock is "-", in which case they go to the
// table (so that every card stays accounted for; table then must be "").
func (ps position) build(t testing.TB) *State {
	t.Helper()
	s := MustNew(DefaultOptions(ps.players), 1)
	s.hands = [MaxPlayers]cards.Set{}
	var used cards.Set
	for p, h := range ps.hands {
		s.hands[p] = set(t, h)
		if used&s.hands[p] != 0 {
			t.Fatalf("card twice in position: %v", used&s.hands[p])
		}
		used |= s.hands[p]
	}
	s.table = set(t, ps.table)
	used |= s.table
	rest := cards.FullPack &^ used
	s.stockLen = 0
	if ps.stock == "-" {
		s.table |= rest
	} else {
		for x := rest; x != 0; x &= x - 1 {
			c, _ := x.Lowest()
			s.stock[s.stockLen] = c
			s.stockLen++
		}
	}
	s.count = int8(max(ps.count, FirstCount))
	s.toMove = int8(ps.toMove)
	s.dealer = 0
	if err := s.Check(); err != nil {
		t.Fatalf("bad position: %v", err)
	}
	return s
}

// emptyStock empties the stock and the table of s by moving their cards
// into the hand of a player, so that nothing can be drawn.
func emptyStock(s *State, into int) {
	for _, c := range s.stock[:s.stockLen] {
		s.hands[into] = s.hands[into].With(c)
	}
	s.stockLen = 0
	s.hands[into] |= s.table
	s.table = 0
}

// legalStrings lists the legal moves as text.
func legalStrings(s *State) []string {
	var out []string
	for _, m := range s.AppendLegal(nil) {
		out = append(out, m.String())
	}
	return out
}

func apply(t testing.TB, s *State, text string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(m); err != nil {
		t.Fatalf("%s refused: %v", text, err)
	}
	if err := s.Check(); err != nil {
		t.Fatalf("after %s: %v", text, err)
	}
}
