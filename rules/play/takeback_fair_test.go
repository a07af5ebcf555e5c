package play

import (
	"encoding/json"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
)

// takeBackCount is what a game's take-backs came to along one game.
type takeBackCount struct{ allowed, refused int }

// checkTakeBacks plays a game (seat 0 the person, the others the
// computer, all by the heuristic) and asks after every move whether the
// person may take back: a take-back allowed must give the person back the
// very decision they had (the same view, their turn).
func checkTakeBacks[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], players int, policy ai.Policy[S, M], moves int) takeBackCount {
	t.Helper()
	st, rec, err := def.Start(players, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	seats := make([]Seat, players)
	seats[0].Human = true
	m := NewMatch(def, st, seats, rec, nil)
	rng := rules.NewRNG(3)
	decided := map[int]string{} // the person's view at each of their decisions, by record length
	var n takeBackCount
	for range moves {
		if m.State.Over() {
			break
		}
		if m.State.ToMove() == 0 {
			decided[len(m.Record.Moves)] = viewText(t, m.State, 0)
		}
		if err := m.Apply(policy(m.State, &rng, nil)); err != nil {
			t.Fatal(err)
		}
		if m.State.Over() {
			break // the game is over: nothing to take back into
		}
		k := m.TakeBackDepth(0)
		if testing.Verbose() {
			t.Logf("%s %v: %d", def.ID, m.Record.Moves[max(0, len(m.Record.Moves)-3):], k)
		}
		if k == 0 {
			n.refused++
			continue
		}
		n.allowed++
		back, _, err := def.Restore(m.Record)
		if err != nil {
			t.Fatal(err)
		}
		undo := NewMatch(def, back, seats, m.Record, nil)
		if err := undo.TakeBack(k); err != nil {
			t.Fatal(err)
		}
		want, ok := decided[len(undo.Record.Moves)]
		if !ok || undo.State.ToMove() != 0 || viewText(t, undo.State, 0) != want {
			t.Fatalf("after %d moves, taking back %d does not give the person back their decision", len(m.Record.Moves), k)
		}
		if undo.Record.TakeBacks != 1 {
			t.Fatalf("a take-back is counted %d times in the record, want 1", undo.Record.TakeBacks)
		}
	}
	return n
}

func viewText[S rules.State[S, M], M rules.Move](t *testing.T, s S, p int) string {
	t.Helper()
	b, err := json.Marshal(s.View(p))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTakeBackOnlyWhatRevealsNothing: on an open table (Game of 20) every
// move can be taken back; where cards are hidden, a move that showed the
// person a card they could not know (a draw, a computer's card from its
// hand) cannot, and one that showed nothing (a card laid before the draw)
// can.
func TestTakeBackOnlyWhatRevealsNothing(t *testing.T) {
	got := map[string]takeBackCount{
		"gameof20":    checkTakeBacks(t, gameof20.Def, 2, gameof20.Heuristic, 60),
		"minustwenty": checkTakeBacks(t, minustwenty.Def, 2, minustwenty.Heuristic, 80),
		"twenty":      checkTakeBacks(t, twenty.Def, 3, twenty.Heuristic, 80),
		"for20":       checkTakeBacks(t, for20.Def, 3, for20.Heuristic, 120),
	}
	t.Logf("%+v", got)
	if c := got["gameof20"]; c.refused != 0 || c.allowed == 0 {
		t.Errorf("Game of 20 hides nothing, yet %d of %d moves could not be taken back", c.refused, c.allowed+c.refused)
	}
	for _, g := range []string{"minustwenty", "twenty", "for20"} {
		if c := got[g]; c.refused == 0 {
			t.Errorf("%s: every move could be taken back, draws too (%+v)", g, c)
		}
	}
}

// BenchmarkTakeBackDepthFor20: asked once per move, after a long game of
// four (the most moves to replay of the five games).
func BenchmarkTakeBackDepthFor20(b *testing.B) {
	st, rec, err := for20.Def.Start(4, nil, 11)
	if err != nil {
		b.Fatal(err)
	}
	m := NewMatch(for20.Def, st, []Seat{{Human: true}, {}, {}, {}}, rec, nil)
	rng := rules.NewRNG(3)
	for !m.State.Over() {
		if err := m.Apply(for20.Heuristic(m.State, &rng, nil)); err != nil {
			b.Fatal(err)
		}
	}
	if err := m.TakeBack(1); err != nil { // the last position before the end
		b.Fatal(err)
	}
	b.Logf("%d moves", len(m.Record.Moves))
	b.ResetTimer()
	for range b.N {
		m.TakeBackDepth(0)
	}
}
