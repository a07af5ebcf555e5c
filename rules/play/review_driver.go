package play

import (
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Review analyses a finished record beside the game loop, one move at a
// time, through the program's searchers (see the top of review.go).
type Review struct {
	rec      rules.Record
	turns    []gamedef.Turn
	order    []int // move indexes in the order they are analysed
	next     int   // position in order of the first move not yet done
	analysis Analysis
	analysed int // moves done (Progress, once a tick, counts nothing)

	game     gamedef.Game
	thinking *Thinking
	brain    Brain // nil until the first search
	own      bool  // brain is the review's own (no shared searchers)
	level    ai.Level
	asked    int // move index being searched; -1 none
	id       int
	askedAt  time.Time
	err      error
}

// reviewTimeout is how long one move's search may take before the review
// stops with an error (a Hard decision takes a second or two; a worker that
// died never answers).
const reviewTimeout = 2 * time.Minute

// NewReview prepares the analysis of a finished record: seats says who
// sat where (the humans' moves come first), prior is an analysis kept
// from before (nil or another record's: start afresh), th the program's
// searchers (nil or in the slices mode: a goroutine of the review's own
// on the desktop).
func NewReview(game gamedef.Game, rec rules.Record, seats []Seat, prior *Analysis, th *Thinking) (*Review, error) {
	return newReview(game, rec, seats, prior, th, ReviewLevel)
}

func newReview(game gamedef.Game, rec rules.Record, seats []Seat, prior *Analysis, th *Thinking, level ai.Level) (*Review, error) {
	turns, err := game.Turns(rec)
	if err != nil {
		return nil, err
	}
	r := &Review{rec: rec, turns: turns, thinking: th, level: level, asked: -1,
		analysis: newAnalysis(game.Info(), rec, turns, level)}
	if r.analysis.resumes(prior) {
		copy(r.analysis.Judged, prior.Judged)
		r.analysed = r.analysis.Analysed()
	}
	r.order = reviewOrder(turns, seats)
	r.game = game
	r.skipDone()
	return r, nil
}

// searchers finds the searchers at the first move to search, so a review
// already complete starts none (and needs none).
func (r *Review) searchers() bool {
	if r.brain != nil {
		return true
	}
	if r.thinking != nil {
		r.brain = r.thinking.get()
	}
	if r.brain == nil {
		r.brain, r.own = host.ReviewBrain(r.game.Think), true
	}
	if r.brain == nil {
		r.err = errNoSearchers
		return false
	}
	return true
}

// reviewOrder puts the moves of the people at the device first, then the
// computer's, each in the game's order.
func reviewOrder(turns []gamedef.Turn, seats []Seat) []int {
	human := func(p int) bool { return p >= 0 && p < len(seats) && seats[p].Human }
	order := make([]int, 0, len(turns))
	for _, first := range []bool{true, false} {
		for i, t := range turns {
			if human(t.Player) == first {
				order = append(order, i)
			}
		}
	}
	return order
}

// skipDone moves past the moves analysed and the forced ones.
func (r *Review) skipDone() {
	for r.next < len(r.order) {
		i := r.order[r.next]
		j := &r.analysis.Judged[i]
		if !j.Done && r.turns[i].Legal <= 1 {
			*j = Judgement{Done: true, Seat: r.turns[i].Player, Forced: true}
			r.analysed++
		}
		if !j.Done {
			return
		}
		r.next++
	}
}

// Update asks for the next move's search or polls the running one: call
// it once a tick.
func (r *Review) Update() {
	if r.err != nil || r.next >= len(r.order) || !r.searchers() {
		return
	}
	i := r.order[r.next]
	if r.asked != i || r.brain.Owner() != any(r) {
		r.ask(i)
		return
	}
	tally, _, done, err := r.brain.Poll(r.id)
	if err == nil && !done && time.Since(r.askedAt) > reviewTimeout {
		err = fmt.Errorf("no answer after %v", reviewTimeout)
	}
	if err != nil {
		r.err = fmt.Errorf("move %d: %w", i+1, err)
		r.Cancel()
		return
	}
	if !done {
		return
	}
	judge(&r.analysis.Judged[i], r.turns[i], &tally, r.analysis.Scale)
	r.analysed++
	r.asked = -1
	r.next++
	r.skipDone()
	// The next move is asked at once, not a tick later: a worker's answer
	// comes back between ticks, so a quick search (20 Strong's, under a
	// millisecond) costs one tick, not two.
	if r.next < len(r.order) {
		r.ask(r.order[r.next])
	}
}

// ask starts the search of move i (again, when another asker took the
// searchers meanwhile).
func (r *Review) ask(i int) {
	if r.thinking != nil && !r.own {
		r.id = r.thinking.nextID()
	} else {
		r.id++
	}
	r.asked, r.askedAt = i, time.Now()
	r.brain.Start(r, thinkRequest(r.rec, i, r.level, r.id))
}

// Progress is how many moves are analysed, of how many.
func (r *Review) Progress() (done, total int) {
	return r.analysed, len(r.analysis.Judged)
}

// Done reports whether every move is analysed.
func (r *Review) Done() bool { return r.next >= len(r.order) }

// Err is why the analysis stopped, or nil.
func (r *Review) Err() error { return r.err }

// Analysis is the analysis so far (complete once Done): keep it with the
// game to resume or show it later. It is the review's own: read it, do not
// change it.
func (r *Review) Analysis() *Analysis { return &r.analysis }

// Cancel stops the search running for the review, if it is still the
// searchers' decision. Update asks again later.
func (r *Review) Cancel() {
	if r.brain != nil && r.brain.Owner() == any(r) {
		r.brain.Cancel()
	}
	r.asked = -1
}
