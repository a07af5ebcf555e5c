package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	rf20 "github.com/twenty-games/twenty/rules/for20"
	rg20 "github.com/twenty-games/twenty/rules/gameof20"
	rm20 "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	rtw "github.com/twenty-games/twenty/rules/twenty"
	rts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// finishedRecords are a finished game of each game, with its seats: a
// person and the computer.
func finishedRecords(t *testing.T) map[string]struct {
	seats []play.Seat
	rec   rules.Record
} {
	out := map[string]struct {
		seats []play.Seat
		rec   rules.Record
	}{}
	add := func(id string, players int, rec rules.Record) {
		seats := make([]play.Seat, players)
		seats[0].Human = true
		out[id] = struct {
			seats []play.Seat
			rec   rules.Record
		}{seats, rec}
	}
	add("twenty", 3, gametest.PlayedOut(t, rtw.Def, 3, 7))
	add("minustwenty", 2, gametest.PlayedOut(t, rm20.Def, 2, 7))
	add("gameof20", 2, gametest.PlayedOut(t, rg20.Def, 2, 7))
	add("twentystrong", 1, gametest.PlayedOut(t, rts.Def, 1, 7))
	add("for20", 3, gametest.PlayedOut(t, rf20.Def, 3, 7))
	return out
}

// TestReplayOfEveryGame opens a finished game of each game in the replay
// and steps through it: forward with the events, back, a jump, the keys
// and the scrub bar, then checks the layout at the five sizes and the
// smallest phone, in the middle of the game with every hand face up.
func TestReplayOfEveryGame(t *testing.T) {
	start := time.Now()
	records := finishedRecords(t)
	var problems []string
	for _, g := range games {
		r := records[g.ID]
		a := shell.NewWithStore(shell.Options{Silent: true}, play.MemoryStore{}, games)
		a.LayoutF(scenetest.W, scenetest.H)
		a.Settings.Speed = ui.Instant
		if err := a.OpenReplay(g, r.seats, r.rec); err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		rp := a.Top().(*scenes.Replay)
		scenetest.Frame(a)
		for range 5 {
			scenetest.Tap(t, a, "replay.next")
			scenetest.Frame(a)
		}
		if rp.At() != 5 {
			t.Errorf("%s: at %d after five steps forward", g.ID, rp.At())
		}
		scenetest.Tap(t, a, "replay.prev")
		scenetest.Frame(a)
		if rp.At() != 4 {
			t.Errorf("%s: at %d after a step back", g.ID, rp.At())
		}
		scenetest.Tap(t, a, "replay.last")
		scenetest.Frame(a)
		if rp.At() != rp.Moves() {
			t.Errorf("%s: at %d of %d after the last", g.ID, rp.At(), rp.Moves())
		}
		scrub, ok := scenetest.Read(t, a).Target("replay.scrub")
		if !ok {
			t.Fatalf("%s: no scrub bar", g.ID)
		}
		a.InjectTap((scrub.X+scrub.W/2)*a.Scale, (scrub.Y+scrub.H/2)*a.Scale)
		scenetest.Frame(a)
		scenetest.Frame(a)
		if half := rp.Moves() / 2; rp.At() < half-2 || rp.At() > half+2 {
			t.Errorf("%s: a tap in the scrub bar's middle went to %d of %d", g.ID, rp.At(), rp.Moves())
		}
		if g.ID == "gameof20" {
			checkDrag(t, a, rp)
			checkReviewStarts(t, a)
		}
		for _, size := range replaySizes {
			problems = append(problems, layoutAt(t, a, g.ID, size[0], size[1])...)
		}
		scenetest.Resize(scenetest.W, scenetest.H)
		a.LayoutF(scenetest.W, scenetest.H)
		scenetest.Frame(a)
		scenetest.Tap(t, a, "replay.back")
		if a.Top().Name() == "replay" {
			t.Errorf("%s: Back left the replay open", g.ID)
		}
	}
	gametest.ReportLayouts(t, problems)
	t.Logf("five replays in %v", time.Since(start))
}

