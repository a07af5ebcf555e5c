package minustwenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// playMinusTwentyStep makes one step of the human's turn through the
// interface, as a player would: for "meld 7H" it taps the 7♥ in the hand
// and then the hearts meld; "discard QS" the Q♠ and the spades discard
// pile; "draw" the draw pile; "take H" the hearts discard pile.
func playMinusTwentyStep(t *testing.T, a *shell.App, hint string) {
	t.Helper()
	f := strings.Fields(hint)
	switch {
	case len(f) == 2 && (f[0] == "meld" || f[0] == "discard"):
		scenetest.Tap(t, a, "hand.card."+f[1])
		scenetest.Tap(t, a, f[0]+"."+f[1][1:])
	case len(f) == 1 && f[0] == "draw":
		scenetest.Tap(t, a, "pile.draw")
	case len(f) == 2 && f[0] == "take":
		scenetest.Tap(t, a, "discard."+f[1])
	default:
		t.Fatalf("unexpected hint %q", hint)
	}
}

// sceneOf returns the Minus Twenty scene on the stack.
func sceneOf(t *testing.T, a *shell.App) *scene {
	t.Helper()
	for i := len(a.Scenes()) - 1; i >= 0; i-- {
		if s, ok := a.Scenes()[i].(*scene); ok {
			return s
		}
	}
	t.Fatalf("no Minus Twenty scene (top %q)", a.Top().Name())
	return nil
}

// waitForHuman runs frames until the human may act: at least one, as a
// person only ever acts on a frame they have seen.
func waitForHuman(t *testing.T, a *shell.App) {
	t.Helper()
	scenetest.Frame(a)
	for i := 0; i < 3000 && a.HintText() == ""; i++ {
		scenetest.Frame(a)
	}
	if a.HintText() == "" {
		t.Fatal("the human never got to move")
	}
}

// TestMinusTwentyPlayThroughTheInterface starts Minus Twenty from the menu
// with clicks, chooses a one-round match against the easy computer, and
// plays it through to the results screen, then back to the menu.
func TestMinusTwentyPlayThroughTheInterface(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.minustwenty")
	if a.Top().Name() != "setup" {
		t.Fatalf("scene %q after choosing Minus Twenty", a.Top().Name())
	}
	for i := 0; i < 4 && scenetest.Label(t, a, "setup.seat2") != "Computer (easy)"; i++ {
		scenetest.Tap(t, a, "setup.seat2")
	}
	for i := 0; i < 10 && scenetest.Label(t, a, "setup.option1") != "1 round"; i++ {
		scenetest.Tap(t, a, "setup.option1")
	}
	if got := scenetest.Label(t, a, "setup.option1"); got != "1 round" {
		t.Fatalf("match option shows %q", got)
	}
	scenetest.Tap(t, a, "setup.start")
	s := sceneOf(t, a)
	if o := s.Match.State.Options(); o.Rounds != 1 || o.TargetScore != 0 {
		t.Fatalf("options %+v, want one round", o)
	}
	steps, tallies := 0, 0
	for i := 0; i < 20000 && a.Top().Name() != "results"; i++ {
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			tallies++
			checkTallyShowsFinishedMelds(t, s)
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		if hint := a.HintText(); hint != "" {
			moves := len(s.Match.Record.Moves)
			playMinusTwentyStep(t, a, hint)
			if len(s.Match.Record.Moves) != moves+1 {
				t.Fatalf("%q was not played through the interface (message %q)", hint, s.Note)
			}
			steps++
			continue
		}
		scenetest.Frame(a)
	}
	if a.Top().Name() != "results" {
		t.Fatalf("the match did not reach the results screen (scene %q)", a.Top().Name())
	}
	if tallies != 1 {
		t.Fatalf("%d tallies for a one-round match", tallies)
	}
	// The computer's decisions are timed for the test contract.
	if d := s.Match.Decisions; d.Count < mt.StartingDrawPile/2 || d.Max > d.Total {
		t.Errorf("computer decisions timed: %+v", d)
	}
	// A round draws 34 cards, half of them by each player at least.
	if steps < 2*mt.StartingDrawPile/2 {
		t.Fatalf("only %d human steps", steps)
	}
	r := a.Top().(*scenes.Results)
	totals := s.Match.State.Totals()
	for p, row := range r.Rows() {
		if !strings.HasPrefix(row.Score, signed(totals[p])+" ") || !strings.Contains(row.Detail, signed(totals[p])) {
			t.Errorf("results row %d = %+v, totals %v", p, row, totals)
		}
	}
	if r.Headline() == "" || !scenetest.Read(t, a).Over {
		t.Fatalf("results: headline %q", r.Headline())
	}
	if _, ok, _ := store.Load(play.SaveKey("minustwenty")); ok {
		t.Fatal("a finished match is still saved")
	}
	scenetest.CheckDrawn(t, a)
	scenetest.Tap(t, a, "results.menu")
	if a.Top().Name() != "menu" {
		t.Fatalf("back to %q, want menu", a.Top().Name())
	}
}

