package shell

import (
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// TestFinishedWhen: today and yesterday by name, this year without it,
// other years with it.
func TestFinishedWhen(t *testing.T) {
	now := time.Date(2026, 11, 27, 8, 30, 0, 0, time.Local)
	for _, c := range []struct {
		at   time.Time
		want string
	}{
		{now.Add(-time.Minute), "Today 08:29"},
		{time.Date(2026, 11, 27, 0, 5, 0, 0, time.Local), "Today 00:05"},
		{time.Date(2026, 11, 26, 23, 59, 0, 0, time.Local), "Yesterday 23:59"},
		{time.Date(2026, 11, 25, 21, 40, 0, 0, time.Local), "25 Nov 21:40"},
		{time.Date(2025, 12, 3, 10, 0, 0, 0, time.Local), "3 Dec 2025 10:00"},
	} {
		if got := finishedWhen(c.at, now); got != c.want {
			t.Errorf("%v: %q, want %q", c.at, got, c.want)
		}
	}
}

// TestReviewStatus: none, partial and whole.
func TestReviewStatus(t *testing.T) {
	an := &play.Analysis{Judged: make([]play.Judgement, 4)}
	for i, want := range []string{"Not reviewed", "Review: 1 of 4", "Review: 2 of 4", "Review: 3 of 4", "Reviewed"} {
		if i > 0 {
			an.Judged[i-1].Done = true
		}
		if got, done := reviewStatus(an); got != want || done != (i == 4) {
			t.Errorf("%d judged: %q %v, want %q", i, got, done, want)
		}
	}
	if got, _ := reviewStatus(nil); got != "Not reviewed" {
		t.Errorf("no analysis: %q", got)
	}
}

// TestRecentGamesDrawWithoutAllocatingInWindow: once open, a frame of the list
// allocates nothing.
func TestRecentGamesDrawWithoutAllocatingInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, Options{}, nil)
	frame(a)
	for i := range 3 {
		a.addRecent(recentOf(t, uint64(i)))
	}
	tap(t, a, "menu.statistics")
	tap(t, a, "statistics.recent")
	if got := rowsOf(state(t, a)); got != 3 {
		t.Fatalf("%d rows on the list, want 3", got)
	}
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

func rowsOf(st scenetest.State) int {
	n := 0
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.ID, "recent.row.") {
			n++
		}
	}
	return n
}

// countingStore is a memory store whose writes by "another tab" are
// counted, as the browser's storage event counts them.
type countingStore struct {
	play.MemoryStore
	changes uint64
}

func (s *countingStore) Changes() uint64 { return s.changes }

// TestRecentGamesAcrossTabs: two apps (two tabs) share one store. A
// game finished in each is kept, and a third finished in the first tab
// keeps the second tab's too (each tab used to write back the list it
// had read once). The second tab's open Recent games page reads the list
// again when the other tab writes.
func TestRecentGamesAcrossTabs(t *testing.T) {
	store := &countingStore{MemoryStore: play.MemoryStore{}}
	tabA, tabB := testApp(t, Options{}, store), testApp(t, Options{}, store)
	frame(tabA)
	frame(tabB)
	game := func(seed uint64) play.RecentGame { return recentOf(t, seed) }
	tabA.addRecent(game(11))
	tap(t, tabB, "menu.statistics")
	tap(t, tabB, "statistics.recent")
	tabB.addRecent(game(12))
	tabA.addRecent(game(13))
	store.changes++ // tab A's write, as the storage event tells tab B
	if got := len(tabA.recentGames().Games); got != 3 {
		t.Errorf("%d recent games after three finished in two tabs, want 3", got)
	}
	frame(tabB)
	frame(tabB)
	if got := rowsOf(state(t, tabB)); got != 3 {
		t.Errorf("tab B's open page shows %d rows after tab A wrote, want 3", got)
	}
}

// recentOf is a game of (bare) Twenty for the recent games: a record
// that replays (dealt, no move yet) with its two seats.
func recentOf(t *testing.T, seed uint64) play.RecentGame {
	t.Helper()
	_, rec, err := twenty.Def.Start(2, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return play.RecentGame{Record: rec, Seats: []play.Seat{{Human: true}, {Level: ai.Easy}}, Finished: time.Now(), Result: "You won 3 to 2"}
}