// replaySizes are the screens a replay is checked at: a phone upright and
// on its side, the desktop, the smallest phone.
var replaySizes = [][2]int{{390, 844}, {844, 390}, {1280, 800}, {360, 640}}

// layoutAt resizes the app, lets the replay settle and returns its layout
// problems (saving a shot with SHOTS).
func layoutAt(t *testing.T, a *shell.App, id string, w, h int) []string {
	t.Helper()
	scenetest.Resize(w, h)
	a.LayoutF(float64(w), float64(h))
	for range 3 {
		scenetest.Frame(a)
	}
	var problems []string
	for _, p := range scenetest.LayoutProblems(scenetest.Read(t, a)) {
		problems = append(problems, fmt.Sprintf("replay-%s %dx%d: %s", id, w, h, p))
	}
	scenetest.SaveShot(t, a, fmt.Sprintf("replay-%s-%dx%d", id, w, h))
	return problems
}

// TestSharedGameOpensInTheReplay: ?replay=CODE opens the game in the
// replay above the menu; a damaged or foreign code is said, the menu
// stays and the store is left as it was.
func TestSharedGameOpensInTheReplay(t *testing.T) {
	r := finishedRecords(t)["gameof20"]
	code, err := play.EncodeShare(r.rec, r.seats)
	if err != nil {
		t.Fatal(err)
	}
	a := shell.NewWithStore(shell.Options{Silent: true, Replay: code}, play.MemoryStore{}, games)
	rp, ok := a.Top().(*scenes.Replay)
	if !ok {
		t.Fatalf("the code opened %q: %q", a.Top().Name(), a.Toast.Text)
	}
	if rp.Moves() != len(r.rec.Moves) || rp.GameID() != "gameof20" {
		t.Errorf("the replay has %d moves of %s, want %d of gameof20", rp.Moves(), rp.GameID(), len(r.rec.Moves))
	}
	for _, bad := range []string{code[:len(code)-3] + "AAA", "hello", "20r9.AAAA"} {
		store := play.MemoryStore{"settings": `{"muted":true}`}
		a := shell.NewWithStore(shell.Options{Silent: true, Replay: bad}, store, games)
		if a.Top().Name() != "menu" || !strings.Contains(a.Toast.Text, "cannot be opened") {
			t.Errorf("%q: scene %q, message %q", bad, a.Top().Name(), a.Toast.Text)
		}
		if len(store) != 1 || store["settings"] != `{"muted":true}` {
			t.Errorf("%q: the store changed: %v", bad, store)
		}
	}
}

// checkReviewStarts taps Review and waits for the first move analysed:
// the contract's review counts it, and the panel says so.
func checkReviewStarts(t *testing.T, a *shell.App) {
	t.Helper()
	scenetest.Tap(t, a, "replay.review")
	for i := 0; i < 600; i++ {
		var st struct {
			Review *scenes.ReviewState `json:"review"`
		}
		if err := json.Unmarshal([]byte(a.StateJSON()), &st); err != nil {
			t.Fatal(err)
		}
		if st.Review == nil {
			t.Fatal("no review in the contract while the replay is open")
		}
		if st.Review.Error != "" {
			t.Fatalf("the review stopped: %s", st.Review.Error)
		}
		if st.Review.Analysed > 0 {
			t.Logf("first move analysed after %d frames; %d to analyse", i, st.Review.Total)
			return
		}
		scenetest.Frame(a)
	}
	t.Errorf("no move analysed in 600 frames")
}

// checkDrag drags a finger along the scrub bar from a tenth to nine
// tenths: the replay follows it.
func checkDrag(t *testing.T, a *shell.App, rp *scenes.Replay) {
	t.Helper()
	tr, _ := scenetest.Read(t, a).Target("replay.scrub")
	y := tr.Y + tr.H/2
	for i := 1; i <= 9; i++ {
		a.InjectFinger(tr.X+tr.W*float64(i)/10, y, true)
		scenetest.Frame(a)
	}
	a.InjectFinger(tr.X+tr.W*0.9, y, false)
	scenetest.Frame(a)
	scenetest.Frame(a)
	if want := rp.Moves() * 9 / 10; rp.At() < want-1 || rp.At() > want+1 {
		t.Errorf("a finger dragged to nine tenths of the scrub bar left the replay at %d of %d", rp.At(), rp.Moves())
	}
}

