// Package shell is the app around the games: the App (an ebiten.Game) and
// its scene stack, the menu, setup, settings, rules reader, statistics,
// recent games and About screens, saved games and their resuming, the
// page's address, and the test contract (window.twentyState). It reaches
// the games only through package scenes (the table) and the list main.go
// hands to New.
package shell

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/platform"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/sprites"
)

// Options are what main gives the app from flags or the page's URL.
type Options struct {
	Game     string // start this game at once (with Autoplay: every seat a computer)
	Seed     uint64 // 0: random
	Players  int
	Autoplay bool
	// Lesson: start Game's "Learn to play" lesson (?lesson=1), or resume
	// the one in progress.
	Lesson bool
	// Daily: start Game's deal of the day (?daily=1), or resume it.
	Daily bool
	// Puzzle: open Game's Nth shipped puzzle (?puzzle=N); the game in
	// progress stays saved as it is.
	Puzzle int
	// Replay: a shared game's code (?replay=CODE), opened in the replay.
	Replay string
	Level  string // computer strength of the seats Game starts with ("": normal)
	Silent bool
	Notice string // a problem with the flags or the page's query, shown once at start
	// Screenshot writes the screen to this PNG at tick ExitAfterTicks, then exits.
	Screenshot     string
	ExitAfterTicks int
	// Think is how the computer thinks (ThinkSlices, ThinkFixed or
	// ThinkTimed); Searchers how many share a decision (0: one per core but
	// one, at most four).
	Think     string
	Searchers int
	// Searches answers a search request for any game (rules/catalog's
	// Think): the desktop's searchers run it in goroutines. main hands it
	// over, so the shell imports no game.
	Searches gamedef.ThinkFunc
	// Version is the build's version (main's, from git), shown in the
	// menu's corner and the About screen.
	Version string
}

// App implements ebiten.Game.
type App struct {
	opts Options
	// zoomOut: the screen is laid out this many times larger than a
	// window too small for the tables, and drawn scaled down (LayoutF).
	zoomOut  float64
	Text     *sprites.Text
	Audio    *audio.Mixer
	Settings ui.Settings
	store    play.Store

	games []*scenes.Game
	loads int // starts from the store (test contract)
	stack []ui.Scene
	Input ui.Input
	ui.Screen
	// scaleForTests replaces the monitor's scale factor (SetDeviceScale).
	scaleForTests float64
	Ticks         int
	FrameTimes    ui.FrameTimes
	Toast         ui.Toast
	// ctx is what the scenes are given: a narrow view of the app.
	ctx ui.Context
	// felt is the table's cloth, painted once for the screen's size.
	felt sprites.TableFelt

	// Frames are drawn only when something may have changed (see
	// needsRedraw): a Table waiting for a move or for the computer to think
	// is a still picture, and drawing it again costs the frame rate (and the
	// battery) that the game loop needs.
	redraw     bool
	drawnAt    int // the tick of the last drawn frame
	drawnDepth int // scenes on the stack when it was drawn
	drawnTop   ui.Scene
	drawnW     float64
	drawnH     float64
	// drawnInspecting: the card inspector was open in the drawn frame.
	drawnInspecting bool
	// drawnOnce: the first frame has been drawn (its moment is marked).
	drawnOnce bool

	fullscreen bool
	quit       bool
	shotTaken  bool
	// failed ends RunGame with an error at the next tick: a screenshot the
	// -screenshot flag asked for could not be written.
	failed error

	// The browser test bridge (see bridge_js.go).
	bridgeActive bool
	// labelsWanted: the test contract has been read, so each frame's texts
	// are recorded with their boxes for the layout checks.
	labelsWanted bool
	bridgeState  string
	bridgeHint   string
	// reloadRequested: start again from the store at the next tick (tests).
	reloadRequested bool

	// thinking runs the computer's searches beside the game loop.
	thinking *play.Thinking
}

// errQuit ends RunGame normally.
var errQuit = errors.New("quit")

// IsQuit tells whether RunGame ended because the app asked to.
func IsQuit(err error) bool { return errors.Is(err, errQuit) || errors.Is(err, ebiten.Termination) }

// New builds the app and its first scenes; games are the collection, in
// menu order.
func New(opts Options, games []*scenes.Game) *App {
	store, notice := platform.NewStore()
	if notice != "" {
		opts.Notice = strings.TrimSpace(notice + " " + opts.Notice)
	}
	return NewWithStore(opts, store, games)
}

