//go:build js

package platform

import (
	"encoding/json"
	"syscall/js"
	"time"

	"github.com/twenty-games/twenty/rules/gamedef"
)

// InWorker reports whether this program runs in a search's Web Worker
// rather than in the page: web/worker.js sets twentyWorker (and stands in
// for the page's objects Ebitengine reads as it is set up). The browser
// build's one wasm is both the game and its searchers, so the player
// downloads it once.
func InWorker() bool { return js.Global().Get("twentyWorker").Truthy() }

// workerRequest is a request, or a cancel of request Cancel.
type workerRequest struct {
	gamedef.ThinkRequest
	Cancel int `json:"cancel"`
}

// ServeThinking is a Web Worker's side of workerBrain: the page posts a
// gamedef.ThinkRequest as JSON; the worker answers with progress reports
// while it searches and a last report with its tally. A newer request, or
// {"cancel": id}, ends the running one early. It never returns.
func ServeThinking(think gamedef.ThinkFunc) {
	requests := make(chan gamedef.ThinkRequest, 8)
	latest, cancelled := -1, -1 // only touched on the worker's one thread
	js.Global().Set("twentyThink", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var m workerRequest
		if len(args) == 0 || json.Unmarshal([]byte(args[0].String()), &m) != nil {
			postReport(gamedef.ThinkReport{Done: true, Err: "the worker got a message it cannot read"})
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
			postReport(gamedef.ThinkReport{ID: m.ID, Searcher: m.Searcher, Done: true, Err: "the worker is busy"})
		}
		return nil
	}))
	postReport(gamedef.ThinkReport{ID: 0, Done: true}) // ready
	for req := range requests {
		id := req.ID
		stop := func() bool { return latest != id || cancelled == id }
		progress := func(iterations int) {
			postReport(gamedef.ThinkReport{ID: id, Searcher: req.Searcher, Iterations: iterations})
			// Sleeping hands the thread back to the worker's event loop
			// for a moment, so a cancel or a newer request is heard.
			time.Sleep(time.Millisecond)
		}
		if stop() {
			continue // superseded while it waited
		}
		postReport(think(req, stop, progress))
	}
}

// postReport sends a report to the page as JSON text.
func postReport(rep gamedef.ThinkReport) {
	b, err := json.Marshal(rep)
	if err != nil {
		b = []byte(`{"done":true,"err":"the worker could not write its report"}`)
	}
	js.Global().Call("postMessage", string(b))
}
