package twentystrong

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

func sceneOf(t testing.TB, a *shell.App) *scene {
	t.Helper()
	s, ok := a.Top().(*scene)
	if !ok {
		t.Fatalf("scene %q is not the 20 Strong table", a.Top().Name())
	}
	return s
}

// playHint makes the hinted move through the interface, tapping its
// targets, and fails on a refusal. It returns false when a target is not
// there yet (the table is still showing the last move).
func playHint(t testing.TB, a *shell.App, hint string) bool {
	t.Helper()
	ids := clicks(hint, scenetest.State{})
	for k, id := range ids {
		st := scenetest.Read(t, a)
		if _, ok := st.Target(id); !ok {
			if k == 0 {
				return false
			}
			t.Fatalf("move %q: no target %q after tapping %q (targets: %s)", hint, id, ids[0], st.IDs())
		}
		scenetest.Tap(t, a, id)
		if msg := scenetest.Read(t, a).Message; strings.HasPrefix(msg, "Not allowed") {
			t.Fatalf("move %q: tapping %q was refused: %s", hint, id, msg)
		}
	}
	return true
}

// playUntil plays hinted moves through the interface until stop says so
// (or the results come); it returns the number of moves made.
func playUntil(t testing.TB, a *shell.App, stop func(s *scene, hint string) bool) int {
	t.Helper()
	moves, stuck, last := 0, 0, ""
	for i := 0; i < 100000 && a.Top().Name() != "results"; i++ {
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		hint := a.HintText()
		if hint == "" {
			scenetest.Frame(a)
			continue
		}
		s := sceneOf(t, a)
		if stop(s, hint) {
			return moves
		}
		before := len(s.Match.Record.Moves)
		if !playHint(t, a, hint) {
			scenetest.Frame(a)
			continue
		}
		if len(s.Match.Record.Moves) == before {
			if hint == last {
				stuck++
			}
			if stuck > 5 {
				t.Fatalf("move %q made no move through the interface; targets %s; message %q", hint, scenetest.Read(t, a).IDs(), s.Note)
			}
		} else {
			stuck = 0
		}
		last = hint
		moves++
	}
	return moves
}

// TestPlayWholeRunByTapping plays whole runs by tapping the targets the
// careful player's moves name, to the results, without a refusal.
func TestPlayWholeRunByTapping(t *testing.T) {
	seeds := []uint64{3, 8}
	if testing.Short() {
		seeds = seeds[:1] // make test; make test-long plays both
	}
	for _, seed := range seeds {
		a := testApp(t, shell.Options{Game: "twentystrong", Seed: seed}, nil)
		a.Settings.Speed = ui.Instant
		moves := playUntil(t, a, func(*scene, string) bool { return false })
		r, ok := a.Top().(*scenes.Results)
		if !ok {
			t.Fatalf("seed %d: no results after %d moves (scene %q)", seed, moves, a.Top().Name())
		}
		h := r.History()
		if len(h.Rows) == 0 || len(h.Total) != 1 {
			t.Fatalf("seed %d: the results show no story: %+v", seed, h)
		}
		t.Logf("seed %d: %d moves, %s; %d rounds", seed, moves, r.Headline(), len(h.Rows))
	}
}

func stateJSON(t *testing.T, s *scene) string {
	t.Helper()
	b, err := json.Marshal(s.Match.State.View(0))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestUndoRestoresTheState: a die applied and taken back leaves the state
// and the record exactly as before; Undo is offered only after an apply.
func TestUndoRestoresTheState(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(_ *scene, hint string) bool { return strings.HasPrefix(hint, "apply") })
	s := sceneOf(t, a)
	if _, ok := scenetest.Read(t, a).Target("undo"); ok {
		t.Fatal("Undo is offered before any die is applied")
	}
	before, moves := stateJSON(t, s), len(s.Match.Record.Moves)
	hint := a.HintText()
	if !playHint(t, a, hint) {
		t.Fatalf("could not apply %q", hint)
	}
	for i := 0; i < 5; i++ {
		scenetest.Frame(a)
	}
	if len(s.Match.Record.Moves) != moves+1 {
		t.Fatalf("the apply %q was not made", hint)
	}
	if s.Match.State.Step() == ts.StepApply {
		if kind, _, _ := s.Match.State.Choice(); kind == ts.NoChoice {
			scenetest.Tap(t, a, "undo")
			if got := stateJSON(t, s); got != before || len(s.Match.Record.Moves) != moves {
				t.Fatalf("undo left\n%s\nwant\n%s", got, before)
			}
			return
		}
	}
	t.Skip("the apply led on to a choice; no undo to test from this seed")
}

