package for20

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Opponents as summary rows (issue 40): on a small screen with many
// players a strip per opponent leaves cards too narrow for their names.
// There each opponent is one row (name, points, hand, how many cards lie
// in the reserve and the area, the newest of them); a tap on the row
// opens that opponent's cards whole, at the hand's size, in a panel over
// the deck row and the hand, with the label (names the player as a target) and
// the smoked stack in its header: every card an ability may aim at is
// tapped there.

// summaryMinCSS: below this strip card width (CSS px) the opponents
// are summarised: a card's name of two short words needs about that.
const summaryMinCSS = 50

// panelFill is the open panel's background: darker than the felt.
var panelFill = color.RGBA{0x10, 0x24, 0x1a, 0xff}

// summaries is the summary rows' state and layout.
type summaries struct {
	on     bool                         // the opponents are summary rows
	rows   [f20.MaxPlayers]sprites.Rect // each opponent's row
	panel  sprites.Rect                 // the opened opponent's panel
	cards  sprites.Rect                 // the panel's room for the cards
	opened int                          // the opponent whose panel is open, or -1
	header [f20.MaxPlayers]string       // the panel's label of each opponent
	lines  int                          // the rows' lines: 4 on a tall phone, fewer on a short one
	close  *ui.Button
}

// wantsSummaries tells whether the laid-out strips are too narrow for
// the cards' names with three opponents or more.
func (s *scene) wantsSummaries(a *ui.Context) bool {
	return !s.lay.open && s.players >= 4 && s.lay.sw < summaryMinCSS*max(a.Scale, 1)
}

// layoutSummaries lays the table out anew with summary rows: the rows
// in two columns (upright) or one line (on its side), then the viewer's
// strip, the deck row and the hand in the room left.
func (s *scene) layoutSummaries(a *ui.Context) {
	l, sm := &s.lay, &s.sum
	if sm.close == nil {
		sm.close = ui.NewButton("panel.close", "Close")
	}
	m, gap := a.U(14), a.U(8)
	top := s.ContentTop() + gap
	var left, bottom float64 // the table's room: the left column's width, its bottom
	if l.portrait {
		gridTop := s.placeBottomGrid(a, m, gap, 2)
		bottom = s.placeInfoLines(a, m, gridTop-gap) - gap
		left = a.W - 2*m
	} else {
		left = s.placeSidePanel(a, m, gap, top) - 2*m
		bottom = a.H - m
	}
	cols := s.players - 1
	if l.portrait {
		cols = 2
	}
	sm.lines = 4
	switch {
	case !l.portrait:
		sm.lines = 3
	case a.H/max(a.Scale, 1) < 760:
		sm.lines = 2
	}
	rowH := s.summaryHeight(a)
	colW := (left - float64(cols-1)*gap) / float64(cols)
	for k := range s.players - 1 {
		p := (s.Viewer + 1 + k) % s.players
		sm.rows[p] = sprites.Rect{X: m + float64(k%cols)*(colW+gap), Y: top + float64(k/cols)*(rowH+gap), W: colW, H: rowH}
	}
	y := top + float64((s.players-1+cols-1)/cols)*(rowH+gap)
	// The deck row and the viewer's strip share the room with the hand,
	// which gets 1.6 rows upright in landscape, two card rows upright.
	avail := bottom - y
	stripH := (avail - 3*gap) / 3.6
	if l.portrait {
		cw := min((left-3*gap)/4, atlasMax)
		stripH = (avail - 2*float64(sprites.CardHeight(int(cw))) - 4*gap) / 2
		stripH = max(stripH, (avail-3*gap)/4.4)
	}
	stripH = min(max(stripH, a.MinTap()+4), a.U(170))
	s.sizeStripCards(a, stripH, stripH)
	// The viewer's strip above the deck row: the panel over the decks
	// and the hand leaves it in view (Swap Meet takes a card of each).
	l.strips[s.Viewer] = s.stripIn(a, sprites.Rect{X: m, Y: y, W: left, H: stripH})
	s.placeDeckRow(a, m, y+stripH+gap, left, stripH, gap)
	handTop := y + 2*(stripH+gap)
	design := 6
	if l.portrait {
		design = 8
	}
	s.placeHand(a, sprites.Rect{X: m, Y: handTop, W: left, H: bottom - handTop}, gap, design)
	sm.panel = sprites.Rect{X: m, Y: y + stripH + gap, W: left, H: bottom - y - stripH - gap}
	s.placePanelHeader(a)
}

