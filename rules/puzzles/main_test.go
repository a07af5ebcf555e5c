package main

import (
	"os"
	"testing"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/puzzle"
)

// TestMine mines a few puzzles of each game from fresh seeds, writes and
// reads them back, and re-checks them as the shipped sets are. Minus
// Twenty and For20 mine a puzzle in seconds, not milliseconds: only the
// long run (make test-long sets LONG=1) mines theirs.
func TestMine(t *testing.T) {
	long := !testing.Short() && os.Getenv("LONG") != ""
	for _, g := range catalog.Games {
		id := g.Info().ID
		n := 2
		if id == "for20" || id == "minustwenty" {
			if !long {
				continue
			}
			n = 1
		}
		t.Run(id, func(t *testing.T) {
			j, _ := puzzle.JudgeOf(id)
			m := miner{judge: j, play: selfPlayers[id], game: g, perGame: 1}
			set, err := m.mine(n, 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(set) != n {
				t.Fatalf("%d puzzles, want %d", len(set), n)
			}
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
}

func TestGrade(t *testing.T) {
	j, _ := puzzle.JudgeOf("twenty")
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