// TestRollTumbles: after Roll the dice tumble, flickering through faces,
// and land on the faces the rules rolled.
func TestRollTumbles(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(_ *scene, hint string) bool { return hint == "roll" })
	a.Settings.Speed = ui.NormalSpeed
	s := sceneOf(t, a)
	scenetest.Tap(t, a, "roll")
	tumbled, flickered := false, false
	var seen [3]bool
	for i := 0; i < 200 && (s.Busy() || s.tumbling() || i < 3); i++ {
		for d := range s.tumbles {
			if tb := &s.tumbles[d]; tb.left > 0 {
				tumbled = true
				real, _ := s.Match.State.DieOutcome(ts.DieID(d))
				f := tb.face(real)
				seen[f] = true
				flickered = flickered || f != real
			}
		}
		scenetest.Frame(a)
	}
	if !tumbled || !flickered {
		t.Fatalf("the dice did not tumble (tumbled %v, flickered %v)", tumbled, flickered)
	}
	for d := range ts.DieID(ts.NumDice) {
		zone, face, _, _ := s.Match.State.DieZone(d)
		if zone == ts.ZoneCommitted && int(s.view.dieFace[d]) != face {
			t.Fatalf("%s shows face %d, the rules rolled %d", d, s.view.dieFace[d], face)
		}
	}
	scenetest.SaveShot(t, a, "twentystrong-rolled")
}

// TestSteadyFrameDoesNotAllocateInWindow: a table waiting for the player (dice
// rolled, one picked) draws with no allocation.
func TestSteadyFrameDoesNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	scenetest.CheckSteadyFramesDoNotAllocate(t, a) // the first Activation
	playUntil(t, a, func(_ *scene, hint string) bool { return strings.HasPrefix(hint, "apply") })
	hint := a.HintText()
	scenetest.Tap(t, a, clicks(hint, scenetest.State{})[0])
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
	scenetest.Tap(t, a, clicks(hint, scenetest.State{})[0]) // tapped again: dropped
	playUntil(t, a, func(s *scene, _ string) bool { return s.view.inventN > 0 && s.Match.State.Step() == ts.StepCommit })
	if a.Top().Name() == "play" {
		scenetest.Tap(t, a, itemIDs[sceneOf(t, a).view.inventory[0]]) // an item picked: Use and Discard up
		scenetest.CheckSteadyFramesDoNotAllocate(t, a)
	}
}

// TestMonkey: random taps, keys and screen sizes never crash the table.
func TestMonkey(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 21}, nil)
	gametest.Monkey(t, a)
}

// TestHintShowsTheAdvisorsMove: the Hint button asks the advisor, whose
// move and reason fill the line, and rings what to tap.
func TestHintShowsTheAdvisorsMove(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(_ *scene, hint string) bool { return strings.HasPrefix(hint, "apply") })
	s := sceneOf(t, a)
	scenetest.Tap(t, a, "play.hint")
	for i := 0; i < 600 && s.Hinting; i++ {
		scenetest.Frame(a)
	}
	if !strings.HasPrefix(s.Note, "Hint: ") || len(s.Note) < 12 {
		t.Fatalf("the hint line says %q", s.Note)
	}
	if s.hintFor != len(s.Match.Record.Moves) {
		t.Fatal("the hint is not for this position")
	}
	if _, ok := s.hintRect(s.hintMove); !ok {
		t.Fatalf("nothing to ring for the hint %s", s.hintMove)
	}
	scenetest.SaveShot(t, a, "twentystrong-hint")
}

