package minustwenty

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
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
// rule state keeps: a row per round with its scores, the better marked;
// under it the expeditions begun that round, which add up to it; then the
// expeditions over the match, which add up to the totals.
func checkRounds(t *testing.T, h play.History, st *mt.State) {
	t.Helper()
	rounds := st.RoundScores()
	var round, suits int
	var sum, match [2]int
	inRound := -1
	endRound := func() {
		if inRound >= 0 && sum != rounds[inRound] {
			t.Fatalf("round %d: its expeditions add up to %v, it scored %v", inRound+1, sum, rounds[inRound])
		}
	}
	for _, row := range h.Rows {
		switch {
		case strings.HasPrefix(row.Label, "Round "):
			endRound()
			r := rounds[round]
			if row.Label != "Round "+strconv.Itoa(round+1) || !slices.Equal(row.Cells, []string{signed(r[0]), signed(r[1])}) ||
				!slices.Equal(row.Lead, play.HighestLeads(r[:])) {
				t.Fatalf("row %+v, round %d scored %v", row, round+1, r)
			}
			inRound, sum = round, [2]int{}
			round++
		case strings.HasSuffix(row.Label, ", match"):
			endRound()
			inRound = -1
			for p := range match {
				match[p] += cellPoints(t, row.Cells[p])
			}
		default:
			suits++
			for p := range sum {
				sum[p] += cellPoints(t, row.Cells[p])
			}
		}
	}
	endRound()
	if round != len(rounds) || suits == 0 {
		t.Fatalf("%d round rows and %d expedition rows for %d rounds", round, suits, len(rounds))
	}
	totals := st.Totals()
	if !slices.Equal(h.Total, []string{signed(totals[0]), signed(totals[1])}) || match != totals {
		t.Fatalf("total %v, the expeditions over the match %v, want %v", h.Total, match, totals)
	}
}

// cellPoints reads the points of a cell: "+80 (×4, +20)" is 80, "–" 0.
func cellPoints(t *testing.T, cell string) int {
	t.Helper()
	if cell == "–" {
		return 0
	}
	num, _, _ := strings.Cut(cell, " ")
	neg := strings.HasPrefix(num, "−")
	num = strings.TrimPrefix(strings.TrimPrefix(num, "−"), "+")
	n, err := strconv.Atoi(num)
	if err != nil {
		t.Fatalf("cell %q: %v", cell, err)
	}
	if neg {
		n = -n
	}
	return n
}

// TestTallyCellShowsMultiplierAndBonus: a meld's cell gives its points,
// then its wager multiplier and its 8-card bonus when it has them.
func TestTallyCellShowsMultiplierAndBonus(t *testing.T) {
	for _, c := range []struct {
		meld string
		want string
	}{
		{"", "–"},
		{"4H 6H", "−10"},
		{"KH 4H 6H", "−20 (×2)"},
		{"JC QC KC 2C 3C 4C 5C 6C 7C 8C", "+80 (×4, +20)"},
		{"2S 3S 4S 5S 6S 7S 8S 9S", "+44 (+20)"},
	} {
		var meld []cards.Card
		for _, f := range strings.Fields(c.meld) {
			card, err := cards.Parse(f)
			if err != nil {
				t.Fatal(err)
			}
			meld = append(meld, card)
		}
		if got := tallyCell(mt.TallyMeld(meld)); got != c.want {
			t.Errorf("%s: %q, want %q", c.meld, got, c.want)
		}
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
	a := testApp(t, shell.Options{}, store)
	a.Settings.Speed = ui.Instant
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
	a.Toast = ui.Toast{} // "Welcome back" may still be up
	var problems []string
	gametest.Layouts(t, a, "minustwenty-results", &problems)
	gametest.ReportLayouts(t, problems)
}
