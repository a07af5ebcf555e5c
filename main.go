// Command twenty is the collection of games about the number 20: one binary
// for the desktop and the browser (WebAssembly).
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/play"
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

// gameIDs lists the games for the flag help.
func gameIDs() string {
	var ids []string
	for _, g := range catalog.Games {
		ids = append(ids, g.Info().ID)
	}
	return strings.Join(ids, ", ")
}

func main() {
	platform.Install()
	serveIfWorker()
	var opts shell.Options
	flag.StringVar(&opts.Game, "game", "", "start this game at once ("+gameIDs()+")")
	flag.Uint64Var(&opts.Seed, "seed", 0, "seed of the game started with -game (0: random)")
	flag.IntVar(&opts.Players, "players", 0, "number of players for -game")
	flag.BoolVar(&opts.Daily, "daily", false, "with -game: start (or resume) that game's deal of the day")
	flag.BoolVar(&opts.Lesson, "lesson", false, "with -game: start (or resume) that game's lesson")
	flag.StringVar(&opts.Replay, "replay", "", "open a shared game's code (20r1.…) in the replay")
	flag.BoolVar(&opts.Autoplay, "autoplay", false, "with -game: the computer plays every seat")
	flag.StringVar(&opts.Level, "ai", "", "with -game: the computer's strength (easy, normal, hard; default normal)")
	flag.BoolVar(&opts.Silent, "silent", false, "no sound at all (machines without an audio device)")
	flag.StringVar(&opts.Screenshot, "screenshot", "", "write the screen to this PNG at tick -exit-after-ticks")
	flag.IntVar(&opts.ExitAfterTicks, "exit-after-ticks", 0, "exit after this many ticks")
	frames := flag.String("frames", "", "write the screen to DIR/TICK.png every -frame-every ticks (the store page's GIF)")
	frameEvery := flag.Int("frame-every", 3, "with -frames: ticks between frames")
	window := flag.String("window", "1280x800", "the window's size, WIDTHxHEIGHT (the store page's 1280x720 screenshots)")
	flag.StringVar(&opts.Think, "think", play.ThinkTimed, "how the computer thinks: timed (beside the game, a second at hard), fixed (beside the game, a fixed search), or slices (in the game loop)")
	flag.IntVar(&opts.Searchers, "searchers", 0, "searchers sharing each decision (0: one per core but one, at most 4)")
	flag.Parse()
	opts.Searches = catalog.Think // the desktop's searchers; the shell imports no game
	opts.Version = version
	shell.AddURLOptions(&opts) // the page's ?game=&autoplay=&seed= in browsers

	ebiten.SetWindowTitle("Twenty")
	winW, winH := 1280, 800
	fmt.Sscanf(*window, "%dx%d", &winW, &winH)
	ebiten.SetWindowSize(winW, winH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The app draws a frame only when something changed (App.Draw); the
	// screen keeps the last one in between.
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(withFrames(shell.New(opts, games), *frames, *frameEvery)); err != nil && !shell.IsQuit(err) {
		fmt.Fprintln(os.Stderr, "twenty:", err)
		os.Exit(1)
	}
}
