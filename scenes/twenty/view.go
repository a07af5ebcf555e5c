package twenty

import (
	"fmt"
	"github.com/twenty-games/twenty/scenes"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/sprites"
)

// twentyLayout is where things go for the current screen size.
type twentyLayout struct {
	cw, ch         float64 // card size
	small          float64 // scale of the opponents' cards
	stockX, stockY float64
	tableX, tableY float64
	countX, countY float64
	handY          float64
	infoY          float64
	oppY           float64
	handRects      [cards.NumCards]sprites.Rect // viewer's cards, in hand order
	handCards      [cards.NumCards]cards.Card
	handN          int
}

func (s *twentyScene) relayout(a *scenes.App) {
	if s.layout == a.LayoutCount() && s.atlas != nil {
		return
	}
	s.layout = a.LayoutCount()
	l := &s.lay
	l.cw = float64(int(min(a.U(110), a.W/8.5)))
	l.ch = float64(sprites.CardHeight(int(l.cw)))
	l.small = 0.55
	if s.atlas != nil {
		s.atlas.Dispose()
	}
	s.atlas = sprites.NewCardAtlas(a.Text, int(l.cw))
	top := a.U(64)
	l.oppY = top + a.U(40)
	l.tableY = l.oppY + l.ch*l.small + a.U(56)
	l.stockX, l.stockY = a.W*0.14, l.tableY
	l.tableX = a.W*0.38 - l.cw/2
	l.countX, l.countY = a.W*0.8, l.tableY+l.ch/2
	l.handY = a.H - l.ch - a.U(40)
	l.infoY = l.handY - a.U(100)
	s.LayoutTopBar(a)
	for c := range s.motions {
		s.motions[c].Unplace()
	}
}

// opponentSlot gives the on-screen slot (0..others-1) of player p.
func (s *twentyScene) opponentSlot(p int) int {
	return (p - s.Viewer - 1 + s.players) % s.players
}

func (s *twentyScene) opponentCenter(a *scenes.App, p int) float64 {
	others := s.players - 1
	return a.W * float64(s.opponentSlot(p)+1) / float64(others+1)
}

// targets computes where every card should be and lays out the viewer's hand.
func (s *twentyScene) targets(a *scenes.App) {
	l := &s.lay
	dur := a.Settings.Speed.Scale(14)
	if a.Settings.ReducedMotion {
		dur = 0
	}
	var counts [4]int
	var sizes [4]int
	for _, z := range s.zone {
		if z >= viewHand {
			sizes[z-viewHand]++
		}
	}
	// Viewer's hand: spread to fit the width, selected cards raised.
	n := sizes[s.Viewer]
	maxW := a.W - a.U(48)
	step := l.cw * 1.08
	if n > 1 && float64(n-1)*step+l.cw > maxW {
		step = (maxW - l.cw) / float64(n-1)
	}
	x0 := a.W/2 - (float64(n-1)*step+l.cw)/2
	l.handN = 0
	stockN := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		z := s.zone[c]
		m := &s.motions[c]
		switch {
		case z == viewStock:
			off := float64(min(stockN, 12)) * a.U(0.6)
			m.To(l.stockX-off, l.stockY-off, dur)
			stockN++
		case z == viewTable:
			s.tableTarget(a, c, m, dur)
		case int(z)-viewHand == s.Viewer:
			i := counts[s.Viewer]
			counts[s.Viewer]++
			y := l.handY
			if s.selected.Has(c) {
				y -= l.ch * 0.22
			}
			x := x0 + float64(i)*step
			m.To(x, y, dur)
			w := step
			if i == n-1 {
				w = l.cw
			}
			l.handRects[i] = sprites.Rect{X: x, Y: l.handY - l.ch*0.22, W: w, H: l.ch * 1.22}
			l.handCards[i] = c
			l.handN++
		default:
			p := int(z) - viewHand
			i := counts[p]
			counts[p]++
			sw := l.cw * l.small
			ostep := sw * 0.32
			if s.reveal {
				ostep = sw * 0.62
			}
			cx := s.opponentCenter(a, p) - (float64(sizes[p]-1)*ostep+sw)/2
			m.To(cx+float64(i)*ostep, l.oppY, dur)
		}
		m.Step()
	}
}

// tableTarget puts played cards on a loose pile, the last play fanned beside it.
func (s *twentyScene) tableTarget(a *scenes.App, c cards.Card, m *scenes.Motion, dur int) {
	l := &s.lay
	if s.lastPlay.Has(c) {
		i := 0
		for x := s.lastPlay; x != 0; {
			d, _ := x.Lowest()
			if d == c {
				break
			}
			x = x.Without(d)
			i++
		}
		m.To(l.tableX+l.cw*1.3+float64(i)*l.cw*0.42, l.tableY, dur)
		return
	}
	jx := float64(int(c)*37%11-5) * a.U(2)
	jy := float64(int(c)*53%9-4) * a.U(2)
	m.To(l.tableX+jx, l.tableY+jy, dur)
}

func (s *twentyScene) Update(a *scenes.App) {
	s.relayout(a)
	if !s.UpdateTopBar(a) {
		return
	}
	s.PlayEvents(a, func(e rules.Event) int { return s.show(a, e) }, s.finishMotions)
	switch {
	case s.Tally:
		if s.UpdateTally(a, s.results) {
			s.reveal, s.handPen = false, nil
		}
	case s.Playback.Busy(s.Match.Events):
	case s.Match.HumanToMove():
		s.updateHuman(a)
	case s.Match.ComputerToMove():
		s.UpdateComputer(a)
	}
	s.targets(a)
}

