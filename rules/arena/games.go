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
// adds one line here, in rules/catalog's order (TestTableFollowsTheCatalog):
// Go needs each game's types named once to play it typed.
var games = []game{
	fromDef(twenty.Def, nil),
	fromDef(minustwenty.Def, &minusTwentyProtocol),
	fromDef(gameof20.Def, nil),
	fromDef(twentystrong.Def, nil),
	fromDef(for20.Def, nil),
}

// fromDef makes the arena's entry of a game from its descriptor and, where
// the game offers one, its external-bot protocol.
func fromDef[S rules.State[S, M], M rules.Move, O comparable](d *gamedef.Def[S, M, O], protocol *protocolHooks[S]) game {
	return entry[S, M, O]{def: d, protocol: protocol}
}
