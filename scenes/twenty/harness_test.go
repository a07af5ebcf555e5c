package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func testApp(t testing.TB, opts shell.Options, store play.Store) *shell.App {
	return gametest.NewApp(t, opts, store, Game)
}
