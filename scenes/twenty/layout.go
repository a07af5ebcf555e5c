package twenty

import (
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// lift is how far a selected card rises, in card heights.
const lift = 0.22

// layout is where things go for the current screen size.
type layout struct {
	cw, ch         float64 // card size
	small          float64 // scale of the opponents' cards
	stockX, stockY float64
	tableX, tableY float64
	countX, countY float64
	countScale     float64 // the count's panel and text, 1 at a card 110 design pixels wide
	handY          float64
	buttonsY       float64
	infoY          float64
	oppY           float64
	noteY          float64
	labelH         float64                      // the height of a seat's label
	handRects      [cards.NumCards]sprites.Rect // viewer's cards, in hand order
	handCards      [cards.NumCards]cards.Card
	handN          int
	handLeft       float64 // the hand spreads between these
	handRight      float64
	buttonW        float64
	buttonsX       float64 // the buttons' column, on a short screen
	portrait       bool
	short          bool // a short landscape screen: buttons beside the hand
}

func (s *scene) relayout(a *ui.Context) {
	if s.layout == a.LayoutCount() && s.atlas != nil {
		return
	}
	s.layout = a.LayoutCount()
	l := &s.lay
	l.portrait = a.Portrait()
	if l.portrait {
		s.layoutPortrait(a)
	} else {
		s.layoutLandscape(a)
	}
	// The feedback line stays clear of the selection line under it, at
	// the text's readable size (a short phone brings them close).
	// The selection's line may take two lines (infoBox).
	l.noteY = min(l.noteY, l.infoY-max(a.U(36), a.TextSize(22)*2.6))
	if s.atlas != nil {
		s.atlas.Dispose()
	}
	s.atlas = sprites.NewCardAtlas(a.Text, int(l.cw))
	for c := range s.cardSprites.Motions {
		s.cardSprites.Motions[c].Unplace()
	}
}

// layoutLandscape: the opponents along the top, the stock, the table pile
// and the count in one band, the hand along the bottom with its buttons in
// a column at its right. A desktop's cards take the height there is (a
// row of buttons above the hand took it); a short screen (a phone on its
// side) keeps its tighter fit.
func (s *scene) layoutLandscape(a *ui.Context) {
	l := &s.lay
	top := s.ContentTop()
	bh := a.Tap(54)
	l.short = true
	phone := a.H < a.U(800)*0.99 || a.H/max(a.Scale, 1) < 500
	l.small = 0.55
	if phone {
		l.cw = float64(int(min(a.U(110), a.W/8.5, (a.H-top)/4.6)))
	} else {
		// The column holds the seats' labels, the opponents' small
		// cards, the table band, the feedback and selection lines, a
		// lifted card's rise and the hand: 2.77 card heights and the
		// gaps between (196 design pixels).
		fit := (a.H - top - a.U(196)) / (2 + l.small + lift) * 5 / 7
		l.cw = float64(int(max(1, min(a.U(170), a.W/8.5, fit))))
	}
	l.ch = float64(sprites.CardHeight(int(l.cw)))
	l.labelH = a.U(26)
	l.oppY = top + l.labelH + a.U(12)
	l.tableY = l.oppY + l.ch*l.small + a.U(40)
	l.stockX, l.stockY = a.W*0.14, l.tableY
	l.tableX = a.W*0.38 - l.cw/2
	// The count's panel grows with the cards, at the right edge so a
	// fanned play of five cards keeps clear of it.
	l.countScale = max(1, l.cw/a.U(110))
	l.countX = min(a.W*0.8, a.W-a.U(24)-a.U(110)*l.countScale)
	l.countY = l.tableY + l.ch/2
	l.handY = a.H - l.ch - a.U(34)
	l.handLeft = a.U(24)
	l.buttonW = max(a.U(150), a.MinTap()*2)
	l.buttonsX = a.W - a.U(16) - l.buttonW
	l.handRight = l.buttonsX - a.U(16)
	l.buttonsY = a.H - a.U(12) - 4*bh - 3*a.U(8)
	l.infoY = l.handY - l.ch*lift - a.U(18)
	l.noteY = l.tableY + l.ch + a.U(30)
}

// layoutPortrait: a phone held upright has height to spare: the opponents
// on top, the stock and the count, the table pile under them, then the
// buttons and a big hand at the bottom (in two rows when it is long).
func (s *scene) layoutPortrait(a *ui.Context) {
	l := &s.lay
	top := s.ContentTop()
	bh := a.Tap(54)
	l.short = false
	l.labelH = a.U(56) // two lines: the name, then the points
	// The column holds, top to bottom, half a card (the opponents), the
	// stock, the table pile, the feedback and selection lines, the
	// buttons, a lifted card's rise and a hand of up to a card and a half:
	// 4+lift card heights and the gaps between. A screen not much taller
	// than wide (a tablet upright) gives the cards less than its width.
	gaps := a.U(10+60+70+60+34+16+44) + bh
	fit := (a.H - top - l.labelH - gaps) / (4 + lift) * 5 / 7
	l.cw = float64(int(max(1, min(a.U(170), a.W/4.6, fit))))
	l.ch = float64(sprites.CardHeight(int(l.cw)))
	l.small = 0.5
	l.oppY = top + l.labelH + a.U(10)
	l.stockX, l.stockY = a.W*0.08, l.oppY+l.ch*l.small+a.U(60)
	l.countX, l.countY = a.W*0.68, l.stockY+l.ch/2
	l.countScale = 1
	l.tableX, l.tableY = a.W*0.08, l.stockY+l.ch+a.U(70)
	l.noteY = l.tableY + l.ch + a.U(40)
	l.handLeft, l.handRight = a.U(16), a.W-a.U(16)
	l.handY = a.H - l.ch - a.U(44)
	l.buttonW = a.U(150)
	l.buttonsY = l.handY - l.ch*0.5 - l.ch*lift - a.U(16) - bh
	l.infoY = l.buttonsY - a.U(34)
}

// opponentSlot gives the on-screen slot (0..others-1) of player p.
func (s *scene) opponentSlot(p int) int {
	return (p - s.Viewer - 1 + s.players) % s.players
}

func (s *scene) opponentCenter(a *ui.Context, p int) float64 {
	others := s.players - 1
	return a.W * float64(s.opponentSlot(p)+1) / float64(others+1)
}

// targets computes where every card should be and lays out the viewer's hand.
func (s *scene) targets(a *ui.Context) {
	l := &s.lay
	dur := s.cardSprites.Begin(a.Settings.Speed.Scale(14), a.Settings.ReducedMotion, s.Viewer)
	var counts [4]int
	var sizes [4]int
	for _, z := range s.zone {
		if z >= viewHand {
			sizes[z-viewHand]++
		}
	}
	// Viewer's hand: spread to fit the width, selected cards raised.
	n := sizes[s.Viewer]
	hand := s.handSpread(a, n)
	l.handN = 0
	stockN := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		z := s.zone[c]
		m := &s.cardSprites.Motions[c]
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
			r := hand.place(i)
			y := r.Y + l.ch*lift
			if s.selected.Has(c) {
				y -= l.ch * lift
			}
			m.To(r.X, y, dur)
			l.handRects[i] = r
			l.handCards[i] = c
			l.handN++
		default:
			p := int(z) - viewHand
			i := counts[p]
			counts[p]++
			sw := l.cw * l.small
			ostep := sw * 0.32
			if s.reveal || s.Open {
				ostep = sw * 0.62
			}
			if slot := a.W / float64(s.players) * 0.9; sizes[p] > 1 && float64(sizes[p]-1)*ostep+sw > slot {
				ostep = max(0, (slot-sw)/float64(sizes[p]-1)) // a long hand stays in its seat's slot
			}
			cx := s.opponentCenter(a, p) - (float64(sizes[p]-1)*ostep+sw)/2
			m.To(cx+float64(i)*ostep, l.oppY, dur)
		}
	}
	// A card turns over when the face it shows changes: drawn into the
	// viewer's hand, a computer's card played, the hands shown at the end.
	s.cardSprites.End(dur, s.faceUp)
}

