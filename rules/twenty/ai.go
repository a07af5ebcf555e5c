package twenty

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
)

// Budgets are the search's iterations per level: the defaults, which were
// measured on this game (hard: about 2 s a decision in the browser).
var Budgets = ai.DefaultBudgets

// HorizonReached is where a search playout stops: a hand has just ended
// (HandOver), or the game is over. A search then judges one hand at a time,
// which is what a decision inside a hand can change.
func (s *State) HorizonReached() bool { return s.HandOver() }

// Reward shaping for the search: a player's standing weighs 1-w and the
// margin in points w, scaled by RewardMarginScale and clamped, so a search
// prefers winning by more and losing by less.
//
// The standing is the share of opponents with more points (ties count
// half): with 2 players 1 for fewer points, 0 for more, 0.5 for equal; with
// 3 or 4 it ranks the players. The margin is the opponents' mean points less
// the player's. What is judged:
//   - game over: the final totals, w = GameMarginWeight (who won is what
//     counts);
//   - a hand just ended (HandOver): that hand's penalties, w =
//     HandMarginWeight. The game is won on the sum of the hands, so the
//     margin of a hand matters as much as who won it: losing a hand by 5
//     rather than by 50 is worth searching for.
//   - within a hand (a playout cut short): the penalties of the cards held
//     now, as if the hand ended here, w = HandMarginWeight.
const (
	GameMarginWeight  = 0.1
	HandMarginWeight  = 0.5
	RewardMarginScale = 60.0
)

// Rewards writes each player's reward in [0,1] (see HandMarginWeight).
func (s *State) Rewards(dst []float64) {
	n := s.opts.Players
	var points [MaxPlayers]int
	w := HandMarginWeight
	switch {
	case s.over:
		points, w = s.totals, GameMarginWeight
	case s.handEnded:
		points = s.handPen
	default:
		for p := range n {
			points[p] = SetPenalty(s.hands[p])
		}
	}
	for p := range n {
		beaten, others := 0.0, 0
		for q := range n {
			if q == p {
				continue
			}
			others += points[q]
			switch {
			case points[q] > points[p]:
				beaten++
			case points[q] == points[p]:
				beaten += 0.5
			}
		}
		standing := beaten / float64(n-1)
		margin := (float64(others)/float64(n-1) - float64(points[p])) / RewardMarginScale
		margin = max(-1, min(1, margin))
		dst[p] = (1-w)*standing + w*(0.5+0.5*margin)
	}
}

// Determinize re-deals, in place, what observer cannot know: the other
// hands and the stock are redrawn at random from the cards observer neither
// holds nor sees on the table, keeping every hand size and the stock size.
// It also reseeds the state's generator from rng (future reshuffles are
// unknown too) and clears the hand-end mark, so a search started right after
// a hand ended plays to the end of the coming hand instead of stopping at
// once. It allocates nothing.
//
// It forgets what observer could infer from earlier reshuffles (the new
// stock was the old table), a small loss for a simple, uniform re-deal.
func (s *State) Determinize(observer int, rng *rules.RNG) {
	known := s.table
	if observer >= 0 && observer < s.opts.Players {
		known |= s.hands[observer]
	}
	var pool [cards.NumCards]cards.Card
	n := 0
	for x := cards.FullPack &^ known; x != 0; x &= x - 1 {
		c, _ := x.Lowest()
		pool[n] = c
		n++
	}
	for i := n - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	next := 0
	for p := range s.opts.Players {
		if p == observer {
			continue
		}
		var h cards.Set
		for range s.hands[p].Len() {
			h = h.With(pool[next])
			next++
		}
		s.hands[p] = h
	}
	copy(s.stock[:s.stockLen], pool[next:n])
	s.rng = rules.NewRNG(rng.Uint64())
	s.handEnded = false
}

// Heuristic weights: a play scores the penalty it sheds, less KingKeep per
// king it spends (a king is the safest card to hold: it makes any count),
// except when the play makes LastCount or empties the hand; going out adds
// GoOutBonus. Drawing scores 0, so a play is chosen when it scores more.
const (
	KingKeep   = 30
	GoOutBonus = 1000
)

// Heuristic is the baseline player, also fit as a playout policy: play the
// set that sheds the most penalty, keeping kings for 20 or for going out,
// prefer going out, and draw when no play is worth it. Ties are broken at
// random. It allocates nothing when buf has room for the legal moves.
func Heuristic(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	if len(buf) <= 1 {
		if len(buf) == 0 {
			return Move{}
		}
		return buf[0]
	}
	hand := s.hands[s.toMove]
	best, bestScore, ties := buf[0], -1<<30, 0
	for _, m := range buf {
		score := 0
		if m.Kind == Play {
			score = SetPenalty(m.Cards)
			out := m.Cards == hand
			if out {
				score += GoOutBonus
			}
			if !out && s.count != LastCount {
				score -= KingKeep * (m.Cards & kingCards).Len()
			}
		}
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}
