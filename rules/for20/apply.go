package for20

import (
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

// Apply plays m for the player to move. An illegal move returns an error
// saying why and leaves the state untouched: every check is made before
// anything changes.
func (s *State) Apply(m Move) error {
	if err := s.refuse(m); err != nil {
		return err
	}
	if s.asked == noneAsked {
		s.turnMoves++
	}
	switch m.Kind {
	case Smoke:
		s.declareSmoke(m)
	case Rotate:
		s.rotate(m.Card)
	case Recycle:
		s.recycle(m.Card)
	case Place:
		s.place(m.Card)
	case Play:
		s.declareAction(m)
	case End:
		s.endTurn()
	case Answer:
		s.applyAnswer(m)
	case Pass:
		s.Emit(rules.Event{Kind: rules.EvPass, Player: s.asked})
		s.askNext()
	case Choose:
		s.applyChoose(m)
	}
	if !s.over && s.asked == noneAsked {
		s.settleChoices()
	}
	return nil
}

// refuse says why m is not legal now, or nil.
func (s *State) refuse(m Move) error {
	if s.over {
		return errGameOver
	}
	if err := refuseShape(m); err != nil {
		return err
	}
	if s.asked != noneAsked {
		switch m.Kind {
		case Pass:
			return nil
		case Answer:
			return s.refuseAnswer(m)
		}
		return fmt.Errorf("player %d is asked to answer player %d's %s: answer with an out-of-turn card, or pass", s.asked, s.turn, moveWords[s.pending.Kind])
	}
	if s.nChoices > 0 {
		if m.Kind != Choose {
			card, _, _ := s.Choosing()
			return fmt.Errorf("first choose the target of %s's ability", Cards[card].Name)
		}
		return s.refuseChoose(m)
	}
	switch m.Kind {
	case Answer, Pass:
		return fmt.Errorf("there is nothing to answer: out-of-turn cards answer another player's smoke or action")
	case Choose:
		return fmt.Errorf("no ability is waiting for a target")
	case End:
		return nil
	case Smoke:
		return s.refuseSmoke(m)
	case Play:
		return s.refusePlay(m)
	}
	p, info := s.turn, &Cards[m.Card]
	switch m.Kind {
	case Rotate:
		switch {
		case !s.reserves[p].Has(m.Card):
			return fmt.Errorf("%s is not in your reserve", info.Name)
		case s.rotated.Has(m.Card):
			return fmt.Errorf("%s is already rotated this turn", info.Name)
		}
	case Recycle:
		if !s.hands[p].Has(m.Card) {
			return fmt.Errorf("%s is not in your hand", info.Name)
		}
	case Place:
		switch {
		case !s.hands[p].Has(m.Card):
			return fmt.Errorf("%s is not in your hand", info.Name)
		case info.Kind != Legendary:
			return fmt.Errorf("only legendary tools are put down on their own; papers are put down when you smoke with them")
		case s.newTools <= 0:
			return fmt.Errorf("you have already put down a new tool this turn")
		}
	}
	return nil
}

// refuseShape says why m is not a well-formed move: each kind names what
// its text form says and nothing else (see Move).
func refuseShape(m Move) error {
	if m.Kind >= numMoveKinds {
		return fmt.Errorf("unknown move")
	}
	if m.Cards[1]>>(NumCards-64) != 0 {
		return fmt.Errorf("the move names a card that does not exist")
	}
	word := moveWords[m.Kind]
	takesCard := m.Kind == Rotate || m.Kind == Recycle || m.Kind == Place || m.Kind == Play || m.Kind == Answer
	switch {
	case takesCard && m.Card >= NumCards:
		return fmt.Errorf("%s names a card", word)
	case !takesCard && m.Card != NoCard:
		return fmt.Errorf("%s names no single card", word)
	case m.Kind != Play && m.Kind != Choose && m.Target != NoTarget:
		return fmt.Errorf("%s names no target player", word)
	case (m.Kind == Rotate || m.Kind == Recycle || m.Kind == Place || m.Kind == End || m.Kind == Pass) && !m.Cards.Empty():
		return fmt.Errorf("%s takes %s", word, map[bool]string{true: "one card", false: "nothing after it"}[takesCard])
	}
	return nil
}

// rotate turns a material for its coins; it may not be smoked this turn
// unless an ability allows it.
func (s *State) rotate(c Card) {
	p := s.turn
	s.rotated = s.rotated.With(c)
	s.note(NoteRotated, p, c, 0, Cards[c].Coins)
	s.addCoins(p, Cards[c].Coins)
	if Cards[c].Trigger == OnRotate {
		s.fireAbility(p, c, nil)
	}
}

// recycle dumps a hand card for its coins.
func (s *State) recycle(c Card) {
	p := s.turn
	s.hands[p] = s.hands[p].Without(c)
	s.playingDump = s.playingDump.With(c)
	s.note(NoteRecycled, p, c, 0, Cards[c].Recycle)
	s.moveCard(c, ZoneHand(p), ZonePlayingDump, p, true)
	s.addCoins(p, Cards[c].Recycle)
}

// place puts a legendary tool from the hand into the area (the turn's new
// tool) and fires its on_place ability.
func (s *State) place(c Card) {
	p := s.turn
	s.newTools--
	s.hands[p] = s.hands[p].Without(c)
	s.areas[p] = s.areas[p].With(c)
	s.moveCard(c, ZoneHand(p), ZoneArea(p), p, true)
	if Cards[c].Trigger == OnPlace {
		s.fireAbility(p, c, nil)
	}
}
