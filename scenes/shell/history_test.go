package shell

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/ui"
)

// longHistory is a four-player game of many hands, its cells as wide as
// Twenty's get.
func longHistory(hands int) (play.History, []scenes.ResultRow, []play.Seat) {
	seats := []play.Seat{{Human: true}, {Level: ai.Easy}, {Level: ai.Normal}, {Level: ai.Normal}}
	h := play.History{Columns: play.SeatColumns(seats), Unit: "hands", TotalLabel: "Total"}
	totals := make([]int, len(seats))
	for i := range hands {
		pen := []int{(i * 7) % 45, (i*13 + 5) % 120, 0, (i * 29) % 95}
		row := play.HistoryRow{Label: "Hand " + strconv.Itoa(i+1), Lead: play.LowestLeads(pen)}
		for p, v := range pen {
			row.Cells = append(row.Cells, strconv.Itoa(v))
			totals[p] += v
		}
		h.Rows = append(h.Rows, row)
	}
	rows := make([]scenes.ResultRow, len(seats))
	for p := range rows {
		rows[p] = scenes.ResultRow{Name: h.Columns[p], Score: fmt.Sprintf("%d points", totals[p]), Winner: p == 2}
		h.Total = append(h.Total, strconv.Itoa(totals[p]))
	}
	return h, rows, seats
}

// placingHistory is a two-player score sheet with Game of 20's widest
// cells and longest labels.
func placingHistory() (play.History, []scenes.ResultRow, []play.Seat) {
	seats := []play.Seat{{Human: true}, {Level: ai.Hard}}
	h := play.History{Columns: play.SeatColumns(seats), Unit: "turns", TotalLabel: "Left in hand",
		Rows: []play.HistoryRow{{Label: "After draft", Cells: []string{"104", "99"}}}}
	sums := []int{104, 99}
	for turn := 1; turn <= 12; turn++ {
		row := play.HistoryRow{Label: "Turn " + strconv.Itoa(turn), Cells: make([]string, 2)}
		for p := range sums {
			tile := (turn*7+p*3)%19 + 1
			if sums[p]-tile < 0 || turn == 11 && p == 1 {
				row.Cells[p] = "pass"
				continue
			}
			sums[p] -= tile
			row.Cells[p] = "−" + strconv.Itoa(tile) + " → " + strconv.Itoa(sums[p])
		}
		h.Rows = append(h.Rows, row)
	}
	// The person wins.
	rows := []scenes.ResultRow{{Name: "You", Score: strconv.Itoa(sums[0]), Winner: true}, {Name: "Player 2", Score: strconv.Itoa(sums[1])}}
	return h, rows, seats
}

func openResults(a *App, h play.History, rows []scenes.ResultRow, seats []play.Seat) *scenes.Results {
	scores := make([]int, len(rows))
	var winners []int
	for p, row := range rows {
		scores[p], _ = strconv.Atoi(row.Score)
		if row.Winner {
			winners = append(winners, p)
		}
	}
	r := scenes.NewResults(bareTwenty, "Player 3 (normal) wins with the fewest points after a long game!", rows, scenes.GameConfig{Seats: seats, Seed: 5}).
		WithHistory(h).
		WithOutcome(play.Outcome{Game: bareTwenty.ID, Seed: 5, Moves: 60, Seats: seats, Winners: winners, Scores: scores, Assisted: true}).
		WithHost(a.host())
	a.Push(r)
	frame(a)
	return r
}

