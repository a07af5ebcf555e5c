package scenes

import (
	"fmt"
	"runtime"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
)

// defaultBrowserSlice is the search time per tick in browsers, where
// WebAssembly has one thread: a search must leave room for drawing within
// the 16.7 ms of a tick. A game may take more (Game.BrowserSlice).
const defaultBrowserSlice = 3 * time.Millisecond

// ThinkSlice is the search time per tick.
func (t *tableCore) ThinkSlice() time.Duration {
	switch {
	case runtime.GOOS != "js":
		return 6 * time.Millisecond
	case t.Game.BrowserSlice > 0:
		return t.Game.BrowserSlice
	}
	return defaultBrowserSlice
}

// Table is what every game scene shares, whatever its game: the match, the
// top bar (menu, rules, hint, sound), events played back at the player's
// animation speed with a tap or Space to skip, the computer's turns in time
// slices, hot-seat hand-overs, hints and the end-of-round tally.
// A game scene embeds it, is its Board (layout, the view of the events,
// input read as moves) and draws itself.
type Table[S rules.State[S, M], M rules.Move] struct {
	tableCore
	Match *play.Match[S, M]
	board Board[M]
}

// tableCore is the part of the table no game's types shape: the bar, the
// boxes, the lesson, the puzzle, the feedback line. Its methods are
// compiled once for the five games, where a method of Table[S, M] is
// compiled once per game's move type (the wasm carried five copies of
// each, 0.45 MB of code). It reaches the match and the board through
// tableMatch and tableBoard, which name no move or state type.
type tableCore struct {
	Game     *Game
	Config   GameConfig
	Playback ui.EventPlayer

	Viewer int // the seat whose private cards are shown
	// Open: a replay of the game (replay.go): nobody plays on, and every
	// hand is shown face up.
	Open      bool
	Touch     bool   // the player taps: wording without key hints (Context.Touch, each tick)
	Note      string // the feedback line: refusals, hints, what happened
	refusal   string // the last refusal shown on it (DropRefusal)
	thinkTick int
	Hinting   bool
	Tally     bool // a round is over: its tally waits for Continue
	tallyWait int
	GameOver  bool

	menu, rules, sound, settings *ui.Button
	HintButton, ContinueButton   *ui.Button
	// UndoButton takes back the person's last move against the computer
	// when that reveals nothing (play.Match.TakeBackDepth); undo caches
	// the answer for the record it was asked for.
	UndoButton *ui.Button
	undo       takeBackOffer
	// The bar's buttons in order, made once (drawn every frame).
	barFive [5]*ui.Button
	barSix  [6]*ui.Button
	bar     topBar
	inspect inspector
	// lesson is the "Learn to play" lesson this match follows (lesson.go).
	lesson *lessonRun
	// puzzle is the puzzle this match was restored for (puzzle.go).
	puzzle *puzzleRun
	// host is the shell the table was opened in (nil in a replay and in
	// tests that make a table alone: nothing is saved then).
	host Host

	match tableMatch
	view  tableBoard // nil for a table made without a board (tests)
}

// tableMatch is the match as the table's core reads it: what names no
// move or state type (typedMatch wraps a play.Match in it).
type tableMatch interface {
	ui.EventSource
	Humans() int
	HumanToMove() bool
	ComputerToMove() bool
	Thinking() bool
	ThinkProgress() float64
	TakeBackDepth(p int) int
	TakeBack(k int) error
	Save(store play.Store) error
	record() *rules.Record
	seats() []play.Seat
	lesson() bool
	over() bool
	decision() rules.Decision
	outcome(winners, scores []int) play.Outcome
	// self is the *play.Match itself, for Game.reopen.
	self() any
}

// typedMatch is a game's match as a tableMatch.
type typedMatch[S rules.State[S, M], M rules.Move] struct{ *play.Match[S, M] }

