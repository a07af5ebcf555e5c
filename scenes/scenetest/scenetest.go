// Package scenetest runs scene tests: a package's TestMain calls Main, and
// the tests ask for frames, each an Update and a Draw of the app. Without
// a window (the default) they are called directly, natively, with no
// graphics driver (windowless.go); with TWENTY_TEST_WINDOW=1, under Xvfb,
// the tests run in a goroutine inside the real game loop, Ebitengine
// flushing its commands as in the game, for the tests that read pixels or
// count a frame's allocations. It also reads the test contract
// (twentyState) and taps targets as a player would. It does not import the
// shell, so the shell's own tests use it too.
package scenetest

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// W and H are the test screen's size.
const W, H = 1280, 800

// App is what the runner drives: shell.App.
type App interface {
	Update() error
	Draw(screen *ebiten.Image)
	// RedrawNext makes the next Draw paint, whatever changed: several
	// apps share the test screen.
	RedrawNext()
	StateJSON() string
	InjectTap(x, y float64)
	InjectFinger(x, y float64, down bool)
}

// quitter tells a normal end of the app (the Quit button) from an error.
type quitter interface{ IsQuit(error) bool }

type runner struct {
	m       *testing.M
	code    int
	started bool
	exit    chan int
	frames  chan frameRequest
	done    chan struct{}
	current frameRequest
	drawing bool
	shot    *image.RGBA
	failure any // a panic inside Update or Draw, handed to the test

	// When counting, the heap allocations made inside Update and Draw (not
	// by the graphics driver flushing afterwards) add up here.
	counting  bool
	ownAllocs uint64
	ownTime   time.Duration // time spent in Update and Draw while counting
	w, h      int           // the screen's size

	windowless bool
	offscreen  *ebiten.Image // the screen without a window
}

type frameRequest struct {
	app     App // nil: an empty frame, the baseline for allocation counts
	snap    bool
	recover bool
}

var run *runner

// Main runs the package's tests, without a window or inside
// ebiten.RunGame (TWENTY_TEST_WINDOW); call it from TestMain. Settings and
// saves stay in memory.
func Main(m *testing.M) {
	os.Setenv("TWENTY_CONFIG_DIR", "memory")
	run = &runner{m: m, exit: make(chan int), frames: make(chan frameRequest), done: make(chan struct{}), w: W, h: H}
	if windowless() {
		run.windowless = true
		os.Exit(m.Run())
	}
	ebiten.SetWindowSize(W, H)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	// One thread: the graphics driver then flushes after Draw on the same
	// thread instead of concurrently, so the allocation counts of Update and
	// Draw are the app's alone.
	if err := ebiten.RunGameWithOptions(run, &ebiten.RunGameOptions{SingleThread: true}); err != nil {
		panic(err)
	}
	os.Exit(run.code)
}

