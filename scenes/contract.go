package scenes

import (
	"encoding/json"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

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
	Box CSSBox `json:"box"`
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
	st.Box = CSSBox{p.box.X, p.box.Y, p.box.W, p.box.H}
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

// CSSBox is a box in the test contract: a lesson's or a puzzle's panel,
// in CSS pixels once the shell has divided it (Scaled).
type CSSBox struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Scaled is the box divided by scale (device pixels to CSS pixels).
func (b CSSBox) Scaled(scale float64) CSSBox {
	return CSSBox{b.X / scale, b.Y / scale, b.W / scale, b.H / scale}
}

// Board is a game's own side of its table: the view it plays from the
// rule events, the person's input read as what they want to do, and what
// it draws. The Table runs the tick and calls the board in the order of
// BoardView's methods up to Refresh, with Input, Played and Hint (the
// three that take moves) in the turn between Resync and Refresh; it
// draws the top bar, the board
// (DrawBoard) and the inspector, and reports its buttons and the board's
// targets. The board reads the match but never plays a move (its one call
// back is DropRefusal, to clear a refusal line), so a move goes one way:
// input -> Table.Update -> Board.Input -> Table.tryMove ->
// play.Match.Apply -> rules -> events -> Board.Show -> motions -> Draw.
// A game's scene embeds the Table and is its Board; it writes Animating
// itself (the rest of a ui.Scene is the Table's).
type Board[M rules.Move] interface {
	BoardView
	// Input reads the person's input for the decision at hand.
	Input(a *ui.Context) Intent[M]
	// Played: the person's move was accepted (the selection clears).
	Played(mv M)
	// Hint shows a suggested move and returns the line that says it.
	Hint(mv M) string
}

// BoardView is the part of a Board that names no move type, which the
// table's core (tableCore, compiled once for every game) calls.
type BoardView interface {
	// BeginTick runs first: the board lays itself out again when the
	// screen changed and reads what the tick needs from the settings.
	BeginTick(a *ui.Context)
	// Escape tells whether the board takes Esc for itself (an aim
	// dropped) instead of going back to the menu.
	Escape() bool
	// Show plays one event into the board's view (motions, sounds, lines)
	// and returns the beat after it: a pause, or the round's tally.
	Show(a *ui.Context, e rules.Event) Beat
	// Skip ends the motions at once: the player skipped the events.
	Skip()
	// Step runs the board's clocks and reads the position for the tick
	// (counters, flashes, what is legal), before the turn is taken.
	Step(a *ui.Context)
	// Hold tells whether the board keeps this tick's input for itself
	// (dice still tumbling, the game log open).
	Hold(a *ui.Context) bool
	// Resync: the seat shown or the position changed outside a move (the
	// next person at the device, a move taken back): the selection drops
	// and the view shows the match as it is.
	Resync()
	// Refresh runs last: the prompt, the buttons and the card places.
	Refresh(a *ui.Context)
	// Inspect names what is drawn at (x, y), for the inspector (a long
	// press or a resting pointer): false where there is nothing to read.
	Inspect(a *ui.Context, x, y float64) (Inspection, bool)
	// Results is the screen that replaces the table at the game's end
	// (NewResults). The table hands it the record for the replay and the
	// recent games, and the shell that counts it in the statistics.
	Results() *Results
	// Status is the line at the right of the top bar (or under it on an
	// upright phone): whose turn, the round, the score.
	Status() string
	// DrawBoard paints the board, every frame, between the top bar and
	// the inspector; it must not allocate.
	DrawBoard(a *ui.Context, screen *ebiten.Image)
	// AppendBoardTargets reports what can be tapped on the board, for the
	// test contract and the lesson (the table adds its own buttons).
	AppendBoardTargets(dst []ui.Target) []ui.Target
	// AnswerTaps are the target ids a player taps for move (in its text
	// form), in order, read from targets, the ones on screen now ("" for
	// a tap whose target is not shown yet): a puzzle's answer in the test
	// contract, as a lesson step's Expect.
	AnswerTaps(move string, targets []ui.Target) []string
}

// Intent is what the person asked for this tick, as the board read it:
// nothing, a move to try, a refusal to show, or the last move taken back.
type Intent[M rules.Move] struct {
	move     M
	play     bool
	refusal  string
	takeBack string // the line shown once the move is taken back
}

// Play asks the table to try mv.
func (i *Intent[M]) Play(mv M) { *i = Intent[M]{move: mv, play: true} }

// Refuse shows why the input is not a move, with the refusal sound.
func (i *Intent[M]) Refuse(why string) { *i = Intent[M]{refusal: why} }

// TakeBack asks for the last move to be taken back; line says so after.
func (i *Intent[M]) TakeBack(line string) { *i = Intent[M]{takeBack: line} }

// Beat is what follows an event shown: a pause of so many ticks at the
// normal speed (0: none), or the round's tally.
type Beat int

const (
	// OpenTally ends the events for now: the round's tally opens, with
	// the fanfare.
	OpenTally Beat = -1
	// OpenLostTally opens it with the sound of a lost solo run.
	OpenLostTally Beat = -2
)
