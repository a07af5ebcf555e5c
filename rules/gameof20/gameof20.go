// Package gameof20 is Petri Purho's Game of 20: two players draft numbered
// tiles, then take turns placing them on a small board. A cell touching 0 or
// 1 tiles takes only the placer's lowest tile; a cell touching 2 or more
// takes only the tile equal to the sum of its neighbours. The game ends when
// neither player can place, and the lowest sum left in hand wins.
//
// Everything is open (hands and pool are visible), so the game has perfect
// information: Determinize does nothing, and the placement phase can be
// solved exactly near its end (see Solver).
//
// The decisions of the shared rules README are the named constants below.
package gameof20

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/twenty-games/twenty/rules"
)

// Rule decisions (shared rules README, "Game of 20").
const (
	// NumPlayers: the game is for two.
	NumPlayers = 2
	// DefaultSize is the side of the board: 5 x 5 holds the 24 hand tiles
	// plus the centre tile exactly.
	DefaultSize = 5
	// MinSize and MaxSize bound the Size option. 4 is the shorter variant in
	// which the board fills before the hands empty.
	MinSize = 3
	MaxSize = 7
	// CentreTileLow..CentreTileHigh is the set of centre tiles; one of them,
	// drawn at random, starts in the centre cell and belongs to no one.
	CentreTileLow  = 1
	CentreTileHigh = 5
	// DraftLow..DraftHigh are the tiles laid out for the draft.
	DraftLow  = 3
	DraftHigh = 20
	// MaxTile is the highest tile value.
	MaxTile = 20
	// FirstTake is how many tiles the randomly chosen first drafter takes;
	// after that each turn takes TakesPerTurn, until one tile is left, which
	// goes to the second drafter.
	FirstTake    = 1
	TakesPerTurn = 2
	// HandSize is what each hand holds after the draft: 3 starting tiles +
	// 9 drafted.
	HandSize = 12
	// SumRuleNeighbours: a cell with at least this many edge neighbours takes
	// only the tile equal to their sum; with fewer it takes the placer's
	// lowest tile.
	SumRuleNeighbours = 2
)

// StartingHand is what each player holds before the draft.
var StartingHand = [...]int{1, 1, 2}

// maxCells is the storage of the largest board.
const maxCells = MaxSize * MaxSize

// Zones for the From/To fields of events.
const (
	ZonePool    = iota // the draft tiles still laid out
	ZoneHand0          // player 0's hand; player p's is ZoneHand0+p
	ZoneHand1          // player 1's hand
	ZoneBoard          // the board (Cell says where)
	ZoneCentres        // the centre tiles not drawn (never a source in events)
)

// ZoneHand is player p's hand zone.
func ZoneHand(p int) int { return ZoneHand0 + p }

// Event notes (Value of an EvNote event).
const (
	// NotePlacingStarts: the draft is over; the next EvTurn names the player
	// with the higher hand sum, who places first.
	NotePlacingStarts = 1
)

// Options of a game.
type Options struct {
	// Size is the side of the square board, MinSize..MaxSize. 5 is the game
	// as published; 4 is a shorter variant where the board fills (or its
	// cells die) before the hands empty.
	Size int `json:"size"`
}

// DefaultOptions is the published game.
func DefaultOptions() Options { return Options{Size: DefaultSize} }

// Validate says why options cannot make a game.
func (o Options) Validate() error {
	if o.Size < MinSize || o.Size > MaxSize {
		return fmt.Errorf("board size %d is not between %d and %d", o.Size, MinSize, MaxSize)
	}
	return nil
}

// Phase of the game.
type Phase uint8

const (
	Drafting Phase = iota // players take tiles from the pool
	Placing               // players place tiles on the board
	Finished              // neither player can place
)

func (p Phase) String() string {
	switch p {
	case Drafting:
		return "drafting"
	case Placing:
		return "placing"
	case Finished:
		return "finished"
	}
	return "phase?"
}

// hand is a multiset of tile values as counts, plus a mask of the values held
// (bit v set when count[v] > 0) so the lowest tile is one instruction.
type hand struct {
	count [MaxTile + 1]int8
	mask  uint32
	sum   int16
	n     int8
}

func (h *hand) add(v int) {
	h.count[v]++
	h.mask |= 1 << v
	h.sum += int16(v)
	h.n++
}

func (h *hand) remove(v int) {
	h.count[v]--
	if h.count[v] == 0 {
		h.mask &^= 1 << v
	}
	h.sum -= int16(v)
	h.n--
}

func (h *hand) has(v int) bool { return v >= 1 && v <= MaxTile && h.count[v] > 0 }

// lowest tile held, 0 when the hand is empty.
func (h *hand) lowest() int {
	if h.mask == 0 {
		return 0
	}
	return bits.TrailingZeros32(h.mask)
}

// State is a game in progress. The zero value is not usable: call New.
type State struct {
	rules.EventLog

	size      int8
	phase     Phase
	toMove    int8 // rules.Nobody when finished
	takesLeft int8 // Take moves left in the current draft turn
	first     int8 // the player who drafted first
	passed    [NumPlayers]bool
	pool      uint32 // bit v set: tile v is still in the draft
	board     [maxCells]int8
	hands     [NumPlayers]hand
	// nearCount and nearSum cache, per cell, the number and sum of the tiles
	// on its edge neighbours (kept by setTile): the placement rules read them
	// for every empty cell of every position a search visits.
	nearCount [maxCells]int8
	nearSum   [maxCells]int16
}