// checkLayouts looks at the app's screen at every size players use and
// fails on what scenetest.LayoutProblems finds: a target off the screen or
// under 44 CSS pixels, a text off the screen, over another or over part of
// a target. With SHOTS set, each screen is saved as NAME-WxH.png.
func checkLayouts(t *testing.T, a *App, name string) {
	t.Helper()
	state(t, a) // the contract records the texts of the frames from now on
	for _, size := range scenetest.Sizes {
		w, h := size[0], size[1]
		scenetest.Resize(w, h)
		a.LayoutF(float64(w), float64(h))
		for range 3 {
			frame(a)
		}
		st := state(t, a)
		if len(st.Texts) == 0 {
			t.Errorf("%s %dx%d: no texts reported", name, w, h)
		}
		for _, p := range scenetest.LayoutProblems(st) {
			t.Errorf("%s %dx%d: %s", name, w, h, p)
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d", name, w, h))
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	frame(a)
}

// TestResultsFitEveryScreen: a long four-player history and Game of 20's
// widest cells, on phones both ways up, a tablet, a laptop and a desktop.
func TestResultsFitEveryScreen(t *testing.T) {
	a := testApp(t, Options{}, nil)
	a.Settings.ReducedMotion = true
	frame(a)
	h, rows, seats := longHistory(16)
	openResults(a, h, rows, seats)
	checkLayouts(t, a, "results-long")

	b := testApp(t, Options{}, nil)
	frame(b)
	h, rows, seats = placingHistory()
	openResults(b, h, rows, seats)
	checkLayouts(t, b, "results-placing")
}

// TestStatisticsFitEveryScreen: the page with numbers on every line.
func TestStatisticsFitEveryScreen(t *testing.T) {
	a := testApp(t, Options{}, nil)
	frame(a)
	for i, level := range []ai.Level{ai.Easy, ai.Normal, ai.Hard} {
		for k := range 3 {
			o := twentyOutcome(level, 100+10*i+k)
			o.Scores[0] = 1000 * (i + 1)
			a.countFinishedGame(o)
		}
	}
	a.countFinishedGame(play.Outcome{Game: bareGames[2].ID, Seed: 9, Moves: 60, Seats: []play.Seat{{Human: true}, {Human: true}}, Winners: []int{1}, Scores: []int{12, 3}})
	tap(t, a, "menu.statistics")
	checkLayouts(t, a, "statistics")
}

// TestResultsShowTheLastRowsThatFit: on a short screen the window holds
// the last hands under a line counting the earlier ones; the arrows
// scroll it, with a second line counting the later ones, and back.
func TestResultsShowTheLastRowsThatFit(t *testing.T) {
	a := testApp(t, Options{}, nil)
	a.LayoutF(844, 390)
	frame(a)
	h, rows, seats := longHistory(16)
	r := openResults(a, h, rows, seats)
	n := len(h.Rows)
	if r.RowWindow().Slots < 2 || r.RowWindow().Slots >= n {
		t.Fatalf("%d slots for %d rows on a phone on its side: the test needs a window", r.RowWindow().Slots, n)
	}
	if r.RowWindow().First+r.RowWindow().Shown != n || r.RowWindow().First == 0 || r.RowWindow().Shown != r.RowWindow().Slots-1 || r.RowWindow().Lines != r.RowWindow().Slots+2 {
		t.Fatalf("unscrolled: rows %d..%d of %d in %d slots", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, n, r.RowWindow().Slots)
	}
	if r.EarlierLine(r.RowWindow().First) != fmt.Sprintf("(%d earlier hands)", r.RowWindow().First) || r.EarlierLine(1) != "(1 earlier hand)" {
		t.Fatalf("earlier line %q", r.EarlierLine(r.RowWindow().First))
	}
	end := r.RowWindow().First
	a.Input.InjectKey(ebiten.KeyUp)
	frame(a)
	if r.RowWindow().First != end-1 || r.RowWindow().First+r.RowWindow().Shown >= n || r.RowWindow().Lines != r.RowWindow().Slots+2 {
		t.Fatalf("one up: rows %d..%d of %d in %d slots", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, n, r.RowWindow().Slots)
	}
	for range n {
		a.Input.InjectKey(ebiten.KeyUp)
		frame(a)
	}
	if r.RowWindow().First != 0 || r.RowWindow().Shown != r.RowWindow().Slots-1 {
		t.Fatalf("at the top: rows %d..%d in %d slots", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, r.RowWindow().Slots)
	}
	for range n {
		a.Input.InjectKey(ebiten.KeyDown)
		frame(a)
	}
	if r.RowWindow().First != end || r.RowWindow().First+r.RowWindow().Shown != n {
		t.Fatalf("back down: rows %d..%d of %d", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, n)
	}
	// A finger drags the table down by three rows and a half: three
	// earlier rows come into view; dragged back up, the last rows again.
	a.Input.InjectDrag(3.5 * r.RowWindow().LineH)
	frame(a)
	if r.RowWindow().First != end-3 {
		t.Fatalf("dragged down 3.5 rows: first row %d, want %d", r.RowWindow().First, end-3)
	}
	a.Input.InjectDrag(-10 * r.RowWindow().LineH)
	frame(a)
	if r.RowWindow().First != end || r.RowWindow().First+r.RowWindow().Shown != n {
		t.Fatalf("dragged back up: rows %d..%d of %d", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, n)
	}
	a.LayoutF(1920, 1080) // every row, a little smaller
	frame(a)
	if r.RowWindow().First != 0 || r.RowWindow().Shown != n {
		t.Fatalf("on a desktop: rows %d..%d of %d", r.RowWindow().First, r.RowWindow().First+r.RowWindow().Shown, n)
	}
}

// TestConfettiForAWinAtTheDevice: the burst flies for a person's win (and
// a game the computer played alone), not for the computer beating the
// person; Instant and reduced motion skip it, Slow makes it longer.
func TestConfettiForAWinAtTheDevice(t *testing.T) {
	h, rows, seats := placingHistory() // the person wins
	flight := func(speed ui.AnimSpeed, reduced bool, seats []play.Seat, rows []scenes.ResultRow) int {
		a := testApp(t, Options{}, nil)
		a.Settings.Speed, a.Settings.ReducedMotion = speed, reduced
		frame(a)
		r := openResults(a, h, rows, seats)
		return r.Confetti().Left()
	}
	normal := flight(ui.NormalSpeed, false, seats, rows)
	if normal <= 0 || flight(ui.Slow, false, seats, rows) <= normal {
		t.Fatalf("flight %d ticks at normal speed, %d slow", normal, flight(ui.Slow, false, seats, rows))
	}
	if f := flight(ui.Instant, false, seats, rows); f != 0 {
		t.Fatalf("confetti at Instant speed: %d ticks", f)
	}
	if f := flight(ui.NormalSpeed, true, seats, rows); f != 0 {
		t.Fatalf("confetti with reduced motion: %d ticks", f)
	}
	lost := slices.Clone(rows)
	lost[0].Winner, lost[1].Winner = false, true
	if f := flight(ui.NormalSpeed, false, seats, lost); f != 0 {
		t.Fatalf("confetti for the computer's win: %d ticks", f)
	}
	if f := flight(ui.NormalSpeed, false, []play.Seat{{Level: ai.Easy}, {Level: ai.Hard}}, lost); f == 0 {
		t.Fatal("no confetti for a game the computer played alone")
	}
}

// TestResultsAndStatisticsDrawWithoutAllocatingInWindow: once open, a frame of
// either screen allocates nothing, confetti flying or not.
func TestResultsAndStatisticsDrawWithoutAllocatingInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, Options{}, nil)
	frame(a)
	h, rows, seats := longHistory(16)
	r := openResults(a, h, rows, seats)
	r.Confetti().Burst(a.W, a.H, a.Unit, 1000, 1) // flying all through the check
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
	if !r.Confetti().Flying() {
		t.Fatal("the confetti landed before the check ended")
	}
	a.countFinishedGame(twentyOutcome(ai.Hard, 3))
	tap(t, a, "results.menu")
	tap(t, a, "menu.statistics")
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// TestStatisticsSitsBetweenTheGamesAndSettings: the menu's order.
func TestStatisticsSitsBetweenTheGamesAndSettings(t *testing.T) {
	a := testApp(t, Options{}, nil)
	frame(a)
	var ids []string
	for _, tg := range state(t, a).Targets {
		ids = append(ids, tg.ID)
	}
	stats := slices.Index(ids, "menu.statistics")
	if stats < 0 || stats < slices.Index(ids, "menu."+bareGames[len(bareGames)-1].ID) || stats > slices.Index(ids, "menu.settings") {
		t.Fatalf("menu targets %v", ids)
	}
}
