// Package ai holds the computer players every game of the collection shares:
// a single-observer information-set Monte Carlo tree search (SO-ISMCTS,
// Cowling, Powley and Whitehouse 2012) over the generic rules.State contract,
// the playout policies it uses, and the difficulty levels.
//
// What the search needs from a game, beyond the State contract:
//   - Determinize(observer, rng) re-deals everything the observer cannot see
//     using only rng, and also reseeds the state's own generator from rng.
//     Otherwise every playout would draw the same "future" cards from the real
//     state's generator and the bot would play as if it knew them.
//   - AppendLegal lists each move once, in an order that depends only on the
//     state (ties between equally good moves are broken by that order).
//   - Rewards are in [0,1] per player, judged at HorizonReached.
//
// Randomness inside Apply (a reshuffle, a die roll) needs no chance nodes: the
// tree is keyed by move sequences (open loop) and every iteration samples a
// fresh outcome through the reseeded generator of its determinization, so a
// node's statistics average over chance like they average over hidden cards.
package ai

import "github.com/twenty-games/twenty/rules"

// Policy picks a legal move for the player to move in s, which is not over.
// buf is scratch storage for AppendLegal (its capacity is at least the longest
// legal-move list the search has seen, and never below 256); the returned move
// must be one of s's legal moves. A policy must not allocate and must draw
// its randomness only from rng, so that searches stay deterministic.
type Policy[S rules.State[S, M], M rules.Move] func(s S, rng *rules.RNG, buf []M) M

// RandomPolicy picks uniformly among the legal moves. It is the baseline
// opponent and the playout policy of games without a heuristic.
func RandomPolicy[S rules.State[S, M], M rules.Move](s S, rng *rules.RNG, buf []M) M {
	legal := s.AppendLegal(buf[:0])
	return legal[rng.IntN(len(legal))]
}
