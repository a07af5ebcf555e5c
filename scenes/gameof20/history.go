package gameof20

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
)

// turnHistory is the game as a score sheet of the sum each player holds:
// what the draft left in each hand, then every placing turn (the tile
// placed and the sum left after it, or a pass), then the sums left at the
// end. The two players alternate strictly while placing (a player who
// cannot place passes), so a row is one turn of each, the first placer's
// first. The rule state does not keep who placed what, so the record is
// replayed; it holds every move, also those played before a reload.
func turnHistory(rec rules.Record, seats []play.Seat) play.History {
	h := play.History{Columns: play.SeatColumns(seats), Unit: "turns", TotalLabel: "Left in hand"}
	placing := 0 // placing turns so far
	var final *g20.State
	err := play.ReplayEach(g20.Def, rec, func(st *g20.State, m g20.Move, p int) {
		final = st
		if m.Kind == g20.Take {
			if st.Phase() != g20.Drafting {
				h.Rows = append(h.Rows, play.HistoryRow{Label: "After draft",
					Cells: []string{strconv.Itoa(st.HandSum(0)), strconv.Itoa(st.HandSum(1))}})
			}
			return
		}
		if placing%2 == 0 {
			h.Rows = append(h.Rows, play.HistoryRow{Label: "Turn " + strconv.Itoa(placing/2+1), Cells: make([]string, g20.NumPlayers)})
		}
		placing++
		cell := "pass"
		if m.Kind == g20.Place {
			cell = "−" + strconv.Itoa(int(m.Tile)) + " → " + strconv.Itoa(st.HandSum(p))
		}
		h.Rows[len(h.Rows)-1].Cells[p] = cell
	})
	if err != nil || final == nil {
		// The record was played move by move in this very scene, so this
		// cannot happen; a table without rows beats a wrong one.
		h.Rows = nil
		return h
	}
	for p := range g20.NumPlayers {
		h.Total = append(h.Total, strconv.Itoa(final.HandSum(p)))
	}
	return h
}
