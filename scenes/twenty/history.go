package twenty

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	tw "github.com/twenty-games/twenty/rules/twenty"
)

// handHistory is the game hand by hand: each player's penalty for every
// hand (the lowest in gold: usually whoever went out with 0), then the
// totals. The rule state keeps only the last hand's penalties, so the
// record is replayed: it holds every move, also those played before a
// reload.
func handHistory(rec rules.Record, seats []play.Seat) play.History {
	h := play.History{Columns: play.SeatColumns(seats), Unit: "hands", TotalLabel: "Total"}
	var totals []int
	err := play.ReplayEach(tw.Def, rec, func(st *tw.State, _ tw.Move, _ int) {
		if !st.HandOver() {
			return
		}
		pen := st.HandPenalties()
		row := play.HistoryRow{Label: "Hand " + strconv.Itoa(len(h.Rows)+1), Lead: play.LowestLeads(pen)}
		for _, v := range pen {
			row.Cells = append(row.Cells, strconv.Itoa(v))
		}
		h.Rows = append(h.Rows, row)
		totals = totals[:0]
		for p := range st.NumPlayers() {
			totals = append(totals, st.Penalty(p))
		}
	})
	if err != nil {
		// The record was played move by move in this very scene, so this
		// cannot happen; a table without rows beats a wrong one.
		h.Rows = nil
		return h
	}
	for _, v := range totals {
		h.Total = append(h.Total, strconv.Itoa(v))
	}
	return h
}
