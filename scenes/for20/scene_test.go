package for20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// humanAndComputers is a game of one person against players-1 easy
// computers.
func humanAndComputers(players int) []play.Seat {
	seats := make([]play.Seat, players)
	seats[0].Human = true
	for i := 1; i < players; i++ {
		seats[i].Level = ai.Easy
	}
	return seats
}

// TestFourPlayerGameByTapping plays a whole four-player game through the
// interface: the human taps the cards and buttons of the baseline
// player's move, answers every reaction window it can, and the game ends
// on the results screen with every player's stack.
func TestFourPlayerGameByTapping(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(4), Seed: 7, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	moves, answers, shots := 0, 0, 0
	picked, shownAnswer := false, false
	for i := 0; i < 200000 && a.Top().Name() != "results"; i++ {
		st := scenetest.Read(t, a)
		if _, ok := st.Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		hint := a.HintText()
		if hint == "" {
			scenetest.Frame(a)
			continue
		}
		if s.Match.State.Decision().Kind == rules.Reaction {
			if text, ok := legalAnswer(s); ok {
				if answers == 0 {
					scenetest.SaveShot(t, a, "for20-answer-before")
				}
				hint = text
				answers++
			}
		}
		if !picked && s.Match.State.Decision().Kind == rules.Turn {
			picked = tryDumpPick(t, a, s)
		}
		if shots == 0 && strings.HasPrefix(hint, "smoke") {
			for _, id := range clicks(t, s, hint, st)[:len(clicks(t, s, hint, st))-1] {
				scenetest.Tap(t, a, id)
			}
			scenetest.SaveShot(t, a, "for20-smoke-selected")
			s.clearSelection()
			shots++
		}
		playMove(t, a, hint)
		moves++
		if answers == 1 && !shownAnswer {
			shownAnswer = true
			scenetest.SaveShot(t, a, "for20-answer-after")
		}
	}
	r, ok := a.Top().(*scenes.Results)
	if !ok {
		t.Fatalf("the game did not reach its results (scene %q)", a.Top().Name())
	}
	if moves < 10 {
		t.Fatalf("only %d human moves", moves)
	}
	if answers == 0 {
		t.Fatal("the human never answered a reaction window")
	}
	if !picked {
		t.Log("the human never held Dealer's Cove or Scavenger with a dump to choose from")
	}
	if len(r.Rows()) != 4 {
		t.Fatalf("%d result rows", len(r.Rows()))
	}
	t.Logf("%d human moves, %d answers; %s", moves, answers, r.Headline())
	scenetest.SaveShot(t, a, "for20-results")
}

