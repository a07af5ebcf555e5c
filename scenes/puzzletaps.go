package scenes

import (
	"strings"

	"github.com/twenty-games/twenty/scenes/ui"
)

// AnswerTapper is a board that names the taps of a move itself: the
// target ids a player taps for it, in order, read from the targets on
// screen ("" for a tap whose target is not on screen yet). A board
// without it is served by moveTaps below.
type AnswerTapper interface {
	AnswerTaps(move string, targets []ui.Target) []string
}

// moveTaps are the taps of a move in its text form, for the puzzle's
// answer in the test contract (PuzzleState.Answer): the same taps the
// games' harness tests and the browser's play.mjs make, kept here while
// the games' boards do not say them themselves (AnswerTapper). A tap
// whose target is not on screen yet is "".
func moveTaps(game, move string, targets []ui.Target) []string {
	f := strings.Fields(move)
	if len(f) == 0 {
		return nil
	}
	switch game {
	case "twenty":
		if f[0] != "play" {
			return []string{"play." + f[0]}
		}
		var ids []string
		for _, c := range f[1:] {
			ids = append(ids, "hand.card."+c)
		}
		return append(ids, "play.confirm")
	case "minustwenty":
		switch f[0] {
		case "meld", "discard":
			return []string{"hand.card." + f[1], f[0] + "." + f[1][len(f[1])-1:]}
		case "draw":
			return []string{"pile.draw"}
		}
		return []string{"discard." + f[1]}
	case "gameof20":
		switch f[0] {
		case "take":
			return []string{"pool.tile." + f[1]}
		case "place":
			return []string{"hand.tile." + f[1], "board." + f[3]}
		}
		return []string{"play.pass"}
	case "twentystrong":
		return twentyStrongTaps(f)
	case "for20":
		return for20Taps(f, targets)
	}
	return nil
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