// checkTallyShowsFinishedMelds: while the tally waits for Continue the
// table shows the finished round from the scene's own view, every begun
// meld scored, and their scores add up to the round's.
func checkTallyShowsFinishedMelds(t *testing.T, s *scene) {
	t.Helper()
	rounds := s.Match.State.RoundScores()
	last := rounds[len(rounds)-1]
	for p := range mt.NumPlayers {
		sum := 0
		for suit := range cards.Suit(cards.NumSuits) {
			meld := s.view.melds[p][suit].slice()
			if len(meld) > 0 != s.view.scored[p][suit] {
				t.Errorf("player %d %s meld: %d cards, scored %v", p, suit.Name(), len(meld), s.view.scored[p][suit])
			}
			sum += mt.MeldScore(meld)
		}
		if sum != last[p] || s.view.roundScore[p] != last[p] {
			t.Errorf("player %d: melds shown add up to %d, view says %d, the round scored %d", p, sum, s.view.roundScore[p], last[p])
		}
	}
}

// TestMinusTwentyTallyKeepsTheFinishedRound plays computer against
// computer into the first tally of a three-round match: the rules have
// already dealt round 2, the table still shows round 1's melds and scores.
func TestMinusTwentyTallyKeepsTheFinishedRound(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Level: ai.Easy}, {Level: ai.Easy}}, Seed: 21, Choices: []int{1}})
	s := sceneOf(t, a)
	for i := 0; i < 20000 && !s.Tally; i++ {
		scenetest.Frame(a)
	}
	if !s.Tally {
		t.Fatal("no tally")
	}
	if s.Match.State.Round() != 2 || s.Match.State.DrawPileLen() != mt.StartingDrawPile {
		t.Fatalf("the rules are in round %d with %d cards to draw", s.Match.State.Round(), s.Match.State.DrawPileLen())
	}
	begun := 0
	for p := range mt.NumPlayers {
		for suit := range cards.Suit(cards.NumSuits) {
			begun += s.view.melds[p][suit].n
		}
	}
	if begun == 0 || s.view.drawN != 0 {
		t.Fatalf("the table shows %d meld cards and %d to draw", begun, s.view.drawN)
	}
	checkTallyShowsFinishedMelds(t, s)
	scenetest.SaveShot(t, a, "minustwenty-tally")
	// Continue (here automatic: nobody at the device plays) deals round 2.
	// The computers go on playing at once, so stop at the first frame that
	// shows round 2.
	for i := 0; i < 400 && (s.Tally || s.view.round != 2); i++ {
		scenetest.Frame(a)
	}
	if s.view.round != 2 || s.view.scoring {
		t.Fatalf("after the tally the view shows round %d (scoring %v)", s.view.round, s.view.scoring)
	}
	for p := range mt.NumPlayers {
		if n := s.view.hands[p].Len(); n != mt.HandSize {
			t.Errorf("player %d holds %d cards after the deal of round 2", p, n)
		}
	}
}

