package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestStackTopsActivate: with no enemy out, a desktop's enemies' band
// shows the stacks' top cards, and tapping one activates its stack, as
// tapping the stack does (seed 11's stack 1 is topped by a mandatory
// card: the rules refuse the others).
func TestStackTopsActivate(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 11}, play.MemoryStore{})
	a.Settings.Speed = ui.Instant
	for range 30 {
		scenetest.Frame(a)
	}
	s := sceneOf(t, a)
	if s.Match.State.Step() != ts.StepActivate {
		t.Fatalf("the run starts at step %v", s.Match.State.Step())
	}
	st := scenetest.Read(t, a)
	if _, ok := st.Target("stack.1.top"); !ok {
		t.Fatalf("no large top of stack 1 at %gx%g (targets: %s)", st.ScreenW, st.ScreenH, st.IDs())
	}
	top := s.view.stackTop[0]
	scenetest.Tap(t, a, "stack.1.top")
	for range 30 {
		scenetest.Frame(a)
	}
	if z := s.Match.State.CardZone(top); z != ts.ZoneActive {
		t.Fatalf("tapping stack 1's top left %s in zone %v", ts.Cards[top].Name, z)
	}
	if _, ok := scenetest.Read(t, a).Target("stack.1.top"); ok {
		t.Fatal("the stacks' tops still show with an enemy out")
	}
}
