package twenty

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// Apply plays m for the player to move. An illegal move returns an error a
// player can read and leaves the state untouched.
//
// Events, in order:
//   - draw: when the stock is empty, first EvShuffle (From ZoneTable, To
//     ZoneStock, Value = new stock size); then EvMove of the card, stock ->
//     hand, face down.
//   - play: one EvMove per card, hand -> table, face up; then EvCount with
//     the new count unless the hand ended.
//   - pass: EvPass.
//   - end of hand (20 made, a player out, or everyone passed in a row): one
//     EvScore per player (Delta = the hand's penalty, Value = the total),
//     EvRoundEnd (Value = hand number); then EvGameEnd (Player = the winner,
//     or rules.Nobody when several share the win; Value = the lowest total)
//     if someone reached the target, else the next hand: EvMove of every
//     hand card (face up) and table card back to the stock, EvNote (Value =
//     NoteNewHand, Player = new dealer, Delta = hand number), one EvDeal per
//     card (face down), EvCount 1.
//   - EvTurn whenever a player is to move next (not after EvGameEnd).
func (s *State) Apply(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.handEnded = false
	p := int(s.toMove)
	switch m.Kind {
	case Draw:
		s.draw(p)
	case Play:
		s.play(p, m.Cards)
	case Pass:
		s.pass(p)
	}
	return nil
}

// check says why m is illegal now, or nil. It allocates only on refusal.
func (s *State) check(m Move) error {
	if s.over {
		return errGameOver
	}
	p := int(s.toMove)
	switch m.Kind {
	case Draw:
		if m.Cards != 0 {
			return errors.New("a draw names no cards")
		}
		if !s.CanDraw() {
			return errors.New("there is no card to draw: the stock is empty and nothing was played this hand")
		}
	case Play:
		if m.Cards == 0 {
			return errors.New("play at least one card")
		}
		if missing := m.Cards &^ s.hands[p]; missing != 0 {
			if missing&^cards.FullPack != 0 {
				return errors.New("that is not a card of the pack")
			}
			return fmt.Errorf("you do not hold %v", missing)
		}
		if !read(m.Cards).makes(int(s.count)) {
			_, err := Explain(m.Cards, int(s.count))
			return err
		}
	case Pass:
		if m.Cards != 0 {
			return errors.New("a pass names no cards")
		}
		if s.CanDraw() {
			return errors.New("you may not pass while you can draw a card")
		}
		if canMake(s.hands[p], int(s.count)) {
			return fmt.Errorf("you may not pass: you can make %d", s.count)
		}
	default:
		return fmt.Errorf("unknown move kind %d", m.Kind)
	}
	return nil
}

func (s *State) draw(p int) {
	s.passes = 0
	if s.stockLen == 0 {
		s.reshuffle()
	}
	s.stockLen--
	c := s.stock[s.stockLen]
	s.hands[p] = s.hands[p].With(c)
	s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneStock, To: ZoneHand(p)})
	s.setTurn(s.next(p))
}

// reshuffle turns every card played this hand into a new stock.
func (s *State) reshuffle() {
	for t := s.table; t != 0; t &= t - 1 {
		c, _ := t.Lowest()
		s.stock[s.stockLen] = c
		s.stockLen++
	}
	s.table = 0
	s.shuffleStock()
	s.Emit(rules.Event{Kind: rules.EvShuffle, Player: rules.Nobody, From: ZoneTable, To: ZoneStock, Value: int(s.stockLen)})
}

// shuffleStock permutes the stock with the state's generator (Fisher-Yates).
func (s *State) shuffleStock() {
	for i := int(s.stockLen) - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		s.stock[i], s.stock[j] = s.stock[j], s.stock[i]
	}
}

func (s *State) play(p int, set cards.Set) {
	s.passes = 0
	s.hands[p] &^= set
	s.table |= set
	s.lastPlayer, s.lastPlay = int8(p), set
	for x := set; x != 0; x &= x - 1 {
		c, _ := x.Lowest()
		s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneHand(p), To: ZoneTable, FaceUp: true})
	}
	if s.count == LastCount || s.hands[p] == 0 {
		s.endHand()
		return
	}
	s.count++
	s.Emit(rules.Event{Kind: rules.EvCount, Player: p, Value: int(s.count)})
	s.setTurn(s.next(p))
}

