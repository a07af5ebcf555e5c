package for20

import (
	"strings"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// strip is one player's row: the label (name, points, hand size: tapping
// it names the player as a target), the reserve and area cards, the
// smoked stack at the right end; on an open table (openlayout.go) the
// hand in a row of its own under the cards.
type strip struct {
	label, cards, stack, hand sprites.Rect
}

// gridSlots is the most action buttons shown at once.
const gridSlots = 8

// layout is where things go for the current screen size.
type layout struct {
	portrait bool
	open     bool    // laid out for an open table: every hand in its strip (openlayout.go)
	cw, ch   float64 // the hand's cards (the atlas size)
	// bigCW: the hand's cards when it holds half the cards the room was
	// sized for and they fit larger (their own atlas, bigAtlas); 0 when
	// they would not be much larger.
	bigCW      float64
	sw, sh     float64 // the strips' cards
	strips     [f20.MaxPlayers]strip
	decks      [4]sprites.Rect // material deck and dump, playing deck and dump
	air        sprites.Rect    // the declared move's cards on the table
	hand       sprites.Rect
	handGap    float64
	info       [2]sprites.Rect // what was declared, the prompt (the note or preview): see placeInfo
	infoArea   sprites.Rect    // the info lines' room above the grid, its unused rows not counted
	rowsUsed   int             // the grid's rows the buttons shown now take
	grid       [gridSlots]sprites.Rect
	logPanel   sprites.Rect
	logLines   int
	lineSize   float64 // text size of the info lines
	leastText  float64 // the smallest text on the table: 12 CSS px
	minTap     float64 // a finger's size, and the screen's, for the targets
	screenW    float64
	screenH    float64
	seatSize   float64 // text size of the strips' labels (at most)
	labelInset float64
	gap        float64 // between the table's parts
	pillSize   float64 // the decks' counts

	// Per tick: every card's tap area (its visible part) in draw order,
	// and the cards partly under the next one in their row.
	covered f20.CardSet
	tap     [f20.NumCards]sprites.Rect
	order   [f20.NumCards]f20.Card
	orderN  int
}

// liftFactor is how far a card held in the air rises, in card heights.
const liftFactor = 0.14

func (s *scene) relayout(a *ui.Context) {
	if s.layout == a.LayoutCount() && s.atlas != nil && s.lay.open == s.Open {
		return
	}
	s.layout = a.LayoutCount()
	l := &s.lay
	l.portrait, l.open = a.Portrait(), s.Open
	l.minTap, l.screenW, l.screenH = a.MinTap(), a.W, a.H
	l.labelInset = a.U(4)
	l.gap = a.U(8)
	l.leastText = minTableText * max(a.Scale, 1)
	switch {
	case l.open:
		s.layoutOpen(a)
	case l.portrait:
		s.layoutPortrait(a)
	default:
		s.layoutLandscape(a)
	}
	if s.sum.on = s.wantsSummaries(a); s.sum.on {
		s.layoutSummaries(a)
	} else {
		s.sum.opened = -1
	}
	s.placeLogPanel(a)
	// An open table's cards are all about the strips' size: one atlas.
	s.stripAtlas = s.atlasOfWidth(a, int(l.sw), true)
	s.atlas = s.stripAtlas
	if !l.open {
		s.atlas = s.atlasOfWidth(a, int(l.cw), false)
	}
	l.cw, l.ch = float64(s.atlas.W), float64(s.atlas.H)
	s.bigAtlas = nil
	if l.bigCW > 0 && !l.open {
		s.bigAtlas = s.atlasOfWidth(a, int(l.bigCW), false)
		l.bigCW = float64(s.bigAtlas.W)
	}
	s.placeContinue()
	s.tally.placed = false
	for c := range s.cardSprites.Motions {
		s.cardSprites.Motions[c].Unplace()
	}
	// The texts are sized to their new boxes.
	s.labels.seat = [f20.MaxPlayers]string{}
	s.refreshSeatLabels()
	s.labels.key = promptKey{}
}

// keptAtlases is how many card sizes the scene keeps rendered: turning a
// phone and back, or a window going full screen and back, finds its
// faces ready (the hand's, a small hand's and the strips' of each).
const keptAtlases = 9

// atlasOfWidth is the atlas of cards w wide, rendered now or kept from an
// earlier layout; the oldest kept one is freed when there are too many.
// A strips' atlas (withIndex) has the faces of covered cards too.
func (s *scene) atlasOfWidth(a *ui.Context, w int, withIndex bool) *atlas {
	w = min(max(w, 16), atlasMax) // as the atlas itself bounds it
	css := max(a.Scale, 1)
	for i, at := range s.atlases {
		if at.W == w && at.css == css && (at.index[0] != nil) == withIndex {
			// The newest again: the oldest freed is never one in use.
			s.atlases = append(append(s.atlases[:i:i], s.atlases[i+1:]...), at)
			return at
		}
	}
	if len(s.atlases) == keptAtlases {
		s.atlases[0].Dispose()
		s.atlases = s.atlases[1:]
	}
	at := newAtlas(a.Text, w, css, withIndex)
	s.atlases = append(s.atlases, at)
	return at
}

// layoutPortrait: the opponents' strips one under the other, the decks
// and the air, the viewer's strip, the hand (in two rows when the screen
// has the room: each card whole, its name and numbers readable), the
// info lines and the buttons in two rows at the bottom.
func (s *scene) layoutPortrait(a *ui.Context) {
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	gridTop := s.placeBottomGrid(a, m, gap, 2)
	infoTop := s.placeInfoLines(a, m, gridTop-gap)
	rows := s.players + 1 // the opponents, the decks, the viewer
	avail := infoTop - gap - top
	// The hand wants two rows of cards four abreast; the strips' cards
	// are about 70% of the hand's (the hand is what the player
	// acts on, the strips what they read), and take what the hand leaves
	// when it is as wide as it can be; a finger's height at least.
	handW := a.W - 2*m
	cw4 := min((handW-3*gap)/4, atlasMax)
	const stripShare = 0.7
	fixed := float64(rows)*(a.U(6)+gap) + gap + a.U(4)
	cw := min((avail-fixed)/(float64(rows)*stripShare*7/5+2*7.0/5), cw4)
	handWant := 2*float64(sprites.CardHeight(int(cw))) + gap + a.U(4)
	rowH := (avail - handWant - float64(rows)*gap) / float64(rows)
	rowH = min(max(rowH, a.MinTap()+4), a.U(190))
	s.placeRows(a, m, top, a.W-2*m, rowH, gap, 1)
	handTop := top + float64(rows)*(rowH+gap)
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: handW, H: infoTop - gap - handTop}, gap, 8)
}