func (r *runner) mallocs() uint64 {
	if !r.counting {
		return 0
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

func (r *runner) Update() error {
	if !r.started {
		r.started = true
		go func() { r.exit <- r.m.Run() }()
	}
	select {
	case r.code = <-r.exit:
		return ebiten.Termination
	case req := <-r.frames:
		r.current, r.drawing, r.failure = req, true, nil
		if req.app != nil {
			r.guard(req, func() {
				before, start := r.mallocs(), time.Now()
				if err := req.app.Update(); err != nil && !isQuit(req.app, err) {
					panic(err)
				}
				r.ownTime += time.Since(start)
				r.ownAllocs += r.mallocs() - before
			})
		}
	}
	return nil
}

func isQuit(a App, err error) bool {
	q, ok := a.(quitter)
	return ok && q.IsQuit(err)
}

// guard runs f; for a recovering frame a panic is kept for the test
// instead of ending the whole test binary.
func (r *runner) guard(req frameRequest, f func()) {
	if req.recover {
		defer func() {
			if p := recover(); p != nil && r.failure == nil {
				// The panic's own stack, since the test reports it far
				// from where it happened.
				r.failure = fmt.Sprintf("%v\n%s", p, debug.Stack())
			}
		}()
	}
	f()
}

func (r *runner) Draw(screen *ebiten.Image) {
	if !r.drawing {
		return
	}
	r.drawing = false
	if r.current.app != nil && r.failure == nil {
		r.guard(r.current, func() {
			r.current.app.RedrawNext()
			before, start := r.mallocs(), time.Now()
			r.current.app.Draw(screen)
			r.ownTime += time.Since(start)
			r.ownAllocs += r.mallocs() - before
		})
	}
	if r.current.snap {
		b := screen.Bounds()
		r.shot = image.NewRGBA(b)
		screen.ReadPixels(r.shot.Pix)
	}
	r.done <- struct{}{}
}

func (r *runner) Layout(w, h int) (int, int) { return r.w, r.h }

// Resize makes the test screen w by h from the next frame on (the app
// itself is told with its LayoutF).
func Resize(w, h int) { run.w, run.h = w, h }

// Frame runs one real tick and draw of the game loop.
func Frame(a App) {
	if run.windowless {
		run.frameWithoutWindow(frameRequest{app: a})
		return
	}
	run.frames <- frameRequest{app: a}
	<-run.done
}

// SafeFrame runs a frame and returns what Update or Draw panicked with, if
// anything, instead of ending the test binary (monkey tests report the seed).
func SafeFrame(a App) any {
	if run.windowless {
		run.frameWithoutWindow(frameRequest{app: a, recover: true})
		return run.failure
	}
	run.frames <- frameRequest{app: a, recover: true}
	<-run.done
	return run.failure
}

// EmptyFrame runs a frame with no app.
func EmptyFrame() {
	mustHaveWindow("EmptyFrame")
	run.frames <- frameRequest{}
	<-run.done
}

// Snapshot runs a frame and returns its pixels (in the window only).
func Snapshot(a App) *image.RGBA {
	mustHaveWindow("Snapshot")
	run.frames <- frameRequest{app: a, snap: true}
	<-run.done
	return run.shot
}

// Target is a clickable thing of the test contract, in CSS pixels (device
// pixels in tests).
type Target struct {
	ID    string  `json:"id"`
	Label string  `json:"label"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
}

// State is the test contract's JSON (README: Test contract), as tests read it.
type State struct {
	Scene    string   `json:"scene"`
	Game     string   `json:"game"`
	Over     bool     `json:"over"`
	Ticks    int      `json:"ticks"`
	Thinking bool     `json:"thinking"`
	Message  string   `json:"message"`
	Targets  []Target `json:"targets"`
	ScreenW  float64  `json:"screenW"`
	ScreenH  float64  `json:"screenH"`
	// Zoom: the screen is laid out this many times larger than a window
	// too small for it; the coordinates are the window's (TapPoint).
	Zoom  float64 `json:"zoom"`
	Texts []Text  `json:"texts"`
	Touch bool    `json:"touch"`
	Error string  `json:"error"` // the contract could not be written
	// Inspect is the open card inspector, nil when closed.
	Inspect *struct {
		ID   string `json:"id"`
		Text string `json:"text"`
	} `json:"inspect"`
	// Lesson is the running "Learn to play" lesson, nil when none runs.
	Lesson *Lesson `json:"lesson"`
}

// Lesson is a lesson in the test contract: its step (from 0; Steps once
// all are played), the targets of the move expected now in the order
// they are tapped, the step's line, and the box it is drawn in.
type Lesson struct {
	Game   string   `json:"game"`
	Step   int      `json:"step"`
	Steps  int      `json:"steps"`
	Expect []string `json:"expect"`
	Text   string   `json:"text"`
	Box    struct {
		X float64 `json:"x"`
		Y float64 `json:"y"`
		W float64 `json:"w"`
		H float64 `json:"h"`
	} `json:"box"`
	// Clear are the parts of the table the box must leave in view.
	Clear []Target `json:"clear"`
}

// Text is a text of the last frame and its box, in CSS pixels.
type Text struct {
	Text string  `json:"text"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
	Over bool    `json:"over"` // a toast, above everything else
	// BoxW is the width the text was wrapped or fitted to (0: none).
	BoxW float64 `json:"boxW"`
	Cut  bool    `json:"cut"`  // shortened with an ellipsis to fit
	Size float64 `json:"size"` // the font size, CSS pixels
}

// Read returns the app's test contract now.
func Read(t testing.TB, a App) State {
	t.Helper()
	var st State
	if err := json.Unmarshal([]byte(a.StateJSON()), &st); err != nil {
		t.Fatal(err)
	}
	if st.Error != "" {
		t.Fatal(st.Error)
	}
	return st
}

// Target finds a target by id.
func (st State) Target(id string) (Target, bool) {
	for _, tg := range st.Targets {
		if tg.ID == id {
			return tg, true
		}
	}
	return Target{}, false
}

// IDs lists the targets' ids, for failure messages.
func (st State) IDs() string {
	var ids []string
	for _, tg := range st.Targets {
		ids = append(ids, tg.ID)
	}
	return strings.Join(ids, " ")
}

// Tap clicks the middle of a target, like a player would, and runs the
// frame that handles it.
func Tap(t testing.TB, a App, id string) {
	t.Helper()
	st := Read(t, a)
	tg, ok := st.Target(id)
	if !ok {
		t.Fatalf("no target %q on scene %q (targets: %v)", id, st.Scene, st.IDs())
	}
	a.InjectTap(st.TapPoint(tg.X+tg.W/2, tg.Y+tg.H/2))
	Frame(a)
}

// TapPoint is where a tap at (x, y) of the contract's coordinates goes
// in the screen's: the same but in a window too small for the screen,
// which it is drawn scaled down into (Zoom).
func (st State) TapPoint(x, y float64) (float64, float64) {
	k := max(1, st.Zoom)
	return x * k, y * k
}

// LongPress holds a finger on target id for frames ticks and returns the
// contract read while it is still down (and the screenshot shot, when
// SHOTS asks); the finger is lifted after.
func LongPress(t testing.TB, a App, id string, frames int, shot string) State {
	t.Helper()
	st := Read(t, a)
	tg, ok := st.Target(id)
	if !ok {
		t.Fatalf("no target %q on scene %q (targets: %v)", id, st.Scene, st.IDs())
	}
	x, y := tg.X+tg.W/2, tg.Y+tg.H/2
	a.InjectFinger(x, y, true)
	for range frames {
		Frame(a)
	}
	held := Read(t, a)
	if shot != "" {
		SaveShot(t, a, shot)
	}
	a.InjectFinger(x, y, false)
	Frame(a)
	return held
}

// CheckSteadyFramesDoNotAllocate runs frames of a scene that is waiting for
// the player and fails if Update and Draw allocate: the best of three
// windows, as Ebitengine now and then grows an internal pool inside a draw
// call, which is not a steady-state cost.
func CheckSteadyFramesDoNotAllocate(t *testing.T, a App) {
	t.Helper()
	mustHaveWindow("CheckSteadyFramesDoNotAllocate")
	// Short runs (make test) count windows of 20 frames: an allocation in
	// every frame, or every other, shows there as in 60.
	warm, n := 30, 60
	if testing.Short() {
		warm, n = 10, 20
	}
	for i := 0; i < warm; i++ {
		Frame(a)
	}
	best := -1.0
	for window := 0; window < 3; window++ {
		run.counting, run.ownAllocs = true, 0
		for i := 0; i < n; i++ {
			Frame(a)
		}
		run.counting = false
		perFrame := float64(run.ownAllocs) / float64(n)
		if best < 0 || perFrame < best {
			best = perFrame
		}
	}
	t.Logf("allocations per frame in Update+Draw: %.2f", best)
	if best > 0.1 {
		t.Errorf("%.2f allocations per frame in steady state", best)
	}
}

// MeasureFrames runs n frames, calling before ahead of each, and returns
// what Update and Draw cost per frame: time and heap allocations, without
// the graphics driver's flush after Draw (benchmarks report these beside
// the whole frame's ns/op).
func MeasureFrames(a App, n int, before func()) (perFrame time.Duration, allocs float64) {
	mustHaveWindow("MeasureFrames")
	run.counting, run.ownAllocs, run.ownTime = true, 0, 0
	for range n {
		if before != nil {
			before()
		}
		Frame(a)
	}
	run.counting = false
	return run.ownTime / time.Duration(max(n, 1)), float64(run.ownAllocs) / float64(max(n, 1))
}

// CheckDrawn runs a frame and, in the window, fails if the screen is one
// flat colour.
func CheckDrawn(t testing.TB, a App) {
	t.Helper()
	if !Window() {
		Frame(a)
		return
	}
	AssertDrawn(t, Snapshot(a))
}

// AssertDrawn fails if the screen is one flat colour.
func AssertDrawn(t testing.TB, shot *image.RGBA) {
	t.Helper()
	w, h := shot.Bounds().Dx(), shot.Bounds().Dy()
	first := shot.At(w/2, h/2)
	for y := 0; y < h; y += 13 {
		for x := 0; x < w; x += 17 {
			if shot.At(x, y) != first {
				return
			}
		}
	}
	t.Fatal("the screen is one flat colour")
}

// SaveShot writes the screen to $SHOTS/name.png when SHOTS is set, so a
// table can be looked at; in the window it checks the screen is drawn
// either way (without one it runs the frame only).
func SaveShot(t testing.TB, a App, name string) {
	t.Helper()
	if !Window() {
		Frame(a)
		return
	}
	shot := Snapshot(a)
	AssertDrawn(t, shot)
	dir := os.Getenv("SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, shot); err != nil {
		t.Fatal(err)
	}
}

// Label is what a target says now (a setup row's value, a button's text).
func Label(t testing.TB, a App, id string) string {
	t.Helper()
	st := Read(t, a)
	tg, ok := st.Target(id)
	if !ok {
		t.Fatalf("no target %q on scene %q (targets: %v)", id, st.Scene, st.IDs())
	}
	return tg.Label
}

// SafeRead reads the test contract and returns what it panicked with, if
// anything.
func SafeRead(a App) (failure any) {
	defer func() { failure = recover() }()
	var st State
	if err := json.Unmarshal([]byte(a.StateJSON()), &st); err != nil {
		return err
	}
	return nil
}
