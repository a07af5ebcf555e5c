package minustwenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// targets computes where every card should be and lays out the hand.
func (s *scene) targets(a *ui.Context) {
	l := &s.lay
	dur := s.cardSprites.Begin(a.Settings.Speed.Scale(16), a.Settings.ReducedMotion, s.Viewer)
	v := &s.view
	drawI := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		z := v.zone[c]
		if z.kind == zoneDrawPile {
			off := float64(min(drawI, 10)) * a.U(0.6)
			s.place(c, l.drawX-off, l.drawY-off, l.ts, dur)
			drawI++
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		pile := &v.discards[suit]
		r := l.discardRect(suit)
		for i, c := range pile.slice() {
			off := float64(min(i, 6)) * a.U(0.8)
			s.place(c, r.X-off, r.Y-off, l.ts, dur)
		}
		for p := range mt.NumPlayers {
			s.placeMeld(p, suit, dur)
		}
	}
	s.placeHand(a, dur)
	s.placeOpponentHand(a, dur)
	// A card turns over when the face it shows changes: drawn into the
	// viewer's hand, the opponent's card played from its hidden hand, the
	// hands shown at the end of a round, the table gathered face down for
	// a new deal. A card taken from a discard pile stays face up:
	// everybody saw it taken.
	s.cardSprites.End(dur, s.faceUp)
}

func (s *scene) place(c cards.Card, x, y, scale float64, dur int) {
	s.cardSprites.Motions[c].ToScaled(x, y, scale, dur)
}

// placeMeld stacks a meld outward from the discard row: the viewer's down
// toward them, the opponent's up toward the opponent.
func (s *scene) placeMeld(p int, suit cards.Suit, dur int) {
	l := &s.lay
	meld := s.view.melds[p][suit].slice()
	if l.rows {
		for i, c := range meld {
			x, y := l.rowCard(p == s.Viewer, suit, i, len(meld))
			s.place(c, x, y, l.ts, dur)
		}
		return
	}
	if p == s.Viewer {
		step := l.meldStep(len(meld), l.myBottom-l.myBase)
		for i, c := range meld {
			s.place(c, l.colX[suit], l.myBase+float64(i)*step, l.ts, dur)
		}
		return
	}
	step := l.meldStep(len(meld), l.oppBase+l.ch-l.oppTop)
	for i, c := range meld {
		s.place(c, l.colX[suit], l.oppBase-float64(i)*step, l.ts, dur)
	}
}

// handKey sorts a hand by suit in column order, and in a suit the face
// cards first (they can only start a meld), then the numbers rising.
func handKey(c cards.Card) int {
	r := int(c.Rank())
	if mt.IsFace(c) {
		r -= int(cards.Jack)
	} else {
		r += 3
	}
	return int(c.Suit())*16 + r
}

// placeHand spreads the viewer's hand, sorted, with a gap between suits:
// in one row, or in the side layout's two rows (the first the longer).
func (s *scene) placeHand(a *ui.Context, dur int) {
	l := &s.lay
	hand := s.view.hands[s.Viewer]
	n := 0
	for h := hand; h != 0; h &= h - 1 {
		l.handCards[n], _ = h.Lowest()
		n++
	}
	// Insertion sort: at most a dozen cards, and no allocation.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && handKey(l.handCards[j]) < handKey(l.handCards[j-1]); j-- {
			l.handCards[j], l.handCards[j-1] = l.handCards[j-1], l.handCards[j]
		}
	}
	l.handN = n
	if l.side && l.handRows == 2 && n > 1 {
		first := (n + 1) / 2
		s.placeHandRow(a, 0, first, l.handY, dur)
		s.placeHandRow(a, first, n, l.handY2, dur)
		return
	}
	s.placeHandRow(a, 0, n, l.handY, dur)
}

// placeHandRow spreads the hand's cards from..to-1 in a row whose top is
// y (a selected card rises above it), and sets their tap areas.
func (s *scene) placeHandRow(a *ui.Context, from, to int, y float64, dur int) {
	l := &s.lay
	n := to - from
	if n <= 0 {
		return
	}
	row := l.handCards[from:to]
	groups := 0
	for i := 1; i < n; i++ {
		if row[i].Suit() != row[i-1].Suit() {
			groups++
		}
	}
	step, gap := l.hw*1.04, l.hw*0.22
	maxW := a.W - a.U(48)
	if !l.portrait { // side and bottom: between handL and handR
		maxW = l.handR - l.handL
	}
	if w := float64(n-1)*step + float64(groups)*gap + l.hw; w > maxW {
		k := (maxW - l.hw) / (float64(n-1)*step + float64(groups)*gap)
		step, gap = step*k, gap*k
	}
	if step < l.tap && float64(n-1)*l.tap+l.hw <= maxW {
		// A finger's width of each card, the suit gaps given up for it.
		step, gap = l.tap, max(0, min(gap, (maxW-l.hw-float64(n-1)*l.tap)/float64(max(groups, 1))))
	}
	total := float64(n-1)*step + float64(groups)*gap + l.hw
	x := a.W/2 - total/2
	if !l.portrait {
		x = max(l.handL, (l.handL+l.handR)/2-total/2)
	}
	lift := l.hh * raise
	for i, c := range row {
		if i > 0 && c.Suit() != row[i-1].Suit() {
			x += gap
		}
		cy := y
		if s.hasSel && s.selected == c {
			cy -= lift
		}
		s.place(c, x, cy, 1, dur)
		// The last card: a finger's width, beside it if need be, but not
		// past the screen's edge.
		w := max(l.hw, min(l.tap, a.W-x))
		if i < n-1 {
			w = step
			if row[i+1].Suit() != c.Suit() {
				w += gap
			}
		}
		l.handRects[from+i] = sprites.Rect{X: x, Y: y - lift, W: w, H: l.hh + lift}
		x += step
	}
}

// placeOpponentHand shows the other hand small, in the opponent's block:
// the cards everybody saw taken face up first, then backs in the order
// they came (so their places reveal nothing).
func (s *scene) placeOpponentHand(a *ui.Context, dur int) {
	l := &s.lay
	opp := 1 - s.Viewer
	hand := s.view.hands[opp]
	w := l.hw * l.os
	step := w * 0.62
	if s.view.reveal {
		step = w * 1.02
	}
	room := l.oppHandW
	if l.portrait {
		// Short of the draw pile's labels at its right (see drawDrawPile).
		cw, _ := a.Text.Measure(s.labels.drawCount, sprites.Style{Size: a.TextSize(22), Bold: true})
		tw, _ := a.Text.Measure(s.labels.turnsLeft, sprites.Style{Size: a.TextSize(17)})
		room = l.drawX - a.U(16) - max(cw, tw) - a.U(10) - l.oppX
	}
	if n := hand.Len(); n > 1 {
		step = min(step, (room-w)/float64(n-1)) // in the strip
	}
	i := 0
	for h := s.shownFaceUp(opp); h != 0; h &= h - 1 {
		c, _ := h.Lowest()
		s.place(c, l.oppX+float64(i)*step, l.oppHandY, l.os, dur)
		i++
	}
	hidden := hand &^ s.shownFaceUp(opp)
	for hidden != 0 {
		// The earliest arrival first.
		first, best := cards.Card(0), -1
		for h := hidden; h != 0; h &= h - 1 {
			c, _ := h.Lowest()
			if best < 0 || s.view.arrival[c] < best {
				first, best = c, s.view.arrival[c]
			}
		}
		hidden = hidden.Without(first)
		s.place(first, l.oppX+float64(i)*step, l.oppHandY, l.os, dur)
		i++
	}
}
