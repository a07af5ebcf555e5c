package twentystrong

import "github.com/twenty-games/twenty/rules/ai"

// Budgets are the search's iterations per level. Easy is the careful
// heuristic alone; Normal and Hard search with heuristic playouts.
//
// A playout does not play the game out (some 320 moves, 0.25 ms natively,
// which made a Hard game take 20 s): it stops at the start of the next
// round, a tenth of that, and the position is judged there by the careful
// player's estimated chance to win (evaluate.go). The search is a one-round
// look-ahead over the careful player's own continuation, which is where
// the careful player misjudges: which cards to fight, which dice to spend.
//
// The moves are compared on common deals (ai.RootHalving), and each die
// rolls from its own stream (State.rolls), so two moves tried on one deal
// see the same luck for the same die.
//
// Measured on the tuned deck, 2000 seeds (TestLevelTable, BALANCE.md):
// Easy wins 29.0%, Normal (32) 53.0%, Hard (128) 66.4%, at 0.13 s and
// 0.49 s a game natively; a decision takes 0.13 ms and 0.87 ms on average
// (BenchmarkSearchNormal/Hard). On the deck as it came, 300 seeds: Easy
// 68.7%, Normal 89.3%, Hard 94.7%.
var Budgets = ai.Budgets{
	Iterations: [...]int{ai.Easy: 0, ai.Normal: 32, ai.Hard: 128},
	Root:       ai.RootHalving,
}
