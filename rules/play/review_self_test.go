package play_test

import (
	"os"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// TestHardMarksItself (REVIEW_SELF=1; HEURISTIC=1 for the heuristic's
// games, GAME=id for one game) plays a game of each game with Hard
// on every seat (its own decision seeds, as in a match) and reviews it:
// the marks on Hard's own moves are the review's false alarms, what the
// thresholds must keep rare.
func TestHardMarksItself(t *testing.T) {
	if os.Getenv("REVIEW_SELF") == "" {
		t.Skip("REVIEW_SELF=1 measures the marks on Hard's own moves")
	}
	only := os.Getenv("GAME")
	for _, g := range catalog.Games {
		info := g.Info()
		if only != "" && info.ID != only {
			continue
		}
		players := max(info.MinPlayers, min(2, info.MaxPlayers))
		var rec rules.Record
		if os.Getenv("HEURISTIC") != "" { // the heuristic's game instead
			rec = heuristicFrom(t, g, players, 7)
		} else {
			rec = hardRecord(t, g, players, 7)
		}
		a, err := play.Analyse(g, rec, play.ReviewLevel)
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[string]int{}
		judged := 0
		var loss float64
		for _, j := range a.Judged {
			if j.Judged() {
				judged++
				loss += j.Loss
				kinds[j.Kind]++
			}
		}
		t.Logf("%s: %d moves, %d judged, %d inaccuracies, %d mistakes, %d blunders; %.1f %s lost in all",
			info.ID, len(rec.Moves), judged, kinds[gamedef.Inaccuracy], kinds[gamedef.Mistake], kinds[gamedef.Blunder], loss, a.Scale.Unit)
	}
}

// hardRecord plays a game with Hard on every seat through the game's Think.
func hardRecord(t *testing.T, g gamedef.Game, players int, seed uint64) rules.Record {
	rec := startRecord(t, g, players, seed)
	for i := 0; ; i++ {
		rep := g.Think(gamedef.ThinkRequest{Record: rec, Level: ai.Hard, Seed: rules.MixSeeds(seed, uint64(i))}, nil, nil)
		if rep.Err != "" {
			return rec // the game is over
		}
		best, ok := rep.Tally.Best()
		if !ok {
			t.Fatalf("no move at %d", i)
		}
		rec.Moves = append(rec.Moves, best)
	}
}

// startRecord is the record of a new game of g with default options.
func startRecord(t *testing.T, g gamedef.Game, players int, seed uint64) rules.Record {
	switch g.Info().ID {
	case "twenty":
		return heuristicRecord(t, twenty.Def, players, seed, 0)
	case "minustwenty":
		return heuristicRecord(t, minustwenty.Def, players, seed, 0)
	case "gameof20":
		return heuristicRecord(t, gameof20.Def, players, seed, 0)
	case "twentystrong":
		return heuristicRecord(t, twentystrong.Def, players, seed, 0)
	}
	return heuristicRecord(t, for20.Def, players, seed, 0)
}

// heuristicFrom is a whole heuristic game of g with default options.
func heuristicFrom(t *testing.T, g gamedef.Game, players int, seed uint64) rules.Record {
	switch g.Info().ID {
	case "twenty":
		return heuristicRecord(t, twenty.Def, players, seed, -1)
	case "minustwenty":
		return heuristicRecord(t, minustwenty.Def, players, seed, -1)
	case "gameof20":
		return heuristicRecord(t, gameof20.Def, players, seed, -1)
	case "twentystrong":
		return heuristicRecord(t, twentystrong.Def, players, seed, -1)
	}
	return heuristicRecord(t, for20.Def, players, seed, -1)
}
