package minustwenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Proportions of the rows layout (layoutRows), in table card widths.
const (
	// rowStep: a meld card shows this much of the one under it, the
	// index at its left edge (rank and suit, sprites' faceLayout).
	rowStep    = 0.26
	rowMinStep = 0.2  // the tightest overlap of a long meld: the rank still shows
	rowReserve = 4    // steps a meld area holds before it tightens
	rowMaxArea = 8    // steps a meld area may take from a wide screen's spare width
	rowSpace   = 0.06 // between a meld area, its score and the discard pile
	rowGap     = 0.08 // between two rows, in card heights
	rowLanePad = 0.06 // a lane reaches this far about its cards
	// rowHandMin: the hand is at least this many table card widths (it is
	// what a player taps and reads most).
	rowHandMin = 1.05
)

// rowGeom is where the rows layout puts each suit's row (layoutRows).
type rowGeom struct {
	rowY              [cards.NumSuits]float64 // the top of each suit's row
	discX             float64                 // the discard piles' left
	oppL, myL, areaW  float64                 // the meld areas: the opponent's left of the piles, the viewer's right
	oppPillX, myPillX float64                 // the middles of the meld scores beside the piles
	pillW             float64
	pileLabelY        float64 // the middle of the "Draw pile" line above the pile
}

// rowHand is the hand the right part of the rows layout holds: its card
// width and its rows (0: none fits).
type rowHand struct {
	hw   float64
	rows int
}

// layoutPhoneOnSide lays out a phone on its side: in rows (layoutRows),
// or in the columns of layoutSide where those give larger table cards or
// the rows do not fit (640x360: the hand needs two rows, which the
// height beside the rows does not hold). It returns false when neither
// fits.
func (s *scene) layoutPhoneOnSide(a *ui.Context) bool {
	l := &s.lay
	columns := s.layoutSide(a)
	columnsCW := l.cw
	if s.layoutRows(a) && (!columns || l.cw >= columnsCW) {
		l.rows = true
		return true
	}
	if columns {
		s.layoutSide(a) // again: the rows laid out smaller cards
	}
	return columns
}

// layoutRows lays out a phone on its side as Lost Cities apps do
// sideways: each suit a row across the table, the opponent's meld at the
// left of the discard pile and the viewer's at its right, each with its
// score between it and the pile, the cards overlapping sideways so that
// each shows its index. The four rows take the whole height under the
// bar, so the cards are as tall as a quarter of it (at 844x390 the
// columns of layoutSide gave 40 CSS px, two melds and the pile sharing
// the height). The opponent's name, scores, last turn and small hand go
// in a strip at the left, beside its melds, with the draw pile under
// them; the viewer's name, the message, Meld and Discard, the prompt and
// the hand at the right, beside the viewer's melds. It returns false, and
// lays out nothing the other layouts keep, when the hand does not fit
// (or, in a lesson, the lesson's box).
func (s *scene) layoutRows(a *ui.Context) bool {
	l := &s.lay
	// The gaps keep the lanes, which reach rowLanePad about the cards,
	// clear of the strip and of the hand.
	m, gap := a.U(16), a.U(16)
	top := s.ContentTop() + a.U(10)
	bottom := a.H - a.U(8)
	strip := s.rowStripWidth(a)
	x0 := m + strip + gap
	ch := (bottom - top) / (cards.NumSuits + (cards.NumSuits-1)*rowGap)
	cw := ch * 5 / 7
	var hand rowHand
	for range 60 {
		right := a.W - m - (x0 + rowsWidth(a, cw, rowReserve) + gap)
		if hand = s.rowsHand(a, cw, right, bottom-top); hand.rows > 0 || cw < 8 {
			break
		}
		cw *= 0.97
	}
	if hand.rows == 0 {
		return false
	}
	l.cardSizesScaled(cw, (hand.hw+0.5)/cw)
	l.handRows = hand.rows
	// The meld areas take what width the hand leaves over (a short, wide
	// window), up to rowMaxArea steps.
	reserve := float64(rowReserve)
	right := a.W - m - (x0 + rowsWidth(a, l.cw, reserve) + gap)
	if spare := right - s.rowsHandWidth(a, hand); spare > 0 {
		reserve = min(rowMaxArea, reserve+spare/2/(l.cw*rowStep))
	}
	l.pillW = rowPillWidth(a, l.cw)
	l.areaW = l.cw * (1 + reserve*rowStep)
	sp := l.cw * rowSpace
	l.oppL = x0
	l.oppPillX = l.oppL + l.areaW + sp + l.pillW/2
	l.discX = l.oppPillX + l.pillW/2 + sp
	l.myPillX = l.discX + l.cw + sp + l.pillW/2
	l.myL = l.myPillX + l.pillW/2 + sp
	// The rows spread over the height, a little apart.
	rowH := l.ch + min(l.ch*0.25, (bottom-top-cards.NumSuits*l.ch)/(cards.NumSuits-1))
	y0 := (top+bottom)/2 - (rowH*(cards.NumSuits-1)+l.ch)/2
	for suit := range l.rowY {
		l.rowY[suit] = y0 + float64(suit)*rowH
	}
	// What the other layouts' code reads of the table: its top and bottom.
	l.oppTop, l.myBottom = l.rowY[0], l.rowY[cards.NumSuits-1]+l.ch
	s.layoutRowStrip(a, m, strip, top, bottom)
	s.layoutRowRight(a, l.myL+l.areaW+gap, a.W-m, top, bottom)
	return true
}