func (m typedMatch[S, M]) record() *rules.Record    { return &m.Record }
func (m typedMatch[S, M]) seats() []play.Seat       { return m.Seats }
func (m typedMatch[S, M]) lesson() bool             { return m.Lesson }
func (m typedMatch[S, M]) over() bool               { return m.State.Over() }
func (m typedMatch[S, M]) decision() rules.Decision { return m.State.Decision() }
func (m typedMatch[S, M]) self() any                { return m.Match }
func (m typedMatch[S, M]) outcome(winners, scores []int) play.Outcome {
	return play.OutcomeOf(m.Match, winners, scores)
}

// tableBoard is the board as the table's core calls it: its BoardView.
type tableBoard interface {
	BoardView
	// The two below are the table's own (Table[S, M]: they parse moves
	// of the state), which the board has from embedding the table.
	// lessonLines plays the lesson's script on a clone of the state.
	lessonLines() LessonLines
	// showAnswer says the puzzle's answer in the board's words (its Hint
	// of the answer parsed as a move).
	showAnswer() string
}

// attach gives the table the shell it is shown in.
func (t *tableCore) attach(h Host) { t.host = h }

// NewTable makes the table of a match for the game's board (the game's
// scene, which embeds the table).
func NewTable[S rules.State[S, M], M rules.Move](def *Game, cfg GameConfig, m *play.Match[S, M], b Board[M]) Table[S, M] {
	core := tableCore{Game: def, Config: cfg, match: typedMatch[S, M]{m},
		menu:           ui.NewButton("play.menu", "Menu").WithKey(ebiten.KeyEscape),
		rules:          ui.NewButton("play.rules", "Rules").WithKey(ebiten.KeyR),
		HintButton:     ui.NewButton("play.hint", "Hint").WithKey(ebiten.KeyH),
		sound:          ui.NewButton("play.sound", "Sound"),
		settings:       ui.NewButton("play.settings", "Settings"),
		ContinueButton: ui.NewButton("play.continue", "Continue").WithKey(ebiten.KeyEnter),
		UndoButton:     ui.NewButton("play.undo", "Undo").WithKey(ebiten.KeyZ),
	}
	// Every board embeds its table (a game's scene is its board), so it
	// has the table's lessonLines; a table made without one (tests) has
	// no view.
	core.view, _ = any(b).(tableBoard)
	t := Table[S, M]{tableCore: core, Match: m, board: b}
	t.ContinueButton.Primary = true
	if cfg.Puzzle != nil {
		t.puzzle = newPuzzleRun(cfg.Puzzle, len(m.Record.Moves))
	} else if m.Lesson && def.Lesson != nil {
		t.lesson = newLessonRun(def.Lesson, len(m.Record.Moves))
	}
	// A puzzle takes nothing back: its position is where it starts.
	t.UndoButton.Hidden = !t.offersTakeBack() || t.puzzle != nil
	t.undo.moves = -1
	t.barFive = [5]*ui.Button{t.menu, t.rules, t.HintButton, t.sound, t.settings}
	t.barSix = [6]*ui.Button{t.menu, t.rules, t.HintButton, t.UndoButton, t.sound, t.settings}
	t.Viewer = t.firstHuman()
	return t
}

func (t *tableCore) firstHuman() int {
	for i, seat := range t.match.seats() {
		if seat.Human {
			return i
		}
	}
	return 0
}

func (t *tableCore) Name() string    { return "play" }
func (t *tableCore) GameID() string  { return t.Game.ID }
func (t *tableCore) IsOver() bool    { return false }
func (t *tableCore) Message() string { return t.Note }

// Search is the computer's thinking at this table.
func (t *Table[S, M]) Search() SearchStatus {
	return SearchStatus{Thinking: t.Thinking(), Decisions: t.Match.Decisions, Owner: t.Match}
}

// Thinking tells whether a move or a hint is being searched.
func (t *tableCore) Thinking() bool { return t.match.Thinking() || t.Hinting }

// Busy tells whether events are still being shown or a tally waits, or a
// puzzle shows the line after a wrong move (puzzle.go): the person plays
// nothing meanwhile.
func (t *tableCore) Busy() bool {
	return t.Tally || t.Playback.Busy(t.match) || t.puzzleShowsWrong()
}

// HumanTurn tells whether a person may act now: never in a replay, where
// the record plays every move.
func (t *tableCore) HumanTurn() bool { return !t.Open && !t.Busy() && t.match.HumanToMove() }

