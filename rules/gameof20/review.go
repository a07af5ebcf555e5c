package gameof20

import (
	"sync"

	"github.com/twenty-games/twenty/rules/ai"
)

// The solver's budgets for judging one placement after a game. The
// position itself is solved first within ReviewProbeNodes: one too large
// for that goes to the search at once, as the draft does, having cost
// little. Then every legal move's exact value, all within ReviewNodes
// (the table the probe filled makes most of them cheap): at most about
// half a second natively, a second or two as WebAssembly.
const (
	ReviewProbeNodes = 200_000
	ReviewNodes      = 2_000_000
)

// reviewSolvers spare a review a new 4 MB solver per move (a solver is
// not safe for concurrent use). Each move starts from a cleared table: how
// far a budget reaches must not depend on the moves judged before, or a
// review would not be the same twice.
var reviewSolvers = sync.Pool{New: func() any { return NewSolver() }}

// ExactTally is the review's judgement of a placement: one vote per legal
// move, its reward (see Rewards) under best play from both sides, the
// best the decision. ok is false in the draft, or when the moves could
// not all be solved within ReviewNodes.
func ExactTally(s *State) (ai.Tally[Move], bool) {
	if s.Phase() != Placing {
		return ai.Tally[Move]{}, false
	}
	sv := reviewSolvers.Get().(*Solver)
	defer reviewSolvers.Put(sv)
	sv.Reset()
	if _, ok := sv.Value(s, ReviewProbeNodes); !ok {
		return ai.Tally[Move]{}, false
	}
	me, budget := s.ToMove(), ReviewNodes
	t := ai.Tally[Move]{Units: 1}
	best := -1.0
	child := s.Clone()
	for _, m := range s.AppendLegal(nil) {
		child.CopyFrom(s)
		if err := child.Apply(m); err != nil {
			return ai.Tally[Move]{}, false
		}
		margin, ok := sv.Value(child, max(1, budget)) // spent stays spent: 0 is no limit
		if !ok {
			return ai.Tally[Move]{}, false
		}
		budget -= sv.Nodes()
		if me != 0 {
			margin = -margin
		}
		reward := marginReward(margin)
		t.Votes = append(t.Votes, ai.Vote[Move]{Move: m, Visits: 1, Total: reward})
		t.Iterations += sv.Nodes()
		if reward > best {
			best, t.Sole = reward, m
		}
	}
	return t, len(t.Votes) > 0
}
