package twentystrong

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestLayoutAtEverySize checks each main state of a run at the five
// screen sizes: nothing off the screen, no text on text or over part of a
// target, every target a finger's size (make test: from records; make
// test-long: a whole run through the interface).
func TestLayoutAtEverySize(t *testing.T) {
	gametest.CheckLayouts(t, testApp, gametest.LayoutCase{
		Name: "solo", Opts: shell.Options{Game: "twentystrong", Seed: 11},
		Tour: func(*shell.App) gametest.Tour { return gametest.Tour{Clicks: clicks, Refuse: commitOutOfTurn} },
		// No text on the table under 12 CSS px (the discard pile's
		// caption was 7 px at 390x844).
		TextSize: true,
	})
}

// clicks are the targets a player taps for a move in its text form.
func clicks(hint string, _ scenetest.State) []string {
	f := strings.Fields(hint)
	colour := func(die string) string {
		d, err := ts.ParseDie(die)
		if err != nil {
			return die
		}
		return colourNames[d.Colour()]
	}
	switch f[0] {
	case "activate":
		return []string{"stack." + f[1]}
	case "scout":
		return []string{"scout." + f[1]}
	case "commit", "exhaust":
		return []string{"pool.die." + colour(f[1])}
	case "banish", "recover":
		return []string{f[0] + "." + colour(f[1])}
	case "apply":
		return []string{"active.die." + f[1], "card." + strings.ToUpper(f[2])}
	case "use", "discard":
		// A plus-one names the applied die it goes on: tapped after Use.
		if mv, err := ts.ParseMove(hint); err == nil && mv.Kind == ts.MoveUse && mv.Die != ts.NoDie {
			return []string{"item." + strings.ToUpper(f[1]), f[0], "applied.die." + mv.Die.String()}
		}
		return []string{"item." + strings.ToUpper(f[1]), f[0]}
	case "take", "decline", "after":
		return []string{f[0] + "." + strings.ToUpper(f[1])}
	}
	return []string{f[0]} // endgame, roll, reroll, next, resolve, suffer, done
}

// commitOutOfTurn taps the pool while the rules ask for an activation:
// the rules refuse the commit with their reason.
func commitOutOfTurn(t *testing.T, a *shell.App, hint string) bool {
	if !strings.HasPrefix(hint, "activate") {
		return false
	}
	scenetest.Tap(t, a, "pool.die.yellow")
	if msg := scenetest.Read(t, a).Message; !strings.HasPrefix(msg, "Not allowed") {
		t.Errorf("a commit in the Activation step said %q", msg)
	}
	return true
}

// TestLayoutOfBusyTables checks tables fuller than the tour's first
// states: mid-run, with dice on the enemies, exhausted dice and items,
// and the endgame, at every size.
// make test starts both from records (testdata/busy-tables.json), make
// test-long plays up to them (UPDATE_STATES=1 writes the records anew).
func TestLayoutOfBusyTables(t *testing.T) {
	const file = "testdata/busy-tables.json"
	var problems []string
	if gametest.FromRecords() {
		records := gametest.ReadRecords(t, file)
		for _, name := range []string{"midrun", "endgame"} {
			if records[name] == nil {
				continue // the run recorded ended before its endgame
			}
			a := gametest.Resume(t, testApp, "twentystrong", records[name])
			gametest.Layouts(t, a, "twentystrong-"+name, &problems)
			if name == "midrun" {
				smallPhone(t, a, "twentystrong-midrun", &problems)
			}
		}
		gametest.ReportLayouts(t, problems)
		return
	}
	store := play.MemoryStore{}
	records := map[string]json.RawMessage{}
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: busySeed()}, store)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(s *scene, hint string) bool {
		st := s.Match.State
		return len(s.Match.Record.Moves) > 40 && st.Step() == ts.StepApply && st.InventoryLen() > 0 && strings.HasPrefix(hint, "apply")
	})
	// The run must still be on: a results screen checked under this name
	// would pass for a busy table.
	if a.Top().Name() != "play" {
		t.Fatalf("the run ended (%s) before a busy table with an item", a.Top().Name())
	}
	records["midrun"] = json.RawMessage(store[play.SaveKey("twentystrong")])
	gametest.Layouts(t, a, "twentystrong-midrun", &problems)
	smallPhone(t, a, "twentystrong-midrun", &problems)
	playUntil(t, a, func(s *scene, hint string) bool {
		return s.Match.State.Endgame() && s.Match.State.Step() == ts.StepApply
	})
	if a.Top().Name() == "play" {
		records["endgame"] = json.RawMessage(store[play.SaveKey("twentystrong")])
		gametest.Layouts(t, a, "twentystrong-endgame", &problems)
	}
	gametest.ReportLayouts(t, problems)
	if gametest.Updating() && !t.Failed() {
		gametest.WriteRecords(t, file, records)
	}
}

// smallPhone checks the screen of the smallest phone held on its side,
// 568x320, which the shared sizes leave out.
func smallPhone(t *testing.T, a *shell.App, name string, problems *[]string) {
	t.Helper()
	scenetest.Resize(568, 320)
	a.LayoutF(568, 320)
	for range 20 {
		scenetest.Frame(a)
	}
	st := scenetest.Read(t, a)
	for _, p := range scenetest.LayoutProblems(st) {
		*problems = append(*problems, name+" 568x320: "+p)
	}
	scenetest.SaveShot(t, a, name+"-568x320")
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// busySeed is the run TestLayoutOfBusyTables plays (BUSY_SEED=N tries
// another): one that reaches an item on the table mid-run.
func busySeed() uint64 {
	if v, err := strconv.ParseUint(os.Getenv("BUSY_SEED"), 10, 64); err == nil {
		return v
	}
	return 5
}
