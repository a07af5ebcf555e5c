package for20

import (
	"reflect"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// layout describes a position in the middle of a turn (after its draws)
// for a test. Cards are ids separated by spaces. Cards named nowhere go to
// the decks in ascending id order, below the tops named in materialTop and
// playingTop (first listed is drawn first).
type layout struct {
	players                        int
	turn, first                    int
	hands, reserves, areas, smoked [MaxPlayers]string
	materialDump, playingDump      string
	materialTop, playingTop        string
	// emptyMaterialDeck, emptyPlayingDeck put the rest in the dumps instead.
	emptyMaterialDeck, emptyPlayingDeck bool
	coins                               int
	opts                                Options
}

func cards(t testing.TB, text string) []Card {
	t.Helper()
	var out []Card
	for _, f := range strings.Fields(text) {
		c, err := ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func set(t testing.TB, text string) CardSet { return SetOf(cards(t, text)...) }

func build(t testing.TB, l layout) *State {
	t.Helper()
	if l.players == 0 {
		l.players = 3
	}
	opts := l.opts
	opts.Players = l.players
	s := MustNew(opts, 1)
	*s = State{opts: opts, rng: s.rng, asked: noneAsked, turn: l.turn, first: l.first, round: 1, newTools: 1, coins: l.coins}
	var used CardSet
	take := func(text string) []Card {
		cs := cards(t, text)
		for _, c := range cs {
			if used.Has(c) {
				t.Fatalf("layout names %s twice", c)
			}
			used = used.With(c)
		}
		return cs
	}
	for p := range l.players {
		for _, c := range take(l.hands[p]) {
			s.toHand(p, c, 0)
		}
		s.reserves[p] = SetOf(take(l.reserves[p])...)
		s.areas[p] = SetOf(take(l.areas[p])...)
		for _, c := range take(l.smoked[p]) {
			s.smoked[p][s.smokedLen[p]] = c
			s.smokedLen[p]++
			s.scores[p] += Cards[c].Points
		}
	}
	s.materialDump = SetOf(take(l.materialDump)...)
	s.playingDump = SetOf(take(l.playingDump)...)
	matTop, playTop := take(l.materialTop), take(l.playingTop)
	for c := range Card(NumCards) {
		if used.Has(c) {
			continue
		}
		switch {
		case c < NumMaterials && l.emptyMaterialDeck:
			s.materialDump = s.materialDump.With(c)
		case c < NumMaterials:
			s.materialDeck[s.materialDeckLen] = c
			s.materialDeckLen++
		case l.emptyPlayingDeck:
			s.playingDump = s.playingDump.With(c)
		default:
			s.playingDeck[s.playingDeckLen] = c
			s.playingDeckLen++
		}
	}
	for i := len(matTop) - 1; i >= 0; i-- {
		s.materialDeck[s.materialDeckLen] = matTop[i]
		s.materialDeckLen++
	}
	for i := len(playTop) - 1; i >= 0; i-- {
		s.playingDeck[s.playingDeckLen] = playTop[i]
		s.playingDeckLen++
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("layout: %v", err)
	}
	return s
}

// apply applies moves given as text, failing the test on any refusal.
func apply(t testing.TB, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s refused: %v", text, err)
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("after %s: %v", text, err)
		}
	}
}

// refuse checks that the move is refused with a reason containing reason,
// and that the state did not change.
func refuse(t testing.TB, s *State, text, reason string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Clone()
	err = s.Apply(m)
	if err == nil {
		t.Fatalf("%s accepted, want refused: %s", text, reason)
	}
	if !strings.Contains(err.Error(), reason) {
		t.Fatalf("%s refused with %q, want it to say %q", text, err, reason)
	}
	if !reflect.DeepEqual(s, before) {
		t.Fatalf("refused %s changed the state", text)
	}
}

// legal tells whether the move (text) is listed by AppendLegal.
func legal(t testing.TB, s *State, text string) bool {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range s.AppendLegal(nil) {
		if l == m {
			return true
		}
	}
	return false
}

func wantScore(t testing.TB, s *State, p, want int) {
	t.Helper()
	if got := s.Score(p); got != want {
		t.Fatalf("player %d scores %d, want %d", p, got, want)
	}
}

func wantIn(t testing.TB, zone CardSet, name, ids string) {
	t.Helper()
	for _, c := range cards(t, ids) {
		if !zone.Has(c) {
			t.Fatalf("%s (%s) is not in %s (%v)", c, Cards[c].Name, name, zone)
		}
	}
}

func wantDecision(t testing.TB, s *State, want rules.Decision) {
	t.Helper()
	if got := s.Decision(); got != want {
		t.Fatalf("decision %+v, want %+v", got, want)
	}
}

func reaction(player, declarer int) rules.Decision {
	return rules.Decision{Player: player, Kind: rules.Reaction, Declarer: declarer}
}
