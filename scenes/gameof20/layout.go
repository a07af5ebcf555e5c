package gameof20

import (
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

// g20Layout is where things go for the current screen size.
type g20Layout struct {
	cs, gap    float64 // board cell side and gap
	ts, tgap   float64 // hand and pool tile side and gap
	pad        float64 // board rim left and top, holding the coordinates
	padFar     float64 // board rim right and bottom
	boardR     sprites.Rect
	cells      [g20MaxCells]sprites.Rect
	handR      [gameof20.NumPlayers]sprites.Rect
	handX0     [gameof20.NumPlayers]float64
	handY0     [gameof20.NumPlayers]float64
	handCols   int
	poolX      float64
	poolY      float64
	poolCols   int
	statusY    float64
	infoY      float64 // requirement line (placement)
	msgY       float64 // last event, refusals, hints
	draftMsgY  float64
	centreFrom [2]float64 // where the centre tile comes from

	// Refreshed every tick: the hand tiles in order, for taps and targets.
	handRects [gameof20.NumPlayers][g20NumTiles]sprites.Rect
	handVals  [gameof20.NumPlayers][g20NumTiles]int8
	handN     [gameof20.NumPlayers]int
}

func (l *g20Layout) poolSlot(v int) sprites.Rect {
	i := v - gameof20.DraftLow
	col, row := i%l.poolCols, i/l.poolCols
	return sprites.Rect{X: l.poolX + float64(col)*(l.ts+l.tgap), Y: l.poolY + float64(row)*(l.ts+l.tgap), W: l.ts, H: l.ts}
}

func (l *g20Layout) poolBottom() float64 {
	rows := (g20DraftTiles + l.poolCols - 1) / l.poolCols
	return l.poolY + float64(rows)*(l.ts+l.tgap) - l.tgap
}

func (l *g20Layout) handSlot(p, i int) sprites.Rect {
	col, row := i%l.handCols, i/l.handCols
	return sprites.Rect{X: l.handX0[p] + float64(col)*(l.ts+l.tgap), Y: l.handY0[p] + float64(row)*(l.ts+l.tgap), W: l.ts, H: l.ts}
}

func (s *gameOf20Scene) relayout(a *scenes.App) {
	if s.layout == a.LayoutCount() && s.big != nil {
		return
	}
	s.layout = a.LayoutCount()
	if a.Portrait() {
		s.layoutPortrait(a)
	} else {
		s.layoutLandscape(a)
	}
	l := &s.lay
	n := s.side
	for c := 0; c < n*n; c++ {
		row, col := float64(c/n), float64(c%n)
		l.cells[c] = sprites.Rect{X: l.boardR.X + l.pad + col*(l.cs+l.gap), Y: l.boardR.Y + l.pad + row*(l.cs+l.gap), W: l.cs, H: l.cs}
	}
	cx, _ := l.cells[s.Match.State.Centre()].Center()
	l.centreFrom = [2]float64{cx, l.boardR.Y - l.cs}
	if s.big != nil {
		s.big.Dispose()
		s.small.Dispose()
	}
	s.big = sprites.NewTileAtlas(a.Text, int(l.cs))
	s.small = sprites.NewTileAtlas(a.Text, int(l.ts))
	s.step(a, true)
	s.LayoutTopBar(a)
	s.pass.R = sprites.Rect{X: a.W/2 - a.U(110), Y: l.msgY + a.U(26), W: a.U(220), H: a.U(54)}
	s.ContinueButton.R = sprites.Rect{X: a.W/2 - a.U(120), Y: a.H - a.U(84), W: a.U(240), H: a.U(60)}
}

// boardSide is the board panel's side for cells of side cs.
func (s *gameOf20Scene) boardSide(cs float64) float64 {
	n := float64(s.side)
	return n*cs + (n-1)*cs*0.08 + s.lay.pad + s.lay.padFar
}

// layoutLandscape: hands left and right of the board, the pool (or the
// placing controls) below it.
func (s *gameOf20Scene) layoutLandscape(a *scenes.App) {
	l := &s.lay
	n := float64(s.side)
	l.cs = float64(int(min(a.U(80), a.U(420)/n)))
	l.gap, l.pad, l.padFar = l.cs*0.08, a.U(26), a.U(14)
	bw := s.boardSide(l.cs)
	l.statusY = a.U(90)
	l.boardR = sprites.Rect{X: float64(int(a.W/2 - bw/2)), Y: a.U(114), W: bw, H: bw}
	l.ts, l.tgap, l.handCols = float64(int(a.U(60))), a.U(8), 3
	hpad, header := a.U(16), a.U(74)
	pw := 3*l.ts + 2*l.tgap + 2*hpad
	ph := header + 4*l.ts + 3*l.tgap + hpad
	side := a.U(40)
	l.handR[0] = sprites.Rect{X: l.boardR.X - side - pw, Y: l.boardR.Y, W: pw, H: ph}
	l.handR[1] = sprites.Rect{X: l.boardR.X + bw + side, Y: l.boardR.Y, W: pw, H: ph}
	for p := range l.handR {
		l.handX0[p], l.handY0[p] = l.handR[p].X+hpad, l.handR[p].Y+header
	}
	l.poolCols = 9
	poolW := 9*l.ts + 8*l.tgap
	l.poolX, l.poolY = float64(int(a.W/2-poolW/2)), l.boardR.Y+bw+a.U(18)
	bottom := l.boardR.Y + bw
	l.infoY, l.msgY = bottom+a.U(30), bottom+a.U(64)
	l.draftMsgY = l.poolBottom() + a.U(24)
}

// layoutPortrait: the board on top, the pool (or the placing controls)
// under it, the two hands side by side at the bottom.
func (s *gameOf20Scene) layoutPortrait(a *scenes.App) {
	l := &s.lay
	n := float64(s.side)
	l.statusY, l.pad, l.padFar = a.U(92), a.U(26), a.U(14)
	l.ts, l.tgap, l.poolCols, l.handCols = 0, a.U(8), 6, 4
	margin := a.U(16)
	l.ts = float64(int(min(a.U(72), (a.W-2*margin-5*l.tgap)/6)))
	hpad, header := a.U(14), a.U(70)
	pw := (a.W - 3*margin) / 2
	l.ts = float64(int(min(l.ts, (pw-2*hpad-3*l.tgap)/4)))
	poolH := 3*l.ts + 2*l.tgap
	ph := header + 3*l.ts + 2*l.tgap + hpad
	// The board takes what is left of the height, up to the width.
	room := a.H - a.U(118) - poolH - ph - a.U(80)
	l.cs = float64(int(min(a.U(110), (min(a.W-2*margin, room)-l.pad-l.padFar)/(n+(n-1)*0.08))))
	l.gap = l.cs * 0.08
	bw := s.boardSide(l.cs)
	l.boardR = sprites.Rect{X: float64(int(a.W/2 - bw/2)), Y: a.U(118), W: bw, H: bw}
	bottom := l.boardR.Y + bw
	l.poolX, l.poolY = float64(int(a.W/2-(6*l.ts+5*l.tgap)/2)), bottom+a.U(18)
	l.draftMsgY = l.poolBottom() + a.U(24)
	l.infoY, l.msgY = bottom+a.U(34), bottom+a.U(72)
	top := l.draftMsgY + a.U(26)
	l.handR[0] = sprites.Rect{X: margin, Y: top, W: pw, H: ph}
	l.handR[1] = sprites.Rect{X: 2*margin + pw, Y: top, W: pw, H: ph}
	for p := range l.handR {
		l.handX0[p], l.handY0[p] = l.handR[p].X+hpad, l.handR[p].Y+header
	}
}

// step retargets every tile at the layout and advances the tweens; snap
// puts every tile where it belongs at once (after a resize).
func (s *gameOf20Scene) step(a *scenes.App, snap bool) {
	l := &s.lay
	dur := a.Settings.Speed.Scale(14)
	if a.Settings.ReducedMotion || snap {
		dur = 0
	}
	l.handN = [2]int{}
	s.raised = -1
	for _, id := range s.order {
		t := &s.tiles[id]
		var r sprites.Rect
		switch z := int(t.zone); z {
		case gameof20.ZonePool:
			r = l.poolSlot(int(t.value))
		case gameof20.ZoneBoard:
			r = l.cells[t.cell]
		case gameof20.ZoneCentres:
			t.m.ToScaled(l.centreFrom[0], l.centreFrom[1], 0, 0) // unseen: it grows from here
			continue
		default:
			p := z - gameof20.ZoneHand0
			i := l.handN[p]
			r = l.handSlot(p, i)
			l.handRects[p][i], l.handVals[p][i] = r, t.value
			l.handN[p]++
			if s.selectable(p) && int(t.value) == s.selected && s.raised < 0 {
				s.raised = int(id)
				r.Y -= l.ts * 0.16
			}
		}
		cx, cy := r.Center()
		t.m.ToScaled(cx, cy, r.W, dur)
		t.m.Step()
		s.land(a, t)
	}
	for p := range s.view.passFlash {
		s.view.passFlash[p] = max(0, s.view.passFlash[p]-1)
	}
}

// land starts a placed tile's settle once its slide is over.
func (s *gameOf20Scene) land(a *scenes.App, t *g20Tile) {
	if t.settle < t.settleDur {
		t.settle++
	}
	if !t.landing || t.moving() {
		return
	}
	t.landing = false
	if !a.Settings.ReducedMotion {
		t.settle, t.settleDur = 0, a.Settings.Speed.Scale(12)
	}
}

func (s *gameOf20Scene) finishMotions() {
	for i := range s.tiles {
		s.tiles[i].finish()
	}
}

// selectable tells whether player p's hand takes input now.
func (s *gameOf20Scene) selectable(p int) bool {
	return s.HumanTurn() && s.Match.State.ToMove() == p && s.Match.State.Phase() == gameof20.Placing
}

// cellAt is the board cell under a point, or -1.
func (s *gameOf20Scene) cellAt(x, y float64) int {
	for c := 0; c < s.side*s.side; c++ {
		if s.lay.cells[c].Contains(x, y) {
			return c
		}
	}
	return -1
}

// poolTileAt is the pool tile under a point, or 0.
func (s *gameOf20Scene) poolTileAt(x, y float64) int {
	for v := gameof20.DraftLow; v <= gameof20.DraftHigh; v++ {
		if s.Match.State.InPool(v) && s.lay.poolSlot(v).Contains(x, y) {
			return v
		}
	}
	return 0
}
