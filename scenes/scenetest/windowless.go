package scenetest

import (
	"fmt"
	"image"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
	_ "unsafe" // go:linkname, below

	"github.com/hajimehoshi/ebiten/v2"
)

// Most scene tests need no window: what they check (the test contract's
// targets and texts, the layout, the moves, saves) comes out of Update and
// Draw, not out of the pixels. Without a window (the default) the runner
// calls them directly on an offscreen image, with no graphics driver:
// Ebitengine then defers every command until a frame that never comes, and
// the runner drops them after each frame. A table's layout is checked that
// way in milliseconds instead of seconds of software rasterising (Twenty's
// ten layout states at five sizes: 68 s under Xvfb, 2 s without).
//
// A test that reads pixels or counts a frame's allocations (Ebitengine's
// deferred commands allocate) needs the real game loop: it calls
// NeedsWindow first, its name ends in "InWindow", and it runs when
// TWENTY_TEST_WINDOW=1 under Xvfb (make test runs those alone; make
// test-long runs every test in the window). SHOTS (screenshots) asks for
// the window too.

// WindowEnv is the variable that runs the tests in the real game loop.
const WindowEnv = "TWENTY_TEST_WINDOW"

// WindowSuffix ends the name of every test that needs the window, so that
// a run can pick them (go test -run InWindow).
const WindowSuffix = "InWindow"

// Window tells whether the tests run in the real game loop.
func Window() bool { return run != nil && !run.windowless }

// NeedsWindow skips the test without a window; its name must end in
// WindowSuffix, or the window runs would not pick it.
func NeedsWindow(t testing.TB) {
	t.Helper()
	top, _, _ := strings.Cut(t.Name(), "/")
	if !strings.HasSuffix(top, WindowSuffix) {
		t.Fatalf("%s needs a window: its name must end in %q so that make test's window run picks it", top, WindowSuffix)
	}
	if !Window() {
		t.Skipf("reads pixels or counts a frame's allocations: runs with %s=1 under Xvfb", WindowEnv)
	}
}

// windowless tells whether this test binary runs without a window.
func windowless() bool {
	return os.Getenv(WindowEnv) == "" && os.Getenv("SHOTS") == ""
}

// mustHaveWindow panics with why, for a helper that cannot work without
// the game loop (its test should have called NeedsWindow).
func mustHaveWindow(what string) {
	if !Window() {
		panic(fmt.Sprintf("scenetest.%s needs the window: call scenetest.NeedsWindow(t) first", what))
	}
}

// frameWithoutWindow runs a frame's Update and Draw directly.
func (r *runner) frameWithoutWindow(req frameRequest) {
	if r.offscreen == nil || r.offscreen.Bounds().Dx() != r.w || r.offscreen.Bounds().Dy() != r.h {
		r.offscreen = ebiten.NewImage(r.w, r.h)
	}
	r.current, r.failure = req, nil
	if req.app != nil {
		r.guard(req, func() {
			start := time.Now()
			if err := req.app.Update(); err != nil && !isQuit(req.app, err) {
				panic(err)
			}
			r.ownTime += time.Since(start)
		})
	}
	if req.app != nil && r.failure == nil {
		r.guard(req, func() {
			req.app.RedrawNext()
			start := time.Now()
			req.app.Draw(r.offscreen)
			r.ownTime += time.Since(start)
		})
	}
	dropDeferredCommands()
	if req.snap {
		r.shot = image.NewRGBA(r.offscreen.Bounds())
	}
}

// Ebitengine's atlas keeps the commands given outside a frame until the
// next one; without a window there is none, so they are dropped after each
// test frame (the pixels are never read). A newer Ebitengine that renames
// these fails to link the tests, not silently.

//go:linkname deferredCommands github.com/hajimehoshi/ebiten/v2/internal/atlas.deferred
var deferredCommands []func()

//go:linkname deferredCommandsLock github.com/hajimehoshi/ebiten/v2/internal/atlas.deferredM
var deferredCommandsLock sync.Mutex

func dropDeferredCommands() {
	deferredCommandsLock.Lock()
	deferredCommands = nil
	deferredCommandsLock.Unlock()
}
