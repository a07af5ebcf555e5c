package puzzle

import (
	"fmt"
	"math"
	"sort"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// The judge of a position with hidden information values every legal move
// of the player to move on common deals: a deal is one determinization of
// everything that player cannot see (other hands, the order of the piles,
// the dice to come) plus one seed for the rest of the play, and every move
// is played on it, then the game's heuristic plays every seat to the
// search's horizon (the end of the hand, round or game), as the games'
// RootHalving searches do. A move's value is the mover's mean reward over
// the deals. Played on the same deals, two moves share the luck, so their
// paired difference is what the comparison sees, and its standard error
// tells a margin from noise.

// MoveValue is what the judge found for one legal move.
type MoveValue struct {
	Move string
	// Value is the mover's mean reward over the deals, in [0,1]; for an
	// exact judge, the reward under best play.
	Value float64
	// Gap is the best move's mean lead over this one on the same deals, and
	// GapError its standard error (0 for the best move and for exact values).
	Gap, GapError float64
	// Equal counts the deals on which this move scored exactly what the best
	// move scored.
	Equal int
}

// Verdict is a judged position: the moves, best first.
type Verdict struct {
	Moves []MoveValue
	Deals int // 0: exact values
	// Share is the part of the deals on which the best move scored at least
	// as much as every other (1 for exact values).
	Share float64
}

// Best is the best move's text, or "" when there is none.
func (v *Verdict) Best() string {
	if len(v.Moves) == 0 {
		return ""
	}
	return v.Moves[0].Move
}

// Second is the best of the other moves (the zero value when there is one
// move only).
func (v *Verdict) Second() MoveValue {
	if len(v.Moves) < 2 {
		return MoveValue{}
	}
	return v.Moves[1]
}

// Find is the value of a move by its text.
func (v *Verdict) Find(move string) (MoveValue, bool) {
	for _, m := range v.Moves {
		if m.Move == move {
			return m, true
		}
	}
	return MoveValue{}, false
}

// judgeDeals values every legal move of the player to move in root over
// deals common deals drawn from seed (root is not changed). The game's
// policy plays every seat after the move, for at most
// ai.DefaultMaxPlayoutMoves, a guard against a playout that never
// reaches the horizon.
func judgeDeals(root gamedef.Position, deals int, seed uint64) (Verdict, error) {
	observer := root.ToMove()
	if observer == rules.Nobody {
		return Verdict{}, fmt.Errorf("the game is over: nobody is to move")
	}
	legal := root.LegalMoves()
	if len(legal) < 2 {
		return Verdict{}, fmt.Errorf("%d legal moves: nothing to choose", len(legal))
	}
	dealt, st := root.Clone(), root.Clone()
	rewards := make([]float64, root.NumPlayers())
	values := make([][]float64, deals) // by deal, then by legal move
	for d := range deals {
		rng := rules.NewRNG(rules.MixSeeds(seed, uint64(d)))
		dealt.CopyFrom(root)
		dealt.Determinize(observer, &rng)
		policySeed := rng.Uint64()
		values[d] = make([]float64, len(legal))
		for i, m := range legal {
			st.CopyFrom(dealt)
			if err := st.Apply(m); err != nil {
				return Verdict{}, fmt.Errorf("legal move %v refused: %v", m, err)
			}
			prng := rules.NewRNG(policySeed)
			if _, err := st.Playout(&prng, false, true, ai.DefaultMaxPlayoutMoves); err != nil {
				return Verdict{}, fmt.Errorf("the policy's move refused: %v", err)
			}
			st.Rewards(rewards)
			values[d][i] = rewards[observer]
		}
	}
	return verdictOf(moveTexts(legal), values), nil
}

// verdictOf sums the values by deal (values[deal][move]) into a verdict;
// legal are the moves' texts.
func verdictOf(legal []string, values [][]float64) Verdict {
	deals := len(values)
	means := make([]float64, len(legal))
	for _, row := range values {
		for i, x := range row {
			means[i] += x / float64(deals)
		}
	}
	order := make([]int, len(legal))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return means[order[a]] > means[order[b]] })
	best := order[0]
	v := Verdict{Deals: deals}
	shared := 0
	for _, row := range values {
		top := true
		for i, x := range row {
			if i != best && x > row[best] {
				top = false
			}
		}
		if top {
			shared++
		}
	}
	v.Share = float64(shared) / float64(max(1, deals))
	for _, i := range order {
		mv := MoveValue{Move: legal[i], Value: means[i]}
		if i != best {
			var sum, sq float64
			for _, row := range values {
				d := row[best] - row[i]
				sum += d
				sq += d * d
				if d == 0 {
					mv.Equal++
				}
			}
			mean := sum / float64(deals)
			mv.Gap = mean
			if deals > 1 {
				variance := max(0, (sq-float64(deals)*mean*mean)/float64(deals-1))
				mv.GapError = math.Sqrt(variance / float64(deals))
			}
		} else {
			mv.Equal = deals
		}
		v.Moves = append(v.Moves, mv)
	}
	return v
}
