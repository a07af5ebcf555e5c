package catalog

import (
	"encoding/json"
	"strings"
	"testing"

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
	checkThinker(t, twenty.Def)
	checkThinker(t, minustwenty.Def)
	checkThinker(t, gameof20.Def)
	checkThinker(t, twentystrong.Def)
	checkThinker(t, for20.Def)
	if len(Thinkers) != 5 {
		t.Errorf("%d games in the catalog, want 5", len(Thinkers))
	}
}

func checkThinker[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, d *gamedef.Def[S, M, O]) {
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
