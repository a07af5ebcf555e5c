package twentystrong

import (
	"errors"
	"fmt"
	"math/bits"
)

// Reasons for refused moves that name nothing.
var (
	errNotAMove      = errors.New("that is not a move of 20 Strong")
	errNotActivation = errors.New("cards are activated only at the start of a round")
	errNotCommit     = errors.New("dice are committed only in the Commit Dice step, before rolling")
	errNotApply      = errors.New("dice are applied only after rolling, in the Apply Dice step")
	errNotStrategy   = errors.New("that is done in the Strategy phase")
	errNotSuffer     = errors.New("wards are used in the Suffer Damage step")
	errNotItems      = errors.New("item rewards are gained in the Gain Item Rewards step")
	errNoDice        = errors.New("there is no unapplied die in the active area to roll: commit dice first, or go to Resolve")
	errNoScout       = errors.New("your hero cannot scout")
	errScoutUsed     = errors.New("you have already scouted this round")
	errNoReroll      = errors.New("your hero has no reroll ability")
	errRerollUsed    = errors.New("your hero has already rerolled this round")
	errNoChoice      = errors.New("nothing asks you to choose dice now")
)

// wellFormed tells a move built as its kind's constructor builds it.
func wellFormed(m Move) bool {
	switch m.Kind {
	case MoveScout, MoveActivate:
		return m == ScoutMove(int(m.Stack)) || m == ActivateMove(int(m.Stack))
	case MoveEndgame, MoveRoll, MoveNext, MoveResolve, MoveSuffer, MoveDone:
		return m == simpleMove(m.Kind)
	case MoveCommit, MoveExhaust, MoveBanish, MoveRecover:
		return m == dieMove(m.Kind, m.Die)
	case MoveApply:
		return m == ApplyMove(m.Die, m.Card)
	case MoveReroll:
		return m == RerollMove(m.Dice)
	case MoveDiscard, MoveTake, MoveDecline, MoveAfter:
		return m == cardMove(m.Kind, m.Card)
	case MoveUse:
		return m == UseMove(m.Card) || m == UseOnDieMove(m.Card, m.Die) || m == UseRerollMove(m.Card, m.Dice)
	}
	return false
}

func validDie(d DieID) bool   { return d >= 0 && d < NumDice }
func validCard(c CardID) bool { return c >= 0 && c < NumCards }

// ExplainIllegal says why m cannot be played now, or returns nil when it
// can: what Apply checks, so a scene can grey out a move and say why. It
// does not allocate for a legal move.
func (s *State) ExplainIllegal(m Move) error {
	if s.result != Playing {
		return errGameOver
	}
	if !wellFormed(m) {
		return errNotAMove
	}
	stacked := m.Kind == MoveScout || m.Kind == MoveActivate
	if (m.Die != NoDie && !validDie(m.Die)) || (m.Card != NoCard && !validCard(m.Card)) ||
		m.Dice >= 1<<NumDice || (stacked && (m.Stack < 0 || m.Stack >= NumStacks)) {
		return errNotAMove
	}
	// Items that heal and discards are allowed at any decision.
	switch m.Kind {
	case MoveDiscard:
		if s.cardZone[m.Card] != ZoneInventory {
			return fmt.Errorf("%s is not in your inventory", cardName(m.Card))
		}
		return nil
	case MoveUse:
		if s.cardZone[m.Card] != ZoneInventory {
			return fmt.Errorf("%s is not in your inventory", cardName(m.Card))
		}
		if Cards[m.Card].Reward.Kind == ItemHeal {
			if m.Die != NoDie || m.Dice != 0 {
				return fmt.Errorf("%s heals: it takes no die", cardName(m.Card))
			}
			return nil
		}
	}
	if s.choice != NoChoice {
		return s.explainChoice(m)
	}
	switch m.Kind {
	case MoveScout, MoveActivate, MoveEndgame:
		if s.step != StepActivate {
			return errNotActivation
		}
		return s.explainActivation(m)
	case MoveCommit, MoveRoll:
		if s.step != StepCommit {
			return errNotCommit
		}
		if m.Kind == MoveRoll {
			if !s.anyUnapplied() {
				return errNoDice
			}
			return nil
		}
		if s.dice[m.Die].zone != ZonePool {
			return fmt.Errorf("%s is not in your dice pool", m.Die)
		}
		return nil
	case MoveApply:
		if s.step != StepApply {
			return errNotApply
		}
		return s.explainApply(m.Die, m.Card)
	case MoveReroll:
		if s.ability.Kind != AbilityReroll {
			return errNoReroll
		}
		if s.heroRerollUsed {
			return errRerollUsed
		}
		return s.explainReroll(m.Dice, int(s.ability.N))
	case MoveUse:
		return s.explainUse(m)
	case MoveNext:
		return s.explainNext()
	case MoveResolve:
		if s.step != StepCommit && s.step != StepApply {
			return errNotStrategy
		}
		return nil
	case MoveSuffer:
		if s.step != StepSuffer {
			return errors.New("damage is suffered in the Suffer Damage step")
		}
		return nil
	case MoveTake, MoveDone:
		if s.step != StepItems {
			return errNotItems
		}
		if m.Kind == MoveTake {
			return s.explainTakeItem(m.Card)
		}
		return nil
	case MoveDecline:
		return errors.New("no instant reward is waiting for an answer")
	case MoveExhaust, MoveBanish, MoveRecover:
		return errNoChoice
	case MoveAfter:
		return s.explainAfter(m.Card)
	}
	return errNotAMove
}

