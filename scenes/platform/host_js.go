//go:build js

package platform

import (
	"syscall/js"

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

// Mark notes a moment of the start-up (main's start, the app built, the
// first tick and frame) as a performance mark on the page's timeline, beside
// the page's own (index.html: the download, the compile), so
// .ci/browser/startup.mjs can tell where the time before the first frame
// goes. A worker has no use for them, and a page without performance.mark
// loses nothing.
func Mark(name string) {
	p := js.Global().Get("performance")
	if p.Truthy() && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}
