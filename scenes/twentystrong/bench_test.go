package twentystrong

import (
	"strings"
	"testing"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// BenchmarkRollOf17Dice times a frame (Update, Draw and the driver's
// flush, in the real loop under Xvfb) while all 17 unit dice tumble: the
// first Strategy phase commits the whole pool and rolls it, and the
// tumbles are started again whenever they land.
//
//	xvfb-run go test ./scenes/twentystrong -run '^$' -bench RollOf17Dice -benchmem
func BenchmarkRollOf17Dice(b *testing.B) {
	a := testApp(b, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(b, a, func(_ *scene, hint string) bool { return strings.HasPrefix(hint, "commit") })
	s := sceneOf(b, a)
	for committed := 0; committed < ts.NumDice; committed++ {
		tapped := false
		for _, id := range poolIDs {
			if _, ok := scenetest.Read(b, a).Target(id); ok {
				scenetest.Tap(b, a, id)
				for range 5 {
					scenetest.Frame(a) // the commit is shown (Instant)
				}
				tapped = true
				break
			}
		}
		if !tapped {
			break
		}
	}
	inPlay := 0
	for d := range ts.DieID(ts.NumDice) {
		if z, _, _, _ := s.Match.State.DieZone(d); z == ts.ZoneCommitted {
			inPlay++
		}
	}
	if inPlay != ts.NumDice {
		b.Fatalf("%d dice committed, want %d", inPlay, ts.NumDice)
	}
	for i := 0; i < 300; i++ {
		if _, ok := scenetest.Read(b, a).Target("roll"); ok {
			break
		}
		scenetest.Frame(a)
	}
	a.Settings.Speed = ui.NormalSpeed
	scenetest.Tap(b, a, "roll")
	// The roll's events reach the table one die after another.
	var tumbled [ts.NumDice]bool
	rolled := 0
	for i := 0; i < 600 && rolled < ts.NumDice; i++ {
		scenetest.Frame(a)
		for d := range s.tumbles {
			if s.tumbles[d].left > 0 && !tumbled[d] {
				tumbled[d] = true
				rolled++
			}
		}
	}
	if rolled != ts.NumDice {
		b.Fatalf("%d dice tumbled, want %d", rolled, ts.NumDice)
	}
	// All 17 in the air at once, the worst frame of a roll, and none
	// landing (a landing remakes the texts once, as a real roll does 17
	// times, not every frame).
	keepTumbling := func() {
		for d := range s.tumbles {
			if s.tumbles[d].left <= 1 {
				s.tumbles[d].left = s.tumbles[d].dur
			}
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	own, allocs := scenetest.MeasureFrames(a, b.N, keepTumbling)
	b.ReportMetric(float64(own.Microseconds())/1000, "update+draw-ms/frame")
	b.ReportMetric(allocs, "app-allocs/frame")
}
