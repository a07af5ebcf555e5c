package for20

import "fmt"

// smokeContext is what on_smoke conditions and effects read.
type smokeContext struct {
	tools     CardSet // the tool, or the papers
	legendary Card    // the legendary tool used, or NoCard for papers
	materials CardSet
	top       Card // the material put on top of the stack
	behind    bool // the smoker trailed the best opponent just before
}

// conditionHolds tells whether c's on_smoke condition is met by the smoke.
func conditionHolds(info *CardInfo, ctx *smokeContext) bool {
	switch info.Condition {
	case Alone:
		return ctx.materials.Len() == 1
	case Combined:
		return ctx.materials.Len() >= 2
	case WithLegendary:
		return ctx.legendary != NoCard
	case WithPaper:
		return ctx.legendary == NoCard
	case Behind:
		return ctx.behind
	case With:
		for t := ctx.tools.First(); t != NoCard; t = ctx.tools.Next(t) {
			if Cards[t].Name == info.WithTool {
				return true
			}
		}
		return false
	}
	return true
}

// fireAbility runs the triggered ability of card c for its owner. ctx is
// the smoke for on_smoke abilities, else nil. Abilities that need a target
// wait in the choice queue for the player on turn.
func (s *State) fireAbility(owner int, c Card, ctx *smokeContext) {
	info := &Cards[c]
	s.note(NoteAbility, owner, c, int(info.Effect), 0)
	n := info.Param
	switch info.Effect {
	case GainCoins:
		s.addCoins(owner, n)
	case DrawPlaying:
		for range n {
			s.drawPlaying(owner)
		}
	case DrawMaterial:
		for range n {
			s.drawMaterial(owner)
		}
	case BonusPoints:
		s.bonus[ctx.top] += int8(n)
		s.note(NoteBonus, owner, ctx.top, 0, n)
		s.addScore(owner, n)
	case ExtraSmoke:
		if ctx != nil && ctx.legendary != NoCard {
			s.extraUses[ctx.legendary-NumMaterials] += uint8(n)
		}
	case SmokeRotated:
		s.rotatedOK = s.rotatedOK.With(c)
	case StealMaterial, DestroyReserve, DestroySmokedTop:
		if owner == s.turn && s.nChoices < maxChoices {
			s.choices[s.nChoices] = choice{source: c, effect: info.Effect, param: int8(n)}
			s.nChoices++
		}
	}
}

// settleChoices drops the waiting abilities that have no legal target
// ("an ability with no legal target does nothing").
func (s *State) settleChoices() {
	for s.nChoices > 0 && !s.hasTarget(s.choices[0].effect, s.turn) {
		s.popChoice()
	}
}

func (s *State) popChoice() {
	copy(s.choices[:], s.choices[1:s.nChoices])
	s.nChoices--
	s.choices[s.nChoices] = choice{}
}

// materialsExposed: actor may destroy, steal or swap victim's materials.
func (s *State) materialsExposed(victim, actor int) bool {
	return victim != actor && victim >= 0 && victim < s.opts.Players && s.shield[victim] == 0
}

// smokedExposed: actor may destroy the top of victim's smoked stack.
func (s *State) smokedExposed(victim, actor int) bool {
	return s.materialsExposed(victim, actor) && s.smokedLen[victim] > 0 && !s.hasPassive(victim, ShieldSmoked)
}

// hasPassive tells whether a tool in p's area has the passive effect e.
func (s *State) hasPassive(p int, e Effect) bool {
	area := s.areas[p]
	for c := area.First(); c != NoCard; c = area.Next(c) {
		if info := &Cards[c]; info.Trigger == Passive && info.Effect == e {
			return true
		}
	}
	return false
}

// legendaries are the legendary tools of a set.
func legendaries(set CardSet) CardSet { return set.Intersect(legendarySet) }

var legendarySet = func() (s CardSet) {
	for c := Card(NumMaterials); c < NumMaterials+NumTools; c++ {
		if Cards[c].Kind == Legendary {
			s = s.With(c)
		}
	}
	return s
}()

// hasTarget tells whether actor has a legal target for a targeted effect.
func (s *State) hasTarget(e Effect, actor int) bool {
	for v := range s.opts.Players {
		if s.validVictim(e, v, actor) {
			return true
		}
	}
	return false
}

