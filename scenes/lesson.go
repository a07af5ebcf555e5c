package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Lesson is a game's "Learn to play": a real game from a deal chosen to
// teach, with a script of steps. Each step is one move the person is asked
// to make, with one line saying what to do and why, and the answer to a
// wrong tap. The computer's moves between the steps are scripted too
// (Before): a search's answer depends on its thinking time and on the
// machine, and the lines speak of what the computer did, so they must be
// the same moves on every device and after every change to the search.
// Once the last step is played the game is the person's: the computer
// plays on at Level, and a summary points to the rules.
//
// The step a lesson is at follows from the record alone (At), so a lesson
// is saved and resumed as any game is, with only its Lesson mark added.
type Lesson struct {
	Players int    // seats: the person in the first, the computer in the others
	Seed    uint64 // the deal
	Choices []int  // the setup's options (nil: the game's defaults)
	// Level is the computer's strength once the lesson hands the game over.
	Level ai.Level
	Steps []LessonStep
	// End is the summary shown once the last step is played, until the
	// person's next move.
	End string
	// Figures fills the {name} placeholders of the lines (Text, Wrong,
	// End) from the position a step's move is due at, given that move in
	// its text form ("" for End, after the last step). Every count, sum,
	// damage and score a line states is the rules' own figure, computed
	// here, never typed into the line: a change to the rules or the deal
	// then changes the line, and CheckLessonFigures (a test of every
	// game) finds a digit typed outside a placeholder. state is the
	// game's rules state (S of its Table).
	Figures func(state any, move string) map[string]string
}

// LessonStep is one step of a lesson.
type LessonStep struct {
	// Skip are moves of every seat played at once, unshown, ahead of
	// Before: a jump to a later position of the same game (a round's end
	// is dozens of turns away), which the step's Text must own up to.
	// They are in the record like any move, so a resume replays them.
	Skip []string
	// Before are the computer's moves played ahead of this step, in their
	// text form (the record's).
	Before []string
	// Move is the move expected of the person, in its text form.
	Move string
	// Expect are the targets tapped for it, in order (the test contract's
	// ids): they are ringed on the table.
	Expect []string
	// Text says what to do and why: the rule the step shows.
	Text string
	// Wrong answers any other move, or a refusal, in the lesson's words;
	// the step stays.
	Wrong string
}

// At is where a game of n moves stands in the lesson: the step whose
// move is due or next (len(Steps) once they are all played), and the
// computer's scripted move due at move n, if any.
func (l *Lesson) At(n int) (step int, scripted string) {
	p := 0
	for i, s := range l.Steps {
		if n < p+len(s.Skip) {
			return i, s.Skip[n-p]
		}
		p += len(s.Skip)
		if n < p+len(s.Before) {
			return i, s.Before[n-p]
		}
		p += len(s.Before)
		if n <= p {
			return i, ""
		}
		p++
	}
	return len(l.Steps), ""
}

// Skipping tells whether move n is one of a step's Skip moves, and the
// record's length once they are all played.
func (l *Lesson) Skipping(n int) (end int, ok bool) {
	p := 0
	for _, s := range l.Steps {
		if n < p {
			return 0, false
		}
		if n < p+len(s.Skip) {
			return p + len(s.Skip), true
		}
		p += len(s.Skip) + len(s.Before) + 1
	}
	return 0, false
}

// Moves is the whole script in record order: every Skip, Before and Move.
func (l *Lesson) Moves() []string {
	var out []string
	for _, s := range l.Steps {
		out = append(out, s.Skip...)
		out = append(out, s.Before...)
		out = append(out, s.Move)
	}
	return out
}

// newLessonRun is the lesson a match of n moves follows: over already
// when the record runs past the script (a reload, or a take-back, after
// the person played on: the summary is not shown again).
func newLessonRun(l *Lesson, n int) *lessonRun {
	scripted := len(l.Moves())
	return &lessonRun{def: l, scripted: scripted, done: n > scripted, filledAt: -1}
}