func (s *State) pass(p int) {
	s.passes++
	s.Emit(rules.Event{Kind: rules.EvPass, Player: p})
	if int(s.passes) == s.opts.Players {
		s.endHand()
		return
	}
	s.setTurn(s.next(p))
}

// next is the player after p, clockwise (to the left).
func (s *State) next(p int) int { return (p + 1) % s.opts.Players }

func (s *State) setTurn(p int) {
	s.toMove = int8(p)
	s.Emit(rules.Event{Kind: rules.EvTurn, Player: p})
}

// endHand scores the hand as it stands, then ends the game or deals the next
// hand.
func (s *State) endHand() {
	n := s.opts.Players
	for p := range n {
		s.handPen[p] = SetPenalty(s.hands[p])
		s.totals[p] += s.handPen[p]
		s.Emit(rules.Event{Kind: rules.EvScore, Player: p, Delta: s.handPen[p], Value: s.totals[p]})
	}
	s.handsScored++
	s.handEnded = true
	s.passes = 0
	s.Emit(rules.Event{Kind: rules.EvRoundEnd, Player: rules.Nobody, Value: int(s.handNumber)})
	for p := range n {
		if s.totals[p] >= s.opts.Target {
			s.endGame()
			return
		}
	}
	s.returnCards()
	s.dealer = int8(s.next(int(s.dealer)))
	s.startHand()
}

func (s *State) endGame() {
	s.over = true
	s.toMove = rules.Nobody
	winner, best, shared := 0, s.totals[0], false
	for p := 1; p < s.opts.Players; p++ {
		switch t := s.totals[p]; {
		case t < best:
			winner, best, shared = p, t, false
		case t == best:
			shared = true
		}
	}
	if shared {
		winner = rules.Nobody
	}
	s.Emit(rules.Event{Kind: rules.EvGameEnd, Player: winner, Value: best})
}

// returnCards puts the hands and the table back into the stock (unshuffled:
// startHand shuffles the whole pack).
func (s *State) returnCards() {
	for p := range s.opts.Players {
		for h := s.hands[p]; h != 0; h &= h - 1 {
			c, _ := h.Lowest()
			s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneHand(p), To: ZoneStock, FaceUp: true})
		}
		s.hands[p] = 0
	}
	for t := s.table; t != 0; t &= t - 1 {
		c, _ := t.Lowest()
		s.Emit(rules.Event{Kind: rules.EvMove, Player: rules.Nobody, Item: int(c), From: ZoneTable, To: ZoneStock, FaceUp: true})
	}
	s.table = 0
}

// startHand shuffles the whole pack and deals a hand for s.dealer, one card
// at a time from the player on the dealer's left.
func (s *State) startHand() {
	for c := range s.stock {
		s.stock[c] = cards.Card(c)
	}
	s.stockLen = cards.NumCards
	s.shuffleStock()
	s.handNumber++
	s.count = FirstCount
	s.passes = 0
	s.lastPlayer, s.lastPlay = rules.Nobody, 0
	s.Emit(rules.Event{Kind: rules.EvNote, Player: int(s.dealer), Value: NoteNewHand, Delta: int(s.handNumber)})
	n := s.opts.Players
	for range DealSize {
		for i := 1; i <= n; i++ {
			p := (int(s.dealer) + i) % n
			s.stockLen--
			c := s.stock[s.stockLen]
			s.hands[p] = s.hands[p].With(c)
			s.Emit(rules.Event{Kind: rules.EvDeal, Player: p, Item: int(c), From: ZoneStock, To: ZoneHand(p)})
		}
	}
	s.Emit(rules.Event{Kind: rules.EvCount, Player: rules.Nobody, Value: FirstCount})
	s.setTurn(s.starter())
}

// starter is who opens a hand: with 2 players the non-dealer, with 3 or 4
// the player left of the dealer. Both are the next player after the dealer.
func (s *State) starter() int { return s.next(int(s.dealer)) }
