package main

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/minustwenty"
)

// These tests need no process, so they also run under js/wasm; the ones
// that start bots are in external_test.go.

// TestViewShowsOnlyWhatTheSeatMayKnow walks heuristic games and checks that
// every card a view names is in the seat's hand, on the table or known to
// have been taken by the opponent: never the opponent's hidden cards or the
// draw pile.
func TestViewShowsOnlyWhatTheSeatMayKnow(t *testing.T) {
	rng := rules.NewRNG(1)
	buf := make([]minustwenty.Move, 0, 64)
	for seed := range uint64(3) {
		s := minustwenty.MustNew(minustwenty.DefaultOptions(), seed)
		for moves := 0; !s.Over(); moves++ {
			if moves%7 == 0 { // a sample of positions keeps the test quick
				for seat := range minustwenty.NumPlayers {
					checkView(t, s, seat)
				}
			}
			if err := s.Apply(minustwenty.Heuristic(s, &rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func checkView(t *testing.T, s *minustwenty.State, seat int) {
	t.Helper()
	visible := s.Hand(seat) | s.KnownOpponentCards(seat)
	for suit := range cards.Suit(cards.NumSuits) {
		visible |= cards.Of(s.DiscardPile(suit)...)
		for p := range minustwenty.NumPlayers {
			visible |= cards.Of(s.Meld(p, suit)...)
		}
	}
	data, err := json.Marshal(minusTwentyProtocol.view(s, seat))
	if err != nil {
		t.Fatal(err)
	}
	var v minustwenty.View
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
	s := minustwenty.MustNew(minustwenty.DefaultOptions(), 5)
	data, err := json.Marshal(minusTwentyProtocol.view(s, s.ToMove()))
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

func TestCheckMoveSaysWhy(t *testing.T) {
	s := minustwenty.MustNew(minustwenty.DefaultOptions(), 5)
	legal := s.AppendLegal(nil)
	hand := s.Hand(s.ToMove())
	held, _ := hand.Lowest()
	missing, _ := (minustwenty.Deck &^ hand).Lowest()
	for _, c := range []struct{ line, wantErr string }{
		{`discard ` + held.String(), "not JSON"},
		{`"discard ` + held.String() + `"`, "not a JSON object"},
		{`{"type":"move","move":5}`, "cannot read"},
		{`{"type":"ready"}`, `got type "ready"`},
		{`{"type":"move","move":"fly away"}`, "a move starts with"},
		{`{"type":"move","move":"meld AS"}`, "aces are not dealt"},
		{`{"type":"move","move":"draw"}`, "play a card first"},
		{`{"type":"move","move":"discard ` + missing.String() + `"}`, "not in your hand"},
		{`{"type":"move","move":"discard ` + held.String() + `","comment":"fields unknown are ignored"}`, ""},
	} {
		err := parseAnswer(c.line, func(a answer) error {
			_, err := checkMove(s, legal, a)
			return err
		})
		if c.wantErr == "" && err != nil || c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)) {
			t.Errorf("%s: error %v, want %q", c.line, err, c.wantErr)
		}
	}
}

// scriptedConn is a bot that gives canned answers, for the exchange rules.
type scriptedConn struct {
	answers []string
	sent    []any
	closed  bool
}

func (c *scriptedConn) send(msg any) error { c.sent = append(c.sent, msg); return nil }

func (c *scriptedConn) receive(time.Time) (string, error) {
	if len(c.answers) == 0 {
		return "", errors.New("no answer within 1s")
	}
	line := c.answers[0]
	c.answers = c.answers[1:]
	return line, nil
}

func (c *scriptedConn) close(time.Duration) { c.closed = true }

func scriptedSide(t *testing.T, answers ...string) (*externalSide, *scriptedConn, *strings.Builder) {
	conn := &scriptedConn{answers: answers}
	log := &strings.Builder{}
	x := &externalSide{
		side: sideB, timeout: time.Second, stats: &sideStats{},
		logf:  func(format string, args ...any) { log.WriteString(strings.TrimSpace(format) + "\n") },
		seats: map[int]*externalSeat{0: {conn: conn, seat: 0, prefix: "bot B seat 0 game 0"}},
	}
	return x, conn, log
}

func TestBadAnswersAreReportedAndAskedAgain(t *testing.T) {
	s := minustwenty.MustNew(minustwenty.DefaultOptions(), 5)
	seat := s.ToMove()
	x, conn, _ := scriptedSide(t, "garbage", "", `{"type":"ready"}`, `{"type":"move","move":"draw"}`)
	x.seats[seat] = x.seats[0]
	x.seats[seat].seat = seat
	_, err := askMove(x, s, &minusTwentyProtocol, nil)
	var f *forfeitError
	if !errors.As(err, &f) || f.side != sideB || f.seat != seat || !strings.Contains(f.reason, "3 bad answers") {
		t.Fatalf("after 3 bad answers: %v, want a forfeit of B", err)
	}
	if !conn.closed || x.seats[seat] != nil {
		t.Error("the forfeiting bot was not closed")
	}
	// move, error, move, error, move, error: the same request each time.
	if len(conn.sent) != 6 {
		t.Fatalf("sent %d messages, want 6: %+v", len(conn.sent), conn.sent)
	}
	for i, msg := range conn.sent {
		if i%2 == 0 && !reflect.DeepEqual(msg, conn.sent[0]) {
			t.Errorf("request %d differs from the first: %+v", i/2+1, msg)
		}
		if e, ok := msg.(errorMessage); i%2 == 1 && (!ok || e.Type != "error" || e.Reason == "") {
			t.Errorf("message %d is not an error: %+v", i+1, msg)
		}
	}
}

func TestAGoodAnswerAfterBadOnesIsPlayed(t *testing.T) {
	s := minustwenty.MustNew(minustwenty.DefaultOptions(), 5)
	held, _ := s.Hand(s.ToMove()).Lowest()
	x, _, log := scriptedSide(t, "{", `{"type":"move","move":"discard `+held.String()+`"}`)
	x.seats[s.ToMove()] = x.seats[0]
	m, err := askMove(x, s, &minusTwentyProtocol, nil)
	if err != nil || m != minustwenty.DiscardMove(held) {
		t.Fatalf("got %v, %v; want discard %v", m, err, held)
	}
	if !strings.Contains(log.String(), "bad answer") {
		t.Errorf("the bad answer was not logged: %q", log.String())
	}
}

func TestSilenceForfeits(t *testing.T) {
	x, conn, _ := scriptedSide(t)
	err := x.exchange(x.seats[0], helloMessage{Type: "hello"}, func(answer) error { return nil })
	var f *forfeitError
	if !errors.As(err, &f) || !strings.Contains(f.reason, "no answer") || !conn.closed {
		t.Fatalf("silence: %v (closed %v), want a forfeit", err, conn.closed)
	}
}

// TestShorten: a bad answer's reason is cut to its bound at a character
// boundary, so the error line sent back stays short and valid UTF-8.
func TestShorten(t *testing.T) {
	for _, c := range []struct {
		text string
		most int
		want string
	}{
		{"short", 10, "short"},
		{"exactly10!", 10, "exactly10!"},
		{"eleven char", 10, "eleven ..."},
		{"ab\u200bcdef", 7, "ab..."}, // never half of the 3-byte U+200B
		{"ab\u200bcdef", 8, "ab\u200b..."},
	} {
		if got := shorten(c.text, c.most); got != c.want || len(got) > c.most {
			t.Errorf("shorten(%q, %d) = %q, want %q", c.text, c.most, got, c.want)
		}
	}
	long := strings.Repeat("\u200b", 1<<20/3) // as long as a bot's line may be
	if got := shorten(long, maxReasonBytes); len(got) > maxReasonBytes || !utf8.ValidString(got) {
		t.Errorf("shorten of a huge reason gives %d bytes (valid UTF-8: %v)", len(got), utf8.ValidString(got))
	}
}
