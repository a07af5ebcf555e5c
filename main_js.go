//go:build js

package main

import (
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/scenes/platform"
)

// serveIfWorker runs the computer's search instead of the game when this
// wasm was started in a Web Worker (web/worker.js): the page and its
// searchers share one download. It returns only in the page.
func serveIfWorker() {
	if platform.InWorker() {
		platform.ServeThinking(catalog.Think)
	}
}
