//go:build js

// Command worker is the computer's search for the browser build, alone:
// only the rules (no Ebitengine), run in a Web Worker (web/worker.js) so
// that the game's loop keeps its thread while the computer thinks. The
// game posts a gamedef.ThinkRequest as JSON; the worker answers with
// progress reports while it searches and a last report with its tally.
// A newer request, or {"cancel": id}, ends the running one early.
package main

import (
	"encoding/json"
	"syscall/js"
	"time"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// message is a request, or a cancel of request Cancel.
type message struct {
	gamedef.ThinkRequest
	Cancel int `json:"cancel"`
}

func main() {
	requests := make(chan gamedef.ThinkRequest, 8)
	latest, cancelled := -1, -1 // only touched on the worker's one thread
	js.Global().Set("twentyThink", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var m message
		if len(args) == 0 || json.Unmarshal([]byte(args[0].String()), &m) != nil {
			post(gamedef.ThinkReport{Done: true, Err: "the worker got a message it cannot read"})
			return nil
		}
		if m.Cancel != 0 {
			cancelled = m.Cancel
			return nil
		}
		latest = m.ID
		select {
		case requests <- m.ThinkRequest:
		default:
			post(gamedef.ThinkReport{ID: m.ID, Searcher: m.Searcher, Done: true, Err: "the worker is busy"})
		}
		return nil
	}))
	post(gamedef.ThinkReport{ID: 0, Done: true}) // ready
	for req := range requests {
		id := req.ID
		stop := func() bool { return latest != id || cancelled == id }
		progress := func(iterations int) {
			post(gamedef.ThinkReport{ID: id, Searcher: req.Searcher, Iterations: iterations})
			// Sleeping hands the thread back to the worker's event loop
			// for a moment, so a cancel or a newer request is heard.
			time.Sleep(time.Millisecond)
		}
		if stop() {
			continue // superseded while it waited
		}
		post(catalog.Think(req, stop, progress))
	}
}

// post sends a report to the page as JSON text.
func post(rep gamedef.ThinkReport) {
	b, err := json.Marshal(rep)
	if err != nil {
		b = []byte(`{"done":true,"err":"the worker could not write its report"}`)
	}
	js.Global().Call("postMessage", string(b))
}
