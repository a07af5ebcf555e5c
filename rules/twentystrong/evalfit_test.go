package twentystrong

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

var fitGames = flag.Int("strong.fit", 0, "games of the careful player to fit the evaluation on in TestFitEvaluation (0 skips it)")

// fitSample is one round start: its features and whether the game was won.
type fitSample struct {
	f   [numFeatures]float64
	won bool
}

// roundStarts plays n seeded games with the careful player (a few moves in
// a hundred random, so that the positions a search tries are covered) and
// returns the features at the start of every round.
func roundStarts(n int, seedMix uint64, noise float64) []fitSample {
	var out []fitSample
	buf := make([]Move, 0, 256)
	for seed := range uint64(n) {
		s := MustNew(Options{}, rules.MixSeeds(seed, seedMix))
		rng := rules.NewRNG(seed)
		first := len(out)
		round := -1
		for !s.Over() {
			if r := s.Round(); r != round {
				round = r
				var smp fitSample
				s.features(&smp.f)
				out = append(out, smp)
			}
			var m Move
			if noise > 0 && float64(rng.Uint64()>>11)/(1<<53) < noise {
				m = randomMove(s, &rng, buf)
			} else {
				m = Heuristic(s, &rng, buf)
			}
			if err := s.Apply(m); err != nil {
				panic(err)
			}
		}
		for i := first; i < len(out); i++ {
			out[i].won = s.Result() == Won
		}
	}
	return out
}

// fitLogistic fits weights by Newton's method (IRLS) with a small ridge.
func fitLogistic(data []fitSample) [numFeatures]float64 {
	const k = numFeatures
	var w [k]float64
	for iter := 0; iter < 25; iter++ {
		var grad [k]float64
		var hess [k][k]float64
		for _, d := range data {
			z := 0.0
			for i := range k {
				z += w[i] * d.f[i]
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if d.won {
				y = 1
			}
			for i := range k {
				grad[i] += (y - p) * d.f[i]
				for j := range k {
					hess[i][j] += p * (1 - p) * d.f[i] * d.f[j]
				}
			}
		}
		for i := range k {
			grad[i] -= 1e-2 * w[i]
			hess[i][i] += 1e-2
		}
		step := solve(hess, grad)
		change := 0.0
		for i := range k {
			w[i] += step[i]
			change = max(change, math.Abs(step[i]))
		}
		if change < 1e-6 {
			break
		}
	}
	return w
}

// solve is a x = b by Gaussian elimination with partial pivoting.
func solve(a [numFeatures][numFeatures]float64, b [numFeatures]float64) [numFeatures]float64 {
	const k = numFeatures
	for c := range k {
		p := c
		for r := c + 1; r < k; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < k; r++ {
			f := a[r][c] / a[c][c]
			for j := c; j < k; j++ {
				a[r][j] -= f * a[c][j]
			}
			b[r] -= f * b[c]
		}
	}
	var x [k]float64
	for r := k - 1; r >= 0; r-- {
		sum := b[r]
		for j := r + 1; j < k; j++ {
			sum -= a[r][j] * x[j]
		}
		x[r] = sum / a[r][r]
	}
	return x
}

// logLoss and the calibration by tenths of the predicted chance.
func judgeFit(t *testing.T, name string, w [numFeatures]float64, data []fitSample) {
	loss := 0.0
	var bins [10]struct {
		n, won int
		p      float64
	}
	for _, d := range data {
		z := 0.0
		for i := range numFeatures {
			z += w[i] * d.f[i]
		}
		p := min(max(1/(1+math.Exp(-z)), 1e-9), 1-1e-9)
		b := &bins[min(9, int(p*10))]
		b.n++
		b.p += p
		if d.won {
			loss -= math.Log(p)
			b.won++
		} else {
			loss -= math.Log(1 - p)
		}
	}
	var cal strings.Builder
	for _, b := range bins {
		if b.n > 0 {
			fmt.Fprintf(&cal, " %.2f/%.2f(%d)", b.p/float64(b.n), float64(b.won)/float64(b.n), b.n)
		}
	}
	t.Logf("%s: %d positions, log loss %.4f; predicted/won:%s", name, len(data), loss/float64(len(data)), cal.String())
}

// TestFitEvaluation (opt-in: -strong.fit=N) fits the evaluation's weights
// on the round starts of N careful games and checks them on N others.
func TestFitEvaluation(t *testing.T) {
	if *fitGames == 0 {
		t.Skip("set -strong.fit=N")
	}
	train := roundStarts(*fitGames, 31, 0)
	w := fitLogistic(train)
	judgeFit(t, "train", w, train)
	judgeFit(t, "held out", w, roundStarts(*fitGames/2, 32, 0))
	judgeFit(t, "current weights on held out", evalWeights, roundStarts(*fitGames/2, 32, 0))
	var b strings.Builder
	b.WriteString("var evalWeights = [numFeatures]float64{")
	for i, x := range w {
		if i%6 == 0 {
			b.WriteString("\n\t")
		} else {
			b.WriteString(" ")
		}
		fmt.Fprintf(&b, "%.4f,", x)
	}
	b.WriteString("\n}")
	t.Log("\n" + b.String())
}
