package twentystrong

import (
	"strings"
	"testing"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// resumeAfterOrder resumes a Hornet Queen endgame (seed 68) at its first
// Resolve phase, where Lawnmower (banish 1 exhausted die) and Gusty Wind
// (exhaust 1 pool die) wait for the player to order them.
func resumeAfterOrder(t *testing.T) (*shell.App, *scene) {
	t.Helper()
	records := gametest.ReadRecords(t, "testdata/after-order.json")
	a := gametest.Resume(t, testApp, "twentystrong", records["after-order"])
	for range 5 {
		scenetest.Frame(a)
	}
	s := sceneOf(t, a)
	if s.Match.State.Step() != ts.StepAfter {
		t.Fatalf("the record stops at step %v, not the After effects' order", s.Match.State.Step())
	}
	return a, s
}

// TestAfterOrderAsked: the prompt says to choose and names the cards on
// the table, each a target; the hint rings the default (Lawnmower, first
// activated); a tap on Gusty Wind resolves it first, and its exhaust
// choice follows.
func TestAfterOrderAsked(t *testing.T) {
	a, s := resumeAfterOrder(t)
	if want := "Choose which After effect resolves first: tap Lawnmower or Gusty Wind."; s.labels.prompt != want {
		t.Fatalf("prompt %q, want %q", s.labels.prompt, want)
	}
	st := scenetest.Read(t, a)
	for _, id := range []string{"after.C10", "after.C04"} {
		if _, ok := st.Target(id); !ok {
			t.Fatalf("no target %s (targets %s)", id, st.IDs())
		}
	}
	if _, ok := st.Target("after.B2"); ok {
		t.Fatal("the Queen, with no After effect, is offered")
	}
	if hint := s.HintText(); hint != "after C10" {
		t.Fatalf("hint %q, want the activation order's first, after C10", hint)
	}
	if c, _ := ts.ParseCard("C01"); func() bool { _, ok := s.hintRect(ts.AfterMove(c)); return ok }() {
		t.Fatal("a card not on the table gets a ring")
	}
	if _, ok := s.hintRect(s.Match.Legal()[0]); !ok {
		t.Fatal("nothing to ring for the default order")
	}
	if r := ts.Reason(s.Match.State, s.Match.Legal()[0]); !strings.HasPrefix(r, "Lawnmower first") {
		t.Fatalf("reason %q", r)
	}
	before := len(s.Match.Record.Moves)
	scenetest.Tap(t, a, "after.C04")
	if got := s.Match.Record.Moves[before:]; len(got) != 1 || got[0] != "after C04" {
		t.Fatalf("the tap played %v", got)
	}
}

// TestLayoutOfAfterOrder: the table asking for the order holds at every
// size.
func TestLayoutOfAfterOrder(t *testing.T) {
	records := gametest.ReadRecords(t, "testdata/after-order.json")
	a := gametest.Resume(t, testApp, "twentystrong", records["after-order"])
	var problems []string
	gametest.Layouts(t, a, "twentystrong-after-order", &problems)
	gametest.ReportLayouts(t, problems)
}
