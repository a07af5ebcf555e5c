package minustwenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestLayoutAtEverySize checks each main state of a game against the
// computer at the five screen sizes: nothing off the screen, no text on
// text or over part of a target, every target a finger's size (make test:
// from records; make test-long: a whole game).
func TestLayoutAtEverySize(t *testing.T) {
	gametest.CheckLayouts(t, testApp, gametest.LayoutCase{
		Name: "2p", Opts: shell.Options{Game: "minustwenty", Seed: 9, Level: "easy"},
		Tour: func(*shell.App) gametest.Tour { return gametest.Tour{Clicks: minusTwentyClicks, Refuse: drawFirst} },
		// Every text of the table at 12 CSS pixels or more (issue 40).
		TextSize: true,
	})
}

// minusTwentyClicks: the card, then its meld or discard pile; the draw
// pile; a discard pile's top card.
func minusTwentyClicks(hint string, st scenetest.State) []string {
	verb, arg, _ := strings.Cut(hint, " ")
	switch verb {
	case "meld", "discard":
		return []string{"hand.card." + arg, verb + "." + arg[len(arg)-1:]}
	case "draw":
		return []string{"pile.draw"}
	}
	return []string{"discard." + arg}
}

// drawFirst taps the draw pile before a card is played.
func drawFirst(t *testing.T, a *shell.App, hint string) bool {
	if strings.HasPrefix(hint, "draw") || strings.HasPrefix(hint, "take") {
		return false
	}
	scenetest.Tap(t, a, "pile.draw")
	return true
}
