package for20

import "github.com/twenty-games/twenty/rules"

// moveCard records a card changing zone.
func (s *State) moveCard(c Card, from, to, player int, faceUp bool) {
	s.Emit(rules.Event{Kind: rules.EvMove, Player: player, Item: int(c), From: from, To: to, FaceUp: faceUp})
}

func (s *State) note(code, player int, c Card, cell, delta int) {
	if s.Recording() {
		item := int(c)
		if c == NoCard {
			item = -1
		}
		s.Emit(rules.Event{Kind: rules.EvNote, Value: code, Player: player, Item: item, Cell: cell, Delta: delta})
	}
}

// addCoins changes the coins of the player on turn. Coins exist only in
// one's own turn: gains for anyone else are lost (the set README's
// gain_coins).
func (s *State) addCoins(p, delta int) {
	if p != s.turn || delta == 0 {
		return
	}
	s.coins += delta
	s.Emit(rules.Event{Kind: rules.EvCount, Player: p, Value: s.coins, Delta: delta})
}

func (s *State) addScore(p, delta int) {
	if delta == 0 {
		return
	}
	s.scores[p] += delta
	s.Emit(rules.Event{Kind: rules.EvScore, Player: p, Delta: delta, Value: s.scores[p]})
}

// toHand puts c into p's hand; known is who saw it go there (p always).
func (s *State) toHand(p int, c Card, known uint8) {
	s.hands[p] = s.hands[p].With(c)
	s.known[c] = known | 1<<p
}

// reshuffleMaterials turns the material dump into the deck when the deck is
// empty and someone has to draw from it; reshufflePlaying does the same for
// the playing cards.
func (s *State) reshuffleMaterials() {
	s.materialDeckLen = s.reshuffle(s.materialDeck[:], &s.materialDump, ZoneMaterialDump, ZoneMaterialDeck)
}

func (s *State) reshufflePlaying() {
	s.playingDeckLen = s.reshuffle(s.playingDeck[:], &s.playingDump, ZonePlayingDump, ZonePlayingDeck)
}

// reshuffle empties dump into deck in a random order and returns the deck's
// new length.
func (s *State) reshuffle(deck []Card, dump *CardSet, from, to int) int {
	n := 0
	for c := dump.First(); c != NoCard; c = dump.Next(c) {
		deck[n] = c
		n++
	}
	*dump = CardSet{}
	s.rng.Shuffle(n, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s.Emit(rules.Event{Kind: rules.EvShuffle, From: from, To: to, Value: n})
	return n
}

// drawMaterial puts the top material into p's reserve, reshuffling the dump
// if the deck is empty, and fires its on_draw ability. With deck and dump
// both empty nothing is drawn.
func (s *State) drawMaterial(p int) {
	if s.materialDeckLen == 0 {
		if s.materialDump.Empty() {
			return
		}
		s.reshuffleMaterials()
	}
	s.materialDeckLen--
	c := s.materialDeck[s.materialDeckLen]
	s.reserves[p] = s.reserves[p].With(c)
	s.moveCard(c, ZoneMaterialDeck, ZoneReserve(p), p, true)
	if info := &Cards[c]; info.Trigger == OnDraw {
		s.fireAbility(p, c, nil)
	}
}

// drawPlaying puts the top playing card into p's hand (face down to the
// others), reshuffling the dump if the deck is empty.
func (s *State) drawPlaying(p int) {
	if s.playingDeckLen == 0 {
		if s.playingDump.Empty() {
			return
		}
		s.reshufflePlaying()
	}
	s.playingDeckLen--
	c := s.playingDeck[s.playingDeckLen]
	s.toHand(p, c, 0)
	s.moveCard(c, ZonePlayingDeck, ZoneHand(p), p, false)
}

// startTurn begins p's turn: Stash Box ends, one material and one playing
// card are drawn, then the start_turn abilities of p's tools fire.
func (s *State) startTurn(p int) {
	s.turn = p
	s.newTools = 1
	s.Emit(rules.Event{Kind: rules.EvTurn, Player: p})
	if s.shield[p] > 0 {
		s.shield[p]--
		if s.shield[p] == 0 {
			s.note(NoteShielded, p, NoCard, 0, -1)
		}
	}
	s.drawMaterial(p)
	s.drawPlaying(p)
	area := s.areas[p]
	for c := area.First(); c != NoCard; c = area.Next(c) {
		if Cards[c].Trigger == StartTurn {
			s.fireAbility(p, c, nil)
		}
	}
}

// endTurn ends the turn of the player on turn: rotated cards turn back,
// coins are lost; at the end of a full round the game may end; then the
// next player's turn starts.
func (s *State) endTurn() {
	p := s.turn
	s.note(NoteTurnEnd, p, NoCard, 0, s.scores[p])
	if s.coins != 0 {
		s.Emit(rules.Event{Kind: rules.EvCount, Player: p, Value: 0, Delta: -s.coins})
	}
	s.coins, s.newTools, s.turnMoves = 0, 0, 0
	s.rotated, s.rotatedOK = CardSet{}, CardSet{}
	s.uses, s.extraUses = [NumTools]uint8{}, [NumTools]uint8{}
	s.smokeForbidden, s.secondWind = false, false
	nextPlayer := s.next(p)
	if nextPlayer == s.first {
		s.Emit(rules.Event{Kind: rules.EvRoundEnd, Value: s.round})
		if leader, alone := s.leader(); alone && s.scores[leader] >= WinningScore {
			s.finish(leader)
			return
		}
		if s.round >= s.opts.maxRounds() {
			leader, alone := s.leader()
			if !alone {
				leader = rules.Nobody
			}
			s.finish(leader)
			return
		}
		s.round++
	}
	s.startTurn(nextPlayer)
}

// leader is the player with the highest score, and whether they lead alone.
func (s *State) leader() (int, bool) {
	best, alone := 0, true
	for p := 1; p < s.opts.Players; p++ {
		switch {
		case s.scores[p] > s.scores[best]:
			best, alone = p, true
		case s.scores[p] == s.scores[best]:
			alone = false
		}
	}
	return best, alone
}

func (s *State) finish(winner int) {
	s.over = true
	s.Emit(rules.Event{Kind: rules.EvGameEnd, Player: winner})
}

// highestOpponent is the best score among p's opponents.
func (s *State) highestOpponent(p int) int {
	best := -1
	for q := range s.opts.Players {
		if q != p {
			best = max(best, s.scores[q])
		}
	}
	return best
}
