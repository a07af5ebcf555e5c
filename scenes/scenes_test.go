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
