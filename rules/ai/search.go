package ai

import (
	"fmt"
	"math"
	"time"

	"github.com/twenty-games/twenty/rules"
)

// noNode ends a child list.
const noNode = -1

// maxPreallocatedNodes bounds the node storage reserved up front; a larger
// budget grows the slice as it goes (each iteration adds at most one node).
const maxPreallocatedNodes = 1 << 17

// minPolicyBuf is the smallest scratch buffer handed to a policy.
const minPolicyBuf = 256

// node is one move sequence from the root, shared by every determinization
// in which the sequence is legal. Children form a linked list through
// nextSibling so the whole tree lives in one flat slice.
type node[M rules.Move] struct {
	move        M // the move leading here
	firstChild  int32
	nextSibling int32
	player      int32   // who played move; this node's rewards are theirs
	children    int32   // length of the child list
	visits      int32   // iterations that went through this node
	avail       int32   // selections at the parent in which move was legal
	total       float64 // sum of player's rewards over visits
}

// edge names a child by its parent and move, for the hash lookup of nodes
// with many children (an opponent's node gathers the moves of every
// determinization: hundreds once hands are large).
type edge[M rules.Move] struct {
	parent int32
	move   M
}

// Search is one decision's SO-ISMCTS: one tree from the observer's point of
// view, each iteration playing in a fresh determinization of the root.
//
// A Search is not safe for concurrent use. It allocates while its storage
// grows (the first decisions); after that Reset and Step allocate nothing,
// provided the game's CopyFrom, Determinize, AppendLegal and Apply and the
// policy do not.
type Search[S rules.State[S, M], M rules.Move] struct {
	cfg    Config
	policy Policy[S, M]

	root      S // private copy of the real state, events off
	scratch   S // the determinization of the current iteration
	dealt     S // RootHalving: the current deal, before the move
	observer  int
	rootLegal []M // observer's legal moves in the real state

	rng        rules.RNG
	nodes      []node[M]
	edges      map[edge[M]]int32 // every node but the root, by parent and move
	iterations int
	// done is set when the budget is spent, the choice is settled, or there
	// is nothing to choose.
	done bool
	// The most visited root child and its visits, and the most visits of any
	// other root child: when the lead exceeds the iterations left, no
	// remaining iteration can change Best, so the search stops there.
	leader         int32
	leaderVisits   int32
	runnerUpVisits int32

	// Scratch storage reused by every iteration.
	legal     []M       // legal moves at the node being descended
	untried   []int32   // indexes in legal of moves without a child
	available []int32   // children legal in this determinization, in legal order
	path      []int32   // nodes visited this iteration, root first
	policyBuf []M       // handed to the policy
	rewards   []float64 // one per player

	halving halving // RootHalving's phases and sums
	// policyChoice is the policy's move at the root, the choice of a search
	// without iterations (a level that plays the game's heuristic).
	policyChoice M
}

// NewSearch prepares a search for the player to move in root. root is cloned
// and never modified. The search is deterministic given root, cfg, policy
// and seed.
func NewSearch[S rules.State[S, M], M rules.Move](root S, cfg Config, policy Policy[S, M], seed uint64) *Search[S, M] {
	if cfg.Exploration < 0 {
		panic("ai: negative exploration constant")
	}
	if cfg.MaxPlayoutMoves <= 0 {
		cfg.MaxPlayoutMoves = DefaultMaxPlayoutMoves
	}
	s := &Search[S, M]{cfg: cfg, policy: policy}
	s.root = root.Clone()
	s.root.SetEvents(false)
	s.scratch = s.root.Clone()
	if cfg.Root == RootHalving {
		s.dealt = s.root.Clone()
	}
	s.nodes = make([]node[M], 0, min(max(cfg.Iterations, 0)+1, maxPreallocatedNodes))
	s.edges = make(map[edge[M]]int32, min(max(cfg.Iterations, 0), maxPreallocatedNodes))
	s.policyBuf = make([]M, 0, minPolicyBuf)
	s.start(seed)
	return s
}

