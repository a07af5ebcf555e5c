package gametest

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// PlayedOut is a finished game of def played by its baseline policy,
// made without a table (quick): the record a replay test opens.
func PlayedOut[S rules.State[S, M], M rules.Move, O comparable](t testing.TB, def *gamedef.Def[S, M, O], players int, seed uint64) rules.Record {
	t.Helper()
	st, rec, err := def.Start(players, def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	policy, rng := def.Policy(), rules.NewRNG(seed)
	var buf []M
	for i := 0; !st.Over(); i++ {
		if i > 20000 {
			t.Fatalf("%s: no end after %d moves", def.ID, i)
		}
		mv := policy(st, &rng, buf)
		if err := st.Apply(mv); err != nil {
			t.Fatalf("%s: %v", def.ID, err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	return rec
}

// OpenReplay opens rec in g's replay at Instant speed, the first seat a
// person and the others the computer, and draws its first frame.
func OpenReplay(t testing.TB, a *shell.App, g *scenes.Game, rec rules.Record, players int) *scenes.Replay {
	t.Helper()
	seats := make([]play.Seat, players)
	seats[0].Human = true
	for p := 1; p < players; p++ {
		seats[p].Level = ai.Easy
	}
	a.Settings.Speed = ui.Instant
	if err := a.OpenReplay(g, seats, rec); err != nil {
		t.Fatal(err)
	}
	scenetest.Frame(a)
	return a.Top().(*scenes.Replay)
}
