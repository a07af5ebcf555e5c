package twenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

// twentyLift is how far a selected card rises, in card heights.
const twentyLift = 0.22

// twentyLayout is where things go for the current screen size.
type twentyLayout struct {
	cw, ch         float64 // card size
	small          float64 // scale of the opponents' cards
	stockX, stockY float64
	tableX, tableY float64
	countX, countY float64
	handY          float64
	buttonsY       float64
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
	// The buttons sit above a lifted card (raised by twentyLift), so its
	// index is never under them, and the selection's line above them.
	l.buttonsY = l.handY - l.ch*twentyLift - a.U(12) - a.U(54)
	l.infoY = l.buttonsY - a.U(30)
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
				y -= l.ch * twentyLift
			}
			x := x0 + float64(i)*step
			m.To(x, y, dur)
			w := step
			if i == n-1 {
				w = l.cw
			}
			l.handRects[i] = sprites.Rect{X: x, Y: l.handY - l.ch*twentyLift, W: w, H: l.ch * (1 + twentyLift)}
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
