//go:build js

package main

import (
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/shell"
)

// parseFlags: a browser has no command line (the page's address is read by
// shell.AddURLOptions), so what the desktop's flags would default to. The
// flag package and fmt's scanning stay out of the wasm (about 95 KB raw).
func parseFlags() launch {
	return launch{opts: shell.Options{Think: play.ThinkTimed}, winW: 1280, winH: 800, frameEvery: 3}
}
