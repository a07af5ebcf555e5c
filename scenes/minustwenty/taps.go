package minustwenty

import (
	"strings"

	"github.com/twenty-games/twenty/scenes/ui"
)

// AnswerTaps are the target ids a player taps for move, in order, read
// from the targets on screen ("" for a tap whose target is not shown
// yet): the puzzle's answer in the test contract, the same taps the
// harness tests and the browser's play.mjs make.
func (s *scene) AnswerTaps(move string, targets []ui.Target) []string {
	f := strings.Fields(move)
	if len(f) == 0 {
		return nil
	}
	switch f[0] {
	case "meld", "discard":
		return []string{"hand.card." + f[1], f[0] + "." + f[1][len(f[1])-1:]}
	case "draw":
		return []string{"pile.draw"}
	}
	return []string{"discard." + f[1]}
}
