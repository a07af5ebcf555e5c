package scenes

import (
	"fmt"
	"math"
	"slices"
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
// on (the computer's reply, the rest of the line). A legal other move is
// played too, to show why it is worse: the computer answers it as in a
// game, up to the person's next decision (or the round's end, or a few
// moves), the box says what followed and by how much the answer does
// better; after a pause (or a tap, or "Back to the puzzle") the move is
// taken back and the position is the puzzle's again, record and all, with
// the answer shown as a hint shows it (see wrongLine). A hint asked for
// before answering gives the answer away. Either counts as not solved, as
// on lichess. The verdict goes to the shell (Host.PuzzleResult), which
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
	// verdict is in. back ends the line after a wrong move at once.
	next, again, back *ui.Button
	// wrong is the line after a wrong move being shown (nil: none).
	wrong *wrongLine
	// returned is the wrong move's line just taken back: the table was
	// made again at the puzzle's position, and its first tick shows the
	// answer (the board is laid out by then) and says why again.
	returned *wrongLine
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
	wrong, over         bool
}

// wrongLineMoves caps the moves shown after a wrong move (the wrong move
// aside): a line that does not come back to the person sooner stops there.
const wrongLineMoves = 6

// wrongLine is what follows a wrong move at the puzzle's position, played
// on the table as a game would go on: the computer's seats answer (their
// searches, beside the loop, as in any game) and the rules' own steps
// follow, until the person decides again, the round ends or
// wrongLineMoves have been played. A pause later the table takes the
// moves back and is made again at the position (returnToPuzzle). The
// person plays nothing meanwhile (the table is Busy, so HumanTurn is
// false), and nothing is saved (a puzzle never is).
type wrongLine struct {
	// moves and takeBacks are the record's moves and its count of moves
	// taken back before the wrong move: the position comes back with the
	// record as it was.
	moves     []string
	takeBacks int
	// first: the wrong move decided the verdict (the rating moved);
	// before is the box's line when it did not, said again once back.
	first  bool
	before string
	change string // what the verdict changed (the rating), said once back
	// notes are the board's feedback lines during the line, in order
	// (what the computer did, where the game says it); note the last one
	// read.
	notes []string
	note  string
	// wait counts the ticks down once the line is over (-1: still
	// playing); at 0 the position comes back.
	wait int
}

func newPuzzleRun(ps *PuzzleStart, moves int) *puzzleRun {
	p := &puzzleRun{start: *ps, ply: moves, line: ps.Puzzle.Goal + ".",
		next:  ui.NewButton("puzzle.next", "Next puzzle"),
		again: ui.NewButton("puzzle.again", "Try again"),
		back:  ui.NewButton("puzzle.back", "Back to the puzzle").WithKey(ebiten.KeyEnter)}
	p.next.Primary, p.back.Primary = true, true
	p.back.Hidden = true
	return p
}

// puzzleShowsWrong tells whether the line after a wrong move is being
// shown: the person plays nothing until the position is back.
func (t *tableCore) puzzleShowsWrong() bool {
	return t.puzzle != nil && t.puzzle.wrong != nil
}

// puzzleAt tells whether a puzzle runs and the match is at its position.
func (t *tableCore) puzzleAt() bool {
	return t.puzzle != nil && len(t.match.record().Moves) == t.puzzle.ply
}

// puzzleAnswer is the answer as the game's move (ok false if the rules
// no longer read it: a puzzle set out of step with the rules, which the
// puzzle package's tests catch).
func (t *Table[S, M]) puzzleAnswer() (M, bool) {
	mv, err := t.Match.State.ParseMove(t.puzzle.start.Puzzle.Answer[0])
	return mv, err == nil
}

