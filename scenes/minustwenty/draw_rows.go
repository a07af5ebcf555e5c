package minustwenty

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// drawRowLanes paints the rows layout's lanes: each suit's row a lane on
// the opponent's side of the pile and one on the viewer's, the empty
// melds' and discard piles' slots.
func (s *scene) drawRowLanes(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	padX := l.cw * rowLanePad
	padY := min(padX, (l.rowY[1]-l.rowY[0]-l.ch)*0.2)
	for suit := range cards.Suit(cards.NumSuits) {
		y := l.rowY[suit]
		theirs := sprites.Rect{X: l.oppL - padX, Y: y - padY, W: l.oppPillX + l.pillW/2 + padX - (l.oppL - padX), H: l.ch + 2*padY}
		mine := sprites.Rect{X: l.myPillX - l.pillW/2 - padX, Y: y - padY, W: l.myL + l.areaW + padX - (l.myPillX - l.pillW/2 - padX), H: l.ch + 2*padY}
		sprites.Panel(screen, theirs, l.cw*0.16, laneFill)
		sprites.Panel(screen, mine, l.cw*0.16, laneFill)
		if s.view.melds[1-s.Viewer][suit].n == 0 {
			sprites.Outline(screen, l.rowMeldRect(false, suit, 0), l.cw*0.1, sprites.FeltLight)
		}
		if s.view.melds[s.Viewer][suit].n == 0 {
			sprites.Outline(screen, l.rowMeldRect(true, suit, 0), l.cw*0.1, sprites.FeltLight)
		}
		if s.view.discards[suit].n == 0 {
			r := l.discardRect(suit)
			sprites.Outline(screen, r, l.cw*0.1, sprites.FeltLight)
			a.Text.Draw(screen, suit.Symbol(), r.X+r.W/2, r.Y+r.H/2, sprites.Style{Size: r.W * 0.45, Color: sprites.FeltLight})
		}
	}
}

// drawRowBlocks writes the opponent's name, scores (two lines) and last
// turn in the strip at the left, and the viewer's name and scores at the
// top of the right part.
func (s *scene) drawRowBlocks(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	b := blockTexts(a, false)
	toMove := s.Match.State.ToMove()
	busy := s.Busy()
	nameStyle := func(p int) sprites.Style {
		st := sprites.Style{Size: b.name, Color: sprites.White, Bold: true, Align: sprites.Left}
		if p == toMove && !busy {
			st.Color = sprites.Gold
		}
		return st
	}
	score := sprites.Style{Size: b.score, Color: sprites.Dim, Align: sprites.TopLeft}
	opp := 1 - s.Viewer
	a.Text.Draw(screen, s.labels.name[opp], l.oppX, l.oppY, nameStyle(opp))
	y := l.oppY + b.name*0.6
	a.Text.Draw(screen, s.labels.scoreLines[opp], l.oppX, y, score)
	y += 2 * b.score * 1.2
	last := sprites.Style{Size: b.last, Color: sprites.Dim, Align: sprites.TopLeft}
	if opp == toMove && s.Match.Thinking() {
		last.Color = sprites.Gold
		a.Text.Draw(screen, "thinking...", l.oppX, y, last)
	} else {
		a.Text.Draw(screen, s.labels.lastTurn[opp], l.oppX, y, last)
	}
	me := s.Viewer
	a.Text.Draw(screen, s.labels.name[me], l.myX, l.myY, nameStyle(me))
	if l.myInline {
		score.Align = sprites.Left
		a.Text.Draw(screen, s.labels.score[me], l.myX+l.myScoreDX, l.myY, score)
	} else {
		a.Text.Draw(screen, s.labels.scoreLines[me], l.myX, l.myY+b.name*0.6, score)
	}
}

// drawRowPileTexts writes the draw pile's label above it and its count and
// turns under it, at the strip's left.
func (s *scene) drawRowPileTexts(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	r := l.drawRect()
	a.Text.Draw(screen, "Draw pile", r.X, l.pileLabelY, sprites.Style{Size: l.labText(0.58), Color: sprites.Dim, Align: sprites.Left})
	cs := a.TextSize(22)
	y := r.Y + r.H + a.U(10)
	a.Text.Draw(screen, s.labels.drawCount, r.X, y, sprites.Style{Size: cs, Color: sprites.White, Bold: true, Align: sprites.TopLeft})
	a.Text.Draw(screen, s.labels.turnsLeft, r.X, y+cs*1.2, sprites.Style{Size: a.TextSize(16), Color: sprites.Dim, Align: sprites.TopLeft})
}

// rowPill is the middle and width of a meld's score in the rows layout:
// between the meld and the pile.
func (l *layout) rowPill(mine bool, suit cards.Suit) (cx, cy, w float64) {
	cx = l.oppPillX
	if mine {
		cx = l.myPillX
	}
	return cx, l.rowY[suit] + l.ch/2, l.pillW
}

// rowBonusAt is the middle of the 8-card bonus's tag of a meld of n cards:
// on its last card's foot.
func (l *layout) rowBonusAt(mine bool, suit cards.Suit, n int) (cx, cy float64) {
	x, y := l.rowCard(mine, suit, n-1, n)
	return x + l.cw/2, y + l.ch - l.lab*0.5
}
