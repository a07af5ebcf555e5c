package gameof20

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Board colours.
var (
	boardFill  = color.RGBA{0x12, 0x30, 0x22, 0xff}
	cellEmpty  = color.RGBA{0x25, 0x55, 0x3e, 0xff}
	cellOpen   = color.RGBA{0x2f, 0x6e, 0x50, 0xff} // takes a tile the mover holds
	cellDead   = color.RGBA{0x1a, 0x3d, 0x2d, 0xff} // neighbours sum above 20
	cellTarget = color.RGBA{0x4f, 0x9a, 0x5c, 0xff} // where the picked tile may go
	inkOpen    = color.RGBA{0xff, 0xff, 0xff, 0xe8}
	inkClosed  = color.RGBA{0xc8, 0xd6, 0xce, 0x80}
	inkDead    = color.RGBA{0xe0, 0x7a, 0x6e, 0x90}
	hoverInk   = color.RGBA{0xff, 0xff, 0xff, 0x90}
	lastRing   = color.RGBA{0xf2, 0xc1, 0x4e, 0xc0}
	slotRing   = color.RGBA{0x2a, 0x66, 0x48, 0xff}
)

// numbers are the texts of the numbers drawn on cells and coordinates,
// made once so drawing does not format.
var numbers = func() (t [100]string) {
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()

var columns = [g20.MaxSize]string{"a", "b", "c", "d", "e", "f", "g"}

// Status is the top bar's line.
func (s *scene) Status() string { return s.labels.bar }

// DrawBoard paints the board between the table's top bar and inspector.
func (s *scene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	if s.big == nil {
		return
	}
	s.drawStatus(a, screen)
	s.drawBoard(a, screen)
	for p := range g20.NumPlayers {
		s.drawHandPanel(a, screen, p)
	}
	if s.view.phase == g20.Drafting {
		s.drawPoolSlots(screen)
	}
	s.drawTiles(screen, false)
	s.drawBoardMarks(a, screen)
	s.drawTiles(screen, true)
	if s.Tally {
		s.drawTally(a, screen)
		return
	}
	s.drawControls(a, screen)
}

// decisionShown tells whether the cells show what they take (a person is
// choosing a placement and the view is up to date).
func (s *scene) decisionShown() bool {
	return s.asked() && s.dec.key == len(s.Match.Record.Moves) && s.Match.State.Phase() == g20.Placing && !s.dec.forcedPass
}

func (s *scene) drawStatus(a *ui.Context, screen *ebiten.Image) {
	st := sprites.Style{Size: a.TextSize(28), Color: sprites.White, Bold: true}
	if s.asked() {
		st.Color = sprites.Gold
	}
	a.Text.Draw(screen, s.labels.status, s.lay.textX+s.lay.textW/2, s.lay.statusY, st)
}

func (s *scene) drawBoard(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	sprites.Panel(screen, l.boardR, l.pad*0.9, boardFill)
	coord := sprites.Style{Size: a.TextSize(15), Color: sprites.Dim}
	n := s.side
	for i := 0; i < n; i++ {
		cx, _ := l.cells[i].Center()
		a.Text.Draw(screen, columns[i], cx, l.boardR.Y+l.pad/2, coord)
		_, cy := l.cells[i*n].Center()
		a.Text.Draw(screen, numbers[i+1], l.boardR.X+l.pad/2, cy, coord)
	}
	shown := s.decisionShown()
	for c := 0; c < n*n; c++ {
		r := l.cells[c]
		fill := cellEmpty
		if shown && !s.view.filled[c] {
			fill = s.cellFill(c)
		}
		sprites.Panel(screen, r, l.cs*0.14, fill)
		if shown && !s.view.filled[c] {
			s.drawRequirement(a, screen, c)
			if c == s.hoverCell {
				s.ring(screen, r, a.U(2), hoverInk)
			}
		}
	}
}

func (s *scene) cellFill(c int) color.RGBA {
	info := &s.dec.cells[c]
	switch {
	case s.selected != 0 && s.dec.fits[s.selected]&(1<<uint(c)) != 0:
		return cellTarget
	case s.selected != 0:
		return cellEmpty
	case info.tile > g20.MaxTile:
		return cellDead
	case info.legal:
		return cellOpen
	}
	return cellEmpty
}

// drawRequirement writes the tile an empty cell takes where it tells
// something: a cell next to two or more tiles takes their sum, captioned
// "sum", bright when the mover holds it, red above 20. Every other cell
// takes the same tile, the mover's lowest: writing it on each was noise,
// so those stay plain (lit while they take a tile; the requirement line
// and the inspector say which).
func (s *scene) drawRequirement(a *ui.Context, screen *ebiten.Image, c int) {
	info := &s.dec.cells[c]
	if !info.sumRule || info.tile <= 0 || int(info.tile) >= len(numbers) {
		return
	}
	r := s.lay.cells[c]
	st := sprites.Style{Size: max(r.W*0.36, a.TextSize(0)), Color: inkClosed, Bold: true}
	switch {
	case info.tile > g20.MaxTile:
		st.Color = inkDead
	case info.legal:
		st.Color = inkOpen
	}
	cx, cy := r.Center()
	// A caption says what the number is, so an empty cell's number never
	// reads as a tile lying there; cells too small to caption readably
	// keep the plain number, which no tile shows on a green cell. The
	// caption is never under 13 CSS px: it needs a cell of 48 or more.
	if caption := max(r.W*0.18, a.TextSize(0)); caption+st.Size*1.2 <= r.H*0.82 {
		st.Size = min(st.Size, r.H*0.82-caption*1.1)
		a.Text.Draw(screen, "sum", cx, r.Y+r.H*0.09+caption*0.55, sprites.Style{Size: caption, Color: st.Color})
		cy = r.Y + r.H*0.09 + caption*1.1 + st.Size*0.6
	}
	a.Text.Draw(screen, numbers[info.tile], cx, cy, st)
}

// ring strokes a rounded rectangle a few pixels thick around r.
func (s *scene) ring(screen *ebiten.Image, r sprites.Rect, width float64, c color.RGBA) {
	for i := 0.0; i < width; i++ {
		sprites.Outline(screen, r.Inset(-i), s.lay.cs*0.16+i, c)
	}
}

func (s *scene) drawHandPanel(a *ui.Context, screen *ebiten.Image, p int) {
	l := &s.lay
	r := l.handR[p]
	if s.Tally && r.X >= l.tally.X && r.Y >= l.tally.Y {
		return // under the tally panel, which has the same sums
	}
	v := &s.view
	sprites.Panel(screen, r, a.U(18), sprites.FeltDark)
	active := v.turn == p && v.phase != g20.Finished
	winner := v.phase == g20.Finished && (v.winner == p || v.winner < 0)
	if active || winner {
		s.ring(screen, r, a.U(3), sprites.Gold)
	}
	x := r.X + a.U(16)
	name := sprites.Style{Size: a.TextSize(24), Color: sprites.White, Bold: true, Align: sprites.Left}
	if active || winner {
		name.Color = sprites.Gold
	}
	a.Text.Draw(screen, s.labels.names[p], x, r.Y+l.nameDY, name)
	right := sprites.Style{Size: a.TextSize(18), Color: sprites.Gold, Align: sprites.Right}
	badge := ""
	switch {
	case winner && v.winner >= 0:
		badge = "winner"
	case v.passFlash[p] > 0:
		badge, right.Color = "passed", sprites.Danger
	case active && !s.Match.Seats[p].Human && s.Match.Thinking():
		badge = "thinking..."
	}
	sums := s.labels.sums[p]
	if badge != "" {
		sums = s.labels.sumOnly[p] // the tile count would run into the badge
		a.Text.Draw(screen, badge, r.X+r.W-a.U(14), r.Y+l.sumDY, right)
	}
	a.Text.Draw(screen, sums, x, r.Y+l.sumDY, sprites.Style{Size: a.TextSize(19), Color: sprites.Dim, Align: sprites.Left})
}

// drawPoolSlots marks the places of the tiles already taken.
func (s *scene) drawPoolSlots(screen *ebiten.Image) {
	for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
		if s.tiles[draftID(v)].zone != g20.ZonePool {
			r := s.lay.poolSlot(v)
			sprites.Outline(screen, r, r.W*0.16, slotRing)
		}
	}
}

