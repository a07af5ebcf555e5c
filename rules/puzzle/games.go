package puzzle

import (
	"fmt"
	"sync"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Units a puzzle's margin is told in.
const (
	Tiles     = gamedef.Tiles     // Game of 20: the exact final margin of hand sums
	Points    = gamedef.Points    // Minus Twenty, Twenty: the review's points
	WinChance = gamedef.WinChance // For20, 20 Strong: percentage points
)

// Judge is how one game's puzzles are judged: the unit of its margin, the
// least margin a puzzle's answer must lead every other move by, and the
// judge of a recorded position (the moves of the player to move there,
// valued in PerValue units per 1.0 of a MoveValue's Value). Each game
// says its own in its descriptor (gamedef.Puzzles, in its def.go); the
// judges are those of rules/catalog's games.
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
	// Rules are the game's puzzle rules as its descriptor gives them (the
	// miner's self-play reads them too).
	Rules *gamedef.PuzzleRules
}

var (
	judgesOnce sync.Once
	judges     map[string]*Judge // by game id
)

// JudgeOf is a game's judge: every game of the catalog with puzzles has
// one.
func JudgeOf(game string) (*Judge, bool) {
	judgesOnce.Do(func() {
		judges = map[string]*Judge{}
		for _, g := range catalog.Games {
			if j := judgeOf(g); j != nil {
				judges[j.Game] = j
			}
		}
	})
	j, ok := judges[game]
	return j, ok
}

// judgeOf makes a game's judge from its descriptor (nil for a game
// without puzzles).
func judgeOf(g gamedef.Game) *Judge {
	r := g.PuzzleRules()
	if r == nil {
		return nil
	}
	j := &Judge{Game: g.Info().ID, Unit: r.Unit, PerValue: r.PerValue, Margin: r.Margin, Deals: r.Deals, Goal: r.Goal, Rules: r}
	if r.Exact != nil {
		j.Deals = 0
	}
	j.Player = func(rec rules.Record) (int, error) {
		pos, err := g.RestorePosition(rec)
		if err != nil {
			return rules.Nobody, err
		}
		return pos.ToMove(), nil
	}
	j.Legal = func(rec rules.Record, text string) (string, error) {
		pos, err := g.RestorePosition(rec)
		if err != nil {
			return "", err
		}
		m, err := pos.ParseMove(text)
		if err != nil {
			return "", err
		}
		if !pos.IsLegal(m) {
			return "", fmt.Errorf("%q is not legal here", text)
		}
		return m.String(), nil
	}
	j.View = func(rec rules.Record) (any, error) {
		pos, err := g.RestorePosition(rec)
		if err != nil {
			return nil, err
		}
		return pos.View(pos.ToMove()), nil
	}
	if r.Exact != nil {
		// Exact values: no deals, and no hidden cards to re-deal.
		j.Values = func(rec rules.Record, _ int, _ uint64) (Verdict, error) {
			pos, err := g.RestorePosition(rec)
			if err != nil {
				return Verdict{}, err
			}
			return judgeExact(pos, r.Exact)
		}
		j.ValuesRedealt = j.Values
		return j
	}
	j.Values = func(rec rules.Record, deals int, seed uint64) (Verdict, error) {
		pos, err := g.RestorePosition(rec)
		if err != nil {
			return Verdict{}, err
		}
		return judgeDeals(pos, deals, seed)
	}
	j.ValuesRedealt = func(rec rules.Record, deals int, seed uint64) (Verdict, error) {
		pos, err := g.RestorePosition(rec)
		if err != nil {
			return Verdict{}, err
		}
		// Another world the player cannot tell from the real one: the
		// judge's own deals are then drawn from it.
		rng := rules.NewRNG(rules.MixSeeds(seed, 0x7265646561))
		observer := pos.ToMove()
		if observer == rules.Nobody {
			return Verdict{}, fmt.Errorf("the game is over: nobody is to move")
		}
		pos.Determinize(observer, &rng)
		return judgeDeals(pos, deals, seed)
	}
	return j
}

// judgeExact values every legal move of the player to move in pos by the
// game's exact judge (Game of 20's solver): the values are exact, so the
// verdict has no deals and no standard errors.
func judgeExact(pos gamedef.Position, exact func(gamedef.Position) ([]float64, error)) (Verdict, error) {
	values, err := exact(pos)
	if err != nil {
		return Verdict{}, err
	}
	legal := moveTexts(pos.LegalMoves())
	if len(values) != len(legal) {
		return Verdict{}, fmt.Errorf("%d values for %d legal moves", len(values), len(legal))
	}
	v := verdictOf(legal, [][]float64{values})
	v.Deals = 0
	for i := range v.Moves {
		v.Moves[i].GapError = 0
	}
	return v, nil
}

// moveTexts are the moves' texts.
func moveTexts(moves []gamedef.Move) []string {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = m.String()
	}
	return texts
}
