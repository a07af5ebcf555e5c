package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// TestEndgameRules: the boss's Health is printed + Alarm; later rounds skip
// Activation; an undefeated boss stays active with its damage kept; the
// game is won the moment the boss is defeated.
func TestEndgameRules(t *testing.T) {
	s := newGame(t, 1, 3) // Bramble against the Black Bear (19, deals 4, exhausts 1 pool die after)
	s.alarm = 3
	empty(s, 1)
	s.SetEvents(true)
	mustApply(t, s, "endgame")
	bear := card(t, "B3")
	if s.CardHealth(bear) != 22 || s.CardZone(bear) != ZoneActive || s.Step() != StepCommit {
		t.Fatalf("boss Health %d in %v, step %v", s.CardHealth(bear), s.CardZone(bear), s.Step())
	}
	sawNote := false
	for _, e := range s.TakeEvents(nil) {
		sawNote = sawNote || (e.Kind == rules.EvNote && e.Value == NoteEndgame && e.Item == int(bear) && e.Cell == 22)
	}
	if !sawNote {
		t.Fatal("no endgame note")
	}
	roll(t, s, "purple1:crit purple2:hit")
	mustApply(t, s, "apply purple1 B3", "apply purple2 B3", "resolve")
	answerChoices(t, s)
	mustCheck(t, s)
	if s.Round() != 2 || s.Step() != StepCommit || s.Health() != 2 || s.Alarm() != 3 {
		t.Fatalf("round %d step %v Health %d Alarm %d", s.Round(), s.Step(), s.Health(), s.Alarm())
	}
	if s.CardDamage(bear) != 3 || s.diceOn(bear) != 0 {
		t.Fatalf("the boss kept %d damage and %d dice", s.CardDamage(bear), s.diceOn(bear))
	}
	roll(t, s, "purple3:crit purple4:crit red:crit blue1:crit blue2:crit blue3:crit blue4:crit green1:crit green2:crit green3:crit")
	for _, d := range []string{"purple3", "purple4", "red", "blue1", "blue2", "blue3", "blue4", "green1", "green2"} {
		mustApply(t, s, "apply "+d+" B3")
	}
	if s.Over() {
		t.Fatal("won at 21 of 22")
	}
	mustApply(t, s, "apply green3 B3")
	if s.Result() != Won || s.ToMove() != rules.Nobody {
		t.Fatalf("result %v at %d of 22", s.Result(), s.CardDamage(bear))
	}
}

// TestEndgameCompanions: the Hornet Queen brings two cards by the normal
// activation rule; undefeated ones stay from round to round, defeated ones
// go; the Alarm is frozen (a companion's special_alarm does nothing).
func TestEndgameCompanions(t *testing.T) {
	s := newGame(t, 1, 2)
	empty(s, 0)
	onTop(t, s, "C32") // Hoverfly Decoy: Alarm +1 when activated, Health 2
	s.alarm = 2
	mustApply(t, s, "endgame")
	if s.CardHealth(card(t, "B2")) != 20 || s.Step() != StepActivate {
		t.Fatalf("Queen Health %d, step %v", s.CardHealth(card(t, "B2")), s.Step())
	}
	mustApply(t, s, "activate 3", "activate 2")
	if s.Alarm() != 2 || len(s.Active()) != 3 || s.Step() != StepCommit {
		t.Fatalf("Alarm %d, active %v, step %v", s.Alarm(), s.Active(), s.Step())
	}
	roll(t, s, "red:crit")
	mustApply(t, s, "apply red C32", "take C32")
	answerChoices(t, s)
	mustApply(t, s, "resolve")
	answerChoices(t, s)
	want := []CardID{card(t, "B2"), card(t, "C16")}
	if got := s.Active(); len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("active after cleanup %v, want %v", got, want)
	}
	if s.Alarm() != 2 || s.Step() != StepCommit {
		t.Fatalf("Alarm %d, step %v", s.Alarm(), s.Step())
	}
}

// TestAlarmTrack: +1 per undefeated card at a normal Cleanup; 5 at most,
// each point beyond costing 1 Health; special_alarm and instant_calm move
// it; frozen in the endgame; added to the boss's Health.
func TestAlarmTrack(t *testing.T) {
	s := newGame(t, 2, 1) // Waggle: no ward
	s.health = 5
	onTop(t, s, "C03") // Robber Fly +1
	mustApply(t, s, "activate 1", "activate 2", "resolve")
	if s.Alarm() != 2 || s.Health() != 3 {
		t.Fatalf("Alarm %d Health %d after letting two cards through", s.Alarm(), s.Health())
	}
	s.alarm = 4
	onTop(t, s, "C19", "C18") // Ant Trail +1 over Lost Drones (stack 2)
	mustApply(t, s, "activate 2", "activate 3", "resolve")
	if s.Alarm() != 5 || s.Health() != 0 || s.Result() != Lost {
		t.Fatalf("Alarm %d Health %d result %v: the overflow point costs Health", s.Alarm(), s.Health(), s.Result())
	}

	s = newGame(t, 2, 1)
	s.health = 5
	s.alarm = 5
	onTop(t, s, "C26") // Robber Bees: Alarm +1 when activated
	mustApply(t, s, "activate 2")
	if s.Alarm() != 5 || s.Health() != 4 {
		t.Fatalf("Alarm %d Health %d after special_alarm at the cap", s.Alarm(), s.Health())
	}

	s = newGame(t, 2, 4)
	s.alarm = 4
	empty(s, 2)
	mustApply(t, s, "endgame")
	if s.CardHealth(card(t, "B4")) != 25 {
		t.Fatalf("Long Winter Health %d, want 21 + 4", s.CardHealth(card(t, "B4")))
	}
	s.raiseAlarm(1)
	s.calmAlarm(3)
	if s.Alarm() != 4 {
		t.Fatalf("the frozen Alarm moved to %d", s.Alarm())
	}
	mustApply(t, s, "resolve")
	answerChoices(t, s)
	if s.Alarm() != 4 {
		t.Fatalf("the frozen Alarm rose to %d at Cleanup", s.Alarm())
	}
}
