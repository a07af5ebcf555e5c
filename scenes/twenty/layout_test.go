package twenty

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLayoutAtEverySize plays a game against the computer and checks each
// main state at the five screen sizes: nothing off the screen, no text on
// text or over part of a target, every target a finger's size.
func TestLayoutAtEverySize(t *testing.T) {
	for _, players := range []int{2, 4} {
		a := testApp(t, scenes.Options{Game: "twenty", Seed: 9, Players: players, Level: "easy"}, nil)
		a.Settings.Speed = scenes.Instant
		problems := gametest.LayoutTour(t, a, gametest.Tour{Clicks: twentyClicks, Refuse: playNothing})
		gametest.ReportLayouts(t, problems)
	}
}

// twentyClicks taps the cards of a play, then Play; or Draw or Pass.
func twentyClicks(hint string, st scenetest.State) []string {
	verb, rest, _ := strings.Cut(hint, " ")
	if verb != "play" {
		return []string{"play." + verb}
	}
	var ids []string
	for _, c := range strings.Fields(rest) {
		ids = append(ids, "hand.card."+c)
	}
	return append(ids, "play.confirm")
}

// playNothing presses Play (Enter) with no card selected.
func playNothing(t *testing.T, a *scenes.App, hint string) bool {
	a.Input.InjectKey(ebiten.KeyEnter)
	scenetest.Frame(a)
	return true
}
