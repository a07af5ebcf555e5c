package play_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
)

// recentOf is a finished game of Game of 20 from seed.
func recentOf(t *testing.T, seed uint64) play.RecentGame {
	return play.RecentGame{Record: heuristicRecord(t, gameof20.Def, 2, seed, -1), Seats: vsHard,
		Finished: time.Date(2026, 11, 27, 8, 0, int(seed), 0, time.UTC), Result: "You won"}
}

// The list keeps the last 20, newest first, comes back as it was saved,
// and a game finished again replaces its entry.
func TestRecentKeepsTheLastTwenty(t *testing.T) {
	store := play.MemoryStore{}
	r, msg := play.LoadRecent(store, catalog.Find)
	if msg != "" || len(r.Games) != 0 {
		t.Fatalf("an empty store: %q, %d games", msg, len(r.Games))
	}
	for seed := uint64(1); seed <= 23; seed++ {
		r.Add(recentOf(t, seed))
	}
	r.Add(recentOf(t, 20)) // again: first, and still 20 games
	if len(r.Games) != play.MaxRecent || r.Games[0].Record.Seed != 20 || r.Games[1].Record.Seed != 23 || r.Games[19].Record.Seed != 4 {
		t.Fatalf("%d games, first seeds %d %d, last %d", len(r.Games), r.Games[0].Record.Seed, r.Games[1].Record.Seed, r.Games[19].Record.Seed)
	}
	a := analysisOf(r.Games[2].Record, "take 3")
	if !r.SetAnalysis(r.Games[2].Record, a) || r.SetAnalysis(r.Games[3].Record, a) {
		t.Fatal("an analysis kept with the wrong game, or not with its own")
	}
	odd := analysisOf(r.Games[2].Record, "take 3")
	odd.Judged[0].Kind = "triumph"
	if r.SetAnalysis(r.Games[2].Record, odd) {
		t.Fatal("an analysis with an unknown kind kept")
	}
	if err := r.Save(store); err != nil {
		t.Fatal(err)
	}
	back, msg := play.LoadRecent(store, catalog.Find)
	if msg != "" || !reflect.DeepEqual(back, r) {
		t.Fatalf("came back %q:\n%+v\nwant\n%+v", msg, back.Games[:1], r.Games[:1])
	}
	if g := back.Find(r.Games[2].Record); g == nil || g.Analysis == nil || g.Analysis.Judged[0].Best != "take 3" {
		t.Fatalf("the analysis is lost: %+v", g)
	}
}

// An unreadable list is set aside and reported; a game that does not
// replay is left out and reported; nothing panics.
func TestRecentUnreadable(t *testing.T) {
	for _, text := range []string{"{", `{"version":7,"games":[]}`, `[1,2]`, strings.Repeat(" ", 2*play.MaxRecentBytes+1)} {
		store := play.MemoryStore{play.RecentKey: text}
		r, msg := play.LoadRecent(store, catalog.Find)
		if len(r.Games) != 0 || !strings.Contains(msg, "set aside") {
			t.Errorf("%.20q: %d games, %q", text, len(r.Games), msg)
		}
		if _, ok := store[play.RecentKey]; ok || store[play.RecentCorruptKey] == "" {
			t.Errorf("%.20q: not set aside: %v", text, store)
		}
	}
	r := &play.Recent{}
	r.Add(recentOf(t, 1))
	bad := recentOf(t, 2)
	bad.Record.Moves = append(bad.Record.Moves[:3:3], "place 99 at z9")
	r.Add(bad)
	other := recentOf(t, 3)
	other.Record = rules.Record{Game: "chess", Options: []byte("{}")}
	r.Add(other)
	store := play.MemoryStore{}
	if err := r.Save(store); err != nil {
		t.Fatal(err)
	}
	back, msg := play.LoadRecent(store, catalog.Find)
	if len(back.Games) != 1 || back.Games[0].Record.Seed != 1 || !strings.Contains(msg, "2 of the recent games") {
		t.Fatalf("%d games, %q", len(back.Games), msg)
	}
	failing := failingStore{play.MemoryStore{}}
	if _, msg := play.LoadRecent(failing, catalog.Find); !strings.Contains(msg, "could not be read") {
		t.Fatalf("a failing store: %q", msg)
	}
}

// Over the size limit, the oldest analyses go first, then the oldest games.
func TestRecentSizeLimit(t *testing.T) {
	r := &play.Recent{}
	for seed := uint64(1); seed <= play.MaxRecent; seed++ {
		r.Add(recentOf(t, seed))
		g := &r.Games[0]
		// About 38 moves of 600 bytes: 23 KB, 460 KB for the 20 games.
		if !r.SetAnalysis(g.Record, analysisOf(g.Record, strings.Repeat("x", 600))) {
			t.Fatal("the analysis was not kept")
		}
	}
	store := play.MemoryStore{}
	if err := r.Save(store); err != nil {
		t.Fatal(err)
	}
	if n := len(store[play.RecentKey]); n > play.MaxRecentBytes {
		t.Fatalf("%d bytes written", n)
	}
	back, _ := play.LoadRecent(store, catalog.Find)
	last := len(back.Games) - 1
	if len(back.Games) != play.MaxRecent || back.Games[last].Analysis != nil || back.Games[0].Analysis == nil {
		t.Fatalf("%d games; the newest analysis kept %v, the oldest %v", len(back.Games), back.Games[0].Analysis != nil, back.Games[last].Analysis != nil)
	}
	if r.Games[last].Analysis == nil {
		t.Fatal("the list in memory lost an analysis")
	}
}

// analysisOf is a made-up whole analysis of rec: every move's best is best.
func analysisOf(rec rules.Record, best string) *play.Analysis {
	a := &play.Analysis{Version: play.AnalysisVersion, Game: rec.Game, Record: play.Fingerprint(rec),
		Judged: make([]play.Judgement, len(rec.Moves))}
	for i := range a.Judged {
		a.Judged[i] = play.Judgement{Done: true, Seat: i % 2, Best: best, BestValue: 0.5, PlayedValue: 0.5}
	}
	return a
}

type failingStore struct{ play.MemoryStore }

func (failingStore) Load(string) (string, bool, error) { return "", false, errors.New("disk on fire") }

// FuzzLoadRecent: whatever the store holds, the list loads (maybe empty,
// with a message) and every game in it replays.
func FuzzLoadRecent(f *testing.F) {
	r := &play.Recent{}
	r.Add(play.RecentGame{Record: heuristicRecord(f, gameof20.Def, 2, 5, 12), Seats: vsHard, Result: "You won"})
	store := play.MemoryStore{}
	if err := r.Save(store); err != nil {
		f.Fatal(err)
	}
	good := store[play.RecentKey]
	for _, seed := range []string{good, good[:len(good)/2], `{"version":1,"games":[{}]}`, `{"version":1,"games":null}`, "null", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		store := play.MemoryStore{play.RecentKey: text}
		r, _ := play.LoadRecent(store, catalog.Find)
		for _, g := range r.Games {
			if a := g.Analysis; a != nil && len(a.Judged) != len(g.Record.Moves) {
				t.Fatalf("kept an analysis of %d moves with a game of %d", len(a.Judged), len(g.Record.Moves))
			}
			game, ok := catalog.Find(g.Record.Game)
			if !ok {
				t.Fatalf("kept a game of no game: %+v", g.Record)
			}
			if _, err := game.Turns(g.Record); err != nil {
				t.Fatalf("kept a game that does not replay: %v", err)
			}
		}
	})
}
