package minustwenty

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// External bots (rules/arena/PROTOCOL.md) see the View and read the
// scores through Def.Protocol; the arena's own tests check the protocol's
// exchanges on any game that takes external bots.

// TestViewShowsOnlyWhatTheSeatMayKnow walks heuristic games and checks that
// every card a view names is in the seat's hand, on the table or known to
// have been taken by the opponent: never the opponent's hidden cards or the
// draw pile.
func TestViewShowsOnlyWhatTheSeatMayKnow(t *testing.T) {
	rng := rules.NewRNG(1)
	buf := make([]Move, 0, 64)
	for seed := range uint64(3) {
		s := MustNew(DefaultOptions(), seed)
		for moves := 0; !s.Over(); moves++ {
			if moves%7 == 0 { // a sample of positions keeps the test quick
				for seat := range NumPlayers {
					checkView(t, s, seat)
				}
			}
			if err := s.Apply(Heuristic(s, &rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkView(t *testing.T, s *State, seat int) {
	t.Helper()
	visible := s.Hand(seat) | s.KnownOpponentCards(seat)
	for suit := range cards.Suit(cards.NumSuits) {
		visible |= cards.Of(s.DiscardPile(suit)...)
		for p := range NumPlayers {
			visible |= cards.Of(s.Meld(p, suit)...)
		}
	}
	data, err := json.Marshal(s.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	var v View
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if hand, err := cards.ParseSet(strings.Join(v.Hand, " ")); err != nil || hand != s.Hand(seat) {
		t.Fatalf("view hand %v, want %v (%v)", v.Hand, s.Hand(seat), err)
	}
	if v.DrawPile != s.DrawPileLen() || v.Step != s.Phase().String() || v.Round != s.Round() || v.Seat != seat {
		t.Fatalf("view %s disagrees with the state", data)
	}
	for _, text := range stringsIn(t, data) {
		if c, err := cards.Parse(text); err == nil && !visible.Has(c) {
			t.Fatalf("seat %d's view names %s, which it cannot see: %s", seat, text, data)
		}
	}
}

// stringsIn lists every string value in a JSON document.
func stringsIn(t *testing.T, data []byte) []string {
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var found []string
	var walk func(any)
	walk = func(x any) {
		switch x := x.(type) {
		case string:
			found = append(found, x)
		case []any:
			for _, y := range x {
				walk(y)
			}
		case map[string]any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(doc)
	return found
}

func TestViewOfAFreshDeal(t *testing.T) {
	s := MustNew(DefaultOptions(), 5)
	data, err := json.Marshal(s.View(s.ToMove()))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"step":"play"`, `"round":1`, `"rounds":3`, `"targetScore":0`, `"drawPile":34`,
		`"justDiscarded":null`, `"opponentKnown":[]`, `"opponentHandSize":7`,
		`"discards":{"S":[],"H":[],"D":[],"C":[]}`, `"totals":[0,0]`, `"roundScores":[]`,
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("view lacks %s: %s", want, data)
		}
	}
}

// The move answers the arena refuses say why in the game's words.
func TestBotMoveErrorsSayWhy(t *testing.T) {
	s := MustNew(DefaultOptions(), 5)
	hand := s.Hand(s.ToMove())
	missing, _ := (Deck &^ hand).Lowest()
	for _, c := range []struct{ move, wantErr string }{
		{"fly away", "a move starts with"},
		{"meld AS", "aces are not dealt"},
		{"draw", "play a card first"},
		{"discard " + missing.String(), "not in your hand"},
	} {
		m, err := s.ParseMove(c.move)
		if err == nil {
			err = s.Clone().Apply(m)
		}
		if err == nil || !strings.Contains(err.Error(), c.wantErr) {
			t.Errorf("%s: error %v, want %q", c.move, err, c.wantErr)
		}
	}
}

// The protocol's scores are the state's: the last round's and the totals.
func TestProtocolScores(t *testing.T) {
	s := MustNew(DefaultOptions(), 4)
	rng := rules.NewRNG(2)
	rounds := 0
	for !s.Over() {
		if err := s.Apply(Heuristic(s, &rng, nil)); err != nil {
			t.Fatal(err)
		}
		if !s.HorizonReached() {
			continue
		}
		rounds++
		round, scores := Def.Protocol.LastRound(s)
		last := s.RoundScores()[rounds-1]
		totals := s.Totals()
		if round != rounds || !reflect.DeepEqual(scores, last[:]) || !reflect.DeepEqual(Def.Protocol.Totals(s), totals[:]) {
			t.Fatalf("round %d: protocol says round %d, %v, totals %v; the state %v, %v", rounds, round, scores, Def.Protocol.Totals(s), last, totals)
		}
	}
	if rounds == 0 {
		t.Error("no round ended")
	}
}
