package twentystrong

import "github.com/twenty-games/twenty/rules"

// enterStage begins a Resolve step and notes it (steps are numbered 1..6).
func (s *State) enterStage(stage uint8) {
	s.stage = stage
	s.note(NoteResolveStep, int(stage)+1)
}

// runStage runs the current Resolve step, stopping where the player
// chooses (a ward to use, dice for an effect, dice to recover, items).
func (s *State) runStage() {
	switch s.stage {
	case stageSuffer:
		if s.holdsItem(ItemWard) && s.incomingDamage() > s.wardsOnce()+int(s.wardPending) {
			s.step = StepSuffer
			return
		}
		s.sufferDamage()
		s.enterStage(stageAfter)
	case stageAfter:
		if s.resolveAfterEffects() {
			s.enterStage(stageExhaust)
		}
	case stageExhaust:
		s.exhaustCommitted()
		s.enterStage(stageRecover)
	case stageRecover:
		n := max(0, int(s.recovery)+s.recoverPlus()-int(s.recoveryMinus))
		s.enterStage(stageItems)
		s.setDiceChoice(ChoiceRecover, n, NoCard)
	case stageItems:
		s.offered = 0
		for _, c := range s.active.slice() {
			if s.Defeated(c) && Cards[c].Reward.Kind.IsItem() {
				s.offered |= bit(c)
			}
		}
		if s.offered != 0 {
			s.step = StepItems
			return
		}
		s.enterStage(stageCleanup)
	case stageCleanup:
		s.cleanup()
		if s.result == Playing {
			s.startRound()
		}
	}
}

// holdsItem tells whether an item of kind k is in the inventory.
func (s *State) holdsItem(k RewardKind) bool {
	for _, c := range s.inventory.slice() {
		if Cards[c].Reward.Kind == k {
			return true
		}
	}
	return false
}

// incomingDamage is what Suffer Damage would take before wards: the Damage
// of every undefeated active card.
func (s *State) incomingDamage() int {
	total := 0
	for _, c := range s.active.slice() {
		if !s.Defeated(c) {
			total += Cards[c].Damage
		}
	}
	return total
}

// wardsOnce is the damage the once-per-round wards prevent (the hero's ward
// and ongoing_ward items): they are always used, as holding them back
// gains nothing.
func (s *State) wardsOnce() int {
	n := 0
	if s.ability.Kind == AbilityWard {
		n += int(s.ability.N)
	}
	for _, c := range s.inventory.slice() {
		if r := Cards[c].Reward; r.Kind == OngoingWard {
			n += int(r.N)
		}
	}
	return n
}

// allDefeated tells whether every active enemy is defeated.
func (s *State) allDefeated() bool {
	for _, c := range s.active.slice() {
		if !s.Defeated(c) {
			return false
		}
	}
	return true
}

// sufferDamage is Resolve step 1: the hero's sweep heal, then the damage of
// the undefeated cards less the wards.
func (s *State) sufferDamage() {
	if s.ability.Kind == AbilitySweepHeal && s.allDefeated() {
		s.note(NoteAbilityUsed, int(AbilitySweepHeal))
		s.heal(int(s.ability.N))
	}
	dmg := s.incomingDamage()
	prevent := int(s.wardPending) + s.wardsOnce()
	s.wardPending = 0
	if p := min(dmg, prevent); p > 0 {
		s.Emit(rules.Event{Kind: rules.EvNote, Value: NotePrevented, Item: -1, Delta: p})
		dmg -= p
	}
	s.loseHealth(dmg)
}

// resolveAfterEffects is Resolve step 2: every active card's After effect,
// defeated or not, in activation order; but when the next one's place in
// the order can change the outcome, the player chooses which resolves next
// (StepAfter; the activation order is the default). It reports whether
// every effect has resolved; false when a choice waits or the game ended.
func (s *State) resolveAfterEffects() bool {
	for {
		c := s.nextAfter()
		if c == NoCard {
			return true
		}
		if orderSensitive(c) && s.afterOrderMatters() {
			s.step = StepAfter
			return false
		}
		s.resolveAfter(c)
		if s.choice != NoChoice || s.result != Playing {
			return false
		}
	}
}

// nextAfter is the first active card, in activation order, whose After
// effect has not resolved yet (cards without one count too: they do
// nothing), or NoCard.
func (s *State) nextAfter() CardID {
	for _, c := range s.active.slice() {
		if s.afterDone&bit(c) == 0 {
			return c
		}
	}
	return NoCard
}

// orderSensitive tells an After effect whose order against others can
// matter: exhausting pool dice, and banishing exhausted ones. The others
// (Recovery minus, a sting counting misses) touch nothing those two do.
func orderSensitive(c CardID) bool {
	k := Cards[c].Effect.Kind
	return k == AfterExhaustPool || k == AfterBanishExhausted
}

// afterOrderMatters tells whether the After effects still waiting give
// different results in different orders: a banish after an exhaust may take
// the die just exhausted, before it only the dice exhausted earlier. That
// needs both kinds waiting and a pool die the exhaust can take (two
// exhausts, or two banishes, give the same choices in either order).
func (s *State) afterOrderMatters() bool {
	exhaust, banish := false, false
	for _, c := range s.active.slice() {
		if s.afterDone&bit(c) != 0 {
			continue
		}
		switch Cards[c].Effect.Kind {
		case AfterExhaustPool:
			exhaust = true
		case AfterBanishExhausted:
			banish = true
		}
	}
	if !exhaust || !banish {
		return false
	}
	for d := range DieID(NumDice) {
		if s.dice[d].zone == ZonePool && !s.keeps(d) {
			return true
		}
	}
	return false
}

