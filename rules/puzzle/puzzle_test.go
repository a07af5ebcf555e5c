package puzzle

import (
	"bytes"
	"os"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/catalog"
)

// minShipped is the least a game's shipped set may hold.
const minShipped = 100

func TestShippedSets(t *testing.T) {
	if err := LoadError(); err != nil {
		t.Fatal(err)
	}
	for _, g := range catalog.Games {
		id := g.Info().ID
		set := Set(id)
		if len(set) < minShipped {
			t.Errorf("%s: %d puzzles, want at least %d", id, len(set), minShipped)
		}
		if Count(id) != len(set) {
			t.Errorf("%s: Count %d, Set %d", id, Count(id), len(set))
		}
		j, ok := JudgeOf(id)
		if !ok {
			t.Fatalf("%s: no judge", id)
		}
		grades := map[string]int{}
		for i, p := range set {
			switch {
			case p.ID != i+1:
				t.Errorf("%s: puzzle %d has id %d", id, i+1, p.ID)
			case p.Game != id || p.Unit != j.Unit:
				t.Errorf("%s %d: game %q, unit %q", id, p.ID, p.Game, p.Unit)
			case len(p.Answer) != 1 || p.Goal == "" || p.Explain() == "":
				t.Errorf("%s %d: answer %v, goal %q", id, p.ID, p.Answer, p.Goal)
			case p.Margin < j.Margin && !(p.Unit == Tiles && p.Margin >= 1):
				t.Errorf("%s %d: margin %.1f below %.1f", id, p.ID, p.Margin, j.Margin)
			case p.Rating.Rating < 800 || p.Rating.Rating > 2200 || p.Rating.RD < MinRD || p.Rating.RD > MaxRD:
				t.Errorf("%s %d: rating %+v", id, p.ID, p.Rating)
			case p.Legal < 3 || p.Plausible >= p.Legal:
				t.Errorf("%s %d: %d legal, %d plausible", id, p.ID, p.Legal, p.Plausible)
			}
			grades[p.Grade]++
		}
		for _, grade := range []string{Easy, Medium, Hard} {
			if grades[grade] < len(set)/4 {
				t.Errorf("%s: %d %s puzzles of %d", id, grades[grade], grade, len(set))
			}
		}
		if got, ok := Find(id, len(set)); !ok || got.ID != len(set) {
			t.Errorf("%s: Find(%d) = %d, %v", id, len(set), got.ID, ok)
		}
	}
	if Count("chess") != 0 || Set("chess") != nil {
		t.Error("a game not in the collection has puzzles")
	}
}

// TestRestorable: every shipped puzzle's position restores from its
// record, its player is to move there, and its answer (and the moves that
// count as it) are legal there, written as the game writes them.
func TestRestorable(t *testing.T) {
	for _, g := range catalog.Games {
		id := g.Info().ID
		j, _ := JudgeOf(id)
		for _, p := range Set(id) {
			rec := p.Record()
			player, err := j.Player(rec)
			if err != nil || player != p.Player {
				t.Errorf("%s %d: player %d to move (want %d): %v", id, p.ID, player, p.Player, err)
				continue
			}
			for _, m := range append(append([]string{}, p.Answer...), p.Also...) {
				if canonical, err := j.Legal(rec, m); err != nil || canonical != m {
					t.Errorf("%s %d: answer %q: %q, %v", id, p.ID, m, canonical, err)
				}
			}
			// The record is the caller's to change.
			rec.Moves = append(rec.Moves[:0], "x")
			if again := p.Record(); len(again.Moves) > 0 && again.Moves[0] == "x" {
				t.Fatalf("%s %d: Record shares its moves", id, p.ID)
			}
		}
	}
}

// sample is a few puzzles of each game: the first, one from the middle
// and the last.
func sample(set []Puzzle) []Puzzle {
	if len(set) < 3 {
		return set
	}
	return []Puzzle{set[0], set[len(set)/2], set[len(set)-1]}
}

// TestCheckSample re-checks a few puzzles of every game (make test); the
// long test re-checks them all (make test-long).
func TestCheckSample(t *testing.T) {
	for _, g := range catalog.Games {
		for _, p := range sample(Set(g.Info().ID)) {
			if err := Check(p); err != nil {
				t.Errorf("%s: %v", p.Game, err)
			}
		}
	}
}

// long reports a long run: make test-long sets LONG=1 (make test runs the
// rules' tests without -short, and they must stay a sample there).
func long() bool { return !testing.Short() && os.Getenv("LONG") != "" }

func TestCheckAll(t *testing.T) {
	if !long() {
		t.Skip("re-checks every shipped puzzle: make test-long, or LONG=1 go test")
	}
	for _, g := range catalog.Games {
		start := time.Now()
		set := Set(g.Info().ID)
		for _, p := range set {
			if err := Check(p); err != nil {
				t.Errorf("%s: %v", p.Game, err)
			}
		}
		t.Logf("%s: %d puzzles re-checked in %v", g.Info().ID, len(set), time.Since(start).Round(time.Millisecond))
	}
}

