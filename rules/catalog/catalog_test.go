package catalog

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// A searcher behind a record decides as the game's own search would on
// the state itself, and its report survives the trip through JSON.
func TestARecordIsSearchedAsTheStateItself(t *testing.T) {
	for _, g := range Games {
		checkThinker(t, g)
	}
}

func checkThinker(t *testing.T, g gamedef.Game) {
	t.Helper()
	info := g.Info()
	st, err := g.NewPosition(info.MinPlayers, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.NewRecord(info.MinPlayers, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	random := g.NewBot(gamedef.BotSpec{Kind: gamedef.RandomBot})
	for range 5 {
		mv, _ := random.Decide(st, &rng, 0)
		rec.Moves = append(rec.Moves, mv.String())
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
	}
	for _, level := range []ai.Level{ai.Easy, ai.Normal} {
		search := g.NewBot(gamedef.BotSpec{Kind: gamedef.SearchBot, Config: info.Budgets.Config(level)})
		want, _ := search.Decide(st, nil, 77)
		b, err := json.Marshal(Think(gamedef.ThinkRequest{ID: 4, Record: rec, Level: level, Seed: 77}, nil, nil))
		if err != nil {
			t.Fatal(err)
		}
		var rep gamedef.ThinkReport
		if err := json.Unmarshal(b, &rep); err != nil {
			t.Fatal(err)
		}
		best, ok := rep.Tally.Best()
		if rep.Err != "" || !ok || best != want.String() || rep.ID != 4 || !rep.Done {
			t.Errorf("%s at %v: the record's search chose %q (%+v), the state's %q", info.ID, level, best, rep, want)
		}
	}
}

func TestBadRequestsAreRefusedWithAReason(t *testing.T) {
	g := Games[0]
	rec, _ := g.NewRecord(g.Info().MinPlayers, nil, 1)
	cases := map[string]gamedef.ThinkRequest{
		"no game":      {Record: rules.Record{Game: "chess"}},
		"illegal move": {Record: rules.Record{Game: rec.Game, Options: rec.Options, Seed: 1, Moves: []string{"nonsense"}}},
		"no level":     {Record: rec, Level: 9},
	}
	for want, req := range cases {
		rep := Think(req, nil, nil)
		if rep.Err == "" || !rep.Done {
			t.Errorf("%s: no error (%+v)", want, rep)
		} else if want == "no game" && !strings.Contains(rep.Err, "chess") {
			t.Errorf("%s: %q does not name the game", want, rep.Err)
		}
	}
}

// Searchers of one decision run at once (goroutines on the desktop) and
// share nothing: each answers as it does alone. go test -race checks the
// memory too.
func TestSearchersRunTogetherAsAlone(t *testing.T) {
	for _, thinker := range Games {
		req := startedRecord(t, thinker.Info().ID)
		alone := make([]gamedef.ThinkReport, 3)
		for i := range alone {
			r := req
			r.Searcher = i
			alone[i] = thinker.Think(r, nil, nil)
		}
		together := make([]gamedef.ThinkReport, 3)
		var wg sync.WaitGroup
		for i := range together {
			r := req
			r.Searcher = i
			wg.Go(func() { together[i] = thinker.Think(r, nil, nil) })
		}
		wg.Wait()
		for i := range alone {
			a, b := alone[i].Tally, together[i].Tally
			if a.Sole != b.Sole || a.Iterations != b.Iterations || fmt.Sprint(a.Votes) != fmt.Sprint(b.Votes) {
				t.Errorf("%s searcher %d: alone %+v, together %+v", thinker.Info().ID, i, a, b)
			}
		}
	}
}

// startedRecord is a request at Normal for a game at its first choice of
// two moves or more (the defaults of its setup, its fewest players).
func startedRecord(t *testing.T, id string) gamedef.ThinkRequest {
	t.Helper()
	g, ok := Find(id)
	if !ok {
		t.Fatalf("no game %q", id)
	}
	rec, err := atAChoice(g, g.Info().MinPlayers)
	if err != nil {
		t.Fatal(err)
	}
	return gamedef.ThinkRequest{Record: rec, Level: ai.Normal, Seed: 5}
}

func atAChoice(g gamedef.Game, players int) (rules.Record, error) {
	st, err := g.NewPosition(players, nil, 3)
	if err != nil {
		return rules.Record{}, err
	}
	rec, err := g.NewRecord(players, nil, 3)
	for err == nil && st.NumLegal() < 2 {
		mv := st.LegalMoves()[0]
		err = st.Apply(mv)
		rec.Moves = append(rec.Moves, mv.String())
	}
	return rec, err
}

// A request whose asker's deadline went by before the searcher started (a
// Web Worker still loading) is answered after the first unit's minimum,
// not after its whole budget or its thinking time.
func TestADeadlineGoneByIsAnsweredAfterTheMinimum(t *testing.T) {
	g := Games[0]
	info := g.Info()
	st, err := g.NewPosition(info.MinPlayers, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.NewRecord(info.MinPlayers, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	for st.NumLegal() < 2 { // a real choice to search
		mv := st.LegalMoves()[0]
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	sent := gamedef.ThinkRequest{ID: 9, Record: rec, Level: ai.Hard, Seed: 3, TimeMs: 60_000,
		DeadlineMs: time.Now().Add(-time.Second).UnixMilli()}
	b, err := json.Marshal(sent)
	if err != nil {
		t.Fatal(err)
	}
	var req gamedef.ThinkRequest
	if err := json.Unmarshal(b, &req); err != nil || req.DeadlineMs != sent.DeadlineMs {
		t.Fatalf("the deadline did not survive JSON: %v, %d", err, req.DeadlineMs)
	}
	rep := Think(req, nil, nil)
	budget := info.Budgets.Config(ai.Hard).Iterations
	least := int(ai.MinUnitShare * float64(budget))
	if rep.Err != "" || rep.Tally.Units != 1 || rep.Iterations < least || rep.Iterations >= budget {
		t.Errorf("%d units, %d iterations (err %q), want one unit cut between %d and %d", rep.Tally.Units, rep.Iterations, rep.Err, least, budget)
	}
}