// explainAfter checks the card named to resolve its After effect next.
func (s *State) explainAfter(c CardID) error {
	switch {
	case s.step != StepAfter:
		return errors.New("you choose the order of After effects in the Resolve phase, when it matters")
	case s.AfterWaits(c):
		return nil
	case s.cardZone[c] == ZoneActive && s.afterDone&bit(c) != 0 && orderSensitive(c):
		return fmt.Errorf("%s's After effect has already resolved", cardName(c))
	}
	return fmt.Errorf("%s has no After effect waiting: choose among the ones that wait", cardName(c))
}

// explainChoice checks a move while a choice is pending: only its answers
// (healing items and discards were let through before).
func (s *State) explainChoice(m Move) error {
	name := cardName(s.choiceCard)
	switch s.choice {
	case ChoiceReward:
		if (m.Kind == MoveTake || m.Kind == MoveDecline) && m.Card == s.choiceCard {
			return nil
		}
		return fmt.Errorf("first take or decline %s's reward", name)
	case ChoiceExhaust:
		if m.Kind != MoveExhaust {
			return fmt.Errorf("first choose %d %s from your pool to exhaust (%s)", s.choiceCount, dieWord(s.choiceCount), name)
		}
		if s.dice[m.Die].zone != ZonePool {
			return fmt.Errorf("%s is not in your dice pool", m.Die)
		}
		if s.keeps(m.Die) {
			return fmt.Errorf("%s is never exhausted (%s)", m.Die, Heroes[s.hero].Name)
		}
		return nil
	case ChoiceBanish:
		if m.Kind != MoveBanish {
			return fmt.Errorf("first choose %d exhausted %s to banish (%s)", s.choiceCount, dieWord(s.choiceCount), name)
		}
		if s.dice[m.Die].zone != ZoneExhausted {
			return fmt.Errorf("%s is not exhausted", m.Die)
		}
		return nil
	case ChoiceRecover:
		if m.Kind != MoveRecover {
			return fmt.Errorf("first choose %d exhausted %s to recover", s.choiceCount, dieWord(s.choiceCount))
		}
		if s.dice[m.Die].zone != ZoneExhausted {
			return fmt.Errorf("%s is not exhausted", m.Die)
		}
		return nil
	}
	return errNotAMove
}

func dieWord(n int8) string {
	if n == 1 {
		return "die"
	}
	return "dice"
}

// cardName is a card's name for messages.
func cardName(c CardID) string {
	if !validCard(c) {
		return "the Recover Dice step"
	}
	return Cards[c].Name
}

// mandatoryTop tells whether some stack's top card is mandatory.
func (s *State) mandatoryTop() bool {
	for k := range s.stacks {
		if t := s.stacks[k].top(); t != NoCard && Cards[t].Mandatory {
			return true
		}
	}
	return false
}

func (s *State) anyStackEmpty() bool {
	for k := range s.stacks {
		if s.stacks[k].n == 0 {
			return true
		}
	}
	return false
}

func (s *State) anyStackCards() bool {
	for k := range s.stacks {
		if s.stacks[k].n > 0 {
			return true
		}
	}
	return false
}

