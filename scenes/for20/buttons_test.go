package for20

import (
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestButtonsFollowTheSelection: a turn offers the buttons its selection
// calls for, never all at once, and at most one of them green (issue
// 40): Smoke and End turn with nothing selected; Rotate for a material
// alone; Smoke green once a tool joins it, and Clear; Play, green, for an
// action, with Recycle. One row of a phone's grid holds each.
func TestButtonsFollowTheSelection(t *testing.T) {
	a := gametest.Resume(t, testApp, "for20", gametest.ReadRecords(t, gametest.StatesFile)["2p-turn"])
	for range 4 {
		scenetest.Frame(a)
	}
	s := sceneOf(t, a)
	first := func(prefix string) string {
		for _, tg := range scenetest.Read(t, a).Targets {
			if strings.HasPrefix(tg.ID, prefix) {
				return tg.ID
			}
		}
		t.Fatalf("no target %s… (targets %s)", prefix, scenetest.Read(t, a).IDs())
		return ""
	}
	check := func(when string, want ...string) {
		t.Helper()
		var got []string
		greens := 0
		for _, b := range s.shown {
			got = append(got, b.ID)
			if b.Primary {
				greens++
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: buttons %v, want %v", when, got, want)
		}
		if greens > 1 {
			t.Errorf("%s: %d green buttons", when, greens)
		}
	}
	check("nothing selected", "smoke", "end", "log")
	if s.smoke.Primary {
		t.Error("Smoke is green with nothing selected")
	}
	scenetest.Tap(t, a, first("reserve.0."))
	check("a material", "smoke", "rotate", "end", "log")
	scenetest.Tap(t, a, first("hand.card.T"))
	check("a material and a tool", "smoke", "end", "clear", "log")
	if !s.smoke.Primary {
		t.Error("Smoke is not green with a material and a tool selected")
	}
	scenetest.Tap(t, a, "clear")
	scenetest.Tap(t, a, first("hand.card.A"))
	check("an action", "play", "recycle", "end", "log")
	if !strings.Contains(s.labels.info[1], "Play it for") {
		t.Errorf("an action selected: the prompt says %q", s.labels.info[1])
	}
}
