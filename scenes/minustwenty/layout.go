package minustwenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Proportions of the table, in card heights (table cards).
const (
	meldStep    = 0.2  // a meld card shows this much of the one under it: its rank
	minStep     = 0.11 // the tightest overlap of a long meld
	meldReserve = 4.5  // steps a meld area holds before it tightens
	labelRow    = 0.24 // a score or suit label row
	handScale   = 1.18 // hand cards are this much bigger than table cards
	// portraitHandScale: upright, where the height limits every card, the
	// hand is a little bigger than the table's cards, its ranks as large.
	portraitHandScale = 1.05
	pitch             = 1.5  // column spacing, in table card widths
	raise             = 0.18 // a selected hand card rises this much of its height
	// minRankCard is the narrowest hand card, in CSS pixels, whose rank
	// reads at 12 CSS px (sprites: its cap height is 0.19 of the width,
	// about 0.7 of the text size).
	minRankCard = 46
)

// layout is where things go for the current screen size.
type layout struct {
	portrait bool
	// side: the table takes the whole height, between a narrow strip of
	// names at the left and, at the right, the hand with its buttons and
	// lines (a phone on its side). Other landscape screens put the hand
	// in one row along the bottom (layoutWide).
	side     bool
	handRows int     // side: the hand in one row, or two when one is crowded
	tap      float64 // the smallest side of a tap target
	screenW  float64 // the screen's size: a tap grown to a finger stays on it
	screenH  float64
	cw, ch   float64 // table card (melds, discards, draw pile)
	hw, hh   float64 // hand card: the atlas size
	ts, os   float64 // scales of table cards and of the opponent's hand
	lab      float64 // label row height
	colX     [cards.NumSuits]float64
	drawX    float64
	drawY    float64
	midY     float64 // top of the discard row
	oppBase  float64 // top of the opponent's first meld card
	oppTop   float64 // the highest an opponent's meld card may go
	myBase   float64 // top of the viewer's first meld card
	myBottom float64 // the lowest a viewer's meld card may reach (its bottom)
	handY    float64 // the top of the hand's (first) row
	handY2   float64 // side, two rows: the top of the second row
	promptY  float64
	buttonsY float64 // portrait: the row of Meld and Discard (or Draw)
	oppX     float64 // the opponent's block: name, scores, hand
	oppY     float64
	myX      float64
	myY      float64
	// myInline: portrait, the viewer's scores beside its name, myScoreDX
	// from the name's left, not under it.
	myInline  bool
	myScoreDX float64
	oppHandY  float64
	oppHandW  float64 // landscape: the width the opponent's hand may take
	infoAl    sprites.Align
	tally     sprites.Rect
	// The hand spreads between handL and handR; side: the prompt's box
	// above it, in the right-hand part.
	handL, handR float64
	promptBox    sprites.Rect
	// The message (hints, refusals): near the buttons and the hand it is
	// about, never in a corner of its own.
	msgBox sprites.Rect

	// minText is the smallest text the table draws (12 CSS pixels and
	// more); bonusTag is the 8-card bonus's tag, as long as it fits.
	minText  float64
	bonusTag string
	// suitShort: the placards show the suit's symbol alone, the name not
	// fitting at a readable size; plateW is their width.
	suitShort bool
	plateW    float64
	// tags: each discard pile has its suit and both meld scores beside it,
	// tagW wide (the wide layout), not in rows above and below it.
	tags bool
	tagW float64
	// panels: the wide layout's column of panels at the right, the draw
	// pile's labels beside it. laneW, when set, is a lane's width about
	// its column's middle (the wide layout's rows of labels).
	panels bool
	laneW  float64

	handRects [cards.NumCards]sprites.Rect
	handCards [cards.NumCards]cards.Card
	handN     int

	// rows: a phone on its side with each suit a row across the table
	// (layoutRows); side is set too, the right part being the side
	// layout's.
	rows bool
	rowGeom

	continueR sprites.Rect // where layoutButtons put Continue
}

func (l *layout) step() float64 { return l.ch * meldStep }

// labText is a label's text size: k of its row's height, never under the
// smallest readable size.
func (l *layout) labText(k float64) float64 { return max(l.lab*k, l.minText) }

// pillText is a meld score's text size: 0.66 of its row, but clear of the
// discard pile's tap beside it, which reaches past a card smaller than a
// finger (see grow), never under the smallest readable size.
func (l *layout) pillText() float64 {
	return max(l.minText, min(l.labText(0.66), (l.lab-max(0, l.tap-l.ch))/1.3))
}

