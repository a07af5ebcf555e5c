package twenty

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes"
)

// Inspect names the card of the viewer's hand at (x, y): what it counts
// towards the count, and what it costs when the hand ends in hand.
func (s *scene) Inspect(a *scenes.Context, x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	if i := scenes.TopmostAt(l.handRects[:l.handN], x, y); i >= 0 {
		c := l.handCards[i]
		return cardInspection(c, "hand.card."+c.String()), true
	}
	return scenes.Inspection{}, false
}

// cardInspection is a card and its value in Twenty.
func cardInspection(c cards.Card, id string) scenes.Inspection {
	in := scenes.Inspection{ID: id, Title: c.Rank().Name() + " of " + c.Suit().Name()}
	switch r := c.Rank(); {
	case r == cards.King:
		in.Line = "Counts 1 to 20 · 20 points left in hand"
		in.Text = "The king is wild: it takes any value from 1 to 20, chosen each time it is played (the game works it out). Several kings in one play each take their own value."
	case r >= 10:
		in.Line = "Counts 10 · 10 points left in hand"
		in.Text = "10, Jack and Queen count 10. A pair of the same rank played together may count 10 instead of 20; a 10 with a Jack is always 20."
	default:
		in.Line = "Counts " + strconv.Itoa(int(r)) + " · 5 points left in hand"
		in.Text = "Ace counts 1, 2 to 9 their face value. Cards left in hand when a hand ends are points against you: the fewest points win."
	}
	return in
}
