package main

import (
	"os"
	"testing"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/puzzle"
)

// TestMine mines a few puzzles of each game from fresh seeds, writes and
// reads them back, and re-checks them as the shipped sets are. Some games
// mine a puzzle in seconds, not milliseconds (For20's judge is slow and
// its puzzles rare): the usual run judges on an eighth of each game's
// deals and at most shortJudged positions of each game in full, and
// checks what they gave; only the long run (make test-long sets LONG=1)
// mines every game's puzzles to the end, on the game's own deals.
func TestMine(t *testing.T) {
	long := !testing.Short() && os.Getenv("LONG") != ""
	const shortJudged = 16
	mined := 0
	for _, g := range catalog.Games {
		id := g.Info().ID
		t.Run(id, func(t *testing.T) {
			j, _ := puzzle.JudgeOf(id)
			n := 2
			m := miner{judge: j, play: selfPlayOf(g, j.Rules), game: g, perGame: 1}
			if !long {
				short := *j
				short.Deals = (j.Deals + 7) / 8
				m.judge, m.maxJudged = &short, shortJudged
			}
			set, err := m.mine(n, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(set) != n && (long || len(set) > n) {
				t.Fatalf("%d puzzles, want %d", len(set), n)
			}
			mined += len(set)
			raw, err := puzzle.Encode(id, set)
			if err != nil {
				t.Fatal(err)
			}
			back, err := puzzle.Decode(raw)
			if err != nil {
				t.Fatal(err)
			}
			for i, p := range back {
				if p.ID != i+1 || p.Grade == "" || p.Rating.Rating == 0 {
					t.Errorf("puzzle %d: id %d, grade %q, rating %.0f", i+1, p.ID, p.Grade, p.Rating.Rating)
				}
				if err := puzzle.Check(p); err != nil {
					t.Error(err)
				}
			}
			t.Logf("%d puzzles from %d games, %d positions screened, %d judged", len(set), m.games, m.screened, m.judged)
		})
	}
	if mined == 0 {
		t.Errorf("no puzzle mined from %d games", len(catalog.Games))
	}
}

func TestGrade(t *testing.T) {
	j, _ := puzzle.JudgeOf(catalog.Games[0].Info().ID)
	var all []found
	for i := range 9 {
		// Harder each time: more plausible moves, a nearer second best.
		a := puzzle.Assessment{Margin: j.Margin * float64(10-i), Plausible: i}
		all = append(all, found{a: a})
	}
	grade(j, all)
	want := []string{"easy", "easy", "easy", "medium", "medium", "medium", "hard", "hard", "hard"}
	for i, f := range all {
		if f.p.Grade != want[i] {
			t.Errorf("puzzle %d: %s, want %s", i, f.p.Grade, want[i])
		}
		if i > 0 && f.p.Rating.Rating <= all[i-1].p.Rating.Rating {
			t.Errorf("puzzle %d rated %.0f after %.0f", i, f.p.Rating.Rating, all[i-1].p.Rating.Rating)
		}
	}
}