// blockSizes are the sizes and offsets of a player's block: name, scores
// and (the opponent's) last turn.
type blockSizes struct {
	name, score, last float64
	scoreDY, lastDY   float64 // below the name's middle; portrait: the last turn's middle, else its top
	height            float64 // the opponent's, to its last turn's foot (two lines but in portrait)
}

func blockTexts(a *ui.Context, portrait bool) blockSizes {
	b := blockSizes{name: a.TextSize(24), score: a.TextSize(20), last: a.TextSize(18)}
	b.scoreDY = b.name * 28 / 24
	if portrait {
		b.lastDY = b.scoreDY + b.score*1.3
		b.height = b.lastDY + b.last*0.7
	} else {
		b.lastDY = b.scoreDY + b.score*0.8
		b.height = b.lastDY + b.last*2.6
	}
	return b
}

func (l *layout) discardRect(s cards.Suit) sprites.Rect {
	if l.rows {
		return sprites.Rect{X: l.discX, Y: l.rowY[s], W: l.cw, H: l.ch}
	}
	return sprites.Rect{X: l.colX[s], Y: l.midY, W: l.cw, H: l.ch}
}

func (l *layout) drawRect() sprites.Rect {
	return sprites.Rect{X: l.drawX, Y: l.drawY, W: l.cw, H: l.ch}
}

// myMeldRect is the viewer's meld area of suit s: a click there melds.
func (l *layout) myMeldRect(s cards.Suit) sprites.Rect {
	if l.rows {
		return sprites.Rect{X: l.myL, Y: l.rowY[s], W: l.areaW, H: l.ch}
	}
	return sprites.Rect{X: l.colX[s], Y: l.myBase, W: l.cw, H: l.myBottom - l.myBase}
}

// grow widens and heightens r about its centre to a finger's size: on a
// small screen a tap just beside a small card still finds it (the columns
// are further apart than that). The finger's room stays on the screen: on
// a window under 260 px tall the melds' small cards sit at its bottom edge.
func (l *layout) grow(r sprites.Rect) sprites.Rect {
	w, h := max(r.W, l.tap), max(r.H, l.tap)
	x := max(0, min(r.X-(w-r.W)/2, l.screenW-w))
	y := max(0, min(r.Y-(h-r.H)/2, l.screenH-h))
	return sprites.Rect{X: x, Y: y, W: w, H: h}
}

func (l *layout) meldTap(s cards.Suit) sprites.Rect    { return l.grow(l.myMeldRect(s)) }
func (l *layout) discardTap(s cards.Suit) sprites.Rect { return l.grow(l.discardRect(s)) }

// meldStep is the overlap of a meld of n cards: a long meld tightens to stay
// in its area.
func (l *layout) meldStep(n int, area float64) float64 {
	if n <= 1 {
		return l.step()
	}
	return max(l.ch*minStep, min(l.step(), (area-l.ch)/float64(n-1)))
}

func (s *scene) relayout(a *ui.Context) {
	if s.layout == a.LayoutCount() && s.atlas != nil {
		// The table's bar, laid out every tick, puts Continue back in
		// the screen's middle (at 844x390 over the rows' scores): it
		// stays where layoutButtons put it, on the tally.
		s.ContinueButton.R = s.lay.continueR
		return
	}
	s.layout = a.LayoutCount()
	// Read at a new layout only (it allocates): a lesson ended keeps its
	// layout until the screen changes, which is harmless.
	s.lessonOn = s.LessonNow() != nil
	l := &s.lay
	l.tap = a.MinTap()
	l.screenW, l.screenH = a.W, a.H
	l.minText = a.TextSize(0)
	l.portrait = a.W < a.H*1.05
	l.side, l.handRows, l.tags, l.myInline, l.panels, l.laneW = false, 1, false, false, false, 0
	l.rows = false
	switch {
	case l.portrait:
		s.layoutPortrait(a)
	case phoneOnSide(a) && s.layoutPhoneOnSide(a):
		l.side = true
	default:
		s.layoutWide(a)
	}
	if s.atlas != nil {
		s.atlas.Dispose()
	}
	s.atlas = sprites.NewCardAtlas(a.Text, int(l.hw))
	s.fitLabels(a)
	s.layoutButtons(a)
	for c := range s.cardSprites.Motions {
		s.cardSprites.Motions[c].Unplace()
	}
	s.refreshLabels() // the last turn's line is cut for the layout
}

