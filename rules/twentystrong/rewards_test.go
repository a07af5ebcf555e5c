package twentystrong

import (
	"testing"
)

// One test per reward and per hero ability of the vocabulary.

// defeat activates the top card of stack k (1-based text) and defeats it
// with crits of the named dice.
func defeat(t *testing.T, s *State, stack string, code string, dice ...string) {
	t.Helper()
	onTop(t, s, code)
	mustApply(t, s, "activate "+stack)
	answerChoices(t, s)
	spec := ""
	for _, d := range dice {
		spec += d + ":crit "
	}
	roll(t, s, spec)
	for _, d := range dice {
		mustApply(t, s, "apply "+d+" "+code)
	}
	if !s.Defeated(card(t, code)) {
		t.Fatalf("%s not defeated", code)
	}
}

func TestRewardInstantHeal(t *testing.T) {
	s := newGame(t, 1, 1) // Health 5
	s.health = 5
	defeat(t, s, "3", "C44", "purple1", "purple2", "purple3", "purple4") // Bear Cub: heal 3
	mustApply(t, s, "take C44")
	if s.Health() != MaxStat {
		t.Fatalf("Health %d, want the cap of 6", s.Health())
	}
}

func TestRewardInstantRecover(t *testing.T) {
	s := newGame(t, 1, 1)
	toZone(t, s, ZoneExhausted, "yellow1", "green1", "red")
	defeat(t, s, "1", "C04", "purple1", "purple2") // Gusty Wind: recover 2
	mustApply(t, s, "take C04")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 2 {
		t.Fatalf("choice %v %d", k, n)
	}
	refuse(t, s, "recover blue1", "not exhausted")
	mustApply(t, s, "recover red", "recover green1")
	if zoneOf(s, dieID(t, "red")) != ZonePool || s.Step() != StepApply {
		t.Fatalf("red in %v, step %v", zoneOf(s, dieID(t, "red")), s.Step())
	}
	// A recovered die may be committed in a later phase of the round.
	mustApply(t, s, "next", "commit red")
}

func TestRewardInstantRaise(t *testing.T) {
	s := newGame(t, 1, 1) // Strategy 2, Recovery 3
	defeat(t, s, "2", "C27", "purple1", "purple2", "purple3")
	mustApply(t, s, "take C27")
	if s.Strategy() != 3 {
		t.Fatalf("Strategy %d", s.Strategy())
	}
	s = newGame(t, 1, 1)
	defeat(t, s, "3", "C41", "purple1", "purple2", "purple3")
	mustApply(t, s, "take C41")
	if s.Recovery() != 4 {
		t.Fatalf("Recovery %d", s.Recovery())
	}
}

func TestRewardInstantCalm(t *testing.T) {
	s := newGame(t, 1, 1)
	s.alarm = 3
	defeat(t, s, "3", "C39", "purple1", "purple2", "purple3") // Beekeeper's Smoke: Alarm -2 (exhausts 3 first)
	mustApply(t, s, "take C39")
	if s.Alarm() != 1 {
		t.Fatalf("Alarm %d", s.Alarm())
	}
	s = newGame(t, 1, 1)
	defeat(t, s, "3", "C39", "purple1", "purple2", "purple3")
	mustApply(t, s, "take C39")
	if s.Alarm() != 0 {
		t.Fatalf("Alarm %d below 0", s.Alarm())
	}
}

// TestDeclineReward: an instant reward is optional.
func TestDeclineReward(t *testing.T) {
	s := newGame(t, 1, 1)
	s.health = 3
	defeat(t, s, "3", "C44", "purple1", "purple2", "purple3", "purple4")
	mustApply(t, s, "decline C44")
	if s.Health() != 3 {
		t.Fatalf("Health %d", s.Health())
	}
}

func TestRewardItemReroll(t *testing.T) {
	s := newGame(t, 1, 1)
	giveItem(t, s, "C03")
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	refuse(t, s, "use C03 yellow1", "after a roll")
	roll(t, s, "yellow1:miss yellow2:miss yellow3:miss purple1:hit")
	mustApply(t, s, "apply purple1 C44")
	refuse(t, s, "use C03 yellow1 yellow2 yellow3", "at most 2")
	refuse(t, s, "use C03 purple1", "not an unapplied die")
	mustApply(t, s, "use C03 yellow1 yellow2")
	if s.CardZone(card(t, "C03")) != ZoneDiscard {
		t.Fatal("the single-use item was kept")
	}
}