// placePanelHeader puts the opened opponent's label, smoked stack and
// Close along the panel's top; every other opponent's label and stack
// are off the table (their rows open them).
func (s *scene) placePanelHeader(a *ui.Context) {
	l, sm := &s.lay, &s.sum
	in := sm.panel.Inset(a.U(6))
	h := max(a.Tap(48), l.sh) // the smoked stack's top at the strips' size, its name readable
	closeW := max(a.MinTap()*1.6, a.U(90))
	stackW := max(l.sw, a.MinTap())
	for p := range s.players {
		if p == s.Viewer {
			continue
		}
		l.strips[p] = strip{}
		if p == sm.opened {
			labelW := in.W - closeW - stackW - 2*a.U(8)
			l.strips[p] = strip{
				label: sprites.Rect{X: in.X, Y: in.Y, W: labelW, H: h},
				stack: sprites.Rect{X: in.X + labelW + a.U(8), Y: in.Y, W: stackW, H: h},
			}
		}
	}
	// Close stays on the screen when a window too small for the table
	// (200 px tall) pushes the panel past its bottom edge.
	closeY := max(0, min(in.Y+(h-a.Tap(48))/2, a.H-a.Tap(48)))
	sm.close.R = sprites.Rect{X: in.X + in.W - closeW, Y: closeY, W: closeW, H: a.Tap(48)}
	sm.cards = sprites.Rect{X: in.X, Y: in.Y + h + a.U(8), W: in.W, H: in.H - h - a.U(8)}
}

// summaryHeight is a row's height: its lines at the least text.
func (s *scene) summaryHeight(a *ui.Context) float64 {
	l := &s.lay
	size := max(l.leastText, a.U(13))
	return max(float64(s.sum.lines)*size*1.25+2*l.labelInset, a.MinTap()+4)
}

// panelOpen tells whether an opponent's panel is open.
func (s *scene) panelOpen() bool { return s.sum.on && s.sum.opened >= 0 }

// summarised tells whether p is an opponent shown by its row alone.
func (s *scene) summarised(p int) bool {
	return s.sum.on && p != s.Viewer && p != s.sum.opened
}

// summarisedRow tells whether p's strip is its summary row (opened or
// not): an opponent while the rows are on.
func (s *scene) summarisedRow(p int) bool { return s.sum.on && p != s.Viewer }

// underPanel tells whether r lies in the open panel's room (what is
// there is covered by it).
func (s *scene) underPanel(r sprites.Rect) bool {
	if !s.panelOpen() {
		return false
	}
	x, y := r.Center()
	return s.sum.panel.Contains(x, y)
}

// openPanel opens p's panel (p < 0 closes it): its header is laid out
// anew and the labels sized to it.
func (s *scene) openPanel(a *ui.Context, p int) {
	s.sum.opened = p
	s.placePanelHeader(a)
	s.labels.seat = [f20.MaxPlayers]string{}
	s.refreshSeatLabels()
}

// summaryInput opens the row tapped, closes the panel; a tap elsewhere
// in the panel's room finds only the panel's cards. It tells whether it
// took the tap.
func (s *scene) summaryInput(a *ui.Context) bool {
	sm := &s.sum
	if !sm.on {
		return false
	}
	if s.panelOpen() && sm.close.Clicked(a) {
		s.openPanel(a, -1)
		return true
	}
	for p := range s.players {
		r := sm.rows[p]
		if p != s.Viewer && a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.openPanel(a, p)
			return true
		}
	}
	return false
}

// summaryText is p's row: the name, the points and the hand, the
// reserve and the area, the newest card there; the first form that
// shows whole in box at the least text.
func (s *scene) summaryText(p int, pts string, box sprites.Rect) string {
	v := &s.view
	full := s.SeatName(p)
	short, _, _ := strings.Cut(full, " (")
	nRes, nArea, newest, seq := 0, 0, f20.NoCard, int32(-1)
	for c := range f20.Card(f20.NumCards) {
		z := int(v.zone[c])
		if z != f20.ZoneReserve(p) && z != f20.ZoneArea(p) {
			continue
		}
		if z == f20.ZoneReserve(p) {
			nRes++
		} else {
			nArea++
		}
		if v.seq[c] > seq {
			newest, seq = c, v.seq[c]
		}
	}
	hand := strconv.Itoa(v.handCounts[p]) + " in hand"
	if v.shielded[p] {
		hand += " · shielded"
	}
	lying := strconv.Itoa(nRes) + " reserve · " + strconv.Itoa(nArea) + " area"
	last := "nothing laid"
	if newest != f20.NoCard {
		last = "Last: " + newest.Info().Name
	}
	down := strconv.Itoa(nRes+nArea) + " on table"
	var forms []string
	switch s.sum.lines {
	case 4:
		forms = []string{
			full + "\n" + pts + " · " + hand + "\n" + lying + "\n" + last,
			short + "\n" + pts + " · " + hand + "\n" + lying + "\n" + last,
			short + " · " + pts + "\n" + hand + "\n" + lying + "\n" + last,
		}
	case 3:
		forms = []string{
			short + " · " + pts + "\n" + hand + " · " + down + "\n" + last,
			short + " · " + pts + "\n" + hand + "\n" + down,
		}
	}
	forms = append(forms, short+" · "+pts+"\n"+hand+" · "+down, short+" · "+pts+"\n"+down)
	if s.text == nil {
		return forms[0]
	}
	for _, text := range forms {
		if s.unbroken(text, box, sprites.Style{Size: s.lay.leastText}) {
			return text
		}
	}
	return forms[len(forms)-1]
}