// TestReplayMonkey taps the replays' targets, presses their keys and
// resizes the screen at random, 20 times in each game (300 without
// -short): no panic, and the
// replay stays open (its Back, and the table's Menu, Rules and Settings,
// which leave it, are not tapped).
func TestReplayMonkey(t *testing.T) {
	records := finishedRecords(t)
	rng := uint64(2029)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	keys := []ebiten.Key{ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyUp, ebiten.KeyDown, ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyHome, ebiten.KeyEnd, ebiten.KeySpace}
	sizes := append([][2]int{{568, 320}, {360, 640}}, scenetest.Sizes...)
	leaves := map[string]bool{"replay.back": true, "play.menu": true, "play.rules": true, "play.settings": true, "replay.copy": true}
	steps := 300
	if testing.Short() {
		steps = 20
	}
	for _, g := range games {
		r := records[g.ID]
		a := shell.NewWithStore(shell.Options{Silent: true}, play.MemoryStore{}, games)
		a.LayoutF(scenetest.W, scenetest.H)
		a.Settings.Speed = ui.AnimSpeed(next(4))
		if err := a.OpenReplay(g, r.seats, r.rec); err != nil {
			t.Fatal(err)
		}
		for step := 0; step < steps; step++ {
			switch k := next(10); {
			case k == 0:
				s := sizes[next(len(sizes))]
				scenetest.Resize(s[0], s[1])
				a.LayoutF(float64(s[0]), float64(s[1]))
			case k < 4:
				a.Input.InjectKey(keys[next(len(keys))])
			default:
				tapSomewhere(t, a, next, leaves)
			}
			if p := scenetest.SafeFrame(a); p != nil {
				t.Fatalf("%s step %d: panic %v", g.ID, step, p)
			}
			if a.Top().Name() != "replay" {
				t.Fatalf("%s step %d: the replay was left for %q", g.ID, step, a.Top().Name())
			}
		}
		scenetest.Resize(scenetest.W, scenetest.H)
	}
}

// tapSomewhere taps a random point of a random target on screen, but not
// one of leaves (the ways out of the screen a monkey test stays on).
func tapSomewhere(t *testing.T, a *shell.App, next func(n int) int, leaves map[string]bool) {
	var ids []scenetest.Target
	st := scenetest.Read(t, a)
	for _, tg := range st.Targets {
		if !leaves[tg.ID] {
			ids = append(ids, tg)
		}
	}
	if len(ids) > 0 {
		tg := ids[next(len(ids))]
		a.InjectTap(st.TapPoint(tg.X+tg.W*float64(next(100))/100, tg.Y+tg.H*float64(next(100))/100))
	}
}

// TestReplayOnATinyScreen: the review resized to 320x240 (and 200x200)
// keeps every button on the screen: the panel takes the whole screen
// when the table has no room beside it. Before, Last, Back, Best move and
// Copy code fell below it, and the top bar's Menu stood at x = -1.
func TestReplayOnATinyScreen(t *testing.T) {
	a := shell.NewWithStore(shell.Options{Silent: true}, storeRecent(t), games)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "recent.row.0")
	scenetest.Tap(t, a, "replay.review")
	for _, size := range [][2]int{{320, 240}, {200, 200}, {240, 320}} {
		scenetest.Resize(size[0], size[1])
		a.LayoutF(float64(size[0]), float64(size[1]))
		for range 4 {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		for _, tg := range st.Targets {
			if tg.X < -0.5 || tg.Y < -0.5 || tg.X+tg.W > st.ScreenW+0.5 || tg.Y+tg.H > st.ScreenH+0.5 {
				t.Errorf("%dx%d: %s at %.0f,%.0f %.0fx%.0f is off the screen", size[0], size[1], tg.ID, tg.X, tg.Y, tg.W, tg.H)
			}
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
}
