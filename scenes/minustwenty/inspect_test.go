package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLongPressInspects: in Minus Twenty a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "minustwenty", "2p", "hand.card.")
}