// refreshSummaries formats the rows and the panel's label.
func (s *scene) refreshSummaries() {
	if !s.sum.on {
		return
	}
	for p := range s.players {
		if p == s.Viewer {
			continue
		}
		pts := pointsText(s.scores[p].Shown())
		box := s.sum.rows[p].Inset(s.lay.labelInset)
		text := s.summaryText(p, pts, box)
		if text != s.labels.seat[p] {
			s.labels.seat[p] = text
			s.labels.seatSize[p] = s.fitSize(text, box, max(s.lay.seatSize, s.lay.leastText), false)
		}
		short, _, _ := strings.Cut(s.SeatName(p), " (")
		s.sum.header[p] = short + " · " + pts + " · " + strconv.Itoa(s.view.handCounts[p]) + " in hand"
	}
}

// placePanelCards lays the opened opponent's reserve then area out in
// the panel, as large as the hand's cards at most, in the rows that
// hold them largest; a rotated or used card lies turned in its cell.
// The summarised opponents' cards go to their rows, unseen.
func (s *scene) placePanelCards(a *ui.Context, dur int) {
	l, sm, v := &s.lay, &s.sum, &s.view
	for p := range s.players {
		if s.summarised(p) {
			cx, cy := sm.rows[p].Center()
			for c := range f20.Card(f20.NumCards) {
				if z := int(v.zone[c]); (z == f20.ZoneReserve(p) || z == f20.ZoneArea(p) || z == f20.ZoneSmoked(p)) && !s.declared(c) {
					s.cardSprites.Motions[c].ToPose(ui.Pose{X: cx, Y: cy, Scale: 0.2 * l.sw / l.cw}, dur)
				}
			}
		}
	}
	if !s.panelOpen() {
		return
	}
	p := sm.opened
	var all [f20.NumCards]f20.Card // on the stack: a steady frame allocates nothing
	n := 0
	for _, z := range [2]int{f20.ZoneReserve(p), f20.ZoneArea(p)} {
		for c := range f20.Card(f20.NumCards) {
			if int(v.zone[c]) == z && !s.declared(c) {
				all[n] = c
				n++
			}
		}
	}
	cards := all[:n]
	k, cols := s.panelGrid(n)
	w, h, gap := l.cw*k, l.ch*k, a.U(8)
	r := sm.cards
	for i, c := range cards {
		row, col := i/cols, i%cols
		x := r.X + float64(col)*(w+gap) + w/2
		y := r.Y + float64(row)*(h+gap) + h/2
		pose := ui.Pose{X: x, Y: y, Scale: k}
		if v.rotated.Has(c) || v.used.Has(c) {
			pose.Angle, pose.Scale = -math.Pi/2, k*w/h
		}
		s.notePose(c, pose, dur, true)
		l.tap[c] = sprites.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
	}
	cx, cy := l.strips[p].stack.Center()
	for c := range f20.Card(f20.NumCards) {
		if int(v.zone[c]) == f20.ZoneSmoked(p) {
			s.cardSprites.Motions[c].ToPose(ui.Pose{X: cx, Y: cy, Scale: l.sw / l.cw}, dur)
		}
	}
}

// panelGrid is the scale (of the hand's cards, at most 1) and the
// columns of n cards in the panel's room.
func (s *scene) panelGrid(n int) (k float64, cols int) {
	l, r, gap := &s.lay, s.sum.cards, s.lay.gap
	cols = max(n, 1)
	big := l.bigCW / l.cw // the big faces, drawn at their size, where they fit
	for rows := 1; rows <= max(n, 1); rows++ {
		c := max((n+rows-1)/rows, 1)
		kw := (r.W - float64(c-1)*gap) / float64(c) / l.cw
		kh := (r.H - float64(rows-1)*gap) / float64(rows) / l.ch
		kr := min(1, kw, kh)
		if big > 1 && min(kw, kh) >= big {
			kr = big
		}
		if kr > k {
			k, cols = kr, c
		}
	}
	return max(k, 0.05), cols
}

