package twentystrong

import "github.com/twenty-games/twenty/rules"

// Heuristic is the careful player of the deck README: it values each card
// as the dice it needs (scarcer dice cost more) against the damage and
// Alarm it would let through and its reward; it takes from the shortest
// stack to reach the endgame; it commits its strongest dice until their
// expected damage covers the need (x1.1, x1.25 in the last phase), applies
// crits where they do not overkill, recovers its best dice, and starts the
// endgame when the pool's expected damage over the rounds it can survive
// reaches the boss's Health. It is the search's playout policy and the
// easy level. It allocates nothing and draws no randomness.
func Heuristic(s *State, rng *rules.RNG, buf []Move) Move {
	return carefulMove(s, &defaultTuning, buf)
}

func carefulMove(s *State, t *tuning, buf []Move) Move {
	legal := s.AppendLegal(buf[:0])
	if len(legal) == 1 {
		return legal[0]
	}
	v := newValuer(s, t)
	if m, ok := v.healIfWise(legal); ok {
		return m
	}
	switch s.choice {
	case ChoiceReward:
		return TakeMove(s.choiceCard)
	case ChoiceExhaust, ChoiceBanish:
		return v.pickDie(legal, false)
	case ChoiceRecover:
		return v.pickDie(legal, true)
	}
	switch s.step {
	case StepActivate:
		return v.activation(legal)
	case StepCommit:
		return v.commitStep(legal)
	case StepApply:
		return v.applyStep(legal)
	case StepSuffer:
		return v.sufferStep(legal)
	case StepItems:
		return v.itemsStep(legal)
	case StepAfter:
		return defaultAfter(legal)
	}
	return legal[0]
}

// defaultAfter keeps the activation order of After effects: the first card
// offered. (Banishing before exhausting can spare a die, but the careful
// player keeps the order the rules used before the choice existed, so its
// games and the balance figures stand.)
func defaultAfter(legal []Move) Move {
	for _, m := range legal {
		if m.Kind == MoveAfter {
			return m
		}
	}
	return legal[0]
}

// pickDie answers a dice choice: the strongest die or the weakest.
func (v *valuer) pickDie(legal []Move, strongest bool) Move {
	best, bestVal := legal[0], 0.0
	first := true
	for _, m := range legal {
		if m.Die == NoDie || m.Kind == MoveUse {
			continue
		}
		val := v.strength(m.Die.Colour())
		if !strongest {
			val = -val
		}
		if first || val > bestVal {
			best, bestVal, first = m, val, false
		}
	}
	return best
}

// incomingAfterWards is the damage Suffer Damage would take as things stand.
func (v *valuer) incomingAfterWards() int {
	return max(0, v.s.incomingDamage()-v.s.wardsOnce()-int(v.s.wardPending))
}

// healIfWise uses a healing item when none of it is lost to the cap of 6,
// or when this round's damage would kill.
func (v *valuer) healIfWise(legal []Move) (Move, bool) {
	s := v.s
	for _, m := range legal {
		if m.Kind != MoveUse || Cards[m.Card].Reward.Kind != ItemHeal {
			continue
		}
		if int(s.health)+int(Cards[m.Card].Reward.N) <= MaxStat || int(s.health) <= v.incomingAfterWards() {
			return m, true
		}
	}
	return Move{}, false
}

// activation chooses the stack (or scouts, or starts the endgame).
func (v *valuer) activation(legal []Move) Move {
	s := v.s
	canActivate, canEndgame := false, false
	for _, m := range legal {
		canActivate = canActivate || m.Kind == MoveActivate
		canEndgame = canEndgame || m.Kind == MoveEndgame
	}
	if canEndgame && (!canActivate || v.readyForEndgame()) {
		return EndgameMove()
	}
	shortest := -1
	for k := range s.stacks {
		if n := s.stacks[k].n; n > 0 && (shortest < 0 || n < s.stacks[shortest].n) {
			shortest = k
		}
	}
	best, bestCost := legal[0], 0.0
	found := false
	for _, m := range legal {
		if m.Kind != MoveActivate {
			continue
		}
		cost := v.cardCost(s.stacks[m.Stack].top())
		if int(m.Stack) != shortest && !s.anyStackEmpty() {
			cost += v.t.raceWeight
		}
		if !found || cost < bestCost {
			best, bestCost, found = m, cost, true
		}
	}
	if found && bestCost > v.t.scoutAbove {
		for _, m := range legal {
			if m.Kind == MoveScout && m.Stack == best.Stack {
				return m
			}
		}
	}
	return best
}

// readyForEndgame: the pool's expected damage over the rounds the hero can
// survive reaches the boss's Health.
func (v *valuer) readyForEndgame() bool {
	s := v.s
	boss := s.boss
	hp := float64(Cards[boss].Health + int(s.alarm))
	dmg := float64(Cards[boss].Damage)
	if !s.bossShown {
		hp, dmg = float64(bossMeanHealth)+float64(s.alarm), 2.25
	} else if Cards[boss].Extra > 0 {
		dmg += v.t.companion
	}
	net := max(1, dmg-float64(s.wardsOnce()))
	health := float64(s.health)
	for _, c := range s.inventory.slice() {
		if r := Cards[c].Reward; r.Kind == ItemHeal || r.Kind == ItemWard {
			health += float64(r.N)
		}
	}
	rounds := int((health-1)/net) + 1
	rolls := int(s.strategy)
	total := 0.0
	// Every pool die in the first round; then the dice recovered each round
	// (the best of the pool and the exhausted area), and the kept ones.
	var all [NumColours]int8
	for c := range NumColours {
		total += float64(v.pool[c]) * v.expected(c, boss, rolls)
		all[c] = v.pool[c] + v.exh[c]
	}
	perRound := int(s.recovery) + s.recoverPlus()
	if Cards[boss].Effect.Kind == AfterRecoveryMinus {
		perRound -= int(Cards[boss].Effect.N)
	}
	order, e := v.coloursFor(boss, rolls)
	again := 0.0
	left := perRound
	for _, c := range order {
		if s.keepsColour(c) {
			continue
		}
		k := min(int(all[c]), left)
		again += float64(k) * e[c]
		left -= k
	}
	for d := range DieID(NumDice) {
		if s.keeps(d) && s.dice[d].zone != ZoneBanished {
			again += v.expected(d.Colour(), boss, rolls)
		}
	}
	total += float64(rounds-1) * again
	return total >= hp*v.t.endgameRate
}

// bossMeanHealth is the mean printed Health of the four bosses.
var bossMeanHealth = func() float64 {
	sum := 0
	for b := FirstBoss; b < NumCards; b++ {
		sum += Cards[b].Health
	}
	return float64(sum) / NumBosses
}()