// validVictim tells whether v can be the target player of e for actor.
func (s *State) validVictim(e Effect, v, actor int) bool {
	switch e {
	case StealMaterial, DestroyReserve:
		return s.materialsExposed(v, actor) && !s.reserves[v].Empty()
	case SwapMaterial:
		return s.materialsExposed(v, actor) && !s.reserves[v].Empty() && !s.reserves[actor].Empty()
	case DestroySmokedTop:
		return s.smokedExposed(v, actor)
	case StealCard, DiscardRandom:
		return v != actor && !s.hands[v].Empty()
	case DestroyTool, StealTool:
		return v != actor && !legendaries(s.areas[v]).Empty()
	}
	return false
}

// refuseTargets says why target and cards are not a legal target of the
// effect e (with number n) for actor, or nil. An effect with a target
// player takes cards of that player's zone as its number says.
func (s *State) refuseTargets(e Effect, n, actor, target int, cards CardSet) error {
	if target < 0 || target >= s.opts.Players {
		return fmt.Errorf("choose an opponent as the target (@0 to @%d)", s.opts.Players-1)
	}
	if target == actor {
		return fmt.Errorf("choose an opponent, not yourself")
	}
	if (e == StealMaterial || e == DestroyReserve || e == SwapMaterial || e == DestroySmokedTop) && s.shield[target] > 0 {
		return fmt.Errorf("player %d is under Stash Box: their materials cannot be destroyed, stolen or swapped until their next turn", target)
	}
	switch {
	case (e == StealMaterial || e == DestroyReserve || e == SwapMaterial) && s.reserves[target].Empty():
		return fmt.Errorf("player %d has no material in their reserve", target)
	case e == SwapMaterial && s.reserves[actor].Empty():
		return fmt.Errorf("you have no material in your reserve to swap")
	case (e == DestroyTool || e == StealTool) && legendaries(s.areas[target]).Empty():
		return fmt.Errorf("player %d has no legendary tool in their area", target)
	}
	switch e {
	case StealMaterial, DestroyReserve:
		reserve := s.reserves[target]
		if !reserve.Intersect(cards).Equal(cards) {
			return fmt.Errorf("name materials in player %d's reserve", target)
		}
		want := min(n, reserve.Len())
		if e == DestroyReserve && (cards.Len() < 1 || cards.Len() > want) {
			if want == 1 {
				return fmt.Errorf("name 1 material of player %d's reserve", target)
			}
			return fmt.Errorf("name 1 to %d materials of player %d's reserve", want, target)
		}
		if e == StealMaterial && cards.Len() != want {
			return fmt.Errorf("name %s of player %d's reserve", Count(want, "material"), target)
		}
	case SwapMaterial:
		mine, theirs := cards.Intersect(s.reserves[actor]), cards.Intersect(s.reserves[target])
		want := min(n, s.reserves[actor].Len(), s.reserves[target].Len())
		if !mine.Union(theirs).Equal(cards) || mine.Len() != want || theirs.Len() != want || want == 0 {
			return fmt.Errorf("name %s of your reserve and %d of player %d's", Count(max(want, 1), "material"), max(want, 1), target)
		}
	case DestroySmokedTop:
		switch {
		case !cards.Empty():
			return fmt.Errorf("name only the player: their top smoked material is the one destroyed")
		case s.smokedLen[target] == 0:
			return fmt.Errorf("player %d has nothing smoked", target)
		case s.hasPassive(target, ShieldSmoked):
			return fmt.Errorf("player %d's Iron Pipe protects their smoked stack", target)
		}
	case StealCard, DiscardRandom:
		switch {
		case !cards.Empty():
			return fmt.Errorf("name only the player: the card is taken at random")
		case s.hands[target].Empty():
			return fmt.Errorf("player %d has no playing card in hand", target)
		}
	case DestroyTool, StealTool:
		tools := legendaries(s.areas[target])
		if want := min(n, tools.Len()); !tools.Intersect(cards).Equal(cards) || cards.Len() != want || want == 0 {
			return fmt.Errorf("name %s in player %d's area", Count(max(want, 1), "legendary tool"), target)
		}
	}
	return nil
}

// Equal tells whether two sets hold the same cards.
func (s CardSet) Equal(o CardSet) bool { return s == o }

