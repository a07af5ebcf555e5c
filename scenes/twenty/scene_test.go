package twenty

import (
	"github.com/twenty-games/twenty/scenes"
	"image"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
)

// playHumanTurn makes the human's move through the interface: it taps the
// cards the baseline player would play, then Play, or taps Draw/Pass.
func playHumanTurn(t *testing.T, a *scenes.App, hint string) {
	t.Helper()
	switch {
	case hint == "draw":
		tap(t, a, "play.draw")
	case hint == "pass":
		tap(t, a, "play.pass")
	case strings.HasPrefix(hint, "play "):
		for _, c := range strings.Fields(strings.TrimPrefix(hint, "play ")) {
			tap(t, a, "hand.card."+c)
		}
		tap(t, a, "play.confirm")
	default:
		t.Fatalf("unexpected hint %q", hint)
	}
}

// TestPlayTwentyThroughTheInterface starts Twenty from the menu with clicks
// and plays a whole game against the computer until the results screen.
func TestPlayTwentyThroughTheInterface(t *testing.T) {
	store := memoryStore{}
	a := testApp(t, scenes.Options{}, store)
	a.Settings.Speed = scenes.Instant
	frame(a)
	tap(t, a, "menu.twenty")
	if got := a.Top().Name(); got != "setup" {
		t.Fatalf("scene %q after choosing Twenty", got)
	}
	// Player 2 starts as a computer at the default level; make it easy so the test is quick.
	for seat := &a.Top().(*setup).seats[1]; seatChoices[*seat] != (scenes.Seat{Level: ai.Easy}); {
		tap(t, a, "setup.seat2")
	}
	tap(t, a, "setup.start")
	humanMoves := 0
	for i := 0; i < 200000 && a.Top().Name() != "results"; i++ {
		st := state(t, a)
		if _, ok := findTarget(st, "play.continue"); ok {
			tap(t, a, "play.continue")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			humanMoves++
			continue
		}
		frame(a)
	}
	if a.Top().Name() != "results" {
		t.Fatalf("game did not reach the results screen (scene %q)", a.Top().Name())
	}
	if humanMoves < 5 {
		t.Fatalf("only %d human moves", humanMoves)
	}
	if _, ok, _ := store.Load(saveKey); ok {
		t.Fatal("a finished game is still saved")
	}
	if !state(t, a).Over {
		t.Fatal("results screen does not report over")
	}
	assertDrawn(t, snapshot(a))
	tap(t, a, "results.menu")
	if a.Top().Name() != "menu" {
		t.Fatalf("back to %q, want menu", a.Top().Name())
	}
}

// assertDrawn checks the screen is not one flat colour.
func assertDrawn(t *testing.T, shot *image.RGBA) {
	t.Helper()
	w, h := shot.Bounds().Dx(), shot.Bounds().Dy()
	first := shot.At(w/2, h/2)
	for y := 0; y < h; y += 13 {
		for x := 0; x < w; x += 17 {
			if shot.At(x, y) != first {
				return
			}
		}
	}
	t.Fatal("the screen is one flat colour")
}

// TestIllegalPlayIsRefusedWithAReason selects a card that cannot make the
// count and presses Play.
func TestIllegalPlayIsRefusedWithAReason(t *testing.T) {
	a := testApp(t, scenes.Options{Game: "twenty", Seed: 3}, nil)
	a.Settings.Speed = scenes.Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		frame(a)
	}
	s := a.Top().(*twentyScene)
	moves := len(s.Match.Record.Moves)
	count := s.Match.State.Count()
	// Find a card of the human's hand that cannot make the count alone.
	for _, tg := range state(t, a).Targets {
		if !strings.HasPrefix(tg.ID, "hand.card.") {
			continue
		}
		before := s.selected
		tap(t, a, tg.ID)
		if s.selOK {
			s.setSelection(before)
			continue
		}
		tap(t, a, "play.confirm")
		if len(s.Match.Record.Moves) != moves || s.Match.State.Count() != count {
			t.Fatal("an illegal play changed the game")
		}
		if !strings.HasPrefix(s.Note, "Not allowed:") {
			t.Fatalf("message %q does not explain the refusal", s.Note)
		}
		return
	}
	t.Skip("every card of this hand makes the count")
}

// TestGameResumesFromItsSave plays a few moves, then builds a new app on the
// same store: the same game is back, move for move.
func TestGameResumesFromItsSave(t *testing.T) {
	store := memoryStore{}
	a := testApp(t, scenes.Options{Game: "twenty", Seed: 11}, store)
	a.Settings.Speed = scenes.Instant
	for moves := 0; moves < 4; {
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			moves++
			continue
		}
		frame(a)
	}
	want := a.Top().(*twentyScene).m.Record.Moves
	b := testApp(t, scenes.Options{}, store)
	s, ok := b.Top().(*twentyScene)
	if !ok {
		t.Fatalf("resumed into scene %q", b.Top().Name())
	}
	if strings.Join(s.Match.Record.Moves, ",") != strings.Join(want, ",") {
		t.Fatalf("resumed moves %v, want %v", s.Match.Record.Moves, want)
	}
}

// TestCorruptSaveIsReportedAndSetAside starts with garbage in the save.
func TestCorruptSaveIsReportedAndSetAside(t *testing.T) {
	for _, bad := range []string{
		"{not json",
		`{"version":1,"record":{"game":"twenty","options":{"Players":2},"seed":5,"moves":["play KS KH KD"]},"seats":[{"human":true},{"level":1}]}`,
		`{"version":1,"record":{"game":"chess","seed":5},"seats":[]}`,
	} {
		store := memoryStore{saveKey: bad}
		a := testApp(t, scenes.Options{}, store)
		if a.Toast.Text == "" || !strings.Contains(a.Toast.Text, "set aside") {
			t.Errorf("save %q: message %q", bad, a.Toast.Text)
		}
		if kept, _, _ := store.Load(corruptKey); kept != bad {
			t.Errorf("save %q was not kept aside", bad)
		}
	}
}

// TestIdleFrameDoesNotAllocate counts the heap allocations made by the
// app's Update and Draw over real frames on the human's turn (nothing
// moving). The graphics driver's own allocations while flushing are not ours
// and are not counted.
func TestIdleFrameDoesNotAllocate(t *testing.T) {
	a := testApp(t, scenes.Options{Game: "twenty", Seed: 5}, nil)
	a.Settings.Speed = scenes.Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		frame(a)
	}
	checkSteadyFramesDoNotAllocate(t, a)
}

// TestHotSeatHidesHands checks the pass screen comes between two humans.
func TestHotSeatHidesHands(t *testing.T) {
	a := testApp(t, scenes.Options{}, nil)
	a.Settings.Speed = scenes.Instant
	a.startGame(&twentyDef, gameConfig{Seats: []scenes.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	seen := 0
	for i := 0; i < 3000 && seen < 3; i++ {
		if a.Top().Name() == "pass" {
			seen++
			tap(t, a, "pass.ready")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			continue
		}
		frame(a)
	}
	if seen < 3 {
		t.Fatalf("pass screen shown %d times", seen)
	}
}
