package twentystrong

import "github.com/twenty-games/twenty/rules/ai"

// Budgets are the search's iterations per level. Easy is the careful
// heuristic alone; Normal and Hard search with heuristic playouts, each a
// whole game (about 320 moves, 0.25 ms natively).
//
// The moves are compared on common deals (ai.RootHalving), and each die
// rolls from its own stream (State.rolls), so two moves tried on one deal
// see the same luck for the same die: the differences between good moves
// are a fraction of a point of win rate, far below the luck of a game.
// Measured on the same seeds (TestSearchWinRate, -strong.search=20):
// Normal 15 of 20 won, the heuristic 15, Hard 19 (with sequential rolls,
// Hard 20 of 20 against the heuristic's 16, while 300 iterations won only
// 20 of 40: below some 500 iterations the search chooses on noise and
// plays worse than its own playouts). A decision takes about 60 ms
// (Normal) and 200 ms (Hard) natively (BenchmarkSearchNormal/Hard).
var Budgets = ai.Budgets{
	Iterations: [...]int{ai.Easy: 0, ai.Normal: 500, ai.Hard: 1500},
	Root:       ai.RootHalving,
}
