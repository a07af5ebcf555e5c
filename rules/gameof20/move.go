package gameof20

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	// Take one tile from the draft pool. A "take two" turn is two Take moves
	// by the same player (ToMove stays), so every move is a single tile.
	Take MoveKind = iota
	// Place a tile from hand on a cell.
	Place
	// Pass: only legal, and then the only legal move, when the player cannot
	// place.
	Pass
)

// Move is one decision. Cell is row*Side+col for Place (0 otherwise).
//
// Side is the side of the board the cell is counted on: String needs it to
// name the cell ("c3"). Every move the state makes (AppendLegal, ParseMove,
// PlaceMove) carries it. Apply accepts Side 0 as "this board" and refuses a
// move made for another board size.
type Move struct {
	Kind MoveKind
	Tile int8 // 1..20
	Cell int8
	Side int8
}

// TakeMove drafts tile v.
func TakeMove(v int) Move { return Move{Kind: Take, Tile: int8(v)} }

// PassMove passes.
func PassMove() Move { return Move{Kind: Pass} }

// PlaceMove places tile v on cell of this board.
func (s *State) PlaceMove(v, cell int) Move {
	return Move{Kind: Place, Tile: int8(v), Cell: int8(cell), Side: s.size}
}

// String is the stable text form: "take 17", "place 5 at c3", "pass".
// Cells are named by a column letter (a is the left column) and a row number
// (1 is the top row), so on a 5 x 5 board a1 is cell 0, e1 cell 4, a2 cell 5,
// and the centre c3 is cell 12.
func (m Move) String() string {
	switch m.Kind {
	case Take:
		return "take " + strconv.Itoa(int(m.Tile))
	case Place:
		side := int(m.Side)
		if side == 0 {
			side = DefaultSize
		}
		return "place " + strconv.Itoa(int(m.Tile)) + " at " + CellName(int(m.Cell), side)
	case Pass:
		return "pass"
	}
	return fmt.Sprintf("move?%d", m.Kind)
}

// CellName names cell (row*side+col) as column letter + row number: "c3".
func CellName(cell, side int) string {
	if side <= 0 || cell < 0 {
		return "?"
	}
	return string(rune('a'+cell%side)) + strconv.Itoa(cell/side+1)
}

// CellName names a cell of this board.
func (s *State) CellName(cell int) string { return CellName(cell, int(s.size)) }

// ParseCell reads a cell name ("c3") for a board of the given side.
func ParseCell(name string, side int) (int, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if len(name) < 2 {
		return 0, fmt.Errorf("%q is not a cell: write a column letter and a row number, like c3", name)
	}
	col := int(name[0]) - 'a'
	if col < 0 || col >= 26 {
		return 0, fmt.Errorf("%q is not a cell: it should start with a column letter, like c3", name)
	}
	row, err := strconv.Atoi(name[1:])
	if err != nil {
		return 0, fmt.Errorf("%q is not a cell: the row should be a number, like c3", name)
	}
	last := string(rune('a' + side - 1))
	if col >= side || row < 1 || row > side {
		return 0, fmt.Errorf("%s is off the %dx%d board (a1 to %s%d)", name, side, side, last, side)
	}
	return (row-1)*side + col, nil
}

// ParseMove reads the text form of a move (the inverse of Move.String) for
// this board. It checks the form and the ranges, not legality (Apply does).
func (s *State) ParseMove(text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) == 0 {
		return Move{}, fmt.Errorf("empty move: write \"take 17\", \"place 5 at c3\" or \"pass\"")
	}
	switch fields[0] {
	case "pass":
		if len(fields) != 1 {
			return Move{}, fmt.Errorf("%q: pass takes nothing after it", text)
		}
		return PassMove(), nil
	case "take":
		if len(fields) != 2 {
			return Move{}, fmt.Errorf("%q: write take and one tile, like \"take 17\"", text)
		}
		v, err := parseTile(fields[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return TakeMove(v), nil
	case "place":
		if len(fields) != 4 || fields[2] != "at" {
			return Move{}, fmt.Errorf("%q: write place, a tile, at and a cell, like \"place 5 at c3\"", text)
		}
		v, err := parseTile(fields[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		cell, err := ParseCell(fields[3], int(s.size))
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return s.PlaceMove(v, cell), nil
	}
	return Move{}, fmt.Errorf("%q: a move starts with take, place or pass", text)
}

func parseTile(text string) (int, error) {
	v, err := strconv.Atoi(text)
	if err != nil {
		return 0, fmt.Errorf("%q is not a tile number", text)
	}
	if v < 1 || v > MaxTile {
		return 0, fmt.Errorf("there is no tile %d: tiles go from 1 to %d", v, MaxTile)
	}
	return v, nil
}
