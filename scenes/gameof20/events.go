package gameof20

import (
	"fmt"
	"github.com/twenty-games/twenty/scenes"
	"math"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/sprites"
)

// g20View is what the scene shows. It follows the events as they are played
// back (so it lags the rule state while tiles move), and is built from the
// state once after a resume.
type g20View struct {
	phase       gameof20.Phase
	turn        int // whose decision is shown; rules.Nobody before the first
	picksLeft   int // tiles the drafter still takes this turn
	turnPicks   int // tiles this draft turn takes in all
	poolLeft    int
	empty       int // empty cells
	sums        [gameof20.NumPlayers]int
	counts      [gameof20.NumPlayers]int
	lastCell    int                      // the tile placed last, -1 none
	passFlash   [gameof20.NumPlayers]int // ticks left of a "passed" badge
	placingNote bool                     // the draft just ended: the next turn says who starts
	winner      int
	filled      [g20MaxCells]bool // cells showing a tile
}

// g20Tile is one physical tile: where the view has it and where it is drawn.
// The motion tracks the tile's centre, and its scale is the tile's side in
// pixels, so size changes grow it in place.
type g20Tile struct {
	value             int8
	zone              int8 // a gameof20 zone; ZoneCentres until the centre tile is placed
	cell              int8
	m                 scenes.Motion
	landing           bool // placed on the board: settles when its slide ends
	settle, settleDur int
}

func (t *g20Tile) moving() bool { return t.m.Moving() }

// drawScale is the extra scale of the moment: lifted in flight, pressed
// down briefly when it lands on the board.
func (t *g20Tile) drawScale() float64 {
	switch {
	case t.m.Moving():
		return 1 + 0.1*math.Sin(math.Pi*t.m.Progress())
	case t.settle < t.settleDur:
		return 1 - 0.07*math.Sin(math.Pi*float64(t.settle)/float64(t.settleDur))
	}
	return 1
}

func (t *g20Tile) finish() {
	t.m.Finish()
	t.landing, t.settle = false, t.settleDur
}

// initTiles gives every sprite its value and starting zone.
func (s *gameOf20Scene) initTiles() {
	for p := range gameof20.NumPlayers {
		for i, v := range gameof20.StartingHand {
			s.tiles[p*len(gameof20.StartingHand)+i] = g20Tile{value: int8(v), zone: int8(gameof20.ZoneHand(p))}
		}
	}
	for v := gameof20.DraftLow; v <= gameof20.DraftHigh; v++ {
		s.tiles[g20DraftID(v)] = g20Tile{value: int8(v), zone: gameof20.ZonePool}
	}
	st := s.Match.State
	s.tiles[g20CentreID] = g20Tile{value: int8(st.CentreTile()), zone: gameof20.ZoneCentres, cell: int8(st.Centre())}
	// Sprite ids ordered by value: hands are shown in ascending order.
	for i := range s.order {
		s.order[i] = int8(i)
	}
	for i := 1; i < len(s.order); i++ {
		for j := i; j > 0 && s.tiles[s.order[j]].value < s.tiles[s.order[j-1]].value; j-- {
			s.order[j], s.order[j-1] = s.order[j-1], s.order[j]
		}
	}
	s.view = g20View{turn: rules.Nobody, lastCell: -1, winner: rules.Nobody, poolLeft: g20DraftTiles, empty: st.Cells()}
	s.labels.names = [2]string{s.SeatName(0), s.SeatName(1)}
	s.cursor = st.Centre()
	s.poolCursor = gameof20.DraftLow
}

// animateStart queues what New did before the scene existed: the centre
// tile is placed, then the first drafter is named.
func (s *gameOf20Scene) animateStart() {
	st := s.Match.State
	start := []rules.Event{
		{Kind: rules.EvPlace, Player: rules.Nobody, Item: st.CentreTile(), From: gameof20.ZoneCentres, To: gameof20.ZoneBoard, Cell: st.Centre(), FaceUp: true},
		{Kind: rules.EvTurn, Player: st.FirstDrafter()},
	}
	s.Match.Events = append(start, s.Match.Events...)
	s.recount()
}