// LessonConfig is the table a lesson starts: the person, then the
// computer at the lesson's level.
func (g *Game) LessonConfig() GameConfig {
	l := g.Lesson
	seats := make([]play.Seat, max(l.Players, g.MinPlayers))
	for i := range seats {
		seats[i] = play.Seat{Human: i == 0, Level: l.Level}
	}
	choices := g.DefaultChoices()
	if l.Choices != nil {
		choices = append([]int(nil), l.Choices...)
	}
	return GameConfig{Seats: seats, Seed: l.Seed, Choices: choices, Lesson: true}
}

// LessonState is the running lesson in the test contract: the step (from
// 0; Steps once they are all played and the summary shows), the targets
// of the move expected now, in the order they are tapped (none while the
// computer plays), the step's line, and the box it is shown in (CSS
// pixels), which must cover no target; Clear are the parts of the table
// the box must leave in view though nothing there is tapped (CSS pixels).
type LessonState struct {
	Game   string      `json:"game"`
	Step   int         `json:"step"`
	Steps  int         `json:"steps"`
	Expect []string    `json:"expect"`
	Text   string      `json:"text"`
	Box    CSSBox      `json:"box"`
	Clear  []ui.Target `json:"clear"`
}

// lessonRun is a lesson running at a table.
type lessonRun struct {
	def *Lesson
	// done: the person moved after the summary showed: the lesson is over.
	done bool
	// scripted is the length of the script (every Before and Move): the
	// record's first moves, which Undo never takes back.
	scripted int
	// The box (its line: the step's, or a wrong tap's answer) and what
	// it was placed for.
	tableBox
	key lessonKey
	// lines are the lines of the step the record is at (the summary in
	// Text after the last step), filled for the record's length filledAt
	// (-1: not yet).
	lines    LessonLines
	filledAt int
}

// lessonKey is what the box's place depends on.
type lessonKey struct {
	moves, layout, tick int
	human, tally        bool
	shown               string
}

// lessonStep is the step the lesson is at and the computer's scripted
// move due now; ok is false when no lesson runs (or it is over).
func (t *tableCore) lessonStep() (step int, scripted string, ok bool) {
	if t.lesson == nil || t.lesson.done {
		return 0, "", false
	}
	step, scripted = t.lesson.def.At(len(t.match.record().Moves))
	return step, scripted, true
}

// lessonAsks is the step whose move the person must make now (ok false
// outside a step: no lesson, the summary, the computer's scripted moves).
func (t *tableCore) lessonAsks() (LessonStep, bool) {
	step, scripted, ok := t.lessonStep()
	if !ok || scripted != "" || step >= len(t.lesson.def.Steps) {
		return LessonStep{}, false
	}
	s := t.lesson.def.Steps[step]
	lines := t.view.lessonLines()
	s.Text, s.Wrong = lines.Text, lines.Wrong
	return s, true
}

// lessonLines are the lines of the step the record is at, filled from
// the position its move is due at: while the computer's scripted moves
// still come, a clone of the state plays them first. They are filled once
// per position; a figure that fails ends the lesson as out of step.
func (t *Table[S, M]) lessonLines() LessonLines {
	l := t.lesson
	n := len(t.Match.Record.Moves)
	if l.filledAt == n {
		return l.lines
	}
	l.filledAt = n
	step, _ := l.def.At(n)
	if step >= len(l.def.Steps) {
		end, err := l.def.fillEnd(t.Match.State)
		l.lines = LessonLines{Text: end}
		if err != nil {
			t.lessonOutOfStep(err.Error())
		}
		return l.lines
	}
	st := t.Match.State
	if _, scripted := l.def.At(n); scripted != "" {
		st = st.Clone()
		st.SetEvents(false)
		for k := n; ; k++ {
			s, text := l.def.At(k)
			if s != step || text == "" {
				break
			}
			mv, err := st.ParseMove(text)
			if err == nil {
				err = st.Apply(mv)
			}
			if err != nil {
				t.lessonOutOfStep(err.Error())
				break
			}
		}
	}
	lines, err := l.def.fill(st, l.def.Steps[step])
	if err != nil {
		t.lessonOutOfStep(err.Error())
	}
	l.lines = lines
	return lines
}

