package for20

import (
	"math"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Where each card goes, worked out every tick from the view and the
// layout (layout.go): its tween's target and the part of it a tap finds.

// targets aims every card at its place, steps the tweens and notes where
// each card can be tapped.
func (s *scene) targets(a *ui.Context) {
	l := &s.lay
	dur := s.cardSprites.Begin(a.Settings.Speed.Scale(14), a.Settings.ReducedMotion, s.Viewer)
	l.orderN, l.covered = 0, f20.CardSet{}
	v := &s.view
	scale := l.sw / l.cw
	for p := range s.players {
		if !s.sum.on || p == s.Viewer {
			s.placeStrip(a, p, scale, dur)
		}
	}
	s.placeHandCards(a, dur)
	if s.sum.on {
		s.placePanelCards(a, dur)
	}
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
			s.notePose(c, ui.Pose{X: x, Y: l.air.Y + l.air.H/2, Scale: scale}, dur, true)
			if pickI < pickN {
				l.tap[c].W = pickStep
				l.cover(c, pickStep, l.sw)
			}
		case z == f20.ZoneMaterialDeck, z == f20.ZoneMaterialDump, z == f20.ZonePlayingDeck, z == f20.ZonePlayingDump:
			cx, cy := l.decks[z].Center()
			m.ToPose(ui.Pose{X: cx, Y: cy, Scale: l.pileScale()}, dur)
		case z == f20.ZoneRemoved:
			cx, _ := l.decks[3].Center()
			m.ToPose(ui.Pose{X: cx, Y: -l.sh, Scale: scale}, dur)
		case z == f20.ZoneTable, s.declared(c):
			// Held up in the middle of the table (shadowed as lifted, see
			// drawCard), inside the row: over no one's cards.
			x := l.air.X + airW/2 + float64(airN)*airStep
			airN++
			s.notePose(c, ui.Pose{X: x, Y: l.air.Y + l.air.H/2, Scale: airScale}, dur, true)
			if airN < airTotal {
				l.tap[c].W = airStep
				l.cover(c, airStep, airW)
			}
		case s.isOtherHand(z) && !l.open: // an open hand is placed with the viewer's
			r := l.strips[ownerOf(z)].label
			if s.sum.on {
				r = s.sum.rows[ownerOf(z)]
			}
			m.ToPose(ui.Pose{X: r.X + r.W/2, Y: r.Y + r.H/2, Scale: scale * 0.8}, dur)
		}
	}
	s.dropCoveredTaps()
	s.cardSprites.End(dur, s.faceUp)
}

// pickable are the dump's cards the selected action chooses from: one
// of each design (copies are interchangeable), tools only from the
// playing dump.
func (s *scene) pickable() f20.CardSet {
	var out, seen f20.CardSet
	if !s.asked() {
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
func (s *scene) notePose(c f20.Card, p ui.Pose, dur int, tappable bool) {
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

// cover notes card c as partly under the next one in its row when the
// row's step is shorter than the card's width w.
func (l *layout) cover(c f20.Card, step, w float64) {
	if step < w-1 {
		l.covered = l.covered.With(c)
	}
}

// placeStrip lays out p's reserve then area along the strip, the smoked
// stack in its pile: side by side when they fit (a rotated card as wide
// as it lies), else each card showing a share of the row in proportion to
// its width, the last one whole. A covered card's tap area is the part of
// it that shows.
func (s *scene) placeStrip(a *ui.Context, p int, scale float64, dur int) {
	l := &s.lay
	v := &s.view
	st := l.strips[p]
	reserve, area := f20.ZoneReserve(p), f20.ZoneArea(p)
	width := func(c f20.Card) float64 {
		if v.rotated.Has(c) || v.used.Has(c) {
			return l.sh
		}
		return l.sw
	}
	n, sum, last := 0, 0.0, 0.0
	for pass := range 2 {
		zone := reserve
		if pass == 1 {
			zone = area
		}
		for c := range f20.Card(f20.NumCards) {
			if int(v.zone[c]) == zone && !s.declared(c) {
				n++
				last = width(c)
				sum += last
			}
		}
	}
	gap := l.sw * 0.12
	k := 1.0 // the share of each card's width (and gap) its step advances
	if n > 1 && sum+float64(n-1)*gap > st.cards.W {
		gap = 0
		k = max(st.cards.W-last, 0) / (sum - last)
	}
	x := st.cards.X
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
			w := width(c)
			pose := ui.Pose{X: x + w/2, Y: cy, Scale: scale}
			if w != l.sw {
				pose.Angle = -math.Pi / 2 // the band (its number) to the left: seen when covered
			}
			s.notePose(c, pose, dur, true)
			t := &l.tap[c]
			t.X, t.Y, t.W, t.H = x, st.cards.Y, w, st.cards.H
			step := w*k + gap
			if i < n-1 {
				t.W = min(w, step)
				l.cover(c, step, w)
			}
			x += step
			i++
		}
	}
	smoked := f20.ZoneSmoked(p)
	cx, _ := st.stack.Center()
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) == smoked {
			s.cardSprites.Motions[c].ToPose(ui.Pose{X: cx, Y: cy, Scale: scale}, dur)
		}
	}
}

// placeHandCards lays the viewer's hand out in its grid (see handGrid),
// each row centred, the rows centred in the hand's room.
func (s *scene) placeHandCards(a *ui.Context, dur int) {
	l := &s.lay
	if l.open {
		for p := range s.players {
			s.placeOpenHand(p, l.sw/l.cw, dur)
		}
		return
	}
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
		s.notePose(c, ui.Pose{X: x, Y: y, Scale: k}, dur, true)
		i++
	}
}
