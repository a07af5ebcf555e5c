package twenty

import (
	"encoding/json"
	"slices"
	"strconv"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// finishedRecord plays a whole game with the baseline player on every seat.
func finishedRecord(t *testing.T, players int, seed uint64) rules.Record {
	t.Helper()
	st, rec, err := tw.Def.Start(players, tw.Def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for !st.Over() {
		m := tw.Heuristic(st, &rng, nil)
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// scoredHands are the penalties of every hand as the rules announce them
// while the game is played: one EvScore per player, then EvRoundEnd.
func scoredHands(t *testing.T, rec rules.Record) (hands [][]int, totals []int) {
	t.Helper()
	var o tw.Options
	if err := json.Unmarshal(rec.Options, &o); err != nil {
		t.Fatal(err)
	}
	st, err := tw.New(o, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	st.SetEvents(true)
	var hand []int
	var events []rules.Event
	for _, text := range rec.Moves {
		m, err := st.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		for _, e := range st.TakeEvents(events[:0]) {
			switch e.Kind {
			case rules.EvScore:
				hand = append(hand, e.Delta)
			case rules.EvRoundEnd:
				hands, hand = append(hands, hand), nil
			}
		}
	}
	for p := range st.NumPlayers() {
		totals = append(totals, st.Penalty(p))
	}
	return hands, totals
}

// checkHistory compares a history with the hands the rules scored.
func checkHistory(t *testing.T, h play.History, rec rules.Record) {
	t.Helper()
	hands, totals := scoredHands(t, rec)
	if len(h.Rows) != len(hands) {
		t.Fatalf("%d rows for %d hands", len(h.Rows), len(hands))
	}
	for i, pen := range hands {
		row := h.Rows[i]
		if row.Label != "Hand "+strconv.Itoa(i+1) || !slices.Equal(row.Cells, texts(pen)) || !slices.Equal(row.Lead, play.LowestLeads(pen)) {
			t.Fatalf("row %d = %+v, hand scored %v", i, row, pen)
		}
	}
	if !slices.Equal(h.Total, texts(totals)) {
		t.Fatalf("total %v, want %v", h.Total, totals)
	}
}

func texts(values []int) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = strconv.Itoa(v)
	}
	return out
}

// TestHandHistoryIsTheHandScores: for games of 2, 3 and 4 players, a row
// per hand holding each player's penalty as the rules scored it, and the
// totals.
func TestHandHistoryIsTheHandScores(t *testing.T) {
	for players := tw.MinPlayers; players <= tw.MaxPlayers; players++ {
		rec := finishedRecord(t, players, uint64(40+players))
		seats := make([]play.Seat, players)
		seats[0].Human = true
		h := handHistory(rec, seats)
		checkHistory(t, h, rec)
		if len(h.Rows) < 2 || len(h.Columns) != players || h.Columns[0] != "You" || h.Columns[1] != "Player 2" {
			t.Fatalf("%d players: %d rows, columns %v", players, len(h.Rows), h.Columns)
		}
	}
}

// savedGame is a save as Match.Save writes it.
type savedGame struct {
	Version int          `json:"version"`
	Record  rules.Record `json:"record"`
	Seats   []play.Seat  `json:"seats"`
}

func saveText(t *testing.T, rec rules.Record, seats []play.Seat) string {
	t.Helper()
	b, err := json.Marshal(savedGame{Version: 1, Record: rec, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// playedLine reads one line of the stored statistics.
func playedLine(t *testing.T, store play.MemoryStore, level string) (played, wins int) {
	t.Helper()
	var st struct {
		Games map[string]map[string]struct{ Played, Wins int } `json:"games"`
	}
	if text, ok := store["statistics"]; ok {
		if err := json.Unmarshal([]byte(text), &st); err != nil {
			t.Fatal(err)
		}
	}
	l := st.Games["twenty"][level]
	return l.Played, l.Wins
}

// TestResumedGameHasItsWholeHistoryAndCountsOnce: a game saved half-way
// is resumed after a "reload" and played to its end through the scene.
// Its results list every hand, those before the reload too, and it counts
// once in the statistics: not again when the results are shown again, nor
// after another reload, nor when the finished game's save comes back.
func TestResumedGameHasItsWholeHistoryAndCountsOnce(t *testing.T) {
	seats := []play.Seat{{Human: true}, {Level: ai.Easy}}
	full := finishedRecord(t, 2, 77)
	half := full
	half.Moves = full.Moves[:len(full.Moves)/2]
	before, _ := scoredHands(t, half)
	if len(before) == 0 {
		t.Fatal("no hand finished before the reload: the test needs one")
	}
	store := play.MemoryStore{play.SaveKey("twenty"): saveText(t, half, seats), "game.current": "twenty"}
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
	s, ok := a.Top().(*scene)
	if !ok || len(s.Match.Record.Moves) != len(half.Moves) {
		t.Fatalf("resumed into %q", a.Top().Name())
	}
	rng := rules.NewRNG(5)
	r := gametest.PlayToResults(t, a, func() bool { return !s.Busy() && s.Match.State.ToMove() != rules.Nobody },
		func() { s.PlayMove(a.Context(), tw.Heuristic(s.Match.State, &rng, nil)) })
	h := r.History()
	checkHistory(t, h, s.Match.Record)
	if len(h.Rows) <= len(before) || len(h.Rows) != s.Match.State.HandNumber() {
		t.Fatalf("%d rows for %d hands, %d of them before the reload", len(h.Rows), s.Match.State.HandNumber(), len(before))
	}
	if played, _ := playedLine(t, store, "easy"); played != 1 {
		t.Fatalf("played %d after the results opened", played)
	}

	a.Toast = ui.Toast{} // "Welcome back" is still up: a game of a few seconds
	var problems []string
	gametest.Layouts(t, a, "twenty-results", &problems)
	gametest.ReportLayouts(t, problems)

	a.Replace(s.Results())
	scenetest.Frame(a)
	finished := s.Match.Record
	reloaded := testApp(t, shell.Options{}, store)
	scenetest.Frame(reloaded)
	if reloaded.Top().Name() != "menu" {
		t.Fatalf("a finished game came back as %q after a reload", reloaded.Top().Name())
	}
	store[play.SaveKey("twenty")] = saveText(t, finished, seats)
	store["game.current"] = "twenty"
	again := testApp(t, shell.Options{}, store)
	scenetest.Frame(again)
	if played, wins := playedLine(t, store, "easy"); played != 1 || wins > 1 {
		t.Fatalf("played %d, won %d after the results were shown again and two reloads", played, wins)
	}
}
