// Package gametest builds apps for the games' scene tests: the games'
// packages share it, while scenetest stays free of the shell so that the
// shell's own tests can use it too.
package gametest

import (
	"testing"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// NewApp builds an app of the given games with a memory store (when store
// is nil), no sound and the test screen's size.
func NewApp(t testing.TB, opts scenes.Options, store scenes.Store, games ...*scenes.Game) *scenes.App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = scenes.MemoryStore{}
	}
	a := scenes.NewWithStore(opts, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}