func (s *twentyScene) finishMotions() {
	for c := range s.motions {
		s.motions[c].Finish()
	}
}

func (s *twentyScene) results() scenes.Scene {
	st := s.Match.State
	winners := st.Winners()
	rows := make([]scenes.ResultRow, s.players)
	var names []string
	for p := range rows {
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: fmt.Sprintf("%d points", st.Penalty(p)), Detail: fmt.Sprintf("after %d hands", st.HandNumber())}
	}
	for _, w := range winners {
		rows[w].Winner = true
		names = append(names, s.SeatName(w))
	}
	headline := names[0] + " wins with the fewest points!"
	if names[0] == "You" {
		headline = "You win with the fewest points!"
	}
	if len(names) > 1 {
		headline = strings.Join(names, " and ") + " share the win."
	}
	return scenes.NewResults(s.Game, headline, rows, s.Config)
}

func (s *twentyScene) updateHuman(a *scenes.App) {
	if changed, ready := s.ClaimTurn(a); changed {
		s.selected, s.focus = 0, 0
		s.layout = -1
		if !ready {
			return
		}
	}
	s.updateButtons(a)
	defer s.updateButtons(a)
	if s.Hinting {
		s.updateHint(a)
	}
	switch {
	case s.HintButton.Clicked(a):
		s.Hinting = true
		s.Note = "Thinking about a hint..."
	case s.play.Clicked(a):
		s.tryPlay(a)
	case s.draw.Clicked(a):
		s.apply(a, twenty.Move{Kind: twenty.Draw})
	case s.pass.Clicked(a):
		s.apply(a, twenty.Move{Kind: twenty.Pass})
	case s.clear.Clicked(a) || a.Input.Key(ebiten.KeyBackspace):
		s.setSelection(0)
	default:
		s.handInput(a)
	}
}

func (s *twentyScene) updateButtons(a *scenes.App) {
	var canDraw, canPass bool
	for _, mv := range s.Match.Legal() {
		canDraw = canDraw || mv.Kind == twenty.Draw
		canPass = canPass || mv.Kind == twenty.Pass
	}
	s.draw.Enabled = canDraw
	s.pass.Hidden = !canPass
	s.play.Enabled = s.selected != 0
	s.clear.Enabled = s.selected != 0
	l := &s.lay
	bw := a.U(150)
	n := 3.0
	if canPass {
		n = 4
	}
	scenes.Row(a.W/2-(n*bw+(n-1)*a.U(14))/2, l.infoY+a.U(30), bw, a.U(54), a.U(14), s.clear, s.pass, s.draw, s.play)
}

func (s *twentyScene) handInput(a *scenes.App) {
	l := &s.lay
	for i := l.handN - 1; i >= 0; i-- {
		r := l.handRects[i]
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.focus = i
			s.setSelection(s.selected ^ cards.Of(l.handCards[i]))
			return
		}
	}
	if l.handN == 0 {
		return
	}
	s.focus = min(s.focus, l.handN-1)
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.focus = (s.focus + 1) % l.handN
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.focus = (s.focus + l.handN - 1) % l.handN
	case a.Input.Key(ebiten.KeyUp) || a.Input.Key(ebiten.KeySpace):
		s.setSelection(s.selected ^ cards.Of(l.handCards[s.focus]))
	case a.Input.Key(ebiten.KeyDown):
		s.setSelection(s.selected.Without(l.handCards[s.focus]))
	}
}

func (s *twentyScene) setSelection(sel cards.Set) {
	s.selected = sel
	s.selInfo, s.selOK = "", false
	if sel == 0 {
		return
	}
	v, err := twenty.Explain(sel, s.Match.State.Count())
	if err != nil {
		s.selInfo = err.Error()
		return
	}
	s.selOK = true
	s.selInfo = describeValuation(sel, v, s.Match.State.Count())
}

// describeValuation says how a selection makes the count: "K as 5, the pair
// of Q counts 10: makes 14".
func describeValuation(sel cards.Set, v twenty.Valuation, count int) string {
	var parts []string
	for _, kv := range v.KingValues {
		parts = append(parts, fmt.Sprintf("K as %d", kv))
	}
	for _, r := range v.PairsAsTen {
		parts = append(parts, "the pair of "+r.Text()+" counts 10")
	}
	text := fmt.Sprintf("%s makes %d", sel.Pretty(), count)
	if len(parts) > 0 {
		text += " (" + strings.Join(parts, ", ") + ")"
	}
	return text + ": press Play"
}

func (s *twentyScene) tryPlay(a *scenes.App) {
	if s.selected == 0 {
		s.Refuse(a, fmt.Sprintf("Select cards adding up to %d first.", s.Match.State.Count()))
		return
	}
	s.apply(a, twenty.Move{Kind: twenty.Play, Cards: s.selected})
}

func (s *twentyScene) apply(a *scenes.App, mv twenty.Move) {
	if s.Table.TryMove(a, mv) {
		s.setSelection(0)
	}
}

func (s *twentyScene) updateHint(a *scenes.App) {
	mv, ready := s.StepHint()
	if !ready {
		return
	}
	switch mv.Kind {
	case twenty.Play:
		s.setSelection(mv.Cards)
		s.Note = "Hint: play " + mv.Cards.Pretty() + "."
	case twenty.Draw:
		s.setSelection(0)
		s.Note = "Hint: draw a card."
	default:
		s.Note = "Hint: pass."
	}
}
