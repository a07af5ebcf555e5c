package minustwenty

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Inspect names what is at (x, y): a card of the viewer's hand, one of
// their melds with its score worked out, or a discard pile's top card.
func (s *scene) Inspect(a *ui.Context, x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	if i := ui.TopmostAt(l.handRects[:l.handN], x, y); i >= 0 {
		c := l.handCards[i]
		return cardInspection(c, "hand.card."+c.String()), true
	}
	st := s.Match.State
	for suit := range cards.Suit(cards.NumSuits) {
		if l.myMeldRect(suit).Contains(x, y) {
			return meldInspection(st.Meld(s.Viewer, suit), suit), true
		}
		if l.discardRect(suit).Contains(x, y) {
			if top, ok := st.DiscardTop(suit); ok {
				in := cardInspection(top, "discard."+suitLetter(suit))
				in.Line = "Top of the " + suit.Name() + " discard pile · " + in.Line
				return in, true
			}
		}
	}
	return scenes.Inspection{}, false
}

// cardInspection is a card and what it does in a meld, in the rules' own
// figures.
func cardInspection(c cards.Card, id string) scenes.Inspection {
	in := scenes.Inspection{ID: id, Title: c.Rank().Name() + " of " + c.Suit().Name()}
	if mt.IsFace(c) {
		in.Line = "Face card · multiplies its meld"
		in.Text = "A face card only begins a meld, before any number: one doubles the meld's score, two triple it, three quadruple it, a loss as much as a gain."
		return in
	}
	n := strconv.Itoa(int(c.Rank()))
	in.Line = "Number card · adds " + n
	in.Text = fmt.Sprintf("It adds %s to its meld, on top of a lower number (or of face cards). A meld scores its numbers minus %d, times one more than its face cards; %d cards or more add %d.",
		n, mt.MeldCost, mt.BonusCards, mt.BonusPoints)
	return in
}

// meldInspection is one of the viewer's melds and its score worked out
// (TallyMeld's figures).
func meldInspection(meld []cards.Card, suit cards.Suit) scenes.Inspection {
	in := scenes.Inspection{ID: "meld." + suitLetter(suit), Title: "Your " + suit.Name() + " meld"}
	if len(meld) == 0 {
		in.Line = "Not begun · scores nothing"
		in.Text = fmt.Sprintf("A meld you begin costs %d points before its cards pay anything back: begin only a suit you can carry.", mt.MeldCost)
		return in
	}
	names := make([]string, len(meld))
	for i, c := range meld {
		names[i] = c.Pretty()
	}
	in.Line = strings.Join(names, " ")
	t := mt.TallyMeld(meld)
	in.Text = meldFormula(meld) + " point"
	if t.Score != 1 && t.Score != -1 {
		in.Text += "s"
	}
	in.Text += "."
	if t.Bonus > 0 {
		in.Text += fmt.Sprintf(" The %d is the bonus for %d cards or more.", t.Bonus, mt.BonusCards)
	}
	return in
}
