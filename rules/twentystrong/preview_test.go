package twentystrong

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestExpectedDamage: unrolled dice count their expectation (a crit face
// of 2 plus the colour's hit faces, over 6), rolled ones their face, and
// the hero's colour bonus is added to every hit and crit.
func TestExpectedDamage(t *testing.T) {
	s := newGame(t, 1, 1) // Bramble: no colour bonus
	mustApply(t, s, "activate 1", "commit yellow1", "commit red")
	// yellow: (2 + 1)/6 = 0.5; red: (2 + 5)/6.
	if got, want := s.ExpectedDamage(), 0.5+7.0/6; !near(got, want) {
		t.Fatalf("expected damage %v, want %v", got, want)
	}
	roll(t, s, "yellow1:crit red:hit") // red has no miss face
	if got := s.ExpectedDamage(); !near(got, 3) {
		t.Fatalf("after the roll: %v, want the crit's 2 and the hit's 1", got)
	}

	v := newGame(t, 5, 1) // Vex: green hits and crits deal 1 more
	mustApply(t, v, "activate 1", "commit green1")
	// green: crit 3 (1 face) + hit 2 (2 faces) = 7/6.
	if got := v.ExpectedDamage(); !near(got, 7.0/6) {
		t.Fatalf("Vex's green die: %v, want 7/6", got)
	}
	roll(t, v, "green1:hit")
	if got := v.ExpectedDamage(); !near(got, 2) {
		t.Fatalf("Vex's green hit: %v, want 2", got)
	}
	mustApply(t, v, "apply green1 C01")
	if got := v.ExpectedDamage(); got != 0 {
		t.Fatalf("an applied die is not out any more: %v", got)
	}
}

// TestPreviewResolve: small positions worked out by hand.
func TestPreviewResolve(t *testing.T) {
	// Bramble (ward 1) faces Shrike (Damage 3, +1 enemy) and Stray Mite
	// (Damage 1) with two blue dice committed, none applied: Suffer 4 - 1
	// ward = 3, the Alarm +2, both dice exhausted.
	s := newGame(t, 1, 1)
	onTop(t, s, "C15")
	mustApply(t, s, "activate 1", "activate 2", "commit blue1", "commit blue2")
	p := s.PreviewResolve()
	want := ResolvePreview{HealthLost: 3, AlarmGained: 2, DiceExhausted: 2, Undefeated: 2}
	if p != want {
		t.Fatalf("preview %+v, want %+v", p, want)
	}
	if !s.StaysUndefeated(card(t, "C15")) || !s.StaysUndefeated(card(t, "C16")) {
		t.Fatal("both enemies stand")
	}

	// Stray Mite defeated by a blue hit: Shrike alone deals 3 - 1.
	roll(t, s, "blue1:hit blue2:miss")
	mustApply(t, s, "apply blue1 C16")
	if s.Choice(); s.choice == ChoiceReward {
		mustApply(t, s, "decline C16")
	}
	p = s.PreviewResolve()
	want = ResolvePreview{HealthLost: 2, AlarmGained: 1, DiceExhausted: 2, Undefeated: 1}
	if p != want {
		t.Fatalf("after the defeat: %+v, want %+v", p, want)
	}
	if s.StaysUndefeated(card(t, "C16")) {
		t.Fatal("a defeated enemy does not stay undefeated")
	}

	// The Alarm at 4 with two enemies standing: +1, and 1 Health for the
	// point beyond 5; 5 Health against 3 + 1 loses... not yet (5 - 4 = 1).
	s.alarm = 4
	p = s.PreviewResolve()
	if p.AlarmGained != 1 || p.HealthLost != 2 || p.Loses {
		t.Fatalf("Alarm 4, one standing: %+v", p)
	}
	s.health = 2
	if p = s.PreviewResolve(); !p.Loses {
		t.Fatalf("2 Health against 2 lost must lose: %+v", p)
	}
}

// TestPreviewAfterEffects: Gusty Wind exhausts a pool die after, Lawnmower
// banishes an exhausted one; Old Comb's red die is never exhausted.
func TestPreviewAfterEffects(t *testing.T) {
	s := newGame(t, 6, 1) // Old Comb: red is kept
	onTop(t, s, "C04")    // Gusty Wind: after, exhaust 1 pool die
	mustApply(t, s, "activate 1", "commit red", "commit purple1")
	p := s.PreviewResolve()
	// Committed: purple1 exhausted, red kept; Gusty Wind takes 1 from the pool.
	if p.DiceExhausted != 2 || p.DiceBanished != 0 || p.HealthLost != 1 || p.AlarmGained != 1 {
		t.Fatalf("Gusty Wind: %+v", p)
	}

	b := newGame(t, 1, 1)
	onTop(t, b, "C10") // Lawnmower: after, banish 1 exhausted die
	mustApply(t, b, "activate 1")
	if p := b.PreviewResolve(); p.DiceBanished != 0 {
		t.Fatalf("nothing exhausted, nothing to banish: %+v", p)
	}
	toZone(t, b, ZoneExhausted, "yellow1")
	if p := b.PreviewResolve(); p.DiceBanished != 1 {
		t.Fatalf("one exhausted die is banished: %+v", p)
	}
}

// TestPreviewsDoNotAllocate: the scene calls them every frame.
func TestPreviewsDoNotAllocate(t *testing.T) {
	s := newGame(t, 1, 1)
	onTop(t, s, "C15")
	mustApply(t, s, "activate 1", "activate 2", "commit blue1")
	allocs := testing.AllocsPerRun(100, func() {
		_ = s.ExpectedDamage()
		_ = s.PreviewResolve()
		_ = s.StaysUndefeated(0)
	})
	if allocs != 0 {
		t.Fatalf("%v allocations", allocs)
	}
}
