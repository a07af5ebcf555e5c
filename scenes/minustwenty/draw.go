package minustwenty

import (
	"github.com/twenty-games/twenty/scenes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/sprites"
)

// Proportions of the table, in card heights (table cards).
const (
	mtMeldStep    = 0.2  // a meld card shows this much of the one under it: its rank
	mtMinStep     = 0.11 // the tightest overlap of a long meld
	mtMeldReserve = 5    // steps a meld area holds before it tightens
	mtLabelRow    = 0.24 // a score or suit label row
	mtHandScale   = 1.18 // hand cards are this much bigger than table cards
	mtPitch       = 1.5  // column spacing, in table card widths
)

// Colours of the table beyond the shared palette.
var (
	mtLane     = color.RGBA{0x17, 0x42, 0x2e, 0xff}
	mtGain     = color.RGBA{0x9c, 0xe6, 0xa8, 0xff}
	mtLoss     = color.RGBA{0xff, 0xa8, 0xa0, 0xff}
	mtPillFill = color.RGBA{0x0e, 0x2a, 0x1d, 0xff}
)

// mtLayout is where things go for the current screen size.
type mtLayout struct {
	portrait bool
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
	handY    float64
	promptY  float64
	msgX     float64 // the message block (hints, refusals)
	msgY     float64
	msgW     float64
	oppX     float64 // the opponent's block: name, scores, hand
	oppY     float64
	myX      float64
	myY      float64
	oppHandY float64
	infoAl   sprites.Align
	tally    sprites.Rect

	handRects [cards.NumCards]sprites.Rect
	handCards [cards.NumCards]cards.Card
	handN     int
}

func (l *mtLayout) step() float64 { return l.ch * mtMeldStep }

func (l *mtLayout) discardRect(s cards.Suit) sprites.Rect {
	return sprites.Rect{X: l.colX[s], Y: l.midY, W: l.cw, H: l.ch}
}

func (l *mtLayout) drawRect() sprites.Rect {
	return sprites.Rect{X: l.drawX, Y: l.drawY, W: l.cw, H: l.ch}
}

// myMeldRect is the viewer's meld area of suit s: a click there melds.
func (l *mtLayout) myMeldRect(s cards.Suit) sprites.Rect {
	return sprites.Rect{X: l.colX[s], Y: l.myBase, W: l.cw, H: l.myBottom - l.myBase}
}

// meldStep is the overlap of a meld of n cards: a long meld tightens to stay
// in its area.
func (l *mtLayout) meldStep(n int, area float64) float64 {
	if n <= 1 {
		return l.step()
	}
	return max(l.ch*mtMinStep, min(l.step(), (area-l.ch)/float64(n-1)))
}

func (s *minusTwentyScene) relayout(a *scenes.App) {
	if s.layout == a.LayoutCount() && s.atlas != nil {
		return
	}
	s.layout = a.LayoutCount()
	l := &s.lay
	l.portrait = a.W < a.H*1.05
	if l.portrait {
		s.layoutPortrait(a)
	} else {
		s.layoutLandscape(a)
	}
	if s.atlas != nil {
		s.atlas.Dispose()
	}
	s.atlas = sprites.NewCardAtlas(a.Text, int(l.hw))
	s.LayoutTopBar(a)
	s.layoutButtons(a)
	for c := range s.motions {
		s.motions[c].Unplace()
	}
}

// cardSizes fixes the table card width; the hand (the atlas) is bigger.
func (l *mtLayout) cardSizes(cw float64) {
	l.hw = float64(int(cw * mtHandScale))
	l.hh = float64(sprites.CardHeight(int(l.hw)))
	l.ts = cw / l.hw
	l.cw, l.ch = cw, l.hh*l.ts
	l.lab = l.ch * mtLabelRow
}