// TestHiddenCards: the answer stays best in other worlds the player cannot
// tell from the real one (the hidden cards and the piles re-dealt), on
// other deals. A sample in make test, every puzzle in make test-long.
func TestHiddenCards(t *testing.T) {
	for _, g := range catalog.Games {
		set := Set(g.Info().ID)
		if !long() {
			set = sample(set)
		}
		for _, p := range set {
			if err := CheckRedealt(p, 0x6f74686572+p.JudgeSeed); err != nil {
				t.Errorf("%s in another world: %v", p.Game, err)
			}
		}
	}
}

func TestIsAnswer(t *testing.T) {
	respelled := 0
	for _, g := range catalog.Games {
		id := g.Info().ID
		set := Set(id)
		if len(set) == 0 {
			t.Fatalf("no %s puzzles", id)
		}
		p := set[0]
		answer := p.Answer[0]
		rec := p.Record()
		j, _ := JudgeOf(p.Game)
		cases := []struct {
			name string
			step int
			move string
			want bool
		}{
			{"the answer", 0, answer, true},
			{"not a move", 0, "castle", false},
			{"empty", 0, "", false},
			{"a step past the answer", 1, answer, false},
			{"a negative step", -1, answer, false},
		}
		// Another legal move is not the answer.
		pos, err := g.RestorePosition(rec)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range pos.LegalMoves() {
			if text := m.String(); text != answer && !slices.Contains(p.Also, text) {
				cases = append(cases, struct {
					name string
					step int
					move string
					want bool
				}{"another legal move", 0, text, false})
				break
			}
		}
		// Another spelling of the answer is the answer where the game reads
		// it as the answer ("place 5 at C3" is "place 5 at c3").
		for name, text := range map[string]string{"the answer in capitals": bytesUpper(answer), "the answer with more spaces": " " + answer + " "} {
			canonical, err := j.Legal(rec, text)
			want := err == nil && canonical == answer
			if want {
				respelled++
			}
			cases = append(cases, struct {
				name string
				step int
				move string
				want bool
			}{name, 0, text, want})
		}
		for _, c := range cases {
			if got := p.IsAnswerAt(c.step, c.move); got != c.want {
				t.Errorf("%s: %s: IsAnswerAt(%d, %q) = %v", id, c.name, c.step, c.move, got)
			}
		}
		if !p.IsAnswer(answer) {
			t.Errorf("%s: IsAnswer refuses the answer", id)
		}
		// A move that does what the answer does counts as it.
		for _, q := range set {
			for _, also := range q.Also {
				if !q.IsAnswer(also) {
					t.Errorf("%s %d: %q is one of the answer's equals", q.Game, q.ID, also)
				}
			}
		}
	}
	if respelled == 0 {
		t.Error("no game reads another spelling of an answer as it")
	}
}

func bytesUpper(s string) string { return string(bytes.ToUpper([]byte(s))) }

func TestEncodeDecode(t *testing.T) {
	for _, g := range catalog.Games {
		id := g.Info().ID
		set := Set(id)
		raw, err := Encode(id, set)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		back, err := Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if !reflect.DeepEqual(set, back) {
			t.Errorf("%s: the set changed in a round trip", id)
		}
		t.Logf("%s: %d puzzles, %d bytes", id, len(set), len(raw))
	}
}

func TestDaily(t *testing.T) {
	day := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	for _, g := range catalog.Games {
		id := g.Info().ID
		a, ok := Daily(id, day)
		b, _ := Daily(id, time.Date(2026, 11, 23, 23, 59, 0, 0, time.FixedZone("far", 11*3600)))
		if !ok || a.ID != b.ID {
			t.Errorf("%s: one date, puzzles %d and %d", id, a.ID, b.ID)
		}
		seen := map[int]bool{}
		for d := range 30 {
			p, _ := Daily(id, day.AddDate(0, 0, d))
			seen[p.ID] = true
		}
		if len(seen) < 15 {
			t.Errorf("%s: %d different puzzles in 30 days", id, len(seen))
		}
	}
	if _, ok := Daily("chess", day); ok {
		t.Error("a daily puzzle of a game with none")
	}
}

func TestNext(t *testing.T) {
	for _, g := range catalog.Games {
		id := g.Info().ID
		set := Set(id)
		done := map[int]bool{}
		r := Rating{Rating: 1100, RD: 100, Volatility: DefaultVolatility}
		for range set {
			p, ok := Next(id, r, done, nil)
			if !ok || done[p.ID] {
				t.Fatalf("%s: Next gave %d, %v", id, p.ID, ok)
			}
			done[p.ID] = true
		}
		if _, ok := Next(id, r, done, nil); ok {
			t.Errorf("%s: Next after every puzzle", id)
		}
		// The device's own rating of a puzzle counts.
		own := map[int]Rating{set[len(set)-1].ID: {Rating: 1100, RD: 60}}
		if p, _ := Next(id, r, nil, own); p.ID != set[len(set)-1].ID && p.Rating.Rating != 1100 {
			t.Errorf("%s: Next chose %d (%.0f) for a 1100 player", id, p.ID, p.Rating.Rating)
		}
	}
}
