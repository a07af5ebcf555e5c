package twentystrong

import (
	"fmt"
	"strings"
)

// maxReasonLen bounds a reason: it is one line under a hint.
const maxReasonLen = 89

// Reason is a one-line, player-facing explanation of the legal move m in s:
// what it does and the careful player's figures behind it (value.go), for
// the advisor's hint. It works for any legal move, not only the advised one,
// and never returns an empty string.
func Reason(s *State, m Move) (reason string) {
	defer func() {
		// A reason is a courtesy: a bug in wording it must not end a game.
		if recover() != nil || reason == "" {
			reason = "A legal move: " + m.String()
		}
		reason = plainLine(reason)
	}()
	if s == nil || s.Over() {
		return "The game is over"
	}
	v := newValuer(s, &defaultTuning)
	switch m.Kind {
	case MoveScout:
		c := s.stacks[m.Stack].top()
		return fmt.Sprintf("Scout stack %d: send %s (costs %.1f Health to face) to the bottom", m.Stack+1, shortName(c), v.cardCost(c))
	case MoveActivate:
		return v.activateReason(m)
	case MoveEndgame:
		return v.endgameReason()
	case MoveCommit:
		return v.commitReason(m.Die)
	case MoveRoll:
		exp, need := v.freeDamage(), v.healthStanding()
		return fmt.Sprintf("Roll: %.1f expected damage from the dice out against %d still needed", exp, need)
	case MoveApply:
		return applyReason(s, m)
	case MoveReroll:
		return fmt.Sprintf("Reroll %s with your ability: misses become new chances", diceWords(m.Dice))
	case MoveUse:
		return v.useReason(m)
	case MoveDiscard:
		return fmt.Sprintf("Discard %s (worth %.1f): make room for a better item", shortName(m.Card), v.itemValue(m.Card))
	case MoveTake:
		if s.choice == ChoiceReward {
			return fmt.Sprintf("Take %s's reward: %s", shortName(m.Card), rewardWords(Cards[m.Card].Reward))
		}
		return fmt.Sprintf("Take %s (%s, worth %.1f)", shortName(m.Card), rewardWords(Cards[m.Card].Reward), v.itemValue(m.Card))
	case MoveDecline:
		return fmt.Sprintf("Decline %s's reward: it would gain nothing now", shortName(m.Card))
	case MoveNext:
		return v.nextReason()
	case MoveResolve:
		return v.resolveReason()
	case MoveExhaust, MoveBanish, MoveRecover:
		return v.choiceReason(m)
	case MoveSuffer:
		n := v.incomingAfterWards()
		if n == 0 {
			return "Suffer damage: the wards stop it all"
		}
		return fmt.Sprintf("Suffer %d damage: Health %d to %d", n, s.health, max(0, int(s.health)-n))
	case MoveDone:
		return "Done: nothing left on offer beats the items you hold"
	case MoveAfter:
		return afterReason(s, m.Card)
	}
	return ""
}

// afterReason explains an After effect chosen to resolve next: what it
// does to the dice the other waiting effects take.
func afterReason(s *State, c CardID) string {
	e := Cards[c].Effect
	if e.Kind == AfterExhaustPool {
		return fmt.Sprintf("%s first: exhaust %d pool %s, which a banish after it may take", shortName(c), e.N, dieWord(e.N))
	}
	n := s.countZone(ZoneExhausted)
	if n == 0 {
		return fmt.Sprintf("%s first: no die is exhausted yet, so it banishes none", shortName(c))
	}
	return fmt.Sprintf("%s first: banish among the %d exhausted, sparing the pool dice exhausted after", shortName(c), n)
}

// Advise is the careful player's move with its reason.
func Advise(s *State) (Move, string) {
	m := Heuristic(s, nil, make([]Move, 0, 256))
	return m, Reason(s, m)
}

