package gamedef

import (
	"encoding/json"
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

// ReviewScale is how a game's review after the end reads the search's
// values: in what unit a move's loss is told and where an inaccuracy, a
// mistake and a blunder begin.
//
// The search values a move by the mover's mean reward after it, in [0,1]
// (see rules.State.Rewards). Where the reward is mostly the chance of
// winning, the unit is "win chance" and PerReward is 100 (percent). Where a
// game scores points and its reward gives half its weight to the points
// margin (Twenty's hands, Minus Twenty's rounds), the unit is "points": the
// reward is read as a straight line from losing by the game's margin scale
// (0) to winning by as many (1), and a loss is told as the points that
// would cost as much. It is an estimate (the reward's other half is who
// wins the hand), hence "about" in the summaries.
type ReviewScale struct {
	Unit      string  `json:"unit"`      // "win chance" or "points"
	PerReward float64 `json:"perReward"` // units per 1.0 of reward
	// The thresholds, in Unit: a loss of at least Blunder is a blunder,
	// else at least Mistake a mistake, else at least Inaccuracy an
	// inaccuracy.
	Inaccuracy float64 `json:"inaccuracy"`
	Mistake    float64 `json:"mistake"`
	Blunder    float64 `json:"blunder"`
}

// Units of a review.
const (
	WinChance = "win chance"
	Points    = "points"
)

// WinChanceReview is the scale of a game whose reward is mostly the chance
// of winning: lichess's steps of win chance (10, 20 and 30 percentage
// points). Below 10 points the search's own noise at Hard (a few percent
// on a move it visited little) would mark good moves.
var WinChanceReview = ReviewScale{Unit: WinChance, PerReward: 100, Inaccuracy: 10, Mistake: 20, Blunder: 30}

// The kinds of a judged move's mark.
const (
	Inaccuracy = "inaccuracy"
	Mistake    = "mistake"
	Blunder    = "blunder"
)

// Kind is the mark a loss (in Unit) earns: "" for none.
func (r ReviewScale) Kind(loss float64) string {
	switch {
	case loss >= r.Blunder:
		return Blunder
	case loss >= r.Mistake:
		return Mistake
	case loss >= r.Inaccuracy:
		return Inaccuracy
	}
	return ""
}

// OrDefault is r, or WinChanceReview for a game that sets no scale.
func (r ReviewScale) OrDefault() ReviewScale {
	if r.PerReward <= 0 || r.Blunder <= 0 {
		return WinChanceReview
	}
	return r
}

// Turn is one move of a recorded game as a review needs it: who was asked
// and why, how many legal moves they had (one: forced, not judged) and the
// move played, in its text form.
type Turn struct {
	Player int
	Kind   rules.DecisionKind
	Legal  int
	Move   string
}

// Turns replays a record and describes each of its moves.
func (d *Def[S, M, O]) Turns(rec rules.Record) ([]Turn, error) {
	if rec.Game != d.ID {
		return nil, fmt.Errorf("the record is of %q, not %s", rec.Game, d.ID)
	}
	var o O
	if err := json.Unmarshal(rec.Options, &o); err != nil {
		return nil, fmt.Errorf("options: %v", err)
	}
	s, err := d.New(o, rec.Seed)
	if err != nil {
		return nil, err
	}
	s.SetEvents(false)
	turns := make([]Turn, 0, len(rec.Moves))
	var legal []M
	for i, text := range rec.Moves {
		dec := s.Decision()
		legal = s.AppendLegal(legal[:0])
		m, err := s.ParseMove(text)
		if err == nil {
			err = s.Apply(m)
		}
		if err != nil {
			return nil, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		turns = append(turns, Turn{Player: dec.Player, Kind: dec.Kind, Legal: len(legal), Move: text})
	}
	return turns, nil
}
