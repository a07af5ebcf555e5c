package for20

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
)

// roundHistory is the game round by round: each player's stoner points at
// the end of every round (the highest in gold), then the final points. The
// rule state keeps only the scores now, so the record is replayed: it
// holds every move, also those played before a reload.
func roundHistory(rec rules.Record, seats []play.Seat) play.History {
	h := play.History{Columns: play.SeatColumns(seats), Unit: "rounds", TotalLabel: "Final"}
	var last []int
	round := 1
	err := play.ReplayEach(f20.Def, rec, func(st *f20.State, _ f20.Move, _ int) {
		if st.Round() == round && !st.Over() {
			return
		}
		// A round ended with this move: the scores now are its scores.
		scores := make([]int, st.NumPlayers())
		row := play.HistoryRow{Label: "Round " + strconv.Itoa(round)}
		for p := range scores {
			scores[p] = st.Score(p)
			row.Cells = append(row.Cells, strconv.Itoa(scores[p]))
		}
		row.Lead = play.HighestLeads(scores)
		h.Rows = append(h.Rows, row)
		last = scores
		round = st.Round()
		if st.Over() {
			round = -1 // no more rows
		}
	})
	if err != nil {
		// The record was played move by move in this very scene, so this
		// cannot happen; a table without rows beats a wrong one.
		h.Rows = nil
		return h
	}
	for _, v := range last {
		h.Total = append(h.Total, strconv.Itoa(v))
	}
	return h
}