// placeBottomGrid puts the buttons in rows of four along the bottom, the
// last of rows rows at the bottom edge, and returns the grid's top. With
// fewer rows than the slots need, the later slots lie under the screen:
// a table that shows no more buttons than its rows hold asks for that.
func (s *scene) placeBottomGrid(a *ui.Context, m, gap float64, rows int) float64 {
	l := &s.lay
	bh := a.Tap(48)
	top := a.H - m - float64(rows)*bh - float64(rows-1)*gap
	const cols = 4
	bw := (a.W - 2*m - float64(cols-1)*gap) / float64(cols)
	for i := range l.grid {
		l.grid[i] = sprites.Rect{X: m + float64(i%cols)*(bw+gap), Y: top + float64(i/cols)*(bh+gap), W: bw, H: bh}
	}
	return top
}

// placeInfoLines puts the info lines' room across the screen, its bottom
// at bottom, four lines tall (what was declared and the prompt, two each,
// more when the grid has rows to spare: see placeInfo), and returns its
// top.
func (s *scene) placeInfoLines(a *ui.Context, m, bottom float64) float64 {
	l := &s.lay
	s.sizeInfoText(a)
	top := bottom - 4*l.lineSize*1.3
	l.infoArea = sprites.Rect{X: m, Y: top, W: a.W - 2*m, H: bottom - top}
	return top
}

// placeInfo shares the info lines' room, grown down to the first row of
// buttons shown, between what was declared (half, when something is) and
// the prompt (the rest).
func (s *scene) placeInfo() {
	l := &s.lay
	r := l.infoArea
	if l.rowsUsed > 0 && !l.open {
		slots := len(l.grid)
		first := l.grid[slots-l.rowsUsed*(slots/l.gridRows())]
		r.H = max(r.H, first.Y-l.gap-r.Y)
	}
	l.info[0] = sprites.Rect{X: r.X, Y: r.Y, W: r.W}
	if s.view.airLine != "" {
		l.info[0].H = r.H / 2
	}
	l.info[1] = sprites.Rect{X: r.X, Y: r.Y + l.info[0].H, W: r.W, H: r.H - l.info[0].H}
}

