package play

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// How the computer thinks (Thinking.Mode):
const (
	// ThinkSlices searches in the game loop, a few milliseconds a tick,
	// one search of the level's iterations: reproducible, and the fallback
	// where nothing else works. So does any other value, "" included, so
	// tests that set nothing are reproducible.
	ThinkSlices = "slices"
	// ThinkFixed shares each decision among searchers beside the game loop
	// (goroutines on the desktop, Web Workers in browsers), one search of
	// the level's iterations each: reproducible for a number of searchers,
	// and with one it decides exactly as ThinkSlices.
	ThinkFixed = "fixed"
	// ThinkTimed is ThinkFixed with the level's thinking time (ai.ThinkTime):
	// each searcher keeps searching until the time is up. What players get.
	ThinkTimed = "timed"
)

// MaxSearchers bounds the searchers of a decision.
const MaxSearchers = 4

// DefaultSearchers is one searcher per core but the one the game loop
// needs, at least one and at most four.
func DefaultSearchers(cores int) int { return min(max(cores-1, 1), MaxSearchers) }

// A Brain runs the computer's searches beside the game loop: searchers
// that each answer a gamedef.ThinkRequest with a tally, summed here.
// Only one decision is searched at a time; starting another abandons it.
// The desktop's is goroutines (here); the browser's is Web Workers
// (scenes/platform), given through Host.
type Brain interface {
	// Start asks every searcher for its share of req's decision (their
	// Searcher index is set here). owner is who asked (see Thinking.Owner).
	Start(owner any, req gamedef.ThinkRequest)
	// Poll reports on the decision req.ID: the summed tally once every
	// searcher has answered, the iterations so far, or why it failed.
	Poll(id int) (tally ai.Tally[string], iterations int, done bool, err error)
	// Cancel abandons the running decision, if any.
	Cancel()
	// Owner is who asked for the running decision (nil: none).
	Owner() any
	// Searchers is how many searchers share a decision.
	Searchers() int
	// Name says what the searchers are, for the console.
	Name() string
}

// Reports gathers the searchers' reports of one decision for a Brain; the
// searchers write from their goroutines (or JavaScript callbacks), the game
// loop reads. The zero value gathers nothing until Begin.
type Reports struct {
	mu         sync.Mutex
	id         int
	who        any
	answered   []bool
	iterations []int
	tally      ai.Tally[string]
	err        error
}

// Begin starts gathering the reports of decision id. An error stays: a
// searcher that failed (a worker that could not load, perhaps before the
// first decision) fails every decision after it, and the brain is given up.
func (r *Reports) Begin(owner any, id, searchers int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.id, r.who = id, owner
	r.answered = zeroed(r.answered, searchers)
	r.iterations = zeroed(r.iterations, searchers)
	r.tally.Reset()
}

// zeroed returns n zero values, in b's storage when it has room.
func zeroed[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// Add takes one report; those of another decision are stale and dropped.
func (r *Reports) Add(rep gamedef.ThinkReport) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rep.ID != r.id || rep.Searcher < 0 || rep.Searcher >= len(r.answered) || r.answered[rep.Searcher] {
		return
	}
	r.iterations[rep.Searcher] = rep.Iterations
	if !rep.Done {
		return
	}
	r.answered[rep.Searcher] = true
	if rep.Err != "" && r.err == nil {
		r.err = fmt.Errorf("searcher %d: %s", rep.Searcher, rep.Err)
	}
	r.tally.Add(&rep.Tally)
}

// Fail marks the brain failed (a searcher is gone).
func (r *Reports) Fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.err == nil {
		r.err = err
	}
}

// Poll is Brain.Poll for the decision being gathered.
func (r *Reports) Poll(id int) (tally ai.Tally[string], iterations int, done bool, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if id != r.id {
		return tally, 0, false, fmt.Errorf("decision %d is not being searched", id)
	}
	for _, n := range r.iterations {
		iterations += n
	}
	if r.err != nil {
		return tally, iterations, false, r.err
	}
	for _, ok := range r.answered {
		if !ok {
			return tally, iterations, false, nil
		}
	}
	return r.tally, iterations, true, nil
}

// Drop forgets the decision being gathered: later reports are stale.
func (r *Reports) Drop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.id, r.who = 0, nil
}

// Owner is who asked for the decision being gathered (nil: none).
func (r *Reports) Owner() any {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.who
}

