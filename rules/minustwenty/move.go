package minustwenty

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/cards"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	// PlayToMeld lays Card from hand on the player's meld of its suit (play step).
	PlayToMeld MoveKind = iota
	// Discard lays Card face up on its suit's discard pile (play step).
	Discard
	// DrawPile takes the top card of the draw pile (draw step).
	DrawPile
	// DrawDiscard takes the top card of Suit's discard pile (draw step).
	DrawDiscard
)

// Move is one step of a turn. Only the field its kind needs is set (Card for
// PlayToMeld and Discard, Suit for DrawDiscard), so equal moves compare equal.
type Move struct {
	Kind MoveKind
	Card cards.Card
	Suit cards.Suit
}

// MeldMove lays c on the player's meld of its suit.
func MeldMove(c cards.Card) Move { return Move{Kind: PlayToMeld, Card: c} }

// DiscardMove discards c on its suit's pile.
func DiscardMove(c cards.Card) Move { return Move{Kind: Discard, Card: c} }

// DrawMove draws from the draw pile.
func DrawMove() Move { return Move{Kind: DrawPile} }

// TakeMove takes the top card of suit's discard pile.
func TakeMove(suit cards.Suit) Move { return Move{Kind: DrawDiscard, Suit: suit} }

const suitLetters = "SHDC"

// String is the stable text form: "meld 7H", "discard QS", "draw", "take H"
// (ten is written T, as in "meld TD").
func (m Move) String() string {
	switch m.Kind {
	case PlayToMeld:
		return "meld " + m.Card.String()
	case Discard:
		return "discard " + m.Card.String()
	case DrawPile:
		return "draw"
	case DrawDiscard:
		if m.Suit < cards.NumSuits {
			return "take " + suitLetters[m.Suit:m.Suit+1]
		}
	}
	return "move?"
}

// ParseMove reads the text form of a move (the inverse of Move.String). It
// also accepts "10H" for a ten and a suit's name ("take hearts"). It checks
// the form, not legality (Apply does).
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(text) }

// ParseMove reads the text form of a move; see State.ParseMove.
func ParseMove(text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) == 0 {
		return Move{}, fmt.Errorf(`empty move: write "meld 7H", "discard QS", "draw" or "take H"`)
	}
	switch fields[0] {
	case "draw":
		if len(fields) != 1 {
			return Move{}, fmt.Errorf("%q: draw takes nothing after it", text)
		}
		return DrawMove(), nil
	case "take":
		if len(fields) != 2 {
			return Move{}, fmt.Errorf(`%q: write take and a suit, like "take H"`, text)
		}
		suit, err := parseSuit(fields[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return TakeMove(suit), nil
	case "meld", "discard":
		if len(fields) != 2 {
			return Move{}, fmt.Errorf(`%q: write %s and one card, like "%s 7H"`, text, fields[0], fields[0])
		}
		c, err := cards.Parse(fields[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		if fields[0] == "meld" {
			return MeldMove(c), nil
		}
		return DiscardMove(c), nil
	}
	return Move{}, fmt.Errorf("%q: a move starts with meld, discard, draw or take", text)
}

func parseSuit(text string) (cards.Suit, error) {
	for suit := range cards.Suit(cards.NumSuits) {
		if strings.EqualFold(text, suitLetters[suit:suit+1]) || strings.EqualFold(text, suit.Name()) {
			return suit, nil
		}
	}
	return 0, fmt.Errorf("%q is not a suit (S, H, D or C)", text)
}
