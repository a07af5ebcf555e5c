package scenes

import (
	"fmt"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/sprites"
)

// defaultBrowserSlice is the search time per tick in browsers, where
// WebAssembly has one thread: a search must leave room for drawing within
// the 16.7 ms of a tick. A game may take more (gameDef.BrowserSlice).
const defaultBrowserSlice = 3 * time.Millisecond

// thinkSlice is the search time per tick.
func (t *table[S, M]) thinkSlice() time.Duration {
	switch {
	case runtime.GOOS != "js":
		return 6 * time.Millisecond
	case t.def.BrowserSlice > 0:
		return t.def.BrowserSlice
	}
	return defaultBrowserSlice
}

// table is what every game scene shares, whatever its game: the match, the
// top bar (menu, rules, hint, sound), events played back at the player's
// animation speed with a tap or Space to skip, the computer's turns in time
// slices, hot-seat hand-overs, hints and the end-of-round tally.
// A game scene embeds it and adds its own layout, drawing and input.
type table[S rules.State[S, M], M rules.Move] struct {
	def    *gameDef
	cfg    gameConfig
	m      *Match[S, M]
	events eventPlayer

	viewer    int // the seat whose private cards are shown
	message   string
	thinkTick int
	hinting   bool
	tally     bool // a round is over: its tally waits for Continue
	tallyWait int
	gameOver  bool

	menu, rules, hint, sound, cont *Button
}

func newTable[S rules.State[S, M], M rules.Move](def *gameDef, cfg gameConfig, m *Match[S, M]) table[S, M] {
	t := table[S, M]{def: def, cfg: cfg, m: m,
		menu:  NewButton("play.menu", "Menu").WithKey(ebiten.KeyEscape),
		rules: NewButton("play.rules", "Rules").WithKey(ebiten.KeyR),
		hint:  NewButton("play.hint", "Hint").WithKey(ebiten.KeyH),
		sound: NewButton("play.sound", "Sound"),
		cont:  NewButton("play.continue", "Continue").WithKey(ebiten.KeyEnter),
	}
	t.cont.Primary = true
	t.viewer = t.firstHuman()
	return t
}

func (t *table[S, M]) firstHuman() int {
	for i, seat := range t.m.Seats {
		if seat.Human {
			return i
		}
	}
	return 0
}

func (t *table[S, M]) Name() string                 { return "play" }
func (t *table[S, M]) GameID() string               { return t.def.ID }
func (t *table[S, M]) IsOver() bool                 { return false }
func (t *table[S, M]) Thinking() bool               { return t.m.Thinking() || t.hinting }
func (t *table[S, M]) DecisionTimes() DecisionTimes { return t.m.Decisions }
func (t *table[S, M]) Message() string              { return t.message }

// busy tells whether events are still being shown or a tally waits.
func (t *table[S, M]) busy() bool { return t.tally || t.events.Busy(t.m.Events) }

// humanTurn tells whether a person may act now.
func (t *table[S, M]) humanTurn() bool { return !t.busy() && t.m.HumanToMove() }

// seatName is how the scene names a seat.
func (t *table[S, M]) seatName(p int) string {
	if t.m.Seats[p].Human {
		if t.m.Humans() == 1 {
			return "You"
		}
		return fmt.Sprintf("Player %d", p+1)
	}
	return fmt.Sprintf("Player %d (%s)", p+1, t.m.Seats[p].Level)
}

// layoutTopBar places the shared buttons along the top edge.
func (t *table[S, M]) layoutTopBar(a *App) {
	row(a.U(16), a.U(10), a.U(120), a.U(44), a.U(10), t.menu, t.rules, t.hint, t.sound)
	t.cont.R = sprites.Rect{X: a.W/2 - a.U(120), Y: a.H*0.5 + a.U(150), W: a.U(240), H: a.U(60)}
}

// updateTopBar handles the shared buttons; it returns false when the scene
// was left (back to the menu, or the rules reader opened on top).
func (t *table[S, M]) updateTopBar(a *App) bool {
	t.sound.Label = "Sound"
	if a.Settings.Muted {
		t.sound.Label = "Muted"
	}
	t.hint.Enabled = t.humanTurn()
	switch {
	case t.menu.Clicked(a):
		a.BackToMenu()
		return false
	case t.rules.Clicked(a):
		a.Push(newRulesReader(t.def.Title, t.def.RulesText))
		return false
	case t.sound.Clicked(a):
		a.Settings.Muted = !a.Settings.Muted
		a.applySettings()
		a.SaveSettings()
	}
	return true
}