// drawTiles draws the resting tiles, or (moving) those in flight, which
// pass over everything.
func (s *scene) drawTiles(screen *ebiten.Image, moving bool) {
	for _, id := range s.order {
		t := &s.tiles[id]
		if t.m.Scale < 1 || t.moving() != moving || t.zone == g20.ZoneCentres {
			continue
		}
		s.drawTile(screen, int(id), t)
	}
}

func (s *scene) drawTile(screen *ebiten.Image, id int, t *tile) {
	atlas := s.small
	if t.m.Scale > (s.lay.cs+s.lay.ts)/2 {
		atlas = s.big
	}
	side := t.m.Scale * t.drawScale()
	scale := side / float64(atlas.Size)
	style, dim := s.tileStyle(id, t)
	atlas.Draw(screen, int(t.value), style, sprites.DrawOptions{X: t.m.X - side/2, Y: t.m.Y - side/2, Scale: scale, Dim: dim, Shadow: true})
}

// tileStyle: the centre tile has its own look; the picked hand tile and
// the pool tile under the pointer or cursor are lit; tiles of the mover that
// fit nowhere are dimmed.
func (s *scene) tileStyle(id int, t *tile) (sprites.TileStyle, bool) {
	switch {
	case id == centreID:
		return sprites.TileCentre, false
	case id == s.raised:
		return sprites.TileLit, false
	case t.zone == g20.ZonePool && s.asked() && !t.moving():
		if v := int(t.value); v == s.hoverTile || (s.keyboard && v == s.poolCursor) {
			return sprites.TileLit, false
		}
	case int(t.zone) == g20.ZoneHand(s.Match.State.ToMove()) && s.asked() && s.dec.key == len(s.Match.Record.Moves) && s.Match.State.Phase() == g20.Placing:
		return sprites.TilePlain, s.dec.fits[t.value] == 0
	}
	return sprites.TilePlain, false
}

