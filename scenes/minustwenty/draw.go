package minustwenty

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Colours of the table beyond the shared palette.
var (
	laneFill = color.RGBA{0x17, 0x42, 0x2e, 0xff}
	gainInk  = color.RGBA{0x9c, 0xe6, 0xa8, 0xff}
	lossInk  = color.RGBA{0xff, 0xa8, 0xa0, 0xff}
	pillFill = color.RGBA{0x0e, 0x2a, 0x1d, 0xff}
)

// The budget of a meld area, in table card heights.
const meldArea = 1 + meldReserve*meldStep

// shownFaceUp are the cards of p's hand the viewer sees.
func (s *scene) shownFaceUp(p int) cards.Set {
	if p == s.Viewer && (s.Match.Seats[p].Human || s.Match.Humans() == 0) || s.view.reveal || s.Open {
		return s.view.hands[p]
	}
	return s.view.known[p] & s.view.hands[p]
}

func (s *scene) faceUp(c cards.Card) bool {
	z := s.view.zone[c]
	switch z.kind {
	case zoneMeld, zoneDiscard:
		return true
	case zoneHand:
		return s.shownFaceUp(z.player).Has(c)
	}
	return false
}

// Status is the top bar's line.
func (s *scene) Status() string { return s.labels.status }

// DrawBoard paints the board between the table's top bar and inspector.
func (s *scene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	if s.atlas == nil {
		return
	}
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
// suit placard and the empty discard pile's slot.
func (s *scene) drawLanes(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	if l.rows {
		s.drawRowLanes(a, screen)
		return
	}
	pad := l.cw * 0.14
	for suit := range cards.Suit(cards.NumSuits) {
		x := l.colX[suit]
		lane := sprites.Rect{X: x - pad, Y: l.oppTop - pad, W: l.cw + 2*pad, H: l.myBottom - l.oppTop + 2*pad}
		if l.tags { // the lane holds the tags beside the pile too
			lane.W = l.tagX(suit) + l.tagW + pad - lane.X
		} else if l.laneW > 0 {
			lane.X, lane.W = x+l.cw/2-l.laneW/2, l.laneW
		}
		sprites.Panel(screen, lane, l.cw*0.16, laneFill)
		if s.view.melds[1-s.Viewer][suit].n == 0 {
			sprites.Outline(screen, sprites.Rect{X: x, Y: l.oppBase, W: l.cw, H: l.ch}, l.cw*0.1, sprites.FeltLight)
		}
		if s.view.melds[s.Viewer][suit].n == 0 {
			sprites.Outline(screen, sprites.Rect{X: x, Y: l.myBase, W: l.cw, H: l.ch}, l.cw*0.1, sprites.FeltLight)
		}
		if s.view.discards[suit].n == 0 {
			// An empty slot with its suit: a faded ace read as a real card,
			// and this deck has no aces.
			r := l.discardRect(suit)
			sprites.Outline(screen, r, l.cw*0.1, sprites.FeltLight)
			a.Text.Draw(screen, suit.Symbol(), r.X+r.W/2, r.Y+r.H/2, sprites.Style{Size: r.W * 0.45, Color: sprites.FeltLight})
		}
		// The placard between the opponent's meld score and the discard
		// pile, or beside the pile between the two meld scores (tags).
		px, py := x+l.cw/2, l.midY-l.lab*0.55
		if l.tags {
			px, py = l.tagX(suit)+l.plateW/2, l.tagY(0)
		}
		plate := sprites.Rect{X: px - l.plateW/2, Y: py - l.lab*0.42, W: l.plateW, H: l.lab * 0.84}
		sprites.Panel(screen, plate, plate.H*0.3, sprites.Paper)
		a.Text.Draw(screen, s.labels.suit[suit], px, py, sprites.Style{Size: l.labText(0.58), Color: sprites.SuitColor(suit), Bold: true})
	}
}

// drawBlocks writes each player's name, scores and last turn.
func (s *scene) drawBlocks(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	if l.rows {
		s.drawRowBlocks(a, screen)
		return
	}
	toMove := s.Match.State.ToMove()
	busy := s.Busy()
	for _, side := range [2]int{1 - s.Viewer, s.Viewer} {
		if side == s.Viewer && s.Tally && l.portrait {
			continue // under the tally panel, which has the same scores
		}
		x, y := l.myX, l.myY
		if side != s.Viewer {
			x, y = l.oppX, l.oppY
		}
		b := blockTexts(a, l.portrait)
		st := sprites.Style{Size: b.name, Color: sprites.White, Bold: true, Align: sprites.Left}
		if side == toMove && !busy {
			st.Color = sprites.Gold
		}
		a.Text.Draw(screen, s.labels.name[side], x, y, st)
		if side == s.Viewer && l.myInline {
			a.Text.Draw(screen, s.labels.score[side], x+l.myScoreDX, y, sprites.Style{Size: b.score, Color: sprites.Dim, Align: sprites.Left})
		} else {
			a.Text.Draw(screen, s.labels.score[side], x, y+b.scoreDY, sprites.Style{Size: b.score, Color: sprites.Dim, Align: sprites.Left})
		}
		if side != s.Viewer {
			// The last turn takes two lines in the strip at the left of
			// a landscape table: it hangs from its top there.
			al := sprites.Left
			if !l.portrait {
				al = sprites.TopLeft
			}
			if side == toMove && s.Match.Thinking() {
				a.Text.Draw(screen, "thinking...", x, y+b.lastDY, sprites.Style{Size: b.last, Color: sprites.Gold, Align: al})
			} else {
				a.Text.Draw(screen, s.labels.lastTurn[side], x, y+b.lastDY, sprites.Style{Size: b.last, Color: sprites.Dim, Align: al})
			}
		}
	}
}

func (s *scene) drawDrawPile(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	r := l.drawRect()
	sprites.Outline(screen, sprites.Rect{X: r.X - a.U(8), Y: r.Y - a.U(8), W: r.W + a.U(16), H: r.H + a.U(16)}, l.cw*0.14, sprites.FeltLight)
	cx := r.X + r.W/2
	if l.rows {
		s.drawRowPileTexts(a, screen)
		return
	}
	if l.portrait {
		// Beside the pile, right-aligned to it, in the opponent's strip.
		// Under the opponent's last turn, beside its small hand (which
		// stops short of them, see placeOpponentHand).
		x := r.X - a.U(16)
		cs := a.TextSize(22)
		y := l.oppHandY + cs*0.5
		a.Text.Draw(screen, s.labels.drawCount, x, y, sprites.Style{Size: cs, Color: sprites.White, Bold: true, Align: sprites.Right})
		a.Text.Draw(screen, s.labels.turnsLeft, x, y+cs*0.65, sprites.Style{Size: a.TextSize(17), Color: sprites.Dim, Align: sprites.TopRight})
		return
	}
	cs := a.TextSize(22)
	if l.panels {
		// Beside the pile, at its right, the three lines about its middle.
		x, y := r.X+r.W+a.U(16), r.Y+r.H/2
		a.Text.Draw(screen, "Draw pile", x, y-cs*1.45, sprites.Style{Size: l.labText(0.58), Color: sprites.Dim, Align: sprites.Left})
		a.Text.Draw(screen, s.labels.drawCount, x, y-cs*0.5, sprites.Style{Size: cs, Color: sprites.White, Bold: true, Align: sprites.Left})
		a.Text.Draw(screen, s.labels.turnsLeft, x, y+cs*0.15, sprites.Style{Size: a.TextSize(16), Color: sprites.Dim, Align: sprites.TopLeft})
		return
	}
	a.Text.Draw(screen, "Draw pile", cx, r.Y-l.lab*0.55, sprites.Style{Size: l.labText(0.58), Color: sprites.Dim})
	a.Text.Draw(screen, s.labels.drawCount, cx, r.Y+r.H+a.U(14)+cs*0.55, sprites.Style{Size: cs, Color: sprites.White, Bold: true})
	a.Text.Draw(screen, s.labels.turnsLeft, cx, r.Y+r.H+a.U(16)+cs*1.1, sprites.Style{Size: a.TextSize(16), Color: sprites.Dim, Align: sprites.Top})
}

// drawCards paints the cards at rest (moving=false) in their stacking
// order, or the cards in flight above everything (moving=true).
func (s *scene) drawCards(a *ui.Context, screen *ebiten.Image, moving bool) {
	v := &s.view
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if v.zone[c].kind == zoneDrawPile {
			s.drawCard(screen, c, moving)
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		for _, c := range v.discards[suit].slice() {
			s.drawCard(screen, c, moving)
		}
		for p := range mt.NumPlayers {
			for _, c := range v.melds[p][suit].slice() {
				s.drawCard(screen, c, moving)
			}
		}
	}
	opp := 1 - s.Viewer
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if z := v.zone[c]; z.kind == zoneHand && z.player == opp {
			s.drawCard(screen, c, moving)
		}
	}
	for i := 0; i < s.lay.handN; i++ {
		s.drawCard(screen, s.lay.handCards[i], moving)
	}
}

