//go:build js

package platform

import (
	"encoding/json"
	"errors"
	"fmt"
	"syscall/js"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
)

// newBrain starts the browser's searchers: Web Workers running the game's
// own wasm (web/worker.js), one per core but the page's, at most four.
// It returns nil, and the game thinks in its own loop, where workers
// cannot start.
func newBrain(searchers int, _ gamedef.ThinkFunc) (play.Brain, error) {
	if searchers <= 0 {
		n := js.Global().Get("navigator").Get("hardwareConcurrency")
		c := 2
		if n.Type() == js.TypeNumber {
			c = n.Int()
		}
		searchers = play.DefaultSearchers(c)
	}
	if w := js.Global().Get("Worker"); w.Type() != js.TypeFunction {
		return nil, errors.New("this browser has no Web Workers")
	}
	b := &workerBrain{}
	for i := range searchers {
		w, err := startWorker(&b.reports, i)
		if err != nil {
			b.terminate()
			return nil, err
		}
		b.workers = append(b.workers, w)
	}
	return b, nil
}

// maxReportChars bounds a worker's report: a tally of every legal move of
// the widest position is a few tens of KB.
const maxReportChars = 1 << 20

// stringObject is the page's Object, which wraps a string.
var stringObject = js.Global().Get("Object")

// startWorker creates one worker and routes its messages into r.
func startWorker(r *play.Reports, index int) (w js.Value, err error) {
	defer func() {
		if p := recover(); p != nil { // new Worker throws on a blocked script
			err = fmt.Errorf("the search worker could not start: %v", p)
		}
	}()
	w = js.Global().Get("Worker").New("worker.js")
	// The worker runs the page's own wasm: the compiled module when the
	// page kept it, else it downloads the file (web/worker.js).
	if module := js.Global().Get("twentyModule"); module.Truthy() {
		w.Call("postMessage", module)
	} else {
		w.Call("postMessage", map[string]any{"load": "twenty.wasm"})
	}
	w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		if data.Type() != js.TypeString {
			r.Fail(fmt.Errorf("worker %d wrote a %s, not a report", index, data.Type()))
			return nil
		}
		// Checked before the copy into Go: a 50 MB reply once grew the heap
		// by 190 MB. syscall/js reads properties of objects only, so the
		// length is the string's wrapper's.
		if n := stringObject.Invoke(data).Get("length").Int(); n > maxReportChars {
			r.Fail(fmt.Errorf("worker %d wrote a report of %d characters", index, n))
			return nil
		}
		var rep struct {
			gamedef.ThinkReport
			Fatal string `json:"fatal"`
		}
		if err := json.Unmarshal([]byte(data.String()), &rep); err != nil {
			r.Fail(fmt.Errorf("worker %d wrote what cannot be read: %v", index, err))
			return nil
		}
		if rep.Fatal != "" {
			r.Fail(fmt.Errorf("worker %d: %s", index, rep.Fatal))
			return nil
		}
		r.Add(rep.ThinkReport)
		return nil
	}))
	w.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "an error"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg = args[0].Get("message").String()
		}
		r.Fail(fmt.Errorf("worker %d failed: %s", index, msg))
		return nil
	}))
	return w, nil
}

// workerBrain posts each searcher's request to its Web Worker.
type workerBrain struct {
	workers []js.Value
	reports play.Reports
	running int // the id of the decision being searched, 0 for none
}

func (b *workerBrain) Start(owner any, req gamedef.ThinkRequest) {
	b.Cancel()
	b.reports.Begin(owner, req.ID, len(b.workers))
	b.running = req.ID
	for i, w := range b.workers {
		r := req
		r.Searcher = i
		msg, err := json.Marshal(r)
		if err != nil {
			b.reports.Fail(err)
			return
		}
		w.Call("postMessage", string(msg))
	}
}

func (b *workerBrain) Poll(id int) (ai.Tally[string], int, bool, error) { return b.reports.Poll(id) }
func (b *workerBrain) Owner() any                                       { return b.reports.Owner() }
func (b *workerBrain) Searchers() int                                   { return len(b.workers) }
func (b *workerBrain) Name() string {
	if len(b.workers) == 1 {
		return "1 Web Worker"
	}
	return fmt.Sprintf("%d Web Workers", len(b.workers))
}

// cancel tells the workers to drop the running decision: each hears it
// within a chunk of its search (50 ms) and answers nothing more.
func (b *workerBrain) Cancel() {
	if b.running != 0 {
		msg := fmt.Sprintf(`{"cancel":%d}`, b.running)
		for _, w := range b.workers {
			w.Call("postMessage", msg)
		}
		b.running = 0
	}
	b.reports.Drop()
}

func (b *workerBrain) terminate() {
	for _, w := range b.workers {
		w.Call("terminate")
	}
	b.workers = nil
}

// logToConsole writes a line to the browser's console.
func logToConsole(text string) { js.Global().Get("console").Call("log", text) }
