package gameof20

import "github.com/twenty-games/twenty/rules"

// Solver searches the placement phase exactly: negamax with alpha-beta
// pruning and a transposition table. The placement phase has perfect
// information and no chance, and its outcome only depends on which tiles
// each player places from here, so the value of a position is
//
//	(sum of tiles the player to move will place) - (sum the opponent will place)
//
// under best play, which does not depend on how the position was reached;
// the table keeps it across calls (Reset clears it).
//
// A Solver is not safe for concurrent use; it allocates only in NewSolver.
type Solver struct {
	tt       []ttEntry
	ttMask   uint64
	pos      position
	moves    [maxPly][maxCells]solverMove
	nodes    int
	limit    int // 0: no limit
	aborted  bool
	horizon  bool // a depth limit cut the current subtree short
	rootBest solverMove
	history  [NumPlayers][maxCells][MaxTile + 1]int32 // beta cutoffs per move
}

// DefaultSolverTableBits sizes the transposition table of NewSolver:
// 2^18 entries of 16 bytes, 4 MiB; a larger table saved under 1% of the nodes
// on 16 empty cells.
const DefaultSolverTableBits = 18

// maxPly bounds the search depth: every placement may be followed by a pass.
const maxPly = 2*maxCells + 2

// exactDepth is the depth of a search to the end of the game.
const exactDepth = 127

// infinity exceeds any value (hand sums are at most 215).
const infinity = 1 << 12

// Bounds stored in the table.
const (
	boundExact uint8 = iota + 1
	boundLower       // the value is at least the stored one
	boundUpper       // the value is at most the stored one
)

type ttEntry struct {
	key   uint64
	value int16
	depth int8 // placements searched below; exactDepth when not cut short
	bound uint8
	best  int8 // cell of the best move, -1 for none
}

type solverMove struct {
	cell  int8 // -1: pass
	tile  int8
	score int32 // ordering key
}

// NewSolver returns a solver with a table of 2^DefaultSolverTableBits entries.
func NewSolver() *Solver { return NewSolverBits(DefaultSolverTableBits) }

// NewSolverBits returns a solver with a table of 2^bits entries (16 bytes each).
func NewSolverBits(bits int) *Solver {
	bits = max(10, min(28, bits))
	return &Solver{tt: make([]ttEntry, 1<<bits), ttMask: 1<<bits - 1}
}

// Reset forgets every position searched so far.
func (sv *Solver) Reset() { clear(sv.tt) }

// Nodes is how many positions the last Solve or BestMove visited.
func (sv *Solver) Nodes() int { return sv.nodes }

// Solve searches s to the end of the game and returns the final margin of
// player 0 under best play from both sides: HandSum(1) - HandSum(0) at the
// end, so positive means player 0 wins, negative player 1, zero a draw.
// best is an optimal move for the player to move (Pass when passing is the
// only move), or the zero Move when the game is over. s must be in the
// placement phase or finished: the draft is far too large to solve (Solve
// panics there).
//
// Cost grows quickly with the empty cells. On positions from played games
// (many cells already dead, their neighbour sums matching no tile held) the
// mean is about 120 nodes for 10 empty cells, 1,000 for 12, 12,000 for 14
// and 200,000 for 16 (a few hundred milliseconds); 18 and more want
// BestMove with a budget. See TestSolverCost.
func (sv *Solver) Solve(s *State) (value int, best Move) {
	switch s.phase {
	case Drafting:
		panic("gameof20: Solve called during the draft")
	case Finished:
		return s.Margin(0), Move{}
	}
	value, _ = sv.Value(s, 0)
	return value, sv.rootMove(s)
}

// Value is Solve's value within a budget: player 0's final margin under
// best play, with ok=false when maxNodes positions were not enough (0 or less:
// no limit) or in the draft.
func (sv *Solver) Value(s *State, maxNodes int) (margin int, ok bool) {
	switch s.phase {
	case Drafting:
		return 0, false
	case Finished:
		return s.Margin(0), true
	}
	sv.load(s)
	sv.limit = max(0, maxNodes)
	v := sv.search(0, exactDepth, -infinity, infinity)
	if sv.aborted {
		return 0, false
	}
	return s.Margin(0) + sv.sign(s)*v, true
}

// ProbeDepth is how many placements BestMove looks ahead, one more each
// time, before it searches to the end. The shallow searches are cheap, give
// a fallback move and fill the table with good first moves. Deepening one
// placement at a time all the way costs 4-5 times the nodes of a direct
// search, because most lines end early and every depth near the end costs
// about as much as the whole tree.
const ProbeDepth = 3

