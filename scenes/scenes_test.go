package scenes

import (
	"encoding/json"
	"image"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene tests run inside the real game loop under Xvfb: the tests run in a
// goroutine and ask the loop for frames, so every frame is a real Update and
// Draw with Ebitengine flushing its commands, as in the game.
type testRunner struct {
	m       *testing.M
	code    int
	started bool
	exit    chan int
	frames  chan frameRequest
	done    chan struct{}
	current frameRequest
	drawing bool
	shot    *image.RGBA

	// When counting, the heap allocations made inside App.Update and
	// App.Draw (not by the graphics driver flushing afterwards) add up here.
	counting   bool
	ownAllocs  uint64
	drawAllocs uint64
}

func (r *testRunner) mallocs() uint64 {
	if !r.counting {
		return 0
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

type frameRequest struct {
	app  *App // nil: an empty frame, the baseline for allocation counts
	snap bool
}

var runner *testRunner

func (r *testRunner) Update() error {
	if !r.started {
		r.started = true
		go func() { r.exit <- r.m.Run() }()
	}
	select {
	case r.code = <-r.exit:
		return ebiten.Termination
	case req := <-r.frames:
		r.current, r.drawing = req, true
		if req.app != nil {
			before := r.mallocs()
			if err := req.app.Update(); err != nil && !IsQuit(err) {
				panic(err)
			}
			r.ownAllocs += r.mallocs() - before
		}
	}
	return nil
}

func (r *testRunner) Draw(screen *ebiten.Image) {
	if !r.drawing {
		return
	}
	r.drawing = false
	if r.current.app != nil {
		// Tests draw every frame they ask for (several apps share this
		// screen); TestStillTableIsNotRedrawn checks the app's own choice.
		r.current.app.redraw = true
		before := r.mallocs()
		r.current.app.Draw(screen)
		r.ownAllocs += r.mallocs() - before
	}
	if r.current.snap {
		b := screen.Bounds()
		r.shot = image.NewRGBA(b)
		screen.ReadPixels(r.shot.Pix)
	}
	r.done <- struct{}{}
}

func (r *testRunner) Layout(w, h int) (int, int) { return testW, testH }

const testW, testH = 1280, 800

func TestMain(m *testing.M) {
	os.Setenv("TWENTY_CONFIG_DIR", "memory")
	runner = &testRunner{m: m, exit: make(chan int), frames: make(chan frameRequest), done: make(chan struct{})}
	ebiten.SetWindowSize(testW, testH)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	// One thread: the graphics driver then flushes after Draw on the same
	// thread instead of concurrently, so the allocation counts of Update and
	// Draw are this program's alone.
	if err := ebiten.RunGameWithOptions(runner, &ebiten.RunGameOptions{SingleThread: true}); err != nil {
		panic(err)
	}
	os.Exit(runner.code)
}

// testApp builds an app with a memory store and a fixed screen size.
func testApp(t testing.TB, opts Options, store Store) *App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = memoryStore{}
	}
	a := newWithStore(opts, store)
	a.LayoutF(testW, testH)
	return a
}

// frame runs one real tick and draw of the game loop.
func frame(a *App) {
	runner.frames <- frameRequest{app: a}
	<-runner.done
}

// snapshot runs a frame and returns its pixels.
func snapshot(a *App) *image.RGBA {
	runner.frames <- frameRequest{app: a, snap: true}
	<-runner.done
	return runner.shot
}

func state(t testing.TB, a *App) contractState {
	t.Helper()
	var st contractState
	if err := json.Unmarshal([]byte(a.StateJSON()), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

func findTarget(st contractState, id string) (Target, bool) {
	for _, tg := range st.Targets {
		if tg.ID == id {
			return tg, true
		}
	}
	return Target{}, false
}

// tap clicks the middle of a target, like a player would.
func tap(t testing.TB, a *App, id string) {
	t.Helper()
	tg, ok := findTarget(state(t, a), id)
	if !ok {
		t.Fatalf("no target %q on scene %q (targets: %v)", id, a.Top().Name(), targetIDs(state(t, a)))
	}
	a.Input.InjectTap(tg.X+tg.W/2, tg.Y+tg.H/2)
	frame(a)
}

func targetIDs(st contractState) string {
	var ids []string
	for _, tg := range st.Targets {
		ids = append(ids, tg.ID)
	}
	return strings.Join(ids, " ")
}

// checkSteadyFramesDoNotAllocate runs frames of a scene that is waiting for
// the player and fails if Update and Draw allocate: the best of three
// windows, as Ebitengine now and then grows an internal pool inside a draw
// call, which is not a steady-state cost.
func checkSteadyFramesDoNotAllocate(t *testing.T, a *App) {
	t.Helper()
	for i := 0; i < 30; i++ {
		frame(a)
	}
	const n = 60
	best := -1.0
	for window := 0; window < 3; window++ {
		runner.counting, runner.ownAllocs = true, 0
		for i := 0; i < n; i++ {
			frame(a)
		}
		runner.counting = false
		perFrame := float64(runner.ownAllocs) / n
		if best < 0 || perFrame < best {
			best = perFrame
		}
	}
	t.Logf("allocations per frame in Update+Draw: %.2f", best)
	if best > 0.1 {
		t.Errorf("%.2f allocations per frame in steady state", best)
	}
}

// TestStillTableIsNotRedrawn: on the human's turn with nothing moving, the
// app skips drawing until the heartbeat; a key press, or the computer's
// move being shown, makes it draw at once.
func TestStillTableIsNotRedrawn(t *testing.T) {
	a := testApp(t, Options{Game: "twenty", Seed: 5}, nil)
	a.Settings.Speed = Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		frame(a)
	}
	for i := 0; i < 30; i++ {
		frame(a) // every tween ends
	}
	if a.HintText() == "" || a.Top().(animator).Animating() {
		t.Fatal("the table is not still on the human's turn")
	}
	for i := 1; i < redrawHeartbeat; i++ {
		if a.Update(); a.redraw {
			t.Fatalf("a still table asked to be drawn %d ticks after the last frame", i)
		}
	}
	if a.Update(); !a.redraw {
		t.Fatalf("no frame after %d still ticks", redrawHeartbeat)
	}
	frame(a)
	a.Input.InjectKey(ebiten.KeyRight)
	if a.Update(); !a.redraw {
		t.Fatal("a key press did not ask for a frame")
	}
	frame(a)
	tap(t, a, "play.draw") // the computer moves next: its events are shown
	for i := 0; i < 600 && !a.Top().(animator).Animating(); i++ {
		frame(a)
	}
	a.redraw = false
	if a.Update(); !a.redraw {
		t.Fatal("the computer's move is being shown but no frame was asked for")
	}
}
