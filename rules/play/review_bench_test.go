package play_test

import (
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// BenchmarkReview times the review of a whole game of each game at
// ReviewLevel with one searcher (as one worker or goroutine runs it):
// a seeded heuristic game with the default options, 2 players where the
// game takes more. Run with -benchtime=1x; it reports the moves, the
// moves judged and the milliseconds per judged move.
func BenchmarkReview(b *testing.B) {
	for _, c := range []struct {
		name string
		rec  func() rules.Record
	}{
		{"twenty", func() rules.Record { return heuristicRecord(b, twenty.Def, 2, 1, -1) }},
		{"minustwenty", func() rules.Record { return heuristicRecord(b, minustwenty.Def, 2, 1, -1) }},
		{"gameof20", func() rules.Record { return heuristicRecord(b, gameof20.Def, 2, 1, -1) }},
		{"twentystrong", func() rules.Record { return heuristicRecord(b, twentystrong.Def, 1, 1, -1) }},
		{"for20", func() rules.Record { return heuristicRecord(b, for20.Def, 2, 1, -1) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			rec := c.rec()
			g, _ := catalog.Find(rec.Game)
			b.ResetTimer()
			start := time.Now()
			var a *play.Analysis
			for range b.N {
				var err error
				if a, err = play.Analyse(g, rec, play.ReviewLevel); err != nil {
					b.Fatal(err)
				}
			}
			judged := 0
			for i := range a.Judged {
				if a.Judged[i].Judged() {
					judged++
				}
			}
			b.ReportMetric(float64(len(rec.Moves)), "moves")
			b.ReportMetric(float64(judged), "judged")
			if judged > 0 {
				b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N*judged), "ms/judged")
			}
		})
	}
}
