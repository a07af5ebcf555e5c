package for20

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLayoutAtEverySize plays a game against the computer, two and five
// players, and checks each main state at the five screen sizes: nothing
// off the screen, no text on text or over part of a target, every target
// a finger's size.
func TestLayoutAtEverySize(t *testing.T) {
	for _, players := range []int{2, 5} {
		a := testApp(t, scenes.Options{Game: "for20", Seed: 9, Players: players, Level: "easy"}, nil)
		a.Settings.Speed = scenes.Instant
		tour := gametest.Tour{
			Clicks: func(hint string, st scenetest.State) []string {
				ids := clicks(t, sceneOf(t, a), hint, st)
				if slices.Contains(ids, unresolved) {
					return []string{"end"} // a dump's card shows only once its action is selected
				}
				return ids
			},
			Refuse: smokeNothing,
		}
		problems := gametest.LayoutTour(t, a, tour)
		gametest.ReportLayouts(t, problems)
	}
}

// smokeNothing taps Smoke with nothing selected.
func smokeNothing(t *testing.T, a *scenes.App, hint string) bool {
	if _, ok := scenetest.Read(t, a).Target("smoke"); !ok {
		return false
	}
	scenetest.Tap(t, a, "smoke")
	return true
}
