//go:build js

package platform

import (
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
)

// Install gives the rules' drivers the browser's searchers (Web Workers;
// without them the computer thinks in the game loop's slices) and the
// page's console. The review gets no searcher of its own: a goroutine would
// run in the page's only thread and stop the game.
func Install() {
	play.SetHost(play.Host{
		Brain:       newBrain,
		ReviewBrain: func(gamedef.ThinkFunc) play.Brain { return nil },
		Log:         logToConsole,
	})
}