// TestMinusTwentyRefusesIllegalMoves: drawing before playing, and taking
// back the card just discarded, are refused with the rules' reason, and
// nothing changes.
func TestMinusTwentyRefusesIllegalMoves(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 3}, nil)
	a.Settings.Speed = ui.Instant
	waitForHuman(t, a)
	s := sceneOf(t, a)
	st := s.Match.State
	refused := func(want string, do func()) {
		t.Helper()
		moves, phase, hand := len(s.Match.Record.Moves), st.Phase(), st.Hand(s.Viewer)
		draw, round := st.DrawPileLen(), st.Score(s.Viewer)
		do()
		if len(s.Match.Record.Moves) != moves || st.Phase() != phase || st.Hand(s.Viewer) != hand ||
			st.DrawPileLen() != draw || st.Score(s.Viewer) != round {
			t.Fatal("a refused move changed the game")
		}
		if !strings.HasPrefix(s.Note, "Not allowed:") || !strings.Contains(s.Note, want) {
			t.Fatalf("message %q, want a refusal saying %q", s.Note, want)
		}
	}
	refused("play a card first", func() { scenetest.Tap(t, a, "pile.draw") })
	// Discard the lowest card, then try to take it back.
	c, _ := st.Hand(s.Viewer).Lowest()
	scenetest.Tap(t, a, "hand.card."+c.String())
	other := suitLetter((c.Suit() + 1) % cards.NumSuits)
	refused("goes on the "+c.Suit().Name(), func() { scenetest.Tap(t, a, "discard."+other) })
	scenetest.Tap(t, a, "discard."+suitLetter(c.Suit()))
	if top, _ := st.DiscardTop(c.Suit()); top != c || st.Phase() != mt.DrawStep {
		t.Fatalf("discarding %s did not happen", c)
	}
	if s.Note != "" {
		t.Fatalf("a stale message after a good move: %q", s.Note)
	}
	scenetest.Frame(a)
	refused("cannot take back", func() { scenetest.Tap(t, a, "discard."+suitLetter(c.Suit())) })
	refused("time to draw", func() {
		d, _ := st.Hand(s.Viewer).Lowest()
		scenetest.Tap(t, a, "hand.card."+d.String())
	})
	// The keys: D draws.
	moves := len(s.Match.Record.Moves)
	a.Input.InjectKey(ebiten.KeyD)
	scenetest.Frame(a)
	if len(s.Match.Record.Moves) != moves+1 || s.Match.Record.Moves[moves] != "draw" {
		t.Fatalf("D did not draw: %v", s.Match.Record.Moves[moves:])
	}
}

// TestMinusTwentyKeyboard plays a step with the keys: Right selects the
// first card, Backspace discards it.
func TestMinusTwentyKeyboard(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 8}, nil)
	a.Settings.Speed = ui.Instant
	waitForHuman(t, a)
	s := sceneOf(t, a)
	a.Input.InjectKey(ebiten.KeyRight)
	scenetest.Frame(a)
	if !s.hasSel || s.selected != s.lay.handCards[0] {
		t.Fatalf("Right selected %v (has %v), want the first card %v", s.selected, s.hasSel, s.lay.handCards[0])
	}
	c := s.selected
	a.Input.InjectKey(ebiten.KeyBackspace)
	scenetest.Frame(a)
	if got := s.Match.Record.Moves[len(s.Match.Record.Moves)-1]; got != "discard "+c.String() {
		t.Fatalf("Backspace played %q", got)
	}
}

// TestMinusTwentyResumesFromItsSave plays a few steps, then builds a new app
// on the same store: the same match is back, and the table shows it.
func TestMinusTwentyResumesFromItsSave(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 11}, store)
	a.Settings.Speed = ui.Instant
	for steps := 0; steps < 9; steps++ {
		waitForHuman(t, a)
		playMinusTwentyStep(t, a, a.HintText())
	}
	waitForHuman(t, a)
	scenetest.SaveShot(t, a, "minustwenty-midround")
	want := sceneOf(t, a).Match.Record.Moves
	b := testApp(t, shell.Options{}, store)
	s, ok := b.Top().(*scene)
	if !ok {
		t.Fatalf("resumed into scene %q", b.Top().Name())
	}
	if strings.Join(s.Match.Record.Moves, ",") != strings.Join(want, ",") {
		t.Fatalf("resumed moves %v, want %v", s.Match.Record.Moves, want)
	}
	st := s.Match.State
	for p := range mt.NumPlayers {
		if s.view.hands[p] != st.Hand(p) {
			t.Errorf("player %d: hand shown %x, held %x", p, s.view.hands[p], st.Hand(p))
		}
		for suit := range cards.Suit(cards.NumSuits) {
			if mt.MeldScore(s.view.melds[p][suit].slice()) != st.MeldScoreOf(p, suit) {
				t.Errorf("player %d %s meld differs", p, suit.Name())
			}
		}
	}
	if s.view.drawN != st.DrawPileLen() {
		t.Errorf("draw pile shows %d, holds %d", s.view.drawN, st.DrawPileLen())
	}
	// And play goes on.
	waitForHuman(t, b)
	playMinusTwentyStep(t, b, b.HintText())
	if len(s.Match.Record.Moves) != len(want)+1 {
		t.Fatal("no move after resuming")
	}
	if s.Config.Choices[0] != Game.Options[0].Default {
		t.Fatalf("resumed choices %v", s.Config.Choices)
	}
}

