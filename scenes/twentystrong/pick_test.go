package twentystrong

import (
	"encoding/json"
	"math/bits"
	"reflect"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// tableWhere finds a run where the player is to move with want true: the
// rules play the careful player's runs, seed after seed, until rulesWant
// holds (fast, without the scene), then the run is saved there and the
// scene resumes it and checks want. It fails when no run gets there.
func tableWhere(t *testing.T, what string, rulesWant func(st *ts.State, legal []ts.Move) bool, want func(s *scene) bool) (*shell.App, *scene) {
	t.Helper()
	var legal, buf []ts.Move
	for seed := uint64(1); seed <= 400; seed++ {
		st, rec, err := ts.Def.Start(1, ts.Def.DefaultChoices(), seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		tries := 0
		for !st.Over() && tries < 3 {
			legal = st.AppendLegal(legal[:0])
			if rulesWant(st, legal) {
				tries++
				if a, s, ok := resumeAt(t, rec, want); ok {
					return a, s
				}
			}
			mv := ts.Heuristic(st, &rng, buf[:0])
			if err := st.Apply(mv); err != nil {
				t.Fatal(err)
			}
			rec.Moves = append(rec.Moves, mv.String())
		}
	}
	t.Fatalf("no run reached a table where %s", what)
	return nil, nil
}

// resumeAt opens the scene on a run saved at rec, as a reload would, and
// tells whether want holds there.
func resumeAt(t *testing.T, rec rules.Record, want func(s *scene) bool) (*shell.App, *scene, bool) {
	t.Helper()
	save, err := json.Marshal(map[string]any{"version": 1, "record": rec, "seats": []play.Seat{{Human: true}}})
	if err != nil {
		t.Fatal(err)
	}
	store := play.MemoryStore{}
	if store.Save(play.SaveKey(ts.Def.ID), string(save)) != nil || store.Save("game.current", ts.Def.ID) != nil {
		t.Fatal("the memory store refused a save")
	}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	for range 30 {
		scenetest.Frame(a)
	}
	s, ok := a.Top().(*scene)
	if !ok || len(s.Match.Record.Moves) != len(rec.Moves) {
		t.Fatalf("the saved run did not resume (scene %q)", a.Top().Name())
	}
	return a, s, s.ready() && s.Match.HumanToMove() && want(s)
}

// rerollIn is the legal reroll of the most dice, the hero's or an item's.
func rerollIn(legal []ts.Move) (ts.Move, bool) {
	best, ok := ts.Move{}, false
	for _, mv := range legal {
		reroll := mv.Kind == ts.MoveReroll || (mv.Kind == ts.MoveUse && mv.Dice != 0)
		if reroll && bits.OnesCount32(mv.Dice) >= 2 && (!ok || bits.OnesCount32(mv.Dice) > bits.OnesCount32(best.Dice)) {
			best, ok = mv, true
		}
	}
	return best, ok
}

// pressReroll rerolls the picked dice the way mv does (the hero's Reroll,
// or the item then Use) and returns the move that should be played.
func pressReroll(t *testing.T, a *shell.App, s *scene, mv ts.Move) string {
	t.Helper()
	picked := s.picked
	if mv.Kind == ts.MoveReroll {
		scenetest.Tap(t, a, "reroll")
		return ts.RerollMove(picked).String()
	}
	scenetest.Tap(t, a, itemIDs[mv.Card])
	scenetest.Tap(t, a, "use")
	return ts.UseRerollMove(mv.Card, picked).String()
}

// tapDice picks the dice of set by tapping their groups of rolled dice.
func tapDice(t *testing.T, a *shell.App, s *scene, set uint32) {
	t.Helper()
	for d := range ts.DieID(ts.NumDice) {
		if set&(1<<uint(d)) != 0 {
			scenetest.Tap(t, a, dieIDs[s.lay.rolledDie[s.lay.dieOf[d]]])
		}
	}
}

func widestReroll(s *scene) (ts.Move, bool) { return rerollIn(s.Match.Legal()) }

// TestRerollPickedDiceInWindow: two dice picked and Reroll rerolls exactly those;
// with two picked a card tap is refused; a second tap drops a die.
func TestRerollPickedDiceInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a, s := tableWhere(t, "the hero may reroll two dice",
		func(_ *ts.State, legal []ts.Move) bool { _, ok := rerollIn(legal); return ok },
		func(s *scene) bool { _, ok := widestReroll(s); return ok })
	mv, _ := widestReroll(s)
	var two uint32
	for d := range ts.DieID(ts.NumDice) {
		if mv.Dice&(1<<uint(d)) != 0 && bits.OnesCount32(two) < 2 {
			two |= 1 << uint(d)
		}
	}
	tapDice(t, a, s, two)
	if bits.OnesCount32(s.picked) != 2 {
		t.Fatalf("two taps picked %b", s.picked)
	}
	if !strings.Contains(s.labels.prompt, "2 dice picked") {
		t.Errorf("prompt with two dice picked: %q", s.labels.prompt)
	}
	scenetest.SaveShot(t, a, "twentystrong-picked")
	scenetest.CheckSteadyFramesDoNotAllocate(t, a) // the selection drawn
	moves := len(s.Match.Record.Moves)
	scenetest.Tap(t, a, cardIDs[s.view.active[0]])
	if !strings.HasPrefix(s.Note, "Pick one die to apply") || len(s.Match.Record.Moves) != moves {
		t.Fatalf("a card tapped with two dice picked: %q", s.Note)
	}
	picked := s.picked
	want := pressReroll(t, a, s, mv)
	rec := s.Match.Record.Moves
	if len(rec) != moves+1 || rec[len(rec)-1] != want {
		t.Fatalf("a reroll with %b picked played %q, want %q", picked, rec[moves:], want)
	}
	if s.picked != 0 {
		t.Errorf("the picks stay after the reroll: %b", s.picked)
	}
}

// TestPickToggles: tapping a lone picked die drops it.
func TestPickToggles(t *testing.T) {
	a, s := tableWhere(t, "dice are rolled",
		func(st *ts.State, _ []ts.Move) bool { return st.Step() == ts.StepApply },
		func(s *scene) bool { return s.Match.State.Step() == ts.StepApply && s.lay.rolledN > 0 })
	g := -1
	for i := 0; i < s.lay.rolledN; i++ {
		if s.lay.rolledCount[i] == 1 {
			g = i
		}
	}
	if g < 0 {
		t.Skip("no lone die")
	}
	id := dieIDs[s.lay.rolledDie[g]]
	scenetest.Tap(t, a, id)
	if d, n := s.single(); n != 1 || d != s.lay.rolledDie[g] {
		t.Fatalf("a tap picked %b", s.picked)
	}
	scenetest.Tap(t, a, id)
	if s.picked != 0 {
		t.Fatalf("a second tap left %b", s.picked)
	}
}

// TestIllegalRerollRefused: more dice picked than the reroll allows is
// refused with the rules' reason, and nothing changes.
func TestIllegalRerollRefused(t *testing.T) {
	a, s := tableWhere(t, "a reroll leaves a die out", func(_ *ts.State, legal []ts.Move) bool { _, ok := rerollIn(legal); return ok }, func(s *scene) bool {
		mv, ok := widestReroll(s)
		if !ok {
			return false
		}
		n := 0
		for d := range ts.DieID(ts.NumDice) {
			if s.view.dieZone[d] == ts.ZoneCommitted {
				n++
			}
		}
		return n > bits.OnesCount32(mv.Dice)
	})
	mv, _ := widestReroll(s)
	var set uint32
	for d := range ts.DieID(ts.NumDice) {
		if s.view.dieZone[d] == ts.ZoneCommitted && bits.OnesCount32(set) <= bits.OnesCount32(mv.Dice) {
			set |= 1 << uint(d)
		}
	}
	tapDice(t, a, s, set)
	picked, moves, before := s.picked, len(s.Match.Record.Moves), s.Match.State.Clone()
	pressReroll(t, a, s, mv)
	if !strings.HasPrefix(s.Note, "Not allowed") || len(s.Match.Record.Moves) != moves || !reflect.DeepEqual(before, s.Match.State) {
		t.Fatalf("an illegal reroll of %b: note %q, moves %d -> %d", picked, s.Note, moves, len(s.Match.Record.Moves))
	}
	if s.picked != picked {
		t.Errorf("the refusal dropped the picks: %b -> %b", picked, s.picked)
	}
}

// plusOne is a legal plus-one now: its item and target.
func plusOne(s *scene) (ts.Move, bool) { return plusOneIn(s.Match.Legal()) }

func plusOneIn(legal []ts.Move) (ts.Move, bool) {
	for _, mv := range legal {
		if mv.Kind == ts.MoveUse && mv.Die != ts.NoDie && ts.Cards[mv.Card].Reward.Kind == ts.ItemPlusOne {
			return mv, true
		}
	}
	return ts.Move{}, false
}

// TestPlusOneOnChosenDieInWindow: Use aims the plus-one; the item tapped again or
// Esc cancels; an applied die tapped then gets it.
func TestPlusOneOnChosenDieInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a, s := tableWhere(t, "a plus-one item is usable",
		func(_ *ts.State, legal []ts.Move) bool { _, ok := plusOneIn(legal); return ok },
		func(s *scene) bool { _, ok := plusOne(s); return ok })
	mv, _ := plusOne(s)
	moves := len(s.Match.Record.Moves)
	item := itemIDs[mv.Card]
	scenetest.Tap(t, a, item)
	scenetest.Tap(t, a, "use")
	if !s.aiming || !strings.HasPrefix(s.labels.prompt, "Tap a die on an enemy to add 1 damage") {
		t.Fatalf("Use of a plus-one: aiming %v, prompt %q", s.aiming, s.labels.prompt)
	}
	target := appliedIDs[mv.Die]
	if _, ok := scenetest.Read(t, a).Target(target); !ok {
		t.Fatalf("no target %q while aiming: %s", target, scenetest.Read(t, a).IDs())
	}
	scenetest.SaveShot(t, a, "twentystrong-aiming")
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
	scenetest.Tap(t, a, item) // cancel: the item again
	if s.aiming || len(s.Match.Record.Moves) != moves {
		t.Fatalf("the item tapped again: aiming %v", s.aiming)
	}
	scenetest.Tap(t, a, item)
	scenetest.Tap(t, a, "use")
	a.Input.InjectKey(ebiten.KeyEscape) // cancel: Esc, which keeps the table
	scenetest.Frame(a)
	if s.aiming || a.Top() != ui.Scene(s) || len(s.Match.Record.Moves) != moves {
		t.Fatalf("Esc while aiming: aiming %v, top %q", s.aiming, a.Top().Name())
	}
	if s.item != mv.Card { // Esc may leave the item picked
		scenetest.Tap(t, a, item)
	}
	scenetest.Tap(t, a, "use")
	scenetest.Tap(t, a, target)
	rec := s.Match.Record.Moves
	if want := ts.UseOnDieMove(mv.Card, mv.Die).String(); len(rec) != moves+1 || rec[len(rec)-1] != want {
		t.Fatalf("the plus-one played %v, want %q", rec[moves:], want)
	}
	if s.aiming {
		t.Error("still aiming after the use")
	}
}