// puzzleWrong answers a legal move other than the answer at the
// puzzle's position, before tryMove plays it: the first counts the
// puzzle as not solved; the move is then played and the line after it
// shown (wrongLine), and the position comes back. A move the rules
// refuse is left to them (it is no answer at all).
func (t *Table[S, M]) puzzleWrong(a *ui.Context, mv M) {
	if !t.puzzleAt() || t.puzzle.start.Puzzle.IsAnswer(mv.String()) {
		return
	}
	probe := t.Match.State.Clone()
	probe.SetEvents(false)
	if probe.Apply(mv) != nil {
		return
	}
	p := t.puzzle
	rec := &t.Match.Record
	w := &wrongLine{moves: slices.Clip(rec.Moves), takeBacks: rec.TakeBacks, before: p.line, wait: -1}
	if p.verdict == puzzleOpen {
		w.first = true
		w.change = t.puzzleDecide(false)
	}
	p.wrong = w
	p.line = wrongLineText(p, false)
	a.Play(audio.Refuse)
}

// wrongLineText is the box's line while a wrong move's line is shown, and
// once it is over: what the board said of the moves (its last few lines)
// and how much better the answer is.
func wrongLineText(p *puzzleRun, over bool) string {
	w := p.wrong
	notes := w.notes
	if !over {
		if len(notes) > 2 {
			notes = notes[len(notes)-2:]
		}
		if len(notes) == 0 {
			return "Not the best move. Here is what follows it."
		}
		return joinLines(append([]string{"Not the best move. What follows it:"}, notes...)...)
	}
	if len(notes) > 3 {
		notes = notes[len(notes)-3:]
	}
	head := "After that move:"
	if len(notes) == 0 {
		head = "This is where that move leads."
	}
	parts := append([]string{head}, notes...)
	return joinLines(append(parts, "The answer: "+lowerFirst(p.start.Puzzle.Explain())+".")...)
}

// lowerFirst puts the first letter of s in lower case.
func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// watchWrongLine keeps the board's feedback lines as the wrong move's
// line goes (a line says what a move did; a short one is kept, a long
// text is left to the table).
func (t *tableCore) watchWrongLine() {
	w := t.puzzle.wrong
	if t.Note == w.note {
		return
	}
	w.note = t.Note
	if n := strings.TrimSpace(t.Note); n != "" && len(n) <= 100 && !t.Refused() {
		if len(w.notes) == 0 || w.notes[len(w.notes)-1] != n {
			w.notes = append(w.notes, n)
		}
		if w.wait < 0 {
			t.puzzle.line = wrongLineText(t.puzzle, false)
		}
	}
}

// wrongLineOver tells whether the wrong move's line has nothing more to
// show, its events played: the person decides again, the game is over,
// or the line has run its moves.
func (t *tableCore) wrongLineOver() bool {
	return t.puzzleShowsWrong() && (!t.match.ComputerToMove() ||
		len(t.match.record().Moves)-t.puzzle.ply > wrongLineMoves)
}

// updateWrongLine runs the pause after the wrong move's line (the round's
// tally included: the table waits here instead of for Continue): a tap
// anywhere, or the pause's end, brings the puzzle's position back. True
// when it did (the table was made again).
func (t *tableCore) updateWrongLine(a *ui.Context) bool {
	p := t.puzzle
	w := p.wrong
	if w.wait < 0 {
		t.watchWrongLine() // the last event's line, shown this tick
		// At least a second, at Instant too: the line must be read.
		w.wait = max(a.Settings.Speed.Scale(150), 60)
		p.line = wrongLineText(p, true)
		t.Hinting = false
	}
	w.wait--
	if w.wait > 0 && !a.Input.TapAnywhere() && !a.Input.Key(ebiten.KeySpace) {
		return false
	}
	t.returnToPuzzle(a)
	return true
}

