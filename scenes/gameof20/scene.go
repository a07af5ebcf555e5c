// Package gameof20 is the table of Game of 20, the tile game: the scene,
// its view of the game played back from the rule events, and the layout and
// drawing of the board, the draft pool and the players' tiles.
package gameof20

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rules.txt
var rulesText string

// Game is Game of 20 in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(g20.Def, rulesText, newScene)
	g.Best = play.BestScore{Label: "lowest sum left", LowerIsBetter: true}
	g.OpenTable = true // both hands are open: no hand-over screen
	g.Lesson = lesson
	return g
}()

func init() { scenes.Register(Game) }

// newScene is the game's scenes.SceneMaker: a new game's table (the deal
// animated), or a saved one shown as it is.
func newScene(a *ui.Context, g *scenes.Game, m *play.Match[*g20.State, g20.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := makeScene(g, m, cfg)
	if resumed {
		s.syncView()
	} else {
		s.animateStart()
	}
	return s
}

// Tile sprites: every physical tile of a game has one. The starting 1, 1, 2
// of each player, the draft tiles 3..20 and the centre tile make 25, which
// is exactly a full 5 x 5 board.
const (
	startTiles = g20.NumPlayers * len(g20.StartingHand)
	draftTiles = g20.DraftHigh - g20.DraftLow + 1
	centreID   = startTiles + draftTiles
	numTiles   = centreID + 1
	maxCells   = g20.MaxSize * g20.MaxSize
)

func draftID(v int) int { return startTiles + v - g20.DraftLow }

// scene is the table of the tile game: the board in the middle,
// both hands open beside it, the draft pool below it while drafting.
type scene struct {
	scenes.Table[*g20.State, g20.Move]
	side   int
	solver *g20.Solver // made on first use, kept: its table helps the next position

	view   view
	tiles  [numTiles]tile
	order  [numTiles]int8 // sprite ids by value, for hand order
	big    *sprites.TileAtlas
	small  *sprites.TileAtlas
	layout int
	// laidPhase is the phase the layout was made for (see layoutShort).
	laidPhase g20.Phase
	laidBig   int // the hand at a finger's size it was made for (bigHand), -1 both
	lay       layout
	labels    labels
	// sumCount counts each hand's sum down as its tiles leave it;
	// countTicks is how long a count takes at the player's settings.
	sumCount   [g20.NumPlayers]ui.Counter
	countTicks int
	dec        decision
	infoKey    infoKey
	// The lines that shrink to fit their room: the requirement (or the
	// draft's line), the last event or refusal, the tally's.
	infoFit, noteFit sprites.FittedText
	infoShortFit     sprites.FittedText // infoFit's text's first sentence
	tallyFit         [1 + g20.NumPlayers]sprites.FittedText

	// Input.
	selected   int // tile value picked in the mover's hand, 0 none
	cursor     int // keyboard cell on the board
	poolCursor int // keyboard tile in the pool
	keyboard   bool
	hoverCell  int // cell under the pointer, -1 none
	hoverTile  int // pool tile under the pointer, 0 none
	chosenCell int // cell tapped before a tile, -1 none
	typed      int // digits typed so far (a tile number), see typeDigit
	typedAt    int
	raised     int // the sprite of the picked tile, lifted in the hand; -1 none

	pass *ui.Button
	want scenes.Intent[g20.Move] // what the input of this tick asks
}

// makeScene builds the table of a match.
func makeScene(g *scenes.Game, m *play.Match[*g20.State, g20.Move], cfg scenes.GameConfig) *scene {
	s := &scene{side: m.State.Size(), hoverCell: -1, chosenCell: -1,
		pass: ui.NewButton("play.pass", "Pass").WithKey(ebiten.KeyP),
	}
	s.Table = scenes.NewTable(g, cfg, m, s)
	s.pass.Primary = true
	s.dec.key = -1
	s.infoKey.moves = -1
	m.Exact = s.exact
	s.initTiles()
	return s
}

// exact asks the solver for the placement phase, within the level's budget.
func (s *scene) exact(st *g20.State, level ai.Level) (g20.Move, bool) {
	if s.solver == nil {
		s.solver = g20.NewSolver()
	}
	return g20.ExactMove(s.solver, st, level)
}

// asked tells whether the viewer is asked to move now: a person's turn
// in play, never in a replay (Open), which only shows what was played.
func (s *scene) asked() bool { return s.HumanTurn() && !s.Open }

// BeginTick lays the board out again when the screen changed.
func (s *scene) BeginTick(a *ui.Context) {
	s.countTicks = a.CountTicks()
	s.relayout(a)
}

func (s *scene) Escape() bool          { return false }
func (s *scene) Hold(*ui.Context) bool { return false }
func (s *scene) Resync()               {} // both hands are open: nothing turns

// Step reads the decision at hand: where each tile may go, and whether
// the only move is to pass.
func (s *scene) Step(a *ui.Context) {
	if s.asked() {
		s.refreshDecision()
		s.HintButton.Enabled = !s.dec.forcedPass
	}
	s.pass.Hidden = !s.asked() || !s.dec.forcedPass || s.dec.key != len(s.Match.Record.Moves)
	if !s.pass.Hidden && s.lay.passUnderHand {
		s.placePassUnder(a, s.Match.State.ToMove())
	}
}

// Refresh moves the tiles and the sums on and words the status lines.
func (s *scene) Refresh(a *ui.Context) {
	s.step(a, false)
	s.stepSums()
	s.refreshStatus()
	s.refreshInfo()
}

// Input reads a take in the draft, a placement, or the forced pass.
func (s *scene) Input(a *ui.Context) scenes.Intent[g20.Move] {
	s.want = scenes.Intent[g20.Move]{}
	s.refreshDecision()
	switch {
	case s.pass.Clicked(a) || (s.dec.forcedPass && s.enterKey(a)):
		s.apply(a, g20.PassMove())
	case s.Match.State.Phase() == g20.Drafting:
		s.draftInput(a)
	case !s.dec.forcedPass:
		s.placeInput(a)
	}
	return s.want
}

// Played: the move was made, the pick and the typing go.
func (s *scene) Played(g20.Move) {
	s.selected, s.typed, s.hoverTile, s.chosenCell = 0, 0, 0, -1
}

func (s *scene) enterKey(a *ui.Context) bool {
	return a.Input.Key(ebiten.KeyEnter) || a.Input.Key(ebiten.KeyNumpadEnter)
}

// draftInput: a tap on a pool tile takes it; arrows move over the pool and
// Enter takes; typing a number jumps to that tile.
func (s *scene) draftInput(a *ui.Context) {
	s.hoverTile = s.poolTileAt(a.Input.X, a.Input.Y)
	for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
		if r := s.lay.poolSlot(v); s.Match.State.InPool(v) && a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.keyboard = false
			s.apply(a, g20.TakeMove(v))
			return
		}
	}
	if !s.Match.State.InPool(s.poolCursor) {
		s.poolCursor = s.nearestPoolTile(s.poolCursor, 1)
	}
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.movePoolCursor(1)
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.movePoolCursor(-1)
	case a.Input.KeyRepeat(ebiten.KeyDown):
		s.movePoolCursor(s.lay.poolCols)
	case a.Input.KeyRepeat(ebiten.KeyUp):
		s.movePoolCursor(-s.lay.poolCols)
	case s.enterKey(a) || a.Input.Key(ebiten.KeySpace):
		s.keyboard = true
		s.apply(a, g20.TakeMove(s.poolCursor))
	default:
		if v, ok := s.typeDigit(a); ok {
			s.keyboard = true
			if s.Match.State.InPool(v) {
				s.poolCursor = v
			} else {
				s.want.Refuse(fmt.Sprintf("Tile %d is not in the pool.", v))
			}
		}
	}
}

