package for20

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestLayoutAtEverySize checks each main state of a game against the
// computer, two and five players, at the five screen sizes: nothing off
// the screen, no text on text or over part of a target, every target a
// finger's size, no text under 12 CSS px (make test: from records; make
// test-long: whole games).
func TestLayoutAtEverySize(t *testing.T) {
	tour := func(a *shell.App) gametest.Tour {
		return gametest.Tour{
			Clicks: func(hint string, st scenetest.State) []string {
				ids := clicks(t, sceneOf(t, a), hint, st)
				if slices.Contains(ids, unresolved) {
					return []string{"end"} // a dump's card shows only once its action is selected
				}
				return ids
			},
			Refuse: smokeNothing,
		}
	}
	gametest.CheckLayouts(t, testApp,
		gametest.LayoutCase{Name: "2p", Opts: shell.Options{Game: "for20", Seed: 9, Players: 2, Level: "easy"}, Tour: tour, TextSize: true},
		gametest.LayoutCase{Name: "5p", Opts: shell.Options{Game: "for20", Seed: 9, Players: 5, Level: "easy"}, Tour: tour, TextSize: true})
}

// smokeNothing taps Smoke with nothing selected.
func smokeNothing(t *testing.T, a *shell.App, hint string) bool {
	if _, ok := scenetest.Read(t, a).Target("smoke"); !ok {
		return false
	}
	scenetest.Tap(t, a, "smoke")
	return true
}
