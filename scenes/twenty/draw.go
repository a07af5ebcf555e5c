package twenty

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Status is the top bar's line: the hand, or how the hand ended while
// its tally shows.
func (s *scene) Status() string {
	if s.Tally && s.endedHand != "" {
		return s.endedHand
	}
	return s.handLabel
}

// DrawBoard paints the board between the table's top bar and inspector.
func (s *scene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	if s.atlas == nil {
		return
	}
	l := &s.lay
	s.drawSeats(a, screen)
	// Stock and table frames.
	sprites.Outline(screen, sprites.Rect{X: l.stockX - a.U(6), Y: l.stockY - a.U(14), W: l.cw + a.U(12), H: l.ch + a.U(20)}, a.U(10), sprites.FeltLight)
	a.Text.Draw(screen, s.stockLabel, l.stockX+l.cw/2, l.stockY+l.ch+a.U(22), sprites.Style{Size: a.TextSize(20), Color: sprites.Dim})
	k := l.countScale
	sprites.Panel(screen, sprites.Rect{X: l.countX - a.U(110)*k, Y: l.countY - a.U(60)*k, W: a.U(220) * k, H: a.U(120) * k}, a.U(18), sprites.FeltDark)
	a.Text.Draw(screen, "to make", l.countX, l.countY-a.U(36)*k, sprites.Style{Size: a.TextSize(20 * k), Color: sprites.Dim})
	a.Text.Draw(screen, s.countLabel, l.countX, l.countY+a.U(12)*k, sprites.Style{Size: a.U(44) * k, Color: sprites.Gold, Bold: true})
	s.drawCards(a, screen)
	if s.Match.HumanToMove() && !s.Busy() {
		s.drawHumanControls(a, screen)
	}
	// What happened last; the tally panel says it at the end of a hand,
	// and a refusal goes on the selection's line, by the buttons.
	if s.Note != "" && !s.Tally && !s.Refused() {
		s.noteFit.Draw(a.Text, screen, s.Note, sprites.Rect{X: a.U(16), Y: l.noteY - a.U(20), W: a.W - a.U(32), H: a.U(40)}, sprites.Style{Size: a.TextSize(22), Color: sprites.White})
	}
	if s.Tally {
		s.drawTally(a, screen)
	}
}

// drawSeats labels every player with name and points; the player to move is
// highlighted, and a computer that is thinking says so.
func (s *scene) drawSeats(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	toMove := s.Match.State.ToMove()
	for p := 0; p < s.players; p++ {
		x, y := s.opponentCenter(a, p), l.oppY-a.U(10)-l.labelH/2
		if p == s.Viewer {
			x, y = a.W/2, a.H-a.U(18)
		}
		st := sprites.Style{Size: a.TextSize(21), Color: sprites.Dim}
		if p == toMove && !s.Playback.Busy(s.Match) {
			st.Color, st.Bold = sprites.Gold, true
		}
		label := s.scoreLabel[p]
		if l.portrait && p != s.Viewer {
			label = s.seatLines[p]
		}
		a.Text.Draw(screen, label, x, y, st)
		if p == toMove && s.Match.Thinking() && p != s.Viewer {
			a.Text.Draw(screen, "thinking...", x, l.oppY+l.ch*l.small+a.U(18), sprites.Style{Size: a.TextSize(18), Color: sprites.Gold})
		}
	}
}

// faceUp tells whether card c is shown to the viewer.
func (s *scene) faceUp(c cards.Card) bool {
	z := s.zone[c]
	switch {
	case z == viewStock:
		return false
	case z == viewTable, s.reveal, s.Open:
		return true
	}
	return int(z)-viewHand == s.Viewer && (s.Match.Seats[s.Viewer].Human || s.Match.Humans() == 0)
}

// drawCards draws the stock, the table pile in play order, the hands, and
// last the cards in flight so they pass over everything.
func (s *scene) drawCards(a *ui.Context, screen *ebiten.Image) {
	for pass := 0; pass < 2; pass++ {
		for c := cards.Card(0); c < cards.NumCards; c++ {
			if s.zone[c] == viewStock && !s.cardSprites.Motions[c].Moving() && pass == 0 {
				s.drawCard(a, screen, c)
			}
		}
		// The table pile in the order the cards were played.
		for seq := int16(1); seq <= s.seq && pass == 0; seq++ {
			for c := cards.Card(0); c < cards.NumCards; c++ {
				if s.zone[c] == viewTable && s.tableSeq[c] == seq && !s.cardSprites.Motions[c].Moving() {
					s.drawCard(a, screen, c)
				}
			}
		}
		for c := cards.Card(0); c < cards.NumCards; c++ {
			z := s.zone[c]
			if z >= viewHand && (s.cardSprites.Motions[c].Moving() == (pass == 1)) {
				s.drawCard(a, screen, c)
			} else if pass == 1 && z < viewHand && s.cardSprites.Motions[c].Moving() {
				s.drawCard(a, screen, c)
			}
		}
	}
	if s.Match.HumanToMove() && !s.Tally {
		s.drawHandRings(a, screen)
	}
}

