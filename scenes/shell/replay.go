package shell

// Opening a finished or shared game in the replay.

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
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

// findDef is the rules of game id, for a shared code.
func (a *App) findDef(id string) (gamedef.Game, bool) {
	g, ok := a.gameByID(id)
	if !ok || g.Def() == nil {
		return nil, false
	}
	return g.Def(), true
}

// openShared opens a shared game (?replay=CODE) in the replay, above the
// menu. A bad or foreign code is said and changes nothing: no save is
// read or written.
func (a *App) openShared(code string) {
	sh, err := play.DecodeShare(code, a.findDef)
	if err == nil {
		g, _ := a.gameByID(sh.Record.Game)
		err = a.OpenReplay(g, sh.Seats, sh.Record)
	}
	if err != nil {
		a.Toast.Show("The shared game cannot be opened: "+err.Error()+".", 0)
	}
}
