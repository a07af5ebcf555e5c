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
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// These tests need no process, so they also run under js/wasm; the ones
// that start bots are in external_test.go. They play the first game of
// the catalog that takes external bots (its own tests check its view).

// externalGame is the first game of the catalog that takes external bots.
func externalGame(t testing.TB) gamedef.Game {
	t.Helper()
	for _, g := range catalog.Games {
		if g.Info().ExternalBots {
			return g
		}
	}
	t.Skip("no game of the catalog takes external bots")
	return nil
}

// externalID is its id.
func externalID(t testing.TB) string { return externalGame(t).Info().ID }

// freshExternal is a new game of it, at its first decision with a choice.
func freshExternal(t testing.TB) gamedef.Position {
	t.Helper()
	g := externalGame(t)
	pos, err := g.NewPosition(g.Info().MinPlayers, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	for pos.NumLegal() < 2 {
		if err := pos.Apply(pos.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return pos
}

// moveLine is a bot's move answer.
func moveLine(move string) string {
	line, _ := json.Marshal(map[string]string{"type": "move", "move": move})
	return string(line)
}

// notAMove is a text no game reads as a move.
const notAMove = "fly away to the moon"

// The protocol's readings of every game that takes external bots: a
// view for every seat that encodes to JSON, a score per seat for every
// round that ends and in the totals.
func TestProtocolReadings(t *testing.T) {
	for _, g := range catalog.Games {
		info := g.Info()
		if !info.ExternalBots {
			continue
		}
		pos, err := g.NewPosition(info.MinPlayers, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		heuristic := g.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
		rng := rules.NewRNG(1)
		rounds := 0
		for moves := 0; !pos.Over(); moves++ {
			if moves%7 == 0 {
				for seat := range pos.NumPlayers() {
					if data, err := json.Marshal(pos.View(seat)); err != nil || len(data) < 3 {
						t.Fatalf("%s: seat %d's view %s: %v", info.ID, seat, data, err)
					}
				}
			}
			mv, _ := heuristic.Decide(pos, &rng, 0)
			if err := pos.Apply(mv); err != nil {
				t.Fatal(err)
			}
			if pos.HorizonReached() {
				round, scores := pos.LastRound()
				if rounds++; round != rounds || len(scores) != pos.NumPlayers() || len(pos.Totals()) != pos.NumPlayers() {
					t.Fatalf("%s: round %d ended as round %d, scores %v, totals %v", info.ID, rounds, round, scores, pos.Totals())
				}
			}
		}
		if rounds == 0 {
			t.Errorf("%s: no round ended", info.ID)
		}
	}
}

// illegalMove is the text of a move that reads as one but is not legal in
// pos: a legal move of a later position of a heuristic game.
func illegalMove(t *testing.T, pos gamedef.Position) string {
	t.Helper()
	g := externalGame(t)
	later := pos.Clone()
	heuristic := g.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
	rng := rules.NewRNG(2)
	for range 200 {
		for _, m := range later.LegalMoves() {
			if own, err := pos.ParseMove(m.String()); err == nil && !pos.IsLegal(own) {
				return m.String()
			}
		}
		if later.Over() {
			break
		}
		mv, _ := heuristic.Decide(later, &rng, 0)
		if err := later.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	t.Skip("no illegal move that reads as one found")
	return ""
}

func TestCheckMoveSaysWhy(t *testing.T) {
	pos := freshExternal(t)
	legal := pos.LegalMoves()[0].String()
	_, parseErr := pos.ParseMove(notAMove)
	if parseErr == nil {
		t.Fatalf("%q reads as a move", notAMove)
	}
	illegal := illegalMove(t, pos)
	withComment, _ := json.Marshal(map[string]string{"type": "move", "move": legal, "comment": "fields unknown are ignored"})
	quoted, _ := json.Marshal(legal)
	for _, c := range []struct{ line, wantErr string }{
		{`the move ` + legal, "not JSON"},
		{string(quoted), "not a JSON object"},
		{`{"type":"move","move":5}`, "cannot read"},
		{`{"type":"ready"}`, `got type "ready"`},
		{moveLine(notAMove), parseErr.Error()},
		{moveLine(illegal), `illegal move "` + illegal + `": `},
		{string(withComment), ""},
	} {
		err := parseAnswer(c.line, func(a answer) error {
			_, err := checkMove(pos, a)
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
	pos := freshExternal(t)
	seat := pos.ToMove()
	x, conn, _ := scriptedSide(t, "garbage", "", `{"type":"ready"}`, moveLine(notAMove))
	x.seats[seat] = x.seats[0]
	x.seats[seat].seat = seat
	_, err := askMove(x, pos)
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
	pos := freshExternal(t)
	legal := pos.LegalMoves()
	want := legal[len(legal)-1].String()
	x, _, log := scriptedSide(t, "{", moveLine(want))
	x.seats[pos.ToMove()] = x.seats[0]
	m, err := askMove(x, pos)
	if err != nil || m.String() != want {
		t.Fatalf("got %v, %v; want %s", m, err, want)
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