// movePoolCursor steps through the pool's slots (taken ones skipped).
func (s *scene) movePoolCursor(step int) {
	s.keyboard = true
	v := s.poolCursor + step
	if v < g20.DraftLow || v > g20.DraftHigh {
		return
	}
	dir := 1
	if step < 0 {
		dir = -1
	}
	if w := s.nearestPoolTile(v, dir); w != 0 {
		s.poolCursor = w
	}
}

// nearestPoolTile is the first tile still in the pool from v on in
// direction dir, or else in the other direction; 0 when the pool is empty.
func (s *scene) nearestPoolTile(v, dir int) int {
	for _, d := range [2]int{dir, -dir} {
		for w := v; w >= g20.DraftLow && w <= g20.DraftHigh; w += d {
			if s.Match.State.InPool(w) {
				return w
			}
		}
	}
	return 0
}

// digitKeys are the number keys, main row and keypad, by digit.
var digitKeys = [10][2]ebiten.Key{
	{ebiten.KeyDigit0, ebiten.KeyNumpad0}, {ebiten.KeyDigit1, ebiten.KeyNumpad1},
	{ebiten.KeyDigit2, ebiten.KeyNumpad2}, {ebiten.KeyDigit3, ebiten.KeyNumpad3},
	{ebiten.KeyDigit4, ebiten.KeyNumpad4}, {ebiten.KeyDigit5, ebiten.KeyNumpad5},
	{ebiten.KeyDigit6, ebiten.KeyNumpad6}, {ebiten.KeyDigit7, ebiten.KeyNumpad7},
	{ebiten.KeyDigit8, ebiten.KeyNumpad8}, {ebiten.KeyDigit9, ebiten.KeyNumpad9},
}

