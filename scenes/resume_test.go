package scenes

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/twenty"
)

// twentyRecord plays Twenty with the heuristic on every seat until stop
// says so, and returns the record and who made each move.
func twentyRecord(t *testing.T, players int, seed uint64, stop func(st *twenty.State, movers []int) bool) (rules.Record, []int) {
	t.Helper()
	st, rec, err := twenty.Def.Start(players, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	var movers []int
	for !st.Over() && !stop(st, movers) {
		movers = append(movers, st.ToMove())
		mv := twenty.Heuristic(st, &rng, nil)
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	return rec, movers
}

// TestComputerMovesToShowAfterAReload counts the computer's moves since
// the person's last one, within the round, none in hot-seat.
func TestComputerMovesToShowAfterAReload(t *testing.T) {
	human, computer := Seat{Human: true}, Seat{Level: ai.Normal}
	// Three players: stop right after the person's move, then after one
	// and after two computer moves.
	for want := 0; want <= 2; want++ {
		rec, movers := twentyRecord(t, 3, 9, func(st *twenty.State, movers []int) bool {
			n := len(movers)
			return n > want && movers[n-1-want] == 0 && st.HandNumber() == 1 &&
				!slices.Contains(movers[n-want:], 0)
		})
		if got := computerMovesToShow(twenty.Def, rec, []Seat{human, computer, computer}); got != want {
			t.Errorf("%d computer moves after the person's (%v): shown again %d", want, movers, got)
		}
		if got := computerMovesToShow(twenty.Def, rec, []Seat{human, computer, human}); got > want {
			t.Errorf("hot-seat: shown again %d", got)
		}
	}
	// A computer's move that started a new round is shown without the
	// round before it.
	rec, _ := twentyRecord(t, 2, 3, func(st *twenty.State, movers []int) bool { return st.HandNumber() == 2 && st.ToMove() == 0 })
	seats := []Seat{human, computer}
	shown := computerMovesToShow(twenty.Def, rec, seats)
	before := rec
	before.Moves = rec.Moves[:len(rec.Moves)-shown]
	st, _, err := twenty.Def.Restore(before)
	if err != nil {
		t.Fatal(err)
	}
	if shown > 0 && st.HandNumber() != 2 {
		// The round's last move (which ended it) may be shown on its own.
		if shown != 1 {
			t.Errorf("%d moves shown again reach back into hand %d", shown, st.HandNumber())
		}
	}
}

// TestResumePlaysTheComputersMovesAgain resumes a save whose last moves
// were the computer's: the match is the saved one, and its events wait
// to be shown.
func TestResumePlaysTheComputersMovesAgain(t *testing.T) {
	seats := []Seat{{Human: true}, {Level: ai.Normal}}
	rec, _ := twentyRecord(t, 2, 21, func(st *twenty.State, movers []int) bool {
		return len(movers) > 6 && movers[len(movers)-1] == 1 && st.ToMove() == 0
	})
	var got *Match[*twenty.State, twenty.Move]
	g := Plug(twenty.Def, "", func(a *App, g *Game, m *Match[*twenty.State, twenty.Move], cfg GameConfig, resumed bool) Scene {
		got = m
		if len(m.Record.Moves) != len(rec.Moves)-1 || len(m.Events) != 0 {
			t.Errorf("the scene was made at move %d with %d events, want %d and none", len(m.Record.Moves), len(m.Events), len(rec.Moves)-1)
		}
		return nil
	})
	a := &App{}
	if _, err := g.resume(a, savedGame{Version: saveVersion, Record: rec, Seats: seats}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Record.Moves, rec.Moves) {
		t.Fatalf("resumed with moves %v, want %v", got.Record.Moves, rec.Moves)
	}
	if len(got.Events) == 0 {
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
	rec, _ := twentyRecord(t, 2, 21, func(st *twenty.State, movers []int) bool {
		return len(movers) > 6 && st.ToMove() == 0
	})
	saved, err := json.Marshal(savedGame{Version: saveVersion, Record: rec, Seats: []Seat{{Human: true}, {Level: ai.Easy}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, opts := range []Options{{Game: "twenty"}, {Game: "twenty", Autoplay: true, Seed: 7}} {
		store := MemoryStore{SaveKey("twenty"): string(saved), currentKey: "twenty"}
		a := testApp(t, opts, store)
		if a.Top().Name() != "play" {
			t.Fatalf("%+v: scene %q", opts, a.Top().Name())
		}
		if store[SaveKey("twenty")] != string(saved) {
			t.Errorf("%+v: the save became %s", opts, store[SaveKey("twenty")])
		}
		if told := strings.Contains(a.Toast.Text, "start a new one from the menu"); told != opts.Autoplay {
			t.Errorf("%+v: the toast says %q", opts, a.Toast.Text)
		}
	}
	store := MemoryStore{}
	testApp(t, Options{Game: "twenty", Seed: 7}, store)
	var sg savedGame
	if err := json.Unmarshal([]byte(store[SaveKey("twenty")]), &sg); err != nil || sg.Record.Seed != 7 {
		t.Errorf("no game in progress: the address started %+v (%v)", sg.Record, err)
	}
}
