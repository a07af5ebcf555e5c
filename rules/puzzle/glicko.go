package puzzle

import "math"

// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012), as
// lichess rates its puzzles: an attempt is a game between the player and
// the puzzle, won by the player when solved and by the puzzle otherwise,
// and both ratings move.

// Rating is a Glicko-2 rating on the Glicko scale: Rating (1500 for an
// unknown player), RD its deviation (how unsure it is) and Volatility (how
// much it is expected to swing).
type Rating struct {
	Rating     float64 `json:"rating"`
	RD         float64 `json:"rd"`
	Volatility float64 `json:"vol"`
}

// Glicko-2's constants.
const (
	// glickoScale turns the Glicko scale into Glicko-2's (Glickman's 173.7178).
	glickoScale = 173.7178
	// Tau bounds how fast volatility changes; Glickman suggests 0.3 to 1.2,
	// his example uses 0.5.
	Tau = 0.5
	// convergence is the tolerance of the volatility's iteration.
	convergence = 0.000001
	// The bounds of a rating's deviation: an unknown player's, and the least
	// (lichess keeps a little doubt so a rating can still move).
	MaxRD = 350
	MinRD = 45
	// DefaultVolatility is an unknown player's.
	DefaultVolatility = 0.06
)

// NewRating is an unknown player's rating.
func NewRating() Rating { return Rating{Rating: 1500, RD: MaxRD, Volatility: DefaultVolatility} }

// Result is one game of a rating period: the opponent's rating and the
// score, 1 for a win, 0.5 a draw, 0 a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

// Update is r after a rating period with these results and system
// constant tau (Glickman's steps 2 to 8). With no results only the
// deviation grows.
func Update(r Rating, results []Result, tau float64) Rating {
	mu := (r.Rating - 1500) / glickoScale
	phi := r.RD / glickoScale
	sigma := r.Volatility
	if len(results) == 0 {
		phi = math.Sqrt(phi*phi + sigma*sigma)
		return Rating{Rating: r.Rating, RD: clampRD(phi * glickoScale), Volatility: sigma}
	}
	// Step 3 and 4: the estimated variance and improvement.
	var invV, sum float64
	for _, res := range results {
		muJ := (res.Opponent.Rating - 1500) / glickoScale
		phiJ := res.Opponent.RD / glickoScale
		g := glickoG(phiJ)
		e := 1 / (1 + math.Exp(-g*(mu-muJ)))
		invV += g * g * e * (1 - e)
		sum += g * (res.Score - e)
	}
	v := 1 / invV
	delta := v * sum
	// Step 5: the new volatility (the Illinois algorithm).
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	lo := a
	var hi float64
	if delta*delta > phi*phi+v {
		hi = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		hi = a - k*tau
	}
	fLo, fHi := f(lo), f(hi)
	for math.Abs(hi-lo) > convergence {
		c := lo + (lo-hi)*fLo/(fHi-fLo)
		fC := f(c)
		if fC*fHi <= 0 {
			lo, fLo = hi, fHi
		} else {
			fLo /= 2
		}
		hi, fHi = c, fC
	}
	sigma = math.Exp(lo / 2)
	// Steps 6 to 8: the new deviation and rating.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	return Rating{Rating: mu*glickoScale + 1500, RD: clampRD(phi * glickoScale), Volatility: sigma}
}

func glickoG(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func clampRD(rd float64) float64 { return max(MinRD, min(MaxRD, rd)) }

// Attempt rates one try at a puzzle: the player's and the puzzle's ratings
// after it, each updated as a rating period of one game against the other's
// rating before it.
func Attempt(player, puzzle Rating, solved bool) (newPlayer, newPuzzle Rating) {
	score := 0.0
	if solved {
		score = 1
	}
	newPlayer = Update(player, []Result{{Opponent: puzzle, Score: score}}, Tau)
	newPuzzle = Update(puzzle, []Result{{Opponent: player, Score: 1 - score}}, Tau)
	return newPlayer, newPuzzle
}

// Expected is the chance, by the ratings, that player solves puzzle.
func Expected(player, puzzle Rating) float64 {
	mu := (player.Rating - 1500) / glickoScale
	muJ := (puzzle.Rating - 1500) / glickoScale
	return 1 / (1 + math.Exp(-glickoG(puzzle.RD/glickoScale)*(mu-muJ)))
}
