package minustwenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Proportions of the wide layout (layoutWide).
const (
	wideHandScale = 1.25 // its hand cards, in table card widths
	wideMaxHand   = 1.45 // and at most, when the columns narrow the table cards
	wideReserve   = 4    // meld steps its meld areas hold before they tighten
	wideRowGap    = 0.12 // between a meld area and the discard row, in card heights
	lanePad       = 0.14 // a lane reaches this far about its cards, in card widths
	tagGap        = 0.2  // from a discard pile to its tags, in card widths
	minColumnGap  = 0.45 // between two columns' tags, in card widths: their lanes a little apart
	// handRowWidth is the width of a full hand in one row, in hand card
	// widths: the steps, the gaps between the suits and the last card
	// (see placeHandRow).
	handRowWidth = float64(mt.HandSize-1)*1.04 + (cards.NumSuits-1)*0.22 + 1
)

// layoutWide is the table of a landscape screen, as Board Game Arena's
// Lost Cities lays it out: the columns spread across the width left of a
// column of panels, the opponent's melds above, the discard piles in a
// row between (each with its suit and both meld scores beside it, not in
// rows of their own: the height goes to the cards), the viewer's melds
// below and the hand in one row along the bottom. The panel column at the
// right holds, from the top: the opponent's name, scores, last turn and
// small hand; the draw pile with its count, level with the discard row;
// the viewer's name and scores; the message; the prompt and Meld and
// Discard at the level of the hand they act on.
func (s *scene) layoutWide(a *ui.Context) {
	l := &s.lay
	l.panels = true
	m, gap := a.U(16), a.U(16)
	top := s.ContentTop() + a.U(10)
	bottom := a.H - a.U(8)
	rightW := s.panelWidth(a)
	rx := a.W - m - rightW
	tableW := rx - gap - m
	// The tags beside the piles take width; on a screen nearer square
	// (4:3) the width limits the cards then, and the labels go in rows
	// above and below the piles, as upright, when that makes the cards
	// larger (1024x768: 61 px wide beside, 70 in rows).
	cw, hs := s.wideCardWidth(a, top, bottom, tableW)
	rowsCW, rowsHS := rowsCardWidth(a, top, bottom, tableW)
	l.tags = rowsCW < cw*1.05
	if !l.tags {
		cw, hs = rowsCW, rowsHS
	}
	l.cardSizesScaled(cw, hs)
	lift := l.hh * raise
	l.handY = bottom - l.hh
	l.handL, l.handR = m, m+tableW
	pad := l.cw * lanePad
	tableTop, tableBottom := top+pad, l.handY-lift-a.U(12)-pad
	if !l.tags {
		// The columns spread over the table's width in lanes as wide as
		// a column's share of it, less a gap.
		l.columns(m+pad, tableTop, tableBottom, false)
		share := tableW / cards.NumSuits
		l.laneW = share - l.cw*minColumnGap
		for suit := range l.colX {
			l.colX[suit] = m + (float64(suit)+0.5)*share - l.cw/2
		}
		l.drawX, l.drawY = rx, l.midY
		s.layoutPanels(a, rx, rightW, top, bottom)
		h := max(s.tallyHeight(a, false), bottom-(l.handY-lift-a.U(6)))
		l.tally = sprites.Rect{X: a.U(8), Y: bottom - h, W: a.W - a.U(16), H: h}
		return
	}
	l.tagW = s.tagWidth(a, cw)
	// The columns spread over the table's width, the last one's tags at
	// its right edge.
	colW := l.cw*(1+tagGap) + l.tagW
	step := colW + max(l.cw*minColumnGap, (tableW-pad-cards.NumSuits*colW)/(cards.NumSuits-1))
	for suit := range l.colX {
		l.colX[suit] = m + pad + float64(suit)*step
	}
	// The rows: what the height left by the hand holds, the meld areas
	// taking any room the width left over.
	area := max(l.ch*(1+wideReserve*meldStep), (tableBottom-tableTop-l.ch*(1+2*wideRowGap))/2)
	l.oppTop = tableTop
	l.oppBase = tableTop + area - l.ch
	l.midY = tableTop + area + l.ch*wideRowGap
	l.myBase = l.midY + l.ch*(1+wideRowGap)
	l.myBottom = l.myBase + area
	l.drawX, l.drawY = rx, l.midY
	s.layoutPanels(a, rx, rightW, top, bottom)
	// The tally covers the bottom: the hand, whose cards score nothing,
	// and the panels' foot, never the melds it sums up.
	h := max(s.tallyHeight(a, false), bottom-(l.handY-lift-a.U(6)))
	l.tally = sprites.Rect{X: a.U(8), Y: bottom - h, W: a.W - a.U(16), H: h}
}

// wideCardWidth is the table card width of the wide layout and the hand's
// scale: as tall as the height allows, the hand up to wideHandScale times
// as wide while a full hand fits the table's width in one row (never
// narrower than the table cards), and narrower while the columns with
// their tags do not fit that width.
func (s *scene) wideCardWidth(a *ui.Context, top, bottom, tableW float64) (cw, hs float64) {
	fixed := 2*(1+wideReserve*meldStep) + 1 + 2*wideRowGap + 2*lanePad*5/7
	hs = wideHandScale
	for range 3 { // a smaller hand leaves more height to the table
		ch := (bottom - top - a.U(12)) / (fixed + hs*(1+raise))
		cw = min(ch*5/7, tableW/handRowWidth)
		hs = max(1, min(wideHandScale, tableW/handRowWidth/cw))
	}
	for range 60 {
		need := cards.NumSuits*(cw*(1+tagGap)+s.tagWidth(a, cw)) + (cards.NumSuits-1)*cw*minColumnGap + cw*lanePad
		if need <= tableW || cw < 8 {
			break
		}
		cw *= 0.97
	}
	// Table cards narrowed for the columns leave height to the hand: as
	// much of it as the table's width holds, up to wideMaxHand.
	ch := cw * 7 / 5
	hs = max(hs, min(wideMaxHand, tableW/handRowWidth/cw, ((bottom-top-a.U(12))/ch-fixed)/(1+raise)))
	return cw, hs
}

