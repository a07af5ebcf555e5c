package twentystrong

import (
	"slices"
	"testing"
)

// One test per enemy effect of the vocabulary.

func TestEffectImmuneColour(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C05") // Rain Shower: yellow deals 0
	mustApply(t, s, "activate 1")
	roll(t, s, "yellow1:crit green1:hit")
	refuse(t, s, "apply yellow1 C05", "immune to yellow dice")
	if slices.Contains(s.AppendLegal(nil), ApplyMove(dieID(t, "yellow1"), card(t, "C05"))) {
		t.Fatal("the immune colour is offered")
	}
	mustApply(t, s, "apply green1 C05")
	if s.CardDamage(card(t, "C05")) != 1 {
		t.Fatal("green deals nothing")
	}
}

func TestEffectMaxDice(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C09") // Bee-eater: at most 3 dice, Health 4
	mustApply(t, s, "activate 1")
	roll(t, s, "blue1:hit blue2:hit blue3:hit blue4:hit")
	mustApply(t, s, "apply blue1 C09", "apply blue2 C09", "apply blue3 C09")
	refuse(t, s, "apply blue4 C09", "at most 3 dice")
}

func TestEffectNoCrit(t *testing.T) {
	s := newGame(t, 5, 1) // Vex: green hits deal 1 more
	onTop(t, s, "C02")    // Crab Spider: at most 1 per die, Health 2
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit green1:crit")
	mustApply(t, s, "apply purple1 C02")
	if d := s.CardDamage(card(t, "C02")); d != 1 {
		t.Fatalf("a crit dealt %d to Crab Spider", d)
	}
	// 1 + 1 reaches Health 2: defeated. Its During effect then ceases, so
	// the two crits count in full (2, and 3 for Vex's green): 5.
	mustApply(t, s, "apply green1 C02")
	if d := s.CardDamage(card(t, "C02")); d != 5 || !s.Defeated(card(t, "C02")) {
		t.Fatalf("damage %d, defeated %v", d, s.Defeated(card(t, "C02")))
	}
}

func TestEffectOnePhase(t *testing.T) {
	s := newGame(t, 2, 1) // Waggle: Strategy 3
	onTop(t, s, "C14")    // Thunderstorm, Health 6
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit purple2:crit purple3:hit red:hit")
	refuse(t, s, "next", "allows no other Strategy phase")
	mustApply(t, s, "apply purple1 C14", "apply purple2 C14", "apply purple3 C14")
	refuse(t, s, "next", "Thunderstorm allows no other")
	mustApply(t, s, "apply red C14", "next") // defeated: the phases are open again
	if s.Phase() != 2 {
		t.Fatalf("phase %d", s.Phase())
	}
}

func TestEffectGuard(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C13", "C03") // Robber Fly (+1) over the Toad
	mustApply(t, s, "activate 1", "activate 1")
	roll(t, s, "purple1:crit purple2:crit purple3:hit purple4:crit")
	refuse(t, s, "apply purple4 C03", "guard")
	for _, m := range s.AppendLegal(nil) {
		if m.Kind == MoveApply && m.Card != card(t, "C13") {
			t.Fatalf("%v offered while the guard stands", m)
		}
	}
	mustApply(t, s, "apply purple1 C13", "apply purple2 C13", "apply purple3 C13", "take C13", "apply purple4 C03")
	if !s.Defeated(card(t, "C03")) {
		t.Fatalf("Robber Fly not defeated after the guard fell: damage %d", s.CardDamage(card(t, "C03")))
	}
}

func TestEffectGuardOnly(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C13", "C03")
	mustApply(t, s, "activate 1", "activate 1")
	roll(t, s, "purple1:hit")
	if !slices.Contains(s.AppendLegal(nil), ApplyMove(dieID(t, "purple1"), card(t, "C13"))) {
		t.Fatal("the guard itself is not offered")
	}
}

func TestEffectAmbushExhaust(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C11") // Cold Snap: exhaust 2 pool dice
	mustApply(t, s, "activate 1")
	if k, c, n := s.Choice(); k != ChoiceExhaust || c != card(t, "C11") || n != 2 {
		t.Fatalf("choice %v %v %d", k, c, n)
	}
	want := []Move{ExhaustMove(0), ExhaustMove(4), ExhaustMove(8), ExhaustMove(12), ExhaustMove(16)}
	if got := s.AppendLegal(nil); !slices.Equal(got, want) {
		t.Fatalf("offered %v, want one die of each colour %v", got, want)
	}
	refuse(t, s, "commit blue1", "to exhaust")
	mustApply(t, s, "exhaust yellow3", "exhaust red")
	if zoneOf(s, dieID(t, "yellow3")) != ZoneExhausted || zoneOf(s, dieID(t, "red")) != ZoneExhausted || s.Step() != StepCommit {
		t.Fatalf("yellow3 %v, red %v, step %v", zoneOf(s, dieID(t, "yellow3")), zoneOf(s, dieID(t, "red")), s.Step())
	}
	// Fewer dice than asked: they all go, with no question.
	s = newGame(t, 1, 1)
	for d := range DieID(NumDice - 1) {
		s.dice[d].zone = ZoneExhausted
	}
	onTop(t, s, "C11")
	mustApply(t, s, "activate 1")
	if k, _, _ := s.Choice(); k != NoChoice || s.countZone(ZonePool) != 0 {
		t.Fatalf("choice %v, pool %d", k, s.countZone(ZonePool))
	}
}

