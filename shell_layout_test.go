package main

import (
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestShellLayoutAtEverySize checks the screens around the games at the
// five sizes players use: the menu with a Resume button for every game,
// each game's setup, the rules reader, the settings and the statistics.
func TestShellLayoutAtEverySize(t *testing.T) {
	store := play.MemoryStore{}
	a := shell.NewWithStore(shell.Options{Silent: true}, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	a.Settings.Speed = ui.Instant
	for _, g := range games { // a game in progress for each: the menu offers to resume it
		seats := make([]play.Seat, g.MinPlayers)
		for i := range seats {
			seats[i].Level = ai.Easy
		}
		if err := a.StartGame(g, scenes.GameConfig{Seats: seats, Seed: 3}); err != nil {
			t.Fatal(err)
		}
		// A few frames save the game; the menu's Resume needs no more.
		for range 8 {
			scenetest.Frame(a)
		}
	}
	a.BackToMenu()
	scenetest.Frame(a)
	a.Toast = ui.Toast{}
	st := scenetest.Read(t, a)
	for _, g := range games {
		if _, ok := st.Target("menu.resume." + g.ID); !ok {
			t.Errorf("the menu offers no Resume for %s", g.ID)
		}
	}
	var problems []string
	gametest.Layouts(t, a, "menu", &problems)
	for _, g := range games {
		scenetest.Tap(t, a, "menu."+g.ID)
		gametest.Layouts(t, a, "setup-"+g.ID, &problems)
		scenetest.Tap(t, a, "setup.rules")
		gametest.Layouts(t, a, "rules-"+g.ID, &problems)
		scenetest.Tap(t, a, "rules.close")
		scenetest.Tap(t, a, "setup.back")
	}
	scenetest.Tap(t, a, "menu.settings")
	gametest.Layouts(t, a, "settings", &problems)
	scenetest.Tap(t, a, "settings.back")
	scenetest.Tap(t, a, "menu.statistics")
	gametest.Layouts(t, a, "statistics", &problems)
	gametest.ReportLayouts(t, problems)
}

// TestShellLayoutSweep checks the menu, each game's setup, the rules
// reader, the settings and the statistics at every screen of the sweep:
// 23 sizes and device scales. make test sweeps For20's setup (the most
// options: 2 to 5 players) and rules (the longest): the other setups are
// the same screen with fewer rows, checked at the five sizes by
// TestShellLayoutAtEverySize. The sweep's cost is its frames in software
// GL at up to 2732x2048 device pixels: 101 s of CPU for the nine screens.
func TestShellLayoutSweep(t *testing.T) {
	a := shell.NewWithStore(shell.Options{Silent: true}, play.MemoryStore{}, games)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
	var problems []string
	gametest.Sweep(t, a, "menu", &problems)
	for _, g := range games {
		last := g == games[len(games)-1] // For20: the most options, the longest rules
		if testing.Short() && !last {
			continue
		}
		scenetest.Tap(t, a, "menu."+g.ID)
		gametest.Sweep(t, a, "setup-"+g.ID, &problems)
		if last {
			scenetest.Tap(t, a, "setup.rules")
			gametest.Sweep(t, a, "rules-"+g.ID, &problems)
			scenetest.Tap(t, a, "rules.close")
		}
		scenetest.Tap(t, a, "setup.back")
	}
	scenetest.Tap(t, a, "menu.settings")
	gametest.Sweep(t, a, "settings", &problems)
	scenetest.Tap(t, a, "settings.back")
	scenetest.Tap(t, a, "menu.statistics")
	gametest.Sweep(t, a, "statistics", &problems)
	gametest.ReportLayouts(t, problems)
}
