package for20

import (
	"math"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

// strip is one player's row: the label (name, points, hand size: tapping
// it names the player as a target), the reserve and area cards, the
// smoked stack at the right end.
type strip struct {
	label, cards, stack sprites.Rect
}

// gridSlots is the most action buttons shown at once.
const gridSlots = 8

// layout is where things go for the current screen size.
type layout struct {
	portrait   bool
	cw, ch     float64 // the hand's cards (the atlas size)
	sw, sh     float64 // the strips' cards
	strips     [f20.MaxPlayers]strip
	decks      [4]sprites.Rect // material deck and dump, playing deck and dump
	air        sprites.Rect    // the declared move's cards on the table
	hand       sprites.Rect
	handGap    float64
	info       [3]sprites.Rect // status, what was declared, the note or preview
	grid       [gridSlots]sprites.Rect
	logPanel   sprites.Rect
	logLines   int
	lineSize   float64 // text size of the info lines
	minTap     float64 // a finger's size, and the screen's, for the targets
	screenW    float64
	screenH    float64
	seatSize   float64 // text size of the strips' labels (at most)
	labelInset float64
	pillSize   float64 // the decks' counts

	// Per tick: every card's tap area (its visible part) in draw order.
	tap    [f20.NumCards]sprites.Rect
	order  [f20.NumCards]f20.Card
	orderN int
}

// liftFactor is how far a card held in the air rises, in card heights.
const liftFactor = 0.14

func (s *scene) relayout(a *scenes.Context) {
	if s.layout == a.LayoutCount() && s.atlas != nil {
		return
	}
	s.layout = a.LayoutCount()
	s.LayoutTopBar(a)
	l := &s.lay
	l.portrait = a.Portrait()
	l.minTap, l.screenW, l.screenH = a.MinTap(), a.W, a.H
	l.labelInset = a.U(4)
	if l.portrait {
		s.layoutPortrait(a)
	} else {
		s.layoutLandscape(a)
	}
	s.placeLogPanel(a)
	s.atlas = s.atlasOfWidth(a, int(l.cw))
	l.cw, l.ch = float64(s.atlas.W), float64(s.atlas.H)
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
// faces ready.
const keptAtlases = 6

// minRuleText is the smallest rule text on a card, in CSS pixels: under
// it a card shows its name and numbers, and the inspector the text.
const minRuleText = 7

// atlasOfWidth is the atlas of cards w wide, rendered now or kept from an
// earlier layout; the oldest kept one is freed when there are too many.
func (s *scene) atlasOfWidth(a *scenes.Context, w int) *atlas {
	w = min(max(w, 16), atlasMax) // as the atlas itself bounds it
	minText := minRuleText * max(a.Scale, 1)
	for _, at := range s.atlases {
		if at.W == w && at.minText == minText {
			return at
		}
	}
	if len(s.atlases) == keptAtlases {
		s.atlases[0].Dispose()
		s.atlases = s.atlases[1:]
	}
	at := newAtlas(a.Text, w, minText)
	s.atlases = append(s.atlases, at)
	return at
}

// layoutPortrait: the opponents' strips one under the other, the decks
// and the air, the viewer's strip, the hand (in two rows when the screen
// has the room: each card whole, its name and numbers readable), the
// info lines and the buttons in two rows at the bottom.
func (s *scene) layoutPortrait(a *scenes.Context) {
	l := &s.lay
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	bh := a.Tap(48)
	gridTop := a.H - m - 2*bh - gap
	cols := 4
	bw := (a.W - 2*m - float64(cols-1)*gap) / float64(cols)
	for i := range l.grid {
		l.grid[i] = sprites.Rect{X: m + float64(i%cols)*(bw+gap), Y: gridTop + float64(i/cols)*(bh+gap), W: bw, H: bh}
	}
	l.lineSize = max(a.U(22), 12*max(a.Scale, 1))
	lineH := l.lineSize * 1.3
	// The status one line; what was declared and the note or preview two
	// each (they wrap, and shrink if need be: never cut).
	infoTop := gridTop - gap - 5*lineH
	l.info[0] = sprites.Rect{X: m, Y: infoTop, W: a.W - 2*m, H: lineH}
	l.info[1] = sprites.Rect{X: m, Y: infoTop + lineH, W: a.W - 2*m, H: 2 * lineH}
	l.info[2] = sprites.Rect{X: m, Y: infoTop + 3*lineH, W: a.W - 2*m, H: 2 * lineH}
	rows := s.players + 1 // the opponents, the decks, the viewer
	avail := infoTop - gap - top
	// The hand wants two rows of cards four abreast; the strips take the
	// rest, down to a finger's height, and no more than they did alone.
	handW := a.W - 2*m
	cw4 := min((handW-3*gap)/4, atlasMax)
	handWant := 2*float64(sprites.CardHeight(int(cw4))) + gap + a.U(4)
	rowMost := max(min(avail/(float64(rows)+1.6), a.U(190)), a.MinTap()+4)
	rowH := (avail - handWant - float64(rows)*gap) / float64(rows)
	rowH = min(max(rowH, a.MinTap()+4), rowMost)
	s.placeRows(a, m, top, a.W-2*m, rowH, gap, 1)
	handTop := top + float64(rows)*(rowH+gap)
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: handW, H: infoTop - gap - handTop}, gap, 8)
}