// gridRows is how many rows the grid has: two on a phone held upright,
// four in a side panel (an open table's buttons take its first slots).
func (l *layout) gridRows() int {
	if l.portrait {
		return 2
	}
	return 4
}

// sizeInfoText sizes the info lines as the status line under the top bar
// of a phone, and the least text of the table.
func (s *scene) sizeInfoText(a *ui.Context) {
	l := &s.lay
	l.lineSize = max(a.U(24), 14*max(a.Scale, 1))
}

// minTableText is the smallest text the table draws, in CSS pixels
// (scenetest.MinTextCSS, which the layout test holds it to).
const minTableText = 12

// layoutLandscape: the strips on the left (the opponents in two columns
// when there are three or more), the decks and the viewer's strip under
// them, the hand at the bottom; the info and the buttons on the right.
func (s *scene) layoutLandscape(a *ui.Context) {
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	panelX := s.placeSidePanel(a, m, gap, top)
	cols := 1
	if s.players-1 >= 3 {
		cols = 2
	}
	oppRows := (s.players - 1 + cols - 1) / cols
	rows := oppRows + 2
	leftW := panelX - 2*m
	avail := a.H - m - top
	rowH := (avail - float64(rows)*gap) / (float64(rows) + 1.6)
	rowH = max(min(rowH, a.U(170)), a.MinTap()+4)
	s.placeRows(a, m, top, leftW, rowH, gap, cols)
	handTop := top + float64(rows)*(rowH+gap)
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: leftW, H: a.H - m - handTop}, gap, 6)
}

// placeSidePanel puts the info lines and the buttons (four rows of two)
// in a column at the right, and returns its left edge.
func (s *scene) placeSidePanel(a *ui.Context, m, gap, top float64) float64 {
	l := &s.lay
	bh := a.Tap(48)
	panelW := min(max(a.W*0.22, 2*a.MinTap()*1.6+gap), a.U(320))
	panelX := a.W - m - panelW
	bw := (panelW - gap) / 2
	gridTop := a.H - m - 4*bh - 3*gap
	for i := range l.grid {
		l.grid[i] = sprites.Rect{X: panelX + float64(i%2)*(bw+gap), Y: gridTop + float64(i/2)*(bh+gap), W: bw, H: bh}
	}
	s.sizeInfoText(a)
	s.placeInfoColumn(panelX, top, panelW, gridTop-gap-top)
	return panelX
}

// placeInfoColumn gives the info lines a column's room (see placeInfo).
func (s *scene) placeInfoColumn(x, y, w, h float64) {
	s.lay.infoArea = sprites.Rect{X: x, Y: y, W: w, H: h}
}

// placeRows lays out the opponents' strips (in cols columns), the deck
// row and the viewer's strip, each rowH tall, from top.
func (s *scene) placeRows(a *ui.Context, x, top, w, rowH, gap float64, cols int) {
	l := &s.lay
	s.sizeStripCards(a, rowH, rowH)
	colW := (w - float64(cols-1)*gap) / float64(cols)
	for k := range s.players - 1 {
		p := (s.Viewer + 1 + k) % s.players
		r := sprites.Rect{X: x + float64(k%cols)*(colW+gap), Y: top + float64(k/cols)*(rowH+gap), W: colW, H: rowH}
		l.strips[p] = s.stripIn(a, r)
	}
	oppRows := (s.players - 1 + cols - 1) / cols
	deckY := top + float64(oppRows)*(rowH+gap)
	s.placeDeckRow(a, x, deckY, w, rowH, gap)
	l.strips[s.Viewer] = s.stripIn(a, sprites.Rect{X: x, Y: deckY + rowH + gap, W: w, H: rowH})
}

// sizeStripCards sizes the strips' cards to rows rowH tall, and their
// labels to strips stripH tall.
func (s *scene) sizeStripCards(a *ui.Context, rowH, stripH float64) {
	l := &s.lay
	l.sh = rowH - a.U(6)
	l.sw = float64(int(l.sh * 5 / 7))
	l.sh = float64(sprites.CardHeight(int(l.sw)))
	l.seatSize = max(min(a.U(24), stripH/3.9), l.leastText)
}

