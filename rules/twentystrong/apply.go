package twentystrong

import (
	"math/bits"

	"github.com/twenty-games/twenty/rules"
)

// Apply plays m. An illegal move returns an error saying why and leaves the
// state untouched. Steps without a choice (the rest of the Resolve phase,
// the next round's start, a choice with only one answer) run at once.
func (s *State) Apply(m Move) error {
	if err := s.ExplainIllegal(m); err != nil {
		return err
	}
	s.play(m)
	s.advance()
	return nil
}

// play carries out a legal move.
func (s *State) play(m Move) {
	switch m.Kind {
	case MoveDiscard:
		s.discardItem(m.Card)
	case MoveUse:
		s.useItem(m)
	case MoveScout:
		s.scout(int(m.Stack))
	case MoveActivate:
		s.activate(int(m.Stack))
	case MoveEndgame:
		s.startEndgame()
	case MoveCommit:
		s.moveDie(m.Die, ZoneCommitted, NoCard)
	case MoveRoll:
		for d := range DieID(NumDice) {
			if s.unapplied(d) {
				s.roll(d)
			}
		}
		s.step = StepApply
	case MoveApply:
		before := s.CardDamage(m.Card)
		s.moveDie(m.Die, ZoneOnCard, m.Card)
		s.damageChanged(m.Card, before)
		s.checkDefeat(m.Card)
	case MoveReroll:
		s.heroRerollUsed = true
		s.note(NoteAbilityUsed, int(AbilityReroll))
		s.reroll(m.Dice)
	case MoveTake:
		if s.choice == ChoiceReward {
			s.takeInstant(m.Card)
		} else {
			s.takeItem(m.Card)
		}
	case MoveDecline:
		s.choice, s.choiceCard = NoChoice, NoCard
		s.note(NoteRewardDeclined, int(m.Card))
	case MoveNext:
		s.phase++
		s.step = StepCommit
		s.note(NoteStrategyPhase, int(s.phase))
	case MoveResolve:
		s.step = StepResolve
		s.afterDone = 0
		s.enterStage(stageSuffer)
	case MoveExhaust, MoveBanish, MoveRecover:
		s.answerDie(m.Die)
		s.settleChoice()
	case MoveAfter:
		s.step = StepResolve
		s.resolveAfter(m.Card)
	case MoveSuffer:
		s.step = StepResolve
		s.sufferDamage()
		s.enterStage(stageAfter)
	case MoveDone:
		s.offered = 0
		s.step = StepResolve
		s.enterStage(stageCleanup)
	}
}

// advance runs the steps that ask nothing of the player, until a decision
// or the end of the game.
func (s *State) advance() {
	for s.result == Playing && s.choice == NoChoice {
		switch s.step {
		case StepActivate:
			// The first activation of a round waits for the player (the
			// endgame is then the only way on when every stack is empty);
			// extra activations are skipped when the stacks run out.
			if s.pendingActivations > 0 && (s.roundActivations == 0 || s.anyStackCards()) {
				return
			}
			s.pendingActivations = 0
			s.beginEngagement()
		case StepResolve:
			s.runStage()
		default:
			return
		}
	}
}

// beginEngagement starts the first Strategy phase of the round.
func (s *State) beginEngagement() {
	s.step = StepCommit
	s.phase = 1
	s.note(NoteStrategyPhase, 1)
}

// roll gives die d a random face.
func (s *State) roll(d DieID) {
	hi, _ := bits.Mul64(rules.MixSeeds(s.diceSeed, uint64(d), uint64(s.rolls[d])), FacesPerDie)
	s.rolls[d]++
	face := int(hi)
	s.dice[d].face = int8(face)
	s.Emit(rules.Event{Kind: rules.EvRoll, Item: int(d), Value: face, Delta: int(FaceOutcome(d.Colour(), face))})
}

func (s *State) reroll(dice uint32) {
	for set := dice; set != 0; set &= set - 1 {
		s.roll(DieID(bits.TrailingZeros32(set)))
	}
}

// damageChanged records the damage on c after a change from before.
func (s *State) damageChanged(c CardID, before int) {
	if now := s.CardDamage(c); now != before {
		s.Emit(rules.Event{Kind: rules.EvScore, Item: int(c), Value: now, Delta: now - before, Cell: s.cardHealth(c)})
	}
}

// checkDefeat defeats c when its damage reaches its Health: the boss wins
// the game at once; an instant reward asks to be taken or declined. A
// defeated card stays defeated whatever its damage does later.
func (s *State) checkDefeat(c CardID) {
	dmg := s.CardDamage(c)
	if s.Defeated(c) || dmg < s.cardHealth(c) {
		return
	}
	s.defeated |= bit(c)
	// Its During effects cease: a crit it capped deals its 2 now.
	s.damageChanged(c, dmg)
	s.note(NoteDefeated, int(c))
	if s.endgame && c == s.boss {
		s.end(Won)
		return
	}
	if r := Cards[c].Reward.Kind; r != NoReward && !r.IsItem() {
		s.choice, s.choiceCard, s.choiceCount = ChoiceReward, c, 0
	}
}

// scout moves the top card of stack k to its bottom, in view.
func (s *State) scout(k int) {
	s.scoutUsed = true
	s.note(NoteAbilityUsed, int(AbilityScout))
	st := &s.stacks[k]
	c := st.pop()
	st.putUnder(c)
	s.Emit(rules.Event{Kind: rules.EvMove, Item: int(c), From: int(ZoneStack1) + k, To: int(ZoneStack1) + k, FaceUp: true})
	s.revealTop(k)
}

