package scenes

import (
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
)

// GameScene is a scene of one game, in play (a Table) or just over (its
// Results): what the shell and the test contract read of it.
type GameScene interface {
	ui.Scene
	GameID() string
	IsOver() bool
	// HintText is the baseline player's move for the person to move, in
	// its text form (tests; "" when nobody at the device is to move).
	HintText() string
	// Search is the computer's thinking for the game, if any.
	Search() SearchStatus
	// Inspected is what the card inspector shows now, if it is open.
	Inspected() (Inspection, bool)
}

// SearchStatus is the computer's thinking for a game scene.
type SearchStatus struct {
	Thinking  bool // a move or a hint is being searched
	Decisions play.DecisionTimes
	// Owner is whose decision the brain may be searching (the match):
	// the search goes on while the scene is on the stack.
	Owner any
}