// returnToPuzzle takes the wrong move and its line back: the record and
// the state are the position's again (the count of moves taken back as
// it was: the line was the puzzle's, not the person's undo), the table is
// made again around the match as after an Undo, and the run goes on in it
// with the answer shown as a hint shows it.
func (t *tableCore) returnToPuzzle(a *ui.Context) {
	p := t.puzzle
	w := p.wrong
	if k := len(t.match.record().Moves) - p.ply; k > 0 {
		if err := t.match.TakeBack(k); err != nil {
			// Cannot be (the record replays): say so rather than stall.
			p.wrong = nil
			t.Note = "Cannot go back to the puzzle: " + err.Error()
			return
		}
	}
	t.match.record().Moves, t.match.record().TakeBacks = w.moves, w.takeBacks
	p.wrong, p.returned = nil, w
	p.key, p.taps = puzzleKey{}, nil
	// The table made again draws once before its first tick.
	p.back.Hidden = true
	if t.Game.reopen == nil || t.host == nil { // a game made without Plug (tests): the board catches up
		t.Playback, t.Hinting, t.Tally, t.GameOver = ui.EventPlayer{}, false, false, false
		t.view.Resync()
		t.puzzleBack()
		return
	}
	again := t.Game.reopen(t.host, t.match.self(), t.Config)
	again.adoptPuzzle(p)
	a.Replace(again)
}

// adoptPuzzle gives a table made again at the puzzle's position the run
// it continues (returnToPuzzle).
func (t *tableCore) adoptPuzzle(p *puzzleRun) { t.puzzle = p }

