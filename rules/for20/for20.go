package for20

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

const (
	MinPlayers = 2
	MaxPlayers = 5
	// HandSize is the playing cards dealt to each player at the start.
	HandSize = 5
	// WinningScore: at the end of a full round, a player with at least this
	// many points who leads alone wins.
	WinningScore = 20
	// DefaultMaxRounds guards against a game that never ends (the rules set
	// no limit): after that many rounds the highest score wins, equal
	// highest scores share the win.
	DefaultMaxRounds = 100
	// maxChoices is the most abilities that can wait for a target at once
	// (Big Gulp put down by a smoke of Sticky Fingers and Wax Wizard).
	maxChoices = 4
)

// Options of a game.
type Options struct {
	Players int `json:"players"`
	// AskEveryone asks every other player in each reaction window. When
	// false (the default) only the players holding an out-of-turn card that
	// could answer, and the cards to pay for it, are asked: fewer pointless
	// "pass" decisions, at the price of showing who holds such a card.
	AskEveryone bool `json:"askEveryone,omitempty"`
	// MaxRounds ends the game after that many rounds (0: DefaultMaxRounds).
	MaxRounds int `json:"maxRounds,omitempty"`
}

// DefaultOptions for a number of players.
func DefaultOptions(players int) Options { return Options{Players: players} }

// Validate says why options cannot make a game.
func (o Options) Validate() error {
	if o.Players < MinPlayers || o.Players > MaxPlayers {
		return fmt.Errorf("For20 Cards is for %d to %d players, not %d", MinPlayers, MaxPlayers, o.Players)
	}
	if o.MaxRounds < 0 {
		return fmt.Errorf("max rounds %d is below zero", o.MaxRounds)
	}
	return nil
}

func (o Options) maxRounds() int {
	if o.MaxRounds == 0 {
		return DefaultMaxRounds
	}
	return o.MaxRounds
}

// choice is an ability waiting for its owner (the player on turn) to name a
// target.
type choice struct {
	source Card
	effect Effect
	param  int8
}

// State is a game in progress. It is a flat value (arrays, no slices or
// maps, apart from the event log), so Clone and CopyFrom are plain copies.
type State struct {
	rules.EventLog
	opts Options
	rng  rules.RNG

	// Decks, top last.
	materialDeck    [NumMaterials]Card
	materialDeckLen int
	playingDeck     [NumPlaying]Card
	playingDeckLen  int
	materialDump    CardSet
	playingDump     CardSet
	removed         CardSet
	table           CardSet
	hands           [MaxPlayers]CardSet
	reserves        [MaxPlayers]CardSet
	areas           [MaxPlayers]CardSet
	smoked          [MaxPlayers][NumMaterials]Card // bottom first
	smokedLen       [MaxPlayers]int
	bonus           [NumMaterials]int8 // bonus points stored on a smoked material
	scores          [MaxPlayers]int
	// known[c] has bit p set when player p knows that card c, in a hand,
	// is there: always its owner; everyone for cards that came into the hand
	// face up (Drug test!, Scavenger, a paper set given back).
	known [NumCards]uint8

	first, turn, round int
	// The turn's state, reset when it ends.
	coins          int
	newTools       int     // tools that may still come from the hand
	rotated        CardSet // materials rotated this turn
	rotatedOK      CardSet // rotated materials that may still be smoked (Lazy Daisy)
	uses           [NumTools]uint8
	extraUses      [NumTools]uint8 // Space Cake's extra smokes this turn
	smokeForbidden bool            // Drug test!
	secondWind     bool            // every rotated material may be smoked
	turnMoves      int             // moves of the player on turn this turn
	// shield[p] > 0: Stash Box protects p's materials until p's next turn.
	shield    [MaxPlayers]uint8
	legalized bool

	// asked is the player asked in the open reaction window, or
	// rules.Nobody; pending is the declared move.
	asked   int
	pending Move
	// choices wait for the player on turn to name targets, first first.
	choices  [maxChoices]choice
	nChoices int
	over     bool
}