// layoutLandscape: the strips on the left (the opponents in two columns
// when there are three or more), the decks and the viewer's strip under
// them, the hand at the bottom; the info and the buttons on the right.
func (s *scene) layoutLandscape(a *scenes.Context) {
	l := &s.lay
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	bh := a.Tap(48)
	panelW := min(max(a.W*0.22, 2*a.MinTap()*1.6+gap), a.U(320))
	panelX := a.W - m - panelW
	bw := (panelW - gap) / 2
	gridTop := a.H - m - 4*bh - 3*gap
	for i := range l.grid {
		l.grid[i] = sprites.Rect{X: panelX + float64(i%2)*(bw+gap), Y: gridTop + float64(i/2)*(bh+gap), W: bw, H: bh}
	}
	l.lineSize = max(a.U(22), 12*max(a.Scale, 1))
	s.placeInfoColumn(panelX, top, panelW, gridTop-gap-top)
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

// placeInfoColumn shares a column's height between the info lines: the
// status two lines (a long seat name and the coins wrap), the other two
// the rest (they wrap).
func (s *scene) placeInfoColumn(x, y, w, h float64) {
	l := &s.lay
	first := min(2*l.lineSize*1.3, h/3)
	rest := (h - first) / 2
	l.info[0] = sprites.Rect{X: x, Y: y, W: w, H: first}
	l.info[1] = sprites.Rect{X: x, Y: y + first, W: w, H: rest}
	l.info[2] = sprites.Rect{X: x, Y: y + first + rest, W: w, H: rest}
}

// placeRows lays out the opponents' strips (in cols columns), the deck
// row and the viewer's strip, each rowH tall, from top.
func (s *scene) placeRows(a *scenes.Context, x, top, w, rowH, gap float64, cols int) {
	l := &s.lay
	l.sh = rowH - a.U(6)
	l.sw = float64(int(l.sh * 5 / 7))
	l.sh = float64(sprites.CardHeight(int(l.sw)))
	l.seatSize = min(max(a.U(21), 11*max(a.Scale, 1)), rowH/3.9)
	colW := (w - float64(cols-1)*gap) / float64(cols)
	for k := range s.players - 1 {
		p := (s.Viewer + 1 + k) % s.players
		r := sprites.Rect{X: x + float64(k%cols)*(colW+gap), Y: top + float64(k/cols)*(rowH+gap), W: colW, H: rowH}
		l.strips[p] = s.stripIn(a, r)
	}
	oppRows := (s.players - 1 + cols - 1) / cols
	deckY := top + float64(oppRows)*(rowH+gap)
	slot := max(l.sw, a.MinTap()) + gap
	// The piles stand a little smaller than the strips' cards: their
	// counts go under them, never over a card's text.
	l.pillSize = min(l.seatSize, rowH/5)
	pileH := float64(int(rowH - 1.5*l.pillSize - a.U(4)))
	pileW := float64(int(pileH * 5 / 7))
	for i := range l.decks {
		l.decks[i] = sprites.Rect{X: x + float64(i)*slot + (l.sw-pileW)/2, Y: deckY, W: pileW, H: pileH}
	}
	l.air = sprites.Rect{X: x + 4*slot + gap, Y: deckY, W: w - 4*slot - gap, H: rowH}
	l.strips[s.Viewer] = s.stripIn(a, sprites.Rect{X: x, Y: deckY + rowH + gap, W: w, H: rowH})
}

// pill is where deck or dump z's count goes: under its pile.
func (l *layout) pill(z int) sprites.Rect {
	r := l.decks[z]
	h := l.pillSize * 1.5
	w := max(r.W*0.8, 2*l.pillSize)
	return sprites.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H + 1, W: w, H: h}
}

