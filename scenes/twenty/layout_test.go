package twenty

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestLayoutAtEverySize checks each main state of a game against the
// computer, two and four players, at the five screen sizes: nothing off
// the screen, no text on text or over part of a target, every target a
// finger's size (make test: from records; make test-long: whole games).
func TestLayoutAtEverySize(t *testing.T) {
	tour := func(*shell.App) gametest.Tour { return gametest.Tour{Clicks: clicks, Refuse: playNothing} }
	gametest.CheckLayouts(t, testApp,
		gametest.LayoutCase{Name: "2p", Opts: shell.Options{Game: "twenty", Seed: 9, Players: 2, Level: "easy"}, Tour: tour, TextSize: true},
		gametest.LayoutCase{Name: "4p", Opts: shell.Options{Game: "twenty", Seed: 9, Players: 4, Level: "easy"}, Tour: tour, TextSize: true})
}

// clicks taps the cards of a play, then Play; or Draw or Pass.
func clicks(hint string, st scenetest.State) []string {
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
func playNothing(t *testing.T, a *shell.App, hint string) bool {
	a.Input.InjectKey(ebiten.KeyEnter)
	scenetest.Frame(a)
	return true
}
