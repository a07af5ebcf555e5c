package puzzle

import (
	"math"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": a 1500 player (RD 200, volatility 0.06) beats a 1400
// (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300), with tau 0.5.
func TestGlickmanExample(t *testing.T) {
	player := Rating{Rating: 1500, RD: 200, Volatility: 0.06}
	got := Update(player, []Result{
		{Opponent: Rating{Rating: 1400, RD: 30}, Score: 1},
		{Opponent: Rating{Rating: 1550, RD: 100}, Score: 0},
		{Opponent: Rating{Rating: 1700, RD: 300}, Score: 0},
	}, 0.5)
	for _, c := range []struct {
		name      string
		got, want float64
		tolerance float64
	}{
		{"rating", got.Rating, 1464.06, 0.01},
		{"RD", got.RD, 151.52, 0.01},
		{"volatility", got.Volatility, 0.05999, 0.00001},
	} {
		if math.Abs(c.got-c.want) > c.tolerance {
			t.Errorf("%s = %.5f, want %.5f", c.name, c.got, c.want)
		}
	}
}

func TestGlickoTable(t *testing.T) {
	fresh := NewRating()
	for _, c := range []struct {
		name           string
		player, puzzle Rating
		solved         bool
		// The player's rating goes up (1), down (-1); the puzzle's the other way.
		direction int
	}{
		{"a new player solves an even puzzle", fresh, Rating{1500, 250, 0.06}, true, 1},
		{"a new player fails an even puzzle", fresh, Rating{1500, 250, 0.06}, false, -1},
		{"a strong player solves an easy puzzle", Rating{2000, 60, 0.06}, Rating{1100, 250, 0.06}, true, 1},
		{"a weak player fails a hard puzzle", Rating{1100, 60, 0.06}, Rating{1900, 250, 0.06}, false, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, z := Attempt(c.player, c.puzzle, c.solved)
			dp, dz := p.Rating-c.player.Rating, z.Rating-c.puzzle.Rating
			if float64(c.direction)*dp <= 0 || float64(c.direction)*dz >= 0 {
				t.Errorf("player %.1f -> %.1f, puzzle %.1f -> %.1f", c.player.Rating, p.Rating, c.puzzle.Rating, z.Rating)
			}
			if p.RD > c.player.RD+1 || p.RD < MinRD || z.RD < MinRD {
				t.Errorf("RD %.1f -> %.1f, puzzle's %.1f", c.player.RD, p.RD, z.RD)
			}
		})
	}
	// The expected score: even ratings are a coin toss, a far better player
	// nearly always solves.
	if e := Expected(fresh, Rating{1500, 250, 0.06}); math.Abs(e-0.5) > 1e-9 {
		t.Errorf("even expected %.3f", e)
	}
	if e := Expected(Rating{2200, 50, 0.06}, Rating{1200, 50, 0.06}); e < 0.99 {
		t.Errorf("expected %.3f of a 1000-point favourite", e)
	}
	// A long unbroken run of solves raises the rating less and less.
	r, last := fresh, 0.0
	for i := range 30 {
		next, _ := Attempt(r, Rating{1500, 100, 0.06}, true)
		step := next.Rating - r.Rating
		if i > 0 && step > last+1e-9 {
			t.Fatalf("attempt %d gained %.2f after %.2f", i, step, last)
		}
		r, last = next, step
	}
}