// syncView shows the rule state as it is (after a resume).
func (s *gameOf20Scene) syncView() {
	st := s.Match.State
	var used [g20NumTiles]bool
	used[g20CentreID] = true
	s.tiles[g20CentreID].zone = gameof20.ZoneBoard
	for _, id := range s.order {
		t := &s.tiles[id]
		if int(id) == g20CentreID {
			continue
		}
		v := int(t.value)
		if int(id) >= g20StartTiles && st.InPool(v) {
			t.zone, used[id] = gameof20.ZonePool, true
			continue
		}
		for p := range gameof20.NumPlayers {
			if s.tilesIn(gameof20.ZoneHand(p), v, &used) < st.HandCount(p, v) && s.mayHold(int(id), p) {
				t.zone, used[id] = int8(gameof20.ZoneHand(p)), true
				break
			}
		}
	}
	for c := 0; c < st.Cells(); c++ {
		if v := st.Board(c); v != 0 && c != st.Centre() {
			s.putOnBoard(v, c, &used)
		}
	}
	v := &s.view
	v.phase, v.turn, v.picksLeft = st.Phase(), st.ToMove(), st.TakesLeft()
	s.recount()
	v.turnPicks = v.picksLeft
	if v.phase == gameof20.Drafting && v.poolLeft%2 == 0 && v.poolLeft < g20DraftTiles {
		v.turnPicks = gameof20.TakesPerTurn // one of two taken already
	}
}

// mayHold: starting tiles only belong in their owner's hand.
func (s *gameOf20Scene) mayHold(id, p int) bool {
	return id >= g20StartTiles || id/len(gameof20.StartingHand) == p
}

// tilesIn counts the used sprites of value v in a zone.
func (s *gameOf20Scene) tilesIn(zone, v int, used *[g20NumTiles]bool) int {
	n := 0
	for id := range s.tiles {
		if used[id] && int(s.tiles[id].zone) == zone && int(s.tiles[id].value) == v {
			n++
		}
	}
	return n
}

func (s *gameOf20Scene) putOnBoard(v, c int, used *[g20NumTiles]bool) {
	for _, id := range s.order {
		if t := &s.tiles[id]; !used[id] && int(t.value) == v {
			t.zone, t.cell, used[id] = gameof20.ZoneBoard, int8(c), true
			return
		}
	}
}

