package gameof20

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
		Name: "2p", Opts: shell.Options{Game: "gameof20", Seed: 9, Level: "easy"},
		Tour: func(*shell.App) gametest.Tour { return gametest.Tour{Clicks: gameOf20Clicks, Refuse: placeElsewhere} },
		// The turn is a draft; a tile picked to place shows the placing
		// layout, which differs on a phone on its side (layoutShort).
		SweepAlso: []string{"selected"},
		TextSize:  true,
	})
}

// gameOf20Clicks: a pool tile; a hand tile, then its cell; Pass.
func gameOf20Clicks(hint string, st scenetest.State) []string {
	f := strings.Fields(hint)
	switch f[0] {
	case "take":
		return []string{"pool.tile." + f[1]}
	case "place":
		return []string{"hand.tile." + f[1], "board." + f[3]}
	}
	return []string{"play.pass"}
}

// placeElsewhere puts the hinted tile on another empty cell; it counts
// only when the game refuses it (the move and the hint unchanged).
func placeElsewhere(t *testing.T, a *shell.App, hint string) bool {
	f := strings.Fields(hint)
	if f[0] != "place" {
		return false
	}
	st := scenetest.Read(t, a)
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.ID, "board.") && tg.ID != "board."+f[3] {
			scenetest.Tap(t, a, "hand.tile."+f[1])
			scenetest.Tap(t, a, tg.ID)
			return a.HintText() == hint && scenetest.Read(t, a).Message != ""
		}
	}
	return false
}
