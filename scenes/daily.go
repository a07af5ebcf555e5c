package scenes

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Every game offers its deal of the day on its setup screen (and by
// ?game=ID&daily=1): the day's seed at the table its descriptor's Daily sets,
// whatever the setup rows show. What counts is play's (statistics_daily.go):
// the first start of a date is the counted attempt, later ones practice.

// DailyNow is the clock of the deals of the day (tests set it).
var DailyNow = time.Now

// DailyTable is who sits at the game's deal of the day (its descriptor's
// gamedef.Daily); ok is false for a game that offers none.
func (g *Game) DailyTable() (play.DailyTable, bool) { return play.DailyTableFor(g.Info) }

// IsDaily tells whether a game of g with cfg is a deal of the day.
func (g *Game) IsDaily(cfg GameConfig) bool {
	t, ok := g.DailyTable()
	_, dated := play.DailyDate(cfg.Seed)
	return ok && dated && !cfg.Lesson && cfg.Puzzle == nil && t.Seated(cfg.Seats)
}

// dailyShare is a daily's results: its shareable line (once counted) and
// the button that copies it.
type dailyShare struct {
	copy *ui.Button // nil: not a deal of the day
	line string
}

// newDailyShare offers the line of a deal of the day's results; a daily
// has no rematch (a rematch would not be the day's deal), and the copy
// button takes its place.
func newDailyShare(g *Game, cfg GameConfig, rematch *ui.Button) dailyShare {
	if !g.IsDaily(cfg) {
		return dailyShare{}
	}
	rematch.Hidden = true
	return dailyShare{copy: ui.NewButton("results.share", "Copy result").WithKey(ebiten.KeyC)}
}

// count counts the finished game in the statistics (countFinishedGame)
// and says what that did; for a deal of the day it makes the line to
// share and adds it, so a player without a clipboard can read it off.
// A daily whose date was counted before this game is practice.
func (d *dailyShare) count(h Host, g *Game, o play.Outcome) string {
	t, ok := g.DailyTable()
	if d.copy == nil || !ok {
		return h.CountFinishedGame(o)
	}
	before, _ := h.ReadStatistics()
	date, _ := play.DailyDate(o.Seed)
	practice := before.DailyOf(g.ID).Counted(date) && !before.Counts(o)
	stats := h.CountFinishedGame(o)
	after, _ := h.ReadStatistics()
	d.line = t.ResultLine(g.Title, o, g.BestScore(), after.DailyOf(g.ID).Streak, practice)
	return stats + "\n" + shownLine(d.line)
}

// shownLine is the line as the results show it: the game and the date,
// then the result on a line of its own, so a phone breaks it between the
// two rather than inside a part ("streak" and its number apart).
func shownLine(line string) string {
	parts := strings.SplitN(line, " · ", 3)
	if len(parts) < 3 {
		return line
	}
	return parts[0] + " · " + parts[1] + "\n" + parts[2]
}

// share copies the line: to the clipboard in a browser, else (the
// desktop has none Ebitengine can reach) it is printed and shown.
func (d *dailyShare) share(a *ui.Context) {
	if d.line == "" {
		return
	}
	if err := ui.CopyText(d.line); err != nil {
		if !errors.Is(err, ui.ErrNoClipboard) {
			a.Toast.Show("The result could not be copied ("+err.Error()+"): "+d.line, 360)
			return
		}
		fmt.Println(d.line)
		a.Toast.Show("Your result (also printed where the game was started): "+d.line, 360)
		return
	}
	a.Toast.Show("Copied: "+d.line, 150)
}

// DailyState is the deal of the day at the table or on its results, in
// the test contract: its date and seed (a string: JavaScript's numbers
// hold no daily seed exactly) and, on the results, the line to share.
type DailyState struct {
	Date string `json:"date"`
	Seed uint64 `json:"seed,string"`
	Line string `json:"line,omitempty"`
}

// DailyScene is a scene that may be a deal of the day's.
type DailyScene interface{ DailyState() *DailyState }

func dailyStateOf(g *Game, cfg GameConfig, line string) *DailyState {
	if !g.IsDaily(cfg) {
		return nil
	}
	date, _ := play.DailyDate(cfg.Seed)
	return &DailyState{Date: date, Seed: cfg.Seed, Line: line}
}

func (t *tableCore) DailyState() *DailyState {
	return dailyStateOf(t.Game, GameConfig{Seats: t.match.seats(), Seed: t.match.record().Seed, Lesson: t.match.lesson()}, "")
}

func (r *Results) DailyState() *DailyState { return dailyStateOf(r.game, r.config, r.daily.line) }
