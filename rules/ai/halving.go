package ai

import "github.com/twenty-games/twenty/rules"

// RootRule is how a search shares its iterations among the observer's moves.
type RootRule uint8

const (
	// RootUCB grows one SO-ISMCTS tree: UCB1 chooses at every node, the root
	// included, and every iteration plays a fresh determinization.
	RootUCB RootRule = iota
	// RootHalving compares the observer's moves on common deals. A deal is
	// one determinization plus one seed for the playout policy; each deal is
	// played out once after every move still in the running. The budget is
	// split into log2(moves) equal phases, and after each phase the worse
	// half of the moves is dropped (sequential halving, Karnin, Koren and
	// Somekh 2013). No tree grows: after the move, the policy plays both
	// sides to the horizon.
	//
	// Why: where a playout is long and luck decides most of it (a whole
	// round of blind draws), independent playouts differ by far more than
	// good moves differ from each other, and UCB's choice among them is
	// mostly noise. Played on the same deals, the moves share that luck, so
	// their difference is what the comparison sees.
	RootHalving
)

// halving is the state of a RootHalving search.
type halving struct {
	// alive are indexes in rootLegal of the moves still in the running.
	alive []int32
	// sums and counts are the observer's rewards by index in rootLegal.
	sums   []float64
	counts []int32
	// phase counts the cuts made; perPhase is each phase's share of the budget.
	phase, perPhase int
	// deal is the number of deals played this phase, of dealsInPhase; next is
	// the position in alive of the move to play on the current deal.
	deal, dealsInPhase, next int
	// seed derives every deal's seed from (phase, deal), so a phase's deals
	// do not depend on how many deals earlier phases needed.
	seed       uint64
	policySeed uint64 // the current deal's playout seed
	// dealRNG and policyRNG live here, not on the stack, because the game's
	// Determinize and the policy take pointers to them (they would escape).
	dealRNG, policyRNG rules.RNG
}

// startHalving prepares a RootHalving search of the root (its sums are
// cleared even when there is nothing to search, for RootStats).
func (s *Search[S, M]) startHalving(seed uint64) {
	h := &s.halving
	n := len(s.rootLegal)
	h.alive = h.alive[:0]
	for i := range n {
		h.alive = append(h.alive, int32(i))
	}
	h.sums = zeroed(h.sums, n)
	h.counts = zeroed(h.counts, n)
	h.seed = seed
	h.phase = 0
	phases := 0
	for k := 1; k < n; k *= 2 {
		phases++
	}
	h.perPhase = s.cfg.Iterations / max(1, phases)
	if n > 0 {
		h.startPhase()
	}
}

// startPhase sizes the phase: its share of the budget spread over the moves
// alive, at least one deal each.
func (h *halving) startPhase() {
	h.deal, h.next = 0, 0
	h.dealsInPhase = max(1, h.perPhase/len(h.alive))
}

// halvingStep plays the next move of the running deal to the horizon.
func (s *Search[S, M]) halvingStep() {
	h := &s.halving
	if h.next == 0 {
		h.dealRNG = rules.NewRNG(rules.MixSeeds(h.seed, uint64(h.phase), uint64(h.deal)))
		s.dealt.CopyFrom(s.root)
		s.dealt.Determinize(s.observer, &h.dealRNG)
		h.policySeed = h.dealRNG.Uint64()
	}
	move := h.alive[h.next]
	st := s.scratch
	st.CopyFrom(s.dealt)
	s.apply(st, s.rootLegal[move])
	h.policyRNG = rules.NewRNG(h.policySeed)
	s.playout(st, &h.policyRNG)
	st.Rewards(s.rewards)
	h.sums[move] += s.rewards[s.observer]
	h.counts[move]++

	h.next++
	if h.next < len(h.alive) {
		return
	}
	h.next = 0
	h.deal++
	s.sortAlive()
	keep := (len(h.alive) + 1) / 2
	if h.deal < h.dealsInPhase && !(stopWhenSettled && s.cutSettled(keep)) {
		return
	}
	h.alive = h.alive[:keep]
	h.phase++
	if len(h.alive) > 1 {
		h.startPhase()
	}
}

// cutSettled reports whether the moves kept by a cut after keep moves are
// already known: every alive move has played the same deals, a reward is in
// [0,1], and the last kept move leads the first dropped one by more than the
// deals left, so no remaining deal of the phase could swap them.
func (s *Search[S, M]) cutSettled(keep int) bool {
	h := &s.halving
	left := float64(h.dealsInPhase - h.deal)
	return h.sums[h.alive[keep-1]]-h.sums[h.alive[keep]] > left
}

// sortAlive orders the alive moves by reward sum, best first, ties by their
// order in rootLegal (insertion sort: a few dozen moves at most, and no
// allocation).
func (s *Search[S, M]) sortAlive() {
	h := &s.halving
	better := func(a, b int32) bool {
		if h.sums[a] != h.sums[b] {
			return h.sums[a] > h.sums[b]
		}
		return a < b
	}
	for i := 1; i < len(h.alive); i++ {
		for j := i; j > 0 && better(h.alive[j], h.alive[j-1]); j-- {
			h.alive[j], h.alive[j-1] = h.alive[j-1], h.alive[j]
		}
	}
}

// halvingBest is the alive move with the best mean reward, ties to the
// earlier legal move; before any playout, the first legal move.
func (s *Search[S, M]) halvingBest() int {
	h := &s.halving
	best, bestMean := 0, -1.0
	for _, i := range h.alive {
		if h.counts[i] == 0 {
			continue
		}
		mean := h.sums[i] / float64(h.counts[i])
		if mean > bestMean || (mean == bestMean && int(i) < best) {
			best, bestMean = int(i), mean
		}
	}
	return best
}

// zeroed is buf resized to n zero values, reusing its storage when it can.
func zeroed[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}
