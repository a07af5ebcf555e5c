package gameof20

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// finishedGame plays a whole game with the baseline player on both seats.
func finishedGame(t *testing.T, choices []int, seed uint64) (*g20.State, rules.Record) {
	t.Helper()
	st, rec, err := g20.Def.Start(2, choices, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for !st.Over() {
		m := g20.Heuristic(st, &rng, nil)
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return st, rec
}

// checkSheet reads a history as the score sheet it is: the sums after
// the draft; then, turn by turn, each player's tile taken off their sum
// (or a pass); the sums left at the end, as the rule state has them.
func checkSheet(t *testing.T, h play.History, st *g20.State) {
	t.Helper()
	if len(h.Rows) < 2 || h.Rows[0].Label != "After draft" {
		t.Fatalf("rows %+v", h.Rows)
	}
	sums := make([]int, 2)
	placed := make([]int, 2)
	for p := range sums {
		sums[p], _ = strconv.Atoi(h.Rows[0].Cells[p])
	}
	for i, row := range h.Rows[1:] {
		if row.Label != "Turn "+strconv.Itoa(i+1) {
			t.Fatalf("row %d is %q", i+1, row.Label)
		}
		for p, c := range row.Cells {
			if c == "pass" || c == "" && i == len(h.Rows)-2 {
				continue
			}
			tileText, leftText, ok := strings.Cut(strings.TrimPrefix(c, "−"), " → ")
			tile, err1 := strconv.Atoi(tileText)
			left, err2 := strconv.Atoi(leftText)
			if !ok || err1 != nil || err2 != nil || left != sums[p]-tile {
				t.Fatalf("turn %d, player %d: %q after a sum of %d", i+1, p+1, c, sums[p])
			}
			sums[p] = left
			placed[p]++
		}
	}
	for p := range sums {
		if sums[p] != st.HandSum(p) || h.Total[p] != strconv.Itoa(st.HandSum(p)) {
			t.Fatalf("player %d: the sheet ends on %d, total %q, hand sum %d", p+1, sums[p], h.Total[p], st.HandSum(p))
		}
		if placed[p] != g20.HandSize-st.HandSize(p) {
			t.Fatalf("player %d placed %d tiles on the sheet, %d by the hand", p+1, placed[p], g20.HandSize-st.HandSize(p))
		}
	}
}

// TestTurnHistoryIsTheScoreSheet on both board sizes.
func TestTurnHistoryIsTheScoreSheet(t *testing.T) {
	for board := range g20.Def.Options[0].Choices {
		for seed := uint64(1); seed <= 4; seed++ {
			st, rec := finishedGame(t, []int{board}, seed)
			checkSheet(t, turnHistory(rec, []play.Seat{{Human: true}, {Level: ai.Normal}}), st)
		}
	}
}

type savedGame struct {
	Version int          `json:"version"`
	Record  rules.Record `json:"record"`
	Seats   []play.Seat  `json:"seats"`
}

// TestResumedGameHasItsWholeSheetAndCountsOnce: a game saved while placing
// is resumed and finished through the scene; its results hold the whole
// sheet, it counts once on the "normal" line, and the screen fits every
// size.
func TestResumedGameHasItsWholeSheetAndCountsOnce(t *testing.T) {
	_, full := finishedGame(t, []int{0}, 21)
	half := full
	half.Moves = full.Moves[:len(full.Moves)*2/3]
	seats := []play.Seat{{Human: true}, {Level: ai.Normal}}
	b, err := json.Marshal(savedGame{Version: 1, Record: half, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	store := play.MemoryStore{play.SaveKey("gameof20"): string(b), "game.current": "gameof20"}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	s, ok := a.Top().(*scene)
	if !ok || s.Match.State.Phase() != g20.Placing {
		t.Fatalf("resumed into %q", a.Top().Name())
	}
	rng := rules.NewRNG(3)
	r := gametest.PlayToResults(t, a, func() bool { return !s.Busy() && s.Match.State.ToMove() != rules.Nobody },
		func() { s.PlayMove(a.Context(), g20.Heuristic(s.Match.State, &rng, nil)) })
	checkSheet(t, r.History(), s.Match.State)
	a.Replace(s.Results()) // shown again
	scenetest.Frame(a)
	if played := gametest.GamesPlayed(t, store, "gameof20", "normal"); played != 1 {
		t.Fatalf("played %d", played)
	}
	a.Toast = ui.Toast{} // "Welcome back" may still be up
	var problems []string
	gametest.Layouts(t, a, "gameof20-results", &problems)
	gametest.ReportLayouts(t, problems)
}
