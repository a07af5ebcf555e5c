package twentystrong

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// Hits on defeated cards: "You may continue to apply hits to cards even
// after they have been defeated if you wish." (general rules, Apply Dice),
// and "Any During effects on active cards cease as soon as their conflict
// card is defeated." Ruling 5 of RULINGS.md.

// skunkAndSentry is Mellona (Strategy 3, no ward) facing the Skunk
// (Health 6, stings 1 per 3 misses) and the Hornet Sentry (immune to
// blue), the Skunk defeated by three purple crits, a blue hit and two
// yellow misses left unapplied, in the first of three Strategy phases.
func skunkAndSentry(t *testing.T) *State {
	t.Helper()
	s := newGame(t, 3, 1)
	onTop(t, s, "C36", "C37")
	mustApply(t, s, "activate 3")
	// Both stand in the active area (no +N card brings them together: set up).
	sentry := s.stacks[2].pop()
	s.active.add(sentry)
	s.cardZone[sentry] = ZoneActive
	mustCheck(t, s)
	roll(t, s, "purple1:crit purple2:crit purple3:crit blue1:hit yellow1:miss yellow2:miss")
	mustApply(t, s, "apply purple1 C37", "apply purple2 C37", "apply purple3 C37", "take C37")
	if !s.Defeated(card(t, "C37")) {
		t.Fatal("the Skunk stands at 6 damage")
	}
	return s
}

// TestHitsOnDefeatedCards: a hit may go on a defeated card; it stays
// defeated, its reward is not offered again, and its During effects no
// longer refuse dice (an immune colour, a full card).
func TestHitsOnDefeatedCards(t *testing.T) {
	tests := []struct {
		name, top, stack, spec string
		defeat                 []string // the applies that defeat it
		more                   string   // then one more die on it
	}{
		{"plain card", "C06", "activate 1", "purple1:crit purple2:crit purple3:hit", []string{"apply purple1 C06", "apply purple2 C06"}, "apply purple3 C06"},
		{"immunity ceases", "C05", "activate 1", "purple1:crit purple2:crit yellow1:hit", []string{"apply purple1 C05", "apply purple2 C05"}, "apply yellow1 C05"},
		{"at most N dice ceases", "C09", "activate 1", "purple1:hit purple2:hit purple3:crit purple4:hit", []string{"apply purple1 C09", "apply purple2 C09", "apply purple3 C09"}, "apply purple4 C09"},
	}
	for _, tc := range tests {
		s := newGame(t, 1, 1)
		onTop(t, s, tc.top)
		c := card(t, tc.top)
		mustApply(t, s, tc.stack)
		roll(t, s, tc.spec)
		mustApply(t, s, tc.defeat...)
		if !s.Defeated(c) {
			t.Fatalf("%s: not defeated", tc.name)
		}
		if k, _, _ := s.Choice(); k == ChoiceReward {
			mustApply(t, s, "take "+tc.top)
		}
		health := s.Health()
		s.SetEvents(true)
		mustApply(t, s, tc.more)
		for _, e := range s.TakeEvents(nil) {
			if e.Kind == rules.EvNote && e.Value == NoteDefeated {
				t.Errorf("%s: defeated again", tc.name)
			}
		}
		if k, _, _ := s.Choice(); k != NoChoice || s.Health() != health || !s.Defeated(c) {
			t.Errorf("%s: choice %v, Health %d (was %d), defeated %v", tc.name, k, s.Health(), health, s.Defeated(c))
		}
	}
	// An item reward is offered once, whatever lies on the card.
	s := newGame(t, 1, 1)
	onTop(t, s, "C21") // Mouse in the Comb, Health 4: item_heal
	mustApply(t, s, "activate 2")
	roll(t, s, "purple1:crit purple2:crit purple3:hit")
	mustApply(t, s, "apply purple1 C21", "apply purple2 C21", "apply purple3 C21", "resolve")
	answerChoices(t, s)
	mustApply(t, s, "take C21")
	if len(s.Inventory()) != 1 || s.Step() == StepItems {
		t.Fatalf("inventory %v, step %v", s.Inventory(), s.Step())
	}
}