// layoutRowStrip places the opponent's strip at the left, w wide: its
// name, scores and last turn, its small hand, and the draw pile at the
// foot with its count under it.
func (s *scene) layoutRowStrip(a *ui.Context, x, w, top, bottom float64) {
	l := &s.lay
	b := blockTexts(a, false)
	l.infoAl = sprites.Left
	l.oppX, l.oppY = x, top+b.name*0.6
	l.oppHandY = top + rowBlockHeight(b) + a.U(8)
	l.oppHandW = w
	l.drawX = x
	l.drawY = bottom - rowPileTextsHeight(a) - l.ch
	labelH := l.labText(0.58) * 1.3
	l.pileLabelY = l.drawY - a.U(10) - labelH/2
	// The small hand stops short of the pile's label.
	l.os = max(0.25, min(0.5, (l.pileLabelY-labelH/2-a.U(8)-l.oppHandY)/l.hh))
}

// layoutRowRight places the right part, x0 to x1: from the top, the
// viewer's name and scores, the message (and a lesson's box), Meld and
// Discard, the prompt, and the hand at the foot in one row or two.
func (s *scene) layoutRowRight(a *ui.Context, x0, x1, top, bottom float64) {
	l := &s.lay
	b := blockTexts(a, false)
	l.handL, l.handR = x0, x1
	lift := l.hh * raise
	l.handY = bottom - l.hh
	if l.handRows == 2 {
		l.handY2 = l.handY
		l.handY = l.handY2 - lift - a.U(6) - l.hh
	}
	promptH := s.rowPromptHeight(a, x1-x0)
	l.promptBox = sprites.Rect{X: x0, Y: l.handY - lift - a.U(6) - promptH, W: x1 - x0, H: promptH}
	l.promptY = l.promptBox.Y + promptH/2
	l.buttonsY = l.promptBox.Y - a.U(8) - buttonsHeight(a, x1-x0)
	if s.Open { // a replay has no buttons
		l.buttonsY = l.promptBox.Y
	}
	lineH := s.rowMyLine(a, b, x1-x0)
	l.myX, l.myY = x0, top+b.name*0.6
	msgTop := top + lineH
	l.msgBox = sprites.Rect{X: x0, Y: msgTop, W: x1 - x0, H: max(0, l.buttonsY-a.U(10)-msgTop)}
	// The tally covers the right part's foot: the hand, whose cards
	// score nothing, never the melds it sums up.
	h := min(max(s.tallyHeight(a, true), bottom-(l.handY-lift-a.U(6))), bottom-top)
	l.tally = sprites.Rect{X: x0 - a.U(8), Y: bottom - h, W: a.W - a.U(8) - (x0 - a.U(8)), H: h}
}

