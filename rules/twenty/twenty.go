// Package twenty is Brian Stovel's counting card game Twenty for 2 to 4
// players. The count runs from 1 to 20; on a turn a player either draws a
// card or plays cards that add up exactly to the count (kings are wild, a
// pair of tens, jacks or queens may count 10). A hand ends when someone makes
// 20 or runs out of cards; the cards left in hand are penalty points, and the
// game ends when someone reaches the target. Fewest points wins.
//
// The decisions of the shared rules README ("Twenty") are the named
// constants below. Suits never matter in this game: only ranks do.
package twenty

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// Rule decisions (shared rules README, "Twenty").
const (
	MinPlayers = 2
	MaxPlayers = 4
	// DealSize is the number of cards dealt to each player, one at a time,
	// starting left of the dealer.
	DealSize = 7
	// FirstCount is the count at the start of a hand; each count made raises
	// it by one; making LastCount ends the hand.
	FirstCount = 1
	LastCount  = 20
	// A king counts any whole value from KingMin to KingMax, chosen each time
	// it is played; several kings in one play each take their own value.
	KingMin = 1
	KingMax = 20
	// CourtValue is what a ten, jack or queen counts. A play holding exactly
	// PairSize cards of one of those ranks may count that pair as PairValue
	// instead of 2*CourtValue. Three of a kind gets no discount, mixed ranks
	// (10+J) never do.
	CourtValue = 10
	PairSize   = 2
	PairValue  = 10
	// Penalties for each card left in hand at the end of a hand. A player
	// who went out has no cards and so scores 0.
	PenaltyLow   = 5  // ace to 9
	PenaltyCourt = 10 // ten, jack, queen
	PenaltyKing  = 20
	// Game end: a player at or past the target ends the game. The target is
	// an option; these are its defaults.
	DefaultTargetTwo  = 100 // 2 players
	DefaultTargetMore = 200 // 3 or 4 players
	// MaxTarget bounds the target option.
	MaxTarget = 10000
)

// Zones for the From/To fields of events.
const (
	ZoneStock = 0  // the face-down stock
	ZoneTable = 1  // the cards played this hand, face up
	ZoneHand0 = 10 // player p's hand is ZoneHand0+p
)

// ZoneHand is player p's hand zone.
func ZoneHand(p int) int { return ZoneHand0 + p }

// Event notes (Value of an EvNote event).
const (
	// NoteNewHand: a new hand starts; Player is its dealer, Delta its
	// number. It comes after the old cards went back to the stock (EvMove)
	// and before the EvDeals.
	NoteNewHand = 1
)

// Options of a game.
type Options struct {
	// Players is 2 to 4.
	Players int `json:"players"`
	// Target is the penalty total that ends the game; 0 means the default
	// (DefaultTargetTwo for 2 players, DefaultTargetMore for 3 or 4).
	Target int `json:"target"`
}

// DefaultTarget is the target used when Options.Target is 0.
func DefaultTarget(players int) int {
	if players <= 2 {
		return DefaultTargetTwo
	}
	return DefaultTargetMore
}

// DefaultOptions is the game as the rules suggest it for that many players,
// with the target spelled out.
func DefaultOptions(players int) Options {
	return Options{Players: players, Target: DefaultTarget(players)}
}

// Validate says why options cannot make a game.
func (o Options) Validate() error {
	if o.Players < MinPlayers || o.Players > MaxPlayers {
		return fmt.Errorf("Twenty is for %d to %d players, not %d", MinPlayers, MaxPlayers, o.Players)
	}
	if o.Target < 0 || o.Target > MaxTarget {
		return fmt.Errorf("the target must be between 1 and %d points (0 for the default), not %d", MaxTarget, o.Target)
	}
	return nil
}

// resolved is o with the default target filled in.
func (o Options) resolved() Options {
	if o.Target == 0 {
		o.Target = DefaultTarget(o.Players)
	}
	return o
}

// State is a game in progress. The zero value is not usable: call New.
// Everything lives in fixed arrays, so a copy of the struct is a deep copy.
type State struct {
	rules.EventLog

	opts Options // target resolved
	rng  rules.RNG

	hands    [MaxPlayers]cards.Set
	table    cards.Set // played this hand since the last reshuffle
	stock    [cards.NumCards]cards.Card
	stockLen int8 // the top card is stock[stockLen-1]

	count      int8
	toMove     int8 // rules.Nobody when the game is over
	dealer     int8
	passes     int8 // consecutive passes this hand
	lastPlayer int8 // rules.Nobody before the first play of a hand
	lastPlay   cards.Set
	handNumber int16

	totals      [MaxPlayers]int
	handPen     [MaxPlayers]int // penalties of the last finished hand
	handsScored int16
	// handEnded is set by the Apply that ended a hand and cleared by the
	// next one (and by Determinize): the search horizon.
	handEnded bool
	over      bool
}

