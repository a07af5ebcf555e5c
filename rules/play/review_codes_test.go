package play_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// TestReviewBenchCodes (REVIEW_CODES=1) prints the share codes of the
// games BenchmarkReview reviews, one line "reviewcode GAME CODE" each, for
// the browser's review benchmark (.ci/browser/reviewbench.mjs): the same
// games in both, so the desktop's and the workers' times compare.
func TestReviewBenchCodes(t *testing.T) {
	if os.Getenv("REVIEW_CODES") == "" {
		t.Skip("REVIEW_CODES=1 prints the review benchmark's share codes")
	}
	solo := []play.Seat{{Human: true}}
	for _, c := range []struct {
		rec   rules.Record
		seats []play.Seat
	}{
		{heuristicRecord(t, twenty.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, minustwenty.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, gameof20.Def, 2, 1, -1), vsHard},
		{heuristicRecord(t, twentystrong.Def, 1, 1, -1), solo},
		{heuristicRecord(t, for20.Def, 2, 1, -1), vsHard},
	} {
		code, err := play.EncodeShare(c.rec, c.seats)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("reviewcode %s %d %s\n", c.rec.Game, len(c.rec.Moves), code)
	}
}
