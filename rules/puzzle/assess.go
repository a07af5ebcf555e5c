package puzzle

import (
	"fmt"
	"math"
)

// Assessment is whether a judged position is a puzzle, and how hard.
type Assessment struct {
	Answer string
	// Also are moves that do exactly what the answer does on (nearly) every
	// deal, say the other of two equal cards: they count as the answer.
	Also []string
	// Best and Second are the answer's value and the best other move's, in
	// the judge's unit; Margin is the answer's least mean lead over any other
	// move, MarginLow that lead less two standard errors (equal to Margin for
	// exact values).
	Best, Second      float64
	Margin, MarginLow float64
	// Share is the part of the deals on which the answer did at least as
	// well as every other move.
	Share float64
	// Legal counts the legal moves, Plausible the other moves within
	// PlausibleMargins margins of the answer.
	Legal, Plausible int
}

// Bounds of the assessment.
const (
	// PlausibleMargins: a move that falls less than this many of the game's
	// margins behind the answer is one a player might well choose.
	PlausibleMargins = 3
	// equalShare: a move that scores exactly what the answer scores on this
	// part of the deals, and about as much on the rest, is the answer's equal.
	equalShare = 0.97
	// maxAlso: more equals than this and the position has no answer.
	maxAlso = 2
	// minShare: the answer must do at least as well as every other move on
	// this part of the deals (the mining's test; a re-check asks for half of
	// it, as another set of deals may well be a little less kind).
	minShare = 0.5
	// confidence is how many standard errors the mining's lead must keep
	// above the margin, so that the margin is not noise.
	confidence = 2
)

// Assess tells whether the judged position v is a puzzle of j's game. strict
// is the mining's test (the lead must exceed the margin by two standard
// errors, the answer must be best on most deals); otherwise the re-check's:
// the same answer is best and leads by the margin on average.
func (j *Judge) Assess(v Verdict, strict bool) (Assessment, error) {
	a := Assessment{Legal: len(v.Moves), Share: v.Share}
	if len(v.Moves) < 2 {
		return a, fmt.Errorf("nothing to choose")
	}
	best := v.Moves[0]
	a.Answer, a.Best = best.Move, best.Value*j.PerValue
	a.Margin, a.MarginLow = math.Inf(1), math.Inf(1)
	a.Second = math.Inf(-1)
	for _, m := range v.Moves[1:] {
		if j.equal(v, m) {
			a.Also = append(a.Also, m.Move)
			continue
		}
		gap := m.Gap * j.PerValue
		low := (m.Gap - confidence*m.GapError) * j.PerValue
		a.Margin = min(a.Margin, gap)
		a.MarginLow = min(a.MarginLow, low)
		a.Second = max(a.Second, m.Value*j.PerValue)
		if gap < PlausibleMargins*j.Margin {
			a.Plausible++
		}
	}
	switch {
	case len(a.Also) > maxAlso, v.Deals == 0 && len(a.Also) > 0:
		// Exact values: two moves as good are two answers, no puzzle.
		return a, fmt.Errorf("%d moves do as well", len(a.Also)+1)
	case math.IsInf(a.Second, -1):
		return a, fmt.Errorf("every move does the same")
	}
	need := j.Margin
	if j.Unit == Tiles && (a.Best > 0 && a.Second <= 0 || a.Best == 0 && a.Second < 0) {
		need = 1 // the only move that keeps the win (or the draw)
	}
	switch {
	case a.Margin < need:
		return a, fmt.Errorf("the answer leads by %.1f %s, less than %.1f", a.Margin, j.Unit, need)
	case strict && a.MarginLow < need:
		return a, fmt.Errorf("the answer's lead, %.1f %s, is within noise of %.1f", a.Margin, j.Unit, need)
	case strict && a.Share < minShare:
		return a, fmt.Errorf("the answer is best on only %.0f%% of the deals", 100*a.Share)
	case !strict && a.Share < minShare/2:
		return a, fmt.Errorf("the answer is best on only %.0f%% of the deals", 100*a.Share)
	}
	return a, nil
}

// equal reports whether m does what the best move does.
func (j *Judge) equal(v Verdict, m MoveValue) bool {
	if v.Deals == 0 {
		return m.Gap == 0
	}
	return float64(m.Equal) >= equalShare*float64(v.Deals) && math.Abs(m.Gap)*j.PerValue < j.Margin/4
}

// Difficulty orders puzzles of one game from easy to hard: more plausible
// moves, and a second-best move nearer the answer, make a puzzle harder.
func (j *Judge) Difficulty(a Assessment) float64 {
	closeness := j.Margin / math.Max(a.Margin, j.Margin/4) // 1 at the margin, less when the rest fall far
	return math.Log2(1+float64(a.Plausible)) + 2*closeness
}