// lessonRefuses answers a move the lesson does not expect now: the
// step's words, and the state stays; the selection that made the move
// drops, so the next taps start the step afresh.
func (t *Table[S, M]) lessonRefuses(a *ui.Context, mv M) bool {
	if _, scripted, ok := t.lessonStep(); ok && scripted != "" {
		t.lessonOutOfStep("the person is to move where the computer's answer is")
		return false
	}
	s, ok := t.lessonAsks()
	if !ok || mv.String() == s.Move {
		return false
	}
	t.board.Resync()
	t.refuse(a, s.Wrong)
	return true
}

// lessonPlayed notes the person's move: after the summary, the lesson ends.
func (t *tableCore) lessonPlayed(step int, running bool) {
	if t.lesson != nil && running && step >= len(t.lesson.def.Steps) {
		t.lesson.done = true
	}
}

// lessonJumps plays a step's Skip moves at once, whoever is to move,
// with their events off, and makes the scene again around the match (as
// a take-back does): the table shows the later position as it is. It
// reports whether it jumped.
func (t *Table[S, M]) lessonJumps(a *ui.Context) bool {
	if t.lesson == nil || t.lesson.done {
		return false
	}
	end, ok := t.lesson.def.Skipping(len(t.Match.Record.Moves))
	if !ok {
		return false
	}
	t.Match.State.SetEvents(false)
	for len(t.Match.Record.Moves) < end {
		_, scripted := t.lesson.def.At(len(t.Match.Record.Moves))
		mv, err := t.Match.State.ParseMove(scripted)
		if err == nil {
			err = t.Match.Apply(mv)
		}
		if err != nil {
			t.Match.State.SetEvents(true)
			t.lessonOutOfStep(err.Error())
			return true
		}
	}
	t.Match.State.SetEvents(true)
	t.save()
	if t.Game.reopen == nil || t.host == nil { // a game made without Plug (tests): the board catches up
		t.board.Resync()
		return true
	}
	a.Replace(t.Game.reopen(t.host, t.Match, t.Config))
	return true
}

// lessonScripted plays the computer's scripted move, at the pace of its
// thinking; ok is false when the computer is not scripted now.
func (t *Table[S, M]) lessonScripted(a *ui.Context) bool {
	if t.lessonJumps(a) {
		return true
	}
	step, scripted, ok := t.lessonStep()
	if !ok {
		return false
	}
	if scripted == "" {
		if step < len(t.lesson.def.Steps) {
			t.lessonOutOfStep("the computer is to move where the person's step is")
		}
		return false
	}
	t.thinkTick++
	if t.thinkTick < a.Settings.Speed.Scale(20) {
		return true
	}
	t.thinkTick = 0
	mv, err := t.Match.State.ParseMove(scripted)
	if err == nil {
		err = t.Match.Apply(mv)
	}
	if err != nil {
		t.lessonOutOfStep(err.Error())
		return true
	}
	t.save()
	return true
}

// lessonTakeBack is how much of depth Undo may take back in a lesson's
// game: never into the script, whose steps follow from the record alone
// (taken back, a step would ask again for a move already taught, and the
// computer's scripted answers would replay). Outside a lesson, all of it.
func (t *tableCore) lessonTakeBack(depth int) int {
	if t.lesson == nil {
		return depth
	}
	if len(t.match.record().Moves)-depth < t.lesson.scripted {
		return 0
	}
	return depth
}

// lessonOutOfStep ends a lesson whose script no longer fits the game (a
// change to the rules or to a deal): it says so, and the game plays on
// as any game, the computer at the lesson's level. The lesson tests
// replay every script, so a player should never see it.
func (t *tableCore) lessonOutOfStep(why string) {
	t.Note = "The lesson's script is out of step (" + why + "); the game goes on without it."
	t.lesson.done = true
}

// LessonNow is the lesson in the test contract, in device pixels (nil
// when none runs).
func (t *tableCore) LessonNow() *LessonState {
	step, _, ok := t.lessonStep()
	if !ok {
		return nil
	}
	l := t.lesson
	st := &LessonState{Game: t.Game.ID, Step: step, Steps: len(l.def.Steps), Expect: []string{}, Text: t.view.lessonLines().Text}
	if s, ok := t.lessonAsks(); ok && t.HumanTurn() {
		st.Expect = append(st.Expect, s.Expect...)
	}
	st.Box = CSSBox{l.box.X, l.box.Y, l.box.W, l.box.H}
	st.Clear = append([]ui.Target{}, l.clear...)
	return st
}

