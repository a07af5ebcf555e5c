package main

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// games is the arena's table: each game's descriptor (beside its rules),
// and the external-bot protocol where the game offers one. A later game
// adds one line; main.go's list of the program's games must name the same
// games (a test checks the two).
var games = []game{
	fromDef(twenty.Def, nil),
	fromDef(minustwenty.Def, &minusTwentyProtocol),
	fromDef(gameof20.Def, nil),
	fromDef(twentystrong.Def, nil),
	fromDef(for20.Def, nil),
}

// fromDef makes the arena's entry of a game from its descriptor: games are
// set up with the setup screen's default choices for the player count.
func fromDef[S rules.State[S, M], M rules.Move, O comparable](d *gamedef.Def[S, M, O], protocol *protocolHooks[S]) game {
	return entry[S, M]{
		id:         d.ID,
		minPlayers: d.MinPlayers,
		maxPlayers: d.MaxPlayers,
		newGame: func(players int, seed uint64) (S, error) {
			return d.New(d.MakeOptions(players, nil), seed)
		},
		heuristic:   d.Heuristic,
		budgets:     d.Budgets,
		score:       d.Score,
		winners:     d.Winners,
		roundScores: d.RoundScores,
		maxMoves:    d.MaxMoves,
		describe:    d.Describe,
		protocol:    protocol,
		newExact:    d.NewExact,
	}
}