func TestRewardItemPlusOne(t *testing.T) {
	s := newGame(t, 1, 1)
	giveItem(t, s, "C09")
	onTop(t, s, "C35") // Woodpecker, Health 4, no crits: the bonus is capped too
	mustApply(t, s, "activate 3")
	roll(t, s, "blue1:hit blue2:hit blue3:hit blue4:miss")
	mustApply(t, s, "apply blue1 C35", "apply blue2 C35", "apply blue3 C35")
	mustApply(t, s, "use C09 blue1")
	if s.CardDamage(card(t, "C35")) != 3 {
		t.Fatal("the bonus passed Woodpecker's cap")
	}
	s = newGame(t, 1, 1)
	giveItem(t, s, "C09")
	onTop(t, s, "C44") // Bear Cub, Health 8
	mustApply(t, s, "activate 3")
	refuse(t, s, "use C09 blue1", "not applied")
	roll(t, s, "blue1:crit blue2:crit blue3:crit blue4:hit")
	mustApply(t, s, "apply blue1 C44", "apply blue2 C44", "apply blue3 C44", "apply blue4 C44", "use C09 blue2")
	if !s.Defeated(card(t, "C44")) || s.CardDamage(card(t, "C44")) != 8 {
		t.Fatalf("damage %d", s.CardDamage(card(t, "C44")))
	}
}

func TestRewardItemWard(t *testing.T) {
	s := newGame(t, 2, 1) // Waggle: no ward of his own
	s.health = 3          // as printed before the tuning (data/TUNING.md, step 8)
	giveItem(t, s, "C08") // prevent 2
	onTop(t, s, "C44")    // deals 3
	mustApply(t, s, "activate 3")
	refuse(t, s, "use C08", "Suffer Damage")
	mustApply(t, s, "resolve")
	if s.Step() != StepSuffer {
		t.Fatalf("step %v", s.Step())
	}
	mustApply(t, s, "use C08", "suffer")
	if s.Health() != 2 {
		t.Fatalf("Health %d, want 3 - (3 - 2)", s.Health())
	}
}

func TestRewardItemHeal(t *testing.T) {
	s := newGame(t, 1, 1)
	s.health = 2
	giveItem(t, s, "C21")
	onTop(t, s, "C11") // a choice is pending: healing is allowed anyway
	mustApply(t, s, "activate 1", "use C21")
	if s.Health() != 4 || s.CardZone(card(t, "C21")) != ZoneDiscard {
		t.Fatalf("Health %d", s.Health())
	}
}

func TestRewardOngoingWard(t *testing.T) {
	s := newGame(t, 2, 1)
	s.health = 3 // Waggle as printed before step 8 of data/TUNING.md
	giveItem(t, s, "C14")
	for _, code := range []string{"C35", "C36"} { // each deals 2
		onTop(t, s, code)
		mustApply(t, s, "activate 3", "resolve")
		answerChoices(t, s)
	}
	if s.Health() != 1 {
		t.Fatalf("Health %d, want 3 - 1 - 1", s.Health())
	}
}

func TestRewardOngoingReroll(t *testing.T) {
	s := newGame(t, 1, 1)
	giveItem(t, s, "C28")
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	roll(t, s, "yellow1:miss yellow2:miss")
	refuse(t, s, "use C28 yellow1 yellow2", "at most 1")
	mustApply(t, s, "use C28 yellow1")
	refuse(t, s, "use C28 yellow2", "already been used this round")
	if s.CardZone(card(t, "C28")) != ZoneInventory {
		t.Fatal("the ongoing item left")
	}
}

func TestRewardOngoingColourPlus(t *testing.T) {
	s := newGame(t, 1, 1)
	giveItem(t, s, "C12")
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	roll(t, s, "yellow1:hit yellow2:crit")
	mustApply(t, s, "apply yellow1 C44", "apply yellow2 C44")
	if d := s.CardDamage(card(t, "C44")); d != 5 {
		t.Fatalf("damage %d, want 2 + 3", d)
	}
}

func TestRewardOngoingRecoverPlus(t *testing.T) {
	s := newGame(t, 1, 1) // Recovery 3
	giveItem(t, s, "C29")
	toZone(t, s, ZoneExhausted, "yellow1", "green1", "blue1", "purple1", "red")
	mustApply(t, s, "activate 1", "resolve")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 4 {
		t.Fatalf("choice %v %d, want recover 4", k, n)
	}
}