// recount refreshes the counts and labels that follow the view's zones.
func (s *gameOf20Scene) recount() {
	v := &s.view
	v.sums, v.counts, v.filled = [2]int{}, [2]int{}, [g20MaxCells]bool{}
	v.poolLeft, v.empty = 0, s.side*s.side
	for i := range s.tiles {
		t := &s.tiles[i]
		switch int(t.zone) {
		case gameof20.ZonePool:
			v.poolLeft++
		case gameof20.ZoneBoard:
			v.empty--
			v.filled[t.cell] = true
		case gameof20.ZoneHand0, gameof20.ZoneHand1:
			p := int(t.zone) - gameof20.ZoneHand0
			v.sums[p] += int(t.value)
			v.counts[p]++
		}
	}
	for p := range s.labels.sums {
		s.labels.sums[p] = fmt.Sprintf("Sum %d  ·  %d %s", v.sums[p], v.counts[p], plural(v.counts[p], "tile", "tiles"))
		s.labels.sumOnly[p] = fmt.Sprintf("Sum %d", v.sums[p])
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// handTile is a sprite of value v in player p's hand, or -1.
func (s *gameOf20Scene) handTile(p, v int) int {
	for _, id := range s.order {
		if t := &s.tiles[id]; int(t.zone) == gameof20.ZoneHand(p) && int(t.value) == v {
			return int(id)
		}
	}
	return -1
}

// show applies one event to the view and returns the pause after it (in
// ticks at normal speed).
func (s *gameOf20Scene) show(a *scenes.App, e rules.Event) int {
	v := &s.view
	switch e.Kind {
	case rules.EvMove:
		return s.showTake(a, e)
	case rules.EvPlace:
		return s.showPlace(a, e)
	case rules.EvTurn:
		return s.showTurn(e)
	case rules.EvNote:
		if e.Value == gameof20.NotePlacingStarts {
			v.phase, v.placingNote, v.picksLeft = gameof20.Placing, true, 0
			return 20
		}
	case rules.EvPass:
		v.passFlash[e.Player] = 150
		s.Note = s.SeatName(e.Player) + " " + s.verb(e.Player, "has", "have") + " no tile that fits and " + s.verb(e.Player, "passes", "pass") + "."
		a.Play(audio.Draw)
		return 40
	case rules.EvGameEnd:
		v.phase, v.winner, v.turn = gameof20.Finished, e.Player, rules.Nobody
		s.prepareTally()
		s.OpenTally(a)
	}
	return 0
}

func (s *gameOf20Scene) showTake(a *scenes.App, e rules.Event) int {
	v := &s.view
	t := &s.tiles[g20DraftID(e.Item)]
	t.zone = int8(e.To)
	s.recount()
	a.Play(audio.Deal)
	if e.Player != v.turn {
		// The last tile goes to the second drafter without a decision.
		s.Note = fmt.Sprintf("The last tile, %d, goes to %s.", e.Item, s.object(e.Player))
		return 24
	}
	v.picksLeft = max(0, v.picksLeft-1)
	s.Note = fmt.Sprintf("%s %s the %d.", s.SeatName(e.Player), s.verb(e.Player, "takes", "take"), e.Item)
	return 12
}

func (s *gameOf20Scene) showPlace(a *scenes.App, e rules.Event) int {
	v := &s.view
	id := g20CentreID
	if e.Player != rules.Nobody {
		id = s.handTile(e.Player, e.Item)
	}
	if id < 0 {
		return 0
	}
	t := &s.tiles[id]
	t.zone, t.cell, t.landing = gameof20.ZoneBoard, int8(e.Cell), true
	s.recount()
	a.Play(audio.Place)
	if e.Player == rules.Nobody {
		s.Note = fmt.Sprintf("The centre tile drawn for this game is a %d.", e.Item)
		return 26
	}
	v.lastCell = e.Cell
	s.Note = fmt.Sprintf("%s placed %d on %s.", s.SeatName(e.Player), e.Item, gameof20.CellName(e.Cell, s.side))
	return 18
}

func (s *gameOf20Scene) showTurn(e rules.Event) int {
	v := &s.view
	p := e.Player
	v.turn = p
	switch v.phase {
	case gameof20.Drafting:
		v.turnPicks = min(gameof20.TakesPerTurn, v.poolLeft-1)
		if v.poolLeft == g20DraftTiles {
			v.turnPicks = gameof20.FirstTake
			s.Note = s.SeatName(p) + " " + s.verb(p, "was", "were") + " drawn to take the first tile; then each turn takes two."
		}
		v.picksLeft = v.turnPicks
	case gameof20.Placing:
		if v.placingNote {
			v.placingNote = false
			s.Note = fmt.Sprintf("The draft is over. %s %s the higher sum (%d against %d) and %s first.",
				s.SeatName(p), s.verb(p, "holds", "hold"), v.sums[p], v.sums[1-p], s.verb(p, "places", "place"))
			return 40
		}
	}
	return 4
}

// verb picks the verb form for a seat name ("You take", "Player 2 takes").
func (s *gameOf20Scene) verb(p int, third, second string) string {
	if s.SeatName(p) == "You" {
		return second
	}
	return third
}

// object is a seat's name as an object ("you").
func (s *gameOf20Scene) object(p int) string {
	if name := s.SeatName(p); name != "You" {
		return name
	}
	return "you"
}

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

// g20CellInfo is what a cell takes from the player to move.
type g20CellInfo struct {
	tile    int8 // the tile it takes: the mover's lowest, or the neighbours' sum (may exceed 20)
	legal   bool // the mover holds that tile and may place it there
	sumRule bool // 2 or more neighbours: the tile is their sum
	filled  bool
	reason  string // Requirement's sentence
}

// g20Decision is worked out once per human decision, so frames only read it.
type g20Decision struct {
	key        int // len(Record.Moves) it was made for; -1 none
	cells      [g20MaxCells]g20CellInfo
	fits       [gameof20.MaxTile + 1]uint64 // cells where each tile may go
	forcedPass bool
}

func (s *gameOf20Scene) refreshDecision() {
	moves := len(s.Match.Record.Moves)
	if s.dec.key == moves {
		return
	}
	d := &s.dec
	d.key, d.fits, d.forcedPass = moves, [gameof20.MaxTile + 1]uint64{}, false
	st := s.Match.State
	if st.Phase() == gameof20.Drafting {
		if !st.InPool(s.poolCursor) {
			s.poolCursor = s.nearestPoolTile(s.poolCursor, 1)
		}
		return
	}
	if st.Phase() != gameof20.Placing {
		return
	}
	for _, mv := range s.Match.Legal() {
		switch mv.Kind {
		case gameof20.Place:
			d.fits[mv.Tile] |= 1 << uint(mv.Cell)
		case gameof20.Pass:
			d.forcedPass = true
		}
	}
	p := st.ToMove()
	for c := 0; c < st.Cells(); c++ {
		tile, ok, reason := st.Requirement(p, c)
		d.cells[c] = g20CellInfo{tile: int8(min(tile, 99)), legal: ok, filled: st.Board(c) != 0,
			sumRule: s.neighbours(c) >= gameof20.SumRuleNeighbours, reason: reason}
	}
	if d.cells[s.cursor].filled {
		s.cursor = s.firstLegalCell()
	}
}

// neighbours counts the tiles next to cell c on the rule state.
func (s *gameOf20Scene) neighbours(c int) int {
	n, st := s.side, s.Match.State
	row, col := c/n, c%n
	count := 0
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		r, k := row+d[0], col+d[1]
		if r >= 0 && r < n && k >= 0 && k < n && st.Board(r*n+k) != 0 {
			count++
		}
	}
	return count
}

func (s *gameOf20Scene) firstLegalCell() int {
	for c := 0; c < s.side*s.side; c++ {
		if s.dec.cells[c].legal {
			return c
		}
	}
	return s.cursor
}

// cellsText names the cells of a mask: "b2, c4 and d1".
func (s *gameOf20Scene) cellsText(mask uint64) string {
	var names []string
	for c := 0; c < s.side*s.side; c++ {
		if mask&(1<<uint(c)) != 0 {
			names = append(names, gameof20.CellName(c, s.side))
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// g20Labels are the texts drawn each frame, formatted only when they change.
type g20Labels struct {
	names [gameof20.NumPlayers]string
	sums  [gameof20.NumPlayers]string
	// sumOnly is the sum alone, for when a badge (winner, passed,
	// thinking) takes the right of the line in a narrow panel.
	sumOnly [gameof20.NumPlayers]string
	status  string
	bar     string
	info    string
	tally   [gameof20.NumPlayers]string
	result  string
	key     g20StatusKey
}

type g20StatusKey struct {
	turn, picks, turnPicks, pool, empty int
	phase                               gameof20.Phase
	human, forced, busy                 bool
}

func (s *gameOf20Scene) refreshStatus() {
	v := &s.view
	key := g20StatusKey{turn: v.turn, picks: v.picksLeft, turnPicks: v.turnPicks, pool: v.poolLeft, empty: v.empty,
		phase: v.phase, human: v.turn >= 0 && s.Match.Seats[v.turn].Human, forced: s.dec.forcedPass, busy: s.Busy()}
	if key == s.labels.key && s.labels.status != "" {
		return
	}
	s.labels.key = key
	s.labels.status, s.labels.bar = s.statusText(key), s.barText()
}

func (s *gameOf20Scene) barText() string {
	v := &s.view
	switch v.phase {
	case gameof20.Drafting:
		return fmt.Sprintf("Draft  ·  %d in the pool", v.poolLeft)
	case gameof20.Placing:
		return fmt.Sprintf("%d x %d board  ·  %d empty", s.side, s.side, v.empty)
	}
	return "Game over"
}

func (s *gameOf20Scene) statusText(k g20StatusKey) string {
	v := &s.view
	if k.turn == rules.Nobody {
		if v.phase == gameof20.Finished {
			return "Game over"
		}
		return "Setting up the board..."
	}
	who := s.SeatName(k.turn)
	switch k.phase {
	case gameof20.Drafting:
		pick := who + " picks"
		if who == "You" {
			pick = "Your pick"
		}
		switch {
		case k.picks < k.turnPicks:
			return fmt.Sprintf("%s: 1 more tile this turn", pick)
		default:
			return fmt.Sprintf("%s: %d %s this turn", pick, k.picks, plural(k.picks, "tile", "tiles"))
		}
	case gameof20.Placing:
		switch {
		case !k.human:
			return who + " is placing"
		case k.forced && !k.busy:
			return who + ": no tile fits, so " + s.verb(k.turn, "it passes", "you pass")
		case who == "You":
			return "Your turn: place a tile"
		}
		return who + ": place a tile"
	}
	return "Game over"
}

type g20InfoKey struct {
	moves, selected, cell int
	human                 bool
}

// infoCell is the cell whose requirement is shown: under the pointer, or
// the keyboard cursor.
func (s *gameOf20Scene) infoCell() int {
	if s.hoverCell >= 0 {
		return s.hoverCell
	}
	if s.keyboard {
		return s.cursor
	}
	return -1
}

func (s *gameOf20Scene) refreshInfo() {
	key := g20InfoKey{moves: s.dec.key, selected: s.selected, cell: s.infoCell(), human: s.HumanTurn()}
	if key == s.infoKey {
		return
	}
	s.infoKey = key
	s.labels.info = s.infoText(key)
}

func (s *gameOf20Scene) infoText(k g20InfoKey) string {
	st := s.Match.State
	if !k.human || k.moves != len(s.Match.Record.Moves) {
		return ""
	}
	p := st.ToMove()
	if st.Phase() == gameof20.Drafting {
		return "Tap a tile to take it (or arrows and Enter). Low tiles are easy to place; high ones need a matching sum."
	}
	if s.dec.forcedPass {
		return "Every empty cell needs a tile " + s.object(p) + " do not hold, or a sum above 20. Press Pass (P)."
	}
	if c := k.cell; c >= 0 {
		text := s.dec.cells[c].reason
		if k.selected != 0 && s.dec.fits[k.selected]&(1<<uint(c)) != 0 {
			text += ": tap or Enter to place it"
		}
		return capitalize(text) + "."
	}
	if v := k.selected; v != 0 {
		if s.dec.fits[v] == 0 {
			return fmt.Sprintf("Your %d fits nowhere yet: it needs a cell whose neighbours add up to %d.", v, v)
		}
		return fmt.Sprintf("Your %d fits on %s: tap a lit cell.", v, s.cellsText(s.dec.fits[v]))
	}
	return "Pick a tile from the hand, then a lit cell. The small number on a cell is the tile it takes."
}

func capitalize(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}

// prepareTally formats the end-of-game texts once.
func (s *gameOf20Scene) prepareTally() {
	st := s.Match.State
	for p := range s.labels.tally {
		s.labels.tally[p] = s.SeatName(p) + ":  " + handSumText(st.Hand(p))
	}
	s.labels.result = s.headline()
}

// handSumText adds up a hand: "1 + 5 + 17 = 23", or "no tiles left = 0".
func handSumText(hand []int) string {
	if len(hand) == 0 {
		return "no tiles left = 0"
	}
	parts := make([]string, len(hand))
	sum := 0
	for i, v := range hand {
		parts[i] = strconv.Itoa(v)
		sum += v
	}
	return strings.Join(parts, " + ") + " = " + strconv.Itoa(sum)
}

func (s *gameOf20Scene) headline() string {
	st := s.Match.State
	w := st.Winners()
	switch {
	case len(w) != 1:
		return fmt.Sprintf("A draw: both hands add up to %d.", st.HandSum(0))
	case s.SeatName(w[0]) == "You":
		return fmt.Sprintf("You win, %d against %d!", st.HandSum(w[0]), st.HandSum(1-w[0]))
	}
	return fmt.Sprintf("%s wins, %d against %d.", s.SeatName(w[0]), st.HandSum(w[0]), st.HandSum(1-w[0]))
}

func (s *gameOf20Scene) results() scenes.Scene {
	st := s.Match.State
	rows := make([]scenes.ResultRow, gameof20.NumPlayers)
	for p := range rows {
		hand := st.Hand(p)
		detail := fmt.Sprintf("%d %s left", len(hand), plural(len(hand), "tile", "tiles"))
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Detail: detail, Score: handSumText(hand)}
	}
	for _, w := range st.Winners() {
		rows[w].Winner = true
	}
	return scenes.NewResults(s.Game, s.headline()+" The lower sum left in hand wins.", rows, s.Config)
}