// mayStartEndgame: at the start of a normal round, once a stack is empty.
func (s *State) mayStartEndgame() bool {
	return !s.endgame && s.roundActivations == 0 && s.anyStackEmpty()
}

func (s *State) explainActivation(m Move) error {
	switch m.Kind {
	case MoveEndgame:
		switch {
		case s.endgame:
			return errors.New("the endgame has already begun")
		case s.roundActivations > 0:
			return errors.New("the endgame starts at the start of a round, instead of Activation")
		case !s.anyStackEmpty():
			return errors.New("the endgame may start only once a stack is empty")
		}
		return nil
	case MoveScout:
		k := &s.stacks[m.Stack]
		switch {
		case s.ability.Kind != AbilityScout:
			return errNoScout
		case s.scoutUsed:
			return errScoutUsed
		case k.n < 2:
			return fmt.Errorf("stack %d has no card to bring up", m.Stack+1)
		case Cards[k.top()].Mandatory:
			return fmt.Errorf("%s is mandatory: it cannot be scouted away", cardName(k.top()))
		}
		return nil
	}
	k := &s.stacks[m.Stack]
	if k.n == 0 {
		return fmt.Errorf("stack %d is empty", m.Stack+1)
	}
	if !s.endgame && s.roundActivations == 0 && !s.anyStackCards() {
		return errors.New("every stack is empty: start the endgame")
	}
	if !Cards[k.top()].Mandatory && s.mandatoryTop() {
		return errors.New("a mandatory card tops a stack: activate a mandatory card")
	}
	return nil
}

func (s *State) anyUnapplied() bool {
	for d := range DieID(NumDice) {
		if s.unapplied(d) {
			return true
		}
	}
	return false
}

// guarded tells whether an undefeated guard card is active: dice may then
// go only to guard cards.
func (s *State) guarded() bool {
	for _, c := range s.active.slice() {
		if Cards[c].Effect.Kind == DuringGuard && !s.Defeated(c) {
			return true
		}
	}
	return false
}

// applyAllowed tells whether die d (unapplied, rolled, a hit) may go on c.
// A defeated card takes dice too ("you may continue to apply hits to cards
// even after they have been defeated"): its During effects have ceased, so
// only a guard still standing elsewhere keeps dice off it.
func (s *State) applyAllowed(d DieID, c CardID) bool {
	if s.cardZone[c] != ZoneActive {
		return false
	}
	e := s.during(c)
	switch {
	case e.Kind == DuringImmuneColour && e.Colour == d.Colour():
		return false
	case e.Kind == DuringMaxDice && s.diceOn(c) >= int(e.N):
		return false
	case e.Kind != DuringGuard && s.guarded():
		return false
	}
	return true
}

// during is c's effect while it acts as a During effect: its printed one
// while it stands, none once it is defeated ("any During effects on active
// cards cease as soon as their conflict card is defeated"). Other kinds
// (Special, After) are returned as printed: they act even on defeated cards.
func (s *State) during(c CardID) Effect {
	e := Cards[c].Effect
	if s.Defeated(c) && e.Kind >= DuringImmuneColour && e.Kind <= DuringGuard {
		return Effect{}
	}
	return e
}

func (s *State) explainApply(d DieID, c CardID) error {
	x := &s.dice[d]
	switch {
	case x.zone != ZoneCommitted:
		return fmt.Errorf("%s is not in the active area", d)
	case x.card != NoCard:
		return fmt.Errorf("%s is already applied to %s", d, cardName(x.card))
	case s.outcome(d) == Miss:
		return fmt.Errorf("%s shows a miss", d)
	case s.cardZone[c] != ZoneActive:
		return fmt.Errorf("%s is not active", cardName(c))
	}
	e := s.during(c)
	switch {
	case e.Kind == DuringImmuneColour && e.Colour == d.Colour():
		return fmt.Errorf("%s is immune to %s dice", cardName(c), e.Colour)
	case e.Kind == DuringMaxDice && s.diceOn(c) >= int(e.N):
		return fmt.Errorf("%s takes at most %d %s while it stands", cardName(c), e.N, dieWord(e.N))
	case e.Kind != DuringGuard && s.guarded():
		return errors.New("a guard stands in the way: apply dice to the guard until it is defeated")
	}
	return nil
}