func (s *scene) drawCard(screen *ebiten.Image, c cards.Card, moving bool) {
	m := &s.cardSprites.Motions[c]
	if m.Moving() != moving || !m.Placed() {
		return
	}
	s.atlas.Draw(screen, c, !s.faceUp(c), sprites.DrawOptions{X: m.X, Y: m.Y, Scale: m.Scale, Shadow: true, Flip: s.cardSprites.Flip(c)})
}

// drawHighlights outlines where the human may act: the selected card's
// meld (red when the card cannot go there) and discard pile in the play
// step; the draw pile and the discard tops that may be taken in the draw
// step; in the tally, the meld being scored.
func (s *scene) drawHighlights(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	if z := s.view.lastScored; z.kind == zoneMeld {
		s.outlineMeld(a, screen, z.player, z.suit, sprites.Gold)
	}
	if !s.HumanTurn() {
		return
	}
	if s.Match.State.Phase() == mt.DrawStep {
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
	m := &s.cardSprites.Motions[s.selected]
	sprites.Outline(screen, sprites.Rect{X: m.X - a.U(3), Y: m.Y - a.U(3), W: l.hw + a.U(6), H: l.hh + a.U(6)}, l.hw*0.12, sprites.Gold)
}

// outlineMeld frames the cards of p's meld of suit (or its empty slot).
func (s *scene) outlineMeld(a *ui.Context, screen *ebiten.Image, p int, suit cards.Suit, c color.RGBA) {
	l := &s.lay
	n := s.view.melds[p][suit].n
	var r sprites.Rect
	if l.rows {
		r = l.rowMeldRect(p == s.Viewer, suit, n)
	} else if p == s.Viewer {
		step := l.meldStep(n, l.myBottom-l.myBase)
		r = sprites.Rect{X: l.colX[suit], Y: l.myBase, W: l.cw, H: l.ch + float64(max(n-1, 0))*step}
	} else {
		step := l.meldStep(n, l.oppBase+l.ch-l.oppTop)
		h := float64(max(n-1, 0)) * step
		r = sprites.Rect{X: l.colX[suit], Y: l.oppBase - h, W: l.cw, H: l.ch + h}
	}
	s.glow(a, screen, r, c)
}

func (s *scene) glow(a *ui.Context, screen *ebiten.Image, r sprites.Rect, c color.RGBA) {
	d := a.U(5)
	sprites.Outline(screen, sprites.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, s.lay.cw*0.14, c)
	sprites.Outline(screen, sprites.Rect{X: r.X - d - 1, Y: r.Y - d - 1, W: r.W + 2*d + 2, H: r.H + 2*d + 2}, s.lay.cw*0.14, c)
}

// drawMeldScores writes each begun meld's live score next to the discard
// row (the opponent's above its placard, the viewer's below the pile), the
// 8-card bonus at the meld's far end, and in the tally the scored melds in
// gold.
func (s *scene) drawMeldScores(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	for p := range mt.NumPlayers {
		y := l.midY + l.ch + l.lab*0.5
		if p != s.Viewer {
			y = l.midY - l.lab*1.55
		}
		for suit := range cards.Suit(cards.NumSuits) {
			text := s.labels.meld[p][suit]
			if text == "" {
				continue
			}
			cx, cy, pw := l.colX[suit]+l.cw/2, y, l.cw
			if l.rows { // between the meld and the pile
				cx, cy, pw = l.rowPill(p == s.Viewer, suit)
			} else if l.tags { // beside the pile: the opponent's above the suit, the viewer's below
				row := 1
				if p != s.Viewer {
					row = -1
				}
				cx, cy, pw = l.tagX(suit)+l.tagW/2, l.tagY(row), l.tagW
			}
			ink := lossInk
			if s.labels.positive[p][suit] {
				ink = gainInk
			}
			fill := pillFill
			if s.view.scored[p][suit] {
				fill, ink = sprites.Gold, sprites.Ink
			}
			pill := sprites.Rect{X: cx - pw/2, Y: cy - l.lab*0.44, W: pw, H: l.lab * 0.88}
			sprites.Panel(screen, pill, pill.H*0.45, fill)
			st := sprites.Style{Size: l.pillText(), Color: ink, Bold: true}
			// A score wider than its pill (columns squeezed, as in a
			// replay on a small phone) shrinks to it rather than run into
			// the next column's.
			if w, _ := a.Text.Measure(text, st); w > pill.W && w > 0 {
				st.Size *= pill.W / w
			}
			a.Text.Draw(screen, text, cx, cy, st)
			if s.labels.bonus[p][suit] {
				s.drawBonus(a, screen, p, suit)
			}
		}
	}
}

// drawBonus tags a meld of 8 or more cards at its far end.
func (s *scene) drawBonus(a *ui.Context, screen *ebiten.Image, p int, suit cards.Suit) {
	l := &s.lay
	n := s.view.melds[p][suit].n
	cx := l.colX[suit] + l.cw/2
	var y float64
	if l.rows {
		cx, y = l.rowBonusAt(p == s.Viewer, suit, n)
	} else if p == s.Viewer {
		y = l.myBase + float64(n-1)*l.meldStep(n, l.myBottom-l.myBase) + l.ch - l.lab*0.4
	} else {
		y = l.oppBase - float64(n-1)*l.meldStep(n, l.oppBase+l.ch-l.oppTop) + l.lab*0.4
	}
	tag := sprites.Rect{X: cx - l.cw*0.55, Y: y - l.lab*0.38, W: l.cw * 1.1, H: l.lab * 0.76}
	sprites.Panel(screen, tag, tag.H*0.4, sprites.Gold)
	a.Text.Draw(screen, l.bonusTag, cx, y, sprites.Style{Size: l.labText(0.46), Color: sprites.Ink, Bold: true})
}

// drawControls writes the prompt, the message and the buttons. Both texts
// shrink to fit their boxes rather than being cut.
func (s *scene) drawControls(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	prompt := sprites.Style{Size: a.TextSize(22), Color: sprites.Gold, Bold: true}
	msg := sprites.Style{Size: a.TextSize(20), Color: sprites.White}
	if l.portrait {
		// Fitted to the width: at 430x932 and scale 3 one line ran past
		// both edges.
		prompt.Size, msg.Size = a.TextSize(18), a.TextSize(19)
	}
	// Wrapped in their boxes (see the layouts), shrunk only if need be.
	s.promptFit.Draw(a.Text, screen, s.labels.prompt, l.promptBox, prompt)
	if s.Note != "" {
		s.noteFit.Draw(a.Text, screen, s.Note, l.msgBox, msg)
	}
	if s.HumanTurn() {
		s.meld.Draw(a, screen)
		s.discard.Draw(a, screen)
		s.draw.Draw(a, screen)
	}
}

// drawTally is the end-of-round panel over the hand, under the melds or
// beside them: the heading (the winner at the end of the match), each
// player's round score and total (the melds' own scores stay on the table,
// in gold). A narrow panel puts each player's points under the name.
func (s *scene) drawTally(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	r := l.tally
	narrow := l.portrait || l.side
	sprites.Panel(screen, r, a.U(18), sprites.TallyFill)
	lb := &s.labels
	x := r.X + a.U(28)
	w := r.W - a.U(56)
	head := sprites.Rect{X: x, Y: r.Y + a.U(10), W: w, H: a.U(40)}
	if narrow {
		head.H = a.U(64) // two lines: "Player 2 (normal) wins +100 to +95!"
	}
	s.tallyFit[0].Draw(a.Text, screen, lb.tallyHead, head, sprites.Style{Size: a.TextSize(26), Color: sprites.Gold, Bold: true, Align: sprites.Left})
	y := head.Y + head.H
	name := sprites.Style{Size: a.TextSize(23), Color: sprites.White, Bold: true, Align: sprites.Left}
	pts := sprites.Style{Size: a.TextSize(23), Color: sprites.Gold, Align: sprites.Left}
	line := a.U(32)
	for p := range mt.NumPlayers {
		if narrow { // the name, the points under it
			ry := y + a.U(8) + float64(p)*a.U(66)
			s.tallyFit[1+2*p].Draw(a.Text, screen, lb.tallyRow[p], sprites.Rect{X: x, Y: ry, W: w, H: line}, name)
			s.tallyFit[2+2*p].Draw(a.Text, screen, lb.tallyPts[p], sprites.Rect{X: x + a.U(20), Y: ry + a.U(30), W: w - a.U(20), H: line}, pts)
			continue
		}
		ry := y + a.U(4) + float64(p)*a.U(36)
		nw, _ := a.Text.Measure(lb.tallyRow[p], name)
		px := x + max(a.U(230), nw+a.U(24))
		s.tallyFit[1+2*p].Draw(a.Text, screen, lb.tallyRow[p], sprites.Rect{X: x, Y: ry, W: px - x - a.U(12), H: line}, name)
		s.tallyFit[2+2*p].Draw(a.Text, screen, lb.tallyPts[p], sprites.Rect{X: px, Y: ry, W: s.ContinueButton.R.X - a.U(16) - px, H: line}, pts)
	}
	s.ContinueButton.Draw(a, screen)
}

// tallyHeight is the height of the tally panel: the heading, a row a
// player and Continue; narrow, the heading takes two lines and each row
// two (see drawTally).
func (s *scene) tallyHeight(a *ui.Context, narrow bool) float64 {
	if narrow {
		return a.U(10+64+8) + float64(mt.NumPlayers)*a.U(66) + a.Tap(60) + a.U(16+8)
	}
	return a.U(10+40+4) + float64(mt.NumPlayers)*a.U(36) + a.U(16)
}

func (s *scene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	if !s.HumanTurn() {
		return dst
	}
	dst = ui.AppendButtonTargets(dst, s.meld, s.discard, s.draw)
	l := &s.lay
	for i := 0; i < l.handN; i++ {
		r, c := l.handRects[i], l.handCards[i]
		dst = append(dst, ui.Target{ID: "hand.card." + c.String(), Label: c.Pretty(), X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	for suit := range cards.Suit(cards.NumSuits) {
		letter := suitLetter(suit)
		r := l.meldTap(suit)
		dst = append(dst, ui.Target{ID: "meld." + letter, Label: "your " + suit.Name() + " meld", X: r.X, Y: r.Y, W: r.W, H: r.H})
		r = l.discardTap(suit)
		dst = append(dst, ui.Target{ID: "discard." + letter, Label: suit.Name() + " discard pile", X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	r := l.grow(l.drawRect())
	return append(dst, ui.Target{ID: "pile.draw", Label: "draw pile", X: r.X, Y: r.Y, W: r.W, H: r.H})
}