// pileScale is the scale of the decks' and dumps' cards.
func (l *layout) pileScale() float64 { return l.decks[0].W / l.cw }

// stripIn divides a row into label, cards and stack.
func (s *scene) stripIn(a *scenes.Context, r sprites.Rect) strip {
	l := &s.lay
	labelW := min(max(a.MinTap()*1.7, r.W*0.28), a.U(240))
	stackW := max(l.sw, a.MinTap())
	return strip{
		label: sprites.Rect{X: r.X, Y: r.Y, W: labelW, H: r.H},
		cards: sprites.Rect{X: r.X + labelW + a.U(8), Y: r.Y, W: r.W - labelW - stackW - a.U(16), H: r.H},
		stack: sprites.Rect{X: r.X + r.W - stackW, Y: r.Y, W: stackW, H: r.H},
	}
}

// atlasMax is the widest card face rendered (see newAtlas).
const atlasMax = 220

// placeHand sizes the hand's cards to the room left for them: as large
// as a hand of design cards can be, in the rows the room has. A larger
// hand is drawn smaller (see handGrid), never overlapping.
func (s *scene) placeHand(a *scenes.Context, r sprites.Rect, gap float64, design int) {
	l := &s.lay
	l.hand, l.handGap = r, gap
	best := 0.0
	for rows := 1; rows <= 3; rows++ {
		cols := (design + rows - 1) / rows
		w := (r.W - float64(cols-1)*gap) / float64(cols)
		h := (r.H - float64(rows-1)*gap) / float64(rows) / (1 + l.liftRoom(rows))
		best = max(best, min(w, h*5/7))
	}
	l.cw = float64(int(min(best, a.U(200), atlasMax)))
	l.cw = max(l.cw, 24)
	l.ch = float64(sprites.CardHeight(int(l.cw)))
}