// rowsHand is the hand the right part, w by h, holds beside table cards cw
// wide: in one row, or in two when they make it bigger, as wide as it
// fits, up to handScale times the table cards and never under rowHandMin
// times them nor under a face whose rank reads at 12 CSS px (a replay's
// hand is read, not tapped: as wide as the table's cards).
func (s *scene) rowsHand(a *ui.Context, cw, w, h float64) rowHand {
	low := max(minRankCard*max(a.Scale, 1), cw*rowHandMin)
	if s.Open {
		low = cw
	}
	if w < s.rowRightMin(a) {
		return rowHand{}
	}
	above := s.rowsAbove(a, w)
	if s.lessonOn {
		// The lesson's box goes in the message's place, right-aligned (as
		// scenes' lessonBox tries it): the part must be as wide as it.
		margin := max(a.U(12), 6*max(a.Scale, 1))
		lw := rowLessonWidth(a, w+a.U(16)-margin)
		if lw == 0 {
			return rowHand{}
		}
		above += max(0, lessonBoxHeightAt(a, lw)-a.TextSize(20)*2.6)
	}
	best := rowHand{}
	for rows := 1; rows <= 2; rows++ {
		per := float64((mt.HandSize + rows - 1) / rows)
		// Each card shows its index at least, and in play a finger's width.
		hw := min(cw*handScale, w/(1+(per-1)*0.3))
		if !s.Open {
			hw = min(hw, w-(per-1)*a.MinTap())
		}
		// Each row with room for a selected card's rise above it.
		hw = min(hw, (h-above-float64(rows)*a.U(6))/(1.4*float64(rows)*(1+raise)))
		hw = float64(int(hw))
		if hw >= low && hw > best.hw*1.02 {
			best = rowHand{hw: hw, rows: rows}
		}
	}
	return best
}

// rowsAbove is the height the right part, w wide, gives to what is above
// the hand: the viewer's line, two lines of message, the buttons and the
// prompt, with their gaps.
func (s *scene) rowsAbove(a *ui.Context, w float64) float64 {
	h := s.rowMyLine(a, blockTexts(a, false), w) + a.TextSize(20)*2.6 + a.U(10) + s.rowPromptHeight(a, w) + a.U(6)
	if !s.Open {
		h += a.Tap(54) + a.U(8)
	}
	return h
}

// rowMyLine chooses how the viewer's name and scores are written at the
// top of the right part, w wide: the scores beside the name where they
// fit (as placeMyLine), else in two lines under it. It returns the
// height they take with the gap under them.
func (s *scene) rowMyLine(a *ui.Context, b blockSizes, w float64) float64 {
	if h := s.placeMyLine(a, b, w); s.lay.myInline {
		return h
	}
	return b.name*0.6 + 2*b.score*1.2 + b.name*0.6 + a.U(8)
}

// rowPromptHeight is the height of the prompt w wide: the longest a
// player reads wrapped, or in a replay (whose prompt says whose turn it
// is) two lines.
func (s *scene) rowPromptHeight(a *ui.Context, w float64) float64 {
	if s.Open {
		return sidePromptH(a)
	}
	return s.promptHeight(a, w)
}

// rowRightMin is the narrowest right part: Meld and Discard side by side,
// a finger's width each, and the viewer's scores in two lines.
func (s *scene) rowRightMin(a *ui.Context) float64 {
	w, _ := a.Text.Measure("Round −188", sprites.Style{Size: a.TextSize(20)})
	if !s.Open {
		w = max(w, 2*max(a.MinTap(), a.U(120))+a.U(12))
	}
	return w
}

// rowsHandWidth is the width a full hand takes in its row without
// overlapping, or as it overlaps when that is less than the part.
func (s *scene) rowsHandWidth(a *ui.Context, hand rowHand) float64 {
	per := float64((mt.HandSize + hand.rows - 1) / hand.rows)
	return max((per-1)*hand.hw*1.04+(cards.NumSuits-1)*hand.hw*0.22+hand.hw, 2*a.U(170)+a.U(12))
}

// rowsWidth is the width of the rows for table cards cw wide whose meld
// areas hold reserve steps: two meld areas, two scores and the pile.
func rowsWidth(a *ui.Context, cw, reserve float64) float64 {
	return 2*cw*(1+reserve*rowStep) + cw + 2*rowPillWidth(a, cw) + 4*cw*rowSpace
}

// rowPillWidth is the width of a meld's score beside the pile: a long
// score at the pill's text size (pillText), with room about it.
func rowPillWidth(a *ui.Context, cw float64) float64 {
	lab := max(cw*7/5*labelRow, a.TextSize(0)*1.3)
	wide, _ := a.Text.Measure("−188", sprites.Style{Size: max(a.TextSize(0), lab*0.66), Bold: true})
	return max(cw*0.7, wide+cw*0.16)
}

