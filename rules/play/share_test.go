package play_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

var vsHard = []play.Seat{{Human: true}, {Level: ai.Hard}}

// A whole game of each game comes back from its code and from its link,
// and the codes stay short.
func TestShareRoundTrip(t *testing.T) {
	for _, c := range []struct {
		rec   rules.Record
		seats []play.Seat
	}{
		{heuristicRecord(t, twenty.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, minustwenty.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, gameof20.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, twentystrong.Def, 1, 1, -1), []play.Seat{{Human: true}}},
		{heuristicRecord(t, for20.Def, 2, 1, -1), vsHard},
	} {
		code, err := play.EncodeShare(c.rec, c.seats)
		if err != nil {
			t.Fatal(err)
		}
		for _, text := range []string{code, " " + code + "\n", play.ShareLink("https://example.org/twenty/index.html?game=x#top", code)} {
			sh, err := play.DecodeShare(text, catalog.Find)
			if err != nil {
				t.Fatalf("%s: %v", c.rec.Game, err)
			}
			if !reflect.DeepEqual(sh.Record, c.rec) || !reflect.DeepEqual(sh.Seats, c.seats) {
				t.Fatalf("%s: came back as %+v", c.rec.Game, sh)
			}
		}
		t.Logf("%s: %d moves in a code of %d characters", c.rec.Game, len(c.rec.Moves), len(code))
	}
}

// A bad, foreign, newer, damaged or unplayable code gets its own message.
func TestShareErrors(t *testing.T) {
	rec := heuristicRecord(t, gameof20.Def, 2, 2, -1)
	code, err := play.EncodeShare(rec, vsHard)
	if err != nil {
		t.Fatal(err)
	}
	encode := func(rec rules.Record, seats []play.Seat) string {
		c, err := play.EncodeShare(rec, seats)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	illegal := rec
	illegal.Moves = append(append([]string{}, rec.Moves[:5]...), "place 99 at z9")
	foreign := rec
	foreign.Game = "chess"
	for _, c := range []struct {
		name, code string
		want       error  // the error, or nil to match text
		text       string // a part of the message
	}{
		{"empty", "", play.ErrShareForeign, ""},
		{"foreign", "hello there", play.ErrShareForeign, ""},
		{"a save file", `{"version":1}`, play.ErrShareForeign, ""},
		{"newer", "20r2." + code[5:], play.ErrShareNewer, ""},
		{"no version", "20rx." + code[5:], play.ErrShareForeign, ""},
		{"cut short", code[:len(code)/2], play.ErrShareDamaged, ""},
		{"a letter changed", code[:20] + flip(code[20]) + code[21:], play.ErrShareDamaged, ""},
		{"a letter changed at the end", code[:len(code)-9] + flip(code[len(code)-9]) + code[len(code)-8:], play.ErrShareDamaged, ""},
		{"not base64", "20r1.#$%", play.ErrShareDamaged, ""},
		{"too long", "20r1." + strings.Repeat("A", play.MaxShareChars), nil, "longer than any game"},
		{"unknown game", encode(foreign, vsHard), nil, "does not have"},
		{"illegal move", encode(illegal, vsHard), nil, "does not replay"},
		{"three seats", encode(rec, []play.Seat{{Human: true}, {}, {}}), nil, "players do not fit"},
	} {
		_, err := play.DecodeShare(c.code, catalog.Find)
		switch {
		case err == nil:
			t.Errorf("%s: accepted", c.name)
		case c.want != nil && !errors.Is(err, c.want):
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		case c.text != "" && !strings.Contains(err.Error(), c.text):
			t.Errorf("%s: %v, want it to say %q", c.name, err, c.text)
		}
	}
}

// flip changes a base64url letter into another.
func flip(b byte) string {
	if b == 'A' {
		return "B"
	}
	return "A"
}

// FuzzDecodeShare: any text gives an error or a game that replays.
func FuzzDecodeShare(f *testing.F) {
	rec := heuristicRecord(f, gameof20.Def, 2, 4, 20)
	code, err := play.EncodeShare(rec, vsHard)
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{code, code[:len(code)-3], "20r1.", "20r1.AAAA", "?replay=" + code, "20r9.x", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		sh, err := play.DecodeShare(text, catalog.Find)
		if err != nil {
			return
		}
		g, ok := catalog.Find(sh.Record.Game)
		if !ok {
			t.Fatalf("accepted a code of no game: %+v", sh.Record)
		}
		if _, err := g.Turns(sh.Record); err != nil {
			t.Fatalf("accepted a code that does not replay: %v", err)
		}
	})
}
