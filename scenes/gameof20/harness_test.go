package gameof20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

// testApp builds an app with this game alone, a memory store and the test
// screen's size.
func testApp(t testing.TB, opts scenes.Options, store scenes.Store) *scenes.App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = scenes.MemoryStore{}
	}
	a := scenes.NewWithStore(opts, store, []*scenes.Game{Game})
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}

func frame(a *scenes.App)                               { scenetest.Frame(a) }
func tap(t testing.TB, a *scenes.App, id string)        { t.Helper(); scenetest.Tap(t, a, id) }
func state(t testing.TB, a *scenes.App) scenetest.State { t.Helper(); return scenetest.Read(t, a) }