// hiddenBySummary tells whether card c, lying still, is not drawn: a
// summarised opponent's card, or one under the open panel.
func (s *scene) hiddenBySummary(c f20.Card) bool {
	if !s.sum.on {
		return false
	}
	z := int(s.view.zone[c])
	if z >= f20.ZoneHand(0) && s.summarised(ownerOf(z)) && !s.declared(c) {
		return true
	}
	if !s.panelOpen() || (z >= f20.ZoneHand(0) && ownerOf(z) == s.sum.opened) {
		return false
	}
	m := &s.cardSprites.Motions[c]
	return s.sum.panel.Contains(m.X, m.Y)
}

// dropCoveredTaps takes the cards under the open panel out of the taps.
func (s *scene) dropCoveredTaps() {
	l := &s.lay
	if !s.panelOpen() {
		return
	}
	n := 0
	for i := range l.orderN {
		c := l.order[i]
		z := int(s.view.zone[c])
		if (z >= f20.ZoneHand(0) && ownerOf(z) == s.sum.opened) || !s.underPanel(l.tap[c]) {
			l.order[n] = c
			n++
		}
	}
	l.orderN = n
}

// drawSummaries paints the rows (the one whose turn it is brighter, the
// opened one outlined, one with a card an ability may take lit) and the
// open panel with its header.
func (s *scene) drawSummaries(a *ui.Context, screen *ebiten.Image) {
	sm, l, v := &s.sum, &s.lay, &s.view
	for p := range s.players {
		if p == s.Viewer {
			continue
		}
		r := sm.rows[p]
		fill, ink := stripFill, sprites.Dim
		if p == v.turn {
			fill, ink = turnFill, sprites.Gold
		}
		sprites.Panel(screen, r, a.U(10), fill)
		switch {
		case p == sm.opened:
			sprites.Outline(screen, r, a.U(10), sprites.White)
		case s.choosablePlayers[p] || s.choosableIn(p):
			sprites.Outline(screen, r, a.U(10), litInk)
		case v.shielded[p]:
			sprites.Outline(screen, r, a.U(10), shieldInk)
		}
		a.Text.DrawBox(screen, s.labels.seat[p], r.Inset(l.labelInset), sprites.Style{Size: s.labels.seatSize[p], Color: ink, Align: sprites.Left})
	}
}

// drawPanel paints the open panel over the lower table: its header (the
// label, the smoked stack's frame, Close); its cards are drawn after it.
func (s *scene) drawPanel(a *ui.Context, screen *ebiten.Image) {
	if !s.panelOpen() {
		return
	}
	sm, l := &s.sum, &s.lay
	p := sm.opened
	sprites.Panel(screen, sm.panel, a.U(10), panelFill)
	sprites.Outline(screen, sm.panel, a.U(10), sprites.White)
	st := l.strips[p]
	switch {
	case s.targetShown(p):
		sprites.Outline(screen, st.label, a.U(10), targetInk)
	case s.choosablePlayers[p]:
		sprites.Outline(screen, st.label, a.U(10), litInk)
	}
	a.Text.DrawBox(screen, sm.header[p], st.label.Inset(l.labelInset), sprites.Style{Size: l.leastText, Color: sprites.Gold, Align: sprites.Left})
	sprites.Outline(screen, st.stack.Inset(a.U(2)), a.U(8), sprites.FeltLight)
	sm.close.Draw(a, screen)
}

// choosableIn tells whether an ability waiting for its target may take
// one of p's cards.
func (s *scene) choosableIn(p int) bool {
	for c := s.choosable.First(); c != f20.NoCard; c = s.choosable.Next(c) {
		if z := int(s.view.zone[c]); z >= f20.ZoneHand(0) && ownerOf(z) == p {
			return true
		}
	}
	return false
}

// appendSummaryTargets adds the rows and the panel's Close to the test
// contract: "row.<p>" opens p's cards.
func (s *scene) appendSummaryTargets(dst []ui.Target) []ui.Target {
	if !s.sum.on {
		return dst
	}
	for p := range s.players {
		if r := s.sum.rows[p]; p != s.Viewer {
			dst = append(dst, ui.Target{ID: "row." + strconv.Itoa(p), Label: s.SeatName(p), X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	if s.panelOpen() {
		dst = ui.AppendButtonTargets(dst, s.sum.close)
	}
	return dst
}