// lessonLine is what the box says now: a wrong tap's answer while it is
// the line under the table, else the step's line or the summary.
func (t *tableCore) lessonLine(step int) string {
	lines := t.view.lessonLines()
	if step < len(t.lesson.def.Steps) && t.Refused() && t.Note == lines.Wrong {
		return lines.Wrong
	}
	return lines.Text
}

// placeLesson lays the lesson's box out where it covers no target of the
// table: the board's targets are read again when the position, the turn,
// the screen or the line changes, and every quarter second (a selection
// may show new ones).
func (t *tableCore) placeLesson(a *ui.Context) {
	step, _, ok := t.lessonStep()
	if !ok {
		return
	}
	l := t.lesson
	key := lessonKey{moves: len(t.match.record().Moves), layout: a.LayoutCount(), tick: a.Ticks() / 15,
		human: t.HumanTurn(), tally: t.Tally, shown: t.lessonLine(step)}
	if key == l.key && l.box.W > 0 {
		return
	}
	l.key, l.shown = key, key.shown
	l.targets = l.targets[:0]
	l.targets = t.AppendTargets(l.targets)
	l.clear = l.clear[:0]
	if kc, ok := t.view.(LessonKeepClear); ok {
		l.clear = kc.AppendKeepClear(a, l.clear)
	}
	var expect []string
	if s, ok := t.lessonAsks(); ok && key.human {
		expect = s.Expect
	}
	l.ring = l.ring[:0]
	for _, tg := range l.targets {
		for _, id := range expect {
			if tg.ID == id {
				l.ring = append(l.ring, sprites.Rect{X: tg.X, Y: tg.Y, W: tg.W, H: tg.H})
			}
		}
	}
	scale := max(a.Scale, 1)
	l.style = sprites.Style{Size: max(a.U(24), 15*scale), Color: sprites.White, Align: sprites.TopLeft}
	if step < len(l.def.Steps) && key.shown == t.view.lessonLines().Wrong {
		l.style.Color = sprites.Gold
	}
	l.capStyle = sprites.Style{Size: max(a.U(18), 12*scale), Color: sprites.Gold, Align: sprites.TopLeft}
	if step < len(l.def.Steps) {
		l.caption = fmt.Sprintf("Learn to play · step %d of %d", step+1, len(l.def.Steps))
	} else {
		l.caption = "Learn to play · the game is yours"
	}
	t.fitBox(a, &l.tableBox, expect)
}

// LessonKeepClear is a board with parts of its table a lesson's box
// must leave in view though nothing there is tapped: what the lines speak
// of (the stock and its count, the opponent's melds, the status line).
type LessonKeepClear interface {
	AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target
}

// drawLessonOverlay paints the ring round the targets the step points at
// and the lesson's box, above the whole table, on a panel of its own like
// the toast (drawInspector calls it, last in the table's Draw).
func (t *tableCore) drawLessonOverlay(a *ui.Context, dst *ebiten.Image) {
	l := t.lesson
	if l == nil || l.done || l.box.W <= 0 {
		return
	}
	if _, _, ok := t.lessonStep(); !ok {
		return
	}
	a.Text.MarkOverlay()
	scale := max(a.Scale, 1)
	if t.HumanTurn() {
		// A thick ring: three strokes a little apart, so it reads beside
		// the thin gold of a game's own selection.
		w := max(a.U(3), 2*scale)
		for _, r := range l.ring {
			for k := 1.0; k <= 3; k++ {
				d := w * k
				sprites.Outline(dst, sprites.Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}, a.U(10)+d, sprites.Gold)
			}
		}
	}
	drawTableBox(a, dst, &l.tableBox)
}

// LessonScene is a scene that may run a lesson (a game's table).
type LessonScene interface {
	LessonNow() *LessonState
}