// Reset starts a new decision from root with the same configuration, reusing
// the tree storage. root is copied, not kept.
func (s *Search[S, M]) Reset(root S, seed uint64) {
	s.root.CopyFrom(root)
	s.root.SetEvents(false) // CopyFrom copies the recording switch
	s.start(seed)
}

func (s *Search[S, M]) start(seed uint64) {
	s.rng = rules.NewRNG(seed)
	s.observer = s.root.ToMove()
	s.rootLegal = s.rootLegal[:0]
	if s.observer != rules.Nobody {
		s.rootLegal = s.root.AppendLegal(s.rootLegal)
	}
	if n := s.root.NumPlayers(); cap(s.rewards) < n {
		s.rewards = make([]float64, n)
	} else {
		s.rewards = s.rewards[:n]
	}
	s.nodes = append(s.nodes[:0], node[M]{firstChild: noNode, nextSibling: noNode, player: int32(rules.Nobody)})
	clear(s.edges) // keeps its storage
	s.iterations = 0
	s.leader, s.leaderVisits, s.runnerUpVisits = noNode, 0, 0
	// With one move or none there is nothing to search; with no budget the
	// policy alone chooses.
	s.done = len(s.rootLegal) <= 1 || s.cfg.Iterations <= 0
	if s.cfg.Iterations <= 0 && len(s.rootLegal) > 1 {
		s.policyChoice = s.policy(s.root, &s.rng, s.policyBuf[:0])
	}
	if s.cfg.Root == RootHalving {
		s.growPolicyBuf(len(s.rootLegal))
		s.startHalving(seed)
	}
}

// stopWhenSettled ends a search as soon as its choice is settled (a variable
// so that tests can compare with the whole budget).
var stopWhenSettled = true

// Step runs up to n more iterations. It reports whether the search is done:
// the budget is spent, the observer has at most one legal move, or the
// choice is settled, so that Best is already what the whole budget would
// give: with RootUCB the most visited move leads by more than the iterations
// left (typically a third of Twenty's Hard iterations are never needed);
// with RootHalving one move is left.
func (s *Search[S, M]) Step(n int) (done bool) {
	for ; n > 0 && !s.done; n-- {
		if s.cfg.Root == RootHalving {
			s.halvingStep()
		} else {
			s.iterate()
		}
		s.iterations++
		s.done = s.settled()
	}
	return s.done
}

// settled tells whether the search may stop after the iteration just run.
func (s *Search[S, M]) settled() bool {
	left := s.cfg.Iterations - s.iterations
	switch {
	case left <= 0:
		return true
	case s.cfg.Root == RootHalving:
		return len(s.halving.alive) == 1
	}
	return stopWhenSettled && int(s.leaderVisits-s.runnerUpVisits) > left
}

// RunFor runs iterations until d has elapsed or the search is done, and
// reports whether it is done. The clock only decides where the work is
// sliced, never the result: the budget is Config.Iterations.
func (s *Search[S, M]) RunFor(d time.Duration) (done bool) {
	deadline := time.Now().Add(d)
	// Reading the clock costs far less than an iteration (a whole playout),
	// so it is read after each one to keep browser ticks on time.
	for !s.Step(1) {
		if !time.Now().Before(deadline) {
			return false
		}
	}
	return true
}

// Iterations is the number of iterations run since NewSearch or Reset.
func (s *Search[S, M]) Iterations() int { return s.iterations }

// Done reports whether further Steps would do nothing.
func (s *Search[S, M]) Done() bool { return s.done }

