package shell

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/puzzle"
)

// TestUnreadablePuzzleRecordIsSetAside: a record that is not JSON, or
// holds a rating no Glicko-2 rating can be, is kept aside whole, replaced
// by a new one, and the player told; the page opens, nothing crashes.
func TestUnreadablePuzzleRecordIsSetAside(t *testing.T) {
	for name, text := range map[string]string{
		"not json":   `{"version":1,"player":`,
		"nan rating": `{"version":1,"player":{"rating":1500,"rd":-3,"vol":0.06}}`,
		"version":    `{"version":7,"player":{"rating":1500,"rd":350,"vol":0.06}}`,
		"bad id":     `{"version":1,"player":{"rating":1500,"rd":350,"vol":0.06},"games":{"twenty":{"tried":[-4]}}}`,
	} {
		t.Run(name, func(t *testing.T) {
			store := play.MemoryStore{puzzlesKey: text}
			a := testApp(t, Options{}, store)
			frame(a)
			tap(t, a, "menu.puzzles")
			if store[puzzlesAsideKey] != text {
				t.Errorf("kept aside %q, want the record %q", store[puzzlesAsideKey], text)
			}
			r, err := decodePuzzleRecord(store[puzzlesKey])
			if err != nil || r.Player != puzzle.NewRating() {
				t.Errorf("the record after: %q (%v)", store[puzzlesKey], err)
			}
			if !strings.Contains(a.Toast.Text, "puzzle record was unreadable") {
				t.Errorf("the player was told %q", a.Toast.Text)
			}
			if st := state(t, a); st.Scene != "puzzles" {
				t.Errorf("scene %q after the unreadable record", st.Scene)
			}
		})
	}
}

// TestPuzzleAttemptsRateTheFirstOnly: the first attempt at a puzzle
// moves the player's rating and the puzzle's; a later one only counts a
// solve; Next passes over the puzzles tried.
func TestPuzzleAttemptsRateTheFirstOnly(t *testing.T) {
	a := testApp(t, Options{}, play.MemoryStore{})
	p := puzzle.Set("twenty")[0]
	if change := a.puzzleResult("twenty", p.ID, false); !strings.HasPrefix(change, "Your puzzle rating: ") || !strings.Contains(change, "(-") {
		t.Errorf("a first miss said %q", change)
	}
	r, _ := a.readPuzzles()
	after := r.Player
	if after.Rating >= 1500 || r.game("twenty").rating(p).Rating <= p.Rating.Rating {
		t.Errorf("after a miss: player %+v, puzzle %+v (shipped %+v)", after, r.game("twenty").rating(p), p.Rating)
	}
	if change := a.puzzleResult("twenty", p.ID, true); !strings.Contains(change, "not rated") {
		t.Errorf("a second attempt said %q", change)
	}
	r, _ = a.readPuzzles()
	if r.Player != after || r.game("twenty").solved() != 1 {
		t.Errorf("after a second attempt: player %+v (was %+v), solved %d", r.Player, after, r.game("twenty").solved())
	}
	next, ok := puzzle.Next("twenty", r.Player, r.game("twenty").done("twenty"), r.game("twenty").Ratings)
	if !ok || next.ID == p.ID {
		t.Errorf("Next after puzzle %d is %d (%v)", p.ID, next.ID, ok)
	}
	if line := a.puzzleRatingLine(r); !strings.HasSuffix(line, "1 puzzle solved") {
		t.Errorf("the rating line is %q", line)
	}
}

// TestQueryPuzzle: ?puzzle=N is read; a value that is no puzzle number
// is said and dropped.
func TestQueryPuzzle(t *testing.T) {
	var o Options
	if notice := parseQuery("game=twenty&puzzle=3", &o); notice != "" || o.Puzzle != 3 || o.Game != "twenty" {
		t.Errorf("puzzle=3: %+v, notice %q", o, notice)
	}
	o = Options{}
	if notice := parseQuery("game=twenty&puzzle=x", &o); !strings.Contains(notice, "puzzle") || o.Puzzle != 0 {
		t.Errorf("puzzle=x: %+v, notice %q", o, notice)
	}
	store := play.MemoryStore{}
	a := testApp(t, Options{Game: "twenty", Puzzle: 999}, store)
	if st := state(t, a); st.Scene != "menu" || !strings.Contains(a.Toast.Text, "no puzzle 999") {
		t.Errorf("puzzle 999 of Twenty: scene %s, told %q", st.Scene, a.Toast.Text)
	}
}
