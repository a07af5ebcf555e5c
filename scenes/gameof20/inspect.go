package gameof20

import (
	"fmt"
	"strconv"

	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Inspect names what is at (x, y): a cell of the board, with what it
// takes from the player to move (or holds), or a tile of a hand or the
// pool.
func (s *scene) Inspect(a *ui.Context, x, y float64) (scenes.Inspection, bool) {
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
// player to move and why, naming that player: "your lowest tile" only
// when it is the viewer's turn, "Player 2 (easy)'s lowest tile" while
// the computer is to move.
func (s *scene) cellInspection(c int) scenes.Inspection {
	st := s.Match.State
	name := st.CellName(c)
	in := scenes.Inspection{ID: "board." + name, Title: "Cell " + name}
	if v := st.Board(c); v != 0 {
		in.Line = "Holds " + g20.ANumber(v)
		in.Text = "A placed tile stays. At the end, each player's tiles left in hand count against them."
		if c == st.Centre() {
			in.Line += " · the centre tile"
			in.Text = "The centre tile, drawn at random at the start: it belongs to no one and counts for no one. " + in.Text
		}
		return in
	}
	in.Line = "Empty"
	switch st.Phase() {
	case g20.Drafting:
		count, _ := st.Around(c)
		in.Text = capitalize(name) + " touches " + g20.Count(count, "tile", "tiles") + ". Tiles are placed once the draft is over." + cellRule
		return in
	case g20.Finished:
		count, sum := st.Around(c)
		touches := g20.Count(count, "tile", "tiles")
		if count >= g20.SumRuleNeighbours {
			touches += " summing to " + strconv.Itoa(sum)
		}
		in.Text = capitalize(name) + " touches " + touches + ". The game is over: neither player can place a tile." + cellRule
		return in
	}
	p := st.ToMove()
	who := ""
	if s.SeatName(p) != "You" {
		who = s.SeatName(p)
	}
	tile, _, reason := st.RequirementOf(p, c, who)
	if tile > 0 {
		in.Line = "Empty · takes " + g20.ANumber(tile)
	}
	in.Text = capitalize(reason) + "." + cellRule
	return in
}

// cellRule is what every empty cell follows (the rules' "lowest" and
// "sum"), worded from the rules' constants once.
var cellRule = fmt.Sprintf(" An empty cell next to fewer than %d tiles takes only the lowest tile of the player placing; next to %d or more, only the tile equal to their sum, so a sum above %d takes nothing.",
	g20.SumRuleNeighbours, g20.SumRuleNeighbours, g20.MaxTile)

// tileInspection is a tile and where it can go.
func tileInspection(v int, id, where string) scenes.Inspection {
	n := strconv.Itoa(v)
	text := fmt.Sprintf("It goes on an empty cell next to %d or more tiles adding up to %s, or, while it is the lowest tile of its hand, on a cell next to fewer than %d tiles.",
		g20.SumRuleNeighbours, n, g20.SumRuleNeighbours)
	if v < g20.SumRuleNeighbours { // the smallest sum of that many tiles is that many
		text = fmt.Sprintf("It goes only on a cell next to fewer than %d tiles, while it is the lowest tile of its hand: %d or more tiles always add up to more.",
			g20.SumRuleNeighbours, g20.SumRuleNeighbours)
	}
	text += " Tiles left in hand at the end count against their player."
	return scenes.Inspection{ID: id, Title: "Tile " + n, Line: where, Text: text}
}
