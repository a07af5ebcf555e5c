package shell

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
)

// withDailies sets the clock of the deals of the day for the test, and
// puts it back after it.
func withDailies(t *testing.T, now time.Time) {
	t.Helper()
	was := scenes.DailyNow
	scenes.DailyNow = func() time.Time { return now }
	t.Cleanup(func() { scenes.DailyNow = was })
}

// dailyOfContract is twentyState().daily.
func dailyOfContract(t *testing.T, a *App) *scenes.DailyState {
	t.Helper()
	var st struct{ Daily *scenes.DailyState }
	if err := json.Unmarshal([]byte(a.StateJSON()), &st); err != nil {
		t.Fatal(err)
	}
	return st.Daily
}

func savedGame(t *testing.T, a *App, id string) play.SavedGame {
	t.Helper()
	text, ok, err := a.store.Load(play.SaveKey(id))
	if !ok || err != nil {
		t.Fatalf("no save of %s (%v)", id, err)
	}
	sg, _, err := a.decodeSave(text)
	if err != nil {
		t.Fatal(err)
	}
	return sg
}

// The deal of the day of every game from its setup: the day's seed at the
// table's seats whatever the rows say; a second start resumes it; its
// results count it once, with a line to share and the streak; a start
// after that is practice and counts nowhere; the next day offers a new
// deal and keeps the streak.
func TestDailyFromTheSetupEveryGame(t *testing.T) {
	now := time.Date(2026, 11, 27, 23, 30, 0, 0, time.UTC)
	withDailies(t, now)
	for _, g := range bareGames {
		a := testApp(t, Options{}, nil)
		frame(a)
		tap(t, a, "menu."+g.ID)
		tap(t, a, "setup.seat1") // the rows say the computer plays: the daily seats the person anyway
		if b, ok := state(t, a).Target("setup.daily"); !ok || b.Label != "Play today's deal" {
			t.Fatalf("%s: the daily button reads %+v", g.ID, b)
		}
		tap(t, a, "setup.daily")
		table, _ := play.DailyTableOf(g.ID)
		first := savedGame(t, a, g.ID)
		if first.Record.Seed != play.DailySeed(now) || !table.Seated(first.Seats) || len(first.Seats) != table.Players {
			t.Fatalf("%s: the daily started with seed %d, seats %+v", g.ID, first.Record.Seed, first.Seats)
		}

		// Again from the setup: the same game, resumed.
		a.BackToMenu()
		tap(t, a, "menu."+g.ID)
		if b, _ := state(t, a).Target("setup.daily"); b.Label != "Resume today's deal" {
			t.Errorf("%s: with the daily in progress the button reads %q", g.ID, b.Label)
		}
		tap(t, a, "setup.daily")
		if again := savedGame(t, a, g.ID); again.Record.Seed != first.Record.Seed || !strings.EqualFold(string(again.Record.Options), string(first.Record.Options)) {
			t.Errorf("%s: the second start is another game", g.ID)
		}

		// It ends, won: counted once, a line to share.
		finishDaily(t, a, g, first, 40, true)
		st, _ := a.readStatistics()
		if l := st.Line(g.ID, play.DailyLine); l.Played != 1 || l.Wins != 1 {
			t.Errorf("%s: daily line %+v after the daily", g.ID, l)
		}
		d := dailyOfContract(t, a)
		if d == nil || !strings.Contains(d.Line, "deal of 2026-11-27 · won") || !strings.HasSuffix(d.Line, "streak 1") {
			t.Errorf("%s: the results' daily %+v", g.ID, d)
		}
		tap(t, a, "results.share")
		if !strings.Contains(a.Toast.Text, d.Line) {
			t.Errorf("%s: after Copy result the toast reads %q", g.ID, a.Toast.Text)
		}

		// A new start the same day is practice.
		a.BackToMenu()
		tap(t, a, "menu."+g.ID)
		if s := a.Top().(*setup); s.dailyLabel != "Today's deal: played, won" || s.dailyStreak != "streak 1" || s.daily.Label != "Practise today's deal" {
			t.Errorf("%s: after the daily the setup reads %q, %q, %q", g.ID, s.dailyLabel, s.dailyStreak, s.daily.Label)
		}
		tap(t, a, "setup.daily")
		if !strings.Contains(a.Toast.Text, "practice") {
			t.Errorf("%s: the practice start says %q", g.ID, a.Toast.Text)
		}
		finishDaily(t, a, g, savedGame(t, a, g.ID), 37, false)
		st, _ = a.readStatistics()
		if l := st.Line(g.ID, play.DailyLine); l.Played != 1 {
			t.Errorf("%s: the practice game was counted: %+v", g.ID, l)
		}
		if d := dailyOfContract(t, a); d == nil || !strings.HasSuffix(d.Line, "practice") {
			t.Errorf("%s: the practice results' daily %+v", g.ID, d)
		}

		// The next day (half an hour later, past midnight UTC).
		scenes.DailyNow = func() time.Time { return now.Add(30 * time.Minute) }
		a.BackToMenu()
		tap(t, a, "menu."+g.ID)
		if s := a.Top().(*setup); s.dailyLabel != "Deal of the day" || s.dailyStreak != "streak 1" || s.daily.Label != "Play today's deal" {
			t.Errorf("%s: the next day the setup reads %q, %q, %q", g.ID, s.dailyLabel, s.dailyStreak, s.daily.Label)
		}
		scenes.DailyNow = func() time.Time { return now }
	}
}

// finishDaily ends the daily in progress as its game would: the save
// goes, its results count it. Games of one deal differ by their moves.
func finishDaily(t *testing.T, a *App, g *scenes.Game, sg play.SavedGame, moves int, won bool) {
	t.Helper()
	a.deleteKey(play.SaveKey(g.ID))
	cfg := scenes.GameConfig{Seats: sg.Seats, Seed: sg.Record.Seed, Choices: g.DefaultChoices()}
	o := play.Outcome{Game: g.ID, Seed: sg.Record.Seed, Moves: moves, Seats: sg.Seats, Scores: make([]int, len(sg.Seats))}
	if won {
		o.Winners = []int{0}
	}
	a.BackToMenu()
	a.Push(scenes.NewResults(g, "Over.", make([]scenes.ResultRow, len(sg.Seats)), cfg).WithOutcome(o).WithHost(a.host()))
	frame(a)
}

// ?game=ID&daily=1 starts the deal of the day; with another game in
// progress the address resumes that one. (The bare scenes have no
// contract of their own: the browser checks twentyState().daily.)
func TestDailyFromTheAddress(t *testing.T) {
	now := time.Date(2026, 11, 27, 8, 0, 0, 0, time.UTC)
	withDailies(t, now)
	store := play.MemoryStore{}
	a := testApp(t, Options{Game: "minustwenty", Daily: true}, store)
	frame(a)
	if sg := savedGame(t, a, "minustwenty"); a.Top().Name() != "play" || sg.Record.Seed != play.DailySeed(now) {
		t.Fatalf("?game=minustwenty&daily=1 opened %q with seed %d", a.Top().Name(), sg.Record.Seed)
	}
	a.StartGame(a.games[1], scenes.GameConfig{Seats: a.defaultSeats(a.games[1]), Seed: 5, Choices: a.games[1].DefaultChoices()})
	b := testApp(t, Options{Game: "minustwenty", Daily: true}, store)
	frame(b)
	if sg := savedGame(t, b, "minustwenty"); sg.Record.Seed != 5 || !strings.Contains(b.Toast.Text, "resumed") {
		t.Errorf("with a game in progress the address started seed %d (toast %q)", sg.Record.Seed, b.Toast.Text)
	}
}