// drawTopBar paints the bar and its buttons, with a status text at the right.
func (t *table[S, M]) drawTopBar(a *App, screen *ebiten.Image, status string) {
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.U(64)}, sprites.FeltDark)
	for _, b := range []*Button{t.menu, t.rules, t.hint, t.sound} {
		b.Draw(a, screen)
	}
	a.Text.Draw(screen, status, a.W-a.U(20), a.U(32), sprites.Style{Size: a.U(24), Color: sprites.Dim, Align: sprites.Right})
}

// playEvents shows queued events at their pace: show applies one event to
// the scene's view and returns the pause after it in ticks at normal speed.
// A tap or Space skips to the end (or to the next tally), and finish is
// called so the scene can snap its tweens.
func (t *table[S, M]) playEvents(a *App, show func(rules.Event) int, finish func()) {
	skip := t.events.Busy(t.m.Events) && !t.tally && (a.Input.TapAnywhere() || a.Input.Key(ebiten.KeySpace))
	for !t.tally {
		if skip {
			t.events.Pause(0)
		}
		e, ok := t.events.Next(&t.m.Events)
		if !ok {
			break
		}
		if pause := a.Settings.Speed.Scale(show(e)); pause > 0 && !skip {
			t.events.Pause(pause)
			break
		}
	}
	if skip {
		finish()
	}
}

// openTally is called by a scene when a round's end is shown. No move is
// taken while events play, so a finished rule state means it is the last.
func (t *table[S, M]) openTally(a *App) {
	t.gameOver = t.m.State.Over()
	if !t.tally {
		t.tally, t.tallyWait = true, 0
		a.Play(audio.Win)
	}
}

// updateTally waits for Continue (or a few seconds when nobody at the
// device plays); it returns true when the tally closes. At the end of the
// game the results replace the scene.
func (t *table[S, M]) updateTally(a *App, results func() Scene) bool {
	t.tallyWait++
	auto := t.m.Humans() == 0 && t.tallyWait > 150
	if !t.cont.Clicked(a) && !auto {
		return false
	}
	t.tally, t.message = false, ""
	if t.gameOver {
		a.Replace(results())
	}
	return true
}

// updateComputer gives the search its slice of this tick and plays the move
// once it is decided and the computer has "thought" for a moment.
func (t *table[S, M]) updateComputer(a *App) {
	t.hinting = false
	t.thinkTick++
	mv, ready := t.m.Think(t.thinkSlice(), false)
	if !ready || t.thinkTick < a.Settings.Speed.Scale(20) {
		return
	}
	t.thinkTick = 0
	if err := t.m.Apply(mv); err != nil {
		// Cannot happen with a correct search; say so rather than stall.
		t.message = "The computer chose an illegal move: " + err.Error()
		return
	}
	t.m.Save(a)
}

// claimTurn makes the player to move the viewer. With several people at the
// device it puts up the pass screen first and returns false.
func (t *table[S, M]) claimTurn(a *App) (changed, ready bool) {
	p := t.m.State.ToMove()
	if p == t.viewer {
		return false, true
	}
	t.viewer = p
	if t.m.Humans() > 1 {
		a.Push(newPassScreen(p))
		return true, false
	}
	return true, true
}

// stepHint advances a hint search; ok once the suggestion is ready.
func (t *table[S, M]) stepHint() (M, bool) {
	mv, ready := t.m.Think(t.thinkSlice(), true)
	if ready {
		t.hinting = false
	}
	return mv, ready
}

// apply plays a person's move; a refusal is shown with its reason and the
// refusal sound, and changes nothing.
func (t *table[S, M]) apply(a *App, mv M) bool {
	if err := t.m.Apply(mv); err != nil {
		t.refuse(a, "Not allowed: "+err.Error())
		return false
	}
	t.hinting = false
	t.m.Save(a)
	return true
}

func (t *table[S, M]) refuse(a *App, why string) {
	t.message = why
	a.Play(audio.Refuse)
}

// heuristicHint is the baseline player's move for the human to move, used
// by browser tests (through window.twentyHint) to pick what to click.
func (t *table[S, M]) heuristicHint(policy func(S, *rules.RNG, []M) M) string {
	if !t.humanTurn() {
		return ""
	}
	rng := rules.NewRNG(uint64(len(t.m.Record.Moves)))
	return policy(t.m.State, &rng, nil).String()
}

// AppendTargets reports the shared buttons; scenes add their own.
func (t *table[S, M]) appendTableTargets(dst []Target) []Target {
	dst = AppendButtonTargets(dst, t.menu, t.rules, t.sound)
	if t.tally {
		return AppendButtonTargets(dst, t.cont)
	}
	if t.humanTurn() {
		dst = AppendButtonTargets(dst, t.hint)
	}
	return dst
}