func (v *valuer) activateReason(m Move) string {
	s := v.s
	c := s.stacks[m.Stack].top()
	info := &Cards[c]
	what := fmt.Sprintf("Activate stack %d: %s (%d Health, %d damage)", m.Stack+1, shortName(c), info.Health, info.Damage)
	if info.Mandatory {
		return what + " must be faced"
	}
	cost := v.cardCost(c)
	cheapest := true
	others := 0
	for k := range s.stacks {
		if k == int(m.Stack) || s.stacks[k].n == 0 || s.stacks[k].top() == NoCard {
			continue
		}
		others++
		if v.cardCost(s.stacks[k].top()) < cost {
			cheapest = false
		}
	}
	switch {
	case others == 0:
		return what + " is the only card left"
	case cheapest:
		return what + " is the cheapest card to face"
	case v.shortestStack() == int(m.Stack) && !s.anyStackEmpty():
		return what + ": the shortest stack nears the endgame"
	}
	return fmt.Sprintf("%s costs %.1f Health to face", what, cost)
}

// choiceReason explains a die chosen for an exhaust, banish or recover.
func (v *valuer) choiceReason(m Move) string {
	c := m.Die.Colour()
	verb, from := "Exhaust", v.pool
	switch m.Kind {
	case MoveBanish:
		verb, from = "Banish", v.exh
	case MoveRecover:
		verb, from = "Recover", v.exh
	}
	weakest, strongest := true, true
	for o := range NumColours {
		if from[o] > 0 && v.strength(o) < v.strength(c) {
			weakest = false
		}
		if from[o] > 0 && v.strength(o) > v.strength(c) {
			strongest = false
		}
	}
	what := fmt.Sprintf("%s a %s die (%.1f expected damage over two rolls)", verb, c, v.strength(c))
	switch {
	case m.Kind == MoveRecover && strongest:
		return what + ": the strongest"
	case m.Kind != MoveRecover && weakest:
		return what + ": the weakest"
	}
	return what
}

func (v *valuer) endgameReason() string {
	s := v.s
	if !s.anyStackCards() {
		return "Start the endgame: every stack is empty"
	}
	hp := Cards[s.boss].Health + int(s.alarm)
	if !s.bossShown {
		n := s.countZone(ZonePool)
		return fmt.Sprintf("Start the endgame: %d %s in the pool against a hidden boss", n, dieWord(int8(n)))
	}
	return fmt.Sprintf("Start the endgame: %.1f expected damage from the pool against %d boss Health", v.poolDamage(s.boss), hp)
}

// shortestStack is the stack with the fewest cards left (-1: none).
func (v *valuer) shortestStack() int {
	shortest := -1
	for k := range v.s.stacks {
		if n := v.s.stacks[k].n; n > 0 && (shortest < 0 || n < v.s.stacks[shortest].n) {
			shortest = k
		}
	}
	return shortest
}

// poolDamage is the expected damage of every pool die against card.
func (v *valuer) poolDamage(card CardID) float64 {
	total := 0.0
	for c := range NumColours {
		total += float64(v.pool[c]) * v.expected(c, card, int(v.s.strategy))
	}
	return total
}

// freeDamage is the expected damage of the unapplied dice in the active
// area over the rolls left.
func (v *valuer) freeDamage() float64 {
	total := 0.0
	for c := range NumColours {
		total += float64(v.free[c]) * v.expected(c, NoCard, v.rolls)
	}
	return total
}

// healthStanding is the Health left on the undefeated active cards.
func (v *valuer) healthStanding() int {
	s := v.s
	n := 0
	for _, c := range s.active.slice() {
		if !s.Defeated(c) {
			n += max(0, s.cardHealth(c)-s.CardDamage(c))
		}
	}
	return n
}

func (v *valuer) commitReason(d DieID) string {
	exp := v.freeDamage() + v.expected(d.Colour(), NoCard, v.rolls)
	return fmt.Sprintf("Commit a %s die: %.1f expected damage against %d still needed", d.Colour(), exp, v.healthStanding())
}

func applyReason(s *State, m Move) string {
	o := s.outcome(m.Die)
	if s.Defeated(m.Card) {
		// A die set aside: no damage that counts, only a roll avoided.
		return fmt.Sprintf("Put the %s %s on %s: rolled again, it might miss and sting", m.Die.Colour(), o, shortName(m.Card))
	}
	dmg := s.damageOf(m.Die.Colour(), o, 0, m.Card)
	left := s.cardHealth(m.Card) - s.CardDamage(m.Card)
	what := fmt.Sprintf("Apply the %s %s to %s: %d damage", m.Die.Colour(), o, shortName(m.Card), dmg)
	switch {
	case s.endgame && m.Card == s.boss && dmg >= left:
		return what + ", the boss falls"
	case dmg >= left:
		return what + ", it is defeated"
	}
	return fmt.Sprintf("%s, %d Health left", what, left-dmg)
}

