package gameof20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// playGameOf20Turn makes the human's move through the interface, as a
// player would: it taps the pool tile, or the hand tile and then the cell,
// or Pass.
func playGameOf20Turn(t *testing.T, a *shell.App, hint string) {
	t.Helper()
	f := strings.Fields(hint)
	switch {
	case hint == "pass":
		scenetest.Tap(t, a, "play.pass")
	case len(f) == 2 && f[0] == "take":
		scenetest.Tap(t, a, "pool.tile."+f[1])
	case len(f) == 4 && f[0] == "place":
		scenetest.Tap(t, a, "hand.tile."+f[1])
		scenetest.Tap(t, a, "board."+f[3])
	default:
		t.Fatalf("unexpected hint %q", hint)
	}
}

// startG20Test starts a game directly with the human as player 1 against
// an easy computer.
func startG20Test(t *testing.T, seed uint64, choices []int, store play.Store) (*shell.App, *scene) {
	t.Helper()
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Level: ai.Easy}}, Seed: seed, Choices: choices})
	scenetest.Frame(a)
	s, ok := a.Top().(*scene)
	if !ok {
		t.Fatalf("scene %q, want the Game of 20 table", a.Top().Name())
	}
	return a, s
}

// playUntil plays the human's hinted moves through the interface until
// done says stop; it fails after too many frames.
func playUntil(t *testing.T, a *shell.App, done func() bool) {
	t.Helper()
	for i := 0; i < 20000; i++ {
		if done() {
			return
		}
		if hint := a.HintText(); hint != "" {
			playGameOf20Turn(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	t.Fatal("the awaited position never came")
}

// humanPlacing tells whether the human must place now (not pass).
func humanPlacing(s *scene) bool {
	return s.HumanTurn() && s.Match.State.Phase() == g20.Placing && !s.dec.forcedPass && s.dec.key == len(s.Match.Record.Moves)
}

// TestPlayGameOf20ThroughTheInterface starts Game of 20 from the menu with
// clicks, drafts and places every tile through the interface against an
// easy computer, and reaches the results screen.
func TestPlayGameOf20ThroughTheInterface(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.gameof20")
	if got := a.Top().Name(); got != "setup" {
		t.Fatalf("scene %q after choosing Game of 20", got)
	}
	for i := 0; i < 4 && scenetest.Label(t, a, "setup.seat2") != "Computer (easy)"; i++ {
		scenetest.Tap(t, a, "setup.seat2")
	}
	scenetest.Tap(t, a, "setup.start")
	s, ok := a.Top().(*scene)
	if !ok {
		t.Fatalf("scene %q after Start", a.Top().Name())
	}
	if s.side != g20.DefaultSize {
		t.Fatalf("board %d x %d, want the default %d x %d", s.side, s.side, g20.DefaultSize, g20.DefaultSize)
	}
	takes, places, passes := 0, 0, 0
	for i := 0; i < 20000 && a.Top().Name() != "results"; i++ {
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			if s.view.phase != g20.Finished || s.labels.result == "" {
				t.Fatal("the tally is up before the game's end is shown")
			}
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playGameOf20Turn(t, a, hint)
			switch {
			case strings.HasPrefix(hint, "take"):
				takes++
			case strings.HasPrefix(hint, "place"):
				places++
			default:
				passes++
			}
			continue
		}
		scenetest.Frame(a)
	}
	if a.Top().Name() != "results" {
		t.Fatalf("game did not reach the results screen (scene %q)", a.Top().Name())
	}
	t.Logf("human moves: %d takes, %d placements, %d passes", takes, places, passes)
	if takes < 8 || places < 3 {
		t.Fatalf("only %d takes and %d placements by the human", takes, places)
	}
	// The view followed every event: it shows the final rule state.
	st := s.Match.State
	for p := range g20.NumPlayers {
		if s.view.sums[p] != st.HandSum(p) || s.view.counts[p] != st.HandSize(p) {
			t.Errorf("player %d: view shows sum %d of %d tiles, state %d of %d", p, s.view.sums[p], s.view.counts[p], st.HandSum(p), st.HandSize(p))
		}
	}
	for c := 0; c < st.Cells(); c++ {
		if s.view.filled[c] != (st.Board(c) != 0) {
			t.Errorf("cell %s: view filled %v, state holds %d", st.CellName(c), s.view.filled[c], st.Board(c))
		}
	}
	if _, ok, _ := store.Load(play.SaveKey("gameof20")); ok {
		t.Fatal("a finished game is still saved")
	}
	if !scenetest.Read(t, a).Over {
		t.Fatal("results screen does not report over")
	}
	r := a.Top().(*scenes.Results)
	if !strings.Contains(r.Headline(), "lower sum") || len(r.Rows()) != 2 || !strings.Contains(r.Rows()[0].Score, "=") {
		t.Fatalf("results: %q %+v", r.Headline(), r.Rows())
	}
	scenetest.CheckDrawn(t, a)
	scenetest.Tap(t, a, "results.menu")
	if a.Top().Name() != "menu" {
		t.Fatalf("back to %q, want menu", a.Top().Name())
	}
}

// TestGameOf20RefusesIllegalPlacement picks a hand tile and taps a cell
// that does not take it: the placement is refused with the rule's reason
// and the game does not change.
func TestGameOf20RefusesIllegalPlacement(t *testing.T) {
	a, s := startG20Test(t, 21, nil, nil)
	playUntil(t, a, func() bool { return humanPlacing(s) && s.view.empty < s.side*s.side-3 })
	scenetest.SaveShot(t, a, "gameof20-placing")
	st := s.Match.State
	hand := st.Hand(0)
	moves := len(s.Match.Record.Moves)
	sum := st.HandSum(0)
	for _, v := range hand {
		for c := 0; c < st.Cells(); c++ {
			if st.Board(c) != 0 || s.dec.fits[v]&(1<<uint(c)) != 0 {
				continue
			}
			scenetest.Tap(t, a, "hand.tile."+itoa(v))
			if s.selected != v {
				t.Fatalf("tapping tile %d selected %d", v, s.selected)
			}
			scenetest.SaveShot(t, a, "gameof20-selected")
			scenetest.Tap(t, a, "board."+st.CellName(c))
			if len(s.Match.Record.Moves) != moves || st.Board(c) != 0 || st.HandSum(0) != sum || st.ToMove() != 0 {
				t.Fatal("an illegal placement changed the game")
			}
			if !strings.HasPrefix(s.Note, "Not allowed: ") || !strings.Contains(s.Note, "takes only") {
				t.Fatalf("message %q does not give the reason", s.Note)
			}
			t.Logf("refused: %s", s.Note)
			return
		}
	}
	t.Skip("every tile fits every empty cell here")
}

func itoa(v int) string { return numbers[v] }

// TestGameOf20KeyboardOnly drafts and places with keys alone: arrows and
// Enter over the pool, then Tab to pick a tile, arrows to a cell it fits
// and Enter.
func TestGameOf20KeyboardOnly(t *testing.T) {
	a, s := startG20Test(t, 5, nil, nil)
	press := func(k ebiten.Key) { a.Input.InjectKey(k); scenetest.Frame(a) }
	// Draft: every pick of the human by keyboard.
	for i := 0; i < 5000 && s.Match.State.Phase() == g20.Drafting; i++ {
		if !s.HumanTurn() {
			scenetest.Frame(a)
			continue
		}
		moves := len(s.Match.Record.Moves)
		want := s.poolCursor
		press(ebiten.KeyRight)
		if s.poolCursor == want && s.Match.State.Pool()[len(s.Match.State.Pool())-1] != want {
			t.Fatalf("Right did not move the pool cursor from %d", want)
		}
		want = s.poolCursor
		press(ebiten.KeyEnter)
		if len(s.Match.Record.Moves) != moves+1 || s.Match.Record.Moves[moves] != "take "+itoa(want) {
			t.Fatalf("Enter on pool tile %d played %v", want, s.Match.Record.Moves[moves:])
		}
	}
	playUntil(t, a, func() bool { return humanPlacing(s) })
	// Tab until a tile that fits somewhere is picked.
	for i := 0; i < 30 && (s.selected == 0 || s.dec.fits[s.selected] == 0); i++ {
		press(ebiten.KeyTab)
	}
	v := s.selected
	if v == 0 || s.dec.fits[v] == 0 {
		t.Fatal("Tab never picked a tile that fits")
	}
	target := 0
	for s.dec.fits[v]&(1<<uint(target)) == 0 {
		target++
	}
	n := s.side
	for s.cursor%n < target%n {
		press(ebiten.KeyRight)
	}
	for s.cursor%n > target%n {
		press(ebiten.KeyLeft)
	}
	for s.cursor/n < target/n {
		press(ebiten.KeyDown)
	}
	for s.cursor/n > target/n {
		press(ebiten.KeyUp)
	}
	scenetest.SaveShot(t, a, "gameof20-keyboard")
	moves := len(s.Match.Record.Moves)
	press(ebiten.KeyEnter)
	want := s.Match.State.PlaceMove(v, target).String()
	if len(s.Match.Record.Moves) != moves+1 || s.Match.Record.Moves[moves] != want {
		t.Fatalf("Enter played %v, want %q", s.Match.Record.Moves[moves:], want)
	}
	// With nothing picked, Enter places the tile the cursor's cell takes.
	playUntil(t, a, func() bool { return humanPlacing(s) })
	for c := 0; c < s.side*s.side; c++ {
		if info := s.dec.cells[c]; info.legal {
			s.cursor = c
			moves := len(s.Match.Record.Moves)
			press(ebiten.KeyEnter)
			if want := s.Match.State.PlaceMove(int(info.tile), c).String(); s.Match.Record.Moves[moves] != want {
				t.Fatalf("Enter with nothing picked played %q, want %q", s.Match.Record.Moves[moves], want)
			}
			return
		}
	}
}

// TestGameOf20ResumesFromItsSave plays into the placement, then builds a
// new app on the same store: the same game is back, shown as it stands.
func TestGameOf20ResumesFromItsSave(t *testing.T) {
	store := play.MemoryStore{}
	a, s := startG20Test(t, 11, nil, store)
	playUntil(t, a, func() bool { return humanPlacing(s) && s.view.empty <= s.side*s.side-6 })
	want := strings.Join(s.Match.Record.Moves, ",")
	b := testApp(t, shell.Options{}, store)
	b.Settings.Speed = ui.Instant
	scenetest.Frame(b)
	r, ok := b.Top().(*scene)
	if !ok {
		t.Fatalf("resumed into scene %q", b.Top().Name())
	}
	if got := strings.Join(r.Match.Record.Moves, ","); got != want {
		t.Fatalf("resumed moves %v, want %v", got, want)
	}
	st := r.Match.State
	for c := 0; c < st.Cells(); c++ {
		if r.view.filled[c] != (st.Board(c) != 0) {
			t.Errorf("cell %s: view filled %v, state holds %d", st.CellName(c), r.view.filled[c], st.Board(c))
		}
	}
	for p := range g20.NumPlayers {
		if r.view.sums[p] != st.HandSum(p) || r.view.counts[p] != st.HandSize(p) {
			t.Errorf("player %d: view sum %d (%d tiles), state %d (%d)", p, r.view.sums[p], r.view.counts[p], st.HandSum(p), st.HandSize(p))
		}
	}
	for id := range r.tiles {
		tile := &r.tiles[id]
		if tile.zone == g20.ZoneBoard && st.Board(int(tile.cell)) != int(tile.value) {
			t.Errorf("sprite %d shows %d on %s, the board holds %d", id, tile.value, st.CellName(int(tile.cell)), st.Board(int(tile.cell)))
		}
	}
	// And it goes on to the end.
	playUntil(t, b, func() bool { return b.Top().Name() == "results" || r.Tally })
}

// TestGameOf20ResumesMidDraft resumes between the two takes of a turn: the
// view still says one more tile is to be taken.
func TestGameOf20ResumesMidDraft(t *testing.T) {
	store := play.MemoryStore{}
	a, s := startG20Test(t, 4, nil, store)
	playUntil(t, a, func() bool {
		return s.HumanTurn() && s.Match.State.Phase() == g20.Drafting && s.Match.State.TakesLeft() == 1 && len(s.Match.State.Pool()) < 16
	})
	b := testApp(t, shell.Options{}, store)
	scenetest.Frame(b)
	r := b.Top().(*scene)
	if !strings.Contains(r.labels.status, "1 more tile") {
		t.Fatalf("status after resume %q, want one more tile to take", r.labels.status)
	}
}

// TestGameOf20SmallBoard chooses "4 x 4 (shorter)" on the setup screen and
// plays that game to its end.
func TestGameOf20SmallBoard(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.gameof20")
	scenetest.Tap(t, a, "setup.option1")
	if got := scenetest.Label(t, a, "setup.option1"); got != "4 x 4 (shorter)" {
		t.Fatalf("board option shows %q", got)
	}
	for i := 0; i < 4 && scenetest.Label(t, a, "setup.seat2") != "Computer (easy)"; i++ {
		scenetest.Tap(t, a, "setup.seat2")
	}
	scenetest.Tap(t, a, "setup.start")
	s := a.Top().(*scene)
	if s.Match.State.Size() != 4 || s.Match.State.Centre() != 10 {
		t.Fatalf("board %d x %d with centre %d, want 4 x 4 with centre c3 (10)", s.side, s.side, s.Match.State.Centre())
	}
	playUntil(t, a, func() bool { return s.Tally })
	scenetest.SaveShot(t, a, "gameof20-small-end")
	if s.view.empty < 0 || s.Match.State.HandSize(0)+s.Match.State.HandSize(1) < 24-15 {
		t.Fatalf("a 4 x 4 board holds at most 15 placed tiles; hands hold %d", s.Match.State.HandSize(0)+s.Match.State.HandSize(1))
	}
}

// TestGameOf20HotSeatHasNoPassScreen: both hands are open, so two people
// play at one device without hand-over screens.
func TestGameOf20HotSeatHasNoPassScreen(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	s := a.Top().(*scene)
	viewer := s.Viewer
	for i := 0; i < 4000 && !s.Tally; i++ {
		if a.Top().Name() != "play" {
			t.Fatalf("scene %q came up in a hot-seat game", a.Top().Name())
		}
		if hint := a.HintText(); hint != "" {
			playGameOf20Turn(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	if !s.Tally || s.Viewer != viewer {
		t.Fatalf("hot-seat game: over %v, viewer %d -> %d", s.Tally, viewer, s.Viewer)
	}
	scenetest.SaveShot(t, a, "gameof20-end")
}

// TestGameOf20FinishedBoardShot plays a game to its end with the tiles
// animated at normal speed (for the screenshot of the finished board).
func TestGameOf20FinishedBoardShot(t *testing.T) {
	a, s := startG20Test(t, 7, nil, nil)
	scenetest.SaveShot(t, a, "gameof20-start")
	playUntil(t, a, func() bool { return s.Match.State.Phase() == g20.Drafting && len(s.Match.State.Pool()) < 10 })
	scenetest.SaveShot(t, a, "gameof20-draft")
	if testing.Short() {
		// make test animates the last placements only (a game is about 32
		// moves); make test-long the whole placement phase.
		a.Settings.Speed = ui.Instant
		playUntil(t, a, func() bool { return len(s.Match.Record.Moves) >= 26 || s.Tally })
	}
	a.Settings.Speed = ui.NormalSpeed
	playUntil(t, a, func() bool { return s.Tally })
	for range 30 {
		scenetest.Frame(a)
	}
	scenetest.SaveShot(t, a, "gameof20-finished")
}

// TestGameOf20ExactAIStaysQuick: Hard asks the solver within its node
// budget (a few milliseconds natively; nodes, not times, are judged so the
// test means the same on every machine); Easy never does.
func TestGameOf20ExactAIStaysQuick(t *testing.T) {
	_, s := startG20Test(t, 3, nil, nil)
	st := g20.MustNew(g20.DefaultOptions(), 3)
	for st.Phase() == g20.Drafting {
		if err := st.Apply(st.AppendLegal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := s.exact(st, ai.Easy); ok {
		t.Fatal("Easy used the solver")
	}
	worstNodes, exact := 0, 0
	rng := rules.NewRNG(1)
	for !st.Over() {
		mv, ok := s.exact(st, ai.Hard)
		worstNodes = max(worstNodes, s.solver.Nodes())
		if ok {
			exact++
		} else {
			mv = g20.Heuristic(st, &rng, nil)
		}
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("Hard: exact on %d positions; largest ask %d nodes", exact, worstNodes)
	if exact == 0 {
		t.Fatal("the solver never finished")
	}
	// One iteration of deepening may finish past the limit, not more.
	if budget := g20.ExactNodes[ai.Hard]; worstNodes > 2*budget {
		t.Errorf("an exact ask visited %d nodes, budget %d", worstNodes, budget)
	}
}

// TestGameOf20IdleFrameDoesNotAllocateInWindow counts the heap allocations of
// Update and Draw on the human's placement turn with a tile picked, the
// cells lit and the keyboard cursor shown.
func TestGameOf20IdleFrameDoesNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a, s := startG20Test(t, 5, nil, nil)
	playUntil(t, a, func() bool { return humanPlacing(s) })
	a.Input.InjectKey(ebiten.KeyTab)
	scenetest.Frame(a)
	for i := 0; i < 30; i++ {
		scenetest.Frame(a)
	}
	if s.selected == 0 || !s.keyboard {
		t.Fatal("no tile picked by Tab")
	}
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// TestGameOf20PlacesEitherWay: a placement takes two taps in either order,
// tile then cell or cell then tile; tapping a cell first only says which
// tile it takes. The old cell-first tap picked the tile and asked for a
// second tap on the cell, and tapping that tile then put it back: a player
// following "tile, then cell" went round in circles.
func TestGameOf20PlacesEitherWay(t *testing.T) {
	for _, cellFirst := range []bool{false, true} {
		a, s := startG20Test(t, 21, nil, nil)
		for placed := 0; placed < 3; placed++ {
			playUntil(t, a, func() bool { return humanPlacing(s) })
			st := s.Match.State
			var tile, cell int
			for c := 0; c < st.Cells(); c++ {
				if info := s.dec.cells[c]; info.legal {
					tile, cell = int(info.tile), c
					break
				}
			}
			moves := len(s.Match.Record.Moves)
			if cellFirst {
				scenetest.Tap(t, a, "board."+st.CellName(cell))
				if len(s.Match.Record.Moves) != moves || !strings.Contains(s.labels.info, "takes your "+itoa(tile)) {
					t.Fatalf("a first tap on %s: %d moves, line %q", st.CellName(cell), len(s.Match.Record.Moves)-moves, s.labels.info)
				}
				scenetest.Tap(t, a, "hand.tile."+itoa(tile))
			} else {
				scenetest.Tap(t, a, "hand.tile."+itoa(tile))
				scenetest.Tap(t, a, "board."+st.CellName(cell))
			}
			if len(s.Match.Record.Moves) != moves+1 || st.Board(cell) != tile {
				t.Fatalf("cell first %v: two taps did not place %d on %s (note %q)", cellFirst, tile, st.CellName(cell), s.Note)
			}
		}
	}
}

// TestHandSumsCountDown: at normal speed a hand's sum counts down to its
// new value over several ticks when a tile leaves it; at Instant it jumps.
func TestHandSumsCountDown(t *testing.T) {
	a, s := startG20Test(t, 21, nil, nil)
	// A placement of a tile of 3 or more, so the count has numbers between.
	bigPlacement := func() bool {
		f := strings.Fields(a.HintText())
		return humanPlacing(s) && len(f) == 4 && len(f[1]) > 0 && (len(f[1]) > 1 || f[1][0] >= '3')
	}
	playUntil(t, a, bigPlacement)
	a.Settings.Speed = ui.NormalSpeed
	before := s.sumCount[0].Shown()
	playGameOf20Turn(t, a, a.HintText())
	want := s.Match.State.HandSum(0)
	between := false
	for i := 0; i < 300 && s.sumCount[0].Shown() != want; i++ {
		scenetest.Frame(a)
		if v := s.sumCount[0].Shown(); v < before && v > want {
			between = true
			if !strings.Contains(s.labels.sums[0], "Sum "+itoa(v)) {
				t.Fatalf("shown %d, label %q", v, s.labels.sums[0])
			}
		}
	}
	if s.sumCount[0].Shown() != want || !between {
		t.Fatalf("sum %d -> %d: shown %d, passed between: %v", before, want, s.sumCount[0].Shown(), between)
	}
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func() bool { return humanPlacing(s) })
	playGameOf20Turn(t, a, a.HintText())
	scenetest.Frame(a)
	if got, want := s.sumCount[0].Shown(), s.Match.State.HandSum(0); got != want {
		t.Fatalf("at Instant: shown %d, want %d", got, want)
	}
}

// TestFinalBoardResized: a window resized while the finished game's board
// shows (its tally open, nobody to move) lays out without a panic; the
// long monkey found an index of -1 there (seed 20261252: Pass placed under
// the hand of the player to move, at 320x240).
func TestFinalBoardResized(t *testing.T) {
	defer scenetest.Resize(scenetest.W, scenetest.H)
	a := testApp(t, shell.Options{Game: "gameof20", Seed: 695, Level: "easy", Autoplay: true}, play.MemoryStore{})
	a.Settings.Speed = ui.Instant
	for i := 0; i < 20000; i++ {
		if s, ok := a.Top().(*scene); ok && s.Match.State.Over() {
			break
		}
		scenetest.Frame(a)
	}
	s, ok := a.Top().(*scene)
	if !ok || !s.Match.State.Over() {
		t.Fatalf("the game did not end at its table (%T)", a.Top())
	}
	for _, size := range [][2]float64{{320, 240}, {844, 390}, {390, 844}, {200, 200}, {1280, 800}} {
		scenetest.Resize(int(size[0]), int(size[1]))
		a.LayoutF(size[0], size[1])
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("at %.0fx%.0f: %v", size[0], size[1], p)
		}
	}
}