// TestAutoplayPlaysWithAnimations: with the computer in the seat, the run
// goes on by itself, its rolls tumbling.
func TestAutoplayPlaysWithAnimations(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 4, Autoplay: true, Level: "easy"}, nil)
	s := sceneOf(t, a)
	tumbled := false
	for i := 0; i < 3000 && len(s.Match.Record.Moves) < 25; i++ {
		scenetest.Frame(a)
		tumbled = tumbled || s.tumbling()
		if strings.HasPrefix(s.Note, "The computer chose an illegal move") {
			t.Fatal(s.Note)
		}
	}
	if len(s.Match.Record.Moves) < 25 || !tumbled {
		t.Fatalf("the computer made %d moves (dice tumbled: %v)", len(s.Match.Record.Moves), tumbled)
	}
}

// TestRefusalsSayWhy: a card tapped with no die picked, a miss put on a
// card and a commit in the Apply step are refused with the reason.
func TestRefusalsSayWhy(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(s *scene, hint string) bool {
		if !strings.HasPrefix(hint, "apply") {
			return false
		}
		for g := 0; g < s.lay.rolledN; g++ {
			if o, rolled := s.Match.State.DieOutcome(s.lay.rolledDie[g]); rolled && o == ts.Miss {
				return true
			}
		}
		return false
	})
	s := sceneOf(t, a)
	moves := len(s.Match.Record.Moves)
	card := cardIDs[s.view.active[0]]
	scenetest.Tap(t, a, card)
	if !strings.HasPrefix(s.Note, "Not allowed: tap a rolled die first") {
		t.Fatalf("a card tapped with no die: %q", s.Note)
	}
	for g := 0; g < s.lay.rolledN; g++ {
		d := s.lay.rolledDie[g]
		if o, _ := s.Match.State.DieOutcome(d); o == ts.Miss {
			scenetest.Tap(t, a, dieIDs[d])
			scenetest.Tap(t, a, card)
			if !strings.HasPrefix(s.Note, "Not allowed: ") || len(s.Note) < 20 {
				t.Fatalf("a miss applied: %q", s.Note)
			}
			break
		}
	}
	for _, tg := range scenetest.Read(t, a).Targets {
		if strings.HasPrefix(tg.ID, "pool.die.") {
			scenetest.Tap(t, a, tg.ID)
			if !strings.HasPrefix(s.Note, "Not allowed: ") {
				t.Fatalf("a commit in the Apply step: %q", s.Note)
			}
			break
		}
	}
	if len(s.Match.Record.Moves) != moves {
		t.Fatal("a refused tap made a move")
	}
}

// TestResumesFromItsSave: a run reopened from the store shows the same
// position, and goes on.
func TestResumesFromItsSave(t *testing.T) {
	store := play.MemoryStore{}
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 6}, store)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(s *scene, _ string) bool { return len(s.Match.Record.Moves) >= 30 })
	s := sceneOf(t, a)
	want, moves := stateJSON(t, s), len(s.Match.Record.Moves)

	b := testApp(t, shell.Options{}, store)
	b.Settings.Speed = ui.Instant
	for i := 0; i < 10; i++ {
		scenetest.Frame(b)
	}
	r := sceneOf(t, b)
	if got := stateJSON(t, r); got != want || len(r.Match.Record.Moves) != moves {
		t.Fatalf("resumed at %d moves:\n%s\nwant %d moves:\n%s", len(r.Match.Record.Moves), got, moves, want)
	}
	playUntil(t, b, func(s *scene, _ string) bool { return len(s.Match.Record.Moves) >= moves+10 })
}

// TestReducedMotionLandsDiceAtOnce: with reduced motion the dice show
// their faces at once, with no tumble.
func TestReducedMotionLandsDiceAtOnce(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	playUntil(t, a, func(_ *scene, hint string) bool { return hint == "roll" })
	a.Settings.Speed, a.Settings.ReducedMotion = ui.NormalSpeed, true
	s := sceneOf(t, a)
	scenetest.Tap(t, a, "roll")
	for i := 0; i < 60; i++ {
		if s.tumbling() {
			t.Fatal("a die tumbles with reduced motion")
		}
		scenetest.Frame(a)
	}
}

