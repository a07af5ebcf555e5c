package main

import (
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/minustwenty"
)

// minusTwentyProtocol adapts Minus Twenty to external bots.
var minusTwentyProtocol = protocolHooks[*minustwenty.State]{
	view: func(s *minustwenty.State, seat int) any { return newMinusTwentyView(s, seat) },
	lastRound: func(s *minustwenty.State) (int, []int) {
		rounds := s.RoundScores()
		last := rounds[len(rounds)-1]
		return len(rounds), last[:]
	},
	totals: func(s *minustwenty.State) []int {
		totals := s.Totals()
		return totals[:]
	},
}

// minusTwentyView is what one seat may know of a Minus Twenty position, in
// the move message (PROTOCOL.md describes each field). It is built only from
// public accessors and the seat's own hand: the opponent's hand appears only
// as its size and the cards seen taken from the discard piles, the draw pile
// only as its size.
type minusTwentyView struct {
	Seat        int    `json:"seat"`
	Step        string `json:"step"` // "play" or "draw"
	Round       int    `json:"round"`
	Rounds      int    `json:"rounds"`      // length of the match; 0 when played to targetScore
	TargetScore int    `json:"targetScore"` // 0 when played over a number of rounds
	// Hand is the seat's own hand, lowest first.
	Hand []string `json:"hand"`
	// Melds are every seat's melds, by seat then suit, in play order.
	Melds []suitPiles `json:"melds"`
	// Discards are the four discard piles, bottom first (top last).
	Discards suitPiles `json:"discards"`
	DrawPile int       `json:"drawPile"` // cards left to draw
	// JustDiscarded is the card the seat discarded this turn, which it may
	// not take back; null otherwise.
	JustDiscarded *string `json:"justDiscarded"`
	// OpponentKnown are the cards the opponent took from a discard pile and
	// still holds; OpponentHandSize counts all the opponent's cards.
	OpponentKnown    []string `json:"opponentKnown"`
	OpponentHandSize int      `json:"opponentHandSize"`
	// Scores are this round's scores as the melds stand, by seat; Totals
	// the finished rounds' totals; RoundScores each finished round's.
	Scores      []int   `json:"scores"`
	Totals      []int   `json:"totals"`
	RoundScores [][]int `json:"roundScores"`
}

// suitPiles are four piles of cards keyed by suit letter.
type suitPiles struct {
	S []string `json:"S"`
	H []string `json:"H"`
	D []string `json:"D"`
	C []string `json:"C"`
}

func newMinusTwentyView(s *minustwenty.State, seat int) minusTwentyView {
	opp := 1 - seat
	opts := s.Options()
	v := minusTwentyView{
		Seat:             seat,
		Step:             s.Phase().String(),
		Round:            s.Round(),
		Rounds:           opts.Rounds,
		TargetScore:      opts.TargetScore,
		Hand:             setText(s.Hand(seat)),
		Discards:         piles(s.DiscardPile),
		DrawPile:         s.DrawPileLen(),
		OpponentKnown:    setText(s.KnownOpponentCards(seat)),
		OpponentHandSize: s.Hand(opp).Len(),
		RoundScores:      [][]int{},
	}
	if opts.TargetScore > 0 {
		v.Rounds = 0 // the Rounds option is ignored then
	}
	for p := range minustwenty.NumPlayers {
		v.Melds = append(v.Melds, piles(func(suit cards.Suit) []cards.Card { return s.Meld(p, suit) }))
		v.Scores = append(v.Scores, s.Score(p))
	}
	totals := s.Totals()
	v.Totals = totals[:]
	for _, round := range s.RoundScores() {
		v.RoundScores = append(v.RoundScores, []int{round[0], round[1]})
	}
	if c, ok := s.JustDiscarded(); ok {
		text := c.String()
		v.JustDiscarded = &text
	}
	return v
}

func piles(of func(cards.Suit) []cards.Card) suitPiles {
	return suitPiles{
		S: cardsText(of(cards.Spades)),
		H: cardsText(of(cards.Hearts)),
		D: cardsText(of(cards.Diamonds)),
		C: cardsText(of(cards.Clubs)),
	}
}

// cardsText writes cards in the rules' text form ("7H", "TD", "QS"); never
// nil, so JSON shows [] rather than null.
func cardsText(cs []cards.Card) []string {
	texts := make([]string, len(cs))
	for i, c := range cs {
		texts[i] = c.String()
	}
	return texts
}

func setText(set cards.Set) []string { return cardsText(set.AppendTo(nil)) }
