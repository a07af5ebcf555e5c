package minustwenty

import (
	"fmt"
	"testing"

	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// cardFloor is the narrowest table and hand card, in CSS pixels, a screen
// must give (issue 40: a newcomer reads every card's rank and suit).
type cardFloor struct {
	screen      scenetest.Screen
	table, hand float64
}

// playFloors are the card widths the layouts reach at the screens players
// use, a little under them (the fonts' metrics may shift a pixel); the
// comments say the table cards' width before issue 40's second pass.
var playFloors = []cardFloor{
	{scenetest.Screen{W: 390, H: 844, Scale: 3}, 52, 54},     // 50
	{scenetest.Screen{W: 360, H: 640, Scale: 2}, 30, 46},     // 29
	{scenetest.Screen{W: 430, H: 932, Scale: 3}, 59, 62},     // 58
	{scenetest.Screen{W: 844, H: 390, Scale: 3}, 54, 62},     // 39; the rows (layoutRows): 55, hand 64
	{scenetest.Screen{W: 640, H: 360, Scale: 2}, 35, 46},     // 36, in columns (the rows do not fit)
	{scenetest.Screen{W: 932, H: 430, Scale: 3}, 60, 70},     // 45; rows: 61, hand 72
	{scenetest.Screen{W: 667, H: 375, Scale: 2}, 38, 45},     // 39, in columns
	{scenetest.Screen{W: 915, H: 412, Scale: 2.625}, 57, 67}, // 43; rows: 58, hand 69
	{scenetest.Screen{W: 1024, H: 768, Scale: 1}, 68, 84},    // 61
	{scenetest.Screen{W: 1280, H: 960, Scale: 1}, 86, 106},   // 79
	{scenetest.Screen{W: 768, H: 1024, Scale: 2}, 54, 78},    // 53
}

// atScreen lays the app out at sc and settles it.
func atScreen(a *shell.App, sc scenetest.Screen) {
	a.SetDeviceScale(sc.Scale)
	scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
	a.LayoutF(float64(sc.W), float64(sc.H))
	for range 3 {
		scenetest.Frame(a)
	}
}

// backToTestScreen puts the test screen back to its size at scale 1.
func backToTestScreen(a *shell.App) {
	a.SetDeviceScale(1)
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// checkFloors logs the card sizes of s at each screen and fails where they
// fall under the floor; with SHOTS set it saves each screen.
func checkFloors(t *testing.T, a *shell.App, s func() *scene, name string, floors []cardFloor) {
	t.Helper()
	defer backToTestScreen(a)
	for _, f := range floors {
		sc := f.screen
		atScreen(a, sc)
		l, k := &s().lay, sc.Scale
		t.Logf("%s %dx%d@%g: table cards %.0fx%.0f, hand cards %.0fx%.0f CSS px", name, sc.W, sc.H, sc.Scale, l.cw/k, l.ch/k, l.hw/k, l.hh/k)
		if l.cw/k < f.table {
			t.Errorf("%s %dx%d: table cards %.0f px wide, want %.0f and more", name, sc.W, sc.H, l.cw/k, f.table)
		}
		if l.hw/k < f.hand {
			t.Errorf("%s %dx%d: hand cards %.0f px wide, want %.0f and more", name, sc.W, sc.H, l.hw/k, f.hand)
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d", name, sc.W, sc.H))
	}
}

// TestPhoneTableCardSizes: on phones and 4:3 screens the table's and the
// hand's cards are as large as the layouts reach (issue 40), in a game
// mid-round and in its replay.
func TestPhoneTableCardSizes(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 8}, nil)
	a.Settings.Speed = ui.Instant
	waitForHuman(t, a)
	s := sceneOf(t, a)
	checkFloors(t, a, func() *scene { return s }, "play", playFloors)

	var table *scene
	g := scenes.Plug(mt.Def, rulesText, func(a *ui.Context, g *scenes.Game, m *play.Match[*mt.State, mt.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
		sc := newScene(a, g, m, cfg, resumed)
		table = sc.(*scene)
		return sc
	})
	gametest.OpenReplay(t, a, g, gametest.PlayedOut(t, mt.Def, 2, 7), 2)
	scrub, _ := scenetest.Read(t, a).Target("replay.scrub")
	a.InjectTap((scrub.X+scrub.W*0.4)*a.Scale, (scrub.Y+scrub.H/2)*a.Scale)
	scenetest.Frame(a)
	scenetest.Frame(a)
	checkFloors(t, a, func() *scene { return table }, "replay", replayFloors)
}

// replayFloors: a replay's table has the screen above its panel (or
// beside it), without buttons or message.
var replayFloors = []cardFloor{
	{scenetest.Screen{W: 390, H: 844, Scale: 3}, 43, 44},  // 32
	{scenetest.Screen{W: 360, H: 640, Scale: 2}, 25, 36},  // 18
	{scenetest.Screen{W: 844, H: 390, Scale: 3}, 52, 52},  // 31; the rows: 53, hand 53
	{scenetest.Screen{W: 640, H: 360, Scale: 2}, 29, 34},  // 9; rows: 30, hand 35
	{scenetest.Screen{W: 932, H: 430, Scale: 3}, 58, 61},  // 39; rows: 59, hand 63
	{scenetest.Screen{W: 1280, H: 800, Scale: 1}, 59, 74}, // 61
}
