package shell

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// onStack tells whether s is one of the screens open.
func (a *App) onStack(s ui.Scene) bool {
	for _, t := range a.stack {
		if t == s {
			return true
		}
	}
	return false
}

// OpenReplay opens a game's record in the replay, above the screen shown.
func (a *App) OpenReplay(g *scenes.Game, seats []play.Seat, rec rules.Record) error {
	r, err := scenes.NewReplay(a.host(), g, seats, rec)
	if err != nil {
		return err
	}
	a.Push(r)
	return nil
}
