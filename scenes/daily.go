package scenes

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
)

// Every game offers its deal of the day on its setup screen (and by
// ?game=ID&daily=1): the day's seed at the table its descriptor's Daily sets,
// whatever the setup rows show. What counts is play's (statistics_daily.go):
// the first start of a date is the counted attempt, later ones practice.

// dailyNow is the clock of the deals of the day (tests set it).
var dailyNow = time.Now

// dailyTable is who sits at the game's deal of the day (its descriptor's
// gamedef.Daily); ok is false for a game that offers none.
func (g *Game) dailyTable() (play.DailyTable, bool) { return play.DailyTableFor(g.Info) }

// isDaily tells whether a game of g with cfg is a deal of the day.
func (g *Game) isDaily(cfg GameConfig) bool {
	t, ok := g.dailyTable()
	_, dated := play.DailyDate(cfg.Seed)
	return ok && dated && !cfg.Lesson && t.Seated(cfg.Seats)
}

// savedDaily tells whether g's game in progress is the deal of seed.
func (a *App) savedDaily(g *Game, seed uint64) bool {
	text, ok, err := a.store.Load(play.SaveKey(g.ID))
	if !ok || err != nil {
		return false
	}
	sg, _, err := a.decodeSave(text)
	return err == nil && sg.Record.Seed == seed && !sg.Lesson
}

// StartDaily starts g's deal of the day, or resumes it when it is g's
// game in progress. A start after the day's counted attempt is practice,
// and the player is told so.
func (a *App) StartDaily(g *Game) error {
	t, ok := g.dailyTable()
	if !ok {
		err := fmt.Errorf("%s has no deal of the day", g.Title)
		a.Toast.Show(err.Error(), 0)
		return err
	}
	now := dailyNow()
	cfg := GameConfig{Seats: t.Seats(), Seed: play.DailySeed(now), Choices: g.defaultChoices()}
	if a.savedDaily(g, cfg.Seed) {
		a.resumeGame(g.ID)
		return nil
	}
	counted := false
	if st, err := a.readStatistics(); err == nil {
		counted = st.BeginDaily(g.ID, play.DailyDay(now))
		a.writeStatistics(st)
	}
	if err := a.StartGame(g, cfg); err != nil {
		return err
	}
	if !counted {
		a.Toast.Show("Today's deal was played already: this one is practice and is not counted.", 240)
	}
	return nil
}

// dailyAddressed tells whether ?daily=1 may start g's deal of the day:
// g has one and no other game of g is in progress (the address must not
// throw that one away; it is resumed instead, and the player told).
func (a *App) dailyAddressed(g *Game) bool {
	_, ok := g.dailyTable()
	if !a.opts.Daily || !ok {
		return false
	}
	return !a.hasSave(g.ID) || a.savedDaily(g, play.DailySeed(dailyNow()))
}

// dailyRow is the setup's line about the deal of the day: the label
// beside its button, the streak under it ("" for none) and the button's
// label.
func (a *App) dailyRow(g *Game) (label, streak, button string) {
	now := dailyNow()
	today := play.DailyDay(now)
	st, _ := a.readStatistics()
	d := st.DailyOf(g.ID)
	if n := d.CurrentStreak(today); n > 0 {
		streak = fmt.Sprintf("streak %d", n)
	}
	if a.savedDaily(g, play.DailySeed(now)) {
		return "Today's deal: in progress", streak, "Resume today's deal"
	}
	label, button = "Deal of the day", "Play today's deal"
	switch {
	case d.Last == today && d.Unfinished, d.Started == today && !d.Counted(today):
		label, button = "Today's deal: left unfinished", "Practise today's deal"
	case d.Last == today && d.Won:
		label, button = "Today's deal: played, won", "Practise today's deal"
	case d.Last == today:
		label, button = "Today's deal: played, lost", "Practise today's deal"
	}
	return label, streak, button
}

// dailyShare is a daily's results: its shareable line (once counted) and
// the button that copies it.
type dailyShare struct {
	copy *Button // nil: not a deal of the day
	line string
}

// newDailyShare offers the line of a deal of the day's results; a daily
// has no rematch (a rematch would not be the day's deal), and the copy
// button takes its place.
func newDailyShare(g *Game, cfg GameConfig, rematch *Button) dailyShare {
	if !g.isDaily(cfg) {
		return dailyShare{}
	}
	rematch.Hidden = true
	return dailyShare{copy: NewButton("results.share", "Copy result").WithKey(ebiten.KeyC)}
}

// count counts the finished game in the statistics (countFinishedGame)
// and says what that did; for a deal of the day it makes the line to
// share and adds it, so a player without a clipboard can read it off.
// A daily whose date was counted before this game is practice.
func (d *dailyShare) count(a *Context, g *Game, o play.Outcome) string {
	t, ok := g.dailyTable()
	if d.copy == nil || !ok {
		return a.app.countFinishedGame(o)
	}
	before, _ := a.app.readStatistics()
	date, _ := play.DailyDate(o.Seed)
	practice := before.DailyOf(g.ID).Counted(date) && !before.Counts(o)
	stats := a.app.countFinishedGame(o)
	after, _ := a.app.readStatistics()
	d.line = t.ResultLine(g.Title, o, g.bestScore(), after.DailyOf(g.ID).Streak, practice)
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
func (d *dailyShare) share(a *Context) {
	if d.line == "" {
		return
	}
	if err := copyText(d.line); err != nil {
		if !errors.Is(err, errNoClipboard) {
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

// dailyScene is a scene that may be a deal of the day's.
type dailyScene interface{ dailyState() *DailyState }

func dailyStateOf(g *Game, cfg GameConfig, line string) *DailyState {
	if !g.isDaily(cfg) {
		return nil
	}
	date, _ := play.DailyDate(cfg.Seed)
	return &DailyState{Date: date, Seed: cfg.Seed, Line: line}
}

func (t *Table[S, M]) dailyState() *DailyState {
	return dailyStateOf(t.Game, GameConfig{Seats: t.Match.Seats, Seed: t.Match.Record.Seed, Lesson: t.Match.Lesson}, "")
}

func (r *Results) dailyState() *DailyState { return dailyStateOf(r.game, r.config, r.daily.line) }