// handGrid arranges n cards of the hand: in rows, each card scaled by k
// (at most 1) so that none overlaps another. Of the arrangements, the one
// with the fewest rows whose cards are nearly as large as the largest.
func (l *layout) handGrid(n int) (rows, cols int, k float64) {
	best := 0.0
	var ks [4]float64
	for r := 1; r <= 3; r++ {
		c := max((n+r-1)/r, 1)
		kw := (l.hand.W - float64(c-1)*l.handGap) / float64(c) / l.cw
		kh := (l.hand.H - float64(r-1)*l.handGap) / float64(r) / (l.ch * (1 + l.liftRoom(r)))
		ks[r] = max(min(1, kw, kh), 0.05) // a hand squeezed to nothing (a tiny window) still draws
		best = max(best, ks[r])
	}
	for r := 1; r <= 3; r++ {
		if ks[r] >= best*0.9 {
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
func (s *scene) placeTally(a *scenes.Context) {
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
	t.headSize = s.wholeSize(s.labels.headline, t.head, max(a.U(30), t.rowSize), true)
}

func (s *scene) placeLogPanel(a *scenes.Context) {
	l := &s.lay
	m := a.U(24)
	top := s.ContentTop() + a.U(8)
	l.logPanel = sprites.Rect{X: m, Y: top, W: a.W - 2*m, H: a.H - top - m}
	bh := a.Tap(48)
	lineH := l.lineSize * 1.5
	l.logLines = max(1, int((l.logPanel.H-bh-3*a.U(12))/lineH))
	bw := min(a.U(200), (l.logPanel.W-4*a.U(12))/3)
	scenes.Row(l.logPanel.X+a.U(12), l.logPanel.Y+l.logPanel.H-bh-a.U(12), bw, bh, a.U(12), s.logOlder, s.logNewer, s.logClose)
}

// targets aims every card at its place, steps the tweens and notes where
// each card can be tapped.
func (s *scene) targets(a *scenes.Context) {
	l := &s.lay
	dur := s.cardSprites.Begin(a.Settings.Speed.Scale(14), a.Settings.ReducedMotion, s.Viewer)
	l.orderN = 0
	v := &s.view
	scale := l.sw / l.cw
	for p := range s.players {
		s.placeStrip(a, p, scale, dur)
	}
	s.placeHandCards(a, dur)
	// The shared zones: decks and dumps in a pile, the table in the air;
	// a dump to choose from (Dealer's Cove, Scavenger) spread in the air,
	// one card of each design.
	s.pick = s.pickable()
	pickN := s.pick.Len()
	// The pick takes the whole deck row, decks included: a late game's
	// material dump has many designs.
	pickX := l.decks[0].X
	pickW := l.air.X + l.air.W - pickX
	pickStep := max(l.sw, a.MinTap()) + a.U(4)
	if pickN > 1 {
		pickStep = min(pickStep, (pickW-l.sw)/float64(pickN-1))
	}
	pickI, airN := 0, 0
	// The declared move's cards in the air row, overlapping when there
	// are more than it holds side by side.
	airTotal := 0
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) == f20.ZoneTable || s.declared(c) {
			airTotal++
		}
	}
	airScale := min(scale*1.05, l.air.H/l.ch)
	airW := l.cw * airScale
	airStep := max(airW, a.MinTap()) + a.U(4)
	if airTotal > 1 {
		airStep = min(airStep, (l.air.W-airW)/float64(airTotal-1))
	}
	for c := range f20.Card(f20.NumCards) {
		z := int(v.zone[c])
		m := &s.cardSprites.Motions[c]
		switch {
		case s.pick.Has(c):
			x := pickX + l.sw/2 + float64(pickI)*pickStep
			pickI++
			s.notePose(c, scenes.Pose{X: x, Y: l.air.Y + l.air.H/2, Scale: scale}, dur, true)
			if pickI < pickN {
				l.tap[c].W = pickStep
			}
		case z == f20.ZoneMaterialDeck, z == f20.ZoneMaterialDump, z == f20.ZonePlayingDeck, z == f20.ZonePlayingDump:
			cx, cy := l.decks[z].Center()
			m.ToPose(scenes.Pose{X: cx, Y: cy, Scale: l.pileScale()}, dur)
		case z == f20.ZoneRemoved:
			cx, _ := l.decks[3].Center()
			m.ToPose(scenes.Pose{X: cx, Y: -l.sh, Scale: scale}, dur)
		case z == f20.ZoneTable, s.declared(c):
			// Held up in the middle of the table (shadowed as lifted, see
			// drawCard), inside the row: over no one's cards.
			x := l.air.X + airW/2 + float64(airN)*airStep
			airN++
			s.notePose(c, scenes.Pose{X: x, Y: l.air.Y + l.air.H/2, Scale: airScale}, dur, true)
			if airN < airTotal {
				l.tap[c].W = airStep
			}
		case s.isOtherHand(z):
			r := l.strips[ownerOf(z)].label
			m.ToPose(scenes.Pose{X: r.X + r.W/2, Y: r.Y + r.H/2, Scale: scale * 0.8}, dur)
		}
	}
	s.cardSprites.End(dur, s.faceUp)
}

// pickable are the dump's cards the selected action chooses from: one
// of each design (copies are interchangeable), tools only from the
// playing dump.
func (s *scene) pickable() f20.CardSet {
	var out, seen f20.CardSet
	if !s.HumanTurn() {
		return out
	}
	zone := -1
	act := s.sel.Intersect(s.Match.State.Hand(s.Viewer)).OfCategory(f20.Action)
	for c := act.First(); c != f20.NoCard; c = act.Next(c) {
		switch c.Info().Effect {
		case f20.RestoreMaterial:
			zone = f20.ZoneMaterialDump
		case f20.RestoreTool:
			zone = f20.ZonePlayingDump
		}
	}
	if zone < 0 {
		return out
	}
	for c := range f20.Card(f20.NumCards) {
		d := c.Info().Design
		if int(s.view.zone[c]) == zone && !seen.Has(d) && (zone == f20.ZoneMaterialDump || c.Category() == f20.Tool) {
			seen, out = seen.With(d), out.With(c)
		}
	}
	return out
}

// declared tells whether c is one of the declarer's own cards of the
// move in the air (the materials of a smoke): they are held up in the
// air row, the table's middle, while the move waits for answers; the
// cards it targets stay where they lie, outlined.
func (s *scene) declared(c f20.Card) bool {
	z := int(s.view.zone[c])
	p := s.view.airPlayer
	return s.view.air.Has(c) && (z == f20.ZoneReserve(p) || z == f20.ZoneArea(p))
}

func (s *scene) isOtherHand(z int) bool {
	return z >= f20.ZoneHand(0) && z == f20.ZoneHand(ownerOf(z)) && ownerOf(z) != s.Viewer
}

// notePose aims card c and, when tappable, notes its tap area: the card's
// rectangle (upright) cut to the step to the next card.
func (s *scene) notePose(c f20.Card, p scenes.Pose, dur int, tappable bool) {
	s.cardSprites.Motions[c].ToPose(p, dur)
	if !tappable {
		return
	}
	l := &s.lay
	w, h := float64(s.atlas.W)*p.Scale, float64(s.atlas.H)*p.Scale
	l.tap[c] = sprites.Rect{X: p.X - w/2, Y: p.Y - h/2, W: w, H: h}
	l.order[l.orderN] = c
	l.orderN++
}

// placeStrip lays out p's reserve then area along the strip, the smoked
// stack in its pile. A step shorter than a card overlaps them; each
// card's tap area is the part of it that shows.
func (s *scene) placeStrip(a *scenes.Context, p int, scale float64, dur int) {
	l := &s.lay
	v := &s.view
	st := l.strips[p]
	reserve, area := f20.ZoneReserve(p), f20.ZoneArea(p)
	n := 0
	for c := range v.zone {
		if z := int(v.zone[c]); (z == reserve || z == area) && !s.declared(f20.Card(c)) {
			n++
		}
	}
	step := l.sw * 1.12
	if n > 1 {
		step = min(step, (st.cards.W-l.sw)/float64(n-1))
	}
	i := 0
	cy := st.cards.Y + st.cards.H/2
	for pass := range 2 {
		zone := reserve
		if pass == 1 {
			zone = area
		}
		for c := range f20.Card(f20.NumCards) {
			if int(v.zone[c]) != zone || s.declared(c) {
				continue
			}
			pose := scenes.Pose{X: st.cards.X + l.sw/2 + float64(i)*step, Y: cy, Scale: scale}
			if v.rotated.Has(c) || v.used.Has(c) {
				pose.Angle = math.Pi / 2
			}
			s.notePose(c, pose, dur, true)
			t := &l.tap[c]
			t.Y, t.H = st.cards.Y, st.cards.H
			if i < n-1 {
				t.W = step
			}
			i++
		}
	}
	smoked := f20.ZoneSmoked(p)
	cx, _ := st.stack.Center()
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) == smoked {
			s.cardSprites.Motions[c].ToPose(scenes.Pose{X: cx, Y: cy, Scale: scale}, dur)
		}
	}
}

