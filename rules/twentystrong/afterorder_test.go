package twentystrong

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// queenEndgameAtAfter is a Hornet Queen endgame whose first Resolve phase
// waits in the After Effects step: the Queen brought Gusty Wind (after:
// exhaust 1 pool die) and Chalkbrood (after: banish 1 exhausted die); the
// pool holds yellow1 and red, nothing is exhausted, the rest is banished.
func queenEndgameAtAfter(t *testing.T) *State {
	t.Helper()
	s := newGame(t, 1, 2) // Bramble (ward 1) against the Giant Hornet Queen (+2 enemies)
	empty(s, 2)
	onTop(t, s, "C04", "C17")
	s.health = MaxStat
	for d := range DieID(NumDice) {
		s.dice[d].zone = ZoneBanished
	}
	toZone(t, s, ZonePool, "yellow1", "red")
	mustApply(t, s, "endgame", "activate 1", "activate 2", "resolve")
	mustCheck(t, s)
	return s
}

// TestAfterOrderChosen: with an exhaust and a banish waiting, the player
// orders them. Gusty Wind first (the activation order, the default)
// exhausts yellow1 and Chalkbrood banishes it; Chalkbrood first finds no
// exhausted die, and yellow1 is recovered at the end of the round.
func TestAfterOrderChosen(t *testing.T) {
	gusty, chalk := card(t, "C04"), card(t, "C17")
	yellow1 := dieID(t, "yellow1")
	cases := []struct {
		name      string
		moves     []string
		wantZone  Zone // yellow1's at the next round
		banished  bool // Chalkbrood's choice took a die
		isDefault bool
	}{
		{"Gusty Wind then Chalkbrood", []string{"after C04", "exhaust yellow1"}, ZoneBanished, true, true},
		{"Chalkbrood then Gusty Wind", []string{"after C17", "exhaust yellow1"}, ZonePool, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := queenEndgameAtAfter(t)
			if s.Step() != StepAfter {
				t.Fatalf("not asked the order:\n%s", describe(s))
			}
			legal := s.AppendLegal(nil)
			if !slices.Equal(legal, []Move{AfterMove(gusty), AfterMove(chalk)}) {
				t.Fatalf("legal %v", legal)
			}
			first, _ := ParseMove(c.moves[0])
			if got := Heuristic(s, nil, nil) == first; got != c.isDefault {
				t.Fatalf("the careful player plays %v", Heuristic(s, nil, nil))
			}
			mustApply(t, s, c.moves...)
			mustCheck(t, s)
			if s.Round() != 2 || s.Step() != StepCommit {
				t.Fatalf("round %d step %v, want the next round's Commit", s.Round(), s.Step())
			}
			if z := zoneOf(s, yellow1); z != c.wantZone {
				t.Fatalf("yellow1 in %v, want %v", z, c.wantZone)
			}
			if got := s.countZone(ZoneBanished) == NumDice-1; got != c.banished {
				t.Fatalf("%d dice banished", s.countZone(ZoneBanished))
			}
		})
	}
}

// TestAfterOrderDefaultIsActivationOrder: the default answer gives what
// the effects resolved one by one in activation order (the order before
// the player chose) give.
func TestAfterOrderDefaultIsActivationOrder(t *testing.T) {
	chosen := queenEndgameAtAfter(t)
	mustApply(t, chosen, defaultAfter(chosen.AppendLegal(nil)).String(), "exhaust yellow1")

	old := queenEndgameAtAfter(t)
	old.step = StepResolve
	for _, c := range old.active.slice() {
		old.resolveAfter(c)
		if old.choice == ChoiceExhaust {
			// The banish settles itself, and the round runs on.
			mustApply(t, old, "exhaust yellow1")
			break
		}
	}
	if old.dice != chosen.dice || old.round != chosen.round || old.health != chosen.health {
		t.Fatalf("default order:\n%s\nactivation order:\n%s", describe(chosen), describe(old))
	}
}

// TestAfterOrderAskedOnlyWhenItMatters: no question when the exhaust has
// no pool die to take, or when only one kind waits; a refused "after"
// says why.
func TestAfterOrderAskedOnlyWhenItMatters(t *testing.T) {
	s := newGame(t, 1, 2)
	empty(s, 2)
	onTop(t, s, "C04", "C17")
	s.health = MaxStat
	for d := range DieID(NumDice) {
		s.dice[d].zone = ZoneExhausted
	}
	toZone(t, s, ZoneCommitted, "yellow1")
	mustApply(t, s, "endgame", "activate 1", "activate 2")
	refuse(t, s, "after C04", "in the Resolve phase")
	mustApply(t, s, "resolve")
	if s.Step() == StepAfter {
		t.Fatal("asked the order with an empty pool")
	}

	s = newGame(t, 1, 1)
	onTop(t, s, "C10") // Lawnmower alone: banish 1 exhausted die
	toZone(t, s, ZoneExhausted, "yellow1", "red")
	mustApply(t, s, "activate 1", "resolve")
	if s.Step() == StepAfter || s.choice != ChoiceBanish {
		t.Fatalf("one After effect: step %v, choice %v", s.Step(), s.choice)
	}

	s = queenEndgameAtAfter(t)
	refuse(t, s, "after B2", "no After effect waiting")
	refuse(t, s, "exhaust yellow1", "nothing asks you")
	mustApply(t, s, "after C17")
	if s.Step() == StepAfter {
		t.Fatal("asked again with only Gusty Wind waiting")
	}
}

// TestAfterOrderDoesNotAllocate: the search's calls at the new decision
// allocate nothing with events off, and a determinized copy still asks.
func TestAfterOrderDoesNotAllocate(t *testing.T) {
	root := queenEndgameAtAfter(t)
	s := root.Clone()
	rng := rules.NewRNG(3)
	buf := make([]Move, 0, 64)
	allocs := testing.AllocsPerRun(20, func() {
		s.CopyFrom(root)
		s.Determinize(0, &rng)
		buf = s.AppendLegal(buf[:0])
		if err := s.Apply(buf[len(buf)-1]); err != nil {
			panic(err)
		}
		_ = Heuristic(s, &rng, buf)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
	s.CopyFrom(root)
	s.Determinize(0, &rng)
	if s.Step() != StepAfter || s.View(0).(View).Step != "after" {
		t.Fatalf("a determinized copy is at step %v", s.Step())
	}
}

// TestAfterOrderSearched: the search weighs both orders and answers one.
func TestAfterOrderSearched(t *testing.T) {
	s := queenEndgameAtAfter(t)
	search := ai.NewSearch(s, ai.Config{Iterations: 64, Exploration: ai.DefaultExploration, Root: ai.RootHalving}, Heuristic, 1)
	for !search.Step(16) {
	}
	if best := search.Best(); best.Kind != MoveAfter {
		t.Fatalf("the search chose %v", best)
	}
	if stats := search.RootStats(nil); len(stats) != 2 {
		t.Fatalf("%d root moves", len(stats))
	}
}
