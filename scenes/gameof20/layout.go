package gameof20

import (
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// layout is where things go for the current screen size.
type layout struct {
	cs, gap  float64 // board cell side and gap
	ts, tgap float64 // hand and pool tile side and gap
	pad      float64 // board rim left and top, holding the coordinates
	padFar   float64 // board rim right and bottom
	boardR   sprites.Rect
	cells    [maxCells]sprites.Rect
	handR    [g20.NumPlayers]sprites.Rect
	handX0   [g20.NumPlayers]float64
	handY0   [g20.NumPlayers]float64
	handCols [g20.NumPlayers]int
	handTS   [g20.NumPlayers]float64 // each hand's tile side (see layoutPortrait)
	// A hand panel's name and sum lines (centres below its top), and how
	// far the picked tile may rise before it reaches the sum line.
	nameDY, sumDY, raiseMax float64
	poolX                   float64
	poolY                   float64
	poolCols                int
	statusY                 float64
	draftMsgY               float64
	textX                   float64 // the lines under the board: from here, this wide
	textW                   float64
	draftX                  float64 // the draft's line: from here, this wide
	draftW                  float64
	draftRows               float64      // the draft's line wraps to this many rows at most
	tally                   sprites.Rect // the end-of-game panel

	// The placing lines, the requirement and under it the last event or
	// a refusal, flow down from linesTop to linesBottom (see linesBox);
	// Pass has its top at passY.
	linesTop, linesBottom, passY float64

	// passUnderHand: Pass goes under the mover's hand, not under the lines.
	passUnderHand bool
	// passOverInfo: Pass takes the requirement line's place (the line is
	// not drawn then, and the last event goes under Pass).
	passOverInfo bool
	// tallyButtonRight: Continue at the right of the panel's lines.
	tallyButtonRight bool
	centreFrom       [2]float64 // where the centre tile comes from

	// Refreshed every tick: the hand tiles in order, for taps and targets.
	handRects [g20.NumPlayers][numTiles]sprites.Rect
	handVals  [g20.NumPlayers][numTiles]int8
	handN     [g20.NumPlayers]int
}

func (l *layout) poolSlot(v int) sprites.Rect {
	i := v - g20.DraftLow
	col, row := i%l.poolCols, i/l.poolCols
	return sprites.Rect{X: l.poolX + float64(col)*(l.ts+l.tgap), Y: l.poolY + float64(row)*(l.ts+l.tgap), W: l.ts, H: l.ts}
}

func (l *layout) poolBottom() float64 {
	rows := (draftTiles + l.poolCols - 1) / l.poolCols
	return l.poolY + float64(rows)*(l.ts+l.tgap) - l.tgap
}

func (l *layout) handSlot(p, i int) sprites.Rect {
	col, row := i%l.handCols[p], i/l.handCols[p]
	ts := l.handTS[p]
	return sprites.Rect{X: l.handX0[p] + float64(col)*(ts+l.tgap), Y: l.handY0[p] + float64(row)*(ts+l.tgap), W: ts, H: ts}
}

func (s *scene) relayout(a *ui.Context) {
	// Phones lay out the placing apart from the draft and the tally, and
	// upright they show one hand at a finger's size while placing
	// (layoutShort, layoutPortrait): a hot-seat game lays out again when
	// the other person's turn comes.
	big := -1
	if a.Portrait() && s.view.phase == g20.Placing {
		big = s.bigHand()
	}
	resized := s.layout != a.LayoutCount() || s.big == nil
	if !resized && s.laidPhase == s.view.phase && s.laidBig == big {
		return
	}
	s.layout, s.laidPhase, s.laidBig = a.LayoutCount(), s.view.phase, big
	l := &s.lay
	l.textX, l.textW = a.U(16), a.W-a.U(32)
	l.draftX, l.draftW = l.textX, l.textW
	l.tally = sprites.Rect{}
	l.draftRows = 2
	l.passUnderHand, l.passOverInfo = false, false
	l.handTS = [g20.NumPlayers]float64{}
	l.pad = max(a.U(26), a.TextSize(15)*1.25) // the coordinates, 13 CSS px at least
	switch {
	case a.Portrait():
		s.layoutPortrait(a)
	case a.H/max(a.Scale, 1) < 500:
		s.layoutShort(a, false)
	default:
		s.layoutWide(a)
	}
	if l.handTS[0] == 0 {
		l.handTS = [g20.NumPlayers]float64{l.ts, l.ts}
	}
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
	s.step(a, resized) // a new phase's places are reached by the tweens
	l.raiseMax = max(0, l.handY0[0]-l.handR[0].Y-l.sumDY-a.TextSize(19)*0.6-a.U(3))
	bh := a.Tap(54)
	s.pass.R = sprites.Rect{X: l.textX + l.textW/2 - a.U(110), Y: min(l.passY, a.H-bh-a.U(4)), W: a.U(220), H: bh}
	// Nobody is to move once the game is over (a window resized on
	// the final board): Pass stays where it was.
	if p := s.Match.State.ToMove(); l.passUnderHand && p >= 0 {
		s.placePassUnder(a, p)
	}
	ch := a.Tap(60)
	if l.tally.W == 0 { // under the board, to the bottom of the screen
		top := l.boardR.Y + l.boardR.H + a.U(12)
		w := min(a.W-a.U(32), a.U(820))
		l.tally = sprites.Rect{X: a.W/2 - w/2, Y: top, W: w, H: a.H - top - a.U(10)}
	}
	t := l.tally
	s.ContinueButton.R = sprites.Rect{X: t.X + t.W/2 - a.U(120), Y: t.Y + t.H - ch - a.U(14), W: a.U(240), H: ch}
	// A wide, low panel keeps its button at the right of the lines.
	l.tallyButtonRight = t.W > a.U(700) && t.H < a.U(260)
	if l.tallyButtonRight {
		s.ContinueButton.R = sprites.Rect{X: t.X + t.W - a.U(254), Y: t.Y + t.H/2 - ch/2, W: a.U(240), H: ch}
	}
}

// placePassUnder puts Pass under player p's hand (see passUnderHand).
func (s *scene) placePassUnder(a *ui.Context, p int) {
	r := s.lay.handR[p]
	bh := a.Tap(54)
	s.pass.R = sprites.Rect{X: r.X, Y: min(r.Y+r.H+a.U(10), a.H-bh-a.U(4)), W: r.W, H: bh}
}

// handHeader places a hand panel's name and sum lines from the sizes
// they are drawn at (never under 13 CSS px) and returns the header's
// height: the lines and room under them for the picked tile to rise
// without covering the sum (see step).
func (s *scene) handHeader(a *ui.Context) float64 {
	l := &s.lay
	name, sum := a.TextSize(24), a.TextSize(19)
	l.nameDY = a.U(12) + name*0.55
	l.sumDY = l.nameDY + name*0.6 + sum*0.75
	return l.sumDY + sum*0.6 + max(a.U(12), 6*max(a.Scale, 1))
}

// boardSide is the board panel's side for cells of side cs.
func (s *scene) boardSide(cs float64) float64 {
	n := float64(s.side)
	return n*cs + (n-1)*cs*0.08 + s.lay.pad + s.lay.padFar
}

// layoutWide lays out a landscape screen of a tablet or a desktop: the
// arrangement of a phone on its side (the board as high as the screen
// between the hands, the pool or the placing lines in a column beside it)
// where that gives a larger board and leaves the tally its width, else
// the pool under the board (layoutLandscape: a screen nearly square).
func (s *scene) layoutWide(a *ui.Context) {
	base := s.lay
	s.layoutLandscape(a)
	under := s.lay
	s.lay = base
	s.layoutShort(a, true)
	// The tally lies over the column at the right: it needs the width
	// of its headline.
	if s.lay.cs < under.cs*1.1 || s.lay.tally.W < a.U(300) {
		s.lay = under
	}
}

// layoutLandscape: hands left and right of the board, the pool (or the
// placing controls) below it.
func (s *scene) layoutLandscape(a *ui.Context) {
	l := &s.lay
	n := float64(s.side)
	l.cs = float64(int(min(a.U(80), a.U(420)/n)))
	l.gap, l.padFar = l.cs*0.08, a.U(14)
	bw := s.boardSide(l.cs)
	top := s.ContentTop()
	l.statusY = top + a.U(26)
	l.boardR = sprites.Rect{X: float64(int(a.W/2 - bw/2)), Y: top + a.U(50), W: bw, H: bw}
	l.ts, l.tgap, l.handCols = float64(int(a.U(60))), a.U(8), [2]int{3, 3}
	hpad, header := a.U(16), s.handHeader(a)
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
	l.linesTop, l.linesBottom, l.passY = bottom+a.U(16), a.H-a.U(10), bottom+a.U(90)
	l.draftMsgY = l.poolBottom() + a.U(24)
}

// layoutPortrait: the board on top, the pool (or, once it is empty, the
// placing lines and Pass) under it, the two hands side by side at the
// bottom.
//
// While drafting nothing in a hand is tapped: the hands take four columns
// of tiles just large enough to read, so the pool keeps a finger's size
// and the board what height is left. While placing, the mover's hand
// (bigHand) has four columns at a finger's size and the other three
// columns three quarters as large, still readable (its numbers at 13 CSS
// px or more); the board takes the rest, up to the width.
func (s *scene) layoutPortrait(a *ui.Context) {
	l := &s.lay
	n := float64(s.side)
	top := s.ContentTop()
	scale := max(a.Scale, 1)
	l.statusY, l.padFar = top+a.U(26), a.U(14)
	l.tgap, l.poolCols = a.U(8), 6
	margin := a.U(16)
	hpad, header := a.U(14), s.handHeader(a)
	placing := s.view.phase == g20.Placing
	msg := a.TextSize(21)
	boardTop := top + a.U(54)
	// A tile's number is 0.44 of its side: 30 CSS px keeps it at 13.
	readable := 30 * scale
	total := a.W - 3*margin
	tileIn := func(w float64, cols int) float64 {
		c := float64(cols)
		return (w - 2*hpad - (c-1)*l.tgap) / c
	}
	var widths [g20.NumPlayers]float64
	var rows [g20.NumPlayers]float64
	poolH, lines := 0.0, 0.0
	if placing {
		// The requirement (two rows), or Pass in its place, with the
		// last event under it.
		lines = a.U(8) + max(a.Tap(54)+a.U(8), 2*msg*1.35+a.U(6)) + msg*1.4 + a.U(4)
		big := s.bigHand()
		l.handCols[big], l.handCols[1-big] = 4, 3
		rows[big], rows[1-big] = 3, 4
		// Four tiles of side B beside three of 0.75 B fill the width.
		b := (total - 5*l.tgap - 4*hpad) / 6.25
		widths[big] = float64(int(4*b + 3*l.tgap + 2*hpad))
		widths[1-big] = total - widths[big]
		// The board keeps at least 40% of the height below it (up to
		// the width); the hands have the rest.
		// Its cells are never under a finger's size.
		minBoard := max(s.boardSide(a.MinTap()), min(a.W-2*margin, 0.4*(a.H-boardTop)))
		byHeight := (a.H - boardTop - lines - a.U(10) - minBoard - header - hpad - 2*l.tgap) / 3
		l.ts = float64(int(max(1, min(a.U(96), tileIn(widths[big], 4), max(byHeight, a.MinTap())))))
		l.handTS[big] = l.ts
		// Its four rows no taller than the mover's three.
		l.handTS[1-big] = float64(int(max(1, min(l.ts, tileIn(widths[1-big], 3), (3*l.ts-l.tgap)/4))))
	} else {
		lines = a.U(10) + 2*msg*1.3 + a.U(10) // the draft's line, two rows
		l.handCols = [2]int{4, 4}
		rows = [2]float64{3, 3}
		widths = [2]float64{total / 2, total / 2}
		hts := float64(int(max(readable, tileIn(total/2, 4))))
		l.handTS = [2]float64{hts, hts}
		handH := header + 3*hts + 2*l.tgap + hpad
		// The pool: six across, at least a finger's size, leaving the
		// board a third of the height under the top bar.
		byHeight := (a.H - boardTop - lines - handH - a.U(10) - (a.H-boardTop)/3 - 2*l.tgap) / 3
		l.ts = float64(int(max(1, min(a.U(96), (a.W-2*margin-5*l.tgap)/6, max(byHeight, a.MinTap())))))
		poolH = 3*l.ts + 2*l.tgap + a.U(14)
	}
	ph := 0.0
	for p := range rows {
		ph = max(ph, header+rows[p]*l.handTS[p]+(rows[p]-1)*l.tgap+hpad)
	}
	// The board takes what is left of the height, up to the width.
	room := a.H - boardTop - poolH - lines - ph - a.U(10)
	l.cs = float64(int(min(a.U(110), (min(a.W-2*margin, room)-l.pad-l.padFar)/(n+(n-1)*0.08))))
	l.gap = l.cs * 0.08
	bw := s.boardSide(l.cs)
	// What the board leaves is shared out above and below it.
	spare := max(0, room-bw)
	boardTop += min(spare/3, a.U(20))
	l.boardR = sprites.Rect{X: float64(int(a.W/2 - bw/2)), Y: boardTop, W: bw, H: bw}
	bottom := l.boardR.Y + bw
	l.poolX, l.poolY = float64(int(a.W/2-(6*l.ts+5*l.tgap)/2)), bottom+a.U(14)
	l.draftMsgY = l.poolBottom() + a.U(10) + msg*1.3
	handTop := a.H - a.U(10) - ph
	// Pass, when no tile fits, takes the requirement's place.
	l.linesTop, l.linesBottom = bottom+a.U(8), handTop-a.U(4)
	l.passY = l.linesTop
	l.handR[0] = sprites.Rect{X: margin, Y: handTop, W: widths[0], H: ph}
	l.handR[1] = sprites.Rect{X: 2*margin + widths[0], Y: handTop, W: widths[1], H: ph}
	for p := range l.handR {
		l.handX0[p], l.handY0[p] = l.handR[p].X+hpad, l.handR[p].Y+header
	}
}

// bigHand is the hand shown at a finger's size when only one fits: the
// player to move's when a person plays it, else the first person's.
func (s *scene) bigHand() int {
	if t := s.view.turn; t >= 0 && s.Match.Seats[t].Human {
		return t
	}
	for p, seat := range s.Match.Seats {
		if seat.Human {
			return p
		}
	}
	return max(s.view.turn, 0)
}

// layoutShort: a phone on its side has no height for the pool under the
// board, and no width for two hands, the pool and the board all at a
// finger's size. While tiles are drafted (and for the tally) the pool
// stands in three columns between the board and the opponent's hand and
// the board, where nothing is tapped yet, takes what width is left. While
// they are placed the pool is gone: its column holds the lines, or, on a
// phone too narrow for that, the board grows to a finger's size per cell
// between the two hands with its lines under it.
func (s *scene) layoutShort(a *ui.Context, roomy bool) {
	l := &s.lay
	n := float64(s.side)
	top := s.ContentTop()
	l.statusY = top + a.U(22)
	l.tgap, l.handCols, l.poolCols = a.U(6), [2]int{3, 3}, 3
	hpad, header := a.U(12), s.handHeader(a)
	boardTop := top + a.U(40)
	placing := s.view.phase == g20.Placing
	gap := a.U(18)
	// A finger's size, unless the screen is too small even for that (a tiny
	// window): six pool rows and four hand rows must fit in the height, and
	// the width holds the two hands and the pool (drafting), or the two
	// hands and a board of cells as big (placing).
	across := 9.0 + 2*0.1 // three columns of tiles, three times, with gaps
	if placing {
		across = 6 + 0.2 + n*1.08
	}
	l.ts = float64(int(min(max(a.MinTap(), a.U(60)),
		(a.H-boardTop-a.U(10)-5*l.tgap)/6,
		(a.H-boardTop-header-hpad-a.U(10)-3*l.tgap)/4,
		(a.W-4*gap-4*hpad-a.U(40))/across)))
	pw := 3*l.ts + 2*l.tgap + 2*hpad
	poolW := 3*l.ts + 2*l.tgap
	l.padFar = a.U(4) // the height is short: every pixel goes to the cells
	if roomy {
		l.padFar = a.U(14)
	}
	if roomy {
		s.roomyTiles(a, boardTop, header, hpad, gap)
		pw, poolW = 3*l.ts+2*l.tgap+2*hpad, 3*l.ts+2*l.tgap
	}
	// While placing, the requirement and message lines keep a column of
	// their own (the pool's) where the width leaves one beside cells of a
	// finger's size; a narrower phone puts them under the board.
	underBoard := false
	if placing {
		textCol := max(a.U(220), 150*max(a.Scale, 1))
		if a.W-2*pw-4*gap-textCol >= s.boardSide(a.MinTap()) {
			poolW = textCol
		} else {
			underBoard = true
		}
	}
	// The draft's line (three rows), or the two placing lines, under the
	// board.
	msg := a.TextSize(21)
	textH := a.U(70)
	if !placing {
		textH = max(textH, a.U(12)+3*msg*1.3)
	}
	if placing && !underBoard {
		textH = a.U(10)
	}
	side := a.W - 2*pw - poolW - 4*gap
	if underBoard {
		side = a.W - 2*pw - 3*gap
	}
	maxCell := a.MinTap() * 1.4
	if roomy {
		maxCell = a.U(110)
	}
	l.cs = float64(int(min(maxCell, ((min(side, a.H-boardTop-textH) - l.pad - l.padFar) / (n + (n-1)*0.08)))))
	l.gap = l.cs * 0.08
	bw := s.boardSide(l.cs)
	total := pw + gap + bw + gap + poolW + gap + pw
	if underBoard {
		total = pw + gap + bw + gap + pw
	}
	x := float64(int(a.W/2 - total/2))
	l.handR[0] = sprites.Rect{X: x, Y: boardTop, W: pw, H: header + 4*l.ts + 3*l.tgap + hpad}
	l.boardR = sprites.Rect{X: x + pw + gap, Y: boardTop, W: bw, H: bw}
	l.poolX, l.poolY = l.boardR.X+bw+gap, boardTop
	right := l.poolX + poolW + gap
	if underBoard {
		right = l.poolX
	}
	l.handR[1] = sprites.Rect{X: right, Y: boardTop, W: pw, H: l.handR[0].H}
	for p := range l.handR {
		l.handX0[p], l.handY0[p] = l.handR[p].X+hpad, l.handR[p].Y+header
	}
	bottom := boardTop + bw
	l.draftX, l.draftW = l.boardR.X-gap/2, bw+gap
	l.draftMsgY = bottom + a.U(8) + msg*1.3
	l.draftRows = 3 // the board is narrow while drafting, and nothing is under it
	l.tally = sprites.Rect{X: l.poolX - gap/2, Y: boardTop, W: a.W - l.poolX - a.U(10), H: a.H - boardTop - a.U(10)}
	if underBoard {
		// The requirement and the last event under the board; Pass under
		// the hand of the player who must pass (passUnderHand).
		l.textX, l.textW = l.boardR.X, bw
		l.linesTop, l.linesBottom = bottom+a.U(8), a.H-a.U(6)
		l.passUnderHand = true
		return
	}
	// The placing lines and Pass in the pool's column, empty by then.
	l.textX, l.textW = l.poolX-gap/2, poolW+gap
	l.linesTop, l.linesBottom, l.passY = boardTop+a.U(36), a.H-a.U(10), boardTop+a.U(196)
}

// roomyTiles grows the hand and pool tiles of a desktop's layoutShort
// into the width the board leaves when the height limits it, in both
// phases alike (the pool's three columns, or the placing lines' column).
func (s *scene) roomyTiles(a *ui.Context, boardTop, header, hpad, gap float64) {
	l := &s.lay
	lines := max(a.U(70), a.U(12)+3*a.TextSize(21)*1.3) // the draft's line
	board := a.H - boardTop - lines
	textCol := max(a.U(220), 150*max(a.Scale, 1))
	rest := a.W - 4*gap - board - 4*hpad
	ts := min((rest-6*l.tgap)/9, (rest-textCol-4*l.tgap)/6, a.U(76),
		(a.H-boardTop-a.U(10)-5*l.tgap)/6,
		(a.H-boardTop-header-hpad-a.U(10)-3*l.tgap)/4)
	l.ts = max(l.ts, float64(int(ts)))
}

// step retargets every tile at the layout and advances the tweens; snap
// puts every tile where it belongs at once (after a resize).
func (s *scene) step(a *ui.Context, snap bool) {
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
		case g20.ZonePool:
			r = l.poolSlot(int(t.value))
		case g20.ZoneBoard:
			r = l.cells[t.cell]
		case g20.ZoneCentres:
			t.m.ToScaled(l.centreFrom[0], l.centreFrom[1], 0, 0) // unseen: it grows from here
			continue
		default:
			p := z - g20.ZoneHand0
			i := l.handN[p]
			r = l.handSlot(p, i)
			l.handRects[p][i], l.handVals[p][i] = r, t.value
			l.handN[p]++
			if s.selectable(p) && int(t.value) == s.selected && s.raised < 0 {
				s.raised = int(id)
				r.Y -= min(r.H*0.16, l.raiseMax) // never over the sum line
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
func (s *scene) land(a *ui.Context, t *tile) {
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

// Skip: every tile lands and every sum has counted, at once.
func (s *scene) Skip() {
	for i := range s.tiles {
		s.tiles[i].finish()
	}
	for p := range s.sumCount {
		s.sumCount[p].Finish()
	}
}

// selectable tells whether player p's hand takes input now.
func (s *scene) selectable(p int) bool {
	return s.asked() && s.Match.State.ToMove() == p && s.Match.State.Phase() == g20.Placing
}

// cellAt is the board cell under a point, or -1.
func (s *scene) cellAt(x, y float64) int {
	for c := 0; c < s.side*s.side; c++ {
		if s.lay.cells[c].Contains(x, y) {
			return c
		}
	}
	return -1
}

// poolTileAt is the pool tile under a point, or 0.
func (s *scene) poolTileAt(x, y float64) int {
	for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
		if s.Match.State.InPool(v) && s.lay.poolSlot(v).Contains(x, y) {
			return v
		}
	}
	return 0
}
