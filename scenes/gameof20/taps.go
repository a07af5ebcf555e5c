package gameof20

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
	case "take":
		return []string{"pool.tile." + f[1]}
	case "place":
		return []string{"hand.tile." + f[1], "board." + f[3]}
	}
	return []string{"play.pass"}
}
