package twentystrong

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestSetup(t *testing.T) {
	for seed := range uint64(20) {
		s := MustNew(optionsFor(seed), seed)
		mustCheck(t, s)
		h := s.Hero()
		if s.Health() != h.Health || s.Strategy() != h.Strategy || s.Recovery() != h.Recovery || s.Alarm() != 0 {
			t.Fatalf("seed %d: stats %d/%d/%d alarm %d for %s", seed, s.Health(), s.Strategy(), s.Recovery(), s.Alarm(), h.Name)
		}
		if s.countZone(ZonePool) != NumDice {
			t.Fatalf("seed %d: %d dice in the pool", seed, s.countZone(ZonePool))
		}
		for k := range NumStacks {
			if s.StackLen(k) != StackSize {
				t.Fatalf("seed %d: stack %d holds %d", seed, k+1, s.StackLen(k))
			}
		}
		if s.Step() != StepActivate || s.Round() != 1 {
			t.Fatalf("seed %d: starts in %v, round %d", seed, s.Step(), s.Round())
		}
	}
	if _, err := New(Options{Hero: 7}, 1); err == nil {
		t.Fatal("hero 7 accepted")
	}
	if _, err := New(Options{Boss: -1}, 1); err == nil {
		t.Fatal("boss -1 accepted")
	}
}

// TestDamageTable: a hit deals 1 and a crit 2, colour bonuses add to both,
// an immune colour deals 0 and during_no_crit caps each die at 1.
func TestDamageTable(t *testing.T) {
	tests := []struct {
		name  string
		hero  int
		items []string
		card  string
		die   Colour
		out   Outcome
		want  int
	}{
		{"hit", 1, nil, "C06", Blue, Hit, 1},
		{"crit", 1, nil, "C06", Blue, Crit, 2},
		{"miss", 1, nil, "C06", Red, Miss, 0},
		{"hero colour_plus on a hit", 5, nil, "C06", Green, Hit, 2},
		{"hero colour_plus on a crit", 5, nil, "C06", Green, Crit, 3},
		{"colour_plus of another colour", 5, nil, "C06", Yellow, Crit, 2},
		{"item and hero colour_plus add up", 5, []string{"C42"}, "C06", Green, Hit, 3},
		{"no_crit caps a crit", 1, nil, "C02", Purple, Crit, 1},
		{"no_crit caps a colour bonus", 5, nil, "C02", Green, Hit, 1},
		{"immune colour", 1, nil, "C05", Yellow, Crit, 0},
		{"immune is one colour", 1, nil, "C05", Green, Crit, 2},
	}
	for _, tc := range tests {
		s := newGame(t, tc.hero, 1)
		for _, it := range tc.items {
			giveItem(t, s, it)
		}
		if got := s.damageOf(tc.die, tc.out, 0, card(t, tc.card)); got != tc.want {
			t.Errorf("%s: %v %v on %s deals %d, want %d", tc.name, tc.die, tc.out, tc.card, got, tc.want)
		}
	}
}

// TestCritIsOneHit: a crit deals 2 but takes one of Bee-eater's three dice.
func TestCritIsOneHit(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C09")
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit yellow1:hit yellow2:hit yellow3:hit")
	mustApply(t, s, "apply purple1 C09")
	if d := s.CardDamage(card(t, "C09")); d != 2 {
		t.Fatalf("a crit dealt %d", d)
	}
	if n := s.diceOn(card(t, "C09")); n != 1 {
		t.Fatalf("a crit counts as %d dice", n)
	}
	mustApply(t, s, "apply yellow1 C09")
	mustApply(t, s, "apply yellow2 C09") // 2+1+1 = 4: defeated with 3 dice
	if !s.Defeated(card(t, "C09")) {
		t.Fatal("Bee-eater not defeated at 4 damage")
	}
}

