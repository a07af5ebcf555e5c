//go:build !js

package scenes

import (
	"fmt"
	"os"

	"github.com/twenty-games/twenty/rules/catalog"
)

// newBrain starts the desktop's searchers: goroutines, one per core but the
// game loop's, at most four.
func newBrain(searchers int) (brain, error) {
	if searchers <= 0 {
		searchers = defaultSearchers(cores())
	}
	return newGoroutineBrain(searchers, catalog.Think), nil
}

// logOnce writes a line to the terminal.
func logOnce(text string) { fmt.Fprintln(os.Stderr, "twenty:", text) }
