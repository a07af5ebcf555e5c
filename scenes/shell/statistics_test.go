package shell

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
)

// twentyOutcome is a finished game of (bare) Twenty: seat 0 a person who
// won with 35 points against the computer at level.
func twentyOutcome(level ai.Level, moves int) play.Outcome {
	return play.Outcome{Game: bareTwenty.ID, Seed: 7, Moves: moves, Seats: []play.Seat{{Human: true}, {Level: level}},
		Winners: []int{0}, Scores: []int{35, 104}}
}

// showResults opens the results screen of o, as a game does at its end.
func showResults(a *App, o play.Outcome) *scenes.Results {
	rows := []scenes.ResultRow{{Name: "You", Score: "35 points", Winner: true}, {Name: "Player 2", Score: "104 points"}}
	r := scenes.NewResults(bareTwenty, "You win with the fewest points!", rows, scenes.GameConfig{Seats: o.Seats, Seed: o.Seed}).WithOutcome(o).WithHost(a.host())
	a.Push(r)
	frame(a)
	return r
}

// storedStatistics reads the record as it is in the store.
func storedStatistics(t *testing.T, store play.MemoryStore) play.Statistics {
	t.Helper()
	text, ok := store[play.StatisticsKey]
	if !ok {
		return play.NewStatistics()
	}
	st, err := play.DecodeStatistics(text)
	if err != nil {
		t.Fatalf("stored statistics unreadable: %v\n%s", err, text)
	}
	return st
}

// withBestScore describes bare Twenty's scores for one test.
func withBestScore(t *testing.T, b play.BestScore) {
	old := bareTwenty.Best
	bareTwenty.Best = b
	t.Cleanup(func() { bareTwenty.Best = old })
}

// TestAFinishedGameIsCountedOnce: the results screen counts its game when
// it opens; the same game shown again, in the same app or after a restart
// from the same store, is not counted again; another game is.
func TestAFinishedGameIsCountedOnce(t *testing.T) {
	withBestScore(t, play.BestScore{Label: "fewest points", LowerIsBetter: true})
	store := play.MemoryStore{}
	a := testApp(t, Options{}, store)
	frame(a)
	o := twentyOutcome(ai.Hard, 120)
	showResults(a, o)
	frame(a)
	showResults(a, o)
	restarted := testApp(t, Options{}, store)
	frame(restarted)
	showResults(restarted, o)
	st := storedStatistics(t, store)
	l := st.Line(bareTwenty.ID, "hard")
	if l.Played != 1 || l.Wins != 1 || l.Losses != 0 || l.Best == nil || *l.Best != 35 {
		t.Fatalf("after one game shown three times: %+v (best %v)", l, l.Best)
	}
	lost := twentyOutcome(ai.Hard, 121)
	lost.Winners, lost.Scores = []int{1}, []int{20, 12}
	showResults(a, lost)
	l = storedStatistics(t, store).Line(bareTwenty.ID, "hard")
	if l.Played != 2 || l.Wins != 1 || l.Losses != 1 || *l.Best != 20 {
		t.Fatalf("after a lost game with a better score: %+v (best %d)", l, *l.Best)
	}
}