// drawBoardMarks rings the tile placed last, and the keyboard cursor or the
// cell tapped before a tile.
func (s *scene) drawBoardMarks(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	if c := s.view.lastCell; c >= 0 && !s.tiles[s.tileOn(c)].moving() {
		s.ring(screen, l.cells[c].Inset(-a.U(4)), a.U(2), lastRing)
	}
	if (s.keyboard || s.chosenCell >= 0) && s.decisionShown() {
		s.ring(screen, l.cells[s.cursor].Inset(-a.U(5)), a.U(4), sprites.Gold)
	}
}

// tileOn is the sprite on cell c (the centre sprite when none is).
func (s *scene) tileOn(c int) int {
	for i := range s.tiles {
		if t := &s.tiles[i]; t.zone == g20.ZoneBoard && int(t.cell) == c {
			return i
		}
	}
	return centreID
}

// drawControls writes the draft's line, or the placing lines (the
// requirement, then the last event or a refusal), and Pass. Every line
// shrinks to fit its room rather than being cut.
func (s *scene) drawControls(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	msg := sprites.Style{Size: a.TextSize(21), Color: sprites.White}
	if s.view.phase == g20.Drafting {
		text := s.Note
		if text == "" || s.asked() && s.keyboard {
			text = s.labels.info
		}
		if text != "" {
			h := msg.Size * 1.3 * l.draftRows
			s.infoFit.Draw(a.Text, screen, text, sprites.Rect{X: l.draftX, Y: l.draftMsgY - msg.Size*1.3, W: l.draftW, H: h}, msg)
		}
		return
	}
	box := s.linesBox(a)
	// The requirement, unless a refusal already says why (once), or Pass
	// stands in its place and says what it would.
	showInfo := s.asked() && !s.Refused() && !(l.passOverInfo && !s.pass.Hidden) && s.labels.info != ""
	note := s.Note
	// A room too low for two lines at their size (a small phone on its
	// side) shows one: the requirement, else the last event or refusal.
	if showInfo && box.H < 2*msg.Size*1.35+a.U(6) {
		note = ""
	}
	if showInfo {
		room := box.H
		if note != "" { // keep a line for it
			room -= msg.Size*1.4 + a.U(6)
		}
		infoBox := sprites.Rect{X: box.X, Y: box.Y, W: box.W, H: min(room, msg.Size*3.9)}
		gold := sprites.Style{Size: a.TextSize(21), Color: sprites.Gold}
		fit, info := &s.infoFit, s.labels.info
		// Whole and readable (it may shrink to half its size, which on a
		// phone on its side was 10.8 px), or its first sentence.
		if !fit.Fits(a.Text, info, infoBox, gold) || fit.Size() < minLineCSS*max(a.Scale, 1) {
			fit, info = &s.infoShortFit, s.labels.infoShort
		}
		h := fit.DrawTop(a.Text, screen, info, infoBox, gold)
		box.Y, box.H = box.Y+h+a.U(6), box.H-h-a.U(6)
	}
	if note != "" && box.H >= msg.Size {
		s.noteFit.DrawTop(a.Text, screen, note, box, msg)
	}
	s.pass.Draw(a, screen)
}

// minLineCSS is the least size of a placing line in CSS pixels, the
// layout tests' least (scenetest.MinTextCSS): a fitted line may shrink
// to half its size, under it.
const minLineCSS = 12