// SeatName is how the scene names a seat.
func (t *tableCore) SeatName(p int) string {
	if t.match.seats()[p].Human {
		if t.match.Humans() == 1 {
			return "You"
		}
		return fmt.Sprintf("Player %d", p+1)
	}
	return fmt.Sprintf("Player %d (%s)", p+1, t.match.seats()[p].Level)
}

// SeatNames are the names of seats ps (the winners, for a headline).
func (t *tableCore) SeatNames(ps []int) []string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = t.SeatName(p)
	}
	return names
}

// Update is the tick of every game's table: the board lays out, the shared
// bar, the events shown at their pace, then the turn: the tally, a person's
// input or the computer's thinking.
func (t *Table[S, M]) Update(a *ui.Context) {
	b := t.board
	t.layoutTopBar(a)
	b.BeginTick(a)
	t.updateInspector(a)
	if a.Input.Key(ebiten.KeyEscape) && b.Escape() {
		// The board took Esc: the menu stays closed.
	} else if !t.updateTopBar(a) {
		t.inspect.open = false // the table is left or covered
		return
	}
	if t.updatePuzzleButtons(a) {
		return // another puzzle replaced the table
	}
	t.playEvents(a)
	b.Step(a)
	switch {
	case t.Tally && t.puzzleShowsWrong():
		if t.updateWrongLine(a) { // a wrong move's line ends at the tally
			return // the table was made again at the puzzle's position
		}
	case t.Tally:
		t.updateTally(a)
	case b.Hold(a):
	case t.Playback.Busy(t.Match):
	case t.wrongLineOver():
		if t.updateWrongLine(a) {
			return
		}
	case t.Match.HumanToMove():
		t.updateHuman(a)
	case t.Match.ComputerToMove():
		t.updateComputer(a)
	}
	b.Refresh(a)
	t.placeLesson(a)
	t.placePuzzle(a)
}

// playEvents shows queued events at their pace. A tap or Space skips to
// the end (or to the next tally), and the board snaps its tweens.
func (t *tableCore) playEvents(a *ui.Context) {
	skip := t.Playback.Busy(t.match) && !t.Tally && (a.Input.TapAnywhere() || a.Input.Key(ebiten.KeySpace))
	for !t.Tally {
		if skip {
			t.Playback.Pause(0)
		}
		e, ok := t.Playback.Next(t.match)
		if !ok {
			break
		}
		beat := t.view.Show(a, e)
		if beat == OpenTally || beat == OpenLostTally {
			t.openTally(a, beat)
			break
		}
		if pause := a.Settings.Speed.Scale(int(beat)); pause > 0 && !skip {
			t.Playback.Pause(pause)
			break
		}
	}
	if skip {
		t.view.Skip()
	}
}

// openTally shows a round's end. No move is taken while events play, so a
// finished rule state means it is the last.
func (t *tableCore) openTally(a *ui.Context, beat Beat) {
	t.GameOver = t.match.over()
	if t.Tally {
		return
	}
	t.Tally, t.tallyWait = true, 0
	if beat == OpenLostTally {
		a.Play(audio.Lose)
	} else {
		a.Play(audio.Win)
	}
}

// updateTally waits for Continue (or a few seconds when nobody at the
// device plays). At the end of the game the results replace the table.
func (t *tableCore) updateTally(a *ui.Context) {
	t.tallyWait++
	auto := t.match.Humans() == 0 && t.tallyWait > 150
	if !t.ContinueButton.Clicked(a) && !auto {
		return
	}
	t.Tally, t.Note = false, ""
	if t.GameOver {
		a.Replace(t.withRecord(t.view.Results()))
	}
}

// updateComputer gives the search its slice of this tick and plays the
// move once it is decided and the computer has "thought" for a moment.
func (t *Table[S, M]) updateComputer(a *ui.Context) {
	t.Hinting = false
	if t.lessonScripted(a) {
		return
	}
	t.thinkTick++
	mv, ready := t.Match.Think(t.ThinkSlice(), false)
	if !ready || t.thinkTick < a.Settings.Speed.Scale(20) {
		return
	}
	t.thinkTick = 0
	if err := t.Match.Apply(mv); err != nil {
		// Cannot happen with a correct search; say so rather than stall.
		t.Note = "The computer chose an illegal move: " + err.Error()
		return
	}
	t.save()
}

