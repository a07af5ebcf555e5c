package twentystrong

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
	return twentyStrongTaps(f)
}

// twentyStrongTaps: a die in the pool or exhausted is tapped by its
// colour, a rolled one by its name, then the card; an item, then Use or
// Discard (and the applied die a plus-one goes on); the rest are buttons.
func twentyStrongTaps(f []string) []string {
	colour := func(die string) string { return strings.TrimRight(die, "0123456789") }
	switch f[0] {
	case "activate", "scout":
		return []string{map[string]string{"activate": "stack.", "scout": "scout."}[f[0]] + f[1]}
	case "commit", "exhaust":
		return []string{"pool.die." + colour(f[1])}
	case "banish", "recover":
		return []string{f[0] + "." + colour(f[1])}
	case "apply":
		return []string{"active.die." + f[1], "card." + strings.ToUpper(f[2])}
	case "use", "discard":
		ids := []string{"item." + strings.ToUpper(f[1]), f[0]}
		if len(f) == 3 {
			ids = append(ids, "applied.die."+f[2])
		}
		return ids
	case "take", "decline", "after":
		return []string{f[0] + "." + strings.ToUpper(f[1])}
	}
	return []string{f[0]} // endgame, roll, reroll, next, resolve, suffer, done
}
