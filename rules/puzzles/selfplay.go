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

// position is a decision of a self-played game worth judging: the record
// that reaches it.
type position struct {
	rec   rules.Record
	legal int
}

// selfPlayer plays one game of a seed against itself and hands each
// decision with a choice to visit, in order; visit returns false to end
// the game there.
type selfPlayer func(seed uint64, visit func(p position) bool) error

// players are the seats of a game's self-play, chosen by seed: the usual
// counts of each game.
func playersOf(info gamedef.Info, seed uint64) int {
	n := info.MaxPlayers - info.MinPlayers + 1
	return info.MinPlayers + int(seed%uint64(min(n, 3)))
}

// selfPlayers are the games' self-play, by id.
var selfPlayers = map[string]selfPlayer{
	twenty.Def.ID:       selfPlayOf(twenty.Def, nil, nil, randomShare),
	minustwenty.Def.ID:  selfPlayOf(minustwenty.Def, nil, nil, randomShare),
	twentystrong.Def.ID: selfPlayOf(twentystrong.Def, nil, nil, randomShare),
	for20.Def.ID:        selfPlayOf(for20.Def, nil, nil, randomShare),
	// Both boards; only the placements are puzzles (the solver judges
	// them), and only once few enough cells are left for it. The heuristic
	// drafts the lowest tile: more random moves vary the hands.
	gameof20.Def.ID: selfPlayOf(gameof20.Def, func(seed uint64) []int { return []int{int(seed % 2)} },
		func(s *gameof20.State) bool { return s.Phase() == gameof20.Placing && emptyCells(s) <= maxEmptyCells },
		gameof20RandomShare),
}

// maxEmptyCells is the most empty cells a Game of 20 puzzle may have: the
// exact solver judges every move of such a position in about a second.
const maxEmptyCells = 13

func emptyCells(s *gameof20.State) int {
	n := 0
	for c := range s.Cells() {
		if s.Board(c) == 0 {
			n++
		}
	}
	return n
}

// randomShare is the part of the self-play's moves chosen at random
// rather than by the game's heuristic, so the games wander off the
// heuristic's beaten track a little.
const randomShare = 0.05

// gameof20RandomShare is Game of 20's: its heuristic drafts the lowest
// tile left, so at randomShare nearly every game drafts the same hands.
const gameof20RandomShare = 0.3

// selfPlayOf is a game's self-play: choices picks the setup's choices by
// seed (nil: the defaults), worth says which decisions to hand out (nil:
// all with a choice), random is the share of random moves.
func selfPlayOf[S rules.State[S, M], M rules.Move, O comparable](d *gamedef.Def[S, M, O],
	choices func(seed uint64) []int, worth func(s S) bool, random float64) selfPlayer {
	return func(seed uint64, visit func(p position) bool) error {
		var c []int
		if choices != nil {
			c = choices(seed)
		}
		st, rec, err := d.Start(playersOf(d.Info(), seed), c, seed)
		if err != nil {
			return err
		}
		st.SetEvents(false)
		policy := d.Policy()
		rng := rules.NewRNG(rules.MixSeeds(seed, 0x73656c66))
		buf := make([]M, 0, 512)
		for n := 0; n < d.MaxMoves && st.ToMove() != rules.Nobody; n++ {
			buf = st.AppendLegal(buf[:0])
			if len(buf) > 1 && (worth == nil || worth(st)) {
				here := rec
				here.Moves = rec.Moves[:len(rec.Moves):len(rec.Moves)]
				if !visit(position{rec: here, legal: len(buf)}) {
					return nil
				}
			}
			var m M
			if float64(rng.Uint64()>>11)/(1<<53) < random {
				m = buf[rng.IntN(len(buf))]
			} else {
				m = policy(st, &rng, buf[:0])
			}
			if err := st.Apply(m); err != nil {
				return err
			}
			rec.Moves = append(rec.Moves, m.String())
		}
		return nil
	}
}