// AfterWaits tells an active card the player may resolve next in the After
// Effects step (StepAfter): its After effect is one whose order matters
// and has not resolved yet.
func (s *State) AfterWaits(c CardID) bool {
	return s.step == StepAfter && s.result == Playing && s.cardZone[c] == ZoneActive &&
		s.afterDone&bit(c) == 0 && orderSensitive(c)
}

// resolveAfter resolves c's After effect and marks it done.
func (s *State) resolveAfter(c CardID) {
	s.afterDone |= bit(c)
	s.afterEffect(c)
}

// afterEffect resolves c's after effect (Resolve step 2).
func (s *State) afterEffect(c CardID) {
	e := Cards[c].Effect
	switch e.Kind {
	case AfterExhaustPool:
		s.setDiceChoice(ChoiceExhaust, int(e.N), c)
	case AfterBanishExhausted:
		s.setDiceChoice(ChoiceBanish, int(e.N), c)
	case AfterRecoveryMinus:
		s.recoveryMinus += e.N
		s.Emit(rules.Event{Kind: rules.EvNote, Value: NoteRecoveryMinus, Item: int(c), Delta: int(e.N)})
	case AfterMissSting:
		misses := s.unappliedMisses()
		loss := misses / int(e.N)
		s.Emit(rules.Event{Kind: rules.EvNote, Value: NoteSting, Item: int(c), Cell: misses, Delta: loss})
		s.loseHealth(loss)
	}
}

// unappliedMisses counts the rolled, unapplied dice in the active area that
// show a miss.
func (s *State) unappliedMisses() int {
	n := 0
	for d := range DieID(NumDice) {
		if s.unapplied(d) && s.dice[d].face != noFace && s.outcome(d) == Miss {
			n++
		}
	}
	return n
}

// exhaustCommitted is Resolve step 3: every committed die, applied or not,
// goes to the exhausted area (the hero's keep colour goes to the pool). In
// the endgame an undefeated card keeps its damage as wounds; elsewhere the
// damage goes with the dice.
func (s *State) exhaustCommitted() {
	for _, c := range s.active.slice() {
		dmg := s.CardDamage(c)
		switch {
		case s.endgame && !s.Defeated(c):
			s.wounds[c] = int8(dmg)
		case dmg > 0:
			s.wounds[c] = 0
			s.Emit(rules.Event{Kind: rules.EvScore, Item: int(c), Value: 0, Delta: -dmg, Cell: s.cardHealth(c)})
		}
	}
	for d := range DieID(NumDice) {
		if s.dice[d].zone != ZoneCommitted {
			continue
		}
		if s.keeps(d) {
			s.moveDie(d, ZonePool, NoCard)
		} else {
			s.moveDie(d, ZoneExhausted, NoCard)
		}
	}
}

// recoverPlus is the extra dice recovered each round: the hero's
// recover_plus and every ongoing_recover_plus item.
func (s *State) recoverPlus() int {
	n := 0
	if s.ability.Kind == AbilityRecoverPlus {
		n += int(s.ability.N)
	}
	for _, c := range s.inventory.slice() {
		if r := Cards[c].Reward; r.Kind == OngoingRecoverPlus {
			n += int(r.N)
		}
	}
	return n
}

// cleanup is Resolve step 6: defeated cards go to the discard; undefeated
// ones too in a normal round (or under their stack, for
// after_return_if_undefeated), each raising the Alarm by 1; in the endgame
// they stay active.
func (s *State) cleanup() {
	undefeated := 0
	var stay cardList
	for _, c := range s.active.slice() {
		switch {
		case s.Defeated(c):
			s.discard.add(c)
			s.moveCard(c, ZoneDiscard)
		case s.endgame:
			stay.add(c)
		default:
			undefeated++
			info := &Cards[c]
			if info.Effect.Kind == AfterReturnIfUndefeated {
				k := info.Stack - 1
				s.stacks[k].putUnder(c)
				from := s.cardZone[c]
				s.cardZone[c] = ZoneStack1 + Zone(k)
				s.Emit(rules.Event{Kind: rules.EvMove, Item: int(c), From: int(from), To: int(s.cardZone[c]), FaceUp: true})
				if s.stacks[k].n == 1 {
					s.revealTop(k)
				}
			} else {
				s.discard.add(c)
				s.moveCard(c, ZoneDiscard)
			}
		}
	}
	s.active = stay
	for c := range s.wounds {
		if s.cardZone[c] != ZoneActive {
			s.wounds[c] = 0
		}
	}
	s.defeated = 0 // only active cards are ever defeated, and those left stand
	s.raiseAlarm(undefeated)
	s.Emit(rules.Event{Kind: rules.EvRoundEnd, Value: int(s.round)})
}

// startRound resets what lasts a round and begins its Activation (skipped
// in the endgame after the first: the Strategy phase begins at once).
func (s *State) startRound() {
	s.round++
	s.note(NoteRound, int(s.round))
	s.scoutUsed, s.heroRerollUsed = false, false
	s.usedRound, s.offered = 0, 0
	s.recoveryMinus, s.wardPending = 0, 0
	s.phase, s.roundActivations, s.afterDone = 0, 0, 0
	s.pendingActivations = 0
	if s.endgame {
		s.beginEngagement()
		return
	}
	s.step = StepActivate
	s.pendingActivations = 1
}
