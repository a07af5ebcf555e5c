package minustwenty

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// View is what one seat may know of a Minus Twenty position, in
// the external-bot protocol's move message (rules/arena/PROTOCOL.md
// describes each field), the hints and the tests. It is built only from
// public accessors and the seat's own hand: the opponent's hand appears only
// as its size and the cards seen taken from the discard piles, the draw pile
// only as its size.
type View struct {
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

func (s *State) View(seat int) any {
	opp := 1 - seat
	opts := s.Options()
	v := View{
		Seat:             seat,
		Step:             s.Phase().String(),
		Round:            s.Round(),
		Rounds:           opts.Rounds,
		TargetScore:      opts.TargetScore,
		Hand:             s.Hand(seat).Texts(),
		Discards:         piles(s.DiscardPile),
		DrawPile:         s.DrawPileLen(),
		OpponentKnown:    s.KnownOpponentCards(seat).Texts(),
		OpponentHandSize: s.Hand(opp).Len(),
		RoundScores:      [][]int{},
	}
	if opts.TargetScore > 0 {
		v.Rounds = 0 // the Rounds option is ignored then
	}
	for p := range NumPlayers {
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
		S: cards.Texts(of(cards.Spades)),
		H: cards.Texts(of(cards.Hearts)),
		D: cards.Texts(of(cards.Diamonds)),
		C: cards.Texts(of(cards.Clubs)),
	}
}

// Decision implements rules.State: Minus Twenty only has turns.
func (s *State) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }
