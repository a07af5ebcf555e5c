package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	rg20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// recentSizes are the screens the recent games are checked at: phones
// upright and on their side, the smallest phone, the desktop window and
// a laptop.
var recentSizes = [][2]int{{390, 844}, {844, 390}, {1280, 800}, {360, 640}, {1440, 900}}

// longResult is a result as long as For20's hot-seat ones get, with an
// explanation after it, which the list leaves out.
const longResult = "Player 2 (normal) and Player 3 (hard) share the win with 31 stoner points. Ties share the win."

// storeRecent writes a list of recent games, the newest first: Game of
// 20's game reviewed whole, then Twenty's, not reviewed.
func storeRecent(t *testing.T) play.MemoryStore {
	t.Helper()
	records := finishedRecords(t)
	list := &play.Recent{}
	now := time.Now()
	tw := records["twenty"]
	list.Add(play.RecentGame{Record: tw.rec, Seats: tw.seats, Finished: now.Add(-26 * time.Hour), Result: longResult})
	g20 := records["gameof20"]
	done := &play.Analysis{Version: play.AnalysisVersion, Game: "gameof20", Record: play.Fingerprint(g20.rec),
		Judged: make([]play.Judgement, len(g20.rec.Moves))}
	for i := range done.Judged {
		done.Judged[i].Done = true
	}
	list.Add(play.RecentGame{Record: g20.rec, Seats: g20.seats, Finished: now, Result: "You won 31 to 27", Analysis: done})
	store := play.MemoryStore{}
	if err := list.Save(store); err != nil {
		t.Fatal(err)
	}
	return store
}

// TestRecentGamesOpenInTheReplay: Statistics -> Recent games lists the
// two stored games newest first with their review; a row opens its game
// in the replay (by a click, then by a finger), a step forward plays, Back returns to the list, then to
// Statistics. The list is checked at the five sizes.
func TestRecentGamesOpenInTheReplay(t *testing.T) {
	a := shell.NewWithStore(shell.Options{Silent: true}, storeRecent(t), games)
	a.LayoutF(scenetest.W, scenetest.H)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	scenetest.Frame(a)
	st := scenetest.Read(t, a)
	if st.Scene != "recent" {
		t.Fatalf("Recent games opened %q", st.Scene)
	}
	var texts []string
	for _, x := range st.Texts {
		texts = append(texts, x.Text)
	}
	for _, want := range []string{"Game of 20", "Twenty", "You won 31 to 27", "Reviewed", "Not reviewed", "Newest first · 2 games"} {
		if !slices.Contains(texts, want) {
			t.Errorf("no text %q on the list: %q", want, texts)
		}
	}
	if hasText(st, "Ties share") {
		t.Error("the list shows the result's explanation")
	}
	if tg, _ := st.Target("recent.row.0"); !strings.HasPrefix(tg.Label, "Game of 20") {
		t.Errorf("the first row is %q, want the newest game, Game of 20's", tg.Label)
	}
	var problems []string
	recentLayouts(t, a, "recent-two", &problems)

	scenetest.Tap(t, a, "recent.row.0")
	rp, ok := a.Top().(*scenes.Replay)
	if !ok || rp.GameID() != "gameof20" {
		t.Fatalf("the row opened %q", a.Top().Name())
	}
	scenetest.Frame(a)
	scenetest.Tap(t, a, "replay.next")
	if rp.At() != 1 {
		t.Errorf("at %d after a step forward", rp.At())
	}
	scenetest.Tap(t, a, "replay.back")
	if name := a.Top().Name(); name != "recent" {
		t.Fatalf("Back from the replay went to %q", name)
	}
	scenetest.Frame(a)
	fingerTap(t, a, "recent.row.1") // a touch screen's tap opens a row too
	if rp, ok := a.Top().(*scenes.Replay); !ok || rp.GameID() != "twenty" {
		t.Fatalf("the second row opened %q", a.Top().Name())
	}
	a.Input.InjectKey(ebiten.KeyEscape)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "recent.back")
	if name := a.Top().Name(); name != "statistics" {
		t.Fatalf("Back from the list went to %q", name)
	}
	gametest.ReportLayouts(t, problems)
}

// TestRecentGamesEmptyAndPaged: with no game the page says so; with
// twenty it shows a page of them at a time, Older and Newer turn the
// pages, and every page fits the five sizes.
func TestRecentGamesEmptyAndPaged(t *testing.T) {
	var problems []string
	a := shell.NewWithStore(shell.Options{Silent: true}, play.MemoryStore{}, games)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	scenetest.Frame(a)
	if !hasText(scenetest.Read(t, a), "No finished games yet") {
		t.Error("the empty list does not say so")
	}
	recentLayouts(t, a, "recent-empty", &problems)

	a = shell.NewWithStore(shell.Options{Silent: true}, twentyRecent(t), games)
	a.LayoutF(390, 844)
	scenetest.Resize(390, 844)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	scenetest.Frame(a)
	st := scenetest.Read(t, a)
	shown := rowsShown(st)
	if shown == 0 || shown >= play.MaxRecent {
		t.Fatalf("%d of %d rows on the first page at 390x844", shown, play.MaxRecent)
	}
	scenetest.Tap(t, a, "recent.older")
	scenetest.Frame(a)
	st = scenetest.Read(t, a)
	if _, ok := st.Target(fmt.Sprintf("recent.row.%d", shown)); !ok || !hasText(st, fmt.Sprintf("Newest first · %d to", shown+1)) {
		t.Errorf("Older did not show row %d: %v", shown, st.IDs())
	}
	scenetest.Tap(t, a, "recent.newer")
	scenetest.Frame(a)
	if _, ok := scenetest.Read(t, a).Target("recent.row.0"); !ok {
		t.Error("Newer did not go back to the first page")
	}
	recentLayouts(t, a, "recent-twenty", &problems)
	scenetest.Resize(scenetest.W, scenetest.H)
	gametest.ReportLayouts(t, problems)
}

// TestRecentGamesMonkey taps the list's rows and buttons, the replays it
// opens, keys and resizes at random: no panic, and the screens stay the
// list and its replays (Back from the list, and the table's Menu, Rules,
// Settings, Review and Copy code are not tapped).
func TestRecentGamesMonkey(t *testing.T) {
	a := shell.NewWithStore(shell.Options{Silent: true}, twentyRecent(t), games)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	rng := uint64(29)
	next := func(n int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(n))
	}
	keys := []ebiten.Key{ebiten.KeyUp, ebiten.KeyDown, ebiten.KeyLeft, ebiten.KeyRight, ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyEnter, ebiten.KeyHome, ebiten.KeyEnd}
	sizes := append([][2]int{{360, 640}, {200, 200}}, recentSizes...)
	leaves := map[string]bool{"recent.back": true, "play.menu": true, "play.rules": true, "play.settings": true, "replay.copy": true, "replay.review": true}
	steps := 400
	if testing.Short() {
		steps = 60
	}
	for step := 0; step < steps; step++ {
		switch k := next(10); {
		case k == 0:
			s := sizes[next(len(sizes))]
			scenetest.Resize(s[0], s[1])
			a.LayoutF(float64(s[0]), float64(s[1]))
		case k < 4:
			a.Input.InjectKey(keys[next(len(keys))])
		case k == 4 && a.Top().Name() == "replay":
			a.Input.InjectKey(ebiten.KeyEscape)
		default:
			tapSomewhere(t, a, next, leaves)
		}
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("step %d: panic %v", step, p)
		}
		if name := a.Top().Name(); name != "recent" && name != "replay" {
			t.Fatalf("step %d: the list was left for %q", step, name)
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
}

// twentyRecent stores MaxRecent finished games of Game of 20, a minute
// apart.
func twentyRecent(t *testing.T) play.MemoryStore {
	t.Helper()
	list := &play.Recent{}
	start := time.Now().Add(-time.Hour)
	seats := []play.Seat{{Human: true}, {}}
	for i := range play.MaxRecent {
		rec := gametest.PlayedOut(t, rg20.Def, 2, uint64(100+i))
		list.Add(play.RecentGame{Record: rec, Seats: seats, Finished: start.Add(time.Duration(i) * time.Minute),
			Result: fmt.Sprintf("Game %d: you lost 24 to 30", i+1)})
	}
	store := play.MemoryStore{}
	if err := list.Save(store); err != nil {
		t.Fatal(err)
	}
	return store
}