// updateHuman is a person's turn: the device handed over if need be, the
// hint, then what the board read of the input.
func (t *Table[S, M]) updateHuman(a *ui.Context) {
	if t.lessonJumps(a) {
		return
	}
	if !t.Game.OpenTable {
		if changed, ready := t.claimTurn(a); changed {
			t.board.Resync()
			if !ready {
				return
			}
		}
	}
	if t.Hinting {
		if mv, ready := t.Match.Think(t.ThinkSlice(), true); ready {
			t.Hinting = false
			t.Note = t.board.Hint(mv)
		}
	}
	if t.HintButton.Clicked(a) {
		if t.puzzleHint() { // the puzzle's answer is the hint
			return
		}
		if s, ok := t.lessonAsks(); ok { // the lesson's line is the hint
			t.Note = "Hint: " + s.Text
			return
		}
		t.Hinting = true
		t.Note = "Thinking about a hint..."
		return
	}
	in := t.board.Input(a)
	switch {
	case in.refusal != "":
		t.refuse(a, in.refusal)
	case in.takeBack != "":
		if s, ok := t.lessonAsks(); ok {
			t.refuse(a, s.Wrong) // a lesson's script goes one way
			return
		}
		t.takeBack(a, 1, in.takeBack)
	case in.play:
		t.tryMove(a, in.move)
	}
}

// claimTurn makes the player asked now the viewer, for a turn or for an
// answer in a reaction window alike. With several people at the device it
// puts up the pass screen first and returns ready false; with one, the
// device is theirs and they are asked at once.
func (t *tableCore) claimTurn(a *ui.Context) (changed, ready bool) {
	d := t.match.decision()
	if d.Player == t.Viewer {
		return false, true
	}
	t.Viewer = d.Player
	if t.match.Humans() > 1 {
		a.Push(newPassScreen(d))
		return true, false
	}
	return true, true
}

// tryMove plays a person's move; a refusal is shown with its reason and
// the refusal sound, and changes nothing. A puzzle's wrong answer is
// played too, its line then shown (puzzleWrong); no move is taken while
// that line shows.
func (t *Table[S, M]) tryMove(a *ui.Context, mv M) {
	if t.lessonRefuses(a, mv) || t.puzzleShowsWrong() {
		return
	}
	t.puzzleWrong(a, mv) // a wrong answer is played, its line shown
	step, _, inLesson := t.lessonStep()
	solves := t.puzzleSolves(mv)
	if err := t.Match.Apply(mv); err != nil {
		t.refuse(a, "Not allowed: "+err.Error())
		return
	}
	t.Hinting, t.Note = false, ""
	t.board.Played(mv)
	t.lessonPlayed(step, inLesson)
	if solves {
		t.puzzlePlayedAnswer(a)
	}
	t.save()
}

// PlayMove plays mv for the person to move as a tap would, refusal and
// all: for tests and scripted play (a board asks through its Intent).
func (t *Table[S, M]) PlayMove(a *ui.Context, mv M) { t.tryMove(a, mv) }

// takeBack undoes the last k moves (the board or TakeBackDepth allows it
// only where it reveals nothing); their events are dropped unshown. The
// scene is made again around the match, as on a resume: its view then
// shows the state as it is, in every game alike.
func (t *tableCore) takeBack(a *ui.Context, k int, line string) {
	if err := t.match.TakeBack(k); err != nil {
		t.refuse(a, "Cannot undo: "+err.Error())
		return
	}
	t.save()
	if t.Game.reopen == nil || t.host == nil { // a game made without Plug (tests): the board catches up
		t.Playback, t.Hinting, t.Note = ui.EventPlayer{}, false, line
		t.view.Resync()
		return
	}
	again := t.Game.reopen(t.host, t.match.self(), t.Config)
	again.setNote(line)
	a.Replace(again)
}

