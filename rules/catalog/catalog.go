// Package catalog is the list of the games of the collection, by their
// descriptors, without the games' types: what a program that holds only
// the rules (the Web Worker that searches for the browser build) serves,
// and the list the program's menu (main.go), the arena and the tests are
// checked against.
package catalog

import (
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// Games are the collection, in menu order.
var Games = []gamedef.Game{twenty.Def, minustwenty.Def, gameof20.Def, twentystrong.Def, for20.Def}

// Find is the game of an id.
func Find(id string) (gamedef.Game, bool) {
	for _, g := range Games {
		if g.Info().ID == id {
			return g, true
		}
	}
	return nil, false
}

// Think answers a request with the game's search, or with an error for a
// game that is not in the collection.
func Think(req gamedef.ThinkRequest, stop func() bool, progress func(iterations int)) gamedef.ThinkReport {
	g, ok := Find(req.Record.Game)
	if !ok {
		return gamedef.ThinkReport{ID: req.ID, Searcher: req.Searcher, Done: true, Err: "no game " + req.Record.Game}
	}
	return g.Think(req, stop, progress)
}
