package main

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
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

// randomShare is the part of the self-play's moves chosen at random
// rather than by the game's heuristic, so the games wander off the
// heuristic's beaten track a little (a game's puzzle rules may set
// another: Game of 20's heuristic drafts the lowest tile left, so at this
// share nearly every game drafts the same hands).
const randomShare = 0.05

// selfPlayOf is a game's self-play, as its puzzle rules say: Choices picks
// the setup's choices by seed (nil: the defaults), Worth says which
// decisions to hand out (nil: all with a choice), RandomShare is the share
// of random moves (0: randomShare).
func selfPlayOf(g gamedef.Game, r *gamedef.PuzzleRules) selfPlayer {
	info := g.Info()
	random := r.RandomShare
	if random == 0 {
		random = randomShare
	}
	return func(seed uint64, visit func(p position) bool) error {
		var c []int
		if r.Choices != nil {
			c = r.Choices(seed)
		}
		players := playersOf(info, seed)
		st, err := g.NewPosition(players, c, seed)
		if err != nil {
			return err
		}
		rec, err := g.NewRecord(players, c, seed)
		if err != nil {
			return err
		}
		randomBot := g.NewBot(gamedef.BotSpec{Kind: gamedef.RandomBot})
		heuristic := g.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
		rng := rules.NewRNG(rules.MixSeeds(seed, 0x73656c66))
		for n := 0; n < info.MaxMoves && st.ToMove() != rules.Nobody; n++ {
			if legal := st.NumLegal(); legal > 1 && (r.Worth == nil || r.Worth(st)) {
				here := rec
				here.Moves = rec.Moves[:len(rec.Moves):len(rec.Moves)]
				if !visit(position{rec: here, legal: legal}) {
					return nil
				}
			}
			bot := heuristic
			if float64(rng.Uint64()>>11)/(1<<53) < random {
				bot = randomBot
			}
			m, _ := bot.Decide(st, &rng, 0)
			if err := st.Apply(m); err != nil {
				return err
			}
			rec.Moves = append(rec.Moves, m.String())
		}
		return nil
	}
}
