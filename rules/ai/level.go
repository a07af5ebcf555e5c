package ai

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules"
)

// Level is a difficulty offered to players.
type Level int

const (
	Easy Level = iota
	Normal
	Hard
)

var levelNames = [...]string{Easy: "easy", Normal: "normal", Hard: "hard"}

// String is the level's name as used in flags and settings.
func (l Level) String() string {
	if l < Easy || l > Hard {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level name ("easy", "normal", "hard"; any case).
func ParseLevel(text string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for l, name := range levelNames {
		if t == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("%q is not a level (easy, normal or hard)", text)
}

// Config is the budget and behaviour of one search.
type Config struct {
	// Iterations is the number of determinize-select-expand-playout rounds
	// per decision. It is a count, not a time, so the same seed gives the
	// same decision on every machine. With 0 the policy alone decides.
	Iterations int
	// Exploration is the UCB1 constant c in mean + c*sqrt(ln(avail)/visits);
	// rewards are in [0,1].
	Exploration float64
	// PlayoutNoise is the probability that a playout move is picked uniformly
	// at random instead of by the policy: a cheap way to blunt a level.
	PlayoutNoise float64
	// Root is how the iterations are shared among the observer's moves
	// (RootUCB, the zero value, or RootHalving).
	Root RootRule
	// MaxPlayoutMoves stops a playout that has not reached the horizon after
	// this many moves and scores it where it stands (a guard against a game
	// bug hanging the browser; 0 means DefaultMaxPlayoutMoves).
	MaxPlayoutMoves int
}

// DefaultExploration is the usual UCB1 constant for rewards in [0,1] used by
// ISMCTS (Cowling et al. use 0.7).
const DefaultExploration = 0.7

// DefaultMaxPlayoutMoves is used when Config.MaxPlayoutMoves is 0.
const DefaultMaxPlayoutMoves = 10000

// Default budgets per level, in iterations per decision. They are counts,
// not times, so a level plays the same everywhere. Measured on Twenty with 2
// players and the heuristic playout policy (see the arena's -bench), Hard
// decides in about 0.15 s natively and 2 s in the browser, which runs the
// search in slices of each tick. A game whose iterations cost more sets its
// own Budgets.
const (
	EasyIterations   = 64
	NormalIterations = 1500
	HardIterations   = 20000
)

// EasyPlayoutNoise makes the easy level's few playouts partly random, so it
// misjudges more often than the heuristic alone would.
const EasyPlayoutNoise = 0.5

// numLevels counts the levels, Easy to Hard.
const numLevels = int(Hard) + 1

// Budgets are a game's search settings: its iterations per decision by
// level, and how the root shares them. A game sets its own iterations when
// its iterations (whole playouts) cost more than Twenty's, so that each level
// decides in about the same time in every game, and RootHalving where luck
// swamps the difference between moves (see RootHalving).
type Budgets struct {
	Iterations [numLevels]int
	Root       RootRule
}

// DefaultBudgets are the budgets of a game that sets none.
var DefaultBudgets = Budgets{Iterations: [numLevels]int{Easy: EasyIterations, Normal: NormalIterations, Hard: HardIterations}}

// Config is the search configuration of a level with these budgets:
//
//	easy:   its iterations with half the playout moves random: a short
//	        look-ahead that still blunders; with 0 iterations, the game's
//	        heuristic alone.
//	normal: its iterations with the game's heuristic playouts.
//	hard:   its iterations with the game's heuristic playouts.
func (b Budgets) Config(l Level) Config {
	cfg := Config{Exploration: DefaultExploration, Root: b.Root}
	switch l {
	case Easy:
		cfg.Iterations = b.Iterations[Easy]
		cfg.PlayoutNoise = EasyPlayoutNoise
	case Normal:
		cfg.Iterations = b.Iterations[Normal]
	default:
		cfg.Iterations = b.Iterations[Hard]
	}
	return cfg
}

// LevelConfig is the search configuration of a level with DefaultBudgets.
func LevelConfig(l Level) Config { return DefaultBudgets.Config(l) }

// Decide runs a full search of the level's budget from root for the player to
// move and returns the chosen move. root is not modified. It panics when
// nobody is to move (see Search.Best).
func Decide[S rules.State[S, M], M rules.Move](root S, level Level, policy Policy[S, M], seed uint64) M {
	s := NewSearch(root, LevelConfig(level), policy, seed)
	for !s.Step(s.cfg.Iterations) {
	}
	return s.Best()
}
