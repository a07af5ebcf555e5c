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
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// A searcher behind a record decides as the game's own search would on
// the state itself, and its report survives the trip through JSON.
func TestARecordIsSearchedAsTheStateItself(t *testing.T) {
	checked := map[string]bool{
		checkThinker(t, twenty.Def):       true,
		checkThinker(t, minustwenty.Def):  true,
		checkThinker(t, gameof20.Def):     true,
		checkThinker(t, twentystrong.Def): true,
		checkThinker(t, for20.Def):        true,
	}
	for _, g := range Games {
		if !checked[g.Info().ID] {
			t.Errorf("%s is in the catalog but not checked here", g.Info().ID)
		}
	}
}

func checkThinker[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, d *gamedef.Def[S, M, O]) string {
	t.Helper()
	st, rec, err := d.Start(d.MinPlayers, nil, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	var legal []M
	for range 5 {
		legal = st.AppendLegal(legal[:0])
		mv := legal[rng.IntN(len(legal))]
		if err := st.Apply(mv); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mv.String())
	}
	for _, level := range []ai.Level{ai.Easy, ai.Normal} {
		search := ai.NewSearch(st, d.Budgets.Config(level), d.Policy(), 77)
		for !search.Step(1 << 20) {
		}
		b, err := json.Marshal(Think(gamedef.ThinkRequest{ID: 4, Record: rec, Level: level, Seed: 77}, nil, nil))
		if err != nil {
			t.Fatal(err)
		}
		var rep gamedef.ThinkReport
		if err := json.Unmarshal(b, &rep); err != nil {
			t.Fatal(err)
		}
		best, ok := rep.Tally.Best()
		if rep.Err != "" || !ok || best != search.Best().String() || rep.ID != 4 || !rep.Done {
			t.Errorf("%s at %v: the record's search chose %q (%+v), the state's %q", d.ID, level, best, rep, search.Best())
		}
	}
	return d.ID
}

func TestBadRequestsAreRefusedWithAReason(t *testing.T) {
	_, rec, _ := twenty.Def.Start(2, nil, 1)
	cases := map[string]gamedef.ThinkRequest{
		"no game":      {Record: rules.Record{Game: "chess"}},
		"illegal move": {Record: rules.Record{Game: "twenty", Options: rec.Options, Seed: 1, Moves: []string{"nonsense"}}},
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
	records := map[string]func() (rules.Record, error){
		"twenty":       func() (rules.Record, error) { return atAChoice(twenty.Def, 2) },
		"minustwenty":  func() (rules.Record, error) { return atAChoice(minustwenty.Def, 2) },
		"gameof20":     func() (rules.Record, error) { return atAChoice(gameof20.Def, 2) },
		"twentystrong": func() (rules.Record, error) { return atAChoice(twentystrong.Def, 1) },
		"for20":        func() (rules.Record, error) { return atAChoice(for20.Def, 3) },
	}
	rec, err := records[id]()
	if err != nil {
		t.Fatal(err)
	}
	return gamedef.ThinkRequest{Record: rec, Level: ai.Normal, Seed: 5}
}

func atAChoice[S rules.State[S, M], M rules.Move, O comparable](d *gamedef.Def[S, M, O], players int) (rules.Record, error) {
	st, rec, err := d.Start(players, nil, 3)
	for err == nil {
		legal := st.AppendLegal(nil)
		if len(legal) > 1 {
			break
		}
		err = st.Apply(legal[0])
		rec.Moves = append(rec.Moves, legal[0].String())
	}
	return rec, err
}

// A request whose asker's deadline went by before the searcher started (a
// Web Worker still loading) is answered after the first unit's minimum,
// not after its whole budget or its thinking time.
func TestADeadlineGoneByIsAnsweredAfterTheMinimum(t *testing.T) {
	st, rec, err := twenty.Def.Start(2, nil, 5)
	if err != nil {
		t.Fatal(err)
	}
	for len(st.AppendLegal(nil)) < 2 { // a real choice to search
		mv := st.AppendLegal(nil)[0]
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
	budget := twenty.Def.Budgets.Config(ai.Hard).Iterations
	least := int(ai.MinUnitShare * float64(budget))
	if rep.Err != "" || rep.Tally.Units != 1 || rep.Iterations < least || rep.Iterations >= budget {
		t.Errorf("%d units, %d iterations (err %q), want one unit cut between %d and %d", rep.Tally.Units, rep.Iterations, rep.Err, least, budget)
	}
}
