package twenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// playHumanTurn makes the human's move through the interface: it taps the
// cards the baseline player would play, then Play, or taps Draw/Pass.
func playHumanTurn(t *testing.T, a *shell.App, hint string) {
	t.Helper()
	switch {
	case hint == "draw":
		scenetest.Tap(t, a, "play.draw")
	case hint == "pass":
		scenetest.Tap(t, a, "play.pass")
	case strings.HasPrefix(hint, "play "):
		for _, c := range strings.Fields(strings.TrimPrefix(hint, "play ")) {
			scenetest.Tap(t, a, "hand.card."+c)
		}
		scenetest.Tap(t, a, "play.confirm")
	default:
		t.Fatalf("unexpected hint %q", hint)
	}
}

// TestPlayTwentyThroughTheInterface starts Twenty from the menu with clicks
// and plays a whole game against the computer until the results screen.
func TestPlayTwentyThroughTheInterface(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.twenty")
	if got := a.Top().Name(); got != "setup" {
		t.Fatalf("scene %q after choosing Twenty", got)
	}
	// Player 2 starts as a computer at the default level; make it easy so the test is quick.
	for i := 0; i < 4 && scenetest.Label(t, a, "setup.seat2") != "Computer (easy)"; i++ {
		scenetest.Tap(t, a, "setup.seat2")
	}
	scenetest.Tap(t, a, "setup.start")
	humanMoves := 0
	for i := 0; i < 200000 && a.Top().Name() != "results"; i++ {
		st := scenetest.Read(t, a)
		if _, ok := st.Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			humanMoves++
			continue
		}
		scenetest.Frame(a)
	}
	if a.Top().Name() != "results" {
		t.Fatalf("game did not reach the results screen (scene %q)", a.Top().Name())
	}
	if humanMoves < 5 {
		t.Fatalf("only %d human moves", humanMoves)
	}
	if _, ok, _ := store.Load(play.SaveKey("twenty")); ok {
		t.Fatal("a finished game is still saved")
	}
	if !scenetest.Read(t, a).Over {
		t.Fatal("results screen does not report over")
	}
	scenetest.CheckDrawn(t, a)
	scenetest.Tap(t, a, "results.menu")
	if a.Top().Name() != "menu" {
		t.Fatalf("back to %q, want menu", a.Top().Name())
	}
}

// TestIllegalPlayIsRefusedWithAReason selects a card that cannot make the
// count: Play stays off, the line above the buttons says why, and tapping
// Play anyway changes nothing and adds no second message.
func TestIllegalPlayIsRefusedWithAReason(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twenty", Seed: 3}, nil)
	a.Settings.Speed = ui.Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		scenetest.Frame(a)
	}
	s := a.Top().(*scene)
	moves := len(s.Match.Record.Moves)
	count := s.Match.State.Count()
	// Find a card of the human's hand that cannot make the count alone.
	for _, tg := range scenetest.Read(t, a).Targets {
		if !strings.HasPrefix(tg.ID, "hand.card.") {
			continue
		}
		before := s.selected
		scenetest.Tap(t, a, tg.ID)
		if s.selOK {
			s.setSelection(before)
			continue
		}
		if s.play.Enabled || !strings.Contains(s.selInfo, "count") {
			t.Fatalf("Play enabled %v with a selection that cannot make the count (line %q)", s.play.Enabled, s.selInfo)
		}
		note := s.Note
		r := s.play.R // a disabled button is no target: tap where it is drawn
		a.InjectTap(r.X+r.W/2, r.Y+r.H/2)
		scenetest.Frame(a)
		if len(s.Match.Record.Moves) != moves || s.Match.State.Count() != count {
			t.Fatal("an illegal play changed the game")
		}
		if s.Note != note || s.shake == 0 {
			t.Fatalf("tapping the disabled Play: note %q (was %q), shake %d", s.Note, note, s.shake)
		}
		return
	}
	t.Skip("every card of this hand makes the count")
}

