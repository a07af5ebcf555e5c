package twentystrong

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// tableScreens are the screens issue 40 judges 20 Strong's table at.
var tableScreens = [][2]int{
	{390, 844}, {360, 640}, {430, 932}, {844, 390}, {1280, 800}, {1366, 768}, {1920, 1080},
}

// tableStates are the saved tables the measures are taken of: the
// start (the Activation, no enemy out), a busy mid-run table (dice on an
// enemy, an item), the endgame, and three cards out asking for the After
// effects' order.
func tableStates(t *testing.T) map[string]*shell.App {
	t.Helper()
	if testing.Short() && os.Getenv("MEASURE") == "" {
		// The floors' tables: the start, the busy one, three enemies.
		return tableStatesShort(t)
	}
	busy := gametest.ReadRecords(t, "testdata/busy-tables.json")
	order := gametest.ReadRecords(t, "testdata/after-order.json")
	apps := map[string]*shell.App{}
	start := testApp(t, shell.Options{Game: "twentystrong", Seed: 11}, play.MemoryStore{})
	start.Settings.Speed = ui.Instant
	apps["start"] = start
	apps["midrun"] = gametest.Resume(t, testApp, "twentystrong", busy["midrun"])
	if busy["endgame"] != nil {
		apps["endgame"] = gametest.Resume(t, testApp, "twentystrong", busy["endgame"])
	}
	apps["order"] = gametest.Resume(t, testApp, "twentystrong", order["after-order"])
	// The busy table two dice later: dice on the enemies.
	applied := gametest.Resume(t, testApp, "twentystrong", busy["midrun"])
	playUntil(t, applied, func(s *scene, hint string) bool {
		return len(s.Match.Record.Moves) > 0 && s.diceOnCard(s.view.active[0])+s.diceOnCard(s.view.active[1]) >= 3 || !strings.HasPrefix(hint, "apply")
	})
	apps["applied"] = applied
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
func measureTable(t *testing.T, a *shell.App, w, h int) (tableMeasure, scenetest.State) {
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
	for _, name := range []string{"start", "midrun", "applied", "endgame", "order"} {
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

// tableStatesShort are the tables TestTableFloors checks under -short.
func tableStatesShort(t *testing.T) map[string]*shell.App {
	t.Helper()
	busy := gametest.ReadRecords(t, "testdata/busy-tables.json")
	order := gametest.ReadRecords(t, "testdata/after-order.json")
	start := testApp(t, shell.Options{Game: "twentystrong", Seed: 11}, play.MemoryStore{})
	start.Settings.Speed = ui.Instant
	return map[string]*shell.App{
		"start":  start,
		"midrun": gametest.Resume(t, testApp, "twentystrong", busy["midrun"]),
		"order":  gametest.Resume(t, testApp, "twentystrong", order["after-order"]),
	}
}

// tableFloor is the least a screen class shows of the table's parts, in
// CSS pixels (issue 40: cards and dice as large as the room allows, every
// name and number whole at 12 px or more, every stat named).
type tableFloor struct {
	stackW, stackH float64
	// activeW2, activeW3: an enemy's width with two, three out.
	activeW2, activeW3 float64
	activeH            float64
	statDie            float64
	// tops: the Activation shows the stacks' top cards large.
	tops bool
}

// tableFloorFor is the floor of a w x h screen: a phone upright (the
// smallest, 360x640, apart: its enemies' band holds landscape cards and
// no large tops), a phone on its side, a desktop.
func tableFloorFor(w, h int) tableFloor {
	switch {
	case w == 360 && h == 640:
		return tableFloor{stackW: 80, stackH: 64, activeW2: 160, activeW3: 105, activeH: 60, statDie: 24}
	case h > w:
		return tableFloor{stackW: 88, stackH: 75, activeW2: 180, activeW3: 118, activeH: 150, statDie: 24, tops: true}
	case h < 500:
		return tableFloor{stackW: 84, stackH: 110, activeW2: 180, activeW3: 118, activeH: 160, statDie: 24, tops: true}
	}
	return tableFloor{stackW: 125, stackH: 170, activeW2: 340, activeW3: 220, activeH: 340, statDie: 32, tops: true}
}

// TestTableFloors holds 20 Strong's table to its floors at every screen
// of issue 40, so that what was made larger does not shrink back: at
// 360x640 the enemies were 58x53 px with 8 px texts, the stacks' texts
// 7 px; at 844x390 the stat dice were 18 px and unnamed.
func TestTableFloors(t *testing.T) {
	apps := tableStates(t)
	var problems []string
	for _, name := range []string{"start", "midrun", "order"} {
		a := apps[name]
		for _, size := range tableScreens {
			w, h := size[0], size[1]
			f := tableFloorFor(w, h)
			m, st := measureTable(t, a, w, h)
			s := sceneOf(t, a)
			fail := func(format string, args ...any) {
				problems = append(problems, fmt.Sprintf("%s %dx%d: ", name, w, h)+fmt.Sprintf(format, args...))
			}
			if m.stackW < f.stackW || m.stackH < f.stackH {
				fail("a stack's card is %.0fx%.0f, under %.0fx%.0f", m.stackW, m.stackH, f.stackW, f.stackH)
			}
			if m.statDie < f.statDie {
				fail("a stat die is %.0f px, under %.0f", m.statDie, f.statDie)
			}
			if !m.statCaptions {
				fail("the stat dice are not named")
			}
			if m.smallest < scenetest.MinTextCSS-0.05 {
				fail("text %q is %.1f px", m.smallestText, m.smallest)
			}
			for _, p := range scenetest.LayoutProblems(st) {
				fail("%s", p)
			}
			switch {
			case m.activeN == 2 && m.activeW < f.activeW2, m.activeN == 3 && m.activeW < f.activeW3:
				fail("%d enemies are %.0f px wide, under %.0f / %.0f", m.activeN, m.activeW, f.activeW2, f.activeW3)
			case m.activeN > 0 && m.activeH < f.activeH:
				fail("the enemies are %.0f px tall, under %.0f", m.activeH, f.activeH)
			case m.activeN > 0 && m.activeText < scenetest.MinTextCSS-0.05:
				fail("an enemy's text is %.1f px", m.activeText)
			}
			if name == "start" && s.stackTopsShown() != f.tops {
				fail("the stacks' large tops shown: %v, want %v", s.stackTopsShown(), f.tops)
			}
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	if len(problems) > 0 {
		t.Errorf("%d problems:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
}