// BestMove is the anytime variant for the AI: it searches 1..ProbeDepth
// placements ahead, then to the end, and stops after maxNodes positions in
// all. ok reports an exact answer (the search reached the end of the game in
// every line within the budget); otherwise the move is the best of the
// deepest finished search, judged by the tiles each player places within its
// depth, or the first legal move.
// Outside the placement phase it returns the zero Move and false: the AI
// uses its generic search in the draft.
func (sv *Solver) BestMove(s *State, maxNodes int) (Move, bool) {
	if s.phase != Placing {
		return Move{}, false
	}
	sv.load(s)
	sv.limit = max(1, maxNodes)
	best, found := Move{}, false
	for depth := 1; ; depth++ {
		if depth > ProbeDepth {
			depth = exactDepth // never cut short: returns or aborts
		}
		sv.horizon = false
		sv.search(0, depth, -infinity, infinity)
		if sv.aborted {
			break
		}
		best, found = sv.rootMove(s), true
		if !sv.horizon {
			return best, true
		}
	}
	if !found {
		var legal [maxCells]Move
		best = s.AppendLegal(legal[:0])[0]
	}
	return best, false
}

// sign turns a value seen by the player to move into player 0's view.
func (sv *Solver) sign(s *State) int {
	if s.toMove == 0 {
		return 1
	}
	return -1
}

func (sv *Solver) rootMove(s *State) Move {
	if sv.rootBest.cell < 0 {
		return PassMove()
	}
	return s.PlaceMove(int(sv.rootBest.tile), int(sv.rootBest.cell))
}

func (sv *Solver) load(s *State) {
	sv.pos.load(s)
	sv.nodes = 0
	sv.aborted = false
	sv.horizon = false
	sv.rootBest = solverMove{cell: -1}
	clear(sv.history[:])
}

// search returns the value of the position for the player to move: the tiles
// that player places from here minus those the opponent places, counting
// depth placements (all of them at exactDepth). Fail-soft alpha-beta.
func (sv *Solver) search(ply, depth, alpha, beta int) int {
	sv.nodes++
	if sv.limit > 0 && sv.nodes > sv.limit {
		sv.aborted = true
		return 0
	}
	p := &sv.pos
	me := int(p.toMove)
	entry := &sv.tt[p.hash&sv.ttMask]
	ttBest := int8(-1)
	if entry.key == p.hash {
		ttBest = entry.best
		if ply > 0 && int(entry.depth) >= depth {
			v := int(entry.value)
			if entry.bound == boundExact || entry.bound == boundLower && v >= beta || entry.bound == boundUpper && v <= alpha {
				if entry.depth != exactDepth {
					sv.horizon = true
				}
				return v
			}
		}
	}
	moves := p.generate(me, sv.moves[ply][:0])
	if len(moves) == 0 {
		if !p.canPlace(1 - me) {
			return 0 // neither can place: the game is over
		}
		if ply == 0 {
			sv.rootBest = solverMove{cell: -1}
		}
		p.pass()
		v := -sv.search(ply+1, depth, -beta, -alpha)
		p.pass()
		return v
	}
	if depth == 0 {
		sv.horizon = true
		return 0
	}
	if ply > 0 {
		// Whatever happens, the player to move places at most their hand and
		// loses at most the opponent's.
		if hi := int(p.hands[me].sum); hi <= alpha {
			return hi
		}
		if lo := -int(p.hands[1-me].sum); lo >= beta {
			return lo
		}
	}
	sv.order(me, moves, ttBest)

	outerHorizon := sv.horizon
	sv.horizon = false
	childDepth := depth - 1
	if depth == exactDepth {
		childDepth = depth
	}
	best, bestMove := -infinity, moves[0]
	a := alpha
	for i, m := range moves {
		t := int(m.tile)
		p.place(int(m.cell), t)
		var v int
		if i == 0 {
			v = t - sv.search(ply+1, childDepth, t-beta, t-a)
		} else {
			// Principal variation search: prove the move no better than the
			// best so far with a null window, search again only if it is.
			v = t - sv.search(ply+1, childDepth, t-a-1, t-a)
			if v > a && v < beta && !sv.aborted {
				v = t - sv.search(ply+1, childDepth, t-beta, t-a)
			}
		}
		p.unplace(int(m.cell), t)
		if sv.aborted {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > a {
				a = v
				if a >= beta {
					sv.history[me][m.cell][m.tile] += int32(len(moves))
					break
				}
			}
		}
	}
	cut := sv.horizon
	sv.horizon = outerHorizon || cut

	entry.key = p.hash
	entry.value = int16(best)
	entry.best = bestMove.cell
	entry.depth = exactDepth
	if cut {
		entry.depth = int8(depth)
	}
	switch {
	case best <= alpha:
		entry.bound = boundUpper
	case best >= beta:
		entry.bound = boundLower
	default:
		entry.bound = boundExact
	}
	if ply == 0 {
		sv.rootBest = bestMove
	}
	return best
}