// New sets up a game: both decks shuffled, five playing cards each, a
// random first player, whose first turn starts (with its draws). The setup
// emits no events (recording starts switched off).
func New(opts Options, seed uint64) (*State, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	s := &State{opts: opts, rng: rules.NewRNG(seed), asked: rules.Nobody}
	for c := range Card(NumMaterials) {
		s.materialDeck[c] = c
	}
	s.materialDeckLen = NumMaterials
	for i := range NumPlaying {
		s.playingDeck[i] = Card(NumMaterials + i)
	}
	s.playingDeckLen = NumPlaying
	s.rng.Shuffle(s.materialDeckLen, func(i, j int) {
		s.materialDeck[i], s.materialDeck[j] = s.materialDeck[j], s.materialDeck[i]
	})
	s.rng.Shuffle(s.playingDeckLen, func(i, j int) {
		s.playingDeck[i], s.playingDeck[j] = s.playingDeck[j], s.playingDeck[i]
	})
	for range HandSize {
		for p := range opts.Players {
			s.drawPlaying(p)
		}
	}
	s.first = s.rng.IntN(opts.Players)
	s.round = 1
	s.startTurn(s.first)
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

// Options of the game.
func (s *State) Options() Options { return s.opts }

// NumPlayers is fixed for the game.
func (s *State) NumPlayers() int { return s.opts.Players }

// ToMove is the player asked now: the player asked in a reaction window,
// else the player on turn; rules.Nobody once the game is over.
func (s *State) ToMove() int {
	switch {
	case s.over:
		return rules.Nobody
	case s.asked != rules.Nobody:
		return s.asked
	}
	return s.turn
}

// Decision says who is asked and why: a reaction to the declared move of
// the player on turn, or a turn (including naming an ability's target).
func (s *State) Decision() rules.Decision {
	if s.asked != rules.Nobody && !s.over {
		return rules.Decision{Player: s.asked, Kind: rules.Reaction, Declarer: s.turn}
	}
	return rules.TurnOf(s.ToMove())
}

// Over reports the end of the game.
func (s *State) Over() bool { return s.over }

// Turn is the player whose turn it is (also during a reaction window).
func (s *State) Turn() int { return s.turn }

// FirstPlayer started the first round; every round starts with them.
func (s *State) FirstPlayer() int { return s.first }

// Round is the round being played, from 1 (the last one once over).
func (s *State) Round() int { return s.round }

// Score is player p's stoner points: the smoked stack and its bonuses.
func (s *State) Score(p int) int { return s.scores[p] }

// Coins are the action coins of the player on turn.
func (s *State) Coins() int { return s.coins }

// Hand, Reserve and Area are player p's cards in those zones.
func (s *State) Hand(p int) CardSet    { return s.hands[p] }
func (s *State) Reserve(p int) CardSet { return s.reserves[p] }
func (s *State) Area(p int) CardSet    { return s.areas[p] }

// Smoked is player p's smoked stack, bottom first (a copy).
func (s *State) Smoked(p int) []Card {
	return append([]Card(nil), s.smoked[p][:s.smokedLen[p]]...)
}

// Bonus is the bonus points stored on a smoked material.
func (s *State) Bonus(c Card) int { return int(s.bonus[c]) }

// Pending is the declared move while its reaction window is open.
func (s *State) Pending() (Move, bool) { return s.pending, s.asked != rules.Nobody }

// Legalized reports whether Legalize has resolved (Police is then dead).
func (s *State) Legalized() bool { return s.legalized }

// Winners are the player leading alone once the game is over, or the
// players sharing the highest score when the round cap ended it; nil before
// the end.
func (s *State) Winners() []int {
	if !s.over {
		return nil
	}
	best := s.scores[0]
	for p := range s.opts.Players {
		best = max(best, s.scores[p])
	}
	var w []int
	for p := range s.opts.Players {
		if s.scores[p] == best {
			w = append(w, p)
		}
	}
	return w
}

// Clone is a deep copy with a clean event log (recording switch kept).
func (s *State) Clone() *State { return rules.CloneFlat(s) }

// CopyFrom overwrites s with src, keeping s's own event storage.
func (s *State) CopyFrom(src *State) { rules.CopyFlat(s, src) }

// next is the player after p, clockwise.
func (s *State) next(p int) int { return (p + 1) % s.opts.Players }

var errGameOver = errors.New("the game is over")

// allKnown is the known mask of a card everyone saw go into a hand.
const allKnown = 1<<MaxPlayers - 1