// columns places the middle band: discard row, label rows and meld areas
// between top and bottom, and the columns from x0 with the draw pile after
// them (when drawAside).
func (l *mtLayout) columns(x0, top, bottom float64, drawAside bool) {
	for suit := range l.colX {
		l.colX[suit] = x0 + float64(suit)*l.cw*mtPitch
	}
	l.midY = (top+bottom)/2 - l.ch/2 + l.lab/2
	l.oppBase = l.midY - 2*l.lab - l.ch
	l.oppTop = top
	l.myBase = l.midY + l.ch + l.lab
	l.myBottom = bottom
	if drawAside {
		l.drawX = l.colX[3] + l.cw*(mtPitch+0.35)
		l.drawY = l.midY
	}
}

// The budget of a meld area, in table card heights.
const mtMeldArea = 1 + mtMeldReserve*mtMeldStep

func (s *minusTwentyScene) layoutLandscape(a *scenes.App) {
	l := &s.lay
	side := a.U(250)
	top := a.U(76)
	promptH := a.U(44)
	bottomM := a.U(12)
	// Height: two meld areas, the discard row, three label rows, the prompt
	// and the hand, which is mtHandScale times a table card.
	avail := a.H - top - promptH - bottomM
	ch := avail / (2*mtMeldArea + 1 + 3*mtLabelRow + mtHandScale)
	cw := min(ch*5/7, (a.W-2*side)/(3*mtPitch+1.35+mtPitch))
	l.cardSizes(cw)
	l.handY = a.H - bottomM - l.hh
	l.promptY = l.handY - promptH/2 - a.U(4)
	blockW := 3*mtPitch*l.cw + (mtPitch+0.35)*l.cw + l.cw
	x0 := max(side, a.W/2-blockW/2)
	l.columns(x0, top, l.promptY-promptH/2, true)
	l.oppX, l.oppY = a.U(24), top+a.U(10)
	l.myX, l.myY = a.U(24), l.myBase+a.U(10)
	l.infoAl = sprites.Left
	l.os = 0.5
	l.oppHandY = l.oppY + a.U(76)
	l.msgX, l.msgW = l.drawX+l.cw+a.U(28), a.W-(l.drawX+l.cw+a.U(28))-a.U(20)
	l.msgY = l.oppBase
	w := min(a.W-a.U(40), a.U(820))
	l.tally = sprites.Rect{X: a.W/2 - w/2, Y: l.promptY - promptH/2, W: w, H: a.H - (l.promptY - promptH/2) - a.U(8)}
}

func (s *minusTwentyScene) layoutPortrait(a *scenes.App) {
	l := &s.lay
	m := a.U(14)
	top := a.U(76)
	// The opponent's block and the draw pile share a strip under the top
	// bar; the viewer's block, the message and the buttons sit above the hand.
	cw := (a.W - 2*m) / (3*mtPitch + 1)
	strip := func(cw float64) float64 { return cw * 7 / 5 * 1.0 }
	bottomBlock := a.U(44) + a.U(64) + a.U(40) // prompt, buttons, my block
	avail := a.H - top - a.U(16) - bottomBlock
	ch := (avail - strip(cw)) / (2*mtMeldArea + 1 + 3*mtLabelRow + mtHandScale)
	cw = min(cw, ch*5/7)
	l.cardSizes(cw)
	l.handY = a.H - a.U(12) - l.hh
	l.promptY = l.handY - a.U(26)
	x0 := a.W/2 - (3*mtPitch*l.cw+l.cw)/2
	l.drawX, l.drawY = x0+3*mtPitch*l.cw, top
	tableTop := top + l.ch + a.U(16)
	l.columns(x0, tableTop, l.promptY-a.U(22)-a.U(64)-a.U(40), false)
	l.oppX, l.oppY = m, top+a.U(8)
	l.infoAl = sprites.Left
	l.os = 0.42
	l.oppHandY = l.oppY + a.U(70)
	l.myX, l.myY = m, l.myBottom+a.U(20)
	l.msgX, l.msgY, l.msgW = m, l.myBottom+a.U(48), a.W-2*m
	l.tally = sprites.Rect{X: m, Y: l.myBottom + a.U(8), W: a.W - 2*m, H: a.H - l.myBottom - a.U(16)}
}