// TestMinusTwentyHotSeat: two people share the device; the pass screen
// comes between their turns (not between the two steps of one turn).
func TestMinusTwentyHotSeat(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	s := sceneOf(t, a)
	passes, steps := 0, 0
	for i := 0; i < 3000 && passes < 3; i++ {
		if a.Top().Name() == "pass" {
			passes++
			if s.Viewer != s.Match.State.ToMove() {
				t.Fatal("the pass screen is not for the player to move")
			}
			scenetest.Tap(t, a, "pass.ready")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playMinusTwentyStep(t, a, hint)
			steps++
			continue
		}
		scenetest.Frame(a)
	}
	if passes < 3 {
		t.Fatalf("pass screen shown %d times", passes)
	}
	// Two steps per turn; the first player needs no pass screen.
	if steps != 2*passes {
		t.Fatalf("%d steps for %d pass screens", steps, passes)
	}
	if got := s.labels.name[s.Viewer]; got != "Player 1" && got != "Player 2" {
		t.Fatalf("seat named %q", got)
	}
}

// TestMinusTwentyIdleFrameDoesNotAllocateInWindow counts heap allocations in
// Update+Draw on the human's turn with a card selected (highlights drawn),
// as TestIdleFrameDoesNotAllocate does for Twenty.
func TestMinusTwentyIdleFrameDoesNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	for steps := 0; steps < 6; steps++ {
		waitForHuman(t, a)
		playMinusTwentyStep(t, a, a.HintText())
	}
	waitForHuman(t, a)
	s := sceneOf(t, a)
	c, _ := s.Match.State.Hand(s.Viewer).Lowest()
	scenetest.Tap(t, a, "hand.card."+c.String())
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// TestMinusTwentyPortrait lays the table out on a phone-sized screen:
// every target inside the screen, the hand's cards apart.
func TestMinusTwentyPortrait(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 12}, nil)
	a.Settings.Speed = ui.Instant
	a.LayoutF(390, 844)
	waitForHuman(t, a)
	s := sceneOf(t, a)
	c, _ := s.Match.State.Hand(s.Viewer).Lowest()
	scenetest.Tap(t, a, "hand.card."+c.String())
	scenetest.Frame(a)
	for _, tg := range scenetest.Read(t, a).Targets {
		if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > 390.5 || tg.Y+tg.H > 844.5 || tg.W < 10 || tg.H < 10 {
			t.Errorf("target %s at %+v is off screen or too small", tg.ID, tg)
		}
	}
	scenetest.SaveShot(t, a, "minustwenty-portrait")
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// TestMinusTwentyHotSeatAfterTurningThePhone: the screen turns from
// landscape to portrait while the pass screen is up; the next player's
// Meld and Discard buttons are placed for the new screen (they kept the
// landscape places, off screen, found by the browser monkey).
func TestMinusTwentyHotSeatAfterTurningThePhone(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.LayoutF(844, 390)
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	s := sceneOf(t, a)
	checked := 0
	for i := 0; i < 3000 && checked < 2; i++ {
		if a.Top().Name() == "pass" {
			if checked%2 == 0 {
				a.LayoutF(390, 844)
			} else {
				a.LayoutF(844, 390)
			}
			scenetest.Frame(a) // the pass screen lays out for the new size
			scenetest.Tap(t, a, "pass.ready")
			waitForHuman(t, a)
			c, _ := s.Match.State.Hand(s.Viewer).Lowest()
			scenetest.Tap(t, a, "hand.card."+c.String())
			scenetest.Frame(a)
			st := scenetest.Read(t, a)
			if _, ok := st.Target("play.meld"); !ok {
				t.Fatalf("no Meld button with a card selected: %s", st.IDs())
			}
			for _, tg := range st.Targets {
				if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > a.W+0.5 || tg.Y+tg.H > a.H+0.5 {
					t.Fatalf("target %s at %+v is off the %vx%v screen", tg.ID, tg, a.W, a.H)
				}
			}
			scenetest.Tap(t, a, "hand.card."+c.String()) // put it back
			checked++
			continue
		}
		if hint := a.HintText(); hint != "" {
			playMinusTwentyStep(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	if checked < 2 {
		t.Fatalf("only %d hand-overs checked", checked)
	}
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}