// TestLiftedCardIsNeverUnderTheButtons: at phone, tablet and desktop
// sizes, a selected card rises into free space, below the button row.
func TestLiftedCardIsNeverUnderTheButtons(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {1280, 720}, {1920, 1080}} {
		a := testApp(t, shell.Options{Game: "twenty", Seed: 3}, nil)
		a.LayoutF(size[0], size[1])
		a.Settings.Speed = ui.Instant
		for i := 0; i < 600 && a.HintText() == ""; i++ {
			scenetest.Frame(a)
		}
		s := a.Top().(*scene)
		for _, tg := range scenetest.Read(t, a).Targets {
			if strings.HasPrefix(tg.ID, "hand.card.") {
				scenetest.Tap(t, a, tg.ID)
			}
		}
		for i := 0; i < 30; i++ {
			scenetest.Frame(a)
		}
		for c := range s.cardSprites.Motions {
			if !s.selected.Has(cards.Card(c)) {
				continue
			}
			m := &s.cardSprites.Motions[c]
			card := sprites.Rect{X: m.X, Y: m.Y, W: s.lay.cw, H: s.lay.ch}
			for _, b := range []*ui.Button{s.clear, s.pass, s.draw, s.play} {
				if !b.Hidden && overlaps(card, b.R) {
					t.Errorf("%vx%v: the lifted %v at %+v is under %s at %+v", size[0], size[1], cards.Card(c), card, b.ID, b.R)
				}
			}
		}
	}
}

func overlaps(a, b sprites.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestGameResumesFromItsSave plays a few moves, then builds a new app on the
// same store: the same game is back, move for move.
func TestGameResumesFromItsSave(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{Game: "twenty", Seed: 11}, store)
	a.Settings.Speed = ui.Instant
	for moves := 0; moves < 4; {
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			moves++
			continue
		}
		scenetest.Frame(a)
	}
	want := a.Top().(*scene).Match.Record.Moves
	b := testApp(t, shell.Options{}, store)
	s, ok := b.Top().(*scene)
	if !ok {
		t.Fatalf("resumed into scene %q", b.Top().Name())
	}
	if strings.Join(s.Match.Record.Moves, ",") != strings.Join(want, ",") {
		t.Fatalf("resumed moves %v, want %v", s.Match.Record.Moves, want)
	}
}

// TestIdleFrameDoesNotAllocateInWindow counts the heap allocations made by the
// app's Update and Draw over real frames on the human's turn (nothing
// moving). The graphics driver's own allocations while flushing are not ours
// and are not counted.
func TestIdleFrameDoesNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{Game: "twenty", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		scenetest.Frame(a)
	}
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// TestHotSeatHidesHands checks the pass screen comes between two humans,
// and that on each turn only the player to move sees their own cards: every
// card of the other hand is drawn face down.
func TestHotSeatHidesHands(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	s := a.Top().(*scene)
	seen := 0
	for i := 0; i < 3000 && seen < 3; i++ {
		if a.Top().Name() == "pass" {
			seen++
			scenetest.Tap(t, a, "pass.ready")
			continue
		}
		if hint := a.HintText(); hint != "" {
			checkOnlyOwnHandFaceUp(t, s)
			playHumanTurn(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	if seen < 3 {
		t.Fatalf("pass screen shown %d times", seen)
	}
}

// checkOnlyOwnHandFaceUp: the player to move sees their hand face up and
// every other hand face down.
func checkOnlyOwnHandFaceUp(t *testing.T, s *scene) {
	t.Helper()
	me := s.Match.State.ToMove()
	if s.Viewer != me {
		t.Fatalf("player %d to move, but the table shows player %d's side", me, s.Viewer)
	}
	for p := range s.players {
		for _, c := range s.Match.State.Hand(p).AppendTo(nil) {
			if up := s.faceUp(c); up != (p == me) {
				t.Fatalf("player %d to move: player %d's %v drawn face up = %v", me, p, c, up)
			}
		}
	}
}

// TestResumedGameKeepsItsOptions: a game resumed after a reload keeps the
// setup choices it was started with, so "Play again" at its end starts the
// same kind of game (a resumed Twenty game fell back to the standard
// target).
func TestResumedGameKeepsItsOptions(t *testing.T) {
	for choice := range Game.Options[0].Choices {
		store := play.MemoryStore{}
		a := testApp(t, shell.Options{}, store)
		if err := a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Level: 0}}, Seed: 4, Choices: []int{choice}}); err != nil {
			t.Fatal(err)
		}
		b := testApp(t, shell.Options{}, store)
		s, ok := b.Top().(*scene)
		if !ok {
			t.Fatalf("resumed into scene %q", b.Top().Name())
		}
		// "Play again" makes its options from the resumed choices: they
		// must give the game that was started (for two players "100
		// points" is the standard target, so either choice will do).
		started := tw.Def.MakeOptions(2, []int{choice})
		if again := tw.Def.MakeOptions(2, s.Config.Choices); again != started || s.Match.State.Options() != started {
			t.Errorf("started with %+v (%s), resumed as %+v with choices %v giving %+v",
				started, Game.Options[0].Choices[choice], s.Match.State.Options(), s.Config.Choices, again)
		}
	}
}
