// Package catalog lists every game of the collection by its descriptor,
// without the games' types: what a program that holds only the rules (the
// Web Worker that searches for the browser build) serves. main.go's list of
// scenes must name the same games (its tests check).
package catalog

import (
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// Thinkers are the games' searches behind a record, by game id.
var Thinkers = map[string]gamedef.Thinker{
	twenty.Def.ID:       twenty.Def,
	minustwenty.Def.ID:  minustwenty.Def,
	gameof20.Def.ID:     gameof20.Def,
	twentystrong.Def.ID: twentystrong.Def,
	for20.Def.ID:        for20.Def,
}

// Think answers a request with the game's search, or with an error for a
// game that is not in the collection.
func Think(req gamedef.ThinkRequest, stop func() bool, progress func(iterations int)) gamedef.ThinkReport {
	t, ok := Thinkers[req.Record.Game]
	if !ok {
		return gamedef.ThinkReport{ID: req.ID, Searcher: req.Searcher, Done: true, Err: "no game " + req.Record.Game}
	}
	return t.Think(req, stop, progress)
}
