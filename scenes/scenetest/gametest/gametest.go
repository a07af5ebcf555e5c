// Package gametest builds apps for the games' scene tests: the games'
// packages share it, while scenetest stays free of the shell so that the
// shell's own tests can use it too.
package gametest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// NewApp builds an app of the given games with a memory store (when store
// is nil), no sound and the test screen's size.
func NewApp(t testing.TB, opts shell.Options, store play.Store, games ...*scenes.Game) *shell.App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = play.MemoryStore{}
	}
	a := shell.NewWithStore(opts, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}

// settleFrames are the frames a screen gets after a resize before its
// layout is checked.
const settleFrames = 4

// Layouts checks the app's screen at every size of scenetest.Sizes: it
// resizes, lets the scene settle, and adds what scenetest.LayoutProblems
// finds to problems (prefixed with the state's name and the size). With
// SHOTS set it saves each screen as NAME-WxH.png. The test screen is put
// back to its size afterwards.
func Layouts(t *testing.T, a *shell.App, name string, problems *[]string) {
	t.Helper()
	for _, size := range scenetest.Sizes {
		w, h := size[0], size[1]
		scenetest.Resize(w, h)
		a.LayoutF(float64(w), float64(h))
		// The scene lays out again at its next Update; at Instant speed
		// nothing moves after that, so a few frames settle it.
		for range settleFrames {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		found := scenetest.LayoutProblems(st)
		if holdTextSize {
			found = append(found, scenetest.SmallTexts(st)...)
		}
		for _, p := range found {
			*problems = append(*problems, fmt.Sprintf("%s %dx%d %s: %s", name, w, h, st.Scene, p))
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d", name, w, h))
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// Sweep checks the app's screen at every screen of scenetest.Sweep, sizes
// and device scales, as Layouts does at the five sizes. The test screen is
// put back to its size and scale 1 afterwards.
func Sweep(t *testing.T, a *shell.App, name string, problems *[]string, tight ...map[scenetest.Screen]string) {
	t.Helper()
	for _, sc := range scenetest.Sweep {
		if len(tight) > 0 {
			if why, ok := tight[0][sc]; ok {
				t.Logf("%s: %dx%d@%g left out of the sweep: %s", name, sc.W, sc.H, sc.Scale, why)
				continue
			}
		}
		a.SetDeviceScale(sc.Scale)
		scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
		a.LayoutF(float64(sc.W), float64(sc.H))
		for range settleFrames {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		for _, p := range scenetest.LayoutProblems(st) {
			*problems = append(*problems, fmt.Sprintf("%s %dx%d@%g %s: %s", name, sc.W, sc.H, sc.Scale, st.Scene, p))
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d@%g", name, sc.W, sc.H, sc.Scale))
	}
	a.SetDeviceScale(1)
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
	Refuse func(t *testing.T, a *shell.App, hint string) bool
}

// layoutStates are the main states a layout tour checks, in the order a
// game usually meets them.
var layoutStates = []string{"turn", "refusal", "selected", "thinking", "tally", "results"}

// tourStates is the layout tour: it plays a game against the computer
// through the interface and checks the layout (Layouts) of the main states
// in want (all when want is nil) the first time each comes, and stops once every wanted one
// is checked or the results are reached. It also returns, per state
// checked, the save of the human's last decision before it (the save of
// game id in the app's store, when store is given): a record from which a
// short tour reaches that state again in a move or two.
func tourStates(t *testing.T, a *shell.App, tour Tour, want map[string]bool, game string, store ...play.MemoryStore) ([]string, map[string]string) {
	t.Helper()
	var problems []string
	records := map[string]string{}
	seen := map[string]bool{}
	wanted := func(name string) bool { return want == nil || want[name] }
	var lastDecision string
	check := func(name string) {
		if seen[name] || !wanted(name) {
			return
		}
		seen[name] = true
		if len(store) > 0 {
			rec := lastDecision
			if rec == "" {
				rec = store[0][play.SaveKey(game)]
			}
			records[name] = rec
		}
		Layouts(t, a, scenetest.Read(t, a).Game+"-"+name, &problems)
	}
	allSeen := func() bool {
		if want == nil {
			return false
		}
		for name := range want {
			if !seen[name] {
				return false
			}
		}
		return true
	}
	for i := 0; i < 200000 && a.Top().Name() != "results" && !allSeen(); i++ {
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
		if len(store) > 0 {
			lastDecision = store[0][play.SaveKey(game)]
		}
		check("turn")
		if allSeen() {
			break
		}
		if !seen["refusal"] && wanted("refusal") {
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
	if allSeen() {
		return problems, records
	}
	if a.Top().Name() != "results" {
		t.Fatalf("the game did not reach its results (scene %q)", a.Top().Name())
	}
	check("results")
	if want != nil && !allSeen() {
		t.Errorf("the tour reached the results without the states %v", missing(want, seen))
	}
	return problems, records
}

func missing(want, seen map[string]bool) []string {
	var out []string
	for _, name := range layoutStates {
		if want[name] && !seen[name] {
			out = append(out, name)
		}
	}
	return out
}

// LayoutCase is one game a layout test tours: its options (a new game
// against the computer) and how its moves are tapped.
type LayoutCase struct {
	Name string // prefixes the case's states in the records ("2p")
	Opts shell.Options
	Tour func(a *shell.App) Tour
	// Tight are screens of the sweep the game's layout does not fit yet,
	// each with why: left out of the sweep, and said in the test's log.
	Tight map[scenetest.Screen]string
	// SweepAlso are main states swept at every screen besides the turn:
	// a game whose layout changes with its phase sweeps one of each.
	SweepAlso []string
	// TextSize holds every text of the table to scenetest.MinTextCSS
	// (scenetest.SmallTexts), at every size and state checked.
	TextSize bool
}

// holdTextSize: the case being checked asks for TextSize (Layouts reads
// it; the layout tests of a package run one after the other).
var holdTextSize bool

// NewAppFunc builds a game's test app on a store (the packages' testApp).
type NewAppFunc func(t testing.TB, opts shell.Options, store play.Store) *shell.App

// StatesFile holds, per game, the records the short layout test starts
// from: "case-state" -> the save of the human's decision before the state.
const StatesFile = "testdata/layout-states.json"

// instantSettings are the settings a record is resumed with: no animation.
const instantSettings = `{"volume":0,"muted":true,"speed":3,"difficulty":0}`

// CheckLayouts checks each case's main states at every size. Under -short
// (make test) every state starts from its record in StatesFile and is
// reached in a move or two; otherwise (make test-long) whole games are
// played through the interface, and with UPDATE_STATES=1 the records are
// written anew from them.
func CheckLayouts(t *testing.T, newApp NewAppFunc, cases ...LayoutCase) {
	t.Helper()
	defer func() { holdTextSize = false }()
	if FromRecords() {
		checkLayoutsFromRecords(t, newApp, cases)
		return
	}
	all := map[string]json.RawMessage{}
	for _, c := range cases {
		holdTextSize = c.TextSize
		store := play.MemoryStore{}
		a := newApp(t, c.Opts, store)
		a.Settings.Speed = ui.Instant
		problems, records := tourStates(t, a, c.Tour(a), nil, c.Opts.Game, store)
		ReportLayouts(t, problems)
		for name, rec := range records {
			all[c.Name+"-"+name] = json.RawMessage(rec)
		}
	}
	if Updating() && !t.Failed() {
		WriteRecords(t, StatesFile, all)
	}
}

// FromRecords tells whether a test starts its states from saved records
// (make test: -short) rather than playing up to them.
func FromRecords() bool { return testing.Short() && !Updating() }

// Updating tells whether the records are being written anew
// (UPDATE_STATES=1, with the whole games played).
func Updating() bool { return os.Getenv("UPDATE_STATES") != "" }

// ReadRecords reads a file of named saves.
func ReadRecords(t *testing.T, file string) map[string]json.RawMessage {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (UPDATE_STATES=1 go test -run %s writes it)", err, t.Name())
	}
	var all map[string]json.RawMessage
	if err := json.Unmarshal(b, &all); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return all
}

// WriteRecords writes named saves to file (a test's testdata).
func WriteRecords(t *testing.T, file string, all map[string]json.RawMessage) {
	t.Helper()
	b, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d records to %s", len(all), file)
}

// Resume starts an app from a save of game, as a reload would, with no
// animation; it fails the test if the save does not resume.
func Resume(t *testing.T, newApp NewAppFunc, game string, save json.RawMessage) *shell.App {
	t.Helper()
	store := play.MemoryStore{play.SaveKey(game): string(save), "game.current": game, "settings": instantSettings}
	a := newApp(t, shell.Options{}, store)
	if a.Top().Name() != "play" && a.Top().Name() != "pass" {
		t.Fatalf("the record did not resume (scene %q, %q)", a.Top().Name(), a.Toast.Text)
	}
	// "Welcome back" would stand for the messages tests read (it floats
	// above the layout, which it may cover).
	a.Toast = ui.Toast{}
	return a
}

// checkLayoutsFromRecords resumes each record as a reload would and plays
// on until its state comes, then checks that state at every size.
func checkLayoutsFromRecords(t *testing.T, newApp NewAppFunc, cases []LayoutCase) {
	t.Helper()
	all := ReadRecords(t, StatesFile)
	var problems []string
	checked := 0
	for _, c := range cases {
		holdTextSize = c.TextSize
		for _, state := range layoutStates {
			rec, ok := all[c.Name+"-"+state]
			if !ok {
				continue
			}
			a := Resume(t, newApp, c.Opts.Game, rec)
			found, _ := tourStates(t, a, c.Tour(a), map[string]bool{state: true}, c.Opts.Game)
			problems = append(problems, found...)
			checked++
		}
	}
	if checked == 0 {
		t.Fatalf("no records in %s for %d cases", StatesFile, len(cases))
	}
	t.Logf("%d states from their records", checked)
	// The first case's turn at every screen of the sweep, device scales
	// too: the state a player looks at most.
	c := cases[0]
	if rec, ok := all[c.Name+"-turn"]; ok {
		a := Resume(t, newApp, c.Opts.Game, rec)
		Sweep(t, a, c.Name+"-turn", &problems, c.Tight)
	}
	for _, state := range c.SweepAlso {
		rec, ok := all[c.Name+"-"+state]
		if !ok {
			t.Fatalf("no record of %s-%s in %s to sweep", c.Name, state, StatesFile)
		}
		a := Resume(t, newApp, c.Opts.Game, rec)
		tourStates(t, a, c.Tour(a), map[string]bool{state: true}, c.Opts.Game)
		Sweep(t, a, c.Name+"-"+state, &problems, c.Tight)
	}
	ReportLayouts(t, problems)
}

// PlayToResults plays the game on screen to its results: Continue on every
// tally, and move(), which makes the next move through the scene, whenever
// ready says the scene takes a move now.
// It returns the results screen.
func PlayToResults(t *testing.T, a *shell.App, ready func() bool, move func()) *scenes.Results {
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
func GamesPlayed(t *testing.T, store play.MemoryStore, game, level string) int {
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
func Monkey(t *testing.T, a *shell.App) {
	t.Helper()
	sizes := append([][2]int{{568, 320}}, scenetest.Sizes...)
	rng := uint64(12345)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	steps := 1500
	if testing.Short() {
		steps = 400 // make test; make test-long taps 1500 times
	}
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

// CheckInspector resumes the case's turn from its record and holds a
// finger on the first target whose id starts with prefix: the inspector
// opens on it with its text, and once the finger lifts nothing has
// changed (the save, the targets, the message): a long press never plays
// or selects.
func CheckInspector(t *testing.T, newApp NewAppFunc, game, caseName, prefix string) {
	t.Helper()
	rec, ok := ReadRecords(t, StatesFile)[caseName+"-turn"]
	if !ok {
		t.Fatalf("no record of %s-turn in %s", caseName, StatesFile)
	}
	store := play.MemoryStore{play.SaveKey(game): string(rec), "game.current": game, "settings": instantSettings}
	a := newApp(t, shell.Options{}, store)
	a.Toast = ui.Toast{}
	id := ""
	for i := 0; i < 3000 && id == ""; i++ {
		for _, tg := range scenetest.Read(t, a).Targets {
			if strings.HasPrefix(tg.ID, prefix) {
				id = tg.ID
				break
			}
		}
		if id == "" {
			scenetest.Frame(a)
		}
	}
	if id == "" {
		t.Fatalf("no target %s* came", prefix)
	}
	for range 3 { // the turn's buttons settle (Hint lights a tick later)
		scenetest.Frame(a)
	}
	before, saved := scenetest.Read(t, a), store[play.SaveKey(game)]
	held := scenetest.LongPress(t, a, id, ui.LongPressTicks+2, "inspect-"+game)
	if held.Inspect == nil || held.Inspect.ID != id || strings.TrimSpace(held.Inspect.Text) == "" {
		t.Fatalf("a long press on %s: inspect = %+v", id, held.Inspect)
	}
	scenetest.Frame(a)
	after := scenetest.Read(t, a)
	if after.Inspect != nil {
		t.Errorf("the inspector stayed open after the finger lifted: %+v", after.Inspect)
	}
	if store[play.SaveKey(game)] != saved || after.Message != before.Message || after.IDs() != before.IDs() {
		t.Errorf("a long press on %s changed the game: message %q -> %q, targets %v -> %v, save changed %v",
			id, before.Message, after.Message, before.IDs(), after.IDs(), store[play.SaveKey(game)] != saved)
	}
	t.Logf("%s: %q", id, held.Inspect.Text)
}
