package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// A puzzle (rules/puzzle) is played on the real table, as a lesson is: the
// match is restored from the puzzle's record, the puzzle's player is the
// person and the other seats the computer. The table watches the person's
// move at the puzzle's position: the answer is played and the game goes
// on (the computer's reply, the rest of the line); a legal other move is
// refused, the position stays, and the box says what was best and by how
// much, with the answer shown as a hint shows it. A hint asked for before
// answering gives the answer away, and the puzzle counts as not solved,
// as on lichess. The verdict goes to the shell (Host.PuzzleResult), which
// rates it; the box then offers the next puzzle or the same again.
//
// A puzzle's match is never saved (the game in progress keeps its slot)
// and counts nowhere (it is marked as a lesson's is: play.Match.Lesson).

// PuzzleStart is a puzzle as the shell opens it at the table.
type PuzzleStart struct {
	Puzzle puzzle.Puzzle
	// Rating is the puzzle's rating on this device (its shipped one until
	// attempts here move it); Player is the player's puzzle rating.
	Rating, Player puzzle.Rating
	// Daily: the game's puzzle of the day. Mixed: opened from the mixed
	// list, so Next takes the next puzzle of any game.
	Daily, Mixed bool
}

// PuzzleState is the puzzle at the table in the test contract: the game,
// the puzzle's id and how many the game ships, its rating as shown, the
// verdict (solved, or failed: a wrong move or a hint), the box's line,
// the moves played since the puzzle's position, and the answer's taps in
// order (the contract's target ids, as a lesson's expect) while the
// person may still play it at the puzzle's position.
type PuzzleState struct {
	Game   string   `json:"game"`
	ID     int      `json:"id"`
	Count  int      `json:"count"`
	Rating int      `json:"rating"`
	Solved bool     `json:"solved"`
	Failed bool     `json:"failed"`
	Played int      `json:"played"`
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

// PuzzleScene is a scene that may run a puzzle (a game's table).
type PuzzleScene interface {
	PuzzleNow() *PuzzleState
}

// puzzleVerdict is how the attempt went.
type puzzleVerdict int

const (
	puzzleOpen   puzzleVerdict = iota // not answered yet
	puzzleSolved                      // the answer was played first
	puzzleFailed                      // a wrong move, or a hint, came first
)

// puzzleRun is a puzzle running at a table.
type puzzleRun struct {
	start   PuzzleStart
	ply     int // the record's length at the puzzle's position
	verdict puzzleVerdict
	line    string // what the box says
	// next opens the next puzzle, again this one afresh: shown once the
	// verdict is in.
	next, again *ui.Button
	tableBox
	key puzzleKey
	// taps are the answer's taps as found on screen ("" for one not on
	// screen yet, looked for again at each reading).
	taps []string
}

// puzzleKey is what the box's place depends on.
type puzzleKey struct {
	moves, layout, tick int
	human, tally        bool
	verdict             puzzleVerdict
	line                string
}

func newPuzzleRun(ps *PuzzleStart, moves int) *puzzleRun {
	p := &puzzleRun{start: *ps, ply: moves, line: ps.Puzzle.Goal + ".",
		next:  ui.NewButton("puzzle.next", "Next puzzle"),
		again: ui.NewButton("puzzle.again", "Try again")}
	p.next.Primary = true
	return p
}

// puzzleAt tells whether a puzzle runs and the match is at its position.
func (t *Table[S, M]) puzzleAt() bool {
	return t.puzzle != nil && len(t.Match.Record.Moves) == t.puzzle.ply
}

// puzzleAnswer is the answer as the game's move (ok false if the rules
// no longer read it: a puzzle set out of step with the rules, which the
// puzzle package's tests catch).
func (t *Table[S, M]) puzzleAnswer() (M, bool) {
	mv, err := t.Match.State.ParseMove(t.puzzle.start.Puzzle.Answer[0])
	return mv, err == nil
}

// puzzleRefuses answers a legal move other than the answer at the
// puzzle's position: the first counts the puzzle as not solved; the
// state stays, and the answer is shown as a hint shows it. A move the
// rules refuse is left to them (it is no answer at all).
func (t *Table[S, M]) puzzleRefuses(a *ui.Context, mv M) bool {
	if !t.puzzleAt() || t.puzzle.start.Puzzle.IsAnswer(mv.String()) {
		return false
	}
	probe := t.Match.State.Clone()
	probe.SetEvents(false)
	if probe.Apply(mv) != nil {
		return false
	}
	p := t.puzzle
	t.board.Resync()
	best := t.showAnswer()
	if p.verdict == puzzleOpen {
		change := t.puzzleDecide(false)
		p.line = joinLines("Not the best move. The best: "+best, p.start.Puzzle.Explain()+".", change)
	}
	t.refuse(a, "Not the best move: "+p.start.Puzzle.Explain()+".")
	return true
}

// showAnswer selects the answer on the board as a hint would, and
// returns the hint's words for it without "Hint: ".
func (t *Table[S, M]) showAnswer() string {
	mv, ok := t.puzzleAnswer()
	if !ok {
		return t.puzzle.start.Puzzle.Answer[0]
	}
	line := strings.TrimPrefix(t.board.Hint(mv), "Hint: ")
	if line == "" {
		return t.puzzle.start.Puzzle.Answer[0] + "."
	}
	return line
}

// puzzleSolves tells whether mv is the answer played at the puzzle's
// position (tryMove asks before the move is applied).
func (t *Table[S, M]) puzzleSolves(mv M) bool {
	return t.puzzleAt() && t.puzzle.start.Puzzle.IsAnswer(mv.String())
}

// puzzlePlayedAnswer notes the answer played: solved, when nothing came
// before it; the computer then plays on from it.
func (t *Table[S, M]) puzzlePlayedAnswer(a *ui.Context) {
	p := t.puzzle
	if p.verdict != puzzleOpen {
		return
	}
	change := t.puzzleDecide(true)
	p.line = joinLines("Solved! "+p.start.Puzzle.Explain()+".", change)
	a.Play(audio.Win)
}

// puzzleHint is the Hint button at the puzzle's position: the answer,
// shown as a hint; asked for before answering, the puzzle is not solved.
// False past the position, where the hint is the game's usual one.
func (t *Table[S, M]) puzzleHint() bool {
	if !t.puzzleAt() {
		return false
	}
	p := t.puzzle
	t.board.Resync()
	best := t.showAnswer()
	t.Note = "Hint: " + best
	if p.verdict == puzzleOpen {
		change := t.puzzleDecide(false)
		p.line = joinLines("The answer: "+best, p.start.Puzzle.Explain()+". A hint counts as not solved.", change)
	}
	return true
}

// puzzleDecide records the verdict with the shell and returns what it
// changed (the rating), for the box.
func (t *Table[S, M]) puzzleDecide(solved bool) string {
	p := t.puzzle
	p.verdict = puzzleFailed
	if solved {
		p.verdict = puzzleSolved
	}
	if t.host == nil {
		return ""
	}
	return t.host.PuzzleResult(p.start.Puzzle.Game, p.start.Puzzle.ID, solved)
}

// joinLines joins the box's sentences, leaving out empty ones.
func joinLines(parts ...string) string {
	var out []string
	for _, s := range parts {
		if s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// updatePuzzleButtons opens the next puzzle, or this one afresh, when
// their button is tapped; true when the table was left.
func (t *Table[S, M]) updatePuzzleButtons(a *ui.Context) bool {
	p := t.puzzle
	if p == nil || p.verdict == puzzleOpen || t.host == nil || p.box.W <= 0 {
		return false
	}
	ps := p.start.Puzzle
	switch {
	case p.next.Clicked(a):
		t.host.OpenPuzzle(ps.Game, 0, p.start.Mixed)
	case p.again.Clicked(a):
		t.host.OpenPuzzle(ps.Game, ps.ID, p.start.Mixed)
	default:
		return false
	}
	return true
}

// placePuzzle lays the puzzle's box out where it covers no target of the
// table (the answer's least of all), with its buttons under the line once
// the verdict is in.
func (t *Table[S, M]) placePuzzle(a *ui.Context) {
	p := t.puzzle
	if p == nil {
		return
	}
	key := puzzleKey{moves: len(t.Match.Record.Moves), layout: a.LayoutCount(), tick: a.Ticks() / 15,
		human: t.HumanTurn(), tally: t.Tally, verdict: p.verdict, line: p.line}
	if key == p.key && p.box.W > 0 {
		return
	}
	p.key, p.shown = key, p.line
	p.targets = t.board.AppendBoardTargets(t.appendTableTargets(p.targets[:0]))
	p.clear = p.clear[:0]
	if kc, ok := t.board.(LessonKeepClear); ok {
		p.clear = kc.AppendKeepClear(a, p.clear)
	}
	scale := max(a.Scale, 1)
	p.style = sprites.Style{Size: max(a.U(24), 15*scale), Color: sprites.White, Align: sprites.TopLeft}
	if p.verdict == puzzleFailed {
		p.style.Color = sprites.Gold
	}
	p.capStyle = sprites.Style{Size: max(a.U(18), 12*scale), Color: sprites.Gold, Align: sprites.TopLeft}
	p.caption = t.puzzleCaption()
	margin := max(a.U(12), 6*scale)
	p.below = 0
	if p.verdict != puzzleOpen {
		p.below = a.MinTap() + margin
	}
	var expect []string
	if key.human && t.puzzleAt() && p.verdict != puzzleSolved {
		expect = t.puzzleTaps()
	}
	t.fitBox(a, &p.tableBox, expect)
	pad := max(a.U(14), 8*scale)
	r := p.box
	w := (r.W - 2*pad - margin) / 2
	y := r.Y + r.H - pad - a.MinTap()
	p.next.R = sprites.Rect{X: r.X + pad, Y: y, W: w, H: a.MinTap()}
	p.again.R = sprites.Rect{X: r.X + pad + w + margin, Y: y, W: w, H: a.MinTap()}
	p.next.Hidden, p.again.Hidden = p.verdict == puzzleOpen, p.verdict == puzzleOpen
}

// puzzleCaption names the puzzle and its rating as the box shows them.
func (t *Table[S, M]) puzzleCaption() string {
	s := t.puzzle.start
	rating := int(math.Round(s.Rating.Rating))
	if s.Daily {
		return fmt.Sprintf("Puzzle of the day · %d · rated %d", s.Puzzle.ID, rating)
	}
	return fmt.Sprintf("Puzzle %d of %d · rated %d", s.Puzzle.ID, puzzle.Count(s.Puzzle.Game), rating)
}

// puzzleTaps are the answer's taps on the screen as it is: those found
// once are kept (a selection may hide them), those not on screen yet are
// looked for again.
func (t *Table[S, M]) puzzleTaps() []string {
	p := t.puzzle
	move := p.start.Puzzle.Answer[0]
	targets := t.AppendTargets(nil)
	var now []string
	now = t.board.AnswerTaps(move, targets)
	if len(p.taps) != len(now) {
		p.taps = now
	}
	for i, id := range p.taps {
		if id == "" {
			p.taps[i] = now[i]
		}
	}
	return p.taps
}

// drawPuzzleOverlay paints the puzzle's box and its buttons above the
// table (drawInspector calls it, as it does the lesson's).
func (t *Table[S, M]) drawPuzzleOverlay(a *ui.Context, dst *ebiten.Image) {
	p := t.puzzle
	if p == nil || p.box.W <= 0 {
		return
	}
	a.Text.MarkOverlay()
	drawTableBox(a, dst, &p.tableBox)
	p.next.Draw(a, dst)
	p.again.Draw(a, dst)
}

// appendPuzzleTargets adds the box's buttons to the table's targets.
func (t *Table[S, M]) appendPuzzleTargets(dst []ui.Target) []ui.Target {
	if p := t.puzzle; p != nil && p.box.W > 0 {
		return ui.AppendButtonTargets(dst, p.next, p.again)
	}
	return dst
}

// PuzzleNow is the puzzle in the test contract (nil when none runs).
func (t *Table[S, M]) PuzzleNow() *PuzzleState {
	p := t.puzzle
	if p == nil {
		return nil
	}
	ps := p.start.Puzzle
	st := &PuzzleState{Game: ps.Game, ID: ps.ID, Count: puzzle.Count(ps.Game), Rating: int(math.Round(p.start.Rating.Rating)),
		Solved: p.verdict == puzzleSolved, Failed: p.verdict == puzzleFailed, Answer: []string{},
		Goal: ps.Goal, Text: p.line, Daily: p.start.Daily, Played: len(t.Match.Record.Moves) - p.ply}
	st.Box.X, st.Box.Y, st.Box.W, st.Box.H = p.box.X, p.box.Y, p.box.W, p.box.H
	if t.HumanTurn() && t.puzzleAt() {
		for _, id := range t.puzzleTaps() {
			st.Answer = append(st.Answer, id)
		}
	}
	return st
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