// puzzleBack shows the answer, as a hint shows it, on the table back at
// the puzzle's position, and says again why the move was not the best.
func (t *tableCore) puzzleBack() {
	p := t.puzzle
	w := p.returned
	p.returned = nil
	t.view.Resync()
	best := t.view.showAnswer()
	p.line = w.before
	if w.first {
		p.line = joinLines("Not the best move. The best: "+best, p.start.Puzzle.Explain()+".", w.change)
	}
	// Explain speaks of the answer ("About 3 points better than the next
	// best move"): after "Not the best move:" it read as the player's.
	why := "Not the best move. The answer: " + lowerFirst(p.start.Puzzle.Explain()) + "."
	t.Note, t.refusal = why, why
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
func (t *tableCore) puzzlePlayedAnswer(a *ui.Context) {
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
func (t *tableCore) puzzleHint() bool {
	if !t.puzzleAt() {
		return false
	}
	p := t.puzzle
	t.view.Resync()
	best := t.view.showAnswer()
	t.Note = "Hint: " + best
	if p.verdict == puzzleOpen {
		change := t.puzzleDecide(false)
		p.line = joinLines("The answer: "+best, p.start.Puzzle.Explain()+". A hint counts as not solved.", change)
	}
	return true
}

// puzzleDecide records the verdict with the shell and returns what it
// changed (the rating), for the box.
func (t *tableCore) puzzleDecide(solved bool) string {
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
// their button is tapped, and ends a wrong move's line at once on "Back
// to the puzzle"; true when the table was left or made again. On a table
// made again at the puzzle's position, it shows the answer first.
func (t *tableCore) updatePuzzleButtons(a *ui.Context) bool {
	p := t.puzzle
	if p == nil {
		return false
	}
	if p.returned != nil {
		t.puzzleBack()
	}
	if p.wrong != nil {
		if p.box.W > 0 && p.back.Clicked(a) {
			t.returnToPuzzle(a)
			return true
		}
		return false
	}
	if p.verdict == puzzleOpen || t.host == nil || p.box.W <= 0 {
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
// the verdict is in. While a wrong move's line is shown, the box keeps
// clear of what the position's targets were (the person's cards, the
// answer's taps), its button row is "Back to the puzzle", and it notes
// what the board says of the moves.
func (t *tableCore) placePuzzle(a *ui.Context) {
	p := t.puzzle
	if p == nil {
		return
	}
	if p.wrong != nil {
		t.watchWrongLine()
	}
	key := puzzleKey{moves: len(t.match.record().Moves), layout: a.LayoutCount(), tick: a.Ticks() / 15,
		human: t.HumanTurn(), tally: t.Tally, verdict: p.verdict, line: p.line,
		wrong: p.wrong != nil, over: p.wrong != nil && p.wrong.wait >= 0}
	if key == p.key && p.box.W > 0 {
		return
	}
	switch {
	case !key.wrong:
		p.targets = t.view.AppendBoardTargets(t.appendTableTargets(p.targets[:0]))
	case key.layout != p.key.layout:
		p.targets = t.turnTargets(p.targets[:0])
	case key.over && !p.key.over && t.Tally:
		// The line ends at the round's tally: the position's cards are
		// under its panel, and its Continue waits for nothing (a tap
		// anywhere goes back).
		p.targets = t.turnTargets(p.targets[:0])
	case key.over && !p.key.over:
		// The line is over: what the person will have at their decision
		// (their cards may have moved), beside the position's.
		p.targets = t.turnTargets(p.targets)
	}
	p.key, p.shown = key, p.line
	p.clear = p.clear[:0]
	if kc, ok := t.view.(LessonKeepClear); ok {
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
	if p.verdict != puzzleOpen || key.wrong {
		p.below = a.MinTap() + margin
	}
	var expect []string
	switch {
	case key.wrong:
		// Where the line's moves went (a cell, a meld: the last of a
		// move's taps, when it has more than one, a button or a lone
		// card aside) as the position's targets name them, and the
		// answer's taps: the person looks there now and next.
		expect = slices.Clone(p.taps)
		for _, mv := range t.match.record().Moves[min(p.ply, len(t.match.record().Moves)):] {
			if taps := t.view.AnswerTaps(mv, p.targets); len(taps) > 1 {
				expect = append(expect, taps[len(taps)-1])
			}
		}
	case key.human && t.puzzleAt() && p.verdict != puzzleSolved:
		expect = t.puzzleTaps()
	}
	t.fitBox(a, &p.tableBox, expect)
	pad := max(a.U(14), 8*scale)
	r := p.box
	w := (r.W - 2*pad - margin) / 2
	y := r.Y + r.H - pad - a.MinTap()
	p.next.R = sprites.Rect{X: r.X + pad, Y: y, W: w, H: a.MinTap()}
	p.again.R = sprites.Rect{X: r.X + pad + w + margin, Y: y, W: w, H: a.MinTap()}
	p.back.R = sprites.Rect{X: r.X + pad, Y: y, W: r.W - 2*pad, H: a.MinTap()}
	shown := p.verdict != puzzleOpen && !key.wrong
	p.next.Hidden, p.again.Hidden, p.back.Hidden = !shown, !shown, !key.wrong
}

// turnTargets adds the table's targets as they would be without the
// wrong move's line (which hides the person's: Busy) where the person is
// to move now, its end; a tally's Continue aside (the line's pause stands
// for it).
func (t *tableCore) turnTargets(dst []ui.Target) []ui.Target {
	p := t.puzzle
	w := p.wrong
	p.wrong = nil
	n := len(dst)
	dst = t.view.AppendBoardTargets(t.appendTableTargets(dst))
	p.wrong = w
	kept := slices.DeleteFunc(dst[n:], func(tg ui.Target) bool { return tg.ID == t.ContinueButton.ID })
	return dst[:n+len(kept)]
}

// puzzleCaption names the puzzle and its rating as the box shows them.
func (t *tableCore) puzzleCaption() string {
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
func (t *tableCore) puzzleTaps() []string {
	p := t.puzzle
	move := p.start.Puzzle.Answer[0]
	targets := t.AppendTargets(nil)
	var now []string
	now = t.view.AnswerTaps(move, targets)
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
func (t *tableCore) drawPuzzleOverlay(a *ui.Context, dst *ebiten.Image) {
	p := t.puzzle
	if p == nil || p.box.W <= 0 {
		return
	}
	a.Text.MarkOverlay()
	drawTableBox(a, dst, &p.tableBox)
	p.next.Draw(a, dst)
	p.again.Draw(a, dst)
	p.back.Draw(a, dst)
}

// appendPuzzleTargets adds the box's buttons to the table's targets.
func (t *tableCore) appendPuzzleTargets(dst []ui.Target) []ui.Target {
	if p := t.puzzle; p != nil && p.box.W > 0 {
		return ui.AppendButtonTargets(dst, p.next, p.again, p.back)
	}
	return dst
}
