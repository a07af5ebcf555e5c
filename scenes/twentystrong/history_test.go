package twentystrong

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// playedRecord is a whole run by the careful player, as a record.
func playedRecord(t *testing.T, seed uint64) (rules.Record, *ts.State) {
	t.Helper()
	st, rec, err := ts.Def.Start(1, ts.Def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	var buf []ts.Move
	for i := 0; i < ts.Def.MaxMoves && !st.Over(); i++ {
		m := ts.Heuristic(st, nil, buf[:0])
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	if !st.Over() {
		t.Fatal("the run did not end")
	}
	return rec, st
}

// TestHistoryTellsTheRun: one row per round (the endgame's named as boss
// rounds), each with the enemies defeated, Health and Alarm, and the end.
func TestHistoryTellsTheRun(t *testing.T) {
	for seed := uint64(1); seed <= 24; seed++ {
		rec, final := playedRecord(t, seed)
		rs := storyOfRun(rec, []play.Seat{{Human: true}})
		h := rs.history
		if rs.rounds != final.Round() {
			t.Fatalf("seed %d: %d rounds told, the run had %d", seed, rs.rounds, final.Round())
		}
		// Every round that ended has a row, and a run that ends mid-round
		// one more.
		if len(h.Rows) < final.Round()-1 || len(h.Rows) > final.Round() {
			t.Fatalf("seed %d: %d rows for %d rounds", seed, len(h.Rows), final.Round())
		}
		for i, row := range h.Rows {
			if len(row.Cells) != 1 || row.Cells[0] == "" || row.Label == "" {
				t.Fatalf("seed %d: row %d is %+v", seed, i, row)
			}
		}
		if len(h.Total) != 1 {
			t.Fatalf("seed %d: total %v", seed, h.Total)
		}
		if want := "Your run"; len(h.Columns) != 1 || h.Columns[0] != want {
			t.Fatalf("seed %d: the run's column is %q, want %q", seed, h.Columns, want)
		}
		want := "Lost in round"
		if final.Result() == ts.Won {
			want = "Won with"
			if !strings.HasPrefix(h.Rows[len(h.Rows)-1].Label, "Boss round") {
				t.Fatalf("seed %d: a won run ends on a boss round, not %q", seed, h.Rows[len(h.Rows)-1].Label)
			}
		}
		if !strings.HasPrefix(h.Total[0], want) {
			t.Fatalf("seed %d: the end says %q, want %q", seed, h.Total[0], want)
		}
		defeated := 0
		for _, row := range h.Rows {
			if !strings.HasPrefix(row.Label, "Boss") {
				var n int
				for _, r := range row.Cells[0] {
					if r < '0' || r > '9' {
						break
					}
					n = n*10 + int(r-'0')
				}
				defeated += n
			}
		}
		if defeated > rs.defeated {
			t.Fatalf("seed %d: rows count %d defeats, the run %d", seed, defeated, rs.defeated)
		}
	}
}
