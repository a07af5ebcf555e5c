package minustwenty

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// Reasons for refused moves that do not depend on the cards.
var (
	errTimeToDraw     = errors.New("it is time to draw")
	errTimeToPlay     = errors.New("play a card first: lay it on a meld or discard it")
	errFaceAfterCount = errors.New("a face card cannot follow a number card")
	errTakeBack       = errors.New("you cannot take back the card you just discarded")
)

// AppendLegal appends the legal moves of the player to move: in the play
// step, for each card in hand (lowest first) the meld play if it fits, then
// the discard; in the draw step, the draw pile then each discard pile that
// may be taken from.
func (s *State) AppendLegal(buf []Move) []Move {
	switch s.phase {
	case PlayStep:
		p := s.toMove
		for hand := s.hands[p]; hand != 0; hand &= hand - 1 {
			c, _ := hand.Lowest()
			if s.fitsMeld(p, c) {
				buf = append(buf, MeldMove(c))
			}
			buf = append(buf, DiscardMove(c))
		}
	case DrawStep:
		buf = append(buf, DrawMove())
		for suit := range cards.Suit(cards.NumSuits) {
			if s.mayTake(suit) {
				buf = append(buf, TakeMove(suit))
			}
		}
	}
	return buf
}

// fitsMeld tells whether c may go on p's meld of its suit: anything starts a
// meld or follows face cards only; after a number card, only a higher number.
func (s *State) fitsMeld(p int, c cards.Card) bool {
	top, ok := s.melds[p][c.Suit()].top()
	if !ok || IsFace(top) {
		return true
	}
	return !IsFace(c) && c.Rank() > top.Rank()
}

// mayTake tells whether the top of suit's discard pile may be drawn.
func (s *State) mayTake(suit cards.Suit) bool {
	top, ok := s.discards[suit].top()
	return ok && top != s.justDiscarded
}

// ExplainIllegal says why m cannot be played now, or returns nil when it can.
// It is what Apply checks, so a scene can grey out a move and say why.
func (s *State) ExplainIllegal(m Move) error {
	if s.Over() {
		return errGameOver
	}
	p := s.toMove
	switch m.Kind {
	case PlayToMeld, Discard:
		if s.phase != PlayStep {
			return errTimeToDraw
		}
		if m.Card >= cards.NumCards {
			return fmt.Errorf("there is no card number %d", m.Card)
		}
		if !Deck.Has(m.Card) {
			return fmt.Errorf("%s: aces are not dealt in Minus Twenty", CardName(m.Card))
		}
		if !s.hands[p].Has(m.Card) {
			return fmt.Errorf("%s is not in your hand", CardName(m.Card))
		}
		if m.Kind == PlayToMeld {
			return s.meldError(p, m.Card)
		}
		return nil
	case DrawPile, DrawDiscard:
		if s.phase != DrawStep {
			return errTimeToPlay
		}
		if m.Kind == DrawDiscard {
			return s.takeError(m.Suit)
		}
		return nil
	}
	return fmt.Errorf("unknown kind of move %d", m.Kind)
}

func (s *State) meldError(p int, c cards.Card) error {
	if s.fitsMeld(p, c) {
		return nil
	}
	if IsFace(c) {
		return errFaceAfterCount
	}
	top, _ := s.melds[p][c.Suit()].top()
	return fmt.Errorf("%s is lower than the %s on your %s meld", CardName(c), top.Rank().Text(), c.Suit().Name())
}

func (s *State) takeError(suit cards.Suit) error {
	if suit >= cards.NumSuits {
		return fmt.Errorf("there is no discard pile number %d", suit)
	}
	top, ok := s.discards[suit].top()
	switch {
	case !ok:
		return fmt.Errorf("the %s discard pile is empty", suit.Name())
	case top == s.justDiscarded:
		return errTakeBack
	}
	return nil
}

// CardName is how a card is written in messages: "7H", "10H", "QS".
func CardName(c cards.Card) string {
	return c.Rank().Text() + suitLetters[c.Suit():c.Suit()+1]
}

// Apply plays m for the player to move. An illegal move returns an error
// saying why and leaves the state untouched.
func (s *State) Apply(m Move) error {
	if err := s.ExplainIllegal(m); err != nil {
		return err
	}
	s.horizon = false
	p := s.toMove
	switch m.Kind {
	case PlayToMeld:
		s.layDown(p, m.Card, &s.melds[p][m.Card.Suit()], ZoneMeld(p, m.Card.Suit()))
	case Discard:
		s.layDown(p, m.Card, &s.discards[m.Card.Suit()], ZoneDiscard(m.Card.Suit()))
		s.justDiscarded = m.Card
	case DrawPile:
		s.drawLen--
		c := s.draw[s.drawLen]
		s.hands[p] = s.hands[p].With(c)
		s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneDrawPile, To: ZoneHand(p)})
		if s.drawLen == 0 {
			s.endRound()
			return nil
		}
		s.idle = 0
		s.nextTurn()
	case DrawDiscard:
		c := s.discards[m.Suit].pop()
		s.onTable = s.onTable.Without(c)
		s.hands[p] = s.hands[p].With(c)
		s.known[p] = s.known[p].With(c)
		s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneDiscard(m.Suit), To: ZoneHand(p), FaceUp: true})
		if s.justDiscarded == noCard { // the play step laid a card on a meld
			s.idle = 0
		} else {
			s.idle++
		}
		s.nextTurn()
	}
	return nil
}