// goroutineBrain searches in goroutines: the desktop's brain.
type goroutineBrain struct {
	thinker gamedef.ThinkFunc
	n       int
	reports Reports
	stopped *atomic.Bool // the running decision's stop flag
}

func newGoroutineBrain(searchers int, think gamedef.ThinkFunc) *goroutineBrain {
	return &goroutineBrain{thinker: think, n: searchers, reports: Reports{}}
}

func (b *goroutineBrain) Start(owner any, req gamedef.ThinkRequest) {
	b.Cancel()
	stopped := new(atomic.Bool)
	b.stopped = stopped
	b.reports.Begin(owner, req.ID, b.n)
	for i := range b.n {
		r := req
		r.Searcher = i
		go func() {
			progress := func(iterations int) {
				b.reports.Add(gamedef.ThinkReport{ID: r.ID, Searcher: r.Searcher, Iterations: iterations})
			}
			b.reports.Add(b.thinker(r, stopped.Load, progress))
		}()
	}
}

func (b *goroutineBrain) Poll(id int) (ai.Tally[string], int, bool, error) { return b.reports.Poll(id) }
func (b *goroutineBrain) Owner() any                                       { return b.reports.Owner() }
func (b *goroutineBrain) Searchers() int                                   { return b.n }
func (b *goroutineBrain) Name() string {
	if b.n == 1 {
		return "1 goroutine"
	}
	return fmt.Sprintf("%d goroutines", b.n)
}

func (b *goroutineBrain) Cancel() {
	if b.stopped != nil {
		b.stopped.Store(true)
		b.stopped = nil
	}
	b.reports.Drop()
}

// thinkTimeout is how long a decision may take beyond its thinking time
// before the brain is given up for the game loop's slices (a worker that
// never loaded, a browser that stopped it).
const thinkTimeout = 20 * time.Second

// Thinking is how the computer's searches run for a program, shared by its
// matches: the mode, and the brain beside the game loop, started on first
// use.
type Thinking struct {
	mode      string
	searchers int // 0: one per core but one, at most four
	// local answers a request in this process: the desktop's goroutines
	// call it (the catalog's Think, assembled where the games are listed).
	local  gamedef.ThinkFunc
	brain  Brain
	gaveUp bool // the brain failed: the game loop's slices from now on
	lastID int
}

// NewThinking sets up the computer's searches: mode is ThinkSlices,
// ThinkFixed or ThinkTimed, searchers how many share a decision (0: one per
// core but one, at most four), and local the search of every game by
// record, which the desktop's goroutines run (browsers run it in Web
// Workers and do not need it).
func NewThinking(mode string, searchers int, local gamedef.ThinkFunc) *Thinking {
	return &Thinking{mode: mode, searchers: searchers, local: local}
}

// get returns the brain to think with, or nil to think in the game loop.
func (t *Thinking) get() Brain {
	if (t.mode != ThinkFixed && t.mode != ThinkTimed) || t.gaveUp {
		return nil
	}
	if t.brain == nil {
		b, err := host.Brain(t.searchers, t.local)
		if err != nil {
			t.giveUp(err)
			return nil
		}
		t.brain = b
		host.Log("the computer thinks in " + b.Name() + " beside the game")
	}
	return t.brain
}

// giveUp falls back to the game loop's slices for good, and says so once.
func (t *Thinking) giveUp(err error) {
	if t.brain != nil {
		t.brain.Cancel()
	}
	t.gaveUp = true
	// A broken worker may write anything: the console gets a line of it.
	host.Log("the computer thinks in the game's own loop from now on: " + Shorten(err.Error(), 300))
}

// nextID numbers a decision (never 0, which the workers keep for "none").
func (t *Thinking) nextID() int {
	t.lastID++
	return t.lastID
}

// timeFor is the thinking time of a level (0: one search of its iterations).
func (t *Thinking) timeFor(level ai.Level) time.Duration {
	if t.mode != ThinkTimed {
		return 0
	}
	return ai.ThinkTime[level]
}

// Owner is the match whose decision the brain is searching (nil: none).
func (t *Thinking) Owner() any {
	if t == nil || t.brain == nil {
		return nil
	}
	return t.brain.Owner()
}

// Cancel abandons the decision being searched, if any: its match has left
// the screen.
func (t *Thinking) Cancel() {
	if t != nil && t.brain != nil {
		t.brain.Cancel()
	}
}
