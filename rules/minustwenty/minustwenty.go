// Package minustwenty is Rusty Spell's Minus Twenty, Reiner Knizia's Lost
// Cities played with a poker deck: 48 cards (2..10 and J, Q, K in four
// suits), seven in each hand. A turn is a play step (lay a card on one of
// your melds, or discard it face up on its suit's pile) followed by a draw
// step (the draw pile, or the top of any discard pile but the card you have
// just discarded). The round ends at once when the last card of the draw
// pile is drawn; each begun meld scores (sum of number cards - 20) x (face
// cards + 1), plus 20 when it holds 8 or more cards.
//
// The decisions of the shared rules README ("Minus Twenty") are the named
// constants below; the ones it left open are documented where they are made
// (see Options, Winners and IdleTurns).
package minustwenty

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// Rule decisions (shared rules README, "Minus Twenty").
const (
	// NumPlayers: the game is for two.
	NumPlayers = 2
	// LowestNumber..HighestNumber are the number cards; Jack, Queen and King
	// are the face cards (multipliers). Aces are only markers for the discard
	// piles and are never dealt.
	LowestNumber  = 2
	HighestNumber = 10
	// DeckSize is 12 ranks x 4 suits.
	DeckSize = 48
	// HandSize is dealt to each player, and held again after every full turn.
	HandSize = 7
	// StartingDrawPile is what is left after dealing 7 + 7.
	StartingDrawPile = DeckSize - NumPlayers*HandSize
	// MeldCost is the twenty of the name: a begun meld starts at -20.
	MeldCost = 20
	// BonusCards is the meld length (face cards count) that earns
	// BonusPoints, added after the multiplier.
	BonusCards  = 8
	BonusPoints = 20
	// DefaultRounds is the standard short match.
	DefaultRounds = 3
	// MaxRounds bounds a match: the Rounds option cannot exceed it, and a
	// match played to a TargetScore that nobody has reached after MaxRounds
	// rounds ends there (players who keep scoring below zero would never
	// reach it).
	MaxRounds = 20
	// maxPile is the most cards a meld or a discard pile can hold: one suit.
	maxPile = DeckSize / cards.NumSuits
)

// Zones for the From/To fields of events.
//
// Events: EvMove for every play, discard and draw (Item = card, Player = the
// mover; FaceUp is false only for a draw-pile card, which Item still names:
// the scene shows it to its owner alone). At a round end: EvScore per begun
// meld and per total, EvRoundEnd, then EvGameEnd or the next deal: EvShuffle
// (every card back to ZoneDrawPile, Value 48), EvDeal per card (face down,
// Player = receiver) and EvTurn. EvTurn also starts every turn.
const (
	ZoneDrawPile = 0 // face down; also where the cards gather for a new deal
	zoneHand0    = 1 // player p's hand is zoneHand0+p
	zoneMeld0    = zoneHand0 + NumPlayers
	zoneDiscard0 = zoneMeld0 + NumPlayers*cards.NumSuits
	// NumZones is one past the highest zone number.
	NumZones = zoneDiscard0 + cards.NumSuits
)

// ZoneHand is player p's hand.
func ZoneHand(p int) int { return zoneHand0 + p }

// ZoneMeld is player p's meld of suit.
func ZoneMeld(p int, suit cards.Suit) int { return zoneMeld0 + p*cards.NumSuits + int(suit) }

// ZoneDiscard is the discard pile of suit.
func ZoneDiscard(suit cards.Suit) int { return zoneDiscard0 + int(suit) }

// ItemTotal is the Item of the EvScore event that carries a player's running
// total at the end of a round (the per-meld EvScore events carry the suit).
const ItemTotal = -1

// Options of a match.
type Options struct {
	// Rounds is the length of the match when TargetScore is 0 (1..MaxRounds).
	Rounds int `json:"rounds"`
	// TargetScore, when above 0, replaces Rounds: the match ends at the end
	// of the first round after which a player's total has reached it and the
	// totals differ. When both reach it in the same round the higher total
	// wins; equal totals at or past the target play another round (the
	// target asks for one winner). After MaxRounds rounds the match ends
	// whatever the totals.
	TargetScore int `json:"targetScore"`
}

// DefaultOptions is the standard three-round match.
func DefaultOptions() Options { return Options{Rounds: DefaultRounds} }

// Validate says why options cannot make a match.
func (o Options) Validate() error {
	if o.TargetScore < 0 {
		return fmt.Errorf("target score %d is below zero", o.TargetScore)
	}
	if o.TargetScore == 0 && (o.Rounds < 1 || o.Rounds > MaxRounds) {
		return fmt.Errorf("%d rounds is not between 1 and %d", o.Rounds, MaxRounds)
	}
	return nil
}

// Phase of a turn.
type Phase uint8

const (
	PlayStep Phase = iota // the player to move lays down or discards a card
	DrawStep              // the same player draws a card
	Finished              // the match is over
)

func (p Phase) String() string {
	switch p {
	case PlayStep:
		return "play"
	case DrawStep:
		return "draw"
	case Finished:
		return "finished"
	}
	return "phase?"
}

// noCard marks "nothing discarded this turn".
const noCard = cards.Card(0xff)

// pile is a meld or a discard pile, bottom first. It is a fixed array so a
// state is one flat value: copying it is a memory copy.
type pile struct {
	cards [maxPile]cards.Card
	n     uint8
}

func (p *pile) push(c cards.Card) { p.cards[p.n] = c; p.n++ }

func (p *pile) pop() cards.Card { p.n--; return p.cards[p.n] }

func (p *pile) top() (cards.Card, bool) {
	if p.n == 0 {
		return 0, false
	}
	return p.cards[p.n-1], true
}

