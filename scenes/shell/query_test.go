package shell

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
)

// TestQueryPairsAreReadOneByOne: a malformed pair is reported and the
// others still count (one bad pair used to drop the whole query); long
// values are refused with a short message.
func TestQueryPairsAreReadOneByOne(t *testing.T) {
	long := strings.Repeat("x", 300_000)
	for _, c := range []struct {
		query, game string
		seed        uint64
		notice      string // "" : none; else a part of it
	}{
		{"game=twenty&seed=7", "twenty", 7, ""},
		{"%zz=1&game=twenty", "twenty", 0, `"%zz=1" is not a valid`},
		{"game=minustwenty&seed=%zz", "minustwenty", 0, "not a valid"},
		{"game=" + long + "&seed=3", "", 3, "longer than 64"},
		{"seed=abc&game=gameof20", "gameof20", 0, `seed "abc"`},
		{"&&game=twenty&utm_source=itch", "twenty", 0, ""},
		{"a=%zz&b=%zz&c=%zz&game=twenty", "twenty", 0, "1 more"},
		{"", "", 0, ""},
	} {
		var o Options
		notice := parseQuery(c.query, &o)
		if o.Game != c.game || o.Seed != c.seed {
			t.Errorf("%.40q: game %q seed %d, want %q %d", c.query, o.Game, o.Seed, c.game, c.seed)
		}
		if (c.notice == "") != (notice == "") || !strings.Contains(notice, c.notice) {
			t.Errorf("%.40q: notice %q, want one with %q", c.query, notice, c.notice)
		}
		if len(notice) > 200 {
			t.Errorf("%.40q: a notice of %d bytes", c.query, len(notice))
		}
	}
}

// The page chooses how the computer thinks: ?think=slices turns the Web
// Workers off, ?searchers=N sets how many; bad values are named.
func TestQueryChoosesHowTheComputerThinks(t *testing.T) {
	for _, c := range []struct {
		query, think string
		searchers    int
		notice       string
	}{
		{"think=slices", play.ThinkSlices, 0, ""},
		{"think=fixed&searchers=2", play.ThinkFixed, 2, ""},
		{"think=timed", play.ThinkTimed, 0, ""},
		{"think=fast", "", 0, `think "fast"`},
		{"searchers=9", "", 0, `searchers "9"`},
	} {
		var o Options
		notice := parseQuery(c.query, &o)
		if o.Think != c.think || o.Searchers != c.searchers || (c.notice == "") != (notice == "") || !strings.Contains(notice, c.notice) {
			t.Errorf("%q: think %q, %d searchers, notice %q", c.query, o.Think, o.Searchers, notice)
		}
	}
}
