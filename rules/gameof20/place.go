package gameof20

import "fmt"

// noCell pads the neighbour lists of cells with fewer than four neighbours.
const noCell = -1

// neighbours[side][cell] lists the cells sharing an edge with cell on a board
// of that side, padded with noCell. Diagonals are not neighbours.
var neighbours = buildNeighbours()

func buildNeighbours() (t [MaxSize + 1][maxCells][4]int8) {
	steps := [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}
	for side := MinSize; side <= MaxSize; side++ {
		for cell := range side * side {
			row, col := cell/side, cell%side
			for i, d := range steps {
				r, c := row+d[0], col+d[1]
				if r < 0 || r >= side || c < 0 || c >= side {
					t[side][cell][i] = noCell
				} else {
					t[side][cell][i] = int8(r*side + c)
				}
			}
		}
	}
	return t
}

// around counts the tiles on the edge neighbours of cell and sums them.
func (s *State) around(cell int) (count, sum int) {
	return int(s.nearCount[cell]), int(s.nearSum[cell])
}

// setTile puts tile v on the empty cell and updates its neighbours' counts
// and sums.
func (s *State) setTile(cell, v int) {
	s.board[cell] = int8(v)
	for _, n := range &neighbours[s.size][cell] {
		if n != noCell {
			s.nearCount[n]++
			s.nearSum[n] += int16(v)
		}
	}
}

// need is the tile an empty cell accepts from player p: p's lowest tile (0
// when p's hand is empty) next to fewer than SumRuleNeighbours tiles, else
// the sum of the neighbours (which may be above MaxTile: then nothing fits).
func (s *State) need(p, cell int) (tile, count int) {
	count, sum := s.around(cell)
	return s.hands[p].needed(count, sum), count
}

// needed is the tile a cell next to count tiles summing to sum accepts from
// hand h: its lowest tile next to fewer than SumRuleNeighbours, else the sum.
func (h *hand) needed(count, sum int) int {
	if count < SumRuleNeighbours {
		return h.lowest()
	}
	return sum
}

// fits tells whether player p can place on the empty cell, and what.
func (s *State) fits(p, cell int) (int, bool) {
	tile, _ := s.need(p, cell)
	return tile, s.hands[p].has(tile)
}

// canPlace tells whether player p has any legal placement.
func (s *State) canPlace(p int) bool {
	if s.hands[p].n == 0 {
		return false
	}
	for cell := range s.Cells() {
		if s.board[cell] == 0 {
			if _, ok := s.fits(p, cell); ok {
				return true
			}
		}
	}
	return false
}

// AppendLegal appends the legal moves of the player to move: in the draft one
// Take per pool tile; in the placement one Place per cell that accepts a tile
// from the player's hand, or else the single move Pass.
func (s *State) AppendLegal(buf []Move) []Move {
	switch s.phase {
	case Drafting:
		for v := DraftLow; v <= DraftHigh; v++ {
			if s.pool&(1<<v) != 0 {
				buf = append(buf, TakeMove(v))
			}
		}
	case Placing:
		p := int(s.toMove)
		start := len(buf)
		for cell := range s.Cells() {
			if s.board[cell] == 0 {
				if tile, ok := s.fits(p, cell); ok {
					buf = append(buf, s.PlaceMove(tile, cell))
				}
			}
		}
		if len(buf) == start {
			buf = append(buf, PassMove())
		}
	}
	return buf
}

// Around is how many tiles lie on the edge neighbours of cell and their
// sum: what decides which tile an empty cell takes (0, 0 off the board).
func (s *State) Around(cell int) (count, sum int) {
	if cell < 0 || cell >= s.Cells() {
		return 0, 0
	}
	return s.around(cell)
}

// NeighbourTiles appends the tiles on the edge neighbours of cell to buf,
// in reading order (above, left, right, below): the tiles a sum is made of.
func (s *State) NeighbourTiles(cell int, buf []int) []int {
	if cell < 0 || cell >= s.Cells() {
		return buf
	}
	for _, n := range &neighbours[s.size][cell] {
		if n != noCell && s.board[n] != 0 {
			buf = append(buf, int(s.board[n]))
		}
	}
	return buf
}

// Requirement is RequirementOf addressed to p: the refusals of p's own
// moves say "your lowest tile", "you hold none".
func (s *State) Requirement(p, cell int) (tile int, ok bool, reason string) {
	return s.RequirementOf(p, cell, "")
}

// RequirementOf says what cell accepts from player p now, for hover text
// and refusals: tile is p's lowest tile next to 0 or 1 tiles, or the sum
// of the neighbours next to 2 or more (returned even when p does not hold
// it, ok false); 0 when no tile is determined (cell off the board or
// taken, empty hand). reason is a sentence a player can read, naming p as
// name in the third person ("Player 2's lowest tile", "Player 2 holds
// none"), or, with name "", addressed to p ("your lowest tile", "you hold
// none"): a reader who is not p must never be told of "your" tiles.
func (s *State) RequirementOf(p, cell int, name string) (tile int, ok bool, reason string) {
	if cell < 0 || cell >= s.Cells() {
		return 0, false, fmt.Sprintf("cell %d is off the %dx%d board", cell, s.size, s.size)
	}
	cellName := s.CellName(cell)
	if v := s.board[cell]; v != 0 {
		return 0, false, cellName + " already holds " + ANumber(int(v))
	}
	whose, holds := "your", "you hold"
	if name != "" {
		whose, holds = name+"'s", name+" holds"
	}
	tile, count := s.need(p, cell)
	touches := cellName + " touches " + Count(count, "tile", "tiles")
	if count < SumRuleNeighbours {
		if tile == 0 {
			return 0, false, fmt.Sprintf("%s, so it takes %s lowest tile, and %s hand is empty", touches, whose, whose)
		}
		return tile, true, fmt.Sprintf("%s, so it takes only %s lowest tile, the %d", touches, whose, tile)
	}
	switch {
	case tile > MaxTile:
		return tile, false, fmt.Sprintf("%s summing to %d: no tile is that high, so nothing fits there", touches, tile)
	case !s.hands[p].has(tile):
		return tile, false, fmt.Sprintf("%s summing to %d, so it takes only %s, and %s none", touches, tile, ANumber(tile), holds)
	}
	return tile, true, fmt.Sprintf("%s summing to %d, so it takes only %s", touches, tile, ANumber(tile))
}
