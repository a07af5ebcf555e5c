package for20

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	// Smoke declares a smoke: Cards holds one tool (or a set of papers) and
	// the materials. Text: "smoke T17 M13 M22" (tools first).
	Smoke MoveKind = iota
	// Rotate turns the material Card for its coins: "rotate M05".
	Rotate
	// Recycle dumps the playing card Card from the hand for its coins:
	// "recycle A16".
	Recycle
	// Place puts the legendary tool Card from the hand into the area (the
	// turn's new tool): "place T26".
	Place
	// Play declares the action Card against player Target with the target
	// cards Cards, as the card needs: "play A11 @2 M40", "play A16",
	// "play A19 @1 M13 M40" (swap: one of yours, one of theirs).
	Play
	// End ends the turn: "end".
	End
	// Answer plays the out-of-turn card Card in a reaction window, Cards
	// being the hand cards discarded to pay for it (and, for Nice tool!
	// against a set of papers, the paper taken): "answer O07 A16".
	Answer
	// Pass lets the declared move go on: "pass".
	Pass
	// Choose names the target of an ability waiting for one (Big Gulp,
	// Sticky Fingers, Wax Wizard): "target @1 M40", "target @2".
	Choose
	numMoveKinds
)

var moveWords = [numMoveKinds]string{Smoke: "smoke", Rotate: "rotate", Recycle: "recycle", Place: "place",
	Play: "play", End: "end", Answer: "answer", Pass: "pass", Choose: "target"}

// NoTarget is a Move's Target when it names no player.
const NoTarget = -1

// Move is one decision. Fields a kind does not use are NoCard, NoTarget and
// the empty set, so equal moves compare equal. Players are numbered from 0.
type Move struct {
	Kind   MoveKind
	Card   Card
	Target int8
	Cards  CardSet
}

// SmokeMove smokes cards (tools and materials).
func SmokeMove(cards CardSet) Move {
	return Move{Kind: Smoke, Card: NoCard, Target: NoTarget, Cards: cards}
}

// RotateMove rotates a material.
func RotateMove(c Card) Move { return Move{Kind: Rotate, Card: c, Target: NoTarget} }

// RecycleMove recycles a hand card.
func RecycleMove(c Card) Move { return Move{Kind: Recycle, Card: c, Target: NoTarget} }

// PlaceMove puts a legendary tool down.
func PlaceMove(c Card) Move { return Move{Kind: Place, Card: c, Target: NoTarget} }

// PlayMove declares an action; target is NoTarget for actions without one.
func PlayMove(action Card, target int, cards CardSet) Move {
	return Move{Kind: Play, Card: action, Target: int8(target), Cards: cards}
}

// EndMove ends the turn.
func EndMove() Move { return Move{Kind: End, Card: NoCard, Target: NoTarget} }

// AnswerMove answers a window with an out-of-turn card and its payment.
func AnswerMove(card Card, cards CardSet) Move {
	return Move{Kind: Answer, Card: card, Target: NoTarget, Cards: cards}
}

// PassMove passes in a window.
func PassMove() Move { return Move{Kind: Pass, Card: NoCard, Target: NoTarget} }

// ChooseMove names an ability's target.
func ChooseMove(target int, cards CardSet) Move {
	return Move{Kind: Choose, Card: NoCard, Target: int8(target), Cards: cards}
}

// String is the stable text form: the kind's word, the card, "@" and the
// target player, then the other cards (non-materials first, each group
// lowest id first).
func (m Move) String() string {
	if m.Kind >= numMoveKinds {
		return "move?"
	}
	var b strings.Builder
	b.WriteString(moveWords[m.Kind])
	if m.Card != NoCard {
		b.WriteString(" " + m.Card.String())
	}
	if m.Target != NoTarget {
		b.WriteString(" @" + strconv.Itoa(int(m.Target)))
	}
	materials := m.Cards.OfCategory(Material)
	for _, part := range [2]CardSet{m.Cards.Minus(materials), materials} {
		for c := part.First(); c != NoCard; c = part.Next(c) {
			b.WriteString(" " + c.String())
		}
	}
	return b.String()
}

// ParseMove reads the text form of a move (the inverse of Move.String). It
// checks the form, not legality (Apply does); the cards after the first
// may come in any order.
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(text) }

// ParseMove reads the text form of a move; see State.ParseMove.
func ParseMove(text string) (Move, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Move{}, fmt.Errorf(`empty move: write e.g. "smoke T01 M13", "rotate M05", "play A16", "pass" or "end"`)
	}
	kind := MoveKind(numMoveKinds)
	for k, w := range moveWords {
		if strings.EqualFold(fields[0], w) {
			kind = MoveKind(k)
		}
	}
	if kind == numMoveKinds {
		return Move{}, fmt.Errorf("%q: a move starts with smoke, rotate, recycle, place, play, answer, pass, target or end", text)
	}
	m := Move{Kind: kind, Card: NoCard, Target: NoTarget}
	var cards []Card
	for _, f := range fields[1:] {
		if num, ok := strings.CutPrefix(f, "@"); ok {
			p, err := strconv.Atoi(num)
			if err != nil || p < 0 || p >= MaxPlayers || m.Target != NoTarget {
				return Move{}, fmt.Errorf("%q: %q is not one target player (@0 to @%d)", text, f, MaxPlayers-1)
			}
			m.Target = int8(p)
			continue
		}
		c, err := ParseCard(f)
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		cards = append(cards, c)
	}
	takesCard := kind == Rotate || kind == Recycle || kind == Place || kind == Play || kind == Answer
	takesTarget := kind == Play || kind == Choose
	takesCards := kind == Smoke || kind == Play || kind == Answer || kind == Choose
	if m.Target != NoTarget && !takesTarget {
		return Move{}, fmt.Errorf("%q: %s names no target player", text, fields[0])
	}
	if takesCard {
		if len(cards) == 0 {
			return Move{}, fmt.Errorf("%q: name the card to %s", text, fields[0])
		}
		m.Card, cards = cards[0], cards[1:]
	}
	if len(cards) > 0 && !takesCards {
		return Move{}, fmt.Errorf("%q: %s takes %s", text, fields[0], map[bool]string{true: "one card", false: "no card"}[takesCard])
	}
	for _, c := range cards {
		if m.Cards.Has(c) || c == m.Card {
			return Move{}, fmt.Errorf("%q names %s twice", text, c)
		}
		m.Cards = m.Cards.With(c)
	}
	return m, nil
}
