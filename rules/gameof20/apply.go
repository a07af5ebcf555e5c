package gameof20

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/twenty-games/twenty/rules"
)

// Apply plays m for the player to move. An illegal move returns an error a
// player can read and leaves the state untouched.
//
// Events: a take is EvMove (pool -> hand, Item = tile; the last pool tile
// going to the second drafter is one more EvMove); the end of the draft is
// EvNote NotePlacingStarts; a placement is EvPlace (Player, Item = tile,
// Cell, hand -> board); a pass is EvPass; a change of player is EvTurn. The
// end is one EvScore per player (Value = hand sum) then EvGameEnd (Player =
// winner or rules.Nobody on a draw, Value = player 0's sum, Delta = player 1's
// sum minus player 0's).
func (s *State) Apply(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	p := int(s.toMove)
	switch m.Kind {
	case Take:
		s.take(p, int(m.Tile))
	case Place:
		s.place(p, int(m.Tile), int(m.Cell))
	case Pass:
		s.pass(p)
	}
	return nil
}

// check says why m is illegal now, or nil. It allocates only on refusal.
func (s *State) check(m Move) error {
	if s.phase == Finished {
		return errGameOver
	}
	p := int(s.toMove)
	switch m.Kind {
	case Take:
		if s.phase != Drafting {
			return errors.New("the draft is over: tiles are placed now, not taken")
		}
		if m.Tile < 1 || m.Tile > MaxTile {
			return fmt.Errorf("there is no tile %d: tiles go from 1 to %d", m.Tile, MaxTile)
		}
		if !s.InPool(int(m.Tile)) {
			return fmt.Errorf("tile %d is not in the pool, which holds %s", m.Tile, List(s.Pool()))
		}
	case Place:
		if s.phase != Placing {
			return errors.New("tiles are placed after the draft: take a tile from the pool")
		}
		if m.Side != 0 && m.Side != s.size {
			return fmt.Errorf("that move is for %s %dx%d board, this one is %dx%d", Article(int(m.Side)), m.Side, m.Side, s.size, s.size)
		}
		if m.Cell < 0 || int(m.Cell) >= s.Cells() {
			return fmt.Errorf("cell %d is off the %dx%d board", m.Cell, s.size, s.size)
		}
		if !s.hands[p].has(int(m.Tile)) {
			return fmt.Errorf("you hold no %d: your tiles are %s", m.Tile, List(s.Hand(p)))
		}
		if tile, ok := s.fits(p, int(m.Cell)); ok && tile == int(m.Tile) && s.board[m.Cell] == 0 {
			return nil
		}
		// Refused: only now build the sentence saying why.
		_, ok, reason := s.Requirement(p, int(m.Cell))
		if !ok {
			return errors.New(reason)
		}
		return fmt.Errorf("%s, not %s", reason, ANumber(int(m.Tile)))
	case Pass:
		if s.phase != Placing {
			return errors.New("there is no passing in the draft: take a tile")
		}
		if s.canPlace(p) {
			legal := s.AppendLegal(nil)
			return fmt.Errorf("you can place (%v), so you may not pass", legal[0])
		}
	default:
		return fmt.Errorf("unknown move kind %d", m.Kind)
	}
	return nil
}

func (s *State) take(p, v int) {
	s.moveToHand(p, v)
	s.takesLeft--
	left := bits.OnesCount32(s.pool)
	switch {
	case left == 1:
		// The last tile goes to the second drafter without a decision.
		s.moveToHand(1-int(s.first), bits.TrailingZeros32(s.pool))
		s.startPlacing()
	case left == 0:
		s.startPlacing()
	case s.takesLeft == 0:
		s.takesLeft = int8(min(TakesPerTurn, left-1))
		s.setTurn(1 - p)
	}
}

func (s *State) moveToHand(p, v int) {
	s.pool &^= 1 << v
	s.hands[p].add(v)
	s.Emit(rules.Event{Kind: rules.EvMove, Player: p, Item: v, From: ZonePool, To: ZoneHand(p), FaceUp: true})
}

// startPlacing ends the draft: the higher hand sum places first. (The sums
// cannot be equal with the standard tiles; should they be, the second
// drafter would start.)
func (s *State) startPlacing() {
	s.phase = Placing
	s.takesLeft = 0
	s.Emit(rules.Event{Kind: rules.EvNote, Player: rules.Nobody, Value: NotePlacingStarts})
	first := 1 - int(s.first)
	if s.hands[0].sum != s.hands[1].sum {
		first = 0
		if s.hands[1].sum > s.hands[0].sum {
			first = 1
		}
	}
	s.nextTurn(first)
}

func (s *State) place(p, v, cell int) {
	s.setTile(cell, v)
	s.hands[p].remove(v)
	s.passed[p] = false
	s.Emit(rules.Event{Kind: rules.EvPlace, Player: p, Item: v, From: ZoneHand(p), To: ZoneBoard, Cell: cell, FaceUp: true})
	s.nextTurn(1 - p)
}

func (s *State) pass(p int) {
	s.passed[p] = true
	s.Emit(rules.Event{Kind: rules.EvPass, Player: p})
	s.nextTurn(1 - p)
}

// nextTurn gives the turn to q, who places or, unable to, must pass; when
// neither player can place the game ends.
func (s *State) nextTurn(q int) {
	if !s.canPlace(q) && !s.canPlace(1-q) {
		s.finish()
		return
	}
	s.setTurn(q)
}

func (s *State) setTurn(q int) {
	s.toMove = int8(q)
	s.Emit(rules.Event{Kind: rules.EvTurn, Player: q})
}

func (s *State) finish() {
	s.phase = Finished
	s.toMove = rules.Nobody
	for p := range NumPlayers {
		s.Emit(rules.Event{Kind: rules.EvScore, Player: p, Value: s.HandSum(p)})
	}
	winner := rules.Nobody
	if d := s.Margin(0); d > 0 {
		winner = 0
	} else if d < 0 {
		winner = 1
	}
	s.Emit(rules.Event{Kind: rules.EvGameEnd, Player: winner, Value: s.HandSum(0), Delta: s.Margin(0)})
}
