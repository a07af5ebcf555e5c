package play

// The review after a game: every move judged by the computer's search.
//
// How a scene uses it:
//
//	rv, err := play.NewReview(game, rec, seats, prior, thinking)
//	// game: the catalog's gamedef.Game of rec.Game; rec: the finished
//	// record; seats: who sat where (humans' moves are judged first);
//	// prior: an Analysis kept with the game (nil: none; one of another
//	// record is ignored); thinking: the program's Thinking (its workers or
//	// goroutines; nil or the slices mode: a goroutine of its own on the
//	// desktop, and an error in a browser without workers).
//	each tick:  rv.Update()            // polls; never blocks, no allocation while waiting
//	            done, total := rv.Progress()
//	            a := rv.Analysis()     // partial until rv.Done(): save it to resume later
//	            rv.Err()               // non-nil: the analysis stopped (say so)
//	leaving:    rv.Cancel()            // then keep rv.Analysis() (see Recent.SetAnalysis)
//	showing:    a.Marks(), a.Judged[i] (move i of rec.Moves: Best, values),
//	            a.Summary(seat).Text(), a.Series(seat, len(seats))
//
// The review and a match share the program's searchers one decision at a
// time: a match thinking meanwhile would take them from the review and
// back at every tick, so review while no match thinks (a finished game,
// the statistics). An analysis is about 60 bytes a move in JSON.
//
// Each move is judged by the Hard search (ReviewLevel) of the game in fixed
// mode (one unit per searcher, no clock), from the view of the player who
// moved: what they could see then, the rest determinized, exactly as the
// computer decides (gamedef.Def.Think). The request's seed depends only on
// the record and the move, so a record's analysis is the same every time
// for the same number of searchers (the synchronous Analyse uses one).
// Forced moves (one legal move) are not judged. The move the search would
// play, or any move valued at least as high, is never marked.

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"strings"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// ReviewLevel is the search that judges the moves: Hard, the strongest,
// also 20 Strong's advisor.
const ReviewLevel = ai.Hard

// AnalysisVersion is the version of Analysis written now.
const AnalysisVersion = 1

// reviewSalt keeps the review's search seeds apart from the players'.
const reviewSalt = 0x7265766965770001

// Mark is a judged move worth pointing out: Move is its index in the
// record's moves (0 the first), Seat who played it, Kind "inaccuracy",
// "mistake" or "blunder", and Loss what it cost in the game's unit (see
// gamedef.ReviewScale).
type Mark struct {
	Move int     `json:"move"`
	Seat int     `json:"seat"`
	Kind string  `json:"kind"`
	Loss float64 `json:"loss"`
}

// Judgement is the search's opinion of one move of the record. Values are
// the mover's mean reward in [0,1] (see gamedef.ReviewScale), Loss is in
// the scale's unit.
type Judgement struct {
	Done   bool   `json:"d,omitempty"` // analysed (the others are still to do)
	Seat   int    `json:"s"`
	Forced bool   `json:"f,omitempty"` // one legal move: not judged
	Best   string `json:"b,omitempty"` // the search's move ("" when forced)
	// PlayedValue is the move played's value, BestValue the best move's:
	// BestValue is also the position's value for the mover.
	PlayedValue float64 `json:"pv,omitempty"`
	BestValue   float64 `json:"bv,omitempty"`
	// Unvalued: the search never tried the move played (a budget smaller
	// than the legal moves); it is not judged.
	Unvalued bool    `json:"u,omitempty"`
	Loss     float64 `json:"l,omitempty"`
	Kind     string  `json:"k,omitempty"`
}

// Judged reports whether the move has a value to show (not forced, not
// unvalued, analysed).
func (j *Judgement) Judged() bool { return j.Done && !j.Forced && !j.Unvalued }

// Analysis is the review of one finished record, kept with it so it is
// never computed twice. It is complete when every Judged entry is Done.
type Analysis struct {
	Version int    `json:"version"`
	Game    string `json:"game"`
	// Record is a fingerprint of the record judged: an analysis of another
	// record is never resumed.
	Record uint64              `json:"record"`
	Level  ai.Level            `json:"level"`
	Scale  gamedef.ReviewScale `json:"scale"`
	// Judged has one entry per move of the record, in its order.
	Judged []Judgement `json:"judged"`
}

// Fingerprint identifies a record (game, options, seed, moves).
func Fingerprint(rec rules.Record) uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%s\x00%d", rec.Game, rec.Options, rec.Seed)
	for _, m := range rec.Moves {
		h.Write([]byte{0})
		h.Write([]byte(m))
	}
	return h.Sum64()
}

// Analysed counts the moves analysed so far.
func (a *Analysis) Analysed() int {
	n := 0
	for i := range a.Judged {
		if a.Judged[i].Done {
			n++
		}
	}
	return n
}

