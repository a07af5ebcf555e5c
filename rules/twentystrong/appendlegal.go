package twentystrong

import "math/bits"

// AppendLegal appends the legal moves, each once, in an order that depends
// only on the state. Where dice cannot be told apart (same colour in the
// pool or the exhausted area; same colour and outcome among unapplied dice;
// same colour, outcome, card and bonus among applied ones) only the lowest
// of them is offered: the moves with the others lead to the same game, and
// Apply accepts them too.
//
// A hit put on a defeated card (legal: the rules let dice go on defeated
// cards) is offered only where it can change the game, on the first
// defeated card: see setAsideMatters.
//
// Order: the answers to a pending choice, else the step's moves (Activate:
// activations, scouts, endgame; Commit: commits by die, roll, plus-ones,
// resolve;
// Apply: applies by die then card, the hero's rerolls, items' rerolls,
// plus-ones, next, resolve; Suffer: suffer, wards; Items: takes, done;
// After: the cards waiting, in activation order, the default first);
// then healing items and discards, in inventory order.
func (s *State) AppendLegal(buf []Move) []Move {
	if s.result != Playing {
		return buf
	}
	switch s.choice {
	case ChoiceReward:
		buf = append(buf, TakeMove(s.choiceCard), DeclineMove(s.choiceCard))
	case ChoiceExhaust:
		for d := range DieID(NumDice) {
			if s.dice[d].zone == ZonePool && !s.keeps(d) && s.representative(d) {
				buf = append(buf, ExhaustMove(d))
			}
		}
	case ChoiceBanish, ChoiceRecover:
		kind := MoveBanish
		if s.choice == ChoiceRecover {
			kind = MoveRecover
		}
		for d := range DieID(NumDice) {
			if s.dice[d].zone == ZoneExhausted && s.representative(d) {
				buf = append(buf, dieMove(kind, d))
			}
		}
	case NoChoice:
		buf = s.appendStepMoves(buf)
	}
	for _, it := range s.inventory.slice() {
		if Cards[it].Reward.Kind == ItemHeal {
			buf = append(buf, UseMove(it))
		}
	}
	for _, it := range s.inventory.slice() {
		buf = append(buf, DiscardMove(it))
	}
	return buf
}

func (s *State) appendStepMoves(buf []Move) []Move {
	switch s.step {
	case StepActivate:
		mandatory := s.mandatoryTop()
		mustEndgame := !s.endgame && s.roundActivations == 0 && !s.anyStackCards()
		for k := range s.stacks {
			t := s.stacks[k].top()
			if t != NoCard && !mustEndgame && (!mandatory || Cards[t].Mandatory) {
				buf = append(buf, ActivateMove(k))
			}
		}
		if s.ability.Kind == AbilityScout && !s.scoutUsed {
			for k := range s.stacks {
				if st := &s.stacks[k]; st.n >= 2 && !Cards[st.top()].Mandatory {
					buf = append(buf, ScoutMove(k))
				}
			}
		}
		if s.mayStartEndgame() {
			buf = append(buf, EndgameMove())
		}
	case StepCommit:
		for d := range DieID(NumDice) {
			if s.dice[d].zone == ZonePool && s.representative(d) {
				buf = append(buf, CommitMove(d))
			}
		}
		if s.anyUnapplied() {
			buf = append(buf, RollMove())
		}
		for _, it := range s.inventory.slice() {
			if Cards[it].Reward.Kind == ItemPlusOne {
				buf = s.appendPlusOnes(buf, it)
			}
		}
		buf = append(buf, ResolveMove())
	case StepApply:
		buf = s.appendApplyStep(buf)
	case StepSuffer:
		buf = append(buf, SufferMove())
		for _, it := range s.inventory.slice() {
			if Cards[it].Reward.Kind == ItemWard {
				buf = append(buf, UseMove(it))
			}
		}
	case StepAfter:
		for _, c := range s.active.slice() {
			if s.AfterWaits(c) {
				buf = append(buf, AfterMove(c))
			}
		}
	case StepItems:
		if s.inventory.n < s.strategy {
			for _, c := range s.active.slice() {
				if s.offered&bit(c) != 0 {
					buf = append(buf, TakeMove(c))
				}
			}
		}
		buf = append(buf, DoneMove())
	}
	return buf
}

