package twenty

import (
	"fmt"
	"strconv"

	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Inspect names the card of the viewer's hand at (x, y): what it counts
// towards the count, and what it costs when the hand ends in hand.
func (s *scene) Inspect(a *ui.Context, x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	if i := ui.TopmostAt(l.handRects[:l.handN], x, y); i >= 0 {
		c := l.handCards[i]
		return cardInspection(c, "hand.card."+c.String()), true
	}
	return scenes.Inspection{}, false
}

// cardInspection is a card and its value in Twenty, in the rules' own
// figures (what it counts, what it costs left in hand).
func cardInspection(c cards.Card, id string) scenes.Inspection {
	in := scenes.Inspection{ID: id, Title: c.Rank().Name() + " of " + c.Suit().Name()}
	lo, hi := tw.Range(cards.Of(c))
	costs := " · " + strconv.Itoa(tw.Penalty(c)) + " points if left in hand"
	switch r := c.Rank(); {
	case r == cards.King:
		in.Line = "Counts " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + costs
		in.Text = fmt.Sprintf("The King is wild: it takes any value from %d to %d, chosen each time it is played (the game works it out). Several kings in one play each take their own value.", tw.KingMin, tw.KingMax)
	case r >= 10:
		in.Line = "Counts " + strconv.Itoa(lo) + costs
		in.Text = fmt.Sprintf("10, Jack and Queen count %d. A pair of the same rank played together may count %d instead of %d; a 10 with a Jack is always %d.",
			tw.CourtValue, tw.PairValue, tw.PairSize*tw.CourtValue, 2*tw.CourtValue)
	default:
		in.Line = "Counts " + strconv.Itoa(lo) + costs
		in.Text = "Ace counts 1, 2 to 9 their face value. Cards left in hand when a hand ends are penalty points against you: the player with the fewest points wins."
	}
	return in
}
