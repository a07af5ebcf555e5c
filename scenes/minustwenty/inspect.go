package minustwenty

import (
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
)

// Inspect names what is at (x, y): a card of the viewer's hand, one of
// their melds with its score worked out, or a discard pile's top card.
func (s *scene) Inspect(a *scenes.Context, x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	if i := scenes.TopmostAt(l.handRects[:l.handN], x, y); i >= 0 {
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

// cardInspection is a card and what it does in a meld.
func cardInspection(c cards.Card, id string) scenes.Inspection {
	in := scenes.Inspection{ID: id, Title: c.Rank().Name() + " of " + c.Suit().Name()}
	if mt.IsFace(c) {
		in.Line = "Face card · multiplies its meld"
		in.Text = "A face card only begins a meld, before any number: one doubles the meld's score, two triple it, three quadruple it, a loss as much as a gain."
		return in
	}
	n := strconv.Itoa(int(c.Rank()))
	in.Line = "Number card · adds " + n
	in.Text = "It adds " + n + " to its meld, on top of a lower number (or of face cards). A meld scores its numbers minus 20, times one more than its face cards; 8 cards or more add 20."
	return in
}

// meldInspection is one of the viewer's melds and its score worked out.
func meldInspection(meld []cards.Card, suit cards.Suit) scenes.Inspection {
	in := scenes.Inspection{ID: "meld." + suitLetter(suit), Title: "Your " + suit.Name() + " meld"}
	if len(meld) == 0 {
		in.Line = "Not begun · scores nothing"
		in.Text = "A meld you begin costs 20 points before its cards pay anything back: begin only a suit you can carry."
		return in
	}
	names := make([]string, len(meld))
	sum, faces := 0, 0
	for i, c := range meld {
		names[i] = c.Pretty()
		if mt.IsFace(c) {
			faces++
		} else {
			sum += int(c.Rank())
		}
	}
	in.Line = strings.Join(names, " ")
	in.Text = "(" + strconv.Itoa(sum) + " - 20) × " + strconv.Itoa(faces+1)
	if len(meld) >= mt.BonusCards {
		in.Text += " + 20 for " + strconv.Itoa(len(meld)) + " cards"
	}
	in.Text += " = " + strconv.Itoa(mt.MeldScore(meld)) + " points."
	return in
}
