package gameof20

import (
	"slices"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// Budgets are the search's iterations per level, for the draft and for the
// placements the solver cannot finish within ExactNodes. A playout is a
// whole game, so Hard gets fewer iterations than the default: a draft
// decision takes about 0.16 s as WebAssembly (the arena's -bench), about 1 s
// in the browser's search slices.
var Budgets = ai.Budgets{Iterations: [...]int{ai.Easy: ai.EasyIterations, ai.Normal: ai.NormalIterations, ai.Hard: 6000}}

// Reward shaping for the search: the outcome (1 win, 0.5 draw, 0 loss)
// weighs 1-RewardMarginWeight; the rest rewards the margin of hand sums,
// scaled by RewardMarginScale and clamped, so a search prefers winning by
// more and losing by less. With these values a win is always worth more than
// 0.95, a draw exactly 0.5 and a loss less than 0.05.
const (
	RewardMarginWeight = 0.1
	RewardMarginScale  = 40.0
)

// Rewards writes each player's reward in [0,1] (see RewardMarginWeight).
// Before the end it judges the hands as they stand.
func (s *State) Rewards(dst []float64) {
	for p := range NumPlayers {
		dst[p] = marginReward(s.Margin(p))
	}
}

// marginReward is the reward of a player whose margin is margin.
func marginReward(margin int) float64 {
	return ai.MarginReward(float64(margin), RewardMarginScale, RewardMarginWeight)
}

// Heuristic is the baseline player, also fit as a playout policy: it
// allocates nothing when buf has room for the legal moves.
//
// Draft: take the lowest tile in the pool (low tiles are cheap to hold and
// easy to place; high ones need a matching sum; with this placement policy
// on both sides, drafting lowest won 66% of 2,000 games against drafting at
// random and 85% against drafting highest). Placement: maximise the
// tile placed minus the highest tile the opponent could place right after.
// Ties are broken at random.
func Heuristic(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	switch {
	case len(buf) == 0:
		return Move{}
	case len(buf) == 1 || s.phase == Drafting:
		return buf[0] // legal takes come in ascending order
	}
	var r replies
	r.build(s)
	best, bestScore, ties := buf[0], -1<<30, 0
	for _, m := range buf {
		score := int(m.Tile) - r.bestAfter(s, int(m.Tile), int(m.Cell))
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

// replyTop is how many of the best reply cells replies keeps: one more than
// a placement can change (its own cell and up to four neighbours).
const replyTop = 5 + 1

// replies is what the opponent of the player to move could place on each
// empty cell as the board stands, with the cells of the highest such tiles.
// A placement changes only its own cell and its edge neighbours, so the best
// reply after it is the best unchanged cell from the top list or one of the
// few changed cells: a handful of cells per candidate instead of the whole
// board. Playouts spend most of their time here.
type replies struct {
	tile [maxCells]int8 // the opponent's tile for each empty cell, 0 if none
	top  [replyTop]int8 // cells with the highest tiles, highest first
	n    int            // entries in top
}

// build fills r for s.
func (r *replies) build(s *State) {
	q := 1 - int(s.toMove)
	for e := range s.Cells() {
		r.tile[e] = 0
		if s.board[e] != 0 {
			continue
		}
		if tile, ok := s.fits(q, e); ok {
			r.tile[e] = int8(tile)
			r.insert(e)
		}
	}
}

// insert adds cell e to the top list if its tile ranks there.
func (r *replies) insert(e int) {
	i := r.n
	if i == replyTop {
		if r.tile[r.top[i-1]] >= r.tile[e] {
			return
		}
		i--
	} else {
		r.n++
	}
	for ; i > 0 && r.tile[r.top[i-1]] < r.tile[e]; i-- {
		r.top[i] = r.top[i-1]
	}
	r.top[i] = int8(e)
}

// bestAfter is the highest tile the opponent of the player to move could
// place once tile v is on cell c (0 if none): the same as trying every cell
// (bestReplyAfter in the tests).
func (r *replies) bestAfter(s *State, v, c int) int {
	near := &neighbours[s.size][c]
	best := 0
	for _, e := range r.top[:r.n] {
		if int(e) != c && !slices.Contains(near[:], e) {
			best = int(r.tile[e])
			break
		}
	}
	h := &s.hands[1-int(s.toMove)]
	for _, e := range near {
		if e == noCell || s.board[e] != 0 {
			continue
		}
		count, sum := s.around(int(e))
		if tile := h.needed(count+1, sum+v); tile > best && h.has(tile) {
			best = tile
		}
	}
	return best
}