// NewWithStore is New with another store (tests keep saves in memory).
func NewWithStore(opts Options, store play.Store, games []*scenes.Game) *App {
	a := &App{opts: opts, Text: sprites.NewText(), store: store, games: games}
	a.ctx = ui.Context{Screen: &a.Screen, Input: &a.Input, Text: a.Text, Settings: &a.Settings, Toast: &a.Toast, Nav: navigator{a}}
	a.thinking = play.NewThinking(opts.Think, opts.Searchers, opts.Searches)
	a.Input.SetTouch(ui.DeviceHasTouch())
	a.Settings = ui.LoadSettings(a.store)
	a.Audio = audio.New(opts.Silent)
	a.applySettings()
	a.installBridge()
	a.open()
	// What the address asked for and could not have is said even when a
	// game was resumed: "Welcome back" gives way to it.
	if opts.Notice != "" {
		if a.Toast.Text != "" && a.Toast.Text != welcomeBackText {
			a.Toast.Show(a.Toast.Text+" "+opts.Notice, 0)
		} else {
			a.Toast.Show(opts.Notice, 0)
		}
	}
	return a
}

// open shows the first scenes: the game asked for by flags or the page's
// query (its game in progress, if it has one), else the saved game in
// progress, else the menu.
func (a *App) open() {
	a.loads++
	a.stack = []ui.Scene{newMenu(&a.ctx)}
	switch {
	case a.opts.Replay != "":
		a.openShared(a.opts.Replay)
	case a.opts.Game != "":
		g, ok := a.gameByID(a.opts.Game)
		switch {
		case !ok:
			a.Toast.Show(fmt.Sprintf("There is no game called %q.", play.Shorten(a.opts.Game, 24)), 0)
		case a.opts.Puzzle != 0:
			a.puzzleAddressed(g)
		case a.dailyAddressed(g):
			a.StartDaily(g)
		case a.hasSave(g.ID):
			a.resumeAddressed(g)
		case a.opts.Lesson && g.Lesson != nil:
			a.StartLesson(g)
		default:
			a.startDirect(g)
		}
	default:
		a.resumeSaved()
	}
}

// resumeAddressed resumes g's game in progress when the flags or the
// page's address name g: a bookmark or a reload of ?game=ID must not throw
// away the game it was playing. What else they asked for (autoplay, a
// seed, players, a level) waits for a new game, and the player is told.
func (a *App) resumeAddressed(g *scenes.Game) {
	a.resumeGame(g.ID)
	lesson := false
	if a.opts.Lesson {
		if text, ok, err := a.store.Load(play.SaveKey(g.ID)); ok && err == nil {
			sg, _, err := a.decodeSave(text)
			lesson = err == nil && sg.Lesson
		}
	}
	if a.opts.Autoplay || a.opts.Seed != 0 || a.opts.Players != 0 || a.opts.Level != "" || a.opts.Lesson && !lesson || a.opts.Daily {
		a.Toast.Show("Your game of "+g.Title+" in progress was resumed; start a new one from the menu for what the address asks.", 0)
	}
}

// hasSave tells whether the store holds a game in progress of game id.
func (a *App) hasSave(id string) bool {
	_, ok, err := a.store.Load(play.SaveKey(id))
	return ok || err != nil
}

// reloadFromStore starts again from what the store holds, as a restart of
// the program would.
func (a *App) reloadFromStore() {
	a.reloadRequested = false
	a.opts.Game, a.opts.Replay = "", ""
	a.Toast = ui.Toast{}
	a.Settings = ui.LoadSettings(a.store)
	a.applySettings()
	a.open()
}

// Push puts a scene on top.
func (a *App) Push(s ui.Scene) { a.stack = append(a.stack, s) }

// Pop removes the top scene (never the last one).
func (a *App) Pop() {
	if len(a.stack) > 1 {
		a.stack = a.stack[:len(a.stack)-1]
	}
}

// Replace swaps the top scene.
func (a *App) Replace(s ui.Scene) { a.stack[len(a.stack)-1] = s }

// BackToMenu drops every scene above the menu.
func (a *App) BackToMenu() { a.stack = a.stack[:1] }

// RedrawNext makes the next Draw paint whatever changed (tests share one
// screen between several apps).
func (a *App) RedrawNext() { a.redraw = true }

// InjectTap taps the screen at (x, y) in device pixels, as a player would.
func (a *App) InjectTap(x, y float64) { a.Input.InjectTap(x, y) }

// InjectFinger puts a finger down at (x, y) or lifts it (tests).
func (a *App) InjectFinger(x, y float64, down bool) { a.Input.InjectFinger(x, y, down) }

// IsQuit tells a normal end of the app (the Quit button) from an error.
func (a *App) IsQuit(err error) bool { return IsQuit(err) }

// Scenes is the stack, bottom first (read only).
func (a *App) Scenes() []ui.Scene { return a.stack }

// Top is the scene receiving input.
func (a *App) Top() ui.Scene { return a.stack[len(a.stack)-1] }

