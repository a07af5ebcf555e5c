package puzzle

import (
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// Units a puzzle's margin is told in.
const (
	Tiles     = "tiles"      // Game of 20: the exact final margin of hand sums
	Points    = "points"     // Minus Twenty, Twenty: the review's points
	WinChance = "win chance" // For20, 20 Strong: percentage points
)

// Judge is how one game's puzzles are judged: the unit of its margin, the
// least margin a puzzle's answer must lead every other move by, and the
// judge of a recorded position (the moves of the player to move there,
// valued in PerValue units per 1.0 of a MoveValue's Value).
type Judge struct {
	Game string
	Unit string
	// PerValue turns a MoveValue's Value and Gap into Unit.
	PerValue float64
	// Margin is the least lead of the answer over every other move, in Unit.
	Margin float64
	// Deals is how many deals a position is judged on (0: exact).
	Deals int
	// Values values the moves of the player to move after rec on deals
	// deals drawn from seed (or exactly).
	Values func(rec rules.Record, deals int, seed uint64) (Verdict, error)
	// Player is the player to move after rec; Legal checks that a move's
	// text is a legal move there and returns the game's own text of it.
	Player func(rec rules.Record) (int, error)
	Legal  func(rec rules.Record, move string) (string, error)
	// ValuesRedealt first replaces what the player to move after rec cannot
	// see by another deal they cannot tell apart, then values the moves
	// there: the answer must not depend on the hidden cards.
	ValuesRedealt func(rec rules.Record, deals int, seed uint64) (Verdict, error)
	// View is what the player to move after rec sees (the game's View), for
	// the miner's -show.
	View func(rec rules.Record) (any, error)
	// Goal is the line shown above the puzzle, from its judged best and
	// second-best values (in Unit).
	Goal func(best, second float64) string
}

// judges are the five games', by id.
var judges = map[string]*Judge{}

func init() {
	register(twenty.Def, Judge{Unit: Points, PerValue: 2 * twenty.RewardMarginScale, Margin: 6, Deals: 400,
		Goal: fixedGoal("Take the fewest penalty points this hand")})
	register(minustwenty.Def, Judge{Unit: Points, PerValue: 2 * minustwenty.RewardMarginScale, Margin: 6, Deals: 400,
		Goal: fixedGoal("Score the most this round")})
	register(twentystrong.Def, Judge{Unit: WinChance, PerValue: 100, Margin: 8, Deals: 300,
		Goal: fixedGoal("Give the Hive its best chance to hold")})
	register(for20.Def, Judge{Unit: WinChance, PerValue: 100, Margin: 8, Deals: 300,
		Goal: fixedGoal("Give yourself the best chance to win")})
	register(gameof20.Def, Judge{Unit: Tiles, PerValue: 1, Margin: ExactMarginTiles, Goal: exactGoal})
	judges[gameof20.Def.ID].Values = exactJudge
	judges[gameof20.Def.ID].ValuesRedealt = exactJudge
}

// JudgeOf is a game's judge.
func JudgeOf(game string) (*Judge, bool) {
	j, ok := judges[game]
	return j, ok
}

// register fills j's functions from a game's descriptor.
func register[S rules.State[S, M], M rules.Move, O comparable](d *gamedef.Def[S, M, O], j Judge) {
	j.Game = d.ID
	j.Player = func(rec rules.Record) (int, error) {
		st, _, err := d.Restore(rec)
		if err != nil {
			return rules.Nobody, err
		}
		return st.ToMove(), nil
	}
	j.Legal = func(rec rules.Record, text string) (string, error) {
		st, _, err := d.Restore(rec)
		if err != nil {
			return "", err
		}
		m, err := st.ParseMove(text)
		if err != nil {
			return "", err
		}
		for _, l := range st.AppendLegal(nil) {
			if l == m {
				return m.String(), nil
			}
		}
		return "", fmt.Errorf("%q is not legal here", text)
	}
	j.View = func(rec rules.Record) (any, error) {
		st, _, err := d.Restore(rec)
		if err != nil {
			return nil, err
		}
		return st.View(st.ToMove()), nil
	}
	j.Values = func(rec rules.Record, deals int, seed uint64) (Verdict, error) {
		st, _, err := d.Restore(rec)
		if err != nil {
			return Verdict{}, err
		}
		return judgeDeals(st, d.Policy(), deals, seed)
	}
	j.ValuesRedealt = func(rec rules.Record, deals int, seed uint64) (Verdict, error) {
		st, _, err := d.Restore(rec)
		if err != nil {
			return Verdict{}, err
		}
		// Another world the player cannot tell from the real one: the
		// judge's own deals are then drawn from it.
		rng := rules.NewRNG(rules.MixSeeds(seed, 0x7265646561))
		observer := st.ToMove()
		if observer == rules.Nobody {
			return Verdict{}, fmt.Errorf("the game is over: nobody is to move")
		}
		st.Determinize(observer, &rng)
		return judgeDeals(st, d.Policy(), deals, seed)
	}
	judges[d.ID] = &j
}

func fixedGoal(line string) func(best, second float64) string {
	return func(float64, float64) string { return line }
}