// drawHandRings outlines each selected card whole, over the cards that
// hide part of it, so a raised card reads as selected from edge to edge
// (a ring round its visible strip looked like a sliver selected); and,
// once the keys have moved it, the keyboard's focus.
func (s *scene) drawHandRings(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	for i := 0; i < l.handN; i++ {
		if c := l.handCards[i]; s.selected.Has(c) {
			m := &s.cardSprites.Motions[c]
			r := sprites.Rect{X: m.X, Y: m.Y, W: l.cw, H: l.ch}
			for k := 2.0; k <= 4; k++ {
				sprites.Outline(screen, r.Inset(-a.U(k)), l.cw*0.1, sprites.Gold)
			}
		}
	}
	if s.keyboard && s.focus < l.handN {
		m := &s.cardSprites.Motions[l.handCards[s.focus]]
		r := sprites.Rect{X: m.X, Y: m.Y, W: l.cw, H: l.ch}
		sprites.Outline(screen, r.Inset(-a.U(7)), l.cw*0.12, sprites.White)
	}
}

func (s *scene) drawCard(a *ui.Context, screen *ebiten.Image, c cards.Card) {
	m := &s.cardSprites.Motions[c]
	scale := 1.0
	if z := s.zone[c]; z >= viewHand && int(z)-viewHand != s.Viewer {
		scale = s.lay.small
	}
	s.atlas.Draw(screen, c, !s.faceUp(c), sprites.DrawOptions{X: m.X, Y: m.Y, Scale: scale, Shadow: true, Flip: s.cardSprites.Flip(c)})
}

// drawHumanControls writes the one line by the buttons (what to do, what
// the selection makes or why it cannot be played, or a refusal) and the
// buttons. The line wraps, then shrinks, to fit rather than run off.
func (s *scene) drawHumanControls(a *ui.Context, screen *ebiten.Image) {
	info := s.selInfo
	color := sprites.Dim
	switch {
	case s.Refused():
		info, color = s.Note, sprites.Danger
	case s.selected == 0:
		info = s.promptText()
	case s.selOK:
		color = sprites.Gold
	default:
		color = sprites.Danger
	}
	dx := 0.0
	if s.shake > 0 {
		dx = a.U(8) * math.Sin(float64(s.shake)*1.3) * float64(s.shake) / shakeTicks
	}
	box := s.infoBox(a)
	s.infoFit.DrawShifted(a.Text, screen, info, box, dx, sprites.Style{Size: a.TextSize(22), Color: color})
	for _, b := range []*ui.Button{s.clear, s.pass, s.draw, s.play} {
		b.Draw(a, screen)
	}
}

// infoBox is the selection's line by the buttons: two lines high at the
// smallest text, growing up from its place, so that a long refusal
// wraps rather than shrinks (a lesson's wrong-tap answer was 7 px at
// 390x844).
func (s *scene) infoBox(a *ui.Context) sprites.Rect {
	l := &s.lay
	h := max(a.U(32), a.TextSize(22)*2.4)
	return sprites.Rect{X: l.handLeft, Y: l.infoY + a.U(16) - h, W: l.handRight - l.handLeft, H: h}
}

// promptText tells a player what to do when nothing is selected.
func (s *scene) promptText() string {
	if s.Match.Humans() > 1 {
		return s.scoreLabel[s.Viewer] + ": select cards to make the count, or draw."
	}
	return "Your turn: select cards to make the count, or draw."
}

func (s *scene) drawTally(a *ui.Context, screen *ebiten.Image) {
	w, h := min(a.W-a.U(40), a.U(640)), a.U(150)+float64(s.players)*a.U(46)
	r := sprites.Rect{X: a.W/2 - w/2, Y: a.H*0.5 + a.U(150) - h + a.U(76), W: w, H: h}
	sprites.Panel(screen, r, a.U(18), sprites.TallyFill)
	s.tallyFit.Draw(a.Text, screen, s.tallyHead, sprites.Rect{X: r.X + a.U(16), Y: r.Y + a.U(12), W: w - a.U(32), H: a.U(48)}, sprites.Style{Size: a.U(30), Color: sprites.Gold, Bold: true})
	for p := 0; p < s.players; p++ {
		y := r.Y + a.U(84) + float64(p)*a.U(44)
		a.Text.Draw(screen, s.scoreLabel[p], r.X+a.U(30), y, sprites.Style{Size: a.TextSize(24), Color: sprites.White, Align: sprites.Left})
		if s.handPen != nil {
			a.Text.Draw(screen, penaltyText(s.handPen[p]), r.X+w-a.U(30), y, sprites.Style{Size: a.TextSize(24), Color: sprites.Gold, Align: sprites.Right})
		}
	}
	s.ContinueButton.Draw(a, screen)
}

// penaltyTexts caches "+N this hand" strings so drawing does not allocate.
var penaltyTexts = map[int]string{}

func penaltyText(n int) string {
	t, ok := penaltyTexts[n]
	if !ok {
		if n == 0 {
			t = "went out: +0"
		} else {
			t = "+" + strconv.Itoa(n) + " this hand"
		}
		penaltyTexts[n] = t
	}
	return t
}

func (s *scene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	if !s.HumanTurn() {
		return dst
	}
	dst = ui.AppendButtonTargets(dst, s.clear, s.pass, s.draw, s.play)
	l := &s.lay
	for i := 0; i < l.handN; i++ {
		r := l.handRects[i]
		c := l.handCards[i]
		dst = append(dst, ui.Target{ID: "hand.card." + c.String(), Label: c.String(), X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	return dst
}