// placeDeckRow puts the decks and dumps, then the air, in the row rowH
// tall at y: the piles as large as the strips' cards (their faces drawn
// at their size), centred in the row.
func (s *scene) placeDeckRow(a *ui.Context, x, y, w, rowH, gap float64) {
	l := &s.lay
	slot := max(l.sw, a.MinTap()) + gap
	l.pillSize = max(min(l.seatSize, rowH/5), l.leastText)
	for i := range l.decks {
		l.decks[i] = sprites.Rect{X: x + float64(i)*slot + (slot-gap-l.sw)/2, Y: y + (rowH-l.sh)/2, W: l.sw, H: l.sh}
	}
	l.air = sprites.Rect{X: x + 4*slot + gap, Y: y, W: w - 4*slot - gap, H: rowH}
}

// pill is where deck z's count goes: over the bottom of its back (a
// dump's count is the inspector's: a pill there would cover its top
// card).
func (l *layout) pill(z int) sprites.Rect {
	r := l.decks[z]
	h := l.pillSize * 1.4
	w := max(r.W*0.8, 2*l.pillSize)
	return sprites.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H - h - r.H*0.06, W: w, H: h}
}

// pileScale is the scale of the decks' and dumps' cards.
func (l *layout) pileScale() float64 { return l.decks[0].W / l.cw }

// stripIn divides a row into label, cards and stack: the label as wide
// as its longest line needs ("Player 5", "12 cards"), a finger's width at
// least.
func (s *scene) stripIn(a *ui.Context, r sprites.Rect) strip {
	l := &s.lay
	labelW := min(max(a.MinTap()*1.2, s.labelWidth()+2*l.labelInset, r.W*0.16), a.U(240))
	stackW := max(l.sw, a.MinTap())
	return strip{
		label: sprites.Rect{X: r.X, Y: r.Y, W: labelW, H: r.H},
		cards: sprites.Rect{X: r.X + labelW + a.U(8), Y: r.Y, W: r.W - labelW - stackW - a.U(16), H: r.H},
		stack: sprites.Rect{X: r.X + r.W - stackW, Y: r.Y, W: stackW, H: r.H},
	}
}

// labelWidth is the width of the strips' labels' longest lines at their
// size: the longest name without the computer's level, "12 cards".
func (s *scene) labelWidth() float64 {
	if s.text == nil {
		return 0
	}
	st := sprites.Style{Size: s.lay.seatSize}
	w, _ := s.text.Measure("12 cards", st)
	for p := range s.players {
		name, _, _ := strings.Cut(s.SeatName(p), " (")
		nw, _ := s.text.Measure(name, st)
		w = max(w, nw)
	}
	return w
}

// atlasMax is the widest card face rendered (see newAtlas).
const atlasMax = 220

// placeHand sizes the hand's cards to the room left for them: as large
// as a hand of design cards can be, in the rows the room has. A larger
// hand is drawn smaller (see handGrid), never overlapping.
func (s *scene) placeHand(a *ui.Context, r sprites.Rect, gap float64, design int) {
	l := &s.lay
	l.hand, l.handGap = r, gap
	l.cw = float64(int(min(l.handWidth(design), a.U(200), atlasMax)))
	l.cw = max(l.cw, 24)
	l.ch = float64(sprites.CardHeight(int(l.cw)))
	// A little under the room's: the heights' rounding never rules them out.
	l.bigCW = float64(int(min(l.handWidth(max(design/2, 1))*0.97, a.U(200), atlasMax)))
	if l.bigCW < l.cw*1.2 {
		l.bigCW = 0
	}
}

// handWidth is the width of the largest cards n of which fit the hand's
// room, in the rows that hold them largest.
func (l *layout) handWidth(n int) float64 {
	r, gap := l.hand, l.handGap
	best := 0.0
	for rows := 1; rows <= 3; rows++ {
		cols := (n + rows - 1) / rows
		w := (r.W - float64(cols-1)*gap) / float64(cols)
		h := (r.H - float64(rows-1)*gap) / float64(rows) / (1 + l.liftRoom(rows))
		best = max(best, min(w, h*5/7))
	}
	return best
}