// Update implements ebiten.Game.
func (a *App) Update() error {
	start := time.Now()
	a.Ticks++
	if a.Ticks == 1 {
		platform.Mark("twenty:update") // the start-up's timeline (startup.mjs)
	}
	if a.drawnOnce {
		a.Audio.Warm() // one sound effect a tick, after the first frame
	}
	if a.reloadRequested {
		a.reloadFromStore()
	}
	a.Input.Update(&a.ctx)
	a.globalKeys()
	top := a.Top()
	top.Update(&a.ctx)
	// A scene pushed during this tick updates once at once, with input
	// frozen, so it is laid out before it is drawn and the key that opened it
	// does not act on it too.
	for i := 0; i < 4 && a.Top() != top; i++ {
		top = a.Top()
		a.Input.Freeze(true)
		top.Update(&a.ctx)
	}
	a.Input.Freeze(false)
	a.cancelOrphanSearch()
	a.Toast.Update()
	a.redraw = a.redraw || a.needsRedraw()
	a.refreshBridge()
	a.FrameTimes.EndUpdate(a.Ticks, time.Since(start))
	if a.failed != nil {
		return a.failed
	}
	if a.quit {
		return errQuit
	}
	if a.opts.ExitAfterTicks > 0 && a.Ticks >= a.opts.ExitAfterTicks && (a.opts.Screenshot == "" || a.shotTaken) {
		return ebiten.Termination
	}
	return nil
}

// redrawHeartbeat is the longest a still screen goes without being drawn
// again (ticks): slow changes no scene reports, such as a badge timing out,
// show within a sixth of a second.
const redrawHeartbeat = 10

// needsRedraw tells whether the screen may differ from the last frame drawn.
func (a *App) needsRedraw() bool {
	top := a.Top()
	return top.Animating() ||
		a.Input.Active() || a.Toast.Showing() || a.inspecting() != a.drawnInspecting ||
		top != a.drawnTop || len(a.stack) != a.drawnDepth || a.W != a.drawnW || a.H != a.drawnH ||
		a.Ticks-a.drawnAt >= redrawHeartbeat
}

// inspecting tells whether the top scene's card inspector is open: its
// opening and closing are drawn, though nothing else moves.
func (a *App) inspecting() bool {
	g, ok := a.Top().(scenes.GameScene)
	if !ok {
		return false
	}
	_, open := g.Inspected()
	return open
}

// ownsFullscreen: the desktop build switches full screen itself. A browser
// allows it only inside the handler of a click or key, which Update is not
// (a saved "full screen" applied after a reload failed with "Permissions
// check failed"), and its own F11 already does it there.
const ownsFullscreen = runtime.GOOS != "js"

// globalKeys are the keys every scene shares: mute and fullscreen.
func (a *App) globalKeys() {
	if a.Input.Key(ebiten.KeyM) {
		a.Settings.Muted = !a.Settings.Muted
		a.applySettings()
		a.SaveSettings()
		if a.Settings.Muted {
			a.Toast.Show(a.ctx.Say("Sound muted (M)", "Sound muted"), 90)
		} else {
			a.Toast.Show(a.ctx.Say("Sound on (M)", "Sound on"), 90)
		}
	}
	if ownsFullscreen && (a.Input.Key(ebiten.KeyF11) || (a.Input.Key(ebiten.KeyF) && a.Input.Alt())) {
		a.Settings.Fullscreen = !a.Settings.Fullscreen
		a.applySettings()
		a.SaveSettings()
	}
}

// Draw implements ebiten.Game.
// The screen keeps the last frame drawn (main sets
// ebiten.SetScreenClearedEveryFrame(false)), so a frame with nothing new is
// skipped.
func (a *App) Draw(screen *ebiten.Image) {
	if !a.redraw {
		return
	}
	a.redraw = false
	a.drawnAt, a.drawnDepth, a.drawnTop, a.drawnW, a.drawnH = a.Ticks, len(a.stack), a.Top(), a.W, a.H
	a.drawnInspecting = a.inspecting()
	start := time.Now()
	if a.labelsWanted {
		a.Text.RecordLabels(screen)
		defer a.Text.FinishLabels()
	}
	a.felt.Draw(screen)
	// Only the top scene: every scene paints the whole screen (the rules
	// reader is opaque), and one under another gets no Update, so it would
	// be drawn laid out for a size the screen may no longer have.
	a.Top().Draw(&a.ctx, screen)
	a.Text.MarkOverlay()
	a.Toast.Draw(&a.ctx, screen)
	if a.opts.Screenshot != "" && !a.shotTaken && a.Ticks >= a.opts.ExitAfterTicks {
		if err := ui.SaveScreenshot(screen, a.opts.Screenshot); err != nil {
			a.failed = fmt.Errorf("the screenshot could not be written: %w", err)
		}
		a.shotTaken = true
	}
	a.FrameTimes.EndDraw(time.Since(start))
	if !a.drawnOnce {
		a.drawnOnce = true
		platform.FirstFrame()
	}
}

