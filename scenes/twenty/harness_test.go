package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func testApp(t testing.TB, opts scenes.Options, store play.Store) *scenes.App {
	return gametest.NewApp(t, opts, store, Game)
}