// typeWindow is how long (ticks) a second digit extends the first: typing
// 1 then 7 quickly means 17.
const typeWindow = 45

// typeDigit reads a tile number typed on the number keys.
func (s *scene) typeDigit(a *ui.Context) (int, bool) {
	for d, keys := range digitKeys {
		if !a.Input.Key(keys[0]) && !a.Input.Key(keys[1]) {
			continue
		}
		v := d
		if s.typed > 0 && a.Ticks()-s.typedAt <= typeWindow && s.typed*10+d <= g20.MaxTile {
			v = s.typed*10 + d
		}
		s.typed, s.typedAt = v, a.Ticks()
		if v == 0 {
			return 0, false
		}
		return v, true
	}
	return 0, false
}

// placeInput: tap a hand tile to pick it (its cells light up), tap a cell to
// place it. The keyboard moves a cursor over the board; Tab or a number
// picks a tile; Enter places the picked tile, or the tile the cell takes.
func (s *scene) placeInput(a *ui.Context) {
	s.hoverCell = s.cellAt(a.Input.X, a.Input.Y)
	if s.tapPlacing(a) {
		return
	}
	n := s.side
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.moveCursor(0, 1, n)
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.moveCursor(0, -1, n)
	case a.Input.KeyRepeat(ebiten.KeyDown):
		s.moveCursor(1, 0, n)
	case a.Input.KeyRepeat(ebiten.KeyUp):
		s.moveCursor(-1, 0, n)
	case a.Input.Key(ebiten.KeyTab):
		s.keyboard = true
		s.cycleSelection(a.Input.Shift())
	case a.Input.Key(ebiten.KeyBackspace):
		s.setSelected(0)
	case s.enterKey(a) || a.Input.Key(ebiten.KeySpace):
		s.keyboard = true
		s.placeAt(a, s.cursor)
	default:
		if v, ok := s.typeDigit(a); ok {
			s.keyboard = true
			s.pick(v)
		}
	}
}

// tapPlacing handles a tap on a tile of the mover's hand or on a cell.
func (s *scene) tapPlacing(a *ui.Context) bool {
	if !a.Input.Tapped {
		return false
	}
	l := &s.lay
	p := s.Match.State.ToMove()
	for i := 0; i < l.handN[p]; i++ {
		if r := l.handRects[p][i]; a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.keyboard = false
			s.tapHandTile(a, int(l.handVals[p][i]))
			return true
		}
	}
	for c := 0; c < s.side*s.side; c++ {
		if r := l.cells[c]; a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.keyboard = false
			s.tapCell(a, c)
			return true
		}
	}
	return false
}

// tapCell places the picked tile. With none picked, it chooses the cell
// and says which of your tiles it takes (tapping that tile then places it
// there), or says why nothing of yours fits. Either order takes two taps.
func (s *scene) tapCell(a *ui.Context, c int) {
	if s.selected != 0 {
		s.placeAt(a, c)
		return
	}
	info := &s.dec.cells[c]
	if !info.legal {
		s.chosenCell = -1
		s.want.Refuse("Not allowed: " + info.reason + ".")
		return
	}
	// The requirement line says what the cell takes and what to tap next
	// (infoText): the line under it is for what happened, or a refusal.
	s.chosenCell, s.cursor = c, c
	s.DropRefusal()
}

// tapHandTile picks tile v, or places it at once on the cell chosen first
// when it is the tile that cell takes. Tapping the picked tile again puts
// it back.
func (s *scene) tapHandTile(a *ui.Context, v int) {
	if c := s.chosenCell; c >= 0 && s.dec.cells[c].legal && int(s.dec.cells[c].tile) == v {
		s.apply(a, s.Match.State.PlaceMove(v, c))
		return
	}
	s.chosenCell = -1
	if s.selected == v {
		s.setSelected(0)
		return
	}
	s.pick(v)
}

// placeAt places the picked tile on cell c, or the tile c takes when none is
// picked. A refusal keeps the pick and says why.
func (s *scene) placeAt(a *ui.Context, c int) {
	v := s.selected
	if v == 0 {
		info := &s.dec.cells[c]
		if !info.legal {
			s.want.Refuse("Not allowed: " + info.reason + ".")
			return
		}
		v = int(info.tile)
	}
	s.apply(a, s.Match.State.PlaceMove(v, c))
}

func (s *scene) moveCursor(dr, dc, n int) {
	s.keyboard = true
	r, c := s.cursor/n+dr, s.cursor%n+dc
	if r >= 0 && r < n && c >= 0 && c < n {
		s.cursor = r*n + c
	}
}

