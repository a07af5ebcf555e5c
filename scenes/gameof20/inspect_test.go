package gameof20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLongPressInspects: in Game of 20 a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "gameof20", "2p", "pool.tile.")
}
