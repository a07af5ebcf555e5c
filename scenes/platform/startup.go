package platform

import (
	"os"
	"runtime/debug"
	"strconv"
)

// startUpGCPercent is the garbage collector's pace until the first frame.
// Package init leaves a large heap (Ebitengine's shaders, the games'
// tables), and the first frame's glyphs and textures, allocated right
// after, started a collection that marked all of it: in a browser, where
// the collector shares the one thread, about 50 ms of the menu's first
// frame (startup.mjs, the phase "draw": 95 -> 42 ms at 400). The page
// starts the runtime at this pace (GOGC in web/index.html), so that
// package init runs at it too; the desktop sets it in StartUp.
const startUpGCPercent = 400

// gcPercentAfterStart is the pace FirstFrame restores; 0 when StartUp
// was not called (the tests' apps).
var gcPercentAfterStart int

// StartUp slows the collector until FirstFrame. main calls it; a Web
// Worker, which draws nothing, does not.
func StartUp() {
	after := debug.SetGCPercent(startUpGCPercent)
	if os.Getenv("GOGC") == strconv.Itoa(startUpGCPercent) {
		after = 100 // the page's start-up pace, not a player's choice
	}
	gcPercentAfterStart = after
}

// FirstFrame notes the first frame drawn (the start-up's "twenty:draw"
// mark) and sets the collector's pace back.
func FirstFrame() {
	Mark("twenty:draw")
	if gcPercentAfterStart != 0 {
		debug.SetGCPercent(gcPercentAfterStart)
		gcPercentAfterStart = 0
	}
}