// layoutButtons places Meld / Discard / Draw: beside the hand in landscape,
// in a row above it in portrait.
func (s *minusTwentyScene) layoutButtons(a *scenes.App) {
	l := &s.lay
	bw, bh, gap := a.U(170), a.U(54), a.U(12)
	if l.portrait {
		bw = min(bw, (a.W-a.U(40))/2)
		x := a.W/2 - (2*bw+gap)/2
		y := l.myBottom + a.U(70)
		scenes.Row(x, y, bw, bh, gap, s.meld, s.discard)
		s.draw.R = sprites.Rect{X: a.W/2 - bw/2, Y: y, W: bw, H: bh}
	} else {
		x := a.W - bw - a.U(24)
		y := l.handY + l.hh - 2*bh - gap
		s.meld.R = sprites.Rect{X: x, Y: y, W: bw, H: bh}
		s.discard.R = sprites.Rect{X: x, Y: y + bh + gap, W: bw, H: bh}
		s.draw.R = s.meld.R
	}
	t := l.tally
	s.ContinueButton.R = sprites.Rect{X: t.X + t.W - a.U(200), Y: t.Y + t.H/2 - a.U(30), W: a.U(180), H: a.U(60)}
	if l.portrait {
		s.ContinueButton.R = sprites.Rect{X: a.W/2 - a.U(110), Y: t.Y + t.H - a.U(76), W: a.U(220), H: a.U(60)}
	}
}

// targets computes where every card should be and lays out the hand.
func (s *minusTwentyScene) targets(a *scenes.App) {
	l := &s.lay
	dur := a.Settings.Speed.Scale(16)
	if a.Settings.ReducedMotion {
		dur = 0
	}
	v := &s.view
	drawI := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		z := v.zone[c]
		if z.kind == mtDrawPile {
			off := float64(min(drawI, 10)) * a.U(0.6)
			s.place(c, l.drawX-off, l.drawY-off, l.ts, dur)
			drawI++
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		pile := &v.discards[suit]
		for i, c := range pile.slice() {
			off := float64(min(i, 6)) * a.U(0.8)
			s.place(c, l.colX[suit]-off, l.midY-off, l.ts, dur)
		}
		for p := range minustwenty.NumPlayers {
			s.placeMeld(p, suit, dur)
		}
	}
	s.placeHand(a, dur)
	s.placeOpponentHand(a, dur)
	for c := range s.motions {
		s.motions[c].Step()
	}
}

func (s *minusTwentyScene) place(c cards.Card, x, y, scale float64, dur int) {
	s.motions[c].ToScaled(x, y, scale, dur)
}

// placeMeld stacks a meld outward from the discard row: the viewer's down
// toward them, the opponent's up toward the opponent.
func (s *minusTwentyScene) placeMeld(p int, suit cards.Suit, dur int) {
	l := &s.lay
	meld := s.view.melds[p][suit].slice()
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

// mtHandKey sorts a hand by suit in column order, and in a suit the face
// cards first (they can only start a meld), then the numbers rising.
func mtHandKey(c cards.Card) int {
	r := int(c.Rank())
	if minustwenty.IsFace(c) {
		r -= int(cards.Jack)
	} else {
		r += 3
	}
	return int(c.Suit())*16 + r
}

// placeHand spreads the viewer's hand, sorted, with a gap between suits.
func (s *minusTwentyScene) placeHand(a *scenes.App, dur int) {
	l := &s.lay
	hand := s.view.hands[s.Viewer]
	n := 0
	for h := hand; h != 0; h &= h - 1 {
		l.handCards[n], _ = h.Lowest()
		n++
	}
	// Insertion sort: at most a dozen cards, and no allocation.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && mtHandKey(l.handCards[j]) < mtHandKey(l.handCards[j-1]); j-- {
			l.handCards[j], l.handCards[j-1] = l.handCards[j-1], l.handCards[j]
		}
	}
	l.handN = n
	if n == 0 {
		return
	}
	groups := 0
	for i := 1; i < n; i++ {
		if l.handCards[i].Suit() != l.handCards[i-1].Suit() {
			groups++
		}
	}
	step, gap := l.hw*1.04, l.hw*0.22
	maxW := a.W - a.U(48)
	if !l.portrait {
		maxW = s.meld.R.X - a.U(300) - a.U(24)
	}
	if w := float64(n-1)*step + float64(groups)*gap + l.hw; w > maxW {
		k := (maxW - l.hw) / (float64(n-1)*step + float64(groups)*gap)
		step, gap = step*k, gap*k
	}
	total := float64(n-1)*step + float64(groups)*gap + l.hw
	x := a.W/2 - total/2
	if !l.portrait {
		x = max(a.U(300), min(x, s.meld.R.X-a.U(24)-total))
	}
	raise := l.hh * 0.18
	for i := 0; i < n; i++ {
		c := l.handCards[i]
		if i > 0 && c.Suit() != l.handCards[i-1].Suit() {
			x += gap
		}
		y := l.handY
		if s.hasSel && s.selected == c {
			y -= raise
		}
		s.place(c, x, y, 1, dur)
		w := l.hw
		if i < n-1 {
			w = step
			if l.handCards[i+1].Suit() != c.Suit() {
				w += gap
			}
		}
		l.handRects[i] = sprites.Rect{X: x, Y: l.handY - raise, W: w, H: l.hh + raise}
		x += step
	}
}