// Complete reports whether every move is analysed.
func (a *Analysis) Complete() bool { return a.Analysed() == len(a.Judged) }

// Marks are the marked moves, in the record's order.
func (a *Analysis) Marks() []Mark {
	marks := []Mark{}
	for i, j := range a.Judged {
		if j.Judged() && j.Kind != "" {
			marks = append(marks, Mark{Move: i, Seat: j.Seat, Kind: j.Kind, Loss: j.Loss})
		}
	}
	return marks
}

// SeatSummary counts a seat's judged moves by kind and sums its loss.
type SeatSummary struct {
	Seat                             int
	Judged                           int // moves judged (forced ones aside)
	Inaccuracies, Mistakes, Blunders int
	Loss                             float64 // in Scale.Unit
	MarkedLoss                       float64 // of Loss, on the marked moves
	Scale                            gamedef.ReviewScale
}

// Summary is seat's summary over the moves analysed so far.
func (a *Analysis) Summary(seat int) SeatSummary {
	s := SeatSummary{Seat: seat, Scale: a.Scale}
	for i := range a.Judged {
		j := &a.Judged[i]
		if j.Seat != seat || !j.Judged() {
			continue
		}
		s.Judged++
		s.Loss += j.Loss
		if j.Kind != "" {
			s.MarkedLoss += j.Loss
		}
		switch j.Kind {
		case gamedef.Inaccuracy:
			s.Inaccuracies++
		case gamedef.Mistake:
			s.Mistakes++
		case gamedef.Blunder:
			s.Blunders++
		}
	}
	return s
}

// Text is the summary in a line: "2 mistakes (about 14 points), and
// about 6 points in small slips over 20 other moves", "no mistakes, 3%
// win chance lost per move (the mean)". Points lost are summed over every
// move, so the marked moves' share is said apart from the small slips':
// "1 inaccuracy, about 39 points lost" read as if one inaccuracy had cost
// them all.
func (s SeatSummary) Text() string {
	var parts []string
	marked := 0
	for _, c := range []struct {
		n    int
		name string
	}{{s.Inaccuracies, gamedef.Inaccuracy}, {s.Mistakes, gamedef.Mistake}, {s.Blunders, gamedef.Blunder}} {
		marked += c.n
		switch {
		case c.n == 1:
			parts = append(parts, "1 "+c.name)
		case c.n > 1:
			parts = append(parts, fmt.Sprintf("%d %ss", c.n, strings.Replace(c.name, "inaccuracy", "inaccuracie", 1)))
		}
	}
	if s.Scale.Unit != gamedef.Points {
		if len(parts) == 0 {
			parts = append(parts, "no mistakes")
		}
		if s.Judged > 0 {
			// Chances lost on different moves do not add up to a chance (the
			// sum passes 100% in a long game): the mean per move reads true.
			parts = append(parts, fmt.Sprintf("%d%% win chance lost per move", int(math.Round(s.Loss/float64(s.Judged)))))
		}
		return strings.Join(parts, ", ")
	}
	line := "no mistakes"
	if len(parts) > 0 {
		line = strings.Join(parts, ", ") + " (" + pointsText(s.MarkedLoss) + ")"
	}
	others := s.Judged - marked
	small := int(math.Round(s.Loss - s.MarkedLoss))
	switch {
	case others == 0 || small == 0:
		return line
	case marked == 0:
		return fmt.Sprintf("%s; %s in small slips over %s", line, pointsText(s.Loss), plural(others, "move"))
	}
	return fmt.Sprintf("%s, and %s in small slips over %s", line, pointsText(s.Loss-s.MarkedLoss), plural(others, "other move"))
}

// pointsText is a loss in points: "about 1 point", "about 14 points".
func pointsText(loss float64) string {
	return "about " + plural(int(math.Round(loss)), "point")
}

// plural is n and the noun, in the plural unless n is 1: "1 move", "3 moves".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Point is one point of a seat's graph: Value in [0,1] before the move
// Move of the record.
type Point struct {
	Move  int
	Value float64
}

// Series is seat's value over the game, as lichess draws its graph: the
// best move's value before each of the seat's judged moves; in a game of
// two seats also 1 minus the other seat's (both players' rewards add up to
// 1 in every two-player game of the collection). It is a win chance where
// the scale's unit is, else the search's reward (standing and margin).
func (a *Analysis) Series(seat, seats int) []Point {
	var pts []Point
	for i := range a.Judged {
		j := &a.Judged[i]
		switch {
		case !j.Judged():
		case j.Seat == seat:
			pts = append(pts, Point{Move: i, Value: j.BestValue})
		case seats == 2:
			pts = append(pts, Point{Move: i, Value: round4(1 - j.BestValue)})
		}
	}
	return pts
}