func TestAbilityWard(t *testing.T) {
	s := newGame(t, 1, 1) // Bramble: Health 5, ward 1
	onTop(t, s, "C44")    // deals 3
	mustApply(t, s, "activate 3", "resolve")
	if s.Health() != 3 {
		t.Fatalf("Health %d", s.Health())
	}
}

func TestAbilityReroll(t *testing.T) {
	s := newGame(t, 4, 1) // Propolis: reroll 1
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	refuse(t, s, "reroll yellow1", "after a roll")
	roll(t, s, "yellow1:miss yellow2:miss")
	refuse(t, s, "reroll yellow1 yellow2", "at most 1")
	mustApply(t, s, "reroll yellow2")
	refuse(t, s, "reroll yellow1", "already rerolled")
	s = newGame(t, 1, 1)
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	roll(t, s, "yellow1:miss")
	refuse(t, s, "reroll yellow1", "no reroll ability")
}

func TestAbilityColourPlus(t *testing.T) {
	s := newGame(t, 5, 1) // Vex: green +1
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	roll(t, s, "green1:hit green2:crit")
	mustApply(t, s, "apply green1 C44", "apply green2 C44")
	if d := s.CardDamage(card(t, "C44")); d != 5 {
		t.Fatalf("damage %d, want 2 + 3", d)
	}
}

func TestAbilityRecoverPlus(t *testing.T) {
	// No hero of the deck has it; the vocabulary does.
	s := newGame(t, 1, 1)
	s.ability = Ability{Kind: AbilityRecoverPlus, Param: Param{N: 2, Colour: NoColour}}
	toZone(t, s, ZoneExhausted, "yellow1", "yellow2", "green1", "blue1", "purple1", "red")
	mustApply(t, s, "activate 1", "resolve")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 5 {
		t.Fatalf("choice %v %d, want recover 3 + 2", k, n)
	}
}

func TestAbilityScout(t *testing.T) {
	s := newGame(t, 2, 1) // Waggle
	s.health = 3          // lives through C06's damage (data/TUNING.md, step 8)
	onTop(t, s, "C06", "C01")
	mustApply(t, s, "scout 1")
	if s.StackTop(0) != card(t, "C06") || s.stacks[0].cards[0] != card(t, "C01") {
		t.Fatalf("top %v, bottom %v", s.StackTop(0), s.stacks[0].cards[0])
	}
	refuse(t, s, "scout 2", "already scouted")
	mustApply(t, s, "activate 1", "resolve")
	answerChoices(t, s)
	onTop(t, s, "C13") // mandatory
	refuse(t, s, "scout 1", "mandatory")
	mustApply(t, s, "scout 2") // a new round: once again
	s = newGame(t, 1, 1)
	refuse(t, s, "scout 1", "cannot scout")
}

func TestAbilitySweepHeal(t *testing.T) {
	s := newGame(t, 3, 1) // Mellona: heal 1 when every active enemy is defeated
	s.health = 3
	defeat(t, s, "1", "C01", "purple1")
	mustApply(t, s, "decline C01", "resolve")
	answerChoices(t, s)
	if s.Health() != 4 {
		t.Fatalf("Health %d after a clean sweep", s.Health())
	}
	onTop(t, s, "C03") // +1: one of two stands
	onTop(t, s, "C16")
	mustApply(t, s, "activate 1", "activate 2")
	roll(t, s, "purple2:crit")
	mustApply(t, s, "apply purple2 C03", "resolve")
	answerChoices(t, s)
	if s.Health() != 3 {
		t.Fatalf("Health %d, want 4 - 1 (Stray Mite) and no heal", s.Health())
	}
}

func TestAbilityKeepColour(t *testing.T) {
	s := newGame(t, 6, 1) // Old Comb: red never exhausted
	onTop(t, s, "C11")    // Cold Snap: exhaust 2
	mustApply(t, s, "activate 1")
	for _, m := range s.AppendLegal(nil) {
		if m.Kind == MoveExhaust && m.Die == dieID(t, "red") {
			t.Fatal("red offered to be exhausted")
		}
	}
	mustApply(t, s, "exhaust yellow1", "exhaust yellow2")
	roll(t, s, "red:hit purple1:hit")
	mustApply(t, s, "resolve")
	answerChoices(t, s)
	if zoneOf(s, dieID(t, "red")) != ZonePool {
		t.Fatalf("red in %v", zoneOf(s, dieID(t, "red")))
	}
}