// order puts the table's best move first, then the higher tiles (placing a
// high tile is what usually wins), then the moves that cut off most often.
func (sv *Solver) order(me int, moves []solverMove, first int8) {
	for i := range moves {
		m := &moves[i]
		m.score = min(sv.history[me][m.cell][m.tile], 1<<24-1)<<5 + int32(m.tile)
		if m.cell == first {
			m.score = 1 << 30
		}
	}
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		j := i
		for j > 0 && m.score > moves[j-1].score {
			moves[j] = moves[j-1]
			j--
		}
		moves[j] = m
	}
}

// position is the solver's board: neighbour counts and sums kept up to date
// on every placement, and a hash of board, hands and side to move.
type position struct {
	side   int8
	cells  int8
	toMove int8
	board  [maxCells]int8
	count  [maxCells]int8 // tiles on the edge neighbours of each cell
	sum    [maxCells]int8 // their sum (at most 4 x 20)
	hands  [NumPlayers]hand
	hash   uint64
}

// Hash keys, fixed: cell x tile on the board, one unit of a tile in a hand,
// player 1 to move. The hash is their sum (mod 2^64): additions commute, so
// the incremental updates give the same hash whatever the order of moves, and
// two equal tiles in a hand hash differently from one.
var cellKeys, handKeys, sideKey = buildKeys()

func buildKeys() (cells [maxCells][MaxTile + 1]uint64, hands [NumPlayers][MaxTile + 1]uint64, side uint64) {
	rng := rules.NewRNG(20)
	for c := range cells {
		for v := range cells[c] {
			cells[c][v] = rng.Uint64()
		}
	}
	for p := range hands {
		for v := range hands[p] {
			hands[p][v] = rng.Uint64()
		}
	}
	return cells, hands, rng.Uint64()
}

func (p *position) load(s *State) {
	*p = position{side: s.size, cells: int8(s.Cells()), toMove: s.toMove, hands: s.hands}
	for c := range int(p.cells) {
		if v := int(s.board[c]); v != 0 {
			p.board[c] = int8(v)
			p.hash += cellKeys[c][v]
			p.touch(c, v, 1)
		}
	}
	for q := range NumPlayers {
		for v := 1; v <= MaxTile; v++ {
			p.hash += uint64(p.hands[q].count[v]) * handKeys[q][v]
		}
	}
	if p.toMove == 1 {
		p.hash += sideKey
	}
}

// touch adds (sign 1) or removes (sign -1) tile v on cell c from its
// neighbours' counts and sums.
func (p *position) touch(c, v, sign int) {
	for _, n := range &neighbours[p.side][c] {
		if n != noCell {
			p.count[n] += int8(sign)
			p.sum[n] += int8(sign * v)
		}
	}
}

func (p *position) place(c, v int) {
	me := int(p.toMove)
	p.board[c] = int8(v)
	p.touch(c, v, 1)
	p.hands[me].remove(v)
	p.hash += cellKeys[c][v] - handKeys[me][v]
	p.pass()
}

func (p *position) unplace(c, v int) {
	p.pass()
	me := int(p.toMove)
	p.board[c] = 0
	p.touch(c, v, -1)
	p.hands[me].add(v)
	p.hash += handKeys[me][v] - cellKeys[c][v]
}

// pass switches the side to move (its own inverse).
func (p *position) pass() {
	if p.toMove == 0 {
		p.hash += sideKey
	} else {
		p.hash -= sideKey
	}
	p.toMove ^= 1
}

func (p *position) fits(me, c int) (int, bool) {
	tile := int(p.sum[c])
	if p.count[c] < SumRuleNeighbours {
		tile = p.hands[me].lowest()
	}
	return tile, p.hands[me].has(tile)
}

func (p *position) generate(me int, buf []solverMove) []solverMove {
	if p.hands[me].n == 0 {
		return buf
	}
	for c := range int(p.cells) {
		if p.board[c] == 0 {
			if tile, ok := p.fits(me, c); ok {
				buf = append(buf, solverMove{cell: int8(c), tile: int8(tile)})
			}
		}
	}
	return buf
}

func (p *position) canPlace(me int) bool {
	if p.hands[me].n == 0 {
		return false
	}
	for c := range int(p.cells) {
		if p.board[c] == 0 {
			if _, ok := p.fits(me, c); ok {
				return true
			}
		}
	}
	return false
}
