package for20

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// An open table (a replay: Table.Open) shows every hand face up. Each
// player's strip grows a second row under the cards on the table: the
// hand, the viewer's like the others (there is nothing to select, so the
// viewer's hand needs no room of its own). Nobody is asked to move: on a
// phone held upright one row of buttons (Log, the tally's Continue) is
// enough; on its side the info column stays at the right.

// openStripMost is the tallest a row of an open strip gets, in design
// pixels: two of them make a strip a little taller than one in play.
const openStripMost = 130

// layoutOpen lays out an open table: the opponents' strips (in two
// columns on a wide screen when there are three or more), the decks and
// the air, the viewer's strip; the info lines and buttons under them on
// a phone held upright, at the right otherwise.
func (s *scene) layoutOpen(a *ui.Context) {
	l := &s.lay
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	if l.portrait {
		gridTop := s.placeBottomGrid(a, m, gap, 1)
		infoTop := s.placeInfoLines(a, m, gridTop-gap)
		s.placeOpenRows(a, m, top, a.W-2*m, infoTop-gap-top, gap, 1)
	} else {
		panelX := s.placeSidePanel(a, m, gap, top)
		cols := 1
		if s.players-1 >= 3 {
			cols = 2
		}
		s.placeOpenRows(a, m, top, panelX-2*m, a.H-m-top, gap, cols)
	}
	// The faces are rendered at the strips' size: every card of an open
	// table is drawn at about it.
	l.cw = l.sw
	l.ch = float64(sprites.CardHeight(int(l.cw)))
}

// openDeckLeast is the least height of an open table's deck row, in CSS
// pixels: piles a finger's width apart with their counts under them.
const openDeckLeast = 34

// placeOpenRows fills the room from top, h tall, with the opponents'
// strips (in cols columns), the deck row and the viewer's strip: each
// strip two rows, the deck row one, all rows alike.
func (s *scene) placeOpenRows(a *ui.Context, x, top, w, h, gap float64, cols int) {
	l := &s.lay
	inner := a.U(4) // between a strip's two rows
	oppRows := (s.players - 1 + cols - 1) / cols
	strips := float64(2*oppRows + 2) // rows of the strips; the deck row is one more
	room := h - float64(oppRows+1)*(gap+inner)
	rowH := min(room/(strips+1), a.U(openStripMost))
	// The deck row keeps room for its piles and their counts on the
	// smallest phones; the strips' rows share what is left.
	deckH := max(rowH, openDeckLeast*max(a.Scale, 1))
	if deckH > rowH {
		rowH = max((room-deckH)/strips, 8)
	}
	stripH := 2*rowH + inner
	s.sizeStripCards(a, rowH, stripH)
	colW := (w - float64(cols-1)*gap) / float64(cols)
	for k := range s.players - 1 {
		p := (s.Viewer + 1 + k) % s.players
		r := sprites.Rect{X: x + float64(k%cols)*(colW+gap), Y: top + float64(k/cols)*(stripH+gap), W: colW, H: stripH}
		l.strips[p] = s.openStripIn(a, r, rowH, inner)
	}
	deckY := top + float64(oppRows)*(stripH+gap)
	s.placeDeckRow(a, x, deckY, w, deckH, gap)
	viewer := sprites.Rect{X: x, Y: deckY + deckH + gap, W: w, H: stripH}
	l.strips[s.Viewer] = s.openStripIn(a, viewer, rowH, inner)
	// The game-over panel lies over the viewer's strip (placeTally).
	l.hand, l.handGap = viewer, inner
}

// openStripIn divides a strip two rows tall: the label down its left, the
// cards on the table and the smoked stack in the top row, the hand in
// the bottom row under both.
func (s *scene) openStripIn(a *ui.Context, r sprites.Rect, rowH, inner float64) strip {
	st := s.stripIn(a, r)
	st.cards.H, st.stack.H = rowH, rowH
	st.hand = sprites.Rect{X: st.cards.X, Y: r.Y + rowH + inner, W: st.stack.X + st.stack.W - st.cards.X, H: rowH}
	return st
}

// minOpenHandScale is the least a card of an open hand is shrunk to keep
// the hand side by side; past it, the cards overlap as a strip's do.
const minOpenHandScale = 0.75

// placeOpenHand lays p's hand along its row of the strip, face up: the
// cards side by side, shrunk a little when many, overlapping when more.
func (s *scene) placeOpenHand(p int, scale float64, dur int) {
	l := &s.lay
	row := l.strips[p].hand
	hand := f20.ZoneHand(p)
	n := s.view.handCounts[p]
	k := 1.0
	if n > 0 {
		k = (row.W - float64(n-1)*l.handGap) / (float64(n) * l.sw)
		k = min(1, max(k, minOpenHandScale))
	}
	w := l.sw * k
	step := w + l.handGap
	if n > 1 {
		step = min(step, (row.W-w)/float64(n-1))
	}
	i := 0
	for c := range f20.Card(f20.NumCards) {
		if int(s.view.zone[c]) != hand {
			continue
		}
		s.notePose(c, ui.Pose{X: row.X + w/2 + float64(i)*step, Y: row.Y + row.H/2, Scale: scale * k}, dur, true)
		if i < n-1 {
			l.tap[c].W = min(l.tap[c].W, step)
		}
		i++
	}
}

// handRowFill is an open hand's row: a shade under stripFill.
var handRowFill = color.RGBA{0x10, 0x33, 0x23, 0xff}

// drawOpenHandRows paints each hand's row a shade darker than its strip,
// so the hand reads apart from the cards on the table.
func (s *scene) drawOpenHandRows(a *ui.Context, screen *ebiten.Image) {
	for p := range s.players {
		if s.underTally(p) {
			continue
		}
		sprites.Panel(screen, s.lay.strips[p].hand, a.U(8), handRowFill)
	}
}

// underTally tells whether p's strip lies under the game-over panel (the
// viewer's, on an open table): it is not drawn, its label would show
// through the panel's lines.
func (s *scene) underTally(p int) bool {
	return s.Tally && s.lay.open && p == s.Viewer
}