// rowsCardWidth is the table card width, and the hand's scale, of the
// wide layout with the piles' labels in rows above and below them: as
// tall as the height allows, and the four columns in the table's width
// with half a card between them.
func rowsCardWidth(a *ui.Context, top, bottom, tableW float64) (cw, hs float64) {
	fixed := 2*(1+wideReserve*meldStep) + 1 + 3*labelRow + 2*lanePad*5/7
	hs = wideHandScale
	for range 3 { // a smaller hand leaves more height to the table
		ch := (bottom - top - a.U(12)) / (fixed + hs*(1+raise))
		cw = min(ch*5/7, tableW/(cards.NumSuits+(cards.NumSuits-1)*0.5))
		hs = max(1, min(wideHandScale, tableW/handRowWidth/cw))
	}
	return cw, hs
}

// tagWidth is the width of a discard pile's tags (the suit's placard and
// the meld scores) for table cards cw wide: the longest suit name at the
// placard's size, with room about it.
func (s *scene) tagWidth(a *ui.Context, cw float64) float64 {
	lab := max(cw*7/5*labelRow, a.TextSize(0)*1.3)
	st := sprites.Style{Size: max(lab*0.58, a.TextSize(0)), Bold: true}
	widest := 0.0
	for suit := range cards.Suit(cards.NumSuits) {
		w, _ := a.Text.Measure(suit.Symbol()+" "+suitTitle(suit), st)
		widest = max(widest, w)
	}
	return max(widest+cw*0.2, cw*0.9)
}

// panelWidth is the width of the wide layout's panel column: Meld and
// Discard side by side, the longest line of a player's block. In a
// lesson, as wide as the lesson's box of a third of the screen at the
// right edge (scenes' lessonBox), which then finds its place in the
// panels between your block and the prompt, covering none of the table.
func (s *scene) panelWidth(a *ui.Context) float64 {
	w := max(2*a.U(150)+a.U(12), s.nameStripWidth(a), a.U(230))
	if s.lessonOn {
		margin := max(a.U(12), 6*max(a.Scale, 1))
		w = max(w, (a.W-4*margin)/3+margin-a.U(16))
	}
	return w
}

// promptHeight is the height of the wide layout's prompt, w wide: the
// longest prompt wrapped (a hot-seat name before it), with room about it.
func (s *scene) promptHeight(a *ui.Context, w float64) float64 {
	who := ""
	for p := range mt.NumPlayers {
		if n := s.SeatName(p) + ": "; len(n) > len(who) {
			who = n
		}
	}
	st := sprites.Style{Size: a.TextSize(22), Bold: true}
	text := who + "Play a card: select one in your hand, then click your meld or its discard pile."
	return max(a.TextSize(22)*1.6, a.Text.MeasureWrapped(text, w, st)+a.TextSize(22)*0.5)
}

// layoutPanels places the wide layout's panel column, rx to rx+w, from
// top to bottom (see layoutWide).
func (s *scene) layoutPanels(a *ui.Context, rx, w, top, bottom float64) {
	l := &s.lay
	b := blockTexts(a, false)
	l.infoAl = sprites.Left
	l.oppX, l.oppY = rx, top+a.U(6)+b.name/2
	l.oppHandY = l.oppY + b.height + a.U(8)
	l.oppHandW = w
	// The small hand stops short of the pile (its cards stack up and left
	// a little, and its outline reaches a.U(8) about it).
	l.os = max(0.25, min(0.5, (l.drawY-a.U(20)-l.oppHandY)/l.hh))
	l.myX, l.myY = rx, l.drawY+l.ch+a.U(18)+b.name/2
	// Meld and Discard at the foot: one above the other in a narrow
	// right part (at 1577x664 two in a row did not fit, and Discard
	// stood under the bottom edge).
	l.buttonsY = bottom - buttonsHeight(a, w)
	promptH := s.promptHeight(a, w)
	l.promptBox = sprites.Rect{X: rx, Y: l.buttonsY - a.U(10) - promptH, W: w, H: promptH}
	l.promptY = l.promptBox.Y + promptH/2
	// The message just above the prompt, five lines at most: near the
	// hand and buttons it is about, and leaving a lesson's box room
	// above it.
	msgTop := l.myY + b.scoreDY + b.score/2 + a.U(12)
	msgH := max(0, min(a.TextSize(20)*5.5, l.promptBox.Y-a.U(10)-msgTop))
	l.msgBox = sprites.Rect{X: rx, Y: l.promptBox.Y - a.U(10) - msgH, W: w, H: msgH}
}

// tagY is the middle of a discard pile's tag row: -1 the opponent's meld
// score, 0 the suit, 1 the viewer's meld score.
func (l *layout) tagY(row int) float64 { return l.midY + l.ch/2 + float64(row)*l.lab*1.1 }

// tagX is the left of suit's tags.
func (l *layout) tagX(suit cards.Suit) float64 { return l.colX[suit] + l.cw*(1+tagGap) }