// setAsideMatters tells whether a hit put on a defeated card can change the
// game: the die then stays out of the rolls of later Strategy phases, which
// could turn it into a miss, and an after_miss_sting card (standing or
// defeated: After effects act either way) counts the misses left showing.
// Elsewhere such a die only loses its next roll, so AppendLegal leaves the
// move out (Apply accepts it; see RULINGS.md, ruling 5).
func (s *State) setAsideMatters() bool {
	if s.phase >= s.strategy {
		return false
	}
	for _, c := range s.active.slice() {
		if Cards[c].Effect.Kind == AfterMissSting {
			return true
		}
	}
	return false
}

// firstDefeated is the first defeated active card in activation order, or
// NoCard: defeated cards are alike as a place to set a die aside, so the
// legal moves name this one.
func (s *State) firstDefeated() CardID {
	for _, c := range s.active.slice() {
		if s.Defeated(c) {
			return c
		}
	}
	return NoCard
}

// explainReroll checks a set of at most n unapplied dice, in the Apply step.
func (s *State) explainReroll(dice uint32, n int) error {
	if s.step != StepApply {
		return errors.New("dice are rerolled after a roll, in the Apply Dice step")
	}
	if dice == 0 {
		return errors.New("name the dice to reroll")
	}
	if k := bits.OnesCount32(dice); k > n {
		return fmt.Errorf("you may reroll at most %d %s, not %d", n, dieWord(int8(n)), k)
	}
	for set := dice; set != 0; set &= set - 1 {
		d := DieID(bits.TrailingZeros32(set))
		if !s.unapplied(d) {
			return fmt.Errorf("%s is not an unapplied die in the active area", d)
		}
	}
	return nil
}

func (s *State) explainUse(m Move) error {
	r := Cards[m.Card].Reward
	name := cardName(m.Card)
	switch r.Kind {
	case ItemWard:
		if s.step != StepSuffer {
			return errNotSuffer
		}
		if m.Die != NoDie || m.Dice != 0 {
			return fmt.Errorf("%s takes no die", name)
		}
		return nil
	case ItemReroll, OngoingReroll:
		if r.Kind == OngoingReroll && s.usedRound&bit(m.Card) != 0 {
			return fmt.Errorf("%s has already been used this round", name)
		}
		return s.explainReroll(m.Dice, int(r.N))
	case ItemPlusOne:
		if s.step != StepCommit && s.step != StepApply {
			return errNotStrategy
		}
		if m.Die == NoDie {
			return fmt.Errorf("name the applied die %s adds to", name)
		}
		x := &s.dice[m.Die]
		switch {
		case x.card == NoCard:
			return fmt.Errorf("%s is not applied to a card", m.Die)
		case s.Defeated(x.card):
			return fmt.Errorf("%s is already defeated", cardName(x.card))
		}
		return nil
	}
	return fmt.Errorf("%s works by itself: there is nothing to use", name)
}

// onePhaseHolds tells whether an undefeated during_one_phase card is active.
func (s *State) onePhaseHolds() (CardID, bool) {
	for _, c := range s.active.slice() {
		if Cards[c].Effect.Kind == DuringOnePhase && !s.Defeated(c) {
			return c, true
		}
	}
	return NoCard, false
}

// nextAllowed tells whether another Strategy phase may begin now (without
// building the reason explainNext gives when not).
func (s *State) nextAllowed() bool {
	_, held := s.onePhaseHolds()
	return s.step == StepApply && s.phase < s.strategy && !held
}

func (s *State) explainNext() error {
	if s.step != StepApply {
		return errors.New("another Strategy phase begins after the Apply Dice step")
	}
	if int(s.phase) >= int(s.strategy) {
		return fmt.Errorf("your Strategy %d allows %d Strategy %s a round", s.strategy, s.strategy, phaseWord(s.strategy))
	}
	if c, ok := s.onePhaseHolds(); ok {
		return fmt.Errorf("%s allows no other Strategy phase while it stands", cardName(c))
	}
	return nil
}

func phaseWord(n int8) string {
	if n == 1 {
		return "phase"
	}
	return "phases"
}

func (s *State) explainTakeItem(c CardID) error {
	if s.offered&bit(c) == 0 {
		return fmt.Errorf("%s's item is not on offer", cardName(c))
	}
	if s.inventory.n >= s.strategy {
		return fmt.Errorf("your inventory is full (Strategy %d): use or discard an item first", s.strategy)
	}
	return nil
}