// New sets up a game and deals its first hand. The first dealer is drawn at
// random. The setup emits no events (recording starts switched off); a scene
// draws the state it gets from New.
func New(opts Options, seed uint64) (*State, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	s := &State{opts: opts.resolved(), rng: rules.NewRNG(seed)}
	s.dealer = int8(s.rng.IntN(opts.Players))
	s.startHand()
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

// Options of this game, with the target filled in.
func (s *State) Options() Options { return s.opts }

// NumPlayers is fixed for the game.
func (s *State) NumPlayers() int { return s.opts.Players }

// ToMove is the player whose turn it is, or rules.Nobody at the end.
func (s *State) ToMove() int { return int(s.toMove) }

// Hand is player p's cards.
func (s *State) Hand(p int) cards.Set {
	if p < 0 || p >= s.opts.Players {
		return 0
	}
	return s.hands[p]
}

// Count is the count to make now, FirstCount..LastCount.
func (s *State) Count() int { return int(s.count) }

// StockLen is the number of face-down cards in the stock. When it is 0 a
// draw still works if cards were played (they are reshuffled first).
func (s *State) StockLen() int { return int(s.stockLen) }

// Played is the cards on the table: those played this hand since the last
// reshuffle.
func (s *State) Played() cards.Set { return s.table }

// LastPlay is the most recent play of this hand; ok is false before the
// first play of a hand.
func (s *State) LastPlay() (player int, set cards.Set, ok bool) {
	if s.lastPlayer == rules.Nobody {
		return rules.Nobody, 0, false
	}
	return int(s.lastPlayer), s.lastPlay, true
}

// Penalty is player p's running total over the finished hands.
func (s *State) Penalty(p int) int {
	if p < 0 || p >= s.opts.Players {
		return 0
	}
	return s.totals[p]
}

// HandPenalties is what each player scored in the last finished hand (a
// fresh slice), or nil before the first hand ends.
func (s *State) HandPenalties() []int {
	if s.handsScored == 0 {
		return nil
	}
	return append([]int(nil), s.handPen[:s.opts.Players]...)
}

// Dealer of the current hand.
func (s *State) Dealer() int { return int(s.dealer) }

// HandNumber is the current hand, from 1 (the last one once the game is over).
func (s *State) HandNumber() int { return int(s.handNumber) }

// HandOver is true from the move that ended a hand until the next move, and
// once the game is over. The next hand is already dealt by then: HandOver
// only marks the boundary (HandPenalties tells what the hand scored).
func (s *State) HandOver() bool { return s.handEnded || s.over }

// Over reports the end of the game.
func (s *State) Over() bool { return s.over }

// Winners are the players with the fewest points once the game is over
// (several on a tie), nil before.
func (s *State) Winners() []int {
	if !s.over {
		return nil
	}
	best := s.totals[0]
	for p := 1; p < s.opts.Players; p++ {
		best = min(best, s.totals[p])
	}
	var w []int
	for p := range s.opts.Players {
		if s.totals[p] == best {
			w = append(w, p)
		}
	}
	return w
}

// CanDraw tells whether a draw would get a card: the stock has one, or
// cards played this hand can be reshuffled into a new stock.
func (s *State) CanDraw() bool { return s.stockLen > 0 || s.table != 0 }

// Clone is a deep copy with a clean event log (recording switch kept).
func (s *State) Clone() *State { return rules.CloneFlat(s) }

// CopyFrom overwrites s with src, keeping s's own event storage.
func (s *State) CopyFrom(src *State) { rules.CopyFlat(s, src) }

// Check reports a broken invariant (for tests): every card exactly once in
// the stock, a hand or on the table; the count, the players and the totals
// in range.
func (s *State) Check() error {
	var seen cards.Set
	add := func(c cards.Card, where string) error {
		if c >= cards.NumCards {
			return fmt.Errorf("%s holds an invalid card %d", where, c)
		}
		if seen.Has(c) {
			return fmt.Errorf("card %v is twice (again in %s)", c, where)
		}
		seen = seen.With(c)
		return nil
	}
	for i := range int(s.stockLen) {
		if err := add(s.stock[i], "the stock"); err != nil {
			return err
		}
	}
	for p := range s.opts.Players {
		for _, c := range s.hands[p].AppendTo(nil) {
			if err := add(c, fmt.Sprintf("hand %d", p)); err != nil {
				return err
			}
		}
	}
	for p := s.opts.Players; p < MaxPlayers; p++ {
		if s.hands[p] != 0 {
			return fmt.Errorf("seat %d holds cards in a %d-player game", p, s.opts.Players)
		}
	}
	for _, c := range s.table.AppendTo(nil) {
		if err := add(c, "the table"); err != nil {
			return err
		}
	}
	if seen != cards.FullPack {
		return fmt.Errorf("cards missing: %v", cards.FullPack&^seen)
	}
	if s.count < FirstCount || s.count > LastCount {
		return fmt.Errorf("count %d out of %d..%d", s.count, FirstCount, LastCount)
	}
	if (s.lastPlayer == rules.Nobody) != (s.lastPlay == 0) {
		return fmt.Errorf("last play %v by %d is inconsistent", s.lastPlay, s.lastPlayer)
	}
	if s.over != (s.toMove == rules.Nobody) {
		return fmt.Errorf("over=%v but player %d to move", s.over, s.toMove)
	}
	if !s.over && (s.toMove < 0 || int(s.toMove) >= s.opts.Players) {
		return fmt.Errorf("player %d to move in a %d-player game", s.toMove, s.opts.Players)
	}
	reached := false
	for p := range s.opts.Players {
		if s.totals[p] < 0 {
			return fmt.Errorf("player %d has %d points", p, s.totals[p])
		}
		reached = reached || s.totals[p] >= s.opts.Target
	}
	if reached != s.over {
		return fmt.Errorf("over=%v but target reached=%v", s.over, reached)
	}
	if int(s.passes) >= s.opts.Players {
		return fmt.Errorf("%d passes in a row and the hand goes on", s.passes)
	}
	return nil
}

// errGameOver is returned for any move after the end.
var errGameOver = errors.New("the game is over")