// Best is the most visited of the observer's legal moves; ties go to the
// higher mean reward, then to the earlier move in AppendLegal order (with
// RootHalving, the best mean of the moves still in the running). With one
// legal move it is that move; with a budget of 0 iterations, the policy's
// choice; before any iteration, the first legal move.
//
// Best panics when nobody was to move at the root (the game is over): asking
// a bot to move then is a bug in the caller, and no move would be right.
func (s *Search[S, M]) Best() M {
	if len(s.rootLegal) == 0 {
		panic("ai: Best called on a state where nobody is to move")
	}
	switch {
	case len(s.rootLegal) == 1:
		return s.rootLegal[0]
	case s.cfg.Iterations <= 0:
		return s.policyChoice
	case s.cfg.Root == RootHalving:
		return s.rootLegal[s.halvingBest()]
	}
	best := 0
	var bestVisits int32 = -1
	bestMean := 0.0
	for i, m := range s.rootLegal {
		visits, mean := s.rootChildStats(m)
		if visits > bestVisits || (visits == bestVisits && mean > bestMean) {
			best, bestVisits, bestMean = i, visits, mean
		}
	}
	return s.rootLegal[best]
}

// MoveStat is what the search learnt about one of the observer's moves.
type MoveStat[M rules.Move] struct {
	Move   M
	Visits int
	Mean   float64 // the observer's mean reward after this move, in [0,1]
}

// RootStats appends one entry per legal root move, in AppendLegal order: for
// debugging bots and for showing what the computer is considering.
func (s *Search[S, M]) RootStats(dst []MoveStat[M]) []MoveStat[M] {
	for _, m := range s.rootLegal {
		visits, mean := s.rootChildStats(m)
		dst = append(dst, MoveStat[M]{Move: m, Visits: int(visits), Mean: mean})
	}
	return dst
}

func (s *Search[S, M]) rootChildStats(m M) (visits int32, mean float64) {
	if h := &s.halving; s.cfg.Root == RootHalving {
		for i, legal := range s.rootLegal {
			if legal == m && h.counts[i] > 0 {
				return h.counts[i], h.sums[i] / float64(h.counts[i])
			}
		}
		return 0, 0
	}
	for c := s.nodes[0].firstChild; c != noNode; c = s.nodes[c].nextSibling {
		if n := &s.nodes[c]; n.move == m && n.visits > 0 {
			return n.visits, n.total / float64(n.visits)
		}
	}
	return 0, 0
}

// iterate is one SO-ISMCTS iteration: determinize, select, expand, play out,
// backpropagate.
func (s *Search[S, M]) iterate() {
	st := s.scratch
	st.CopyFrom(s.root)
	st.Determinize(s.observer, &s.rng)

	s.path = append(s.path[:0], 0)
	v := int32(0)
	for !st.HorizonReached() && st.ToMove() != rules.Nobody {
		s.legal = st.AppendLegal(s.legal[:0])
		if len(s.legal) == 0 {
			break // a game bug; score the position rather than hang
		}
		s.growPolicyBuf(len(s.legal))
		child, expanded := s.selectOrExpand(v, st.ToMove())
		s.apply(st, s.nodes[child].move)
		v = child
		s.path = append(s.path, v)
		if expanded {
			break
		}
	}
	s.playout(st, &s.rng)
	st.Rewards(s.rewards)
	for _, i := range s.path {
		n := &s.nodes[i]
		n.visits++
		if i != 0 {
			n.total += s.rewards[n.player]
		}
	}
	if len(s.path) > 1 {
		s.countRootVisit(s.path[1])
	}
}

// countRootVisit keeps leader, leaderVisits and runnerUpVisits up to date
// after root child c got one more visit. Visits grow by one at a time, so a
// child can only overtake the leader from a tie.
func (s *Search[S, M]) countRootVisit(c int32) {
	visits := s.nodes[c].visits
	switch {
	case c == s.leader:
		s.leaderVisits = visits
	case visits > s.leaderVisits:
		s.leader, s.leaderVisits, s.runnerUpVisits = c, visits, s.leaderVisits
	case visits > s.runnerUpVisits:
		s.runnerUpVisits = visits
	}
}

