package for20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLongPressInspects: in For20 Cards a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "for20", "2p", "hand.card.")
}
