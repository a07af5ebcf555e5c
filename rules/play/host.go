package play

import (
	"errors"
	"fmt"
	"os"
	"runtime"

	"github.com/twenty-games/twenty/rules/gamedef"
)

// Host is what the machine the program runs on gives the matches and the
// review: searchers beside the game loop, and a console. The rules need
// none of it to be right (without a Brain the computer thinks in the game
// loop's slices); scenes/platform sets the browser's (Web Workers, the
// page's console) when the program starts, so rules/ holds no browser code.
type Host struct {
	// Brain starts the searchers that share a decision (searchers <= 0:
	// one per core but the game loop's, at most four); think answers a
	// request in this process, for searchers that run here.
	Brain func(searchers int, think gamedef.ThinkFunc) (Brain, error)
	// ReviewBrain is the review's own searcher when the program shares
	// none (nil: the review searches in the game loop).
	ReviewBrain func(think gamedef.ThinkFunc) Brain
	// Log writes a line for whoever reads the program's console.
	Log func(text string)
}

// host is the running program's Host.
var host = goroutineHost()

// SetHost gives the rules' drivers the program's machine; call it before
// the first match starts.
func SetHost(h Host) { host = h }

// goroutineHost is the desktop's: goroutines, standard error. A browser
// without scenes/platform's host gets it too, and so do the WebAssembly
// tests under Node: their searches run in goroutines of the one thread.
func goroutineHost() Host {
	return Host{
		Brain: func(searchers int, think gamedef.ThinkFunc) (Brain, error) {
			if think == nil {
				return nil, errors.New("no search is given to run beside the game")
			}
			if searchers <= 0 {
				searchers = DefaultSearchers(cores())
			}
			return newGoroutineBrain(searchers, think), nil
		},
		ReviewBrain: func(think gamedef.ThinkFunc) Brain { return newGoroutineBrain(1, think) },
		Log:         func(text string) { fmt.Fprintln(os.Stderr, "twenty:", text) },
	}
}

// cores is the machine's cores as the brain counts them (a variable so
// that tests can pretend).
var cores = runtime.NumCPU