// linearMatchLimit is the largest children x legal-moves product for which
// the children of a node are matched to the legal moves by scanning; above
// it a hash lookup per legal move is cheaper. Both give the same order (a
// variable so that tests can force either way).
var linearMatchLimit = 64

// selectOrExpand picks the child of v to follow in this determinization,
// whose legal moves are in s.legal. If some legal move has no child yet, one
// of them (at random) gets a new child (expanded is true). Otherwise UCB1
// chooses among the children legal here, and each of them counts one more
// availability.
func (s *Search[S, M]) selectOrExpand(v int32, player int) (child int32, expanded bool) {
	s.available = s.available[:0]
	s.untried = s.untried[:0]
	linear := int(s.nodes[v].children)*len(s.legal) <= linearMatchLimit
	for i, m := range s.legal {
		c := s.findChild(v, m, linear)
		if c == noNode {
			s.untried = append(s.untried, int32(i))
		} else {
			s.available = append(s.available, c)
		}
	}
	if len(s.untried) > 0 {
		m := s.legal[s.untried[s.rng.IntN(len(s.untried))]]
		return s.addChild(v, player, m), true
	}

	best := s.available[0]
	bestScore := math.Inf(-1)
	for _, c := range s.available {
		n := &s.nodes[c]
		visits := float64(n.visits)
		score := n.total/visits + s.cfg.Exploration*math.Sqrt(math.Log(float64(n.avail))/visits)
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	for _, c := range s.available {
		s.nodes[c].avail++
	}
	return best, false
}

// findChild is v's child for move m, or noNode.
func (s *Search[S, M]) findChild(v int32, m M, linear bool) int32 {
	if !linear {
		if c, ok := s.edges[edge[M]{parent: v, move: m}]; ok {
			return c
		}
		return noNode
	}
	for c := s.nodes[v].firstChild; c != noNode; c = s.nodes[c].nextSibling {
		if s.nodes[c].move == m {
			return c
		}
	}
	return noNode
}

// addChild adds a child of v for move m, played by player.
func (s *Search[S, M]) addChild(v int32, player int, m M) int32 {
	c := int32(len(s.nodes))
	s.nodes = append(s.nodes, node[M]{
		move:        m,
		firstChild:  noNode,
		nextSibling: s.nodes[v].firstChild,
		player:      int32(player),
		avail:       1,
	})
	s.nodes[v].firstChild = c
	s.nodes[v].children++
	s.edges[edge[M]{parent: v, move: m}] = c
	return c
}

// playout finishes the iteration with the policy, up to the horizon, taking
// its random choices from rng.
func (s *Search[S, M]) playout(st S, rng *rules.RNG) {
	for n := 0; n < s.cfg.MaxPlayoutMoves && !st.HorizonReached() && st.ToMove() != rules.Nobody; n++ {
		var m M
		if s.cfg.PlayoutNoise > 0 && uniform(rng) < s.cfg.PlayoutNoise {
			m = RandomPolicy(st, rng, s.policyBuf[:0])
		} else {
			m = s.policy(st, rng, s.policyBuf[:0])
		}
		s.apply(st, m)
	}
}

// uniform is a float in [0,1) from rng.
func uniform(rng *rules.RNG) float64 {
	return float64(rng.Uint64()>>11) / (1 << 53)
}

// growPolicyBuf keeps the policy's scratch buffer larger than any legal-move
// list seen, so policies do not allocate when they list moves.
func (s *Search[S, M]) growPolicyBuf(seen int) {
	if cap(s.policyBuf) < 2*seen {
		s.policyBuf = make([]M, 0, 2*seen)
	}
}

func (s *Search[S, M]) apply(st S, m M) {
	if err := st.Apply(m); err != nil {
		panic(fmt.Sprintf("ai: legal move %v refused: %v", m, err))
	}
}
