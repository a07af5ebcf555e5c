package minustwenty

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
)

// Budgets are the search's iterations per level, and its root rule.
//
// Easy is the heuristic itself (no iterations), as the game's design asks:
// the baseline player, and the search's playout policy. A playout is a whole
// round of some 40 moves, about six times a Twenty playout, so Hard gets
// fewer iterations than the default: about 0.11 s natively and 0.3 s as
// WebAssembly (the arena's -bench); Normal half of that.
//
// The moves are compared on common deals (ai.RootHalving): the luck of the
// blind draws in a playout is worth tens of points, the difference between
// two good moves a few, and independent playouts chose mostly on that noise
// (the arena results are in docs/measurements.md).
var Budgets = ai.Budgets{
	Iterations: [...]int{ai.Easy: 0, ai.Normal: 3000, ai.Hard: 6000},
	Root:       ai.RootHalving,
}

// Reward shaping for the search. The outcome (1 ahead, 0.5 level, 0 behind)
// is blended with a margin term, 0.5 + 0.5 x clamp(margin / RewardMarginScale),
// so the search prefers winning by more and losing by less.
//
// At a round's end (the search horizon in a match that goes on) the round's
// score difference is judged with RoundMarginWeight: points carry over to
// the totals, so the margin matters as much as who won the round. At the
// match's end the totals are judged with MatchMarginWeight: then winning is
// what counts. Mid-round, the melds as they stand are judged like a round.
// The two players' rewards always add up to 1.
const (
	RoundMarginWeight = 0.5
	MatchMarginWeight = 0.1
	RewardMarginScale = 60.0
)

// HorizonReached is true from the Apply that ended a round until the next
// Apply, and once the match is over.
func (s *State) HorizonReached() bool { return s.horizon || s.Over() }

// judged is player 0's margin in what Rewards judges, and the margin's weight.
func (s *State) judged() (margin int, weight float64) {
	switch {
	case s.Over():
		return s.totals[0] - s.totals[1], MatchMarginWeight
	case s.horizon:
		last := s.roundScores[s.roundsDone-1]
		return last[0] - last[1], RoundMarginWeight
	}
	return s.Score(0) - s.Score(1), RoundMarginWeight
}

// Rewards writes each player's reward in [0,1] (see RoundMarginWeight).
func (s *State) Rewards(dst []float64) {
	m, weight := s.judged()
	for p := range NumPlayers {
		margin := float64(m)
		if p == 1 {
			margin = -margin
		}
		dst[p] = ai.MarginReward(margin, RewardMarginScale, weight)
	}
}

// Determinize re-deals what observer cannot know: the opponent's hand, but
// for the cards observer saw them take from the discard piles
// (KnownOpponentCards), and the order of the draw pile are redrawn
// uniformly from those same cards, keeping the sizes. The generator that
// shuffles future rounds is reseeded too, so no later deal leaks.
func (s *State) Determinize(observer int, rng *rules.RNG) {
	if s.Over() {
		return
	}
	opp := 1 - observer
	hidden := s.hands[opp] &^ s.known[opp]
	var pool [DeckSize]cards.Card
	n := 0
	for h := hidden; h != 0; h &= h - 1 {
		pool[n], _ = h.Lowest()
		n++
	}
	n += copy(pool[n:], s.draw[:s.drawLen])
	for i := n - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	k := hidden.Len()
	hand := s.known[opp]
	for _, c := range pool[:k] {
		hand = hand.With(c)
	}
	s.hands[opp] = hand
	copy(s.draw[:s.drawLen], pool[k:n])
	s.rng = rules.NewRNG(rng.Uint64())
}
