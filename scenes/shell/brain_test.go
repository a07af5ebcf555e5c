package shell

import (
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// ownerScene is a game scene whose match may be searching.
type ownerScene struct {
	ui.Scene
	match any
}

func (o ownerScene) GameID() string                       { return "twenty" }
func (o ownerScene) IsOver() bool                         { return false }
func (o ownerScene) HintText() string                     { return "" }
func (o ownerScene) Search() scenes.SearchStatus          { return scenes.SearchStatus{Owner: o.match} }
func (o ownerScene) Inspected() (scenes.Inspection, bool) { return scenes.Inspection{}, false }

// Leaving a game stops its search; covering it with the rules does not.
func TestLeavingTheGameStopsItsSearch(t *testing.T) {
	slow := func(req gamedef.ThinkRequest, stop func() bool, _ func(int)) gamedef.ThinkReport {
		for !stop() {
			time.Sleep(time.Millisecond)
		}
		return gamedef.ThinkReport{ID: req.ID, Searcher: req.Searcher, Done: true}
	}
	a := NewWithStore(Options{Silent: true, Think: play.ThinkTimed, Searchers: 1, Searches: slow}, play.MemoryStore{}, nil)
	st, rec, err := twenty.Def.Start(2, nil, 9)
	if err != nil {
		t.Fatal(err)
	}
	m := play.NewMatch(twenty.Def, st, []play.Seat{{Level: ai.Hard}, {Level: ai.Hard}}, rec, a.thinking)
	for len(m.Legal()) < 2 { // to the first real choice
		if err := m.Apply(m.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := m.Think(time.Millisecond, false); ok || a.thinking.Owner() != any(m) {
		t.Fatalf("the search did not start: owner %v", a.thinking.Owner())
	}
	a.Push(ownerScene{Scene: a.Top(), match: m})
	a.Push(newRulesReader("Twenty", "The rules."))
	a.cancelOrphanSearch()
	if a.thinking.Owner() != any(m) {
		t.Fatal("the rules over the table stopped the search")
	}
	a.BackToMenu()
	a.cancelOrphanSearch()
	if o := a.thinking.Owner(); o != nil {
		t.Errorf("back at the menu: the search goes on for %v", o)
	}
}
