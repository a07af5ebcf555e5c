package shell

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
)

// savedDaily tells whether g's game in progress is the deal of seed.
func (a *App) savedDaily(g *scenes.Game, seed uint64) bool {
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
func (a *App) StartDaily(g *scenes.Game) error {
	t, ok := g.DailyTable()
	if !ok {
		err := fmt.Errorf("%s has no deal of the day", g.Title)
		a.Toast.Show(err.Error(), 0)
		return err
	}
	now := scenes.DailyNow()
	cfg := scenes.GameConfig{Seats: t.Seats(), Seed: play.DailySeed(now), Choices: g.DefaultChoices()}
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
func (a *App) dailyAddressed(g *scenes.Game) bool {
	_, ok := g.DailyTable()
	if !a.opts.Daily || !ok {
		return false
	}
	return !a.hasSave(g.ID) || a.savedDaily(g, play.DailySeed(scenes.DailyNow()))
}

// dailyRow is the setup's line about the deal of the day: the label
// beside its button, the streak under it ("" for none) and the button's
// label.
func (a *App) dailyRow(g *scenes.Game) (label, streak, button string) {
	now := scenes.DailyNow()
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