// TestHiddenBossStaysHidden: a random boss kept face down is named
// nowhere on the table until the endgame.
func TestHiddenBossStaysHidden(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}}, Seed: 7, Choices: []int{0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	if s.Match.State.BossShown() {
		t.Fatal("the boss is shown though hidden was chosen")
	}
	playUntil(t, a, func(s *scene, _ string) bool { return len(s.Match.Record.Moves) > 40 || s.Match.State.Endgame() })
	for i := 0; i < 5; i++ {
		scenetest.Frame(a)
	}
	if s.Match.State.Endgame() {
		t.Skip("the endgame came first")
	}
	boss := ts.Cards[s.Match.State.Boss()].Name
	for _, tx := range scenetest.Read(t, a).Texts {
		if strings.Contains(tx.Text, boss) {
			t.Fatalf("the hidden boss %s is named on the table: %q", boss, tx.Text)
		}
	}
}

// TestDieOnADefeatedCard: the rules let hits go on a defeated card, and
// the table does too: a rolled hit tapped, then a defeated enemy, is
// applied; a miss tapped onto it is still refused with the rule's reason;
// held, the card says it is defeated and what that changes.
func TestDieOnADefeatedCard(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 5}, nil)
	a.Settings.Speed = ui.Instant
	var hit ts.DieID
	defeated := ts.NoCard
	playUntil(t, a, func(s *scene, hint string) bool {
		st := s.Match.State
		if st.Step() != ts.StepApply {
			return false
		}
		if k, _, _ := st.Choice(); k != ts.NoChoice {
			return false
		}
		defeated, hit = ts.NoCard, ts.NoDie
		for i := range st.ActiveLen() {
			if c := st.ActiveAt(i); st.Defeated(c) {
				defeated = c
			}
		}
		for g := 0; g < s.lay.rolledN; g++ {
			if o, rolled := st.DieOutcome(s.lay.rolledDie[g]); rolled && o != ts.Miss {
				hit = s.lay.rolledDie[g]
			}
		}
		return defeated != ts.NoCard && hit != ts.NoDie
	})
	if defeated == ts.NoCard {
		t.Fatal("the run met no defeated card with a hit left")
	}
	s := sceneOf(t, a)
	waitFor := func(id string) { // the table shows the last move first
		for i := 0; i < 600; i++ {
			if _, ok := scenetest.Read(t, a).Target(id); ok {
				return
			}
			scenetest.Frame(a)
		}
	}
	waitFor(dieIDs[hit])
	moves := len(s.Match.Record.Moves)
	scenetest.Tap(t, a, dieIDs[hit])
	scenetest.Tap(t, a, cardIDs[defeated])
	if len(s.Match.Record.Moves) != moves+1 || strings.HasPrefix(s.Note, "Not allowed") {
		t.Fatalf("a hit on the defeated %s: %q", ts.Cards[defeated].Name, s.Note)
	}
	if _, _, on, _ := s.Match.State.DieZone(hit); on != defeated || !s.Match.State.Defeated(defeated) {
		t.Fatalf("%v is on %v", hit, on)
	}
	// Held, the defeated card says what defeat changed.
	waitFor(cardIDs[defeated])
	for i := 0; i < s.view.activeN; i++ {
		if s.view.active[i] == defeated {
			x, y := s.lay.active[i].Center()
			if in, ok := s.Inspect(a.Context(), x, y); !ok || !strings.HasPrefix(in.Line, "Defeated") || !strings.Contains(in.Text, "more hits may still go on it") {
				t.Errorf("the defeated card inspects as %q / %q", in.Line, in.Text)
			}
		}
	}
	for g := 0; g < s.lay.rolledN; g++ {
		d := s.lay.rolledDie[g]
		if o, _ := s.Match.State.DieOutcome(d); o == ts.Miss {
			waitFor(dieIDs[d])
			scenetest.Tap(t, a, dieIDs[d])
			scenetest.Tap(t, a, cardIDs[defeated])
			if !strings.Contains(s.Note, "shows a miss") || len(s.Match.Record.Moves) != moves+1 {
				t.Fatalf("a miss on a defeated card: %q", s.Note)
			}
			break
		}
	}
}