// Layout implements ebiten.Game: the screen is in device pixels, so text
// and cards are drawn crisp at any device scale.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	panic("LayoutF is used")
}

// LayoutF implements ebiten.LayoutFer.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := a.deviceScale()
	k := zoomOut(outsideW, outsideH)
	a.zoomOut = k
	w, h := float64(int(outsideW*k*s)), float64(int(outsideH*k*s))
	if w != a.W || h != a.H || s != a.Scale {
		a.W, a.H, a.Scale = w, h, s
		a.Unit = min(w/1280, h/800)
		if w < h { // portrait: lay out for a narrow design
			a.Unit = min(w/720, h/1100)
		}
		a.Relayout()
	}
	return w, h
}

// minShortCSS and minLongCSS are the smallest screen the layouts are made
// for: the smallest phone, 320x568 CSS pixels either way round. A smaller
// window (a desktop window dragged small) is laid out as one that holds
// that phone, with the window's proportions, and Ebitengine draws that
// screen scaled down into the window (the pointer and touches scaled back
// up with it): the tables keep the layouts they were made for instead of
// squeezing below them, where cards overlapped and taps left the screen.
const (
	minShortCSS = 320
	minLongCSS  = 568
)

// maxZoomOut bounds that scaling: a window a few pixels across is not
// worth a screen thousands of pixels wide.
const maxZoomOut = 3

// zoomOut is how many times larger than the window w by h (CSS pixels)
// the screen is laid out: 1 for a window that holds the smallest phone.
func zoomOut(w, h float64) float64 {
	if !(w > 0) || !(h > 0) {
		return 1
	}
	return min(maxZoomOut, max(1, minShortCSS/min(w, h), minLongCSS/max(w, h)))
}

// deviceScale is the device pixels per CSS pixel.
func (a *App) deviceScale() float64 {
	if a.scaleForTests > 0 {
		return a.scaleForTests
	}
	// No monitor before the game loop runs (tests without a window).
	if m := ebiten.Monitor(); m != nil {
		return m.DeviceScaleFactor()
	}
	return 1
}

// Context is what the app gives its scenes; tests call scenes with it.
func (a *App) Context() *ui.Context { return &a.ctx }

// SetDeviceScale makes the app lay out as on a screen of s device pixels
// per CSS pixel from its next layout on (0: the monitor's). Tests use it.
func (a *App) SetDeviceScale(s float64) { a.scaleForTests = s }

// applySettings pushes the settings into the mixer and window.
func (a *App) applySettings() {
	if a.Settings.ColourSafe != sprites.ColourSafe() {
		sprites.SetColourSafe(a.Settings.ColourSafe)
		a.Relayout() // every scene lays out again: its atlases are painted anew
	}
	a.Audio.SetVolume(a.Settings.Volume)
	a.Audio.SetMuted(a.Settings.Muted)
	if ownsFullscreen && a.Settings.Fullscreen != a.fullscreen {
		a.fullscreen = a.Settings.Fullscreen
		ebiten.SetFullscreen(a.fullscreen)
	}
}

// SaveSettings stores the settings; a failure is shown, never fatal.
func (a *App) SaveSettings() {
	if err := ui.StoreSettings(a.store, a.Settings); err != nil {
		a.Toast.Show("Settings could not be saved: "+err.Error(), 240)
	}
}

// Quit ends the program (desktop only; the menu hides it in browsers).
func (a *App) Quit() { a.quit = true }

// Quitting tells whether the player chose Quit (the app's next Update ends
// the program).
func (a *App) Quitting() bool { return a.quit }

// cancelOrphanSearch abandons a search whose scene has left the stack (the
// player went back to the menu or started another game); a search whose
// scene is only under the menu or the rules goes on.
func (a *App) cancelOrphanSearch() {
	o := a.thinking.Owner()
	if o == nil {
		return
	}
	for _, s := range a.stack {
		if g, ok := s.(scenes.GameScene); ok && g.Search().Owner == o {
			return
		}
	}
	a.thinking.Cancel()
}

// navigator is the App as the screens' Context sees it (ui.Navigator).
type navigator struct{ *App }

func (n navigator) Ticks() int          { return n.App.Ticks }
func (n navigator) Play(e audio.Effect) { n.Audio.Play(e) }

// appOf is the App behind a context: the shell's screens reach it so.
func appOf(a *ui.Context) *App { return a.Nav.(navigator).App }
