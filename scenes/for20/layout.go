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
	portrait bool
	cw, ch   float64 // the hand's cards (the atlas size)
	sw, sh   float64 // the strips' cards
	strips   [f20.MaxPlayers]strip
	decks    [4]sprites.Rect // material deck and dump, playing deck and dump
	air      sprites.Rect    // the declared move's cards on the table
	hand     sprites.Rect
	info     [3]sprites.Rect // status, what was declared, the note or preview
	grid     [gridSlots]sprites.Rect
	logPanel sprites.Rect
	logLines int
	lineSize float64 // text size of the info lines
	minTap   float64 // a finger's size, and the screen's, for the targets
	screenW  float64
	screenH  float64
	seatSize float64 // text size of the strips' labels

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
	if l.portrait {
		s.layoutPortrait(a)
	} else {
		s.layoutLandscape(a)
	}
	s.placeLogPanel(a)
	s.atlas = s.atlasOfWidth(a, int(l.cw))
	l.cw, l.ch = float64(s.atlas.W), float64(s.atlas.H)
	for c := range s.cardSprites.Motions {
		s.cardSprites.Motions[c].Unplace()
	}
}

// keptAtlases is how many card sizes the scene keeps rendered: turning a
// phone and back, or a window going full screen and back, finds its
// faces ready.
const keptAtlases = 6

// atlasOfWidth is the atlas of cards w wide, rendered now or kept from an
// earlier layout; the oldest kept one is freed when there are too many.
func (s *scene) atlasOfWidth(a *scenes.Context, w int) *atlas {
	w = min(max(w, 16), 220) // as the atlas itself bounds it
	for _, at := range s.atlases {
		if at.W == w {
			return at
		}
	}
	if len(s.atlases) == keptAtlases {
		s.atlases[0].Dispose()
		s.atlases = s.atlases[1:]
	}
	at := newAtlas(a.Text, w)
	s.atlases = append(s.atlases, at)
	return at
}

// layoutPortrait: the opponents' strips one under the other, the decks
// and the air, the viewer's strip, the info lines, the hand and the
// buttons in two rows at the bottom.
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
	lineH := l.lineSize * 1.45
	infoTop := gridTop - gap - 3*lineH
	s.placeInfo(m, infoTop, a.W-2*m, lineH)
	rows := s.players + 1 // the opponents, the decks, the viewer
	avail := infoTop - gap - top
	rowH := (avail - float64(rows)*gap) / (float64(rows) + 1.6)
	rowH = max(min(rowH, a.U(190)), a.MinTap()+4)
	s.placeRows(a, m, top, a.W-2*m, rowH, gap, 1)
	handTop := top + float64(rows)*(rowH+gap)
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: a.W - 2*m, H: infoTop - gap - handTop})
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
	lineH := min(l.lineSize*1.45, (gridTop-gap-top)/3)
	s.placeInfoColumn(panelX, top, panelW, gridTop-gap-top)
	_ = lineH
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
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: leftW, H: a.H - m - handTop})
}

// placeInfo puts the three info lines one under the other.
func (s *scene) placeInfo(x, y, w, lineH float64) {
	for i := range s.lay.info {
		s.lay.info[i] = sprites.Rect{X: x, Y: y + float64(i)*lineH, W: w, H: lineH}
	}
}

// placeInfoColumn shares a column's height between the info lines: the
// status one line, the other two the rest (they wrap).
func (s *scene) placeInfoColumn(x, y, w, h float64) {
	l := &s.lay
	first := min(l.lineSize*1.45, h/3)
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
	for i := range l.decks {
		l.decks[i] = sprites.Rect{X: x + float64(i)*slot, Y: deckY + (rowH-l.sh)/2, W: l.sw, H: l.sh}
	}
	l.air = sprites.Rect{X: x + 4*slot + gap, Y: deckY, W: w - 4*slot - gap, H: rowH}
	l.strips[s.Viewer] = s.stripIn(a, sprites.Rect{X: x, Y: deckY + rowH + gap, W: w, H: rowH})
}

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

// placeHand sizes the hand's cards to the room left for them.
func (s *scene) placeHand(a *scenes.Context, r sprites.Rect) {
	l := &s.lay
	l.hand = r
	l.cw = float64(int(min((r.H-a.U(4))*5/7, a.W/4.2, a.U(200))))
	l.cw = max(l.cw, 24)
	l.ch = float64(sprites.CardHeight(int(l.cw)))
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
	airN := 0
	for c := range f20.Card(f20.NumCards) {
		z := int(v.zone[c])
		m := &s.cardSprites.Motions[c]
		switch {
		case s.pick.Has(c):
			x := pickX + l.sw/2 + float64(airN)*pickStep
			airN++
			s.notePose(c, scenes.Pose{X: x, Y: l.air.Y + l.air.H/2, Scale: scale}, dur, true)
			if airN < pickN {
				l.tap[c].W = pickStep
			}
		case z == f20.ZoneMaterialDeck, z == f20.ZoneMaterialDump, z == f20.ZonePlayingDeck, z == f20.ZonePlayingDump:
			cx, cy := l.decks[z].Center()
			m.ToPose(scenes.Pose{X: cx, Y: cy, Scale: scale}, dur)
		case z == f20.ZoneRemoved:
			cx, _ := l.decks[3].Center()
			m.ToPose(scenes.Pose{X: cx, Y: -l.sh, Scale: scale}, dur)
		case z == f20.ZoneTable:
			x := l.air.X + l.sw/2 + float64(airN)*(max(l.sw, a.MinTap())+a.U(4))
			airN++
			s.notePose(c, scenes.Pose{X: x, Y: l.air.Y + l.air.H/2 - l.sh*liftFactor, Scale: scale * 1.05}, dur, true)
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
		if z := int(v.zone[c]); z == reserve || z == area {
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
			if int(v.zone[c]) != zone {
				continue
			}
			pose := scenes.Pose{X: st.cards.X + l.sw/2 + float64(i)*step, Y: cy, Scale: scale}
			if v.rotated.Has(c) || v.used.Has(c) {
				pose.Angle = math.Pi / 2
			}
			if v.air.Has(c) {
				pose.Y -= l.sh * liftFactor
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

// placeHandCards spreads the viewer's hand along the bottom.
func (s *scene) placeHandCards(a *scenes.Context, dur int) {
	l := &s.lay
	v := &s.view
	hand := f20.ZoneHand(s.Viewer)
	n := v.handCounts[s.Viewer]
	step := l.cw * 1.05
	if n > 1 {
		step = min(step, (l.hand.W-l.cw)/float64(n-1))
	}
	x0 := l.hand.X + l.hand.W/2 - (float64(max(n, 1)-1)*step+l.cw)/2
	cy := l.hand.Y + l.hand.H/2
	i := 0
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) != hand {
			continue
		}
		y := cy
		if s.sel.Has(c) {
			y -= l.ch * liftFactor
		}
		s.notePose(c, scenes.Pose{X: x0 + l.cw/2 + float64(i)*step, Y: y, Scale: 1}, dur, true)
		t := &l.tap[c]
		t.Y, t.H = l.hand.Y, l.hand.H
		if i < n-1 {
			t.W = step
		}
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