// setNote writes the feedback line of a table made again (takeBack).
func (t *tableCore) setNote(line string) { t.Note = line }

// refuse shows why an action is not allowed, with the refusal sound.
func (t *tableCore) refuse(a *ui.Context, why string) {
	if s, ok := t.lessonAsks(); ok {
		why = s.Wrong // in a lesson, every refusal is answered in its words
	}
	t.Note, t.refusal = why, why
	a.Play(audio.Refuse)
}

// DropRefusal clears the line when it is a refusal: the board calls it
// when the selection changes, and a refusal of the old one no longer
// applies (the line says something else once an event or a hint wrote it).
func (t *tableCore) DropRefusal() {
	if t.Refused() {
		t.Note = ""
	}
}

// Refused tells whether the line is a refusal now (a board then leaves
// out a line of its own that would say the same).
func (t *tableCore) Refused() bool { return t.Note != "" && t.Note == t.refusal }

// HintText is the baseline player's move for the human to move, in its
// text form: browser tests (through window.twentyHint) pick what to click
// with it. "" when nobody at the device is to move.
func (t *Table[S, M]) HintText() string {
	policy, ok := t.Game.policy.(ai.Policy[S, M])
	if !t.HumanTurn() || !ok {
		return ""
	}
	rng := rules.NewRNG(uint64(len(t.Match.Record.Moves)))
	return policy(t.Match.State, &rng, nil).String()
}

// Draw paints the table: the top bar with the board's status, the board,
// then the card inspector and the lesson's box over everything.
func (t *tableCore) Draw(a *ui.Context, screen *ebiten.Image) {
	t.drawTopBar(a, screen, t.view.Status())
	t.view.DrawBoard(a, screen)
	t.drawInspector(a, screen)
}

// AppendTargets reports what can be tapped: the shared buttons, then the
// board's own.
func (t *tableCore) AppendTargets(dst []ui.Target) []ui.Target {
	return t.appendPuzzleTargets(t.view.AppendBoardTargets(t.appendTableTargets(dst)))
}

// appendTableTargets reports the shared buttons.
func (t *tableCore) appendTableTargets(dst []ui.Target) []ui.Target {
	dst = ui.AppendButtonTargets(dst, t.menu, t.rules, t.sound, t.settings)
	if t.Tally {
		return ui.AppendButtonTargets(dst, t.ContinueButton)
	}
	if t.HumanTurn() {
		dst = ui.AppendButtonTargets(dst, t.HintButton)
	}
	return ui.AppendButtonTargets(dst, t.UndoButton)
}

// save writes the game in progress to the store; a failure is shown. A
// puzzle is not saved: the game in progress keeps its slot.
func (t *tableCore) save() {
	if t.host != nil && t.puzzle == nil {
		t.host.SaveGame(t.match.Save)
	}
}

// takeBackOffer is TakeBackDepth's answer for the record of moves long:
// asked once per move, not per frame (it replays the game).
type takeBackOffer struct {
	moves, takeBacks int
	depth            int
}

// offersTakeBack: a person plays against the computer. Several people at
// one device do not take moves back: the others have seen them. A lesson
// shows Undo from its start, usable once it hands the game over
// (lessonTakeBack).
func (t *tableCore) offersTakeBack() bool {
	return t.match.Humans() == 1 && len(t.match.seats()) > 1
}

// takeBackDepth is how many moves Undo takes back now (0: none).
func (t *tableCore) takeBackDepth() int {
	if t.UndoButton.Hidden {
		return 0
	}
	rec := *t.match.record()
	if u := &t.undo; u.moves != len(rec.Moves) || u.takeBacks != rec.TakeBacks {
		u.moves, u.takeBacks = len(rec.Moves), rec.TakeBacks
		u.depth = t.lessonTakeBack(t.match.TakeBackDepth(t.firstHuman()))
	}
	return t.undo.depth
}

// takeBackLine says what Undo took back.
func (t *tableCore) takeBackLine(k int) string {
	if k > 1 {
		return "Taken back: your last move and the moves after it. The game counts as assisted."
	}
	return "Taken back: your last move. The game counts as assisted."
}