func (s *State) appendApplyStep(buf []Move) []Move {
	// A hit on a defeated card is offered only where it can matter, and
	// on one defeated card only (see setAsideMatters, firstDefeated).
	aside := NoCard
	if s.setAsideMatters() {
		aside = s.firstDefeated()
	}
	for d := range DieID(NumDice) {
		if !s.unapplied(d) || s.outcome(d) == Miss || !s.representative(d) {
			continue
		}
		for _, c := range s.active.slice() {
			if s.Defeated(c) && c != aside {
				continue
			}
			if s.applyAllowed(d, c) {
				buf = append(buf, ApplyMove(d, c))
			}
		}
	}
	if s.ability.Kind == AbilityReroll && !s.heroRerollUsed {
		buf = s.appendRerolls(buf, NoCard, int(s.ability.N))
	}
	for _, it := range s.inventory.slice() {
		r := Cards[it].Reward
		switch {
		case r.Kind == ItemReroll || (r.Kind == OngoingReroll && s.usedRound&bit(it) == 0):
			buf = s.appendRerolls(buf, it, int(r.N))
		case r.Kind == ItemPlusOne:
			buf = s.appendPlusOnes(buf, it)
		}
	}
	if s.nextAllowed() {
		buf = append(buf, NextMove())
	}
	return append(buf, ResolveMove())
}

// appendPlusOnes offers item on each class of applied dice on undefeated
// cards (also in the Commit step of a later phase).
func (s *State) appendPlusOnes(buf []Move, item CardID) []Move {
	for d := range DieID(NumDice) {
		if c := s.dice[d].card; c != NoCard && !s.Defeated(c) && s.representative(d) {
			buf = append(buf, UseOnDieMove(item, d))
		}
	}
	return buf
}

// appendRerolls offers every set of 1..n unapplied dice that differ in
// what they show: within a class of equal dice, a set takes the lowest ones.
// item is the reroll item, or NoCard for the hero's ability.
func (s *State) appendRerolls(buf []Move, item CardID, n int) []Move {
	// Candidates: the first n dice of each class, and for each the
	// candidate before it in its class (which a set must hold too).
	var cand [NumDice]DieID
	var prev [NumDice]int8
	nc := 0
	for d := range DieID(NumDice) {
		if !s.unapplied(d) {
			continue
		}
		inClass, last := 0, -1
		for i := range nc {
			if s.sameClass(cand[i], d) {
				inClass++
				last = i
			}
		}
		if inClass < n {
			cand[nc], prev[nc] = d, int8(last)
			nc++
		}
	}
	// Every k-subset of the candidates, k = 1..n, closed under prev.
	var idx [NumDice]int
	for k := 1; k <= min(n, nc); k++ {
		for i := range k {
			idx[i] = i
		}
		for {
			var chosen uint32 // bit per candidate index
			for i := range k {
				chosen |= 1 << uint(idx[i])
			}
			closed := true
			var dice uint32
			for i := range k {
				if p := prev[idx[i]]; p >= 0 && chosen&(1<<uint(p)) == 0 {
					closed = false
				}
				dice |= 1 << uint(cand[idx[i]])
			}
			if closed {
				if item == NoCard {
					buf = append(buf, RerollMove(dice))
				} else {
					buf = append(buf, UseRerollMove(item, dice))
				}
			}
			// Next combination in lexicographic order.
			i := k - 1
			for i >= 0 && idx[i] == nc-k+i {
				i--
			}
			if i < 0 {
				break
			}
			idx[i]++
			for j := i + 1; j < k; j++ {
				idx[j] = idx[j-1] + 1
			}
		}
	}
	return buf
}

// popcount of a dice set.
func diceCount(dice uint32) int { return bits.OnesCount32(dice) }
