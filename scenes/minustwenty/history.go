package minustwenty

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
)

// The match total: the higher, the better.
func init() {
	scenes.DescribeBestScore(minustwenty.Def.ID, scenes.BestScore{Label: "highest total"})
}

// roundHistory is the match round by round, from the scores the rule state
// keeps (a resumed match replays its moves, so they come back with it):
// each player's round score with the round's better one in gold, then the
// totals.
func roundHistory(st *minustwenty.State, seats []scenes.Seat) scenes.History {
	h := scenes.History{Columns: scenes.SeatColumns(seats), Unit: "rounds", TotalLabel: "Total"}
	for i, r := range st.RoundScores() {
		h.Rows = append(h.Rows, scenes.HistoryRow{Label: "Round " + strconv.Itoa(i+1),
			Cells: []string{signed(r[0]), signed(r[1])}, Lead: scenes.HighestLeads(r[:])})
	}
	for _, v := range st.Totals() {
		h.Total = append(h.Total, signed(v))
	}
	return h
}
