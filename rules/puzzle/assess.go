package puzzle

import (
	"fmt"
	"math"
	"slices"
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
	// maxAlso: more equals than this and the position has no answer.
	maxAlso = 2
	// minLegalPerAnswer: the right moves (the answer and its equals) are at
	// most this part of the legal moves, one in three.
	minLegalPerAnswer = 3
	// minShare: the answer must do at least as well as every other move on
	// this part of the deals when mined, and on half of it when re-checked
	// (another set of deals may well be a little less kind).
	minShare = 0.5
	// confidence is how many standard errors the mining's lead must keep
	// above the margin, so that the margin is not noise.
	confidence = 2
)

// Test is how demanding an assessment is.
type Test int

const (
	// Mining: the lead exceeds the margin by two standard errors, the answer
	// is best on most deals.
	Mining Test = iota
	// Recheck: on the deals it was mined on, the answer still leads by the
	// margin on average.
	Recheck
	// Redealt: in another world the player cannot tell from the real one, on
	// other deals, the answer still leads by half the margin: it does not
	// hang on the hidden cards.
	Redealt
)

// Assess tells whether the judged position v is a puzzle of j's game by
// test. answers, when not empty, are the answer and its equals as shipped:
// the lead is then measured over the other moves only (a re-check must not
// fail because two equal cards differed on a deal).
func (j *Judge) Assess(v Verdict, test Test, answers ...string) (Assessment, error) {
	a := Assessment{Legal: len(v.Moves), Share: v.Share}
	if len(v.Moves) < 2 {
		return a, fmt.Errorf("nothing to choose")
	}
	best := v.Moves[0]
	a.Answer, a.Best = best.Move, best.Value*j.PerValue
	a.Margin, a.MarginLow = math.Inf(1), math.Inf(1)
	a.Second = math.Inf(-1)
	for _, m := range v.Moves[1:] {
		if slices.Contains(answers, m.Move) && slices.Contains(answers, a.Answer) || len(answers) == 0 && j.equal(v, m) {
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
	case len(a.Also) > maxAlso, v.Deals == 0 && len(a.Also) > 0 && len(answers) == 0:
		// Exact values: two moves as good are two answers, no puzzle.
		return a, fmt.Errorf("%d moves do as well", len(a.Also)+1)
	case len(answers) == 0 && (1+len(a.Also))*minLegalPerAnswer > a.Legal:
		// Two right moves of three is a coin toss with a blunder beside it.
		return a, fmt.Errorf("%d of %d moves do as well", len(a.Also)+1, a.Legal)
	case math.IsInf(a.Second, -1):
		return a, fmt.Errorf("every move does the same")
	}
	need := j.Margin
	if j.Unit == Tiles && (a.Best > 0 && a.Second <= 0 || a.Best == 0 && a.Second < 0) {
		need = 1 // the only move that keeps the win (or the draw)
	}
	if test == Redealt {
		need /= 2
	}
	switch {
	case a.Margin < need:
		return a, fmt.Errorf("the answer leads by %.1f %s, less than %.1f", a.Margin, j.Unit, need)
	case test == Mining && a.MarginLow < need:
		return a, fmt.Errorf("the answer's lead, %.1f %s, is within noise of %.1f", a.Margin, j.Unit, need)
	case test == Mining && a.Share < minShare:
		return a, fmt.Errorf("the answer is best on only %.0f%% of the deals", 100*a.Share)
	case a.Share < minShare/2:
		return a, fmt.Errorf("the answer is best on only %.0f%% of the deals", 100*a.Share)
	}
	return a, nil
}

// equal reports whether m does what the best move does: the same on every
// deal (the other of two equal cards), or the same exact value.
func (j *Judge) equal(v Verdict, m MoveValue) bool {
	if v.Deals == 0 {
		return m.Gap == 0
	}
	return m.Equal == v.Deals
}

// Difficulty orders puzzles of one game from easy to hard: more plausible
// moves, and a second-best move nearer the answer, make a puzzle harder.
func (j *Judge) Difficulty(a Assessment) float64 {
	closeness := j.Margin / math.Max(a.Margin, j.Margin/4) // 1 at the margin, less when the rest fall far
	return math.Log2(1+float64(a.Plausible)) + 2*closeness
}