// cardSizes fixes the table card width; the hand (the atlas) is bigger.
func (l *layout) cardSizes(cw float64) { l.cardSizesScaled(cw, handScale) }

// cardSizesScaled fixes the table card width and the hand's, hs times it.
func (l *layout) cardSizesScaled(cw, hs float64) {
	// The hand's width is worked out before the floor: a scale chosen for
	// a hand of a fixed width over a table card squeezed to a sliver (a
	// window 280 px tall) would otherwise make a hand card thousands of
	// pixels wide.
	hw := cw * hs
	cw = max(cw, 8) // a window squeezed to nothing still gets cards, not NaN
	l.hw = float64(int(max(hw, cw)))
	l.hh = float64(sprites.CardHeight(int(l.hw)))
	l.ts = cw / l.hw
	l.cw, l.ch = cw, l.hh*l.ts
	// A label row holds the smallest text with room about it, clear of
	// the discard piles' taps, which reach past a card smaller than a
	// finger (see grow).
	l.lab = max(l.ch*labelRow, l.minText*1.3, l.minText*1.15+max(0, l.tap-l.ch))
}

// fitLabels chooses the placards' and the bonus tag's words for the card
// size: the long ones where they fit at their size.
func (s *scene) fitLabels(a *ui.Context) {
	l := &s.lay
	st := sprites.Style{Size: l.labText(0.58), Bold: true}
	pad := l.cw * 0.14
	// A placard may reach a little into the gap between the columns.
	widest := 0.0
	for suit := range cards.Suit(cards.NumSuits) {
		w, _ := a.Text.Measure(suit.Symbol()+" "+suitTitle(suit), st)
		widest = max(widest, w)
	}
	room := l.cw * (pitch - 0.12)
	if l.laneW > 0 { // within its lane
		room = l.laneW - pad
	}
	l.suitShort = widest+pad > room
	l.plateW = l.cw + pad
	if !l.suitShort {
		l.plateW = max(l.plateW, widest+pad)
	}
	if l.tags { // beside the pile, as wide as the longest name (tagWidth)
		l.suitShort, l.plateW = false, l.tagW
	}
	l.bonusTag = "8+ cards +20"
	if w, _ := a.Text.Measure(l.bonusTag, sprites.Style{Size: l.labText(0.46), Bold: true}); w > l.cw*1.04 {
		l.bonusTag = "8+: +20"
	}
}

// columns places the middle band: discard row, label rows and meld areas
// between top and bottom, and the columns from x0 with the draw pile after
// them (when drawAside).
func (l *layout) columns(x0, top, bottom float64, drawAside bool) {
	for suit := range l.colX {
		l.colX[suit] = x0 + float64(suit)*l.cw*pitch
	}
	l.midY = (top+bottom)/2 - l.ch/2 + l.lab/2
	l.oppBase = l.midY - 2*l.lab - l.ch
	l.oppTop = top
	l.myBase = l.midY + l.ch + l.lab
	l.myBottom = bottom
	if drawAside {
		l.drawX = l.colX[3] + l.cw*(pitch+0.35)
		l.drawY = l.midY
	}
}

// phoneOnSide tells a phone on its side (under 520 CSS pixels high): there
// a row of cards under the table would leave every card small, and the
// side layout gives the table the whole height.
func phoneOnSide(a *ui.Context) bool { return a.H/max(a.Scale, 1) < 520 }