// TestEachGameCountsOnItsLine: the computer's level (the strongest at the
// table), hot-seat for several people (a win when one of them wins), and
// nothing for a game the computer played alone.
func TestEachGameCountsOnItsLine(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, Options{}, store)
	frame(a)
	mixed := play.Outcome{Game: bareTwenty.ID, Seed: 1, Moves: 10, Seats: []play.Seat{{Human: true}, {Level: ai.Easy}, {Level: ai.Normal}},
		Winners: []int{2}, Scores: []int{50, 60, 40}}
	hotseat := play.Outcome{Game: bareTwenty.ID, Seed: 2, Moves: 10, Seats: []play.Seat{{Human: true}, {Human: true}, {Level: ai.Hard}},
		Winners: []int{1}, Scores: []int{70, 30, 90}}
	alone := play.Outcome{Game: bareTwenty.ID, Seed: 3, Moves: 10, Seats: []play.Seat{{Level: ai.Easy}, {Level: ai.Hard}}, Winners: []int{0}, Scores: []int{1, 2}}
	for _, o := range []play.Outcome{mixed, hotseat, alone} {
		a.countFinishedGame(o)
	}
	st := storedStatistics(t, store)
	if l := st.Line(bareTwenty.ID, "normal"); l.Played != 1 || l.Losses != 1 || *l.Best != 50 {
		t.Errorf("a person against easy and normal lost: normal line %+v", l)
	}
	// Bare Twenty describes no best score: the highest of the people's counts.
	if l := st.Line(bareTwenty.ID, play.HotSeatLine); l.Played != 1 || l.Wins != 1 || *l.Best != 70 {
		t.Errorf("two people and the computer, one person won: hot-seat line %+v", l)
	}
	if l := st.Line(bareTwenty.ID, "easy"); l.Played != 0 {
		t.Errorf("a game without a person was counted: %+v", l)
	}
	if len(st.Counted) != 2 {
		t.Errorf("counted %v", st.Counted)
	}
}

// TestUnreadableStatisticsAreKeptAsideAndReset: every kind of bad record
// is reported once, kept aside as it was and replaced by an empty record;
// the page opens and counting goes on.
func TestUnreadableStatisticsAreKeptAsideAndReset(t *testing.T) {
	bad := map[string]string{
		"not JSON":          `{"version":1,"games":`,
		"another version":   `{"version":99,"games":{}}`,
		"wins over played":  `{"version":1,"games":{"twenty":{"easy":{"played":1,"wins":5,"losses":0}}}}`,
		"negative":          `{"version":1,"games":{"twenty":{"hard":{"played":-1,"wins":0,"losses":-1}}}}`,
		"wrong types":       `{"version":1,"games":{"twenty":["easy"]}}`,
		"far too large":     `{"version":1,"counted":["` + strings.Repeat("x", play.MaxStatisticsBytes) + `"]}`,
		"a JSON string":     `"statistics"`,
		"nothing but space": "   ",
	}
	for name, text := range bad {
		t.Run(name, func(t *testing.T) {
			store := play.MemoryStore{play.StatisticsKey: text}
			a := testApp(t, Options{}, store)
			frame(a)
			tap(t, a, "menu.statistics")
			if a.Top().Name() != "statistics" {
				t.Fatalf("scene %q after tapping Statistics", a.Top().Name())
			}
			if !strings.Contains(a.Toast.Text, "Your statistics were unreadable") {
				t.Fatalf("toast %q", a.Toast.Text)
			}
			if kept := store[play.StatisticsAsideKey]; kept != play.ShortenBytes(text, play.KeptAsideBytes) {
				t.Fatalf("kept aside %d bytes, want the record's first %d", len(kept), min(len(text), play.KeptAsideBytes))
			}
			if st := storedStatistics(t, store); len(st.Games) != 0 {
				t.Fatalf("the record was not reset: %+v", st)
			}
			a.Toast = ui.Toast{}
			tap(t, a, "statistics.back")
			tap(t, a, "menu.statistics")
			if a.Toast.Text != "" {
				t.Fatalf("reported again: %q", a.Toast.Text)
			}
			a.countFinishedGame(twentyOutcome(ai.Easy, 50))
			if l := storedStatistics(t, store).Line(bareTwenty.ID, "easy"); l.Played != 1 {
				t.Fatalf("counting after the reset: %+v", l)
			}
		})
	}
}