// pick selects tile v of the mover's hand, or says it is not there.
func (s *scene) pick(v int) {
	p := s.Match.State.ToMove()
	if s.Match.State.HandCount(p, v) == 0 {
		s.want.Refuse(fmt.Sprintf("There is no %d in %s hand.", v, s.possessive(p)))
		return
	}
	s.setSelected(v)
}

// setSelected picks tile v (0: none); a refusal about the last pick goes.
func (s *scene) setSelected(v int) {
	if v != s.selected {
		s.DropRefusal()
	}
	s.selected = v
}

// cycleSelection picks the next (or previous) distinct tile of the hand.
func (s *scene) cycleSelection(back bool) {
	p := s.Match.State.ToMove()
	step := 1
	if back {
		step = -1
	}
	v := s.selected
	for range g20.MaxTile + 1 {
		v = (v + step + g20.MaxTile + 1) % (g20.MaxTile + 1)
		if v == 0 || s.Match.State.HandCount(p, v) > 0 {
			s.setSelected(v)
			return
		}
	}
}

// apply asks the table to play a move (refusals keep the state).
func (s *scene) apply(_ *ui.Context, mv g20.Move) { s.want.Play(mv) }

// Hint points the keyboard cursor at the suggested take or placement and
// says it.
func (s *scene) Hint(mv g20.Move) string {
	switch mv.Kind {
	case g20.Take:
		s.poolCursor, s.keyboard = int(mv.Tile), true
		return fmt.Sprintf("Hint: take the %d.", mv.Tile)
	case g20.Place:
		s.selected, s.cursor, s.keyboard = int(mv.Tile), int(mv.Cell), true
		return fmt.Sprintf("Hint: place your %d on %s.", mv.Tile, s.Match.State.CellName(int(mv.Cell)))
	}
	return "Hint: you can only pass."
}

// possessive is "your" or "Player 2's".
func (s *scene) possessive(p int) string {
	if name := s.SeatName(p); name != "You" {
		return name + "'s"
	}
	return "your"
}

// Animating tells the app whether the board is moving (see App.Draw): a tile
// sliding, growing or settling.
func (s *scene) Animating() bool {
	if s.Busy() {
		return true
	}
	for i := range s.tiles {
		t := &s.tiles[i]
		if t.moving() || t.landing || t.settle < t.settleDur {
			return true
		}
	}
	return false
}

// cellInfo is what a cell takes from the player to move.
type cellInfo struct {
	tile    int8 // the tile it takes: the mover's lowest, or the neighbours' sum (may exceed 20)
	legal   bool // the mover holds that tile and may place it there
	sumRule bool // 2 or more neighbours: the tile is their sum
	filled  bool
	reason  string // Requirement's sentence
}

// decision is worked out once per human decision, so frames only read it.
type decision struct {
	key        int // len(Record.Moves) it was made for; -1 none
	cells      [maxCells]cellInfo
	fits       [g20.MaxTile + 1]uint64 // cells where each tile may go
	forcedPass bool
}

func (s *scene) refreshDecision() {
	moves := len(s.Match.Record.Moves)
	if s.dec.key == moves {
		return
	}
	d := &s.dec
	d.key, d.fits, d.forcedPass = moves, [g20.MaxTile + 1]uint64{}, false
	s.chosenCell = -1 // a cell chosen before a tile is for one decision
	st := s.Match.State
	if st.Phase() == g20.Drafting {
		if !st.InPool(s.poolCursor) {
			s.poolCursor = s.nearestPoolTile(s.poolCursor, 1)
		}
		return
	}
	if st.Phase() != g20.Placing {
		return
	}
	for _, mv := range s.Match.Legal() {
		switch mv.Kind {
		case g20.Place:
			d.fits[mv.Tile] |= 1 << uint(mv.Cell)
		case g20.Pass:
			d.forcedPass = true
		}
	}
	p := st.ToMove()
	for c := 0; c < st.Cells(); c++ {
		tile, ok, reason := st.Requirement(p, c)
		d.cells[c] = cellInfo{tile: int8(min(tile, 99)), legal: ok, filled: st.Board(c) != 0,
			sumRule: s.neighbours(c) >= g20.SumRuleNeighbours, reason: reason}
	}
	if d.cells[s.cursor].filled {
		s.cursor = s.firstLegalCell()
	}
}

// neighbours counts the tiles next to cell c on the rule state.
func (s *scene) neighbours(c int) int {
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

func (s *scene) firstLegalCell() int {
	for c := 0; c < s.side*s.side; c++ {
		if s.dec.cells[c].legal {
			return c
		}
	}
	return s.cursor
}

// cellsText names the cells of a mask: "b2, c4 and d1".
func (s *scene) cellsText(mask uint64) string {
	var names []string
	for c := 0; c < s.side*s.side; c++ {
		if mask&(1<<uint(c)) != 0 {
			names = append(names, g20.CellName(c, s.side))
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
