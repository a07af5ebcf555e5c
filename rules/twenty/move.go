package twenty

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/cards"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	// Draw the top card of the stock (always allowed while a card can be had).
	Draw MoveKind = iota
	// Play a set of cards that makes the count.
	Play
	// Pass: only when the count cannot be made and there is nothing to draw.
	Pass
)

// Move is one turn. Cards is the set played (Play only; empty otherwise).
// How the cards make the count (king values, pairs at 10) is not part of the
// move: any reading that works will do (see Explain).
type Move struct {
	Kind  MoveKind
	Cards cards.Set
}

// DrawMove draws a card.
func DrawMove() Move { return Move{Kind: Draw} }

// PassMove passes.
func PassMove() Move { return Move{Kind: Pass} }

// PlayMove plays set.
func PlayMove(set cards.Set) Move { return Move{Kind: Play, Cards: set} }

// String is the stable text form: "draw", "pass", "play 4D QS QH" (cards in
// ascending order).
func (m Move) String() string {
	switch m.Kind {
	case Draw:
		return "draw"
	case Pass:
		return "pass"
	case Play:
		return "play " + m.Cards.String()
	}
	return fmt.Sprintf("move?%d", m.Kind)
}

// ParseMove reads the text form of a move (the inverse of Move.String; any
// case, "10S" as well as "TS"). It checks the form, not legality (Apply does).
func ParseMove(text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) == 0 {
		return Move{}, fmt.Errorf("empty move: write \"draw\", \"play 4D QS QH\" or \"pass\"")
	}
	switch fields[0] {
	case "draw", "pass":
		if len(fields) != 1 {
			return Move{}, fmt.Errorf("%q: %s takes nothing after it", text, fields[0])
		}
		if fields[0] == "draw" {
			return DrawMove(), nil
		}
		return PassMove(), nil
	case "play":
		if len(fields) == 1 {
			return Move{}, fmt.Errorf("%q: play which cards? write them after play, like \"play 4D QS QH\"", text)
		}
		set, err := cards.ParseSet(strings.Join(fields[1:], " "))
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return PlayMove(set), nil
	}
	return Move{}, fmt.Errorf("%q: a move is draw, play (with cards) or pass", text)
}

// ParseMove is the package's ParseMove (the State contract wants a method).
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(text) }
