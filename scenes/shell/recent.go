package shell

import (
	"github.com/twenty-games/twenty/rules/play"
)

// recentGames is the list of recent games as the store holds it now:
// read afresh each time (a page open, a game finished, an analysis
// kept), never from a copy, so a tab writes back what another tab added
// since, rather than its own older list over it.
func (a *App) recentGames() *play.Recent {
	list, msg := play.LoadRecent(a.store, a.findDef)
	if msg != "" {
		a.Toast.Show(msg, 240)
	}
	return list
}

// storeChanges counts the writes another tab made to the store (0 where
// the store cannot tell).
func (a *App) storeChanges() uint64 {
	if c, ok := a.store.(play.ChangeCounter); ok {
		return c.Changes()
	}
	return 0
}

// addRecent puts a finished game first in the recent games.
func (a *App) addRecent(g play.RecentGame) {
	recent := a.recentGames()
	recent.Add(g)
	if err := recent.Save(a.store); err != nil {
		a.Toast.Show("The finished game could not be kept for its review: "+err.Error(), 240)
	}
}