// TestDefeatStays: a card is defeated when its damage reaches its Health;
// a later drop of its damage does not undefeat it.
func TestDefeatStays(t *testing.T) {
	s := newGame(t, 1, 1)
	giveItem(t, s, "C12") // yellow hits deal 1 more
	onTop(t, s, "C06")    // Dragonfly, Health 4
	mustApply(t, s, "activate 1")
	roll(t, s, "yellow1:hit yellow2:hit")
	mustApply(t, s, "apply yellow1 C06")
	if s.Defeated(card(t, "C06")) {
		t.Fatal("defeated at 2 of 4")
	}
	mustApply(t, s, "apply yellow2 C06")
	if !s.Defeated(card(t, "C06")) || s.CardDamage(card(t, "C06")) != 4 {
		t.Fatal("not defeated at 4 of 4")
	}
	// The reward waits; discarding the item is allowed at any time.
	mustApply(t, s, "discard C12")
	if s.CardDamage(card(t, "C06")) != 2 || !s.Defeated(card(t, "C06")) {
		t.Fatalf("damage %d, defeated %v after the bonus left", s.CardDamage(card(t, "C06")), s.Defeated(card(t, "C06")))
	}
	refuse(t, s, "apply yellow1 C06", "first take or decline")
	mustApply(t, s, "take C06")
	refuse(t, s, "apply yellow1 C06", "already applied")
}

// TestStrategyPhases: the Strategy phase runs at most Strategy times a round.
func TestStrategyPhases(t *testing.T) {
	for h := 1; h <= NumHeroes; h++ {
		s := newGame(t, h, 1)
		onTop(t, s, "C44") // Bear Cub, Health 7: it stands through every phase
		mustApply(t, s, "activate 3")
		if k, _, _ := s.Choice(); k != NoChoice {
			t.Fatal(k)
		}
		phases := 1
		for {
			roll(t, s, "yellow1:miss")
			if err := s.Apply(NextMove()); err != nil {
				if !strings.Contains(err.Error(), "allows") {
					t.Fatal(err)
				}
				break
			}
			phases++
		}
		if phases != s.Strategy() {
			t.Errorf("%s: %d phases with Strategy %d", s.Hero().Name, phases, s.Strategy())
		}
	}
}

// TestOnlyUnappliedReroll: a new phase's roll rolls every unapplied die in
// the active area (kept from the last phase or just committed), never an
// applied one.
func TestOnlyUnappliedReroll(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C44")
	mustApply(t, s, "activate 3")
	roll(t, s, "purple1:hit purple2:miss purple3:miss")
	mustApply(t, s, "apply purple1 C44", "next", "commit blue1")
	s.SetEvents(true)
	face := s.dice[dieID(t, "purple1")].face
	mustApply(t, s, "roll")
	rolled := map[int]bool{}
	for _, e := range s.TakeEvents(nil) {
		if e.Kind == rules.EvRoll {
			rolled[e.Item] = true
		}
	}
	want := map[int]bool{int(dieID(t, "purple2")): true, int(dieID(t, "purple3")): true, int(dieID(t, "blue1")): true}
	if len(rolled) != len(want) {
		t.Fatalf("rolled %v, want %v", rolled, want)
	}
	for d := range want {
		if !rolled[d] {
			t.Fatalf("rolled %v, want %v", rolled, want)
		}
	}
	if s.dice[dieID(t, "purple1")].face != face {
		t.Fatal("the applied die changed")
	}
}

// TestStatBounds: stat dice stay in 1..6; Health below 1 loses at once.
func TestStatBounds(t *testing.T) {
	s := newGame(t, 6, 1) // Old Comb: 4/4/2
	s.raiseStat(StatStrategy, 3)
	s.raiseStat(StatRecovery, -5)
	s.heal(3)
	if s.Strategy() != 6 || s.Recovery() != 1 || s.Health() != 6 {
		t.Fatalf("stats %d/%d/%d", s.Health(), s.Strategy(), s.Recovery())
	}
	s.loseHealth(5)
	if s.Over() || s.Health() != 1 {
		t.Fatalf("Health %d, over %v", s.Health(), s.Over())
	}
	s.loseHealth(1)
	if s.Result() != Lost || s.ToMove() != rules.Nobody || len(s.AppendLegal(nil)) != 0 {
		t.Fatalf("Health %d: result %v", s.Health(), s.Result())
	}
	refuse(t, s, "activate 1", "over")
}

