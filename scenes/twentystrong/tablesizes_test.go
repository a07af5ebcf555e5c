package twentystrong

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// tableScreens are the screens issue 40 judges 20 Strong's table at.
var tableScreens = [][2]int{
	{390, 844}, {360, 640}, {430, 932}, {844, 390}, {1280, 800}, {1366, 768}, {1920, 1080},
}

// tableStates are the saved tables the measures are taken of: the
// start (the Activation, no enemy out), a busy mid-run table (dice on an
// enemy, an item), the endgame, and three cards out asking for the After
// effects' order.
func tableStates(t *testing.T) map[string]*scenes.App {
	t.Helper()
	busy := gametest.ReadRecords(t, "testdata/busy-tables.json")
	order := gametest.ReadRecords(t, "testdata/after-order.json")
	apps := map[string]*scenes.App{}
	start := testApp(t, scenes.Options{Game: "twentystrong", Seed: 11}, play.MemoryStore{})
	start.Settings.Speed = scenes.Instant
	apps["start"] = start
	apps["midrun"] = gametest.Resume(t, testApp, "twentystrong", busy["midrun"])
	if busy["endgame"] != nil {
		apps["endgame"] = gametest.Resume(t, testApp, "twentystrong", busy["endgame"])
	}
	apps["order"] = gametest.Resume(t, testApp, "twentystrong", order["after-order"])
	return apps
}

// tableMeasure is what a player sees of the table's parts at one size.
type tableMeasure struct {
	stackW, stackH   float64 // a stack's card
	stackText        float64 // the smallest text on the stacks' cards
	activeN          int
	activeW, activeH float64
	activeText       float64 // the smallest text on the active cards
	statDie          float64 // a stat die's side
	statCaptions     bool    // "Health", "Strategy", "Recovery" are drawn
	smallest         float64 // the smallest text on the table
	smallestText     string
}

func (m tableMeasure) String() string {
	return fmt.Sprintf("stack %3.0fx%-3.0f text %4.1f | active %d %3.0fx%-3.0f text %4.1f | stat die %3.0f captions %-5v | smallest %4.1f %q",
		m.stackW, m.stackH, m.stackText, m.activeN, m.activeW, m.activeH, m.activeText, m.statDie, m.statCaptions, m.smallest, m.smallestText)
}

// measureTable resizes a to w x h (device scale 1), settles it and
// measures its table.
func measureTable(t *testing.T, a *scenes.App, w, h int) (tableMeasure, scenetest.State) {
	t.Helper()
	scenetest.Resize(w, h)
	a.LayoutF(float64(w), float64(h))
	scenetest.Read(t, a) // the app records its texts once they are read
	for range 6 {
		scenetest.Frame(a)
	}
	st := scenetest.Read(t, a)
	s := sceneOf(t, a)
	l := &s.lay
	m := tableMeasure{stackW: l.stacks[0].W, stackH: l.stacks[0].H, activeN: s.view.activeN, smallest: 1e9}
	if m.activeN > 0 {
		m.activeW, m.activeH = l.active[0].W, l.active[0].H
	}
	m.statDie = l.statDie(0).W
	minIn := func(r rect) float64 {
		least := 0.0
		for _, tx := range st.Texts {
			cx, cy := tx.X+tx.W/2, tx.Y+tx.H/2
			if tx.Over || tx.Size == 0 || cx < r.X || cx > r.X+r.W || cy < r.Y || cy > r.Y+r.H {
				continue
			}
			if least == 0 || tx.Size < least {
				least = tx.Size
			}
		}
		return least
	}
	for k := range ts.NumStacks {
		if s.view.stackTop[k] != ts.NoCard {
			if v := minIn(l.stacks[k]); v > 0 && (m.stackText == 0 || v < m.stackText) {
				m.stackText = v
			}
		}
	}
	for i := 0; i < m.activeN; i++ {
		if v := minIn(l.active[i]); v > 0 && (m.activeText == 0 || v < m.activeText) {
			m.activeText = v
		}
	}
	captions := 0
	for _, tx := range st.Texts {
		if tx.Over || tx.Size == 0 || strings.TrimSpace(tx.Text) == "" {
			continue
		}
		if tx.Size < m.smallest {
			m.smallest, m.smallestText = tx.Size, tx.Text
		}
		for _, name := range statNames[:3] {
			if tx.Text == name {
				captions++
			}
		}
	}
	m.statCaptions = captions == 3
	return m, st
}

// TestTableMeasures logs the measures of every saved table at every
// screen of issue 40 (MEASURE=1; with SHOTS=dir, their pictures).
func TestTableMeasures(t *testing.T) {
	if os.Getenv("MEASURE") == "" {
		t.Skip("MEASURE=1 logs the table's measures")
	}
	apps := tableStates(t)
	for _, name := range []string{"start", "midrun", "endgame", "order"} {
		a := apps[name]
		if a == nil {
			continue
		}
		for _, size := range tableScreens {
			m, _ := measureTable(t, a, size[0], size[1])
			t.Logf("%-7s %4dx%-4d %v", name, size[0], size[1], m)
			scenetest.SaveShot(t, a, fmt.Sprintf("measure-%s-%dx%d", name, size[0], size[1]))
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
}