// New sets up a game: starting hands, a random centre tile, a random first
// drafter. The setup emits no events (recording starts switched off); a
// scene draws the state it gets from New.
func New(opts Options, seed uint64) (*State, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	rng := rules.NewRNG(seed)
	s := &State{size: int8(opts.Size)}
	for p := range s.hands {
		for _, v := range StartingHand {
			s.hands[p].add(v)
		}
	}
	s.setTile(s.Centre(), CentreTileLow+rng.IntN(CentreTileHigh-CentreTileLow+1))
	for v := DraftLow; v <= DraftHigh; v++ {
		s.pool |= 1 << v
	}
	s.first = int8(rng.IntN(NumPlayers))
	s.toMove = s.first
	s.takesLeft = FirstTake
	s.phase = Drafting
	return s, nil
}

// MustNew is New for options known to be valid (tests, tools).
func MustNew(opts Options, seed uint64) *State {
	s, err := New(opts, seed)
	if err != nil {
		panic(err)
	}
	return s
}

// NumPlayers is always 2.
func (s *State) NumPlayers() int { return NumPlayers }

// ToMove is the player whose decision it is, or rules.Nobody at the end.
func (s *State) ToMove() int { return int(s.toMove) }

// Phase of the game.
func (s *State) Phase() Phase { return s.phase }

// Size is the side of the board.
func (s *State) Size() int { return int(s.size) }

// Cells is the number of cells, Size*Size.
func (s *State) Cells() int { return int(s.size) * int(s.size) }

// Centre is the cell of the centre tile: row Size/2, column Size/2. On odd
// boards that is Size*Size/2; on even boards it is the lower right of the four
// middle cells.
func (s *State) Centre() int { return int(s.size/2)*int(s.size) + int(s.size/2) }

// CentreTile is the value of the tile drawn for the centre.
func (s *State) CentreTile() int { return int(s.board[s.Centre()]) }

// Board is the tile on cell (row*Size+col): 0 when empty.
func (s *State) Board(cell int) int {
	if cell < 0 || cell >= s.Cells() {
		return 0
	}
	return int(s.board[cell])
}

// Hand is player p's tiles, ascending (a fresh slice).
func (s *State) Hand(p int) []int {
	h := &s.hands[p]
	out := make([]int, 0, h.n)
	for v := 1; v <= MaxTile; v++ {
		for range h.count[v] {
			out = append(out, v)
		}
	}
	return out
}

// HandCount is how many tiles of value v player p holds.
func (s *State) HandCount(p, v int) int {
	if v < 1 || v > MaxTile {
		return 0
	}
	return int(s.hands[p].count[v])
}

// HandSize is how many tiles player p holds.
func (s *State) HandSize(p int) int { return int(s.hands[p].n) }

// HandSum is the sum of player p's tiles: the score, lower is better.
func (s *State) HandSum(p int) int { return int(s.hands[p].sum) }

// Pool is the draft tiles still available, ascending (a fresh slice).
func (s *State) Pool() []int {
	out := make([]int, 0, bits.OnesCount32(s.pool))
	for m := s.pool; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros32(m))
	}
	return out
}

// InPool tells whether tile v can still be drafted.
func (s *State) InPool(v int) bool { return v >= 1 && v <= MaxTile && s.pool&(1<<v) != 0 }

// FirstDrafter is the player who took the first tile.
func (s *State) FirstDrafter() int { return int(s.first) }

// TakesLeft is how many tiles the player to move still takes this draft turn
// (0 outside the draft).
func (s *State) TakesLeft() int { return int(s.takesLeft) }

// LastPassed tells whether player p's latest turn in the placement was a pass.
func (s *State) LastPassed(p int) bool { return s.passed[p] }

// Over reports the end of the game.
func (s *State) Over() bool { return s.phase == Finished }

// HorizonReached is Over: a game is one round.
func (s *State) HorizonReached() bool { return s.Over() }

// Winners is the player with the lower hand sum, or both on equal sums; nil
// before the end.
func (s *State) Winners() []int {
	if s.phase != Finished {
		return nil
	}
	switch d := s.Margin(0); {
	case d > 0:
		return []int{0}
	case d < 0:
		return []int{1}
	}
	return []int{0, 1}
}

// Margin is how far player p is ahead: the opponent's hand sum minus p's.
// Positive is good for p (lower sum wins).
func (s *State) Margin(p int) int { return s.HandSum(1-p) - s.HandSum(p) }

// Clone is a deep copy with a clean event log (recording switch kept).
func (s *State) Clone() *State { return rules.CloneFlat(s) }

// CopyFrom overwrites s with src, keeping s's own event storage.
func (s *State) CopyFrom(src *State) { rules.CopyFlat(s, src) }

// Determinize does nothing: every tile is visible and the only random draw
// (the centre tile and first drafter) happened in New.
func (s *State) Determinize(observer int, rng *rules.RNG) {}

// State is a rules.State.
var _ rules.State[*State, Move] = (*State)(nil)

// errGameOver is returned for any move after the end.
var errGameOver = errors.New("the game is over")