// activate moves the top card of stack k to the active area: its special
// effect resolves, and its +N adds to the activations still owed.
func (s *State) activate(k int) {
	c := s.stacks[k].pop()
	s.active.add(c)
	s.moveCard(c, ZoneActive)
	s.revealTop(k)
	info := &Cards[c]
	s.pendingActivations += int8(info.Extra) - 1
	s.roundActivations++
	switch info.Effect.Kind {
	case SpecialAlarm:
		if s.endgame {
			s.note(NoteNoEffect, int(c))
		}
		s.raiseAlarm(int(info.Effect.N))
	case SpecialAmbushExhaust:
		s.setDiceChoice(ChoiceExhaust, int(info.Effect.N), c)
	}
}

// startEndgame activates the boss, its Health the printed one plus the
// Alarm, which freezes; the boss's +N is owed as activations.
func (s *State) startEndgame() {
	s.endgame = true
	s.bossShown = true
	b := s.boss
	s.bossHealth = int8(Cards[b].Health) + s.alarm
	s.active.add(b)
	s.moveCard(b, ZoneActive)
	s.Emit(rules.Event{Kind: rules.EvNote, Value: NoteEndgame, Item: int(b), Cell: int(s.bossHealth)})
	s.emitCount(CounterBossHealth, int(s.bossHealth), int(s.bossHealth))
	s.roundActivations = 1
	s.pendingActivations = int8(Cards[b].Extra)
}

func (s *State) discardItem(c CardID) {
	s.inventory.remove(c)
	s.discard.add(c)
	s.moveCard(c, ZoneDiscard)
}

// useItem uses an item of the inventory; single-use items are discarded.
func (s *State) useItem(m Move) {
	c := m.Card
	r := Cards[c].Reward
	s.note(NoteItemUsed, int(c))
	if r.Kind.IsOngoing() {
		s.usedRound |= bit(c)
	} else {
		s.discardItem(c)
	}
	switch r.Kind {
	case ItemHeal:
		s.heal(int(r.N))
	case ItemWard:
		s.wardPending += r.N
	case ItemReroll, OngoingReroll:
		s.reroll(m.Dice)
	case ItemPlusOne:
		target := s.dice[m.Die].card
		before := s.CardDamage(target)
		s.dice[m.Die].bonus += r.N
		s.damageChanged(target, before)
		s.checkDefeat(target)
	}
}

// takeInstant gains the pending instant reward of c.
func (s *State) takeInstant(c CardID) {
	s.choice, s.choiceCard = NoChoice, NoCard
	s.note(NoteRewardTaken, int(c))
	r := Cards[c].Reward
	switch r.Kind {
	case InstantHeal:
		s.heal(int(r.N))
	case InstantRecover:
		s.setDiceChoice(ChoiceRecover, int(r.N), c)
	case InstantRaise:
		s.raiseStat(r.Stat, 1)
	case InstantCalm:
		if s.endgame {
			s.note(NoteNoEffect, int(c))
		}
		s.calmAlarm(int(r.N))
	}
}

// takeItem puts c's item reward in the inventory.
func (s *State) takeItem(c CardID) {
	s.offered &^= bit(c)
	s.active.remove(c)
	s.defeated &^= bit(c)
	s.inventory.add(c)
	s.moveCard(c, ZoneInventory)
	if s.offered == 0 {
		s.step = StepResolve
		s.enterStage(stageCleanup)
	}
}

// choiceSource is where the dice of a choice are taken from.
func (s *State) choiceCandidate(d DieID) bool {
	switch s.choice {
	case ChoiceExhaust:
		return s.dice[d].zone == ZonePool && !s.keeps(d)
	case ChoiceBanish, ChoiceRecover:
		return s.dice[d].zone == ZoneExhausted
	}
	return false
}

// setDiceChoice asks for n dice for an effect or reward of card (NoCard:
// the Recover Dice step).
func (s *State) setDiceChoice(kind ChoiceKind, n int, card CardID) {
	s.choice, s.choiceCard, s.choiceCount = kind, card, int8(n)
	s.settleChoice()
}

// settleChoice answers a dice choice by itself while it is no choice: no
// die left to take, as many asked as there are, or all of one colour.
func (s *State) settleChoice() {
	for s.result == Playing && s.choice >= ChoiceExhaust {
		candidates, lowest := 0, NoDie
		oneClass := true
		for d := range DieID(NumDice) {
			if !s.choiceCandidate(d) {
				continue
			}
			candidates++
			if lowest == NoDie {
				lowest = d
			} else if !s.sameClass(lowest, d) {
				oneClass = false
			}
		}
		if s.choiceCount <= 0 || candidates == 0 {
			s.choice, s.choiceCard, s.choiceCount = NoChoice, NoCard, 0
			return
		}
		if !oneClass && int(s.choiceCount) < candidates {
			return
		}
		s.answerDie(lowest)
	}
}

// answerDie moves a die chosen for the pending choice.
func (s *State) answerDie(d DieID) {
	switch s.choice {
	case ChoiceExhaust:
		s.moveDie(d, ZoneExhausted, NoCard)
	case ChoiceBanish:
		s.moveDie(d, ZoneBanished, NoCard)
	case ChoiceRecover:
		s.moveDie(d, ZonePool, NoCard)
	}
	s.choiceCount--
}