// placeHandCards lays the viewer's hand out in its grid (see handGrid),
// each row centred, the rows centred in the hand's room.
func (s *scene) placeHandCards(a *scenes.Context, dur int) {
	l := &s.lay
	v := &s.view
	hand := f20.ZoneHand(s.Viewer)
	n := v.handCounts[s.Viewer]
	rows, cols, k := l.handGrid(n)
	w, h, gap := l.cw*k, l.ch*k, l.handGap
	lift := h * l.liftRoom(rows)
	blockH := float64(rows)*(h+lift) + float64(rows-1)*gap
	y0 := l.hand.Y + (l.hand.H-blockH)/2 + lift
	i := 0
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) != hand {
			continue
		}
		row, col := i/cols, i%cols
		inRow := min(cols, n-row*cols)
		x0 := l.hand.X + l.hand.W/2 - (float64(inRow)*w+float64(inRow-1)*gap)/2
		x := x0 + float64(col)*(w+gap) + w/2
		y := y0 + float64(row)*(h+lift+gap) + h/2
		if s.sel.Has(c) {
			y -= lift
		}
		s.notePose(c, scenes.Pose{X: x, Y: y, Scale: k}, dur, true)
		i++
	}
}

// placeButtons puts the action buttons shown now into the grid.
func (s *scene) placeButtons(a *scenes.Context) {
	s.shown = s.shown[:0]
	for _, b := range s.actionButtons {
		b.Hidden = true
	}
	human := s.HumanTurn() && !s.log.open
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
			s.shown = append(s.shown, s.pass, s.clear)
		case choosing:
			s.shown = append(s.shown, s.choose, s.clear)
		default:
			s.shown = append(s.shown, s.smoke, s.rotate, s.recycle, s.place, s.play, s.end, s.clear)
		}
	}
	if !s.Tally && !s.log.open {
		s.shown = append(s.shown, s.logButton)
	}
	for i, b := range s.shown {
		b.Hidden = false
		b.R = s.lay.grid[i]
	}
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