// layDown moves c from p's hand onto a meld or a discard pile, face up.
func (s *State) layDown(p int, c cards.Card, onto *pile, zone int) {
	s.hands[p] = s.hands[p].Without(c)
	s.known[p] = s.known[p].Without(c)
	onto.push(c)
	s.onTable = s.onTable.With(c)
	s.phase = DrawStep
	s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: int(c), From: ZoneHand(p), To: zone, FaceUp: true})
}

func (s *State) nextTurn() {
	s.toMove = 1 - s.toMove
	s.phase = PlayStep
	s.justDiscarded = noCard
	s.Emit(rules.Event{Kind: rules.EvTurn, Player: s.toMove, Value: s.round})
}

// startRound gathers the 48 cards into the draw pile, shuffles it and deals
// seven cards each, one at a time, starter first.
func (s *State) startRound(starter int) {
	s.hands = [NumPlayers]cards.Set{}
	s.known = [NumPlayers]cards.Set{}
	s.melds = [NumPlayers][cards.NumSuits]pile{}
	s.discards = [cards.NumSuits]pile{}
	s.onTable = 0
	s.drawLen = 0
	s.idle = 0
	for deck := Deck; deck != 0; deck &= deck - 1 {
		s.draw[s.drawLen], _ = deck.Lowest()
		s.drawLen++
	}
	for i := s.drawLen - 1; i > 0; i-- {
		j := s.rng.IntN(i + 1)
		s.draw[i], s.draw[j] = s.draw[j], s.draw[i]
	}
	s.Emit(rules.Event{Kind: rules.EvShuffle, To: ZoneDrawPile, Value: s.drawLen})
	for range HandSize {
		for k := range NumPlayers {
			q := (starter + k) % NumPlayers
			s.drawLen--
			c := s.draw[s.drawLen]
			s.hands[q] = s.hands[q].With(c)
			s.Emit(rules.Event{Kind: rules.EvDeal, Player: q, Item: int(c), From: ZoneDrawPile, To: ZoneHand(q)})
		}
	}
	s.starter = starter
	s.toMove = starter
	s.phase = PlayStep
	s.justDiscarded = noCard
	s.Emit(rules.Event{Kind: rules.EvTurn, Player: starter, Value: s.round})
}

// endRound scores the melds, adds the round to the totals, and either ends
// the match or deals the next round (which sets the search horizon).
//
// Events: one EvScore per begun meld (Item = suit, Value = Delta = its
// score), one EvScore per player with Item = ItemTotal (Value = new total,
// Delta = round score), EvRoundEnd (Value = round, Player = the round's
// higher scorer or Nobody), then EvGameEnd (Player = winner or Nobody on a
// draw), or the next deal (EvShuffle, EvDeal..., EvTurn).
func (s *State) endRound() {
	var score [NumPlayers]int
	for p := range NumPlayers {
		for suit := range cards.Suit(cards.NumSuits) {
			meld := s.melds[p][suit].slice()
			if len(meld) == 0 {
				continue
			}
			v := MeldScore(meld)
			score[p] += v
			s.Emit(rules.Event{Kind: rules.EvScore, Player: p, Item: int(suit), From: ZoneMeld(p, suit), Value: v, Delta: v})
		}
	}
	for p := range NumPlayers {
		s.totals[p] += score[p]
		s.Emit(rules.Event{Kind: rules.EvScore, Player: p, Item: ItemTotal, Value: s.totals[p], Delta: score[p]})
	}
	s.roundScores[s.roundsDone] = score
	s.roundsDone++
	s.Emit(rules.Event{Kind: rules.EvRoundEnd, Player: leader(score), Value: s.round})
	if s.matchDecided() {
		s.phase = Finished
		s.justDiscarded = noCard
		s.Emit(rules.Event{Kind: rules.EvGameEnd, Player: leader(s.totals), Value: s.round})
		return
	}
	s.round++
	s.startRound(s.nextStarter())
	s.horizon = true
}

// leader is the player with the higher score, or Nobody on equal scores.
func leader(score [NumPlayers]int) int {
	switch {
	case score[0] > score[1]:
		return 0
	case score[1] > score[0]:
		return 1
	}
	return rules.Nobody
}

// nextStarter: the player with the higher running total starts the next
// round; on equal totals the starter is drawn at random.
func (s *State) nextStarter() int {
	if p := leader(s.totals); p != rules.Nobody {
		return p
	}
	return s.rng.IntN(NumPlayers)
}

// matchDecided tells whether the match ends after the round just scored.
//
// With Rounds: after that many rounds, whatever the totals (equal totals
// are a draw). With a TargetScore: once a player's total has reached it and
// the totals differ, the higher total wins, so when both pass the target in
// the same round the higher total wins; equal totals at or past the target
// play another round, since the target asks for one winner. After MaxRounds
// the match ends regardless (then equal totals are a draw).
func (s *State) matchDecided() bool {
	if s.opts.TargetScore == 0 {
		return s.roundsDone >= s.opts.Rounds
	}
	if s.roundsDone >= MaxRounds {
		return true
	}
	reached := s.totals[0] >= s.opts.TargetScore || s.totals[1] >= s.opts.TargetScore
	return reached && s.totals[0] != s.totals[1]
}