func (v *valuer) useReason(m Move) string {
	s := v.s
	r := Cards[m.Card].Reward
	name := shortName(m.Card)
	switch r.Kind {
	case ItemHeal:
		return fmt.Sprintf("Use %s: heal %d (Health %d, %d damage coming)", name, r.N, s.health, v.incomingAfterWards())
	case ItemWard:
		return fmt.Sprintf("Use %s: prevent %d of the %d damage coming", name, r.N, v.incomingAfterWards())
	case ItemPlusOne:
		c := s.dice[m.Die].card
		return fmt.Sprintf("Use %s: +%d damage on the %s die on %s", name, r.N, m.Die.Colour(), shortName(c))
	case ItemReroll, OngoingReroll:
		return fmt.Sprintf("Use %s: reroll %s for new chances", name, diceWords(m.Dice))
	}
	return fmt.Sprintf("Use %s: %s", name, rewardWords(r))
}

func (v *valuer) nextReason() string {
	s := v.s
	standing := v.healthStanding()
	if standing == 0 {
		return "Another Strategy phase: roll the dice left over"
	}
	left := int(s.strategy) - int(s.phase)
	return fmt.Sprintf("Another Strategy phase: %d Health still stands, %d %s left", standing, left, phaseWord(int8(left)))
}

func (v *valuer) resolveReason() string {
	s := v.s
	if s.allDefeated() {
		return "Resolve now: every active enemy is defeated"
	}
	n := v.incomingAfterWards()
	if s.step == StepCommit && !v.anyFree() {
		return fmt.Sprintf("Resolve: fighting costs more dice than the %d damage let through", n)
	}
	return fmt.Sprintf("Resolve: take %d damage from the cards still standing (Health %d)", n, s.health)
}

// rewardWords says what a reward does, briefly.
func rewardWords(r Reward) string {
	switch r.Kind {
	case InstantHeal:
		return fmt.Sprintf("heal %d", r.N)
	case InstantRecover:
		return fmt.Sprintf("recover %d %s", r.N, dieWord(r.N))
	case InstantRaise:
		return fmt.Sprintf("raise %s by 1", r.Stat)
	case InstantCalm:
		return fmt.Sprintf("calm the Alarm by %d", r.N)
	case ItemReroll:
		return fmt.Sprintf("reroll up to %d %s once", r.N, dieWord(r.N))
	case ItemPlusOne:
		return fmt.Sprintf("+%d damage on a die once", r.N)
	case ItemWard:
		return fmt.Sprintf("prevent %d damage once", r.N)
	case ItemHeal:
		return fmt.Sprintf("heal %d when needed", r.N)
	case OngoingWard:
		return fmt.Sprintf("prevent %d damage each round", r.N)
	case OngoingReroll:
		return fmt.Sprintf("reroll %d %s each round", r.N, dieWord(r.N))
	case OngoingColourPlus:
		return fmt.Sprintf("%s hits deal 1 more", r.Colour)
	case OngoingRecoverPlus:
		return fmt.Sprintf("recover %d more %s each round", r.N, dieWord(r.N))
	}
	return "nothing"
}

// diceWords names the dice of a bit set: "the green and blue dice".
func diceWords(dice uint32) string {
	var names []string
	for d := range DieID(NumDice) {
		if dice&(1<<uint(d)) != 0 {
			names = append(names, d.Colour().String())
		}
	}
	switch len(names) {
	case 0:
		return "no dice"
	case 1:
		return "the " + names[0] + " die"
	}
	return "the " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " dice"
}

// shortName is a card's name without its epithet, for one-line reasons.
func shortName(c CardID) string {
	if c < 0 || int(c) >= NumCards {
		return "no card"
	}
	name := Cards[c].Name
	if i := strings.IndexByte(name, ','); i > 0 {
		name = name[:i]
	}
	if len(name) > 24 {
		name = name[:24]
	}
	return name
}

// plainLine keeps a reason to printable ASCII on one line of bounded length.
func plainLine(text string) string {
	var b strings.Builder
	for _, r := range text {
		if r >= ' ' && r < 0x7f {
			b.WriteRune(r)
		}
	}
	out := b.String()
	if len(out) > maxReasonLen {
		out = out[:maxReasonLen-3] + "..."
	}
	return out
}
