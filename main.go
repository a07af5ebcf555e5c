// Command twenty is the collection of games about the number 20: one binary
// for the desktop and the browser (WebAssembly).
package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/scenes"
	_ "github.com/twenty-games/twenty/scenes/for20"       // registers the game
	_ "github.com/twenty-games/twenty/scenes/gameof20"    // registers the game
	_ "github.com/twenty-games/twenty/scenes/minustwenty" // registers the game
	"github.com/twenty-games/twenty/scenes/platform"
	"github.com/twenty-games/twenty/scenes/shell"
	_ "github.com/twenty-games/twenty/scenes/twenty"       // registers the game
	_ "github.com/twenty-games/twenty/scenes/twentystrong" // registers the game
)

// games are the games' scenes, in rules/catalog's order (the one list of
// games, which the Web Worker and the arena read too): each game's package,
// imported above, registers its own (TestEveryGameIsInTheMenu checks).
var games = scenes.Games()

// version is the build's version, set by the Makefile from git
// (-ldflags "-X main.version=..."): shown in the menu's corner and the
// About screen.
var version = "dev"

// launch is what the program is asked to do: the app's options, and the
// desktop's window and frame dumps. The desktop reads it from flags
// (flags_other.go); a browser from the page's address alone (flags_js.go),
// so the browser build carries no flag parser.
type launch struct {
	opts       shell.Options
	winW, winH int
	frames     string // -frames: write the screen to DIR/TICK.png
	frameEvery int
}

func main() {
	platform.Install()
	serveIfWorker()
	platform.Mark("twenty:main") // after the runtime's and the packages' init
	platform.StartUp()
	l := parseFlags()
	l.opts.Searches = catalog.Think // the desktop's searchers; the shell imports no game
	l.opts.Version = version
	shell.AddURLOptions(&l.opts) // the page's ?game=&autoplay=&seed= in browsers

	ebiten.SetWindowTitle("Twenty")
	ebiten.SetWindowSize(l.winW, l.winH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The app draws a frame only when something changed (App.Draw); the
	// screen keeps the last one in between.
	ebiten.SetScreenClearedEveryFrame(false)
	app := shell.New(l.opts, games)
	platform.Mark("twenty:new")
	if err := ebiten.RunGame(withFrames(app, l.frames, l.frameEvery)); err != nil && !shell.IsQuit(err) {
		fmt.Fprintln(os.Stderr, "twenty:", err)
		os.Exit(1)
	}
}
