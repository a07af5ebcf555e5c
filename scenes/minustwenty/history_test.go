package minustwenty

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// finishedMatch plays a whole match (three rounds, the default) with the
// baseline player on both seats.
func finishedMatch(t *testing.T, seed uint64) (*mt.State, rules.Record) {
	t.Helper()
	st, rec, err := mt.Def.Start(2, mt.Def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for !st.Over() {
		m := mt.Heuristic(st, &rng, nil)
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return st, rec
}

// checkRounds compares a history with the round scores and totals the
// rule state keeps.
func checkRounds(t *testing.T, h play.History, st *mt.State) {
	t.Helper()
	rounds := st.RoundScores()
	if len(h.Rows) != len(rounds) {
		t.Fatalf("%d rows for %d rounds", len(h.Rows), len(rounds))
	}
	for i, r := range rounds {
		row := h.Rows[i]
		if row.Label != "Round "+strconv.Itoa(i+1) || !slices.Equal(row.Cells, []string{signed(r[0]), signed(r[1])}) ||
			!slices.Equal(row.Lead, play.HighestLeads(r[:])) {
			t.Fatalf("row %d = %+v, round scored %v", i, row, r)
		}
	}
	totals := st.Totals()
	if !slices.Equal(h.Total, []string{signed(totals[0]), signed(totals[1])}) {
		t.Fatalf("total %v, want %v", h.Total, totals)
	}
}

// TestRoundHistoryIsTheRoundScores: one row per round of the match with
// each player's score, the better one marked, then the totals.
func TestRoundHistoryIsTheRoundScores(t *testing.T) {
	st, _ := finishedMatch(t, 12)
	h := roundHistory(st, []play.Seat{{Human: true}, {Level: ai.Hard}})
	checkRounds(t, h, st)
	if len(h.Rows) != mt.DefaultRounds || !slices.Equal(h.Columns, []string{"You", "Player 2"}) {
		t.Fatalf("%d rows, columns %v", len(h.Rows), h.Columns)
	}
}

type savedGame struct {
	Version int          `json:"version"`
	Record  rules.Record `json:"record"`
	Seats   []play.Seat  `json:"seats"`
}

// TestResumedMatchHasEveryRoundAndCountsOnce: a match saved in its second
// round, resumed and finished through the scene, lists every round on its
// results, counts once on the "hard" line, and fits every screen.
func TestResumedMatchHasEveryRoundAndCountsOnce(t *testing.T) {
	_, full := finishedMatch(t, 31)
	half := full
	half.Moves = full.Moves[:len(full.Moves)/2]
	seats := []play.Seat{{Human: true}, {Level: ai.Hard}}
	b, err := json.Marshal(savedGame{Version: 1, Record: half, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	store := play.MemoryStore{play.SaveKey("minustwenty"): string(b), "game.current": "minustwenty"}
	a := testApp(t, scenes.Options{}, store)
	a.Settings.Speed = scenes.Instant
	s := sceneOf(t, a)
	if len(s.Match.State.RoundScores()) == 0 {
		t.Fatal("no round finished before the reload: the test needs one")
	}
	rng := rules.NewRNG(3)
	r := gametest.PlayToResults(t, a, func() bool { return !s.Busy() && s.Match.State.ToMove() != rules.Nobody },
		func() { s.PlayMove(a.Context(), mt.Heuristic(s.Match.State, &rng, nil)) })
	checkRounds(t, r.History(), s.Match.State)
	a.Replace(s.Results()) // shown again
	scenetest.Frame(a)
	if played := gametest.GamesPlayed(t, store, "minustwenty", "hard"); played != 1 {
		t.Fatalf("played %d", played)
	}
	a.Toast = scenes.Toast{} // "Welcome back" may still be up
	var problems []string
	gametest.Layouts(t, a, "minustwenty-results", &problems)
	gametest.ReportLayouts(t, problems)
}
