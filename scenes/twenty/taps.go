package twenty

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
	if f[0] != "play" {
		return []string{"play." + f[0]}
	}
	var ids []string
	for _, c := range f[1:] {
		ids = append(ids, "hand.card."+c)
	}
	return append(ids, "play.confirm")
}
