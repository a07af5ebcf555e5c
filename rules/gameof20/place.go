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

// Requirement says what cell accepts from player p now, for hover text: tile
// is p's lowest tile next to 0 or 1 tiles, or the sum of the neighbours next
// to 2 or more (returned even when p does not hold it, ok false); 0 when no
// tile is determined (cell off the board or taken, empty hand). reason is a
// sentence a player can read, addressed to p ("your lowest tile").
func (s *State) Requirement(p, cell int) (tile int, ok bool, reason string) {
	if cell < 0 || cell >= s.Cells() {
		return 0, false, fmt.Sprintf("cell %d is off the %dx%d board", cell, s.size, s.size)
	}
	name := s.CellName(cell)
	if v := s.board[cell]; v != 0 {
		return 0, false, fmt.Sprintf("%s already holds a %d", name, v)
	}
	tile, count := s.need(p, cell)
	if count < SumRuleNeighbours {
		touch := "touches no tile"
		if count == 1 {
			touch = "touches 1 tile"
		}
		if tile == 0 {
			return 0, false, fmt.Sprintf("%s %s, so it takes your lowest tile, and your hand is empty", name, touch)
		}
		return tile, true, fmt.Sprintf("%s %s, so it takes only your lowest tile, %d", name, touch, tile)
	}
	switch {
	case tile > MaxTile:
		return tile, false, fmt.Sprintf("%s touches %d tiles summing to %d: no tile is that high, so nothing fits there", name, count, tile)
	case !s.hands[p].has(tile):
		return tile, false, fmt.Sprintf("%s touches %d tiles summing to %d, so it takes only a %d, and you hold none", name, count, tile, tile)
	}
	return tile, true, fmt.Sprintf("%s touches %d tiles summing to %d, so it takes only a %d", name, count, tile, tile)
}
