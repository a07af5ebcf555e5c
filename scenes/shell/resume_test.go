package shell

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/rulestest"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/twenty"
)

// TestResumePlaysTheComputersMovesAgain resumes a save whose last moves
// were the computer's: the match is the saved one, and its events wait
// to be shown.
func TestResumePlaysTheComputersMovesAgain(t *testing.T) {
	seats := []play.Seat{{Human: true}, {Level: ai.Normal}}
	rec, _ := twentyUntil(t, func(st *twenty.State, movers []int) bool {
		return len(movers) > 6 && movers[len(movers)-1] == 1 && st.ToMove() == 0
	})
	var got *play.Match[*twenty.State, twenty.Move]
	g := scenes.Plug(twenty.Def, "", func(a *ui.Context, g *scenes.Game, m *play.Match[*twenty.State, twenty.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
		got = m
		if len(m.Record.Moves) != len(rec.Moves)-1 || m.EventsWaiting() {
			t.Errorf("the scene was made at move %d with events waiting %v, want %d and none", len(m.Record.Moves), m.EventsWaiting(), len(rec.Moves)-1)
		}
		return &bareScene[*twenty.State, twenty.Move]{Table: scenes.NewTable(g, cfg, m, nil), game: g, over: m.State.Over}
	})
	a := &App{}
	a.ctx.Toast = &a.Toast
	if _, err := g.Resume(a.host(), play.SavedGame{Version: play.SaveVersion, Record: rec, Seats: seats}, ""); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Record.Moves, rec.Moves) {
		t.Fatalf("resumed with moves %v, want %v", got.Record.Moves, rec.Moves)
	}
	if !got.EventsWaiting() {
		t.Fatal("the computer's last move has no events to show")
	}
	want, _, _ := twenty.Def.Restore(rec)
	if got.State.ToMove() != want.ToMove() || got.State.Count() != want.Count() {
		t.Fatal("resumed at a different position")
	}
}

// TestAnAddressNamingAGameResumesItsGame: ?game=twenty (or -game twenty)
// with a game of Twenty in progress resumes it and leaves its save as it
// was; what else the address asks for waits for a new game, and the
// player is told. With no game in progress it starts one, as before.
func TestAnAddressNamingAGameResumesItsGame(t *testing.T) {
	rec, _ := twentyUntil(t, func(st *twenty.State, movers []int) bool {
		return len(movers) > 6 && st.ToMove() == 0
	})
	saved, err := json.Marshal(play.SavedGame{Version: play.SaveVersion, Record: rec, Seats: []play.Seat{{Human: true}, {Level: ai.Easy}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []Options{{Game: "twenty"}, {Game: "twenty", Autoplay: true, Seed: 7}} {
		store := play.MemoryStore{play.SaveKey("twenty"): string(saved), play.CurrentKey: "twenty"}
		a := testApp(t, opts, store)
		if a.Top().Name() != "play" {
			t.Fatalf("%+v: scene %q", opts, a.Top().Name())
		}
		if store[play.SaveKey("twenty")] != string(saved) {
			t.Errorf("%+v: the save became %s", opts, store[play.SaveKey("twenty")])
		}
		if told := strings.Contains(a.Toast.Text, "start a new one from the menu"); told != opts.Autoplay {
			t.Errorf("%+v: the toast says %q", opts, a.Toast.Text)
		}
	}
	store := play.MemoryStore{}
	testApp(t, Options{Game: "twenty", Seed: 7}, store)
	var sg play.SavedGame
	if err := json.Unmarshal([]byte(store[play.SaveKey("twenty")]), &sg); err != nil || sg.Record.Seed != 7 {
		t.Errorf("no game in progress: the address started %+v (%v)", sg.Record, err)
	}
}

// twentyUntil plays two-player Twenty from seed 21 with the heuristic on
// both seats until stop says so.
func twentyUntil(t *testing.T, stop func(st *twenty.State, movers []int) bool) (rules.Record, []int) {
	t.Helper()
	st, rec, err := twenty.Def.Start(2, nil, 21)
	if err != nil {
		t.Fatal(err)
	}
	return rulestest.PlayUntil(t, st, rec, twenty.Heuristic, stop)
}

// TestAddressNoticesAreSaid: what the address could not have is said even
// when a game is resumed ("Welcome back" gave way to nothing), and a game
// name with a NUL byte is quoted, not echoed.
func TestAddressNoticesAreSaid(t *testing.T) {
	rec, _ := twentyUntil(t, func(st *twenty.State, movers []int) bool {
		return len(movers) > 6 && st.ToMove() == 0
	})
	saved, err := json.Marshal(play.SavedGame{Version: play.SaveVersion, Record: rec, Seats: []play.Seat{{Human: true}, {Level: ai.Easy}}})
	if err != nil {
		t.Fatal(err)
	}
	var o Options
	notice := parseQuery("game="+strings.Repeat("x", 300), &o)
	store := play.MemoryStore{play.SaveKey("twenty"): string(saved), play.CurrentKey: "twenty"}
	a := testApp(t, Options{Notice: notice}, store)
	if a.Top().Name() != "play" || !strings.Contains(a.Toast.Text, "longer than 64") {
		t.Errorf("an over-long game= with a game in progress: scene %q, toast %q", a.Top().Name(), a.Toast.Text)
	}
	a = testApp(t, Options{Game: "twe\x00nty"}, play.MemoryStore{})
	if strings.ContainsRune(a.Toast.Text, 0) || !strings.Contains(a.Toast.Text, `\x00`) {
		t.Errorf("a NUL in the game's name: toast %q", a.Toast.Text)
	}
}
