package ai

import (
	"time"

	"github.com/twenty-games/twenty/rules"
)

// A decision can be searched by several searchers at once (goroutines on
// the desktop, Web Workers in browsers), each running independent whole
// searches of the level's budget ("units") with their own seeds; their root
// statistics are then summed (root parallelization: Chaslot, Winands and van
// den Herik 2008). With a thinking time a searcher keeps starting units
// until the time is up, so a fast machine searches more and plays stronger.
// A slow one still answers in time: its first unit is cut at the time too,
// once it has run MinUnitShare of the level's iterations (a machine so slow
// that even those take longer answers late, rather than play blind). With
// no thinking time (the arena, the tests, the fallback in the game loop)
// each searcher runs exactly one whole unit, and one searcher decides
// exactly as a single Search with the decision's seed.

// Plan is how one searcher spends a decision.
type Plan struct {
	// Time is the thinking time; 0 means one unit (fixed, reproducible).
	Time time.Duration
	// Searcher is this searcher's index among those sharing the decision;
	// searcher 0's first unit uses the decision's own seed.
	Searcher int
	// Deadline, when set, ends a timed search earlier than Time from its
	// start: the asker's clock started when it asked, before the messages,
	// the replay of the record or a Web Worker still loading.
	Deadline time.Time
}

// MinUnitShare is the part of the level's iterations that a searcher's
// first unit runs before the thinking time may cut it: a quarter, so a
// machine four times too slow for the whole budget is still on time.
const MinUnitShare = 0.25

// deadline is when a searcher that started at start stops.
func (p Plan) deadline(start time.Time) time.Time {
	d := start.Add(p.Time)
	if !p.Deadline.IsZero() && p.Deadline.Before(d) {
		d = p.Deadline
	}
	return d
}

// ThinkTime is how long the computer's searchers think at each level when
// the game runs its search beside the game loop: Easy at once, Normal and
// Hard a little under half a second and a second, so that with the
// messages, the replay of the record and the unit running past the time,
// a decision takes about that long as the player waits for it.
var ThinkTime = [numLevels]time.Duration{Easy: 0, Normal: 450 * time.Millisecond, Hard: 900 * time.Millisecond}

// UnitSeed is the seed of a searcher's unit: the decision's seed for
// searcher 0's first unit, a hash of the three otherwise.
func UnitSeed(seed uint64, searcher, unit int) uint64 {
	if searcher == 0 && unit == 0 {
		return seed
	}
	x := seed ^ (uint64(searcher)+1)*0x9e3779b97f4a7c15 ^ (uint64(unit)+1)*0xbf58476d1ce4e5b9
	x ^= x >> 31
	x *= 0x94d049bb133111eb
	return x ^ x>>29
}

// Vote is the root statistics of one move, summed over units.
type Vote[K comparable] struct {
	Move   K
	Visits int
	Total  float64 // the observer's summed reward after the move
}

// Tally sums the root statistics of units of search of one decision. K is
// the move, or its text when units ran elsewhere (a Web Worker).
type Tally[K comparable] struct {
	Votes      []Vote[K]
	Units      int // units added, whole or cut short by the time
	Iterations int
	// Sole is the choice of the first unit added: with one unit it is the
	// decision, exactly as that Search's Best.
	Sole K
}

// Reset empties the tally, keeping its storage.
func (t *Tally[K]) Reset() {
	var zero K
	t.Votes, t.Units, t.Iterations, t.Sole = t.Votes[:0], 0, 0, zero
}

// Add sums another tally (of other units of the same decision) into t.
func (t *Tally[K]) Add(o *Tally[K]) {
	if o.Units == 0 {
		return
	}
	if t.Units == 0 {
		t.Sole = o.Sole
	}
	t.Units += o.Units
	t.Iterations += o.Iterations
	for _, v := range o.Votes {
		t.vote(v)
	}
}

func (t *Tally[K]) vote(v Vote[K]) {
	for i := range t.Votes {
		if t.Votes[i].Move == v.Move {
			t.Votes[i].Visits += v.Visits
			t.Votes[i].Total += v.Total
			return
		}
	}
	t.Votes = append(t.Votes, v)
}

