package minustwenty

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/play"

	mt "github.com/twenty-games/twenty/rules/minustwenty"
)

// roundHistory is the match round by round, from the scores the rule state
// keeps (a resumed match replays its moves, so they come back with it):
// each player's round score with the round's better one in gold, then the
// totals.
func roundHistory(st *mt.State, seats []play.Seat) play.History {
	h := play.History{Columns: play.SeatColumns(seats), Unit: "rounds", TotalLabel: "Total"}
	for i, r := range st.RoundScores() {
		h.Rows = append(h.Rows, play.HistoryRow{Label: "Round " + strconv.Itoa(i+1),
			Cells: []string{signed(r[0]), signed(r[1])}, Lead: play.HighestLeads(r[:])})
	}
	for _, v := range st.Totals() {
		h.Total = append(h.Total, signed(v))
	}
	return h
}