// layoutSide gives the table the whole height, from the bar to the bottom
// edge: a phone on its side, where the height limits the cards. The
// names and scores go in a strip at the left as narrow as their texts;
// the draw pile stays beside the discard row; the hand (in two rows when
// one would be crowded), the buttons, the prompt and the messages share
// the width left at the right. It returns false, and lays out nothing,
// when the hand does not fit there.
func (s *scene) layoutSide(a *ui.Context) bool {
	l := &s.lay
	m := a.U(16)
	gap := a.U(16)
	top := s.ContentTop() + a.U(10)
	bottom := a.H - a.U(8)
	strip := s.nameStripWidth(a)
	// The cards: as big as the height allows (the lanes reach a little
	// above and below the cards, see drawLanes), then smaller until the
	// right part holds the hand.
	ch := (bottom - top) / (2*meldArea + 1 + 3*labelRow + 2*0.1)
	cw := ch * 5 / 7
	var x0, rx float64
	rows := 0
	for range 60 {
		pad := cw * 0.14
		x0 = m + strip + gap + pad
		// The pile's labels are about as wide as two cards (see drawDrawPile).
		pileRight := x0 + 3*pitch*cw + cw*(pitch+0.35) + cw/2 + max(cw, a.U(80))
		rx = pileRight + gap
		if rows = s.sideHandRows(a, cw, a.W-m-rx, bottom-top); rows > 0 || cw < 8 {
			break
		}
		cw *= 0.97
	}
	if rows == 0 {
		return false
	}
	l.cardSizesScaled(cw, max(handScale, minRankCard*max(a.Scale, 1)/cw))
	l.handRows = rows
	l.columns(x0, top+cw*0.14, bottom-cw*0.14, true)
	l.oppX, l.oppY = m, top+a.U(6)
	l.myX, l.myY = m, l.myBase+a.U(10)
	l.infoAl = sprites.Left
	l.os = 0.5
	l.oppHandY = l.oppY + blockTexts(a, false).height + a.U(8)
	l.oppHandW = strip
	// The right part, from the bottom: the hand's rows (the second as far
	// below the first as a selected card rises, so their taps never
	// overlap), the room a selected card of the first row rises into, the
	// prompt (two lines), the buttons, and the message in what is left
	// above them.
	bh := a.Tap(54)
	l.handL, l.handR = rx, a.W-m
	lift := l.hh * raise
	l.handY = bottom - l.hh
	if rows == 2 {
		l.handY2 = l.handY
		l.handY = l.handY2 - lift - a.U(6) - l.hh
	}
	promptH := sidePromptH(a)
	l.promptBox = sprites.Rect{X: rx, Y: l.handY - lift - a.U(6) - promptH, W: l.handR - rx, H: promptH}
	l.promptY = l.promptBox.Y + promptH/2
	l.buttonsY = l.promptBox.Y - a.U(8) - bh
	// The message: three lines above the buttons (hints and refusals),
	// near the hand and the buttons they are about.
	msgH := min(max(a.U(84), a.TextSize(20)*3.9), l.buttonsY-a.U(10)-top)
	l.msgBox = sprites.Rect{X: rx, Y: l.buttonsY - a.U(10) - msgH, W: l.handR - rx, H: msgH}
	// The tally covers the right part's bottom: the whole hand, whose
	// cards score nothing, never the melds it sums up.
	h := min(max(s.tallyHeight(a, true), bottom-(l.handY-lift-a.U(6))), bottom-top)
	l.tally = sprites.Rect{X: rx - a.U(8), Y: bottom - h, W: a.W - a.U(8) - (rx - a.U(8)), H: h}
	return true
}

// sidePromptH is the height of the side layout's prompt: two lines.
func sidePromptH(a *ui.Context) float64 { return max(a.U(64), a.TextSize(22)*2.7) }

// nameStripWidth is the width of the strip of names and scores at the
// left of the side layout: as wide as the longest of its lines.
func (s *scene) nameStripWidth(a *ui.Context) float64 {
	strip := 0.0
	name := sprites.Style{Size: a.TextSize(24), Bold: true}
	for p := range mt.NumPlayers {
		w, _ := a.Text.Measure(s.SeatName(p), name)
		strip = max(strip, w)
	}
	for _, line := range []struct {
		text string
		size float64
	}{{"Round −188   Total −388", 20}, {"Last: discarded 10♦,", 18}, {"drew from the pile", 18}, {"thinking...", 18}} {
		w, _ := a.Text.Measure(line.text, sprites.Style{Size: a.TextSize(line.size)})
		strip = max(strip, w)
	}
	return strip
}

// sideHandRows is how the side layout's right part, w by h, holds a full
// hand of table cards cw wide: in one row, or in two when one row would
// show less than half of each card and two rows fit the height with the
// buttons and lines above them; 0 when neither fits.
func (s *scene) sideHandRows(a *ui.Context, cw, w, h float64) int {
	hw := float64(int(max(cw*handScale, minRankCard*max(a.Scale, 1))))
	hh := float64(sprites.CardHeight(int(hw)))
	// The least of a card a row may show: a finger's width, and the index.
	minStep := max(a.MinTap(), hw*0.3)
	fits := func(perRow int) bool { return float64(perRow-1)*minStep+hw <= w }
	oneRow := fits(mt.HandSize)
	// Above the hand: a selected card's rise, the prompt, the buttons and
	// a line of message.
	above := hh*raise + a.U(6) + sidePromptH(a) + a.U(8) + a.Tap(54) + a.U(10) + a.TextSize(20)*1.3
	twoRows := fits((mt.HandSize+1)/2) && 2*hh+hh*raise+a.U(6)+above <= h
	roomy := float64(mt.HandSize-1)*hw*0.5+hw <= w
	switch {
	case oneRow && (roomy || !twoRows):
		return 1
	case twoRows:
		return 2
	}
	return 0
}