// newAnalysis is the empty analysis of rec's turns.
func newAnalysis(info gamedef.Info, rec rules.Record, turns []gamedef.Turn, level ai.Level) Analysis {
	a := Analysis{Version: AnalysisVersion, Game: rec.Game, Record: Fingerprint(rec), Level: level,
		Scale: info.Review, Judged: make([]Judgement, len(turns))}
	for i, t := range turns {
		a.Judged[i].Seat = t.Player
	}
	return a
}

// resumes reports whether prior is a partial or whole analysis of the same
// record at the same level, to go on from.
func (a *Analysis) resumes(prior *Analysis) bool {
	return prior != nil && prior.Version == a.Version && prior.Game == a.Game && prior.Record == a.Record &&
		prior.Level == a.Level && prior.fits(len(a.Judged))
}

// fits reports whether a kept analysis reads as one of a record of moves
// moves: one entry each, known kinds, values in [0,1], losses not negative.
func (a *Analysis) fits(moves int) bool {
	if len(a.Judged) != moves {
		return false
	}
	for _, j := range a.Judged {
		switch {
		case j.Kind != "" && j.Kind != gamedef.Inaccuracy && j.Kind != gamedef.Mistake && j.Kind != gamedef.Blunder,
			!(j.PlayedValue >= 0 && j.PlayedValue <= 1 && j.BestValue >= 0 && j.BestValue <= 1 && j.Loss >= 0):
			return false
		}
	}
	return true
}

// thinkRequest is the search of move i of rec, from the view of its mover.
func thinkRequest(rec rules.Record, i int, level ai.Level, id int) gamedef.ThinkRequest {
	part := rec
	part.Moves = rec.Moves[:i:i]
	return gamedef.ThinkRequest{ID: id, Record: part, Level: level, Exact: true,
		Seed: rules.MixSeeds(rec.Seed, uint64(i), reviewSalt)}
}

// judge turns a search's tally of the position before a move into the
// move's judgement.
func judge(j *Judgement, turn gamedef.Turn, tally *ai.Tally[string], scale gamedef.ReviewScale) {
	*j = Judgement{Done: true, Seat: turn.Player}
	best, ok := tally.Best()
	if !ok {
		j.Unvalued = true
		return
	}
	j.Best = best
	var played, top ai.Vote[string]
	for _, v := range tally.Votes {
		if v.Move == turn.Move {
			played = v
		}
		if v.Move == best {
			top = v
		}
	}
	if top.Visits == 0 || played.Visits == 0 {
		j.Unvalued = true
		return
	}
	// Rounded so that the values kept (and the loss from them) read the
	// same after a JSON round trip.
	j.BestValue = round4(top.Total / float64(top.Visits))
	j.PlayedValue = round4(played.Total / float64(played.Visits))
	if turn.Move == best || j.PlayedValue >= j.BestValue {
		return
	}
	j.Loss = round4((j.BestValue - j.PlayedValue) * scale.PerReward)
	j.Kind = scale.Kind(j.Loss)
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// Analyse judges every move of a finished record at level, one search
// after the other in this goroutine with one searcher: the tests', the
// benchmarks' and the arena's way. ReviewLevel is what players get.
func Analyse(game gamedef.Game, rec rules.Record, level ai.Level) (*Analysis, error) {
	return analyseFrom(game, rec, level, 0)
}

// analyseFrom is Analyse of the moves from index from on, the others left
// to do.
func analyseFrom(game gamedef.Game, rec rules.Record, level ai.Level, from int) (*Analysis, error) {
	turns, err := game.Turns(rec)
	if err != nil {
		return nil, err
	}
	a := newAnalysis(game.Info(), rec, turns, level)
	for i, t := range turns {
		if i < from {
			continue
		}
		if t.Legal <= 1 {
			a.Judged[i] = Judgement{Done: true, Seat: t.Player, Forced: true}
			continue
		}
		rep := game.Think(thinkRequest(rec, i, level, i+1), nil, nil)
		if rep.Err != "" {
			return &a, fmt.Errorf("move %d: %s", i+1, rep.Err)
		}
		judge(&a.Judged[i], t, &rep.Tally, a.Scale)
	}
	return &a, nil
}

// DecodeAnalysis reads a kept analysis.
func DecodeAnalysis(text string) (*Analysis, error) {
	var a Analysis
	if err := json.Unmarshal([]byte(text), &a); err != nil {
		return nil, fmt.Errorf("not an analysis: %s", Shorten(err.Error(), 80))
	}
	if a.Version != AnalysisVersion {
		return nil, fmt.Errorf("analysis version %d is not supported", a.Version)
	}
	return &a, nil
}

// errNoSearchers is the review's error in a browser whose search workers
// did not start.
var errNoSearchers = errors.New("the analysis needs the search workers, which did not start")