// applyTargeted runs a targeted effect on checked targets.
func (s *State) applyTargeted(e Effect, n, actor, target int, cards CardSet) {
	switch e {
	case StealMaterial:
		for c := cards.First(); c != NoCard; c = cards.Next(c) {
			s.reserves[target] = s.reserves[target].Without(c)
			s.reserves[actor] = s.reserves[actor].With(c)
			s.moveCard(c, ZoneReserve(target), ZoneReserve(actor), actor, true)
		}
	case DestroyReserve:
		for c := cards.First(); c != NoCard; c = cards.Next(c) {
			s.reserves[target] = s.reserves[target].Without(c)
			s.materialDump = s.materialDump.With(c)
			s.moveCard(c, ZoneReserve(target), ZoneMaterialDump, actor, true)
			s.destroyed(target, c)
		}
	case SwapMaterial:
		mine, theirs := cards.Intersect(s.reserves[actor]), cards.Intersect(s.reserves[target])
		s.reserves[actor] = s.reserves[actor].Minus(mine).Union(theirs)
		s.reserves[target] = s.reserves[target].Minus(theirs).Union(mine)
		s.rotated, s.rotatedOK = s.rotated.Minus(mine), s.rotatedOK.Minus(mine)
		for c := mine.First(); c != NoCard; c = mine.Next(c) {
			s.moveCard(c, ZoneReserve(actor), ZoneReserve(target), actor, true)
		}
		for c := theirs.First(); c != NoCard; c = theirs.Next(c) {
			s.moveCard(c, ZoneReserve(target), ZoneReserve(actor), actor, true)
		}
	case DestroySmokedTop:
		s.smokedLen[target]--
		c := s.smoked[target][s.smokedLen[target]]
		s.addScore(target, -(Cards[c].Points + int(s.bonus[c])))
		s.bonus[c] = 0
		s.materialDump = s.materialDump.With(c)
		s.moveCard(c, ZoneSmoked(target), ZoneMaterialDump, actor, true)
		s.destroyed(target, c)
	case StealCard, DiscardRandom:
		for range n {
			if s.hands[target].Empty() {
				break
			}
			c := s.hands[target].Nth(s.rng.IntN(s.hands[target].Len()))
			s.hands[target] = s.hands[target].Without(c)
			if e == DiscardRandom {
				s.playingDump = s.playingDump.With(c)
				s.moveCard(c, ZoneHand(target), ZonePlayingDump, target, true)
				continue
			}
			// The thief and the victim know which card changed hands; the
			// others no longer know which of the victim's cards remain.
			hand := s.hands[target]
			for h := hand.First(); h != NoCard; h = hand.Next(h) {
				s.known[h] &= 1<<target | 1<<actor
			}
			s.toHand(actor, c, 1<<target)
			s.moveCard(c, ZoneHand(target), ZoneHand(actor), actor, false)
		}
	case DestroyTool, StealTool:
		for c := cards.First(); c != NoCard; c = cards.Next(c) {
			s.areas[target] = s.areas[target].Without(c)
			if e == DestroyTool {
				s.playingDump = s.playingDump.With(c)
				s.moveCard(c, ZoneArea(target), ZonePlayingDump, actor, true)
			} else {
				s.areas[actor] = s.areas[actor].With(c)
				s.moveCard(c, ZoneArea(target), ZoneArea(actor), actor, true)
			}
		}
	}
}

// destroyed fires the on_destroy ability of material c, sent to the dump by
// an opponent's effect; its owner gets the effect.
func (s *State) destroyed(owner int, c Card) {
	if Cards[c].Trigger == OnDestroy {
		s.fireAbility(owner, c, nil)
	}
}

// refuseChoose says why m cannot name the target of the waiting ability.
func (s *State) refuseChoose(m Move) error {
	ch := s.choices[0]
	return s.refuseTargets(ch.effect, int(ch.param), s.turn, int(m.Target), m.Cards)
}

// applyChoose runs the waiting ability on its chosen target.
func (s *State) applyChoose(m Move) {
	ch := s.choices[0]
	s.popChoice()
	s.note(NoteTarget, s.turn, ch.source, int(m.Target), 0)
	s.applyTargeted(ch.effect, int(ch.param), s.turn, int(m.Target), m.Cards)
}

// Choosing reports the ability waiting for the player on turn to name a
// target: its card and effect.
func (s *State) Choosing() (Card, Effect, bool) {
	if s.nChoices == 0 || s.over {
		return NoCard, NoEffect, false
	}
	return s.choices[0].source, s.choices[0].effect, true
}
