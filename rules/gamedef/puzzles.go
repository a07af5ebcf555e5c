package gamedef

// Puzzles is how a game's puzzles are judged (rules/puzzle) and mined
// (rules/puzzles): positions where one move is clearly best, by Margin,
// over the deals the player to move cannot rule out, or exactly.
type Puzzles[S any] struct {
	// Unit is the unit of a puzzle's margin: Tiles, Points or WinChance.
	Unit string
	// PerValue turns a judged value (the mover's mean reward in [0,1], or
	// Exact's value) into Unit.
	PerValue float64
	// Margin is the least lead of the answer over every other move, in
	// Unit.
	Margin float64
	// Deals is how many deals a position is judged on (0 with Exact).
	Deals int
	// Goal is the line shown above a puzzle, from its judged best and
	// second-best values in Unit (FixedGoal: the same for every puzzle).
	Goal func(best, second float64) string
	// Exact, where set, judges instead of the deals: the exact value, in
	// Unit for the player to move, of each legal move of s in its
	// AppendLegal order, or why s cannot be judged so.
	Exact func(s S) ([]float64, error)

	// The miner's self-play. Choices are the setup's choices of the game
	// of a seed (nil: the defaults); Worth says which decisions with a
	// choice may be puzzles (nil: every one); RandomShare is the part of
	// the moves played at random rather than by the heuristic, so the
	// games wander off its beaten track (0: the miner's own share).
	Choices     func(seed uint64) []int
	Worth       func(s S) bool
	RandomShare float64
}

// Tiles is a puzzle unit besides the review's Points and WinChance: Game
// of 20's exact final margin of hand sums.
const Tiles = "tiles"

// FixedGoal is a Puzzles.Goal that says line whatever the values.
func FixedGoal(line string) func(best, second float64) string {
	return func(float64, float64) string { return line }
}

// PuzzleRules is a game's Puzzles without its types, for the judge and
// the miner: Exact and Worth take a Position of the game.
type PuzzleRules struct {
	Unit             string
	PerValue, Margin float64
	Deals            int
	Goal             func(best, second float64) string
	// Exact is nil where the game's puzzles are judged on deals.
	Exact       func(p Position) ([]float64, error)
	Choices     func(seed uint64) []int
	Worth       func(p Position) bool
	RandomShare float64
}

// PuzzleRules is d.Puzzles for the tools, or nil for a game without
// puzzles.
func (d *Def[S, M, O]) PuzzleRules() *PuzzleRules {
	z := d.Puzzles
	if z == nil {
		return nil
	}
	r := &PuzzleRules{Unit: z.Unit, PerValue: z.PerValue, Margin: z.Margin, Deals: z.Deals, Goal: z.Goal,
		Choices: z.Choices, RandomShare: z.RandomShare}
	if r.Goal == nil {
		r.Goal = FixedGoal("Find the best move")
	}
	if z.Exact != nil {
		r.Exact = func(p Position) ([]float64, error) { return z.Exact(d.stateOf(p)) }
	}
	if z.Worth != nil {
		r.Worth = func(p Position) bool { return z.Worth(d.stateOf(p)) }
	}
	return r
}

// Protocol adapts a game to external bots (rules/arena/PROTOCOL.md): the
// move request's view is the state's View, and these read the scores the
// round_end and game_end messages carry. A game without one refuses
// external bots.
type Protocol[S any] struct {
	// LastRound reads the round that has just ended: its number and each
	// seat's score in it.
	LastRound func(s S) (round int, scores []int)
	// Totals are the running totals by seat (the final scores once over).
	Totals func(s S) []int
}