// handGrid arranges n cards of the hand: in rows, each card scaled by k
// (at most 1, or the big faces' scale when they fit whole) so that none
// overlaps another. Of the arrangements, the one
// whose cards are the largest, the fewest rows of those (a single row
// when its cards are as large).
func (l *layout) handGrid(n int) (rows, cols int, k float64) {
	best := 0.0
	var ks [4]float64
	big := l.bigCW / l.cw // the big faces' scale: all of it or nothing (they are drawn at their size)
	for r := 1; r <= 3; r++ {
		c := max((n+r-1)/r, 1)
		kw := (l.hand.W - float64(c-1)*l.handGap) / float64(c) / l.cw
		kh := (l.hand.H - float64(r-1)*l.handGap) / float64(r) / (l.ch * (1 + l.liftRoom(r)))
		ks[r] = max(min(1, kw, kh), 0.05) // a hand squeezed to nothing (a tiny window) still draws
		if big > 1 && min(kw, kh) >= big {
			ks[r] = big
		}
		best = max(best, ks[r])
	}
	for r := 1; r <= 3; r++ {
		if ks[r] >= best*0.99 {
			return r, max((n+r-1)/r, 1), ks[r]
		}
	}
	return 1, max(n, 1), ks[1]
}

// liftRoom is the room a row of the hand keeps above its cards for a
// selected card to rise into: only a single row lifts its selection (in
// rows, a raised card would cover the one above).
func (l *layout) liftRoom(rows int) float64 {
	if rows == 1 {
		return liftFactor
	}
	return 0
}

// tallyLayout is where the game-over panel's parts go (see placeTally).
type tallyLayout struct {
	placed            bool
	panel, head       sprites.Rect
	rows              [f20.MaxPlayers]sprites.Rect
	headSize, rowSize float64
}

// placeContinue puts the tally's Continue where the action buttons were,
// off the cards.
func (s *scene) placeContinue() {
	g := &s.lay.grid
	first, last := g[1], g[2] // the middle of the phone's four columns
	if !s.lay.portrait {
		first, last = g[gridSlots-2], g[gridSlots-1] // the column's bottom row
	}
	s.ContinueButton.R = sprites.Rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
}

// placeTally lays the game-over panel over the hand (and on a phone held
// upright the info lines, which it replaces): the headline, then one line
// per player, in two columns when one would make the text too small. The
// sizes are those that show the final texts whole.
func (s *scene) placeTally(a *ui.Context) {
	l := &s.lay
	t := &s.tally
	t.placed = true
	t.panel = l.hand
	if l.portrait {
		t.panel.H = l.grid[0].Y - a.U(8) - t.panel.Y
	}
	pad := a.U(12)
	in := t.panel.Inset(pad)
	t.rowSize = -1
	for cols := 1; cols <= 2; cols++ {
		var head sprites.Rect
		var rows [f20.MaxPlayers]sprites.Rect
		n := (s.players + cols - 1) / cols
		unit := in.H / float64(n+2) // the headline gets two lines' room
		head = sprites.Rect{X: in.X, Y: in.Y, W: in.W, H: 2 * unit}
		colW := (in.W - float64(cols-1)*pad) / float64(cols)
		size := min(a.U(24), unit/1.3)
		for p := range s.players {
			rows[p] = sprites.Rect{X: in.X + float64(p/n)*(colW+pad), Y: in.Y + float64(2+p%n)*unit, W: colW, H: unit}
			size = min(size, s.wholeSize(s.tallyLine(p, s.Match.State.Score(p)), rows[p], size, false))
		}
		if size > t.rowSize {
			t.rowSize, t.head, t.rows = size, head, rows
		}
	}
	t.rowSize = max(t.rowSize, l.leastText)
	t.headSize = s.fitSize(s.labels.headline, t.head, max(a.U(30), t.rowSize), true)
}