// linesBox is the room of the placing lines now: from linesTop down to
// linesBottom, above Pass when it shows under them, under it when it
// stands in their place.
func (s *scene) linesBox(a *ui.Context) sprites.Rect {
	l := &s.lay
	top, bottom := l.linesTop, l.linesBottom
	if p := s.pass.R; !s.pass.Hidden && !l.passUnderHand {
		if p.Y <= top {
			top = p.Y + p.H + a.U(8)
		} else {
			bottom = min(bottom, p.Y-a.U(6))
		}
	}
	return sprites.Rect{X: l.textX, Y: top, W: l.textW, H: max(0, bottom-top)}
}

func (s *scene) drawTally(a *ui.Context, screen *ebiten.Image) {
	r := s.lay.tally
	sprites.Panel(screen, r, a.U(18), sprites.TallyFill)
	inner := r.W - a.U(24)
	if s.lay.tallyButtonRight {
		inner -= s.ContinueButton.R.W + a.U(16)
	}
	// Line heights follow the sizes, which never go under 13 CSS px.
	res, row := a.TextSize(28), a.TextSize(22)
	resH, rowH, step := max(a.U(64), res*2.7), max(a.U(32), row*1.35), max(a.U(34), row*1.5)
	s.tallyFit[0].Draw(a.Text, screen, s.labels.result, sprites.Rect{X: r.X + a.U(12), Y: r.Y + a.U(8), W: inner, H: resH},
		sprites.Style{Size: res, Color: sprites.Gold, Bold: true})
	for p := range s.labels.tally {
		s.tallyFit[1+p].Draw(a.Text, screen, s.labels.tally[p], sprites.Rect{X: r.X + a.U(12), Y: r.Y + a.U(12) + resH + float64(p)*step, W: inner, H: rowH},
			sprites.Style{Size: row, Color: sprites.White})
	}
	s.ContinueButton.Draw(a, screen)
}

func (s *scene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	l := &s.lay
	if !s.asked() || l.poolCols == 0 { // not laid out yet: nothing to tap
		return dst
	}
	dst = ui.AppendButtonTargets(dst, s.pass)
	st := s.Match.State
	switch st.Phase() {
	case g20.Drafting:
		for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
			if st.InPool(v) {
				r := l.poolSlot(v)
				dst = append(dst, ui.Target{ID: "pool.tile." + strconv.Itoa(v), Label: "take " + strconv.Itoa(v), X: r.X, Y: r.Y, W: r.W, H: r.H})
			}
		}
	case g20.Placing:
		if s.dec.forcedPass {
			return dst
		}
		p := st.ToMove()
		last := 0
		for i := 0; i < l.handN[p]; i++ {
			if v := int(l.handVals[p][i]); v != last { // one target per value: equal tiles are alike
				last = v
				r := l.handRects[p][i]
				dst = append(dst, ui.Target{ID: "hand.tile." + strconv.Itoa(v), Label: strconv.Itoa(v), X: r.X, Y: r.Y, W: r.W, H: r.H})
			}
		}
		for c := 0; c < st.Cells(); c++ {
			r := l.cells[c]
			name := st.CellName(c)
			dst = append(dst, ui.Target{ID: "board." + name, Label: name, X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	return dst
}

// AppendKeepClear keeps in view of the lesson's box what its lines speak
// of though nothing there is tapped: the status line, the line under the
// pool or the board (the draft's line, the requirement, the last event or
// a refusal), and the computer's hand, whose takes and placements the
// steps name; at the game's end, the tally's words instead (a puzzle's
// box over a wrong move's last line then keeps off the board).
func (s *scene) AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	st := a.TextSize(28)
	dst = append(dst, ui.Target{ID: "the status line", X: l.textX, Y: l.statusY - st*0.7, W: l.textW, H: st * 1.4})
	if s.Tally {
		// The game's end: its panel covers the hands and the lines, and
		// its words (as drawTally writes them) are what is read; the rest
		// of it is free.
		res, row := a.TextSize(28), a.TextSize(22)
		resH, step := max(a.U(64), res*2.7), max(a.U(34), row*1.5)
		r := l.tally
		return append(dst, ui.Target{ID: "the game's result", X: r.X, Y: r.Y, W: r.W, H: a.U(12) + resH + float64(len(s.labels.tally))*step})
	}
	if s.view.phase == g20.Drafting {
		msg := a.TextSize(21)
		dst = append(dst, ui.Target{ID: "the draft's line", X: l.draftX, Y: l.draftMsgY - msg*1.3, W: l.draftW, H: msg * 1.3 * l.draftRows})
	} else if b := s.linesBox(a); b.H > 0 {
		dst = append(dst, ui.Target{ID: "the placing lines", X: b.X, Y: b.Y, W: b.W, H: b.H})
	}
	for p, seat := range s.Match.Seats {
		if !seat.Human {
			r := l.handR[p]
			dst = append(dst, ui.Target{ID: "the computer's hand", X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	return dst
}