// TestSetAsideAgainstTheSting: a hit put on a defeated card is not rolled
// in the next Strategy phase, so it cannot turn into a miss the Skunk
// stings for; the defeated Skunk's After effect still acts. The move is
// offered (and played by the careful player) only while it can matter.
func TestSetAsideAgainstTheSting(t *testing.T) {
	s := skunkAndSentry(t)
	aside := ApplyMove(dieID(t, "blue1"), card(t, "C37"))
	if !slices.Contains(s.AppendLegal(nil), aside) {
		t.Fatalf("%v not offered: %v", aside, s.AppendLegal(nil))
	}
	if got := Heuristic(s, nil, nil); got != aside {
		t.Fatalf("the careful player plays %v, not %v", got, aside)
	}
	if r := Reason(s, aside); r != "Put the blue hit on Skunk: rolled again, it might miss and sting" {
		t.Fatalf("reason %q", r)
	}
	mustApply(t, s, "apply blue1 C37", "next", "commit yellow3")
	face := s.dice[dieID(t, "blue1")].face
	mustApply(t, s, "roll", "next", "roll")
	if s.dice[dieID(t, "blue1")].face != face || s.dice[dieID(t, "blue1")].card != card(t, "C37") {
		t.Fatal("the die set aside was rolled")
	}
	// Last phase (3 of 3): setting aside changes nothing, so it is not
	// offered, but the rules allow it.
	rig(t, s, "yellow1:miss yellow2:miss yellow3:hit")
	for _, m := range s.AppendLegal(nil) {
		if m.Kind == MoveApply && s.Defeated(m.Card) {
			t.Fatalf("%v offered in the last phase", m)
		}
	}
	mustApply(t, s, "apply yellow3 C37")
	// Two misses showing: no sting (1 per 3). Had blue1 rolled a miss,
	// three would have stung 1. The Skunk is defeated and still counts.
	s.SetEvents(true)
	mustApply(t, s, "resolve")
	answerChoices(t, s)
	stung := false
	for _, e := range s.TakeEvents(nil) {
		if e.Kind == rules.EvNote && e.Value == NoteSting && e.Item == int(card(t, "C37")) {
			stung = true
			if e.Cell != 2 || e.Delta != 0 {
				t.Fatalf("sting %d misses, %d lost", e.Cell, e.Delta)
			}
		}
	}
	if !stung {
		t.Fatal("the defeated Skunk's After effect did not act")
	}
	// Without a sting a die set aside only loses its next roll: not
	// offered, still legal.
	s = newGame(t, 3, 1)
	onTop(t, s, "C06")
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit purple2:crit blue1:hit")
	mustApply(t, s, "apply purple1 C06", "apply purple2 C06", "take C06")
	for _, m := range s.AppendLegal(nil) {
		if m.Kind == MoveApply {
			t.Fatalf("%v offered with no sting", m)
		}
	}
	mustApply(t, s, "apply blue1 C06")
}

// TestAfterEffectsOfDefeatedCards: After effects act "including those on
// defeated enemies", for every After effect of the vocabulary.
func TestAfterEffectsOfDefeatedCards(t *testing.T) {
	s := newGame(t, 1, 1) // Bramble, Recovery 3
	toZone(t, s, ZoneExhausted, "yellow1", "yellow2", "green1", "green2", "green3")
	onTop(t, s, "C08") // Pesticide Drift: recover 1 die fewer, Health 4
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit purple2:crit")
	mustApply(t, s, "apply purple1 C08", "apply purple2 C08", "resolve")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 2 {
		t.Fatalf("choice %v of %d dice, want recover 2 (defeated, its After effect acts)", k, n)
	}
	s = newGame(t, 1, 1)
	toZone(t, s, ZoneExhausted, "yellow1", "green2")
	onTop(t, s, "C10") // Lawnmower: banish 1 exhausted die, Health 5
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit purple2:crit purple3:hit")
	mustApply(t, s, "apply purple1 C10", "apply purple2 C10", "apply purple3 C10", "decline C10", "resolve")
	if k, _, n := s.Choice(); k != ChoiceBanish || n != 1 {
		t.Fatalf("choice %v of %d dice, want banish 1", k, n)
	}
}
