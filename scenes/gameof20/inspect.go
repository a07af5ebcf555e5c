package gameof20

import (
	"strconv"

	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
)

// Inspect names what is at (x, y): a cell of the board, with what it
// takes from the player to move (or holds), or a tile of a hand or the
// pool.
func (s *scene) Inspect(a *scenes.Context, x, y float64) (scenes.Inspection, bool) {
	st := s.Match.State
	l := &s.lay
	for c := 0; c < st.Cells(); c++ {
		if l.cells[c].Contains(x, y) {
			return s.cellInspection(c), true
		}
	}
	for p := range l.handN {
		for i := 0; i < l.handN[p]; i++ {
			if l.handRects[p][i].Contains(x, y) {
				v := int(l.handVals[p][i])
				where := "In " + s.possessive(p) + " hand"
				return tileInspection(v, "hand.tile."+strconv.Itoa(v), where), true
			}
		}
	}
	if st.Phase() == g20.Drafting {
		for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
			if st.InPool(v) && l.poolSlot(v).Contains(x, y) {
				return tileInspection(v, "pool.tile."+strconv.Itoa(v), "In the pool"), true
			}
		}
	}
	return scenes.Inspection{}, false
}

// cellInspection says what a cell holds, or what it takes from the
// player to move and why.
func (s *scene) cellInspection(c int) scenes.Inspection {
	st := s.Match.State
	name := st.CellName(c)
	in := scenes.Inspection{ID: "board." + name, Title: "Cell " + name}
	if v := st.Board(c); v != 0 {
		in.Line = "Holds a " + strconv.Itoa(v)
		in.Text = "A placed tile stays. At the end, each player's tiles left in hand count against them."
		return in
	}
	p := max(st.ToMove(), 0)
	tile, ok, reason := st.Requirement(p, c)
	in.Line = "Empty"
	if tile > 0 {
		in.Line = "Empty · takes a " + strconv.Itoa(tile)
	}
	who := s.possessive(p)
	in.Text = capitalize(reason) + "." + cellRule
	if !ok && tile > 0 {
		in.Text = capitalize(reason) + " (" + who + " turn)." + cellRule
	}
	return in
}

// cellRule is what every empty cell follows (the rules' "sum" and
// "lowest").
const cellRule = " An empty cell next to fewer than two tiles takes the lowest tile of the hand; next to two or more, only the tile equal to their sum (20 at most)."

// tileInspection is a tile and where it can go.
func tileInspection(v int, id, where string) scenes.Inspection {
	n := strconv.Itoa(v)
	text := "It goes on an empty cell next to two or more tiles adding up to " + n +
		", or, while it is the lowest tile of its hand, on a cell next to fewer than two tiles. Tiles left in hand at the end count against their player."
	return scenes.Inspection{ID: id, Title: "Tile " + n, Line: where, Text: text}
}
