package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLongPressInspects: in 20 Strong a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "twentystrong", "solo", "stack.")
	gametest.CheckInspector(t, testApp, "twentystrong", "solo", "pool.die.") // a die's faces
}
