package twentystrong

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// TestRunChartTellsTheWholeRun: the results' chart names the hero and
// the boss, counts the enemies beaten as the table does, and has a
// Health and an Alarm for every row of the table, the last the run's.
func TestRunChartTellsTheWholeRun(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		rec, final := playedRecord(t, seed)
		rs := storyOfRun(rec, []play.Seat{{Human: true}})
		c := runChart(final, rs)
		if !strings.HasPrefix(c.Summary[0], "Hero: "+final.Hero().Name) || !strings.Contains(c.Summary[1], ts.Cards[final.Boss()].Name) {
			t.Fatalf("seed %d: the summary says %q", seed, c.Summary)
		}
		beaten := 0
		for _, n := range rs.beaten {
			beaten += n
		}
		if beaten != rs.defeated || !strings.Contains(c.Summary[2], num(rs.defeated)+" "+plural(rs.defeated, "enemy", "enemies")+" beaten") {
			t.Fatalf("seed %d: %d beaten by card, %d defeated; the line says %q", seed, beaten, rs.defeated, c.Summary[2])
		}
		for _, s := range c.Series {
			if len(s.Values) != len(rs.history.Rows) {
				t.Fatalf("seed %d: %s has %d values for %d rows", seed, s.Name, len(s.Values), len(rs.history.Rows))
			}
		}
		if h := c.Series[0].Values; h[len(h)-1] != final.Health() {
			t.Fatalf("seed %d: the graph ends at Health %d, the run at %d", seed, h[len(h)-1], final.Health())
		}
		if final.Endgame() != (c.Mark > 0) {
			t.Fatalf("seed %d: the boss's rounds marked at %d, endgame %v", seed, c.Mark, final.Endgame())
		}
	}
}