func TestEffectSpecialAlarm(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C26")
	mustApply(t, s, "activate 2")
	if s.Alarm() != 1 {
		t.Fatalf("Alarm %d", s.Alarm())
	}
}

func TestEffectAfterExhaustPool(t *testing.T) {
	s := newGame(t, 1, 1)
	toZone(t, s, ZoneExhausted, "yellow1", "yellow2", "green1", "green2") // so Recover Dice asks
	onTop(t, s, "C04")                                                    // Gusty Wind: after, exhaust 1 pool die
	mustApply(t, s, "activate 1")
	roll(t, s, "blue1:miss")
	mustApply(t, s, "resolve")
	if k, _, n := s.Choice(); k != ChoiceExhaust || n != 1 {
		t.Fatalf("choice %v %d", k, n)
	}
	refuse(t, s, "exhaust blue1", "not in your dice pool") // committed, not in the pool
	mustApply(t, s, "exhaust purple2")
	if zoneOf(s, dieID(t, "purple2")) != ZoneExhausted {
		t.Fatal("purple2 not exhausted")
	}
}

func TestEffectAfterBanishExhausted(t *testing.T) {
	// Only dice already exhausted count: this round's are exhausted later.
	s := newGame(t, 1, 1)
	onTop(t, s, "C10") // Lawnmower: banish 1 exhausted die
	mustApply(t, s, "activate 1")
	roll(t, s, "blue1:miss")
	mustApply(t, s, "resolve")
	answerChoices(t, s)
	if s.countZone(ZoneBanished) != 0 {
		t.Fatal("a die committed this round was banished")
	}
	s = newGame(t, 1, 1)
	toZone(t, s, ZoneExhausted, "yellow1", "green2")
	onTop(t, s, "C10")
	mustApply(t, s, "activate 1", "resolve")
	if k, _, n := s.Choice(); k != ChoiceBanish || n != 1 {
		t.Fatalf("choice %v %d", k, n)
	}
	mustApply(t, s, "banish green2")
	if zoneOf(s, dieID(t, "green2")) != ZoneBanished {
		t.Fatal("green2 not banished")
	}
}

func TestEffectRecoveryMinus(t *testing.T) {
	s := newGame(t, 1, 1) // Recovery 3
	toZone(t, s, ZoneExhausted, "yellow1", "green1", "blue1", "purple1", "red")
	onTop(t, s, "C08")
	mustApply(t, s, "activate 1", "resolve")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 2 {
		t.Fatalf("choice %v of %d dice, want recover 2", k, n)
	}
}

func TestEffectMissSting(t *testing.T) {
	for _, tc := range []struct{ misses, lost int }{{2, 0}, {3, 1}, {5, 1}, {6, 2}} {
		s := newGame(t, 3, 1) // Mellona: Health 4, no ward
		onTop(t, s, "C37")    // Skunk: deals 2, stings 1 per 3 misses
		mustApply(t, s, "activate 3")
		spec := ""
		for i, name := range []string{"yellow1", "yellow2", "yellow3", "yellow4", "green1", "green2"} {
			if i < tc.misses {
				spec += name + ":miss "
			}
		}
		roll(t, s, spec+"red:hit")
		mustApply(t, s, "apply red C37", "resolve")
		answerChoices(t, s)
		if want := 4 - 2 - tc.lost; s.Health() != want {
			t.Errorf("%d misses: Health %d, want %d", tc.misses, s.Health(), want)
		}
	}
}

func TestEffectReturnIfUndefeated(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C20") // Wax Moth Larva
	larva := card(t, "C20")
	mustApply(t, s, "activate 2", "resolve")
	if s.CardZone(larva) != ZoneStack2 || s.stacks[1].cards[0] != larva || s.Alarm() != 1 {
		t.Fatalf("Larva in %v, bottom %v, Alarm %d", s.CardZone(larva), s.stacks[1].cards[0], s.Alarm())
	}
	v := s.View(0).(View)
	if b := v.Stacks[1].Bottom; len(b) != 1 || b[0] != "C20" {
		t.Fatalf("the view's bottom of stack 2 is %v", b)
	}
	// Defeated, it goes to the discard like any other.
	s = newGame(t, 1, 1)
	onTop(t, s, "C20")
	mustApply(t, s, "activate 2")
	roll(t, s, "purple1:crit purple2:crit")
	mustApply(t, s, "apply purple1 C20", "apply purple2 C20", "take C20", "resolve")
	answerChoices(t, s)
	if s.CardZone(larva) != ZoneDiscard {
		t.Fatalf("defeated Larva in %v", s.CardZone(larva))
	}
}