// handSpread is how n cards lie in the hand: in one row, or in two when
// one would leave less than a finger's width of each card to tap.
type handSpread struct {
	n, perRow  int
	x0         [2]float64
	step       float64
	y          [2]float64
	cw, ch     float64
	lift, rowH float64
}

func (s *scene) handSpread(a *ui.Context, n int) handSpread {
	l := &s.lay
	h := handSpread{n: n, perRow: max(n, 1), cw: l.cw, ch: l.ch, lift: l.ch * lift}
	width := l.handRight - l.handLeft
	rows := 1
	if l.portrait && n > 1 && (width-l.cw)/float64(n-1) < max(a.MinTap(), l.cw*0.45) {
		rows = 2
		h.perRow = (n + 1) / 2
	}
	h.step = l.cw * 1.08
	if h.perRow > 1 {
		h.step = min(h.step, (width-l.cw)/float64(h.perRow-1))
	}
	h.rowH = l.ch * 0.5
	h.y = [2]float64{l.handY, l.handY}
	if rows == 2 {
		h.y[0] = l.handY - h.rowH
	}
	for r := range 2 {
		inRow := min(h.perRow, n-r*h.perRow)
		h.x0[r] = (l.handLeft+l.handRight)/2 - (float64(max(inRow, 1)-1)*h.step+l.cw)/2
	}
	return h
}

// place is card i's tap area: its visible part, lifted or not (the card's
// top-left corner is the area's left edge and its top plus the lift).
func (h *handSpread) place(i int) sprites.Rect {
	row, col := i/h.perRow, i%h.perRow
	inRow := min(h.perRow, h.n-row*h.perRow)
	w := h.step
	if col == inRow-1 {
		w = h.cw
	}
	height := h.ch + h.lift
	if row == 0 && h.n > h.perRow {
		height = h.rowH // the second row covers the rest
	}
	return sprites.Rect{X: h.x0[row] + float64(col)*h.step, Y: h.y[row] - h.lift, W: w, H: height}
}

// tableTarget puts played cards on a loose pile, the last play fanned beside it.
func (s *scene) tableTarget(a *ui.Context, c cards.Card, m *ui.Motion, dur int) {
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