// TestHotSeatNeverShowsAnotherHand: three people share the device, every
// window asks everyone. Whenever a person may act, the table shows their
// own hand face up and nobody else's, and the pass screen came first.
// The game is started with "Ask card holders": the shell makes the
// hot-seat choice whenever more than one person plays.
func TestHotSeatNeverShowsAnotherHand(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	seats := []play.Seat{{Human: true}, {Human: true}, {Human: true}}
	if err := a.StartGame(Game, scenes.GameConfig{Seats: seats, Seed: 3, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	if !s.Match.State.Options().AskEveryone {
		t.Fatal("three people at the device, and reaction windows ask only card holders")
	}
	passes, moves, reactions := 0, 0, 0
	for i := 0; i < 50000 && moves < 80 && a.Top().Name() != "results"; i++ {
		if a.Top().Name() == "pass" {
			passes++
			scenetest.Tap(t, a, "pass.ready")
			continue
		}
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		hint := a.HintText()
		if hint == "" {
			scenetest.Frame(a)
			continue
		}
		me := s.Match.State.ToMove()
		if s.Viewer != me {
			t.Fatalf("player %d to move, the table shows player %d's side", me, s.Viewer)
		}
		if s.Match.State.Decision().Kind == rules.Reaction {
			reactions++
		}
		for c := range f20.Card(f20.NumCards) {
			z := int(s.view.zone[c])
			for p := range s.players {
				if z == f20.ZoneHand(p) && s.faceUp(c) != (p == me) {
					t.Fatalf("player %d to move: player %d's %v face up = %v", me, p, c, s.faceUp(c))
				}
			}
		}
		playMove(t, a, hint)
		moves++
	}
	if passes < 3 || reactions == 0 {
		t.Fatalf("%d pass screens and %d reaction windows in %d moves", passes, reactions, moves)
	}
}

// TestRefusalSaysTheRulesReason: a smoke without a tool is refused with
// the rules' own words and changes nothing; the refusal goes once the
// selection changes.
func TestRefusalSaysTheRulesReason(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(2), Seed: 5, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	for i := 0; i < 5000 && !(s.HumanTurn() && s.Match.State.Decision().Kind == rules.Turn); i++ {
		scenetest.Frame(a)
	}
	st := scenetest.Read(t, a)
	var mat string
	for _, tg := range st.Targets {
		if strings.HasPrefix(tg.ID, "reserve.0.") {
			mat = tg.ID
		}
	}
	if mat == "" {
		t.Fatalf("no material in the human's reserve (targets %s)", st.IDs())
	}
	moves := len(s.Match.Record.Moves)
	scenetest.Tap(t, a, mat)
	scenetest.Tap(t, a, "smoke")
	if len(s.Match.Record.Moves) != moves || !strings.HasPrefix(s.Note, "Not allowed: ") {
		t.Fatalf("smoke without a tool: note %q, moves %d -> %d", s.Note, moves, len(s.Match.Record.Moves))
	}
	scenetest.SaveShot(t, a, "for20-refusal")
	// A tool tapped next: the refusal was of the selection before it.
	for _, tg := range scenetest.Read(t, a).Targets {
		if strings.HasPrefix(tg.ID, "hand.card.T") {
			scenetest.Tap(t, a, tg.ID)
			if s.Refused() || s.labels.info[1] == "" || strings.HasPrefix(s.labels.info[1], "Not allowed") {
				t.Fatalf("after %s was tapped: note %q, line %q", tg.ID, s.Note, s.labels.info[1])
			}
			return
		}
	}
	t.Log("no tool in the hand to tap after the refusal")
}

// TestIdleFrameDoesNotAllocateInWindow: a steady frame on the human's turn, with
// cards selected, allocates nothing.
func TestIdleFrameDoesNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(5), Seed: 5, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && a.HintText() == ""; i++ {
		scenetest.Frame(a)
	}
	for _, tg := range scenetest.Read(t, a).Targets {
		if strings.HasPrefix(tg.ID, "reserve.") {
			scenetest.Tap(t, a, tg.ID)
			break
		}
	}
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// TestMonkey: random taps, keys and screen sizes never crash the table.
func TestMonkey(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(5), Seed: 21, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	gametest.Monkey(t, a)
}

// TestGameResumesFromItsSave: a new app on the same store has the same game.
func TestGameResumesFromItsSave(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(3), Seed: 11, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	for moves := 0; moves < 6; {
		if hint := a.HintText(); hint != "" {
			playMove(t, a, hint)
			moves++
			continue
		}
		scenetest.Frame(a)
	}
	want := sceneOf(t, a).Match.Record.Moves
	b := testApp(t, shell.Options{}, store)
	s := sceneOf(t, b)
	if strings.Join(s.Match.Record.Moves, ",") != strings.Join(want, ",") {
		t.Fatalf("resumed moves %v, want %v", s.Match.Record.Moves, want)
	}
	for range 30 {
		scenetest.Frame(b)
	}
	scenetest.SaveShot(t, b, "for20-resumed")
}

// TestLogListsTheGame: the log opens from its button, lists the moves in
// words, scrolls and closes.
func TestLogListsTheGame(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(3), Seed: 2, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	for moves := 0; moves < 8; {
		if hint := a.HintText(); hint != "" {
			playMove(t, a, hint)
			moves++
			continue
		}
		scenetest.Frame(a)
	}
	for i := 0; i < 5000 && a.HintText() == ""; i++ {
		scenetest.Frame(a) // a tap while cards move skips the animation
	}
	scenetest.Tap(t, a, "log")
	if !s.log.open || len(s.log.lines) < 10 {
		t.Fatalf("log open %v with %d lines", s.log.open, len(s.log.lines))
	}
	scenetest.SaveShot(t, a, "for20-log")
	scenetest.Tap(t, a, "log.older")
	if s.log.back == 0 {
		t.Fatal("Older did not scroll")
	}
	scenetest.Tap(t, a, "log.close")
	if s.log.open {
		t.Fatal("the log did not close")
	}
}

// tryDumpPick selects a Dealer's Cove or Scavenger of the human's hand
// when its dump has cards: the dump's designs are spread to choose from,
// as targets. It unselects it again and tells whether it looked.
func tryDumpPick(t *testing.T, a *shell.App, s *scene) bool {
	t.Helper()
	hand := s.Match.State.Hand(s.Viewer)
	for c := hand.First(); c != f20.NoCard; c = hand.Next(c) {
		dump := -1
		switch c.Info().Effect {
		case f20.RestoreMaterial:
			dump = f20.ZoneMaterialDump
		case f20.RestoreTool:
			dump = f20.ZonePlayingDump
		}
		if dump < 0 {
			continue
		}
		inDump := 0
		for d := range f20.Card(f20.NumCards) {
			if s.Match.State.ZoneOf(d) == dump && (dump == f20.ZoneMaterialDump || d.Category() == f20.Tool) {
				inDump++
			}
		}
		if inDump == 0 {
			continue
		}
		scenetest.Tap(t, a, "hand.card."+c.String())
		n := 0
		for _, tg := range scenetest.Read(t, a).Targets {
			if strings.HasPrefix(tg.ID, "dump.") {
				n++
			}
		}
		if n == 0 {
			t.Fatalf("%s selected with %d cards in its dump: none to choose from", c.Info().Name, inDump)
		}
		scenetest.SaveShot(t, a, "for20-dump-pick")
		scenetest.Tap(t, a, "hand.card."+c.String()) // put back: a card alone has no Clear
		return true
	}
	return false
}