// fingerTap puts a finger down on target id and lifts it a frame later.
func fingerTap(t *testing.T, a *shell.App, id string) {
	t.Helper()
	tg, ok := scenetest.Read(t, a).Target(id)
	if !ok {
		t.Fatalf("no target %s", id)
	}
	x, y := tg.X+tg.W/2, tg.Y+tg.H/2
	a.InjectFinger(x, y, true)
	scenetest.Frame(a)
	a.InjectFinger(x, y, false)
	scenetest.Frame(a)
}

func rowsShown(st scenetest.State) int {
	n := 0
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.ID, "recent.row.") {
			n++
		}
	}
	return n
}

func hasText(st scenetest.State, prefix string) bool {
	for _, x := range st.Texts {
		if strings.HasPrefix(x.Text, prefix) {
			return true
		}
	}
	return false
}

// recentLayouts checks the list's layout at recentSizes, with a shot of
// each when SHOTS names a folder, and puts the test screen back.
func recentLayouts(t *testing.T, a *shell.App, name string, problems *[]string) {
	t.Helper()
	for _, size := range recentSizes {
		w, h := size[0], size[1]
		scenetest.Resize(w, h)
		a.LayoutF(float64(w), float64(h))
		for range 3 {
			scenetest.Frame(a)
		}
		for _, p := range scenetest.LayoutProblems(scenetest.Read(t, a)) {
			*problems = append(*problems, fmt.Sprintf("%s %dx%d: %s", name, w, h, p))
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d", name, w, h))
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// TestBestMoveIsTheMarkedMovesOwn: at the position a marked move led to
// (the panel reads its mark), Best steps back to where it was played and
// shows the analysis's alternative to it, not the next move's; a second
// tap shows the same again.
func TestBestMoveIsTheMarkedMovesOwn(t *testing.T) {
	g20 := finishedRecords(t)["gameof20"]
	st, _, err := rg20.Def.Restore(rules.Record{Game: g20.rec.Game, Options: g20.rec.Options, Seed: g20.rec.Seed})
	if err != nil {
		t.Fatal(err)
	}
	an := &play.Analysis{Version: play.AnalysisVersion, Game: "gameof20", Record: play.Fingerprint(g20.rec),
		Level: play.ReviewLevel, Judged: make([]play.Judgement, len(g20.rec.Moves))}
	marked, best := -1, ""
	for i, text := range g20.rec.Moves {
		an.Judged[i] = play.Judgement{Done: true, Seat: st.ToMove(), Best: text}
		if legal := st.AppendLegal(nil); marked < 0 && i > 2 && st.ToMove() == 0 && len(legal) > 1 {
			for _, mv := range legal {
				if mv.String() != text {
					marked, best = i, mv.String()
					break
				}
			}
			an.Judged[i].Best, an.Judged[i].Kind, an.Judged[i].Loss = best, "mistake", 12
		}
		mv, err := st.ParseMove(text)
		if err == nil {
			err = st.Apply(mv)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if marked < 0 {
		t.Fatal("no move of the person's with a choice")
	}
	list := &play.Recent{}
	list.Add(play.RecentGame{Record: g20.rec, Seats: g20.seats, Finished: time.Now(), Result: "You won", Analysis: an})
	store := play.MemoryStore{}
	if err := list.Save(store); err != nil {
		t.Fatal(err)
	}
	a := shell.NewWithStore(shell.Options{Silent: true}, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	scenetest.Tap(t, a, "statistics.recent")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "recent.row.0")
	rp, ok := a.Top().(*scenes.Replay)
	if !ok {
		t.Fatalf("the row opened %q", a.Top().Name())
	}
	scenetest.Tap(t, a, "replay.review")
	for rp.At() < marked+1 {
		scenetest.Tap(t, a, "replay.next")
	}
	want := fmt.Sprintf("Move %d, mistake. Best: ", marked+1)
	for range 2 {
		scenetest.Tap(t, a, "replay.best")
		scenetest.Frame(a)
		if msg := scenetest.Read(t, a).Message; !strings.HasPrefix(msg, want) || rp.At() != marked {
			t.Errorf("Best at the marked move %d's position reads %q at %d, want %q at %d", marked+1, msg, rp.At(), want, marked)
		}
	}
}
