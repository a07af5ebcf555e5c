package twentystrong

import (
	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

type rect = sprites.Rect

// layout is where the table's parts go on this screen. The bands (stacks,
// stats, active cards, rolled dice, pool, exhausted dice, inventory, the
// preview and prompt lines, the buttons) are stacked in one column on a
// tall screen and in two on a wide one; the parts inside the bands that
// change with the game (cards, dice groups, items) are placed every tick
// by place, which allocates nothing.
type layout struct {
	tap, gap, text, small float64 // a finger, a gap, the text sizes
	scale                 float64 // device pixels per CSS pixel, 1 at least
	phone                 bool    // under 600 CSS px wide or 500 tall

	stackBand, statsBand, activeBand, rolledBand rect
	// The bands as the screen gives them: the rolled dice borrow rows
	// from the active cards above them when their groups need more.
	activeBase, rolledBase           rect
	poolBand, exhaustedBand, invBand rect
	preview, note, controls          rect

	stacks [ts.NumStacks]rect
	boss   rect
	stat   [4]rect // Health, Strategy, Recovery dice, the Alarm track
	// statsMode: the stats' captions beside their dice, under them, or
	// the stats in two rows.
	statsMode statsMode
	// discardCell: the discard pile (discard) with its caption.
	discardCell rect

	active      [ts.NumCards]rect // by the view's active order
	rolled      [ts.NumDice]rect  // the groups of unapplied dice
	rolledDie   [ts.NumDice]ts.DieID
	rolledCount [ts.NumDice]int
	rolledN     int
	dieOf       [ts.NumDice]int  // a die's group in rolled, -1 none
	applied     [ts.NumDice]rect // a die on a card (a plus-one's target), else empty
	pool        [ts.NumColours]rect
	exhausted   [ts.NumColours]rect
	items       [ts.NumCards]rect
	discard     rect
	// key: the hero's name and ability with the legend of the dice faces;
	// heroCard: it is a card with the whole ability (else a line or two).
	key      rect
	heroCard bool
	heroArea rect // the hero's part of the key
	hero     heroLayout
	legend   legendLayout
	end      endLayout
	// invCaption: the inventory's caption has room beside the items.
	invCaption bool
	// stackAspect: a stack's card is up to this many times wider than
	// tall: a third wider on an upright phone (its short band's names and
	// numbers need the width more than a card's shape), else under its
	// height (the legend may stand beside the stacks).
	stackAspect float64
}

// relayout places the bands when the screen size changes.
func (s *scene) relayout(a *ui.Context) {
	if s.layout == a.LayoutCount() {
		return
	}
	s.layout = a.LayoutCount()
	s.snapNext = true
	l := &s.lay
	sc := max(a.Scale, 1)
	l.scale = sc
	l.phone = a.W < 600*sc || a.H < 500*sc
	l.tap = max(a.MinTap(), a.U(60))
	l.gap = max(a.U(10), 4*sc)
	// No text on the table under 13 CSS px: at 390x844 the captions were
	// 10 px and the discard pile's 7.
	l.text = a.TextSize(20)
	l.small = a.TextSize(16)
	top := s.ContentTop() + l.gap
	bottom := a.H - l.gap
	margin := max(a.U(16), 6*sc)
	s.layoutBands(a, top, bottom, margin)
	// A screen smaller than any phone (a window squeezed to 200x200) has
	// no room for bands a finger tall: they shrink until they fit, as
	// targets under a finger beat targets off the screen.
	for range 4 {
		end := l.bandsBottom()
		if end <= bottom+0.5 || l.tap < 8 {
			break
		}
		k := max(0.5, (bottom-top)/(end-top))
		l.tap, l.gap = l.tap*k, l.gap*k
		s.layoutBands(a, top, bottom, margin)
	}
	l.activeBase, l.rolledBase = l.activeBand, l.rolledBand
	// The stacks and the boss: four cards in a row.
	b := l.stackBand
	cw := l.stackCardWidth(b)
	for k := range ts.NumStacks {
		l.stacks[k] = rect{X: b.X + float64(k)*(cw+l.gap/2), Y: b.Y, W: cw, H: b.H}
	}
	l.boss = rect{X: b.X + 3*(cw+l.gap/2), Y: b.Y, W: cw, H: b.H}
	s.placeStats(a)
	// The pool and the exhausted dice: a group per colour after a caption.
	for i, band := range [2]rect{l.poolBand, l.exhaustedBand} {
		capW := captionWidth(a, band)
		cell := min(l.tap*1.6, (band.W-capW)/float64(ts.NumColours))
		for col := range ts.NumColours {
			r := rect{X: band.X + capW + float64(col)*cell, Y: band.Y, W: cell - l.gap/2, H: band.H}
			if i == 0 {
				l.pool[col] = r
			} else {
				l.exhausted[col] = r
			}
		}
	}
	s.placeKey(a)
	s.placeEndPanel(a, bottom)
	s.prevFor = -1
}

// layoutBands lays the bands out in one column or two.
func (s *scene) layoutBands(a *ui.Context, top, bottom, margin float64) {
	l := &s.lay
	l.key, l.heroCard, l.heroArea = rect{}, false, rect{}
	l.legend = legendLayout{}
	if a.H > a.W*1.1 {
		s.layoutTall(a, top, bottom, margin)
	} else {
		s.layoutWide(a, top, bottom, margin)
	}
}

// bandsBottom is the lowest edge of the bands.
func (l *layout) bandsBottom() float64 {
	end := 0.0
	for _, b := range [...]rect{l.stackBand, l.key, l.statsBand, l.activeBand, l.rolledBand, l.poolBand,
		l.exhaustedBand, l.invBand, l.preview, l.note, l.controls} {
		end = max(end, b.Y+b.H)
	}
	return end
}

// layoutTall stacks the bands in one column.
func (s *scene) layoutTall(a *ui.Context, top, bottom, margin float64) {
	l := &s.lay
	l.stackAspect = 1.35
	lineH := l.text * 1.35
	controlsH := 2*l.tap + l.gap
	if s.Open {
		// A replay shows no buttons (its panel has its own): at 360x640
		// their rows pushed the prompt under the replay's move line.
		controlsH = 0
	}
	w := a.W - 2*margin
	fixed := s.statsHeight(a, w) + (2*l.tap + l.gap) + 3*l.tap + 4*lineH + controlsH + 10*l.gap
	flex := max(0, bottom-top-fixed)
	// The stacks are what the prompt says to tap: a finger's width each
	// (at 360x640 they were 22 px), the enemies' band the rest. Tall
	// enough for a name in two lines, the numbers and the count (at
	// 375x667 they were 53 px and ran over); a third of the room at most,
	// the rest the enemies' (at 360x640 the stacks had 81 px, the
	// enemies 56).
	stackH := func(flex float64) float64 { return min(max(flex*0.33, l.tap*1.2, l.text*5.4), w/4*1.1, flex) }
	// The rolled dice have two rows, but on a short phone the second is
	// the enemies' until the dice need it (fitRolledBand): at 360x640 the
	// enemies had 15 px.
	rolledH := 2*l.tap + l.gap
	if flex-stackH(flex) < 3*l.tap {
		rolledH = l.tap
		flex += l.tap + l.gap
	}
	col := column{x: margin, y: top, w: w, gap: l.gap}
	l.stackBand = col.take(stackH(flex))
	// The hero and the legend go beside the stacks when a short screen
	// leaves room there, else in a band of their own under them.
	spare := l.stackSpare(l.stackBand)
	inSpare := spare.W >= w*0.3 && s.verticalLegendFits(a, spare)
	keyH := 0.0
	if !inSpare {
		keyH = float64(s.keyLines(a, w)) * l.keyLineH()
		flex = max(0, flex-keyH-l.gap)
		col.y = top
		l.stackBand = col.take(stackH(flex))
	}
	// A small phone (360x640) left the enemies no height at all: the
	// buttons keep to one row (placeButtons narrows them to it), then the
	// stacks give up height, down to three lines of text.
	if minActive := max(l.tap*1.2, l.text*3.6); flex-l.stackBand.H < minActive {
		if controlsH > l.tap {
			flex += controlsH - l.tap
			controlsH = l.tap
		}
		col.y = top
		l.stackBand = col.take(max(min(l.text*3.3, l.stackBand.H), min(l.stackBand.H, flex-minActive)))
	}
	if !inSpare {
		l.key = col.take(keyH)
		s.splitKey(a, l.key, true)
	}
	l.statsBand = col.take(s.statsHeight(a, w))
	l.activeBand = col.take(max(0, flex-l.stackBand.H))
	l.rolledBand = col.take(rolledH)
	l.poolBand = col.take(l.tap)
	l.exhaustedBand = col.take(l.tap)
	l.invBand = col.take(l.tap)
	l.preview = col.take(2 * lineH)
	l.note = col.take(2 * lineH)
	l.controls = col.take(controlsH)
	if inSpare {
		s.splitKey(a, l.stackSpare(l.stackBand), true)
	}
}

// layoutWide puts the stacks, the hero and the dice in a left column and
// the enemies, the lines and the buttons in a right one.
func (s *scene) layoutWide(a *ui.Context, top, bottom, margin float64) {
	l := &s.lay
	l.stackAspect = 1 / 1.2
	sc := max(a.Scale, 1)
	lineH := l.text * 1.35
	controlsH := 2*l.tap + l.gap
	l.controls = rect{}
	// The left column holds five dice groups a finger wide after their
	// caption, whatever the screen.
	minLeft := 60*sc + float64(ts.NumColours)*(l.tap+l.gap)
	leftW := max(min(a.W*0.42, max(a.U(560), 360*sc)), min(minLeft, a.W*0.55))
	rightW := a.W - 2*margin - l.gap - leftW
	left := column{x: margin, y: top, w: leftW, gap: l.gap}
	leftFixed := 3*l.tap + s.statsHeight(a, leftW) + 5*l.gap
	stackH := min(max(0, bottom-top-leftFixed), leftW/4*1.3)
	// What the stacks leave of the column's height holds the hero's card
	// with its whole ability (a desktop); without it, the hero takes a
	// line over the enemies.
	slack := bottom - top - leftFixed - stackH - l.gap
	cardH := s.heroCardHeight(a, leftW)
	l.stackBand = left.take(stackH)
	l.statsBand = left.take(s.statsHeight(a, leftW))
	if slack >= cardH {
		l.key = left.take(cardH)
		l.heroCard = true
		s.splitKey(a, l.key, true)
	}
	// The dice bands share what the column has left (at 1280x800 a
	// fifth of it stood empty), up to half a finger more each.
	diceY := left.y
	l.poolBand = left.take(l.tap)
	l.exhaustedBand = left.take(l.tap)
	l.invBand = left.take(l.tap)
	if spare := bottom - (left.y - l.gap); spare > 0 {
		h := min(l.tap*1.5, l.tap+spare/3)
		left.y = diceY
		l.poolBand = left.take(h)
		l.exhaustedBand = left.take(h)
		l.invBand = left.take(h)
	}
	rightX := margin + leftW + l.gap
	buttonColumn := a.H < 500*sc
	if buttonColumn {
		// A phone on its side: the buttons stand in a column at the
		// right edge, so the enemies keep the height.
		bw := min(l.tap*2, rightW*0.3)
		l.controls = rect{X: rightX + rightW - bw, Y: top, W: bw, H: bottom - top}
		rightW -= bw + l.gap
	}
	right := column{x: rightX, y: top, w: rightW, gap: l.gap}
	if !l.heroCard {
		// A line over the enemies; the legend stands beside the stacks
		// when they leave it room.
		spare := l.stackSpare(l.stackBand)
		legendBeside := s.verticalLegendFits(a, spare)
		lines := 1
		if !legendBeside {
			lines = s.keyLines(a, rightW)
		}
		l.key = right.take(float64(lines) * l.keyLineH())
		s.splitKey(a, l.key, !legendBeside)
		if legendBeside {
			s.placeVerticalLegend(a, spare)
		}
	}
	// Two lines: the preview's longest form ("... 2 standing (you would
	// lose!)") did not fit one at 1280x800 and lost its warning.
	previewH := 2 * lineH
	rightFixed := l.tap + previewH + 2*lineH + 4*l.gap
	if !buttonColumn {
		rightFixed += controlsH + l.gap
	}
	l.activeBand = right.take(max(0, bottom-right.y-rightFixed))
	l.rolledBand = right.take(l.tap)
	l.preview = right.take(previewH)
	l.note = right.take(2 * lineH)
	if !buttonColumn {
		l.controls = right.take(controlsH)
	}
}

// stackCardWidth is the width of a stack's card in band b: four in a
// row, no wider than stackAspect times the band's height.
// Half a gap between them: at 390x844 a whole one left "Chalkbrood" no
// room at 12 px.
func (l *layout) stackCardWidth(b rect) float64 {
	return min((b.W-1.5*l.gap)/4, b.H*l.stackAspect)
}

// stackSpare is what the four cards leave of the stack band at its right.
func (l *layout) stackSpare(b rect) rect {
	used := 4*l.stackCardWidth(b) + 2.5*l.gap
	return rect{X: b.X + used, Y: b.Y, W: max(0, b.W-used), H: b.H}
}

// column hands out bands from the top of a column.
type column struct{ x, y, w, gap float64 }

func (c *column) take(h float64) rect {
	r := rect{X: c.x, Y: c.y, W: c.w, H: max(0, h)}
	c.y += r.H + c.gap
	return r
}

// placeButtons lays the step's buttons out in rows in the controls band,
// showing only those the rules allow now (Undo when an apply can be taken
// back, Use and Discard when an item is picked).
func (s *scene) placeButtons(a *ui.Context) {
	f := &s.legal
	on := s.ready()
	st := s.Match.State
	kind, _, _ := st.Choice()
	s.roll.Hidden = !on || !f.roll
	s.reroll.Hidden = !on || !f.reroll
	s.next.Hidden = !on || !f.next
	s.resolve.Hidden = !on || !f.resolve
	s.suffer.Hidden = !on || !f.suffer
	s.done.Hidden = !on || !f.done
	s.endgame.Hidden = !on || !f.endgame
	s.take.Hidden = !on || kind != ts.ChoiceReward || f.reward == ts.NoCard
	s.decline.Hidden = s.take.Hidden
	if !s.take.Hidden {
		s.take.ID, s.decline.ID = takeIDs[f.reward], declineIDs[f.reward]
	}
	s.use.Hidden = !on || s.item == ts.NoCard
	s.use.Enabled = s.item != ts.NoCard && f.usable&(1<<uint(s.item)) != 0
	s.discard.Hidden = s.use.Hidden
	s.undo.Hidden = !on || !s.canUndo()
	for k := range s.scout {
		s.scout[k].Hidden = !on || !f.scout[k]
	}
	l := &s.lay
	r := l.controls
	x, y := r.X, r.Y
	size := min(l.tap*0.45, a.U(24))
	width := func(b *ui.Button) float64 {
		return max(l.tap*1.7, float64(len(b.Label))*size*0.62+l.tap*0.6)
	}
	// A band of one row (a small phone) narrows the buttons to it.
	k := 1.0
	if r.H < 2*l.tap {
		total, n := 0.0, 0
		for _, b := range s.buttons {
			if !b.Hidden {
				total += width(b)
				n++
			}
		}
		if room := r.W - float64(max(n-1, 0))*l.gap; total > room {
			k = room / total
		}
	}
	for _, b := range s.buttons {
		if b.Hidden {
			continue
		}
		w := width(b) * k
		if x > r.X && x+w > r.X+r.W+1e-6 {
			x, y = r.X, y+l.tap+l.gap
		}
		b.R = rect{X: x, Y: y, W: min(w, r.W), H: l.tap}
		x += w + l.gap
	}
}

// place puts the cards and dice of the view where they go, and aims their
// tweens there (snapping after a resize, a skip or an undo).
func (s *scene) place(a *ui.Context) {
	l := &s.lay
	v := &s.view
	dur := a.Settings.Speed.Scale(18)
	if s.snapNext || a.Settings.ReducedMotion {
		dur = 0
	}
	s.snapNext = false
	s.groupRolled()
	s.fitRolledBand()
	s.placeActive()
	// Inventory: small cards in a row.
	ib := l.invBand
	capW := captionWidth(a, ib)
	l.invCaption = (ib.W-capW)/float64(max(v.inventN, 1))-l.gap/2 >= l.tap
	if !l.invCaption {
		capW = 0 // a full inventory on a narrow band: the items take the room
	}
	iw := min(l.tap*2.4, (ib.W-capW)/float64(max(v.inventN, 1))-l.gap/2)
	for i := 0; i < v.inventN; i++ {
		l.items[i] = rect{X: ib.X + capW + float64(i)*(iw+l.gap/2), Y: ib.Y, W: iw, H: ib.H}
	}
	s.placeRolled()
	// Cards: where their zone shows them.
	for c := range ts.CardID(ts.NumCards) {
		r, ok := s.cardRect(c)
		if !ok {
			continue
		}
		m := &s.cards[c]
		m.pos.ToScaled(r.X, r.Y, r.W, dur)
		m.h.To(r.H, 0, dur)
	}
	// Dice.
	var onCard, total [ts.NumCards]int
	s.diceOnCards(&total)
	for d := range ts.DieID(ts.NumDice) {
		r := s.dieRect(d, &onCard, &total)
		l.applied[d] = rect{}
		if s.view.dieZone[d] == ts.ZoneOnCard {
			l.applied[d] = r
		}
		if s.picked&(1<<uint(d)) != 0 && s.view.dieZone[d] == ts.ZoneCommitted {
			r.Y -= r.H * 0.18 // a picked die is lifted
		}
		s.dice[d].ToScaled(r.X, r.Y, r.W, dur)
	}
}

// groupRolled groups the unapplied dice of the active area: same colour
// and same outcome (or not rolled yet) make one group, a die of it the
// one its target names (the lowest, as the rules' legal moves do).
func (s *scene) groupRolled() {
	l := &s.lay
	v := &s.view
	l.rolledN = 0
	for d := range l.dieOf {
		l.dieOf[d] = -1
	}
	for col := range ts.Colour(ts.NumColours) {
		for kind := int8(-1); kind <= 2; kind++ {
			g := -1
			for d := range ts.DieID(ts.NumDice) {
				if d.Colour() != col || v.dieZone[d] != ts.ZoneCommitted || s.groupKind(d) != kind {
					continue
				}
				if g < 0 {
					g = l.rolledN
					l.rolledN++
					l.rolledDie[g], l.rolledCount[g] = d, 0
				}
				l.dieOf[d] = g
				l.rolledCount[g]++
			}
		}
	}
}

// fitRolledBand gives the rolled dice as many rows as their groups need
// at a finger's width each, taken from the bottom of the active cards'
// band (half of it at most, unless the band is short: on a small phone
// the enemies shrink rather than the dice run over the lines below).
func (s *scene) fitRolledBand() {
	l := &s.lay
	l.activeBand, l.rolledBand = l.activeBase, l.rolledBase
	if s.enemiesTakeRolledBand() {
		l.activeBand.H = l.rolledBase.Y + l.rolledBase.H - l.activeBase.Y
		l.rolledBand.Y, l.rolledBand.H = l.activeBand.Y+l.activeBand.H, 0
		return
	}
	b := l.rolledBase
	step := l.tap + l.gap
	perRow := max(1, int((b.W+l.gap)/step))
	have := max(1, int((b.H+l.gap)/step))
	need := (l.rolledN + perRow - 1) / perRow
	if need <= have {
		return
	}
	limit := l.activeBase.H * 0.5
	if l.activeBase.H < 3*l.tap {
		limit = l.activeBase.H
	}
	extra := min(float64(need-have)*step, limit)
	extra = float64(int(extra/step)) * step // whole rows only
	l.activeBand.H -= extra
	l.rolledBand.Y -= extra
	l.rolledBand.H += extra
}

// placeRolled puts the groups in rows in the rolled band, narrowed (to a
// finger's width at least) so that they all fit.
func (s *scene) placeRolled() {
	l := &s.lay
	b := l.rolledBand
	size := l.tap
	rows := max(1, int((b.H+l.gap)/(size+l.gap)))
	perRow := max(1, (l.rolledN+rows-1)/rows)
	w := max(size, min(size*1.5, (b.W+l.gap)/float64(perRow)-l.gap))
	// A hair of slack: w was made to fit perRow groups, and rounding
	// must not push the last of them to a row the band does not have.
	perRow = max(1, int((b.W+l.gap)/(w+l.gap)+1e-6))
	for g := 0; g < l.rolledN; g++ {
		row, col := g/perRow, g%perRow
		l.rolled[g] = rect{X: b.X + float64(col)*(w+l.gap), Y: b.Y + float64(row)*(size+l.gap), W: w, H: size}
	}
}

// groupKind is a die's outcome as the view shows it, -1 when not rolled.
func (s *scene) groupKind(d ts.DieID) int8 {
	f := s.view.dieFace[d]
	if f < 0 {
		return -1
	}
	return int8(ts.FaceOutcome(d.Colour(), int(f)))
}

// cardRect is where card c is shown, if it is.
func (s *scene) cardRect(c ts.CardID) (rect, bool) {
	l := &s.lay
	v := &s.view
	z := v.cardZone[c]
	switch {
	case z <= ts.ZoneStack3:
		k := int(z - ts.ZoneStack1)
		return l.stacks[k], true // only the top is drawn; the others wait under it
	case z == ts.ZoneActive:
		for i := 0; i < v.activeN; i++ {
			if v.active[i] == c {
				r := l.active[i]
				if v.defeated[c] {
					// A defeated enemy falls over: it lies sideways at the
					// foot of its place (its tween turns it down).
					h := min(r.H, r.W*0.75)
					r.Y, r.H = r.Y+r.H-h, h
				}
				return r, true
			}
		}
	case z == ts.ZoneInventory:
		for i := 0; i < v.inventN; i++ {
			if v.inventory[i] == c {
				return l.items[i], true
			}
		}
	case z == ts.ZoneBoss:
		return l.boss, true
	case z == ts.ZoneDiscard:
		return l.discardRect(), true
	}
	return rect{}, false
}

// discardRect is where cards go when discarded: the pile beside the
// Alarm track.
func (l *layout) discardRect() rect { return l.discard }

// dieRect is where die d sits: in its colour's group in the pool or the
// exhausted area, in its group of rolled dice, or on its card (onCard
// counts the dice placed on each card so far, total all of them).
func (s *scene) dieRect(d ts.DieID, onCard, total *[ts.NumCards]int) rect {
	l := &s.lay
	v := &s.view
	col := d.Colour()
	square := func(r rect, k int) rect {
		side := min(r.H*0.75, r.W*0.5)
		off := float64(min(k, 3)) * side * 0.08
		return rect{X: r.X + r.W*0.08 + off, Y: r.Y + (r.H-side)/2 - off, W: side, H: side}
	}
	switch v.dieZone[d] {
	case ts.ZonePool:
		return square(l.pool[col], int(d%4))
	case ts.ZoneExhausted, ts.ZoneBanished:
		return square(l.exhausted[col], int(d%4))
	case ts.ZoneCommitted:
		if g := l.dieOf[d]; g >= 0 {
			return square(l.rolled[g], int(d%4))
		}
	case ts.ZoneOnCard:
		c := v.dieCard[d]
		if r, ok := s.cardRect(c); ok {
			k := onCard[c]
			onCard[c]++
			return cardDieRect(r, k, total[c])
		}
	}
	return square(l.rolledBand, 0)
}

// captionWidth is the room for a band's caption ("Pool", "Items 2/3").
func captionWidth(a *ui.Context, band rect) float64 {
	return min(band.W*0.22, max(a.U(150), 60*max(a.Scale, 1)))
}
