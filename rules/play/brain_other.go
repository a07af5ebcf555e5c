//go:build !js

package play

import (
	"errors"
	"fmt"
	"os"

	"github.com/twenty-games/twenty/rules/gamedef"
)

// newBrain starts the desktop's searchers: goroutines, one per core but the
// game loop's, at most four.
func newBrain(searchers int, think gamedef.ThinkFunc) (brain, error) {
	if think == nil {
		return nil, errors.New("no search is given to run beside the game")
	}
	if searchers <= 0 {
		searchers = defaultSearchers(cores())
	}
	return newGoroutineBrain(searchers, think), nil
}

// logOnce writes a line to the terminal.
func logOnce(text string) { fmt.Fprintln(os.Stderr, "twenty:", text) }
