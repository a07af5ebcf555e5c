package for20

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
	return for20Taps(f, targets)
}

// for20Taps: the played card, the target player's name, every other card
// (in a hand, a reserve, an area, on the table, in a dump, or on top of a
// smoked stack), then the button; where the table shows the opponents as
// rows, the tap on an opponent's row comes before the tap on its parts.
func for20Taps(f []string, targets []ui.Target) []string {
	verb := f[0]
	target := ""
	var cards []string
	for _, x := range f[1:] {
		if p, ok := strings.CutPrefix(x, "@"); ok {
			target = p
		} else {
			cards = append(cards, x)
		}
	}
	has := func(id string) bool {
		for _, tg := range targets {
			if tg.ID == id {
				return true
			}
		}
		return false
	}
	cardID := func(c string) string {
		for _, tg := range targets {
			id := tg.ID
			if id == "hand.card."+c || id == "table."+c || id == "dump."+c ||
				(strings.HasPrefix(id, "reserve.") || strings.HasPrefix(id, "area.")) && strings.HasSuffix(id, "."+c) {
				return id
			}
		}
		if target != "" {
			return "stack." + target // the top of that player's smoked stack
		}
		return "" // a dump's card: shown once its action is selected
	}
	var ids []string
	switch verb {
	case "rotate", "recycle", "place", "play":
		ids = append(ids, cardID(cards[0]))
		cards = cards[1:]
	}
	if target != "" && (verb == "play" || verb == "target") {
		ids = append(ids, "target."+target)
	}
	answer := ""
	if verb == "answer" {
		answer, cards = cards[0], cards[1:]
	}
	for _, c := range cards {
		ids = append(ids, cardID(c))
	}
	switch verb {
	case "answer":
		button := "answer." + answer
		if !has(button) { // another copy of the card answers
			for _, tg := range targets {
				if strings.HasPrefix(tg.ID, "answer.") {
					button = tg.ID
					break
				}
			}
		}
		ids = append(ids, button)
	case "target":
		ids = append(ids, "choose")
	default:
		ids = append(ids, verb)
	}
	var out []string
	for _, id := range ids {
		parts := strings.Split(id, ".")
		switch parts[0] {
		case "target", "stack", "reserve", "area":
			if has("row." + parts[1]) {
				out = append(out, "row."+parts[1])
			}
		}
		out = append(out, id)
	}
	return out
}