// TestLostInSufferDamage: the damage of the undefeated cards can end the game.
func TestLostInSufferDamage(t *testing.T) {
	s := newGame(t, 4, 1) // Propolis, Health 4
	s.health = 2
	onTop(t, s, "C44") // Bear Cub deals 3
	mustApply(t, s, "activate 3", "resolve")
	if s.Result() != Lost {
		t.Fatalf("Health %d, result %v", s.Health(), s.Result())
	}
}

// TestInventoryLimit: items held never exceed Strategy; room is made by
// using or discarding.
func TestInventoryLimit(t *testing.T) {
	s := newGame(t, 1, 1) // Strategy 2
	giveItem(t, s, "C21")
	giveItem(t, s, "C38")
	onTop(t, s, "C03") // Robber Fly: item reward, +1
	onTop(t, s, "C31")
	mustApply(t, s, "activate 1", "activate 3")
	roll(t, s, "purple1:crit purple2:hit purple3:hit purple4:hit red:hit")
	mustApply(t, s, "apply purple1 C03", "apply purple2 C31", "apply purple3 C31", "apply purple4 C31", "apply red C31", "decline C31", "resolve")
	answerChoices(t, s)
	if s.Step() != StepItems {
		t.Fatalf("step %v", s.Step())
	}
	refuse(t, s, "take C03", "inventory is full")
	mustApply(t, s, "use C21", "take C03")
	if got := len(s.Inventory()); got != 2 {
		t.Fatalf("%d items", got)
	}
}

// TestMandatory: a mandatory top card must be chosen.
func TestMandatory(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C01", "C16", "C33") // only stack 3's top is mandatory
	refuse(t, s, "activate 1", "mandatory")
	got := s.AppendLegal(nil)
	if len(got) != 1 || got[0] != ActivateMove(2) {
		t.Fatalf("legal %v", got)
	}
	// Yellowjacket Scout brings one more: again the mandatory rule.
	onTop(t, s, "C06")
	mustApply(t, s, "activate 3")
	refuse(t, s, "activate 2", "mandatory")
	mustApply(t, s, "activate 1")
	if s.Step() != StepCommit || len(s.Active()) != 2 {
		t.Fatalf("step %v, active %v", s.Step(), s.Active())
	}
}

// TestChains: +N activations chain, one at a time, and are skipped when
// the stacks run out.
func TestChains(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C15", "C03") // Robber Fly +1 over Shrike +1
	mustApply(t, s, "activate 1", "activate 1", "activate 1")
	if n := len(s.Active()); n != 3 || s.Step() != StepCommit {
		t.Fatalf("%d active, step %v", n, s.Step())
	}
	s = newGame(t, 1, 1)
	empty(s, 1)
	empty(s, 2)
	keepOnly(t, s, 0, "C03")
	mustCheck(t, s)
	mustApply(t, s, "activate 1") // its +1 finds no card
	if s.Step() != StepCommit || len(s.Active()) != 1 {
		t.Fatalf("step %v, active %v", s.Step(), s.Active())
	}
}

// TestEndgameTrigger: the endgame may start once a stack is empty, at the
// start of a round, and must when all are.
func TestEndgameTrigger(t *testing.T) {
	s := newGame(t, 1, 1)
	refuse(t, s, "endgame", "only once a stack is empty")
	empty(s, 1)
	if err := s.ExplainIllegal(EndgameMove()); err != nil {
		t.Fatal(err)
	}
	onTop(t, s, "C03")
	mustApply(t, s, "activate 1")
	refuse(t, s, "endgame", "start of a round")
	s = newGame(t, 1, 1)
	for k := range NumStacks {
		empty(s, k)
	}
	if got := s.AppendLegal(nil); len(got) != 1 || got[0] != EndgameMove() {
		t.Fatalf("legal %v with every stack empty", got)
	}
	mustApply(t, s, "endgame")
	if !s.Endgame() || s.Step() != StepCommit {
		t.Fatalf("endgame %v, step %v", s.Endgame(), s.Step())
	}
}
