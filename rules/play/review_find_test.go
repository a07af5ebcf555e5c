package play_test

import (
	"os"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// TestFindBlunders (FIND_BLUNDERS=1) looks, near the end of a seeded
// heuristic game of each game, for a position whose worst move loses far
// more than a blunder: the planted blunders of TestPlantedBlunder.
func TestFindBlunders(t *testing.T) {
	if os.Getenv("FIND_BLUNDERS") == "" {
		t.Skip("FIND_BLUNDERS=1 looks for planted blunders")
	}
	level := ai.Hard
	if os.Getenv("LEVEL") == "normal" {
		level = ai.Normal
	}
	only := os.Getenv("GAME")
	for seed := uint64(3); seed < 9; seed++ {
		for _, rec := range []rules.Record{
			heuristicRecord(t, twenty.Def, 2, seed, -1),
			heuristicRecord(t, minustwenty.Def, 2, seed, -1),
			heuristicRecord(t, gameof20.Def, 2, seed, -1),
			heuristicRecord(t, twentystrong.Def, 1, seed, -1),
			heuristicRecord(t, for20.Def, 2, seed, -1),
		} {
			if only != "" && rec.Game != only {
				continue
			}
			g, _ := catalog.Find(rec.Game)
			findBlunder(t, g, rec, level)
		}
	}
}

func findBlunder(t *testing.T, g gamedef.Game, rec rules.Record, level ai.Level) {
	turns, err := g.Turns(rec)
	if err != nil {
		t.Fatal(err)
	}
	scale := g.Info().Review
	for i := len(turns) - 1; i >= 0 && i > len(turns)-300; i-- {
		if turns[i].Legal <= 1 {
			continue
		}
		part := rec
		part.Moves = rec.Moves[:i]
		start := time.Now()
		rep := g.Think(gamedef.ThinkRequest{Record: part, Level: level, Seed: 1}, nil, nil)
		took := time.Since(start)
		best, _ := rep.Tally.Best()
		var bv float64
		worst, wv := "", 2.0
		for _, v := range rep.Tally.Votes {
			if v.Visits == 0 {
				continue
			}
			m := v.Total / float64(v.Visits)
			if v.Move == best {
				bv = m
			}
			if m < wv {
				worst, wv = v.Move, m
			}
		}
		loss := (bv - wv) * scale.PerReward
		if loss >= 1.5*scale.Blunder && wv < 0.9*bv {
			t.Logf("%s seed %d: move %d of %d (player %d, %d legal, %v): best %q %.3f, worst %q %.3f: loss %.1f %s",
				rec.Game, rec.Seed, i, len(turns), turns[i].Player, turns[i].Legal, took.Round(time.Millisecond), best, bv, worst, wv, loss, scale.Unit)
			return
		}
	}
	t.Logf("%s: no blunder found", rec.Game)
}
