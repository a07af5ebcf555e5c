//go:build !js

package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/play"
)

// gameIDs lists the games for the flag help.
func gameIDs() string {
	var ids []string
	for _, g := range catalog.Games {
		ids = append(ids, g.Info().ID)
	}
	return strings.Join(ids, ", ")
}

// parseFlags reads the desktop's command line.
func parseFlags() launch {
	var l launch
	opts := &l.opts
	flag.StringVar(&opts.Game, "game", "", "start this game at once ("+gameIDs()+")")
	flag.Uint64Var(&opts.Seed, "seed", 0, "seed of the game started with -game (0: random)")
	flag.IntVar(&opts.Players, "players", 0, "number of players for -game")
	flag.BoolVar(&opts.Daily, "daily", false, "with -game: start (or resume) that game's deal of the day")
	flag.BoolVar(&opts.Lesson, "lesson", false, "with -game: start (or resume) that game's lesson")
	flag.IntVar(&opts.Puzzle, "puzzle", 0, "with -game: open that game's Nth shipped puzzle")
	flag.StringVar(&opts.Replay, "replay", "", "open a shared game's code (20r1.…) in the replay")
	flag.BoolVar(&opts.Autoplay, "autoplay", false, "with -game: the computer plays every seat")
	flag.StringVar(&opts.Level, "ai", "", "with -game: the computer's strength (easy, normal, hard; default normal)")
	flag.BoolVar(&opts.Silent, "silent", false, "no sound at all (machines without an audio device)")
	flag.StringVar(&opts.Screenshot, "screenshot", "", "write the screen to this PNG at tick -exit-after-ticks")
	flag.IntVar(&opts.ExitAfterTicks, "exit-after-ticks", 0, "exit after this many ticks")
	flag.StringVar(&l.frames, "frames", "", "write the screen to DIR/TICK.png every -frame-every ticks (the store page's GIF)")
	flag.IntVar(&l.frameEvery, "frame-every", 3, "with -frames: ticks between frames")
	window := flag.String("window", "1280x800", "the window's size, WIDTHxHEIGHT (the store page's 1280x720 screenshots)")
	flag.StringVar(&opts.Think, "think", play.ThinkTimed, "how the computer thinks: timed (beside the game, a second at hard), fixed (beside the game, a fixed search), or slices (in the game loop)")
	flag.IntVar(&opts.Searchers, "searchers", 0, "searchers sharing each decision (0: one per core but one, at most 4)")
	flag.Parse()
	l.winW, l.winH = 1280, 800
	fmt.Sscanf(*window, "%dx%d", &l.winW, &l.winH)
	return l
}
