package gamedef

import (
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// ThinkRequest asks a searcher for its share of one decision of a recorded
// game, away from the game loop (a Web Worker gets it as JSON). The
// searcher replays the record, so it sees exactly the game's state; the
// search itself only looks through the eyes of the player to move.
type ThinkRequest struct {
	ID     int          `json:"id"` // the asker's number for this decision, echoed back
	Record rules.Record `json:"record"`
	Level  ai.Level     `json:"level"`
	Seed   uint64       `json:"seed"`   // the decision's seed (see ai.UnitSeed)
	TimeMs int          `json:"timeMs"` // thinking time; 0 for one unit (fixed)
	// DeadlineMs, when not 0, is when the asker wants the answer, in Unix
	// milliseconds (the page and its workers share the wall clock): the
	// thinking time counts from the asking, not from the searcher's start.
	DeadlineMs int64 `json:"deadlineMs,omitempty"`
	// Searcher is this searcher's index among those sharing the decision.
	Searcher int `json:"searcher"`
	// Exact asks for the game's exact values where it has them
	// (Def.ExactTally): the review's judgement, not a player's search.
	Exact bool `json:"exact,omitempty"`
}

// ThinkReport is a searcher's answer: its tally, with moves as text, or
// what went wrong. Progress reports (Done false) carry only Iterations.
type ThinkReport struct {
	ID         int              `json:"id"`
	Searcher   int              `json:"searcher"`
	Done       bool             `json:"done"`
	Iterations int              `json:"iterations"`
	Tally      ai.Tally[string] `json:"tally"`
	Err        string           `json:"err,omitempty"`
	ElapsedMs  float64          `json:"elapsedMs"`
}

// Game is a descriptor without its types: what a list of every game
// holds. Info is what menus and flag help show; Think is the game's
// search behind a record, what a Web Worker holding only the rules serves;
// Turns describes a record's moves for the review after a game. The rest
// is what the tools that serve every game play it with (position.go): its
// positions and bots, its puzzles' rules.
type Game interface {
	Info() Info
	Think(req ThinkRequest, stop func() bool, progress func(iterations int)) ThinkReport
	Turns(rec rules.Record) ([]Turn, error)

	NewPosition(players int, choices []int, seed uint64) (Position, error)
	NewRecord(players int, choices []int, seed uint64) (rules.Record, error)
	RestorePosition(rec rules.Record) (Position, error)
	NewBot(spec BotSpec) Bot
	PuzzleRules() *PuzzleRules
}

// Think replays req's record and runs the searcher's share of the decision
// of the player to move at req's level.
func (d *Def[S, M, O]) Think(req ThinkRequest, stop func() bool, progress func(iterations int)) ThinkReport {
	start := time.Now()
	rep := ThinkReport{ID: req.ID, Searcher: req.Searcher, Done: true}
	st, _, err := d.Restore(req.Record)
	switch {
	case err != nil:
		rep.Err = err.Error()
		return rep
	case st.ToMove() == rules.Nobody:
		rep.Err = "the game is over: nobody is to move"
		return rep
	case req.Level < ai.Easy || req.Level > ai.Hard:
		rep.Err = fmt.Sprintf("no level %d", req.Level)
		return rep
	}
	var tally ai.Tally[M]
	exact := false
	if req.Exact && d.ExactTally != nil {
		tally, exact = d.ExactTally(st)
	}
	if !exact {
		plan := ai.Plan{Time: time.Duration(req.TimeMs) * time.Millisecond, Searcher: req.Searcher}
		if req.DeadlineMs != 0 {
			plan.Deadline = time.UnixMilli(req.DeadlineMs)
		}
		tally = ai.Think(st, d.Budgets.Config(req.Level), d.Policy(), req.Seed, plan, stop, progress)
	}
	rep.Tally = TallyText(&tally)
	rep.Iterations = rep.Tally.Iterations
	rep.ElapsedMs = float64(time.Since(start).Microseconds()) / 1000
	return rep
}

// TallyText is a tally with its moves as text.
func TallyText[M rules.Move](t *ai.Tally[M]) ai.Tally[string] {
	out := ai.Tally[string]{Units: t.Units, Iterations: t.Iterations, Sole: t.Sole.String()}
	for _, v := range t.Votes {
		out.Votes = append(out.Votes, ai.Vote[string]{Move: v.Move.String(), Visits: v.Visits, Total: v.Total})
	}
	return out
}

// ThinkFunc answers a request: a game's Think, or the catalog's for every
// game.
type ThinkFunc func(req ThinkRequest, stop func() bool, progress func(iterations int)) ThinkReport