// rowBlockHeight is the height of the opponent's block in the strip: its
// name, two lines of scores and two of last turn.
func rowBlockHeight(b blockSizes) float64 {
	return b.name*1.2 + 2*b.score*1.2 + 2*b.last*1.25
}

// rowPileTextsHeight is the height of the draw pile's count and turns
// under it.
func rowPileTextsHeight(a *ui.Context) float64 {
	return a.U(10) + a.TextSize(22)*1.2 + 2*a.TextSize(16)*1.25
}

// rowStripWidth is the width of the opponent's strip: as wide as the
// longest of its lines, the draw pile's too.
func (s *scene) rowStripWidth(a *ui.Context) float64 {
	w := 0.0
	measure := func(text string, size float64, bold bool) {
		tw, _ := a.Text.Measure(text, sprites.Style{Size: size, Bold: bold})
		w = max(w, tw)
	}
	for p := range mt.NumPlayers {
		measure(s.SeatName(p), a.TextSize(24), true)
	}
	measure("Round −188", a.TextSize(20), false)
	measure("Total −388", a.TextSize(20), false)
	for _, line := range [...]string{"Last: discarded 10♦,", "drew from the pile", "thinking..."} {
		measure(line, a.TextSize(18), false)
	}
	measure("33 cards left", a.TextSize(22), true)
	for _, line := range [...]string{"17 turns left", "ends the round", "for Player 2"} {
		measure(line, a.TextSize(16), false)
	}
	return w
}

// rowLessonWidth is the width of the lesson's box that fits room, the
// right part's width up to the screen's right margin: a third of the
// screen (shorter), or a quarter, as scenes' lessonBox tries them at the
// right edge; 0 when neither fits.
func rowLessonWidth(a *ui.Context, room float64) float64 {
	margin := max(a.U(12), 6*max(a.Scale, 1))
	third, quarter := (a.W-4*margin)/3, (a.W-5*margin)/4
	switch {
	case third <= room:
		return third
	case quarter <= room && quarter >= 200*max(a.Scale, 1):
		return quarter
	}
	return 0
}

// rowMeldStep is the overlap of a meld of n cards in its row: a long meld
// tightens to stay in its area.
func (l *layout) rowMeldStep(n int) float64 {
	if n <= 1 {
		return l.cw * rowStep
	}
	return max(l.cw*rowMinStep, min(l.cw*rowStep, (l.areaW-l.cw)/float64(n-1)))
}

// rowCard is where card i of a meld of n goes: the viewer's from the left
// of its area, the opponent's ending at the right of its area, by the
// pile; both rising left to right, each card on the one before it.
func (l *layout) rowCard(mine bool, suit cards.Suit, i, n int) (x, y float64) {
	step := l.rowMeldStep(n)
	if mine {
		return l.myL + float64(i)*step, l.rowY[suit]
	}
	return l.oppL + l.areaW - l.cw - float64(n-1-i)*step, l.rowY[suit]
}

// rowMeldRect is the rectangle a meld of n cards covers (its first card's
// place when it has none).
func (l *layout) rowMeldRect(mine bool, suit cards.Suit, n int) sprites.Rect {
	x, y := l.rowCard(mine, suit, 0, max(n, 1))
	return sprites.Rect{X: x, Y: y, W: l.cw + float64(max(n-1, 0))*l.rowMeldStep(n), H: l.ch}
}

// rowsKeepClear are the parts of the rows layout a lesson's box leaves
// in view besides those of every layout: the draw pile with its label
// and count, the opponent's block down to its small hand, and the
// viewer's name and scores (the steps' figures are theirs). The box then
// finds the room above Meld and Discard, which the layout leaves it,
// rather than over the strip at the left.
func (s *scene) rowsKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	b := blockTexts(a, false)
	labelH := l.labText(0.58) * 1.3
	y := l.pileLabelY - labelH/2
	top := l.oppY - b.name*0.6
	mine := s.rowMyLine(a, b, l.handR-l.handL) - a.U(8)
	return append(dst,
		ui.Target{ID: "the draw pile", X: l.drawX, Y: y, W: l.oppHandW, H: l.drawY + l.ch + rowPileTextsHeight(a) - y},
		ui.Target{ID: "the opponent's block", X: l.oppX, Y: top, W: l.oppHandW, H: l.oppHandY + l.hh*l.os - top},
		ui.Target{ID: "your name and scores", X: l.myX, Y: top, W: l.handR - l.handL, H: mine})
}