func (s *scene) placeLogPanel(a *ui.Context) {
	l := &s.lay
	m := a.U(24)
	top := s.ContentTop() + a.U(8)
	l.logPanel = sprites.Rect{X: m, Y: top, W: a.W - 2*m, H: a.H - top - m}
	bh := a.Tap(48)
	lineH := l.lineSize * 1.5
	l.logLines = max(1, int((l.logPanel.H-bh-3*a.U(12))/lineH))
	bw := min(a.U(200), (l.logPanel.W-4*a.U(12))/3)
	ui.Row(l.logPanel.X+a.U(12), l.logPanel.Y+l.logPanel.H-bh-a.U(12), bw, bh, a.U(12), s.logOlder, s.logNewer, s.logClose)
}

// placeButtons puts the action buttons shown now into the grid: only
// those the selection calls for (turnButtons), the answers in a reaction
// window, Target while an ability waits for one; at most one of them
// green; Clear once two things are selected; Log. A row the buttons do not need stays empty above them, the last
// row along the screen's edge.
func (s *scene) placeButtons(a *ui.Context) {
	s.shown = s.shown[:0]
	for _, b := range s.actionButtons {
		b.Hidden = true
	}
	human := s.asked() && !s.log.open
	if human {
		st := s.Match.State
		d := st.Decision()
		_, _, choosing := st.Choosing()
		switch {
		case d.Kind == rules.Reaction:
			for i, b := range s.answers {
				c := f20.Card(f20.NumMaterials + f20.NumTools + f20.NumActions + i)
				if st.Hand(s.Viewer).Has(c) && len(s.shown) < gridSlots-3 && !s.hasDesign(c) {
					s.shown = append(s.shown, b)
				}
			}
			s.shown = append(s.shown, s.pass)
		case choosing:
			s.shown = append(s.shown, s.choose)
		default:
			s.turnButtons()
		}
		// Clear for a selection of two things or more (a card alone, or
		// a player alone, is put back by tapping it again).
		things := s.sel.Len()
		if s.target != f20.NoTarget {
			things++
		}
		if things >= 2 {
			s.shown = append(s.shown, s.clear)
		}
	}
	if !s.Tally && !s.log.open {
		s.shown = append(s.shown, s.logButton)
	}
	// The grid's rows (four buttons each upright, two on a side panel)
	// fill from the bottom: the last row is full or holds them all.
	cols := gridSlots / s.lay.gridRows()
	skip := 0
	s.lay.rowsUsed = (len(s.shown) + cols - 1) / cols
	if s.lay.rowsUsed < gridSlots/cols && !s.lay.open {
		skip = (gridSlots/cols - s.lay.rowsUsed) * cols
	}
	for i, b := range s.shown {
		b.Hidden = false
		b.R = s.lay.grid[skip+i]
	}
}

// turnButtons are the buttons of a turn for the selection: Smoke while
// nothing or a smoke's cards are selected (green once a material and a
// tool are), Play for an action (green), Rotate for a material of the
// reserve alone, Recycle for a card of the hand alone, Place for a
// legendary tool of the hand alone; End turn always.
func (s *scene) turnButtons() {
	st := s.Match.State
	me := s.Viewer
	hand := s.sel.Intersect(st.Hand(me))
	mats := s.sel.Intersect(st.Reserve(me)).OfCategory(f20.Material)
	tools := s.sel.OfCategory(f20.Tool).Intersect(st.Hand(me).Union(st.Area(me)))
	one := s.sel.Len() == 1
	switch {
	case !hand.OfCategory(f20.Action).Empty():
		s.shown = append(s.shown, s.play)
	case s.sel.Empty() || !mats.Empty() || !tools.Empty():
		s.smoke.Primary = !mats.Empty() && !tools.Empty()
		s.shown = append(s.shown, s.smoke)
	}
	if one && !mats.Empty() {
		s.shown = append(s.shown, s.rotate)
	}
	if one && !hand.Empty() {
		if c := hand.First(); c.Category() == f20.Tool && c.Info().Kind == f20.Legendary {
			s.shown = append(s.shown, s.place)
		}
		s.shown = append(s.shown, s.recycle)
	}
	s.shown = append(s.shown, s.end)
}

// hasDesign tells whether an answer button of the same card design is
// already shown (two copies of a card answer the same way).
func (s *scene) hasDesign(c f20.Card) bool {
	for _, b := range s.shown {
		for i, ab := range s.answers {
			d := f20.Card(f20.NumMaterials + f20.NumTools + f20.NumActions + i)
			if ab == b && d.Info().Design == c.Info().Design {
				return true
			}
		}
	}
	return false
}
