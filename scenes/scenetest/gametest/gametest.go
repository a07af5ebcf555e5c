// Package gametest builds apps for the games' scene tests: the games'
// packages share it, while scenetest stays free of the shell so that the
// shell's own tests can use it too.
package gametest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// NewApp builds an app of the given games with a memory store (when store
// is nil), no sound and the test screen's size.
func NewApp(t testing.TB, opts scenes.Options, store scenes.Store, games ...*scenes.Game) *scenes.App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = scenes.MemoryStore{}
	}
	a := scenes.NewWithStore(opts, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}

// Layouts checks the app's screen at every size of scenetest.Sizes: it
// resizes, lets the scene settle, and adds what scenetest.LayoutProblems
// finds to problems (prefixed with the state's name and the size). With
// SHOTS set it saves each screen as NAME-WxH.png. The test screen is put
// back to its size afterwards.
func Layouts(t *testing.T, a *scenes.App, name string, problems *[]string) {
	t.Helper()
	for _, size := range scenetest.Sizes {
		w, h := size[0], size[1]
		scenetest.Resize(w, h)
		a.LayoutF(float64(w), float64(h))
		for range 20 {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		for _, p := range scenetest.LayoutProblems(st) {
			*problems = append(*problems, fmt.Sprintf("%s %dx%d %s: %s", name, w, h, st.Scene, p))
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d", name, w, h))
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// ReportLayouts fails the test with every problem found, one per line.
func ReportLayouts(t *testing.T, problems []string) {
	t.Helper()
	if len(problems) > 0 {
		t.Errorf("%d layout problems:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
}

// Tour says how a game's layout tour makes moves through the interface.
type Tour struct {
	// Clicks are the targets a player taps, in order, for a hinted move.
	Clicks func(hint string, st scenetest.State) []string
	// Refuse makes an illegal action for the hinted position through the
	// interface and tells whether it did (it may wait for a later turn).
	Refuse func(t *testing.T, a *scenes.App, hint string) bool
}

// LayoutTour plays a game against the computer through the interface and
// checks the layout (Layouts) of each main state the first time it comes:
// the human's turn, a card or tile selected, a refusal, the computer
// thinking, the end-of-round tally and the results. It returns the
// problems found.
func LayoutTour(t *testing.T, a *scenes.App, tour Tour) []string {
	t.Helper()
	var problems []string
	seen := map[string]bool{}
	check := func(name string) {
		if !seen[name] {
			seen[name] = true
			Layouts(t, a, scenetest.Read(t, a).Game+"-"+name, &problems)
		}
	}
	for i := 0; i < 200000 && a.Top().Name() != "results"; i++ {
		st := scenetest.Read(t, a)
		if st.Thinking {
			check("thinking")
		}
		if _, ok := st.Target("play.continue"); ok {
			check("tally")
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		hint := a.HintText()
		if hint == "" || st.Scene != "play" {
			scenetest.Frame(a)
			continue
		}
		ids := tour.Clicks(hint, st)
		if _, ok := st.Target(ids[0]); !ok {
			scenetest.Frame(a) // still showing the last move
			continue
		}
		check("turn")
		if !seen["refusal"] {
			if tour.Refuse(t, a, hint) {
				check("refusal")
				continue
			}
			if a.HintText() != hint {
				continue // the try was a legal move after all
			}
		}
		for k, id := range ids {
			if _, ok := scenetest.Read(t, a).Target(id); !ok && k > 0 {
				break // the move was made another way (a cell tapped before the tile)
			}
			scenetest.Tap(t, a, id)
			if k == 0 && len(ids) > 1 {
				check("selected")
			}
		}
	}
	if a.Top().Name() != "results" {
		t.Fatalf("the game did not reach its results (scene %q)", a.Top().Name())
	}
	check("results")
	return problems
}

// PlayToResults plays the game on screen to its results: Continue on every
// tally, and move(), which makes the next move through the scene, whenever
// ready says the scene takes a move now.
// It returns the results screen.
func PlayToResults(t *testing.T, a *scenes.App, ready func() bool, move func()) *scenes.Results {
	t.Helper()
	for i := 0; i < 50000 && a.Top().Name() != "results"; i++ {
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		if ready() {
			move()
		}
		scenetest.Frame(a)
	}
	r, ok := a.Top().(*scenes.Results)
	if !ok {
		t.Fatalf("the game did not reach its results (scene %q)", a.Top().Name())
	}
	return r
}

// GamesPlayed reads how many games of a game at a level the statistics
// in store have counted.
func GamesPlayed(t *testing.T, store scenes.MemoryStore, game, level string) int {
	t.Helper()
	var stats struct {
		Games map[string]map[string]struct{ Played int } `json:"games"`
	}
	if err := json.Unmarshal([]byte(store["statistics"]), &stats); err != nil {
		t.Fatal(err)
	}
	return stats.Games[game][level].Played
}

// Monkey taps a table at random for 1500 steps: targets (not the top bar's
// Menu, Rules and Settings, which would leave the game), anywhere below the
// top bar, and now and then a new screen size (the five sizes and the
// smallest phone on its side); finished games start again. It fails on a
// panic or when the game is left.
func Monkey(t *testing.T, a *scenes.App) {
	t.Helper()
	sizes := append([][2]int{{568, 320}}, scenetest.Sizes...)
	rng := uint64(12345)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	const steps = 1500
	inGame := func() bool { return a.Top().Name() == "play" || a.Top().Name() == "results" }
	done := 0
	for ; done < steps && inGame(); done++ {
		if a.Top().Name() == "results" {
			scenetest.Tap(t, a, "results.again") // another game
			continue
		}
		switch r := next(20); {
		case r == 0:
			sz := sizes[next(len(sizes))]
			scenetest.Resize(sz[0], sz[1])
			a.LayoutF(float64(sz[0]), float64(sz[1]))
		case r < 14:
			var ids []scenetest.Target
			for _, tg := range scenetest.Read(t, a).Targets {
				if !strings.HasPrefix(tg.ID, "play.menu") && !strings.HasPrefix(tg.ID, "play.rules") && !strings.HasPrefix(tg.ID, "play.settings") {
					ids = append(ids, tg)
				}
			}
			if len(ids) > 0 {
				tg := ids[next(len(ids))]
				a.InjectTap(tg.X+tg.W/2, tg.Y+tg.H/2)
			}
		default:
			top := 80 * max(a.Scale, 1) // not the top bar: Menu would end the game
			a.InjectTap(float64(next(int(a.W))), top+float64(next(int(max(1, a.H-top)))))
		}
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("step %d: panic %v", done, p)
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
	if done < steps {
		t.Fatalf("the monkey left the game after %d steps (scene %q)", done, a.Top().Name())
	}
}