// Best is the decision: with one unit its own choice, with several the
// move of most summed visits, ties to the higher mean, then to the earlier
// vote. ok is false for an empty tally.
func (t *Tally[K]) Best() (best K, ok bool) {
	switch {
	case t.Units == 0:
		return best, false
	case t.Units == 1:
		return t.Sole, true
	}
	bestVisits, bestMean := -1, 0.0
	for _, v := range t.Votes {
		mean := 0.0
		if v.Visits > 0 {
			mean = v.Total / float64(v.Visits)
		}
		if v.Visits > bestVisits || (v.Visits == bestVisits && mean > bestMean) {
			best, bestVisits, bestMean = v.Move, v.Visits, mean
		}
	}
	return best, true
}

// addSearch adds a search's root statistics as one unit.
func addSearch[S rules.State[S, M], M rules.Move](t *Tally[M], s *Search[S, M], stats []MoveStat[M]) []MoveStat[M] {
	one := Tally[M]{Units: 1, Iterations: s.Iterations(), Sole: s.Best()}
	stats = s.RootStats(stats[:0])
	for _, st := range stats {
		t.vote(Vote[M]{Move: st.Move}) // keeps AppendLegal order for ties
	}
	for _, st := range stats {
		one.Votes = append(one.Votes, Vote[M]{Move: st.Move, Visits: st.Visits, Total: st.Mean * float64(st.Visits)})
	}
	t.Add(&one)
	return stats
}

// thinkChunk is how long a searcher works between looks at the clock's
// deadline, the stop flag and the progress callback (a Web Worker yields to
// its message loop there, to hear a cancel).
const thinkChunk = 50 * time.Millisecond

// Think is one searcher's share of a decision at root: units of search with
// cfg, as plan says. stop, polled between chunks of work, ends it early
// (the tally so far is returned); progress, when not nil, is called between
// chunks with the iterations run so far. root is not modified.
//
// With a thinking time, a searcher stops after the time, or as soon as two
// units in a row settled early (see Search.Step) on the same move: the
// choice is clear and more time would not change it.
func Think[S rules.State[S, M], M rules.Move](root S, cfg Config, policy Policy[S, M], seed uint64, plan Plan,
	stop func() bool, progress func(iterations int)) Tally[M] {
	var t Tally[M]
	var stats []MoveStat[M]
	deadline := plan.deadline(time.Now())
	minFirst := int(MinUnitShare * float64(cfg.Iterations))
	s := NewSearch(root, cfg, policy, UnitSeed(seed, plan.Searcher, 0))
	var lastBest M
	lastSettled := false
	for unit := 0; ; unit++ {
		if unit > 0 {
			s.Reset(root, UnitSeed(seed, plan.Searcher, unit))
		}
		for !s.Done() {
			// The time may cut a unit once it is a later one, or the first
			// has run its minimum.
			cuttable := plan.Time > 0 && (unit > 0 || s.Iterations() >= minFirst)
			end := time.Now().Add(thinkChunk)
			if cuttable && end.After(deadline) {
				end = deadline
			}
			s.RunFor(time.Until(end))
			if stop != nil && stop() {
				addSearch(&t, s, stats)
				return t
			}
			if progress != nil {
				progress(t.Iterations + s.Iterations())
			}
			cuttable = plan.Time > 0 && (unit > 0 || s.Iterations() >= minFirst)
			if cuttable && !time.Now().Before(deadline) {
				break
			}
		}
		stats = addSearch(&t, s, stats)
		if plan.Time <= 0 || !time.Now().Before(deadline) {
			return t
		}
		settled := s.Done() && s.Iterations() < cfg.Iterations
		best := s.Best()
		if unit > 0 && settled && lastSettled && best == lastBest {
			return t
		}
		lastBest, lastSettled = best, settled
		if len(s.rootLegal) <= 1 || cfg.Iterations <= 0 {
			return t // nothing to search: more units would say the same
		}
	}
}
