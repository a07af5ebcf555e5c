// Package cards is the standard 52-card pack shared by the card games: a card
// is a small number, a set of cards is a 64-bit mask.
package cards

import (
	"fmt"
	"math/bits"
	"strings"
)

// Suit of a card. The order is the display order.
type Suit uint8

const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
	NumSuits = 4
)

// Rank of a card: Ace=1 ... King=13.
type Rank uint8

const (
	Ace   Rank = 1
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// Card is 0..51: (rank-1)*4 + suit, so sorting by number sorts by rank.
type Card uint8

// NumCards in a full pack.
const NumCards = 52

// New builds a card from rank and suit.
func New(r Rank, s Suit) Card { return Card((int(r)-1)*4 + int(s)) }

// Rank of the card.
func (c Card) Rank() Rank { return Rank(c/4) + 1 }

// Suit of the card.
func (c Card) Suit() Suit { return Suit(c % 4) }

const rankLetters = "A23456789TJQK"
const suitLetters = "SHDC"

// String is the short text form, such as "QS", "TD" or "AH".
func (c Card) String() string {
	if c >= NumCards {
		return "??"
	}
	return string([]byte{rankLetters[c.Rank()-1], suitLetters[c.Suit()]})
}

// RankText is how a rank is printed on a card face.
func (r Rank) Text() string {
	switch r {
	case Ace:
		return "A"
	case 10:
		return "10"
	case Jack:
		return "J"
	case Queen:
		return "Q"
	case King:
		return "K"
	}
	return string(rune('0' + r))
}

// Name is the rank in words: "Ace", "7", "Queen".
func (r Rank) Name() string {
	switch r {
	case Ace:
		return "Ace"
	case Jack:
		return "Jack"
	case Queen:
		return "Queen"
	case King:
		return "King"
	}
	return r.Text()
}

// Symbol is the suit's Unicode symbol.
func (s Suit) Symbol() string { return [...]string{"♠", "♥", "♦", "♣"}[s] }

// Pretty is the card as players write it, with its suit symbol: "10♥".
func (c Card) Pretty() string { return c.Rank().Text() + c.Suit().Symbol() }

// Name is the suit's English name.
func (s Suit) Name() string { return [...]string{"spades", "hearts", "diamonds", "clubs"}[s] }

// Red tells the suit's traditional colour.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Parse reads a card's text form ("QS", "10S" and "TS" are both accepted).
func Parse(text string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	t = strings.Replace(t, "10", "T", 1)
	if len(t) != 2 {
		return 0, fmt.Errorf("%q is not a card (like QS, TD, AH)", text)
	}
	r := strings.IndexByte(rankLetters, t[0])
	s := strings.IndexByte(suitLetters, t[1])
	if r < 0 || s < 0 {
		return 0, fmt.Errorf("%q is not a card (like QS, TD, AH)", text)
	}
	return New(Rank(r+1), Suit(s)), nil
}

// Set is a set of cards as a bit mask. The zero value is empty.
type Set uint64

// FullPack holds all 52 cards.
const FullPack = Set(1)<<NumCards - 1

// Of builds a set from cards.
func Of(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}

// Has tells whether c is in the set.
func (s Set) Has(c Card) bool { return s&(1<<c) != 0 }

// With returns the set plus c.
func (s Set) With(c Card) Set { return s | 1<<c }

// Without returns the set minus c.
func (s Set) Without(c Card) Set { return s &^ (1 << c) }

// Len is the number of cards.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Lowest returns the lowest card; ok is false for the empty set.
func (s Set) Lowest() (Card, bool) {
	if s == 0 {
		return 0, false
	}
	return Card(bits.TrailingZeros64(uint64(s))), true
}

// Nth returns the n-th card in ascending order (n < Len).
func (s Set) Nth(n int) Card {
	for ; n > 0; n-- {
		s &= s - 1
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// AppendTo appends the cards in ascending order to dst.
func (s Set) AppendTo(dst []Card) []Card {
	for s != 0 {
		c := Card(bits.TrailingZeros64(uint64(s)))
		dst = append(dst, c)
		s &= s - 1
	}
	return dst
}

// String lists the cards, such as "4D QS QH".
func (s Set) String() string {
	var b strings.Builder
	for x := s; x != 0; x &= x - 1 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(Card(bits.TrailingZeros64(uint64(x))).String())
	}
	return b.String()
}

// ParseSet reads space-separated cards; duplicates are an error.
func ParseSet(text string) (Set, error) {
	var s Set
	for _, f := range strings.Fields(text) {
		c, err := Parse(f)
		if err != nil {
			return 0, err
		}
		if s.Has(c) {
			return 0, fmt.Errorf("card %s named twice", c)
		}
		s = s.With(c)
	}
	return s, nil
}

// Texts writes cards in their text form ("7H", "TD", "QS") for views and
// protocols; never nil, so JSON shows [] rather than null.
func Texts(cs []Card) []string {
	texts := make([]string, len(cs))
	for i, c := range cs {
		texts[i] = c.String()
	}
	return texts
}

// Pretty lists the cards from the lowest with suit symbols: "4♦ Q♠ Q♥".
func (s Set) Pretty() string {
	var b strings.Builder
	for x := s; x != 0; {
		c, _ := x.Lowest()
		x = x.Without(c)
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.Pretty())
	}
	return b.String()
}

// Texts writes the set's cards, lowest first, in their text form.
func (s Set) Texts() []string { return Texts(s.AppendTo(nil)) }