// TestResetStatisticsAsksForASecondTap: the first tap only asks, and the
// question lapses; the second tap empties the page, and a game counted
// before cannot come back into the new count.
func TestResetStatisticsAsksForASecondTap(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, Options{}, store)
	frame(a)
	o := twentyOutcome(ai.Normal, 80)
	a.countFinishedGame(o)
	a.Input.InjectKey(ebiten.KeyT)
	frame(a)
	s, ok := a.Top().(*statisticsScene)
	if !ok {
		t.Fatalf("T opened %q", a.Top().Name())
	}
	if got := s.blocks[0].cells[1]; got != [...]string{"vs Normal", "1", "1", "0", "35"} {
		t.Fatalf("normal line on the page: %q", got)
	}
	tap(t, a, "statistics.reset")
	if l := storedStatistics(t, store).Line(bareTwenty.ID, "normal"); l.Played != 1 || s.reset.Label == resetLabel {
		t.Fatalf("one tap reset the play.Statistics (%+v) or did not ask (%q)", l, s.reset.Label)
	}
	for range confirmTicks {
		frame(a)
	}
	tap(t, a, "statistics.reset")
	if l := storedStatistics(t, store).Line(bareTwenty.ID, "normal"); l.Played != 1 {
		t.Fatalf("a tap after the question lapsed reset the statistics: %+v", l)
	}
	tap(t, a, "statistics.reset")
	if l := storedStatistics(t, store).Line(bareTwenty.ID, "normal"); l.Played != 0 {
		t.Fatalf("two taps did not reset: %+v", l)
	}
	if got := s.blocks[0].cells[1][1]; got != "0" {
		t.Fatalf("the page still shows %q played", got)
	}
	showResults(a, o)
	if l := storedStatistics(t, store).Line(bareTwenty.ID, "normal"); l.Played != 0 {
		t.Fatalf("a game counted before the reset came back: %+v", l)
	}
}

// TestStatisticsRecordIsVersionedJSON: what is stored reads back as the
// documented shape.
func TestStatisticsRecordIsVersionedJSON(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, Options{}, store)
	a.countFinishedGame(twentyOutcome(ai.Easy, 5))
	var raw map[string]any
	if err := json.Unmarshal([]byte(store[play.StatisticsKey]), &raw); err != nil {
		t.Fatal(err)
	}
	if raw["version"] != float64(play.StatisticsVersion) || raw["games"] == nil || raw["counted"] == nil {
		t.Fatalf("stored %s", store[play.StatisticsKey])
	}
}

// TestNewBestOnlyBeatsAnEarlierBest: a first game's score is no "new
// best" (after a first loss it read as praise); a score that beats the
// line's earlier best is.
func TestNewBestOnlyBeatsAnEarlierBest(t *testing.T) {
	g := *bareTwenty // a copy: the shared game keeps its own Best
	g.Best = play.BestScore{Label: "fewest points", LowerIsBetter: true}
	best := func(v int) *int { return &v }
	first := statChange(&g, "normal", play.StatLine{}, play.StatLine{Played: 1, Losses: 1, Best: best(60)})
	if strings.Contains(first, "new best") {
		t.Errorf("a first game: %q", first)
	}
	better := statChange(&g, "normal", play.StatLine{Played: 1, Losses: 1, Best: best(60)}, play.StatLine{Played: 2, Wins: 1, Losses: 1, Best: best(35)})
	if !strings.Contains(better, "new best 35") {
		t.Errorf("a better score: %q", better)
	}
}

// TestRematchUpOnlyAfterAWin: "Rematch at Hard" is offered after a win
// against Normal; after a loss Play again is the rematch, at the same
// level, and no button offers a harder one.
func TestRematchUpOnlyAfterAWin(t *testing.T) {
	cfg := scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Level: ai.Normal}}, Seed: 7}
	won := scenes.NewResults(bareTwenty, "You win", []scenes.ResultRow{{Name: "You", Winner: true}, {Name: "Player 2"}}, cfg)
	if won.Rematch().Hidden || won.Rematch().Label != "Rematch at Hard" {
		t.Errorf("after a win: hidden %v, %q", won.Rematch().Hidden, won.Rematch().Label)
	}
	lost := scenes.NewResults(bareTwenty, "Player 2 wins", []scenes.ResultRow{{Name: "You"}, {Name: "Player 2", Winner: true}}, cfg)
	if !lost.Rematch().Hidden {
		t.Errorf("after a loss the results offer %q", lost.Rematch().Label)
	}
}