// placeOpponentHand shows the other hand small, in the opponent's block:
// the cards everybody saw taken face up first, then backs in the order
// they came (so their places reveal nothing).
func (s *minusTwentyScene) placeOpponentHand(a *scenes.App, dur int) {
	l := &s.lay
	opp := 1 - s.Viewer
	hand := s.view.hands[opp]
	w := l.hw * l.os
	step := w * 0.62
	if s.view.reveal {
		step = w * 1.02
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

// shownFaceUp are the cards of p's hand the viewer sees.
func (s *minusTwentyScene) shownFaceUp(p int) cards.Set {
	if p == s.Viewer && (s.Match.Seats[p].Human || s.Match.Humans() == 0) || s.view.reveal {
		return s.view.hands[p]
	}
	return s.view.known[p] & s.view.hands[p]
}

func (s *minusTwentyScene) faceUp(c cards.Card) bool {
	z := s.view.zone[c]
	switch z.kind {
	case mtMeld, mtDiscard:
		return true
	case mtHand:
		return s.shownFaceUp(z.player).Has(c)
	}
	return false
}

func (s *minusTwentyScene) Draw(a *scenes.App, screen *ebiten.Image) {
	if s.atlas == nil {
		return
	}
	s.DrawTopBar(a, screen, s.labels.status)
	s.drawLanes(a, screen)
	s.drawBlocks(a, screen)
	s.drawDrawPile(a, screen)
	s.drawCards(a, screen, false)
	s.drawHighlights(a, screen)
	s.drawMeldScores(a, screen)
	s.drawCards(a, screen, true)
	if s.Tally {
		s.drawTally(a, screen)
		return
	}
	s.drawControls(a, screen)
}

// drawLanes paints each suit's column: a lane, the empty-meld slots, the
// suit placard and the empty discard pile's marker (its ace, as in the
// rules text).
func (s *minusTwentyScene) drawLanes(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	pad := l.cw * 0.14
	for suit := range cards.Suit(cards.NumSuits) {
		x := l.colX[suit]
		lane := sprites.Rect{X: x - pad, Y: l.oppTop - pad, W: l.cw + 2*pad, H: l.myBottom - l.oppTop + 2*pad}
		sprites.Panel(screen, lane, l.cw*0.16, mtLane)
		if s.view.melds[1-s.Viewer][suit].n == 0 {
			sprites.Outline(screen, sprites.Rect{X: x, Y: l.oppBase, W: l.cw, H: l.ch}, l.cw*0.1, sprites.FeltLight)
		}
		if s.view.melds[s.Viewer][suit].n == 0 {
			sprites.Outline(screen, sprites.Rect{X: x, Y: l.myBase, W: l.cw, H: l.ch}, l.cw*0.1, sprites.FeltLight)
		}
		if s.view.discards[suit].n == 0 {
			ace := cards.New(cards.Ace, suit)
			s.atlas.Draw(screen, ace, false, sprites.DrawOptions{X: x, Y: l.midY, Scale: l.ts, Alpha: 0.28})
		}
		// The placard between the opponent's meld score and the discard pile.
		py := l.midY - l.lab*0.55
		plate := sprites.Rect{X: x - pad*0.5, Y: py - l.lab*0.42, W: l.cw + pad, H: l.lab * 0.84}
		sprites.Panel(screen, plate, plate.H*0.3, sprites.Paper)
		a.Text.Draw(screen, s.labels.suit[suit], x+l.cw/2, py, sprites.Style{Size: l.lab * 0.58, Color: sprites.SuitColor(suit), Bold: true})
	}
}

// drawBlocks writes each player's name, scores and last turn.
func (s *minusTwentyScene) drawBlocks(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	toMove := s.Match.State.ToMove()
	busy := s.Busy()
	for _, side := range [2]int{1 - s.Viewer, s.Viewer} {
		x, y := l.myX, l.myY
		if side != s.Viewer {
			x, y = l.oppX, l.oppY
		}
		st := sprites.Style{Size: a.U(24), Color: sprites.White, Bold: true, Align: sprites.Left}
		if side == toMove && !busy {
			st.Color = sprites.Gold
		}
		a.Text.Draw(screen, s.labels.name[side], x, y, st)
		a.Text.Draw(screen, s.labels.score[side], x, y+a.U(28), sprites.Style{Size: a.U(20), Color: sprites.Dim, Align: sprites.Left})
		if side != s.Viewer {
			if side == toMove && s.Match.Thinking() {
				a.Text.Draw(screen, "thinking...", x, y+a.U(54), sprites.Style{Size: a.U(18), Color: sprites.Gold, Align: sprites.Left})
			} else {
				a.Text.Draw(screen, s.labels.lastTurn[side], x, y+a.U(54), sprites.Style{Size: a.U(18), Color: sprites.Dim, Align: sprites.Left})
			}
		}
	}
}

func (s *minusTwentyScene) drawDrawPile(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	r := l.drawRect()
	sprites.Outline(screen, sprites.Rect{X: r.X - a.U(8), Y: r.Y - a.U(8), W: r.W + a.U(16), H: r.H + a.U(16)}, l.cw*0.14, sprites.FeltLight)
	cx := r.X + r.W/2
	if l.portrait {
		// Beside the pile, right-aligned to it, in the opponent's strip.
		x := r.X - a.U(16)
		a.Text.Draw(screen, s.labels.drawCount, x, r.Y+r.H*0.4, sprites.Style{Size: a.U(22), Color: sprites.White, Bold: true, Align: sprites.Right})
		a.Text.Draw(screen, s.labels.turnsLeft, x, r.Y+r.H*0.4+a.U(16), sprites.Style{Size: a.U(17), Color: sprites.Dim, Align: sprites.TopRight})
		return
	}
	a.Text.Draw(screen, "Draw pile", cx, r.Y-l.lab*0.55, sprites.Style{Size: l.lab * 0.58, Color: sprites.Dim})
	a.Text.Draw(screen, s.labels.drawCount, cx, r.Y+r.H+a.U(26), sprites.Style{Size: a.U(22), Color: sprites.White, Bold: true})
	a.Text.Draw(screen, s.labels.turnsLeft, cx, r.Y+r.H+a.U(42), sprites.Style{Size: a.U(16), Color: sprites.Dim, Align: sprites.Top})
}

// drawCards paints the cards at rest (moving=false) in their stacking
// order, or the cards in flight above everything (moving=true).
func (s *minusTwentyScene) drawCards(a *scenes.App, screen *ebiten.Image, moving bool) {
	v := &s.view
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if v.zone[c].kind == mtDrawPile {
			s.drawCard(screen, c, moving)
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		for _, c := range v.discards[suit].slice() {
			s.drawCard(screen, c, moving)
		}
		for p := range minustwenty.NumPlayers {
			for _, c := range v.melds[p][suit].slice() {
				s.drawCard(screen, c, moving)
			}
		}
	}
	opp := 1 - s.Viewer
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if z := v.zone[c]; z.kind == mtHand && z.player == opp {
			s.drawCard(screen, c, moving)
		}
	}
	for i := 0; i < s.lay.handN; i++ {
		s.drawCard(screen, s.lay.handCards[i], moving)
	}
}

func (s *minusTwentyScene) drawCard(screen *ebiten.Image, c cards.Card, moving bool) {
	m := &s.motions[c]
	if m.Moving() != moving || !m.Placed() {
		return
	}
	s.atlas.Draw(screen, c, !s.faceUp(c), sprites.DrawOptions{X: m.X, Y: m.Y, Scale: m.Scale, Shadow: true})
}

// drawHighlights outlines where the human may act: the selected card's
// meld (red when the card cannot go there) and discard pile in the play
// step; the draw pile and the discard tops that may be taken in the draw
// step; in the tally, the meld being scored.
func (s *minusTwentyScene) drawHighlights(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	if z := s.view.lastScored; z.kind == mtMeld {
		s.outlineMeld(a, screen, z.player, z.suit, sprites.Gold)
	}
	if !s.HumanTurn() {
		return
	}
	if s.Match.State.Phase() == minustwenty.DrawStep {
		s.glow(a, screen, l.drawRect(), sprites.Gold)
		for suit := range cards.Suit(cards.NumSuits) {
			if s.canTake[suit] {
				s.glow(a, screen, l.discardRect(suit), sprites.Gold)
			}
		}
		return
	}
	if !s.hasSel {
		return
	}
	suit := s.selected.Suit()
	color := sprites.Gold
	if !s.canMeld {
		color = sprites.Danger
	}
	s.outlineMeld(a, screen, s.Viewer, suit, color)
	s.glow(a, screen, l.discardRect(suit), sprites.Gold)
	// The selected card in the hand.
	m := &s.motions[s.selected]
	sprites.Outline(screen, sprites.Rect{X: m.X - a.U(3), Y: m.Y - a.U(3), W: l.hw + a.U(6), H: l.hh + a.U(6)}, l.hw*0.12, sprites.Gold)
}

// outlineMeld frames the cards of p's meld of suit (or its empty slot).
func (s *minusTwentyScene) outlineMeld(a *scenes.App, screen *ebiten.Image, p int, suit cards.Suit, c color.RGBA) {
	l := &s.lay
	n := s.view.melds[p][suit].n
	var r sprites.Rect
	if p == s.Viewer {
		step := l.meldStep(n, l.myBottom-l.myBase)
		r = sprites.Rect{X: l.colX[suit], Y: l.myBase, W: l.cw, H: l.ch + float64(max(n-1, 0))*step}
	} else {
		step := l.meldStep(n, l.oppBase+l.ch-l.oppTop)
		h := float64(max(n-1, 0)) * step
		r = sprites.Rect{X: l.colX[suit], Y: l.oppBase - h, W: l.cw, H: l.ch + h}
	}
	s.glow(a, screen, r, c)
}

func (s *minusTwentyScene) glow(a *scenes.App, screen *ebiten.Image, r sprites.Rect, c color.RGBA) {
	d := a.U(5)
	sprites.Outline(screen, sprites.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, s.lay.cw*0.14, c)
	sprites.Outline(screen, sprites.Rect{X: r.X - d - 1, Y: r.Y - d - 1, W: r.W + 2*d + 2, H: r.H + 2*d + 2}, s.lay.cw*0.14, c)
}

// drawMeldScores writes each begun meld's live score next to the discard
// row (the opponent's above its placard, the viewer's below the pile), the
// 8-card bonus at the meld's far end, and in the tally the scored melds in
// gold.
func (s *minusTwentyScene) drawMeldScores(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	for p := range minustwenty.NumPlayers {
		y := l.midY + l.ch + l.lab*0.5
		if p != s.Viewer {
			y = l.midY - l.lab*1.55
		}
		for suit := range cards.Suit(cards.NumSuits) {
			text := s.labels.meld[p][suit]
			if text == "" {
				continue
			}
			cx := l.colX[suit] + l.cw/2
			ink := mtLoss
			if s.labels.positive[p][suit] {
				ink = mtGain
			}
			fill := mtPillFill
			if s.view.scored[p][suit] {
				fill, ink = sprites.Gold, sprites.Ink
			}
			pill := sprites.Rect{X: cx - l.cw*0.5, Y: y - l.lab*0.44, W: l.cw, H: l.lab * 0.88}
			sprites.Panel(screen, pill, pill.H*0.45, fill)
			a.Text.Draw(screen, text, cx, y, sprites.Style{Size: l.lab * 0.66, Color: ink, Bold: true})
			if s.labels.bonus[p][suit] {
				s.drawBonus(a, screen, p, suit)
			}
		}
	}
}

// drawBonus tags a meld of 8 or more cards at its far end.
func (s *minusTwentyScene) drawBonus(a *scenes.App, screen *ebiten.Image, p int, suit cards.Suit) {
	l := &s.lay
	n := s.view.melds[p][suit].n
	cx := l.colX[suit] + l.cw/2
	var y float64
	if p == s.Viewer {
		y = l.myBase + float64(n-1)*l.meldStep(n, l.myBottom-l.myBase) + l.ch - l.lab*0.4
	} else {
		y = l.oppBase - float64(n-1)*l.meldStep(n, l.oppBase+l.ch-l.oppTop) + l.lab*0.4
	}
	tag := sprites.Rect{X: cx - l.cw*0.55, Y: y - l.lab*0.38, W: l.cw * 1.1, H: l.lab * 0.76}
	sprites.Panel(screen, tag, tag.H*0.4, sprites.Gold)
	a.Text.Draw(screen, "8+ cards +20", cx, y, sprites.Style{Size: l.lab * 0.46, Color: sprites.Ink, Bold: true})
}

// drawControls writes the prompt, the message and the buttons.
func (s *minusTwentyScene) drawControls(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	if l.portrait {
		a.Text.Draw(screen, s.labels.prompt, a.W/2, l.promptY, sprites.Style{Size: a.U(20), Color: sprites.Gold, Bold: true})
	} else {
		x := a.W / 2
		a.Text.Draw(screen, s.labels.prompt, x, l.promptY, sprites.Style{Size: a.U(22), Color: sprites.Gold, Bold: true})
	}
	if s.Note != "" {
		if l.portrait {
			a.Text.DrawWrapped(screen, s.Note, l.msgX, l.msgY, l.msgW, sprites.Style{Size: a.U(19), Color: sprites.White})
		} else {
			a.Text.DrawWrapped(screen, s.Note, l.msgX, l.msgY, l.msgW, sprites.Style{Size: a.U(20), Color: sprites.White})
		}
	}
	if s.HumanTurn() {
		s.meld.Draw(a, screen)
		s.discard.Draw(a, screen)
		s.draw.Draw(a, screen)
	}
}

// drawTally is the end-of-round panel over the hand: each player's round
// score and total (the melds' own scores are on the table, in gold).
func (s *minusTwentyScene) drawTally(a *scenes.App, screen *ebiten.Image) {
	l := &s.lay
	r := l.tally
	sprites.Panel(screen, r, a.U(18), sprites.TallyFill)
	lb := &s.labels
	x := r.X + a.U(28)
	y := r.Y + a.U(30)
	a.Text.Draw(screen, lb.tallyHead, x, y, sprites.Style{Size: a.U(28), Color: sprites.Gold, Bold: true, Align: sprites.Left})
	for p := range minustwenty.NumPlayers {
		ry := y + a.U(42) + float64(p)*a.U(36)
		a.Text.Draw(screen, lb.tallyRow[p], x, ry, sprites.Style{Size: a.U(23), Color: sprites.White, Bold: true, Align: sprites.Left})
		px := x + a.U(230)
		if l.portrait {
			px = x + a.U(170)
		}
		a.Text.Draw(screen, lb.tallyPts[p], px, ry, sprites.Style{Size: a.U(23), Color: sprites.Gold, Align: sprites.Left})
	}
	s.ContinueButton.Draw(a, screen)
}
