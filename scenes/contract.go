package scenes

import (
	"encoding/json"
	"math"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/scenes/ui"
)

// InspectState is the card inspector in the test contract.
type InspectState struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// TextBox is a text on screen and its box, in CSS pixels.
type TextBox struct {
	Text string  `json:"text"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
	// Over: drawn on its own panel above the screen (a toast): it may
	// cover other texts and targets, but must fit on the screen.
	Over bool `json:"over,omitempty"`
	// BoxW is the width the text was wrapped or fitted to (0: none): a
	// text wider than its box ran out of it.
	BoxW float64 `json:"boxW,omitempty"`
	// Cut: the text was shortened with an ellipsis to fit its box.
	Cut bool `json:"cut,omitempty"`
	// Size is its font size, in CSS pixels.
	Size float64 `json:"size"`
}

// PuzzleState is the puzzle at the table in the test contract: the game,
// the puzzle's id and how many the game ships, its rating as shown, the
// verdict (solved, or failed: a wrong move or a hint), the box's line,
// the moves played since the puzzle's position, whether the line after a
// wrong move is being shown (Line: true from the wrong move until the
// position is back), and the answer's taps in order (the contract's
// target ids, as a lesson's expect) while the person may still play it
// at the puzzle's position.
type PuzzleState struct {
	Game   string   `json:"game"`
	ID     int      `json:"id"`
	Count  int      `json:"count"`
	Rating int      `json:"rating"`
	Solved bool     `json:"solved"`
	Failed bool     `json:"failed"`
	Played int      `json:"played"`
	Line   bool     `json:"line"`
	Answer []string `json:"answer"`
	Goal   string   `json:"goal"`
	Text   string   `json:"text"`
	Daily  bool     `json:"daily"`
	// Box is the puzzle's box (CSS pixels), a panel over the table.
	Box struct {
		X float64 `json:"x"`
		Y float64 `json:"y"`
		W float64 `json:"w"`
		H float64 `json:"h"`
	} `json:"box"`
}

// PuzzleNow is the puzzle in the test contract (nil when none runs).
func (t *tableCore) PuzzleNow() *PuzzleState {
	p := t.puzzle
	if p == nil {
		return nil
	}
	ps := p.start.Puzzle
	st := &PuzzleState{Game: ps.Game, ID: ps.ID, Count: puzzle.Count(ps.Game), Rating: int(math.Round(p.start.Rating.Rating)),
		Solved: p.verdict == puzzleSolved, Failed: p.verdict == puzzleFailed, Answer: []string{},
		Goal: ps.Goal, Text: p.line, Daily: p.start.Daily, Played: len(t.match.record().Moves) - p.ply, Line: p.wrong != nil}
	st.Box.X, st.Box.Y, st.Box.W, st.Box.H = p.box.X, p.box.Y, p.box.W, p.box.H
	if t.HumanTurn() && t.puzzleAt() {
		for _, id := range t.puzzleTaps() {
			st.Answer = append(st.Answer, id)
		}
	}
	return st
}

// PositionJSON is the match's record and every seat's view of its state,
// as JSON (tests compare the puzzle's position before a wrong move and
// after its line is taken back).
func (t *Table[S, M]) PositionJSON() string {
	views := make([]any, t.Match.State.NumPlayers())
	for p := range views {
		views[p] = t.Match.State.View(p)
	}
	b, err := json.Marshal(struct {
		Record rules.Record `json:"record"`
		Views  []any        `json:"views"`
	}{t.Match.Record, views})
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// PlayText plays a move given in its text form for the person to move,
// as a tap would, refusal and all (tests); an unreadable text is an error.
func (t *Table[S, M]) PlayText(a *ui.Context, text string) error {
	mv, err := t.Match.State.ParseMove(text)
	if err != nil {
		return err
	}
	t.tryMove(a, mv)
	return nil
}
