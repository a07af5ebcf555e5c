package for20

import (
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

// noneAsked is State.asked when no reaction window is open.
const noneAsked = rules.Nobody

// targetsPlayer tells the effects whose action names an opponent.
func targetsPlayer(e Effect) bool {
	switch e {
	case StealMaterial, DestroyReserve, SwapMaterial, DestroySmokedTop, StealCard, DiscardRandom, DestroyTool, StealTool:
		return true
	}
	return false
}

// refusePlay says why the player on turn cannot declare the action m, or
// nil.
func (s *State) refusePlay(m Move) error {
	p := s.turn
	if !s.hands[p].Has(m.Card) {
		return fmt.Errorf("%s is not in your hand", Cards[m.Card].Name)
	}
	info := &Cards[m.Card]
	if info.Category != Action {
		return fmt.Errorf("%s is not an action card", info.Name)
	}
	if info.Kind == Police && s.legalized {
		return fmt.Errorf("it's legal now: after Legalize, Police can only be recycled or discarded to pay")
	}
	if s.coins < info.Cost {
		return fmt.Errorf("%s costs %s and you have %d: rotate materials or recycle cards first", info.Name, Count(info.Cost, "coin"), s.coins)
	}
	n := info.Param
	switch e := info.Effect; {
	case targetsPlayer(e):
		if m.Target == NoTarget {
			return fmt.Errorf("%s needs a target: an opponent (@0 to @%d)", info.Name, s.opts.Players-1)
		}
		return s.refuseTargets(e, n, p, int(m.Target), m.Cards)
	case m.Target != NoTarget:
		return fmt.Errorf("%s targets no player", info.Name)
	case e == RestoreMaterial:
		if s.materialDump.Empty() {
			return fmt.Errorf("the material dump is empty: %s has nothing to restore", info.Name)
		}
		if want := min(n, s.materialDump.Len()); !s.materialDump.Intersect(m.Cards).Equal(m.Cards) || m.Cards.Len() != want {
			return fmt.Errorf("name %s of the material dump", Count(want, "material"))
		}
	case e == RestoreTool:
		tools := s.playingDump.OfCategory(Tool)
		if tools.Empty() {
			return fmt.Errorf("there is no tool in the playing-card dump: %s has nothing to restore", info.Name)
		}
		if want := min(n, tools.Len()); !tools.Intersect(m.Cards).Equal(m.Cards) || m.Cards.Len() != want {
			return fmt.Errorf("name %s of the playing-card dump", Count(want, "tool"))
		}
	case !m.Cards.Empty():
		return fmt.Errorf("%s takes no target card", info.Name)
	}
	return nil
}

// declareAction pays the action's cost, puts it on the table and opens the
// reaction window.
func (s *State) declareAction(m Move) {
	p := s.turn
	s.addCoins(p, -Cards[m.Card].Cost)
	s.hands[p] = s.hands[p].Without(m.Card)
	s.table = s.table.With(m.Card)
	s.moveCard(m.Card, ZoneHand(p), ZoneTable, p, true)
	s.pending = m
	s.note(NoteActionDeclared, p, m.Card, int(m.Target), 0)
	s.openWindow()
}

// resolveAction carries out the pending action once nobody cancelled it.
func (s *State) resolveAction() {
	p, m := s.turn, s.pending
	s.pending = Move{}
	info := &Cards[m.Card]
	s.table = s.table.Without(m.Card)
	if info.Effect == Legalize {
		s.legalized = true
		s.removed = s.removed.With(m.Card)
		s.moveCard(m.Card, ZoneTable, ZoneRemoved, p, true)
		s.note(NoteLegalized, p, m.Card, 0, 0)
	} else {
		s.playingDump = s.playingDump.With(m.Card)
		s.moveCard(m.Card, ZoneTable, ZonePlayingDump, p, true)
	}
	s.note(NoteResolved, p, m.Card, int(m.Target), 0)
	s.note(NoteAbility, p, m.Card, int(info.Effect), 0)
	n := info.Param
	switch e := info.Effect; e {
	case GainCoins:
		s.addCoins(p, n)
	case DrawPlaying:
		for range n {
			s.drawPlaying(p)
		}
	case DrawMaterial:
		for range n {
			s.drawMaterial(p)
		}
	case ShieldAll:
		s.shield[p] = uint8(n)
		s.note(NoteShielded, p, m.Card, 0, 1)
	case RestoreMaterial:
		for c := m.Cards.First(); c != NoCard; c = m.Cards.Next(c) {
			s.materialDump = s.materialDump.Without(c)
			s.reserves[p] = s.reserves[p].With(c)
			s.moveCard(c, ZoneMaterialDump, ZoneReserve(p), p, true)
		}
	case RestoreTool:
		for c := m.Cards.First(); c != NoCard; c = m.Cards.Next(c) {
			s.playingDump = s.playingDump.Without(c)
			s.toHand(p, c, allKnown)
			s.moveCard(c, ZonePlayingDump, ZoneHand(p), p, true)
		}
	case SmokeRotated:
		s.secondWind = true
	case ExtraTool:
		s.newTools += n
	default:
		if targetsPlayer(e) {
			s.applyTargeted(e, n, p, int(m.Target), m.Cards)
		}
	}
}
