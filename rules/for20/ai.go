package for20

import "github.com/twenty-games/twenty/rules/ai"

// Budgets are the search's iterations per level. A playout is a whole game
// (about 130 heuristic moves with four players, 0.1 ms natively), far
// longer than one of Twenty's, so the levels get fewer iterations than the
// defaults: Hard decides in about 0.15 s natively, like Twenty's Hard.
// Easy is the heuristic alone. Luck (the draws) swamps the difference
// between two good moves, so the root compares moves on common deals.
var Budgets = ai.Budgets{
	Iterations: [...]int{ai.Easy: 0, ai.Normal: 500, ai.Hard: 1500},
	Root:       ai.RootHalving,
}

// Reward shaping for the search: a player's reward is (1-w) x their share
// of the win plus w x a margin term, 0.5 + 0.5 x clamp((score - best other
// score) / RewardMarginScale), so that the search also prefers leading by
// more and trailing by less. A game cut short (the playout guard) is judged
// on the scores as they stand plus ReserveWeight x the reserves' points.
const (
	RewardMarginWeight = 0.2
	RewardMarginScale  = 20.0
)

// ReserveWeight is what a point in the reserve counts for, against a
// smoked point, when a playout cut short is judged before the end.
const ReserveWeight = 0.5

// HorizonReached is the end of the game. A horizon a few rounds ahead, the
// playout judged on scores and reserves, was tried: with 2 rounds the
// search played clearly worse than the heuristic, with 5 no better than
// with whole games, so whole games it is.
func (s *State) HorizonReached() bool { return s.over }

// Rewards writes each player's reward in [0,1] (see RewardMarginWeight).
func (s *State) Rewards(dst []float64) {
	n := s.opts.Players
	var scores [MaxPlayers]float64
	for p := range n {
		scores[p] = float64(s.scores[p])
		if !s.over {
			scores[p] += ReserveWeight * float64(pointsOf(s.reserves[p]))
		}
	}
	best, leaders := scores[0], 0
	for p := range n {
		best = max(best, scores[p])
	}
	for p := range n {
		if scores[p] == best {
			leaders++
		}
	}
	for p := range n {
		other := -1.0
		for q := range n {
			if q != p {
				other = max(other, scores[q])
			}
		}
		win := 0.0
		if scores[p] == best {
			win = 1 / float64(leaders)
		}
		margin := (scores[p] - other) / RewardMarginScale
		margin = max(-1, min(1, margin))
		dst[p] = (1-RewardMarginWeight)*win + RewardMarginWeight*(0.5+0.5*margin)
	}
}