// stackedButtons tells whether Meld and Discard stand one above the other
// in a right part w wide: two in a row would be narrower than their words.
func stackedButtons(a *ui.Context, w float64) bool {
	return min(a.U(170), (w-a.U(12))/2) < a.U(150)
}

// buttonsHeight is the height Meld and Discard take in a right part w
// wide: a row, or two stacked (layoutButtons).
func buttonsHeight(a *ui.Context, w float64) float64 {
	if stackedButtons(a, w) {
		return 2*a.Tap(54) + a.U(12)
	}
	return a.Tap(54)
}

// layoutButtons places Meld / Discard / Draw: beside the hand in landscape,
// in a row above it in portrait.
func (s *scene) layoutButtons(a *ui.Context) {
	l := &s.lay
	bw, bh, gap := a.U(170), a.Tap(54), a.U(12)
	if l.side {
		// A row above the prompt, at the right of the right-hand part.
		bw = min(bw, (l.handR-l.handL-gap)/2)
		x := l.handR - 2*bw - gap
		s.meld.R = sprites.Rect{X: x, Y: l.buttonsY, W: bw, H: bh}
		s.discard.R = sprites.Rect{X: x + bw + gap, Y: l.buttonsY, W: bw, H: bh}
		s.draw.R = s.discard.R
	} else if l.portrait {
		bw = min(bw, (a.W-a.U(40))/2)
		x := a.W/2 - (2*bw+gap)/2
		y := l.buttonsY
		// Not ui.Row, which skips hidden buttons: Meld and Discard are
		// hidden in the draw step and shown again without a new layout, so
		// they must be placed whether shown or not (a hot-seat turn taken
		// after turning a phone kept them at the landscape places, off screen).
		s.meld.R = sprites.Rect{X: x, Y: y, W: bw, H: bh}
		s.discard.R = sprites.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}
		s.draw.R = sprites.Rect{X: a.W/2 - bw/2, Y: y, W: bw, H: bh}
	} else {
		// At the foot of the right part, beside the hand: in a row where
		// it is wide enough, else Meld above Discard.
		r := l.promptBox
		bw = min(bw, (r.W-gap)/2)
		y := l.buttonsY
		if stackedButtons(a, r.W) {
			bw = min(a.U(220), r.W)
			s.meld.R = sprites.Rect{X: r.X + r.W - bw, Y: y, W: bw, H: bh}
			s.discard.R = sprites.Rect{X: r.X + r.W - bw, Y: y + bh + gap, W: bw, H: bh}
			s.draw.R = s.discard.R
		} else {
			x := r.X + r.W - 2*bw - gap
			s.meld.R = sprites.Rect{X: x, Y: y, W: bw, H: bh}
			s.discard.R = sprites.Rect{X: x + bw + gap, Y: y, W: bw, H: bh}
			s.draw.R = s.discard.R
		}
	}
	t := l.tally
	ch := a.Tap(60)
	s.ContinueButton.R = sprites.Rect{X: t.X + t.W - a.U(200), Y: t.Y + t.H/2 - ch/2, W: a.U(180), H: ch}
	if l.portrait || l.side {
		s.ContinueButton.R = sprites.Rect{X: a.W/2 - a.U(110), Y: t.Y + t.H - ch - a.U(16), W: a.U(220), H: ch}
	}
	if l.side {
		w := min(a.U(220), t.W-a.U(32))
		s.ContinueButton.R.X, s.ContinueButton.R.W = t.X+t.W-a.U(16)-w, w
	}
	// On a screen smaller than any the tally is made for (320x240) the
	// button stays on it, over the tally's foot if need be.
	c := &s.ContinueButton.R
	c.X, c.Y = max(0, min(c.X, a.W-c.W)), max(0, min(c.Y, a.H-c.H))
	l.continueR = *c
}