func (p *pile) slice() []cards.Card { return p.cards[:p.n] }

// State is a match in progress. It is a flat value (no pointers but the event
// log), so Clone and CopyFrom are plain copies.
type State struct {
	rules.EventLog
	opts Options
	rng  rules.RNG

	round   int // 1-based, the round being played (the last one once over)
	starter int // who started the current round
	toMove  int
	phase   Phase
	// horizon is set by the Apply that ended a round, cleared by the next.
	horizon bool

	hands [NumPlayers]cards.Set
	// known[p]: cards p took from a discard pile and still holds. The
	// opponent saw them taken, so they are not re-dealt by Determinize.
	known    [NumPlayers]cards.Set
	melds    [NumPlayers][cards.NumSuits]pile
	discards [cards.NumSuits]pile
	// onTable is every card on a meld or a discard pile: what both players
	// see, which the heuristic reads at every playout move.
	onTable cards.Set
	draw    [DeckSize]cards.Card // draw[drawLen-1] is the top
	drawLen int
	// justDiscarded is the card the player to move discarded this turn, which
	// they may not take back; noCard otherwise.
	justDiscarded cards.Card
	// idle counts the turns since the last one that laid a card on a meld or
	// drew from the draw pile (see IdleTurns).
	idle int

	totals      [NumPlayers]int
	roundScores [MaxRounds][NumPlayers]int
	roundsDone  int
}

// Deck is the 48 cards dealt: every card but the aces.
var Deck = buildDeck()

func buildDeck() cards.Set {
	var s cards.Set
	for r := cards.Rank(LowestNumber); r <= cards.King; r++ {
		for suit := range cards.Suit(cards.NumSuits) {
			s = s.With(cards.New(r, suit))
		}
	}
	return s
}

// IsFace tells a multiplier card (Jack, Queen, King).
func IsFace(c cards.Card) bool { return c.Rank() >= cards.Jack }

// New sets up a match and deals its first round; the starting player is
// drawn at random. The setup emits no events (recording starts switched
// off): a scene draws the state it gets from New.
func New(opts Options, seed uint64) (*State, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	s := &State{opts: opts, rng: rules.NewRNG(seed), round: 1}
	s.startRound(s.rng.IntN(NumPlayers))
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

// Options of the match.
func (s *State) Options() Options { return s.opts }

// NumPlayers is 2.
func (s *State) NumPlayers() int { return NumPlayers }

// ToMove is the player whose step it is, or rules.Nobody once the match is over.
func (s *State) ToMove() int {
	if s.phase == Finished {
		return rules.Nobody
	}
	return s.toMove
}

// Phase is the step of the turn (PlayStep, DrawStep), or Finished.
func (s *State) Phase() Phase { return s.phase }

// Hand is player p's hand.
func (s *State) Hand(p int) cards.Set { return s.hands[p] }

// Meld is p's meld of suit in play order (a copy).
func (s *State) Meld(p int, suit cards.Suit) []cards.Card {
	return append([]cards.Card(nil), s.melds[p][suit].slice()...)
}

// DiscardPile is the discard pile of suit, bottom to top (a copy).
func (s *State) DiscardPile(suit cards.Suit) []cards.Card {
	return append([]cards.Card(nil), s.discards[suit].slice()...)
}

// DiscardTop is the card on top of the discard pile of suit.
func (s *State) DiscardTop(suit cards.Suit) (cards.Card, bool) { return s.discards[suit].top() }

// DrawPileLen is the number of cards left to draw; players may always count it.
func (s *State) DrawPileLen() int { return s.drawLen }

// JustDiscarded is the card the player to move discarded this turn (which
// they may not take back), if any.
func (s *State) JustDiscarded() (cards.Card, bool) {
	return s.justDiscarded, s.justDiscarded != noCard
}

// IdleTurns is the number of turns in a row, up to the last one, that
// neither laid a card on a meld nor drew from the draw pile: turns that only
// swapped cards with the discard piles. The rules set no limit (players may
// stall), but the Heuristic uses it never to stall for ever.
func (s *State) IdleTurns() int { return s.idle }

// Round is the round being played, from 1 (the last one once the match is over).
func (s *State) Round() int { return s.round }

// Starter is the player who started the current round.
func (s *State) Starter() int { return s.starter }

// Totals are the running totals of the finished rounds.
func (s *State) Totals() [2]int { return s.totals }

// RoundScores are the scores of the finished rounds, in order (a copy).
func (s *State) RoundScores() [][2]int {
	return append([][2]int(nil), s.roundScores[:s.roundsDone]...)
}

// KnownOpponentCards are the cards observer saw the opponent take from the
// discard piles and that the opponent still holds.
func (s *State) KnownOpponentCards(observer int) cards.Set { return s.known[1-observer] }

// Over reports the end of the match.
func (s *State) Over() bool { return s.phase == Finished }

// Winners are the players with the higher total once the match is over, or
// both on equal totals (a draw: only possible in a match of fixed rounds or
// one cut short by MaxRounds); nil before the end.
func (s *State) Winners() []int {
	if !s.Over() {
		return nil
	}
	switch d := s.totals[0] - s.totals[1]; {
	case d > 0:
		return []int{0}
	case d < 0:
		return []int{1}
	}
	return []int{0, 1}
}

// Clone is a deep copy with a clean event log (recording switch kept).
func (s *State) Clone() *State { return rules.CloneFlat(s) }

// CopyFrom overwrites s with src, keeping s's own event storage.
func (s *State) CopyFrom(src *State) { rules.CopyFlat(s, src) }

// errGameOver is returned for any move after the end.
var errGameOver = errors.New("the match is over")
