package twentystrong

// The careful player's valuations (see heuristic.go). Everything is in
// Health-equivalents: one point of the hero's Health is worth about 1.

// tuning is the careful player's weights; defaultTuning is the one played.
type tuning struct {
	dieBase     float64 // a pool die when dice are plentiful
	dieScarcity float64 // added per die the pool is short of comfortPool
	comfortPool int
	lowHealth   float64 // extra value of a Health point per point below 4
	alarmValue  float64 // an Alarm point below the cap (a point of boss Health)
	returnCost  float64 // a Wax Moth Larva let through comes back
	exhaustCost float64 // share of a die's value lost when it is exhausted from the pool
	banishCost  float64 // share lost when an exhausted die is banished
	stingCost   float64
	extraCost   float64 // each +N: another card to face this round
	raceWeight  float64 // a card taken from a stack other than the shortest
	commit      float64 // commit until expected damage covers need x this
	commitLast  float64 // ... in the last Strategy phase
	endgameRate float64 // start the endgame when the expected damage reaches boss Health x this
	scoutAbove  float64 // scout a top card that costs more than this
	companion   float64 // the damage a Giant Hornet Queen's companions add per round
	// Rewards.
	raiseStrategy, raiseRecovery  float64
	itemReroll, itemPlusOne       float64
	ongoingWard, ongoingReroll    float64
	colourPlus, recoverPlus       float64
	fullInventory                 float64 // share of an item's value when there is no room
	singleRerollWorth             float64 // spend a single-use reroll on a card worth this
	endgameHealthBias, bossWorth  float64
	companionWorth, companionKeep float64
}

var defaultTuning = tuning{
	dieBase: 0.3, dieScarcity: 0.07, comfortPool: 14,
	lowHealth: 0.35, alarmValue: 0.6, returnCost: 1.0,
	exhaustCost: 0.6, banishCost: 1.6, stingCost: 0.4, extraCost: 0.8, raceWeight: 0.8,
	commit: 1.1, commitLast: 1.25, endgameRate: 1.0, scoutAbove: 2.0, companion: 2.5,
	raiseStrategy: 2.0, raiseRecovery: 4.0,
	itemReroll: 0.5, itemPlusOne: 0.8,
	ongoingWard: 2.5, ongoingReroll: 1.2, colourPlus: 2.0, recoverPlus: 4.0,
	fullInventory: 0.3, singleRerollWorth: 2.5,
	endgameHealthBias: 0, bossWorth: 1000, companionWorth: 1.5, companionKeep: 1,
}

// valuer holds what the valuations of one decision share.
type valuer struct {
	s       *State
	t       *tuning
	rolls   int     // rolls left to a die committed now (Strategy phases left; in the Apply step, after this one)
	dieCost float64 // one pool die
	hp      float64 // one Health point
	pool    [NumColours]int8
	free    [NumColours]int8 // unapplied dice in the active area
	exh     [NumColours]int8
}

func newValuer(s *State, t *tuning) valuer {
	v := valuer{s: s, t: t}
	for d := range DieID(NumDice) {
		switch {
		case s.dice[d].zone == ZonePool:
			v.pool[d.Colour()]++
		case s.dice[d].zone == ZoneExhausted:
			v.exh[d.Colour()]++
		case s.unapplied(d):
			v.free[d.Colour()]++
		}
	}
	n := 0
	for _, k := range v.pool {
		n += int(k)
	}
	v.dieCost = t.dieBase + t.dieScarcity*float64(max(0, t.comfortPool-n))
	v.hp = 1 + t.lowHealth*float64(max(0, 4-int(s.health)))
	v.rolls = 1
	if s.step == StepCommit || s.step == StepApply {
		v.rolls = int(s.strategy) - int(s.phase) + 1
		if s.step == StepApply {
			v.rolls-- // the dice showing now have been rolled
		}
	} else {
		v.rolls = int(s.strategy)
	}
	if _, ok := s.onePhaseHolds(); ok {
		v.rolls = min(v.rolls, 1)
	}
	return v
}

// expected is the damage a die of colour c deals to card (NoCard: any
// card without effects) over `rolls` rolls, a miss being rolled again.
func (v *valuer) expected(c Colour, card CardID, rolls int) float64 {
	var crit, hit float64
	if card == NoCard {
		b := float64(v.s.colourBonus(c))
		crit, hit = 2+b, 1+b
	} else {
		crit, hit = float64(v.s.damageOf(c, Crit, 0, card)), float64(v.s.damageOf(c, Hit, 0, card))
	}
	pMiss := float64(FacesPerDie-1-int(hitFaces[c])) / FacesPerDie
	e := (crit + float64(hitFaces[c])*hit) / FacesPerDie
	sum, p := 0.0, 1.0
	for range max(rolls, 1) {
		sum += p * e
		p *= pMiss
	}
	return sum
}

// strength is a die's general worth: its damage over two rolls.
func (v *valuer) strength(c Colour) float64 { return v.expected(c, NoCard, 2) }

// alarmCost is what one more Alarm point costs.
func (v *valuer) alarmCost() float64 {
	switch {
	case v.s.endgame:
		return 0
	case v.s.alarm >= MaxAlarm:
		return v.hp
	}
	return v.t.alarmValue
}

// skipCost is what letting card through costs: its damage and Alarm.
func (v *valuer) skipCost(c CardID) float64 {
	info := &Cards[c]
	cost := float64(info.Damage)*v.hp + v.alarmCost()
	if info.Effect.Kind == AfterReturnIfUndefeated && !v.s.endgame {
		cost += v.t.returnCost
	}
	return cost
}

// worth is what defeating card this round gains: its skip cost and reward.
func (v *valuer) worth(c CardID) float64 {
	s := v.s
	if s.endgame {
		if c == s.boss {
			return v.t.bossWorth
		}
		return float64(Cards[c].Damage)*v.hp*v.t.companionWorth + v.rewardValue(c)
	}
	return v.skipCost(c) + v.rewardValue(c)
}

// rewardValue is what c's reward is worth now.
func (v *valuer) rewardValue(c CardID) float64 {
	return v.rewardWorth(c, v.s.inventory.n < v.s.strategy)
}

// rewardWorth is what c's reward is worth, an item valued as if there were
// room for it or not.
func (v *valuer) rewardWorth(c CardID, room bool) float64 {
	s, t := v.s, v.t
	r := Cards[c].Reward
	n := float64(r.N)
	var val float64
	switch r.Kind {
	case InstantHeal:
		return float64(min(int(r.N), MaxStat-int(s.health))) * v.hp
	case InstantRecover:
		ex := 0
		for _, k := range v.exh {
			ex += int(k)
		}
		return float64(min(int(r.N), ex)) * v.dieCost
	case InstantRaise:
		if r.Stat == StatRecovery {
			return t.raiseRecovery * float64(boolInt(s.recovery < MaxStat))
		}
		return t.raiseStrategy * float64(boolInt(s.strategy < MaxStat))
	case InstantCalm:
		return float64(min(int(r.N), int(s.alarm))) * v.alarmCost()
	case ItemReroll:
		val = t.itemReroll * n
	case ItemPlusOne:
		val = t.itemPlusOne * n
	case ItemWard, ItemHeal:
		val = 0.8 * n
	case OngoingWard:
		val = t.ongoingWard * n
	case OngoingReroll:
		val = t.ongoingReroll * n
	case OngoingColourPlus:
		val = t.colourPlus * float64(v.pool[r.Colour]+v.exh[r.Colour]+v.free[r.Colour]) / 4
	case OngoingRecoverPlus:
		val = t.recoverPlus * n
	}
	if !room {
		val *= t.fullInventory
	}
	return val
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// effectCost is what c's effect costs whether or not it is defeated.
func (v *valuer) effectCost(c CardID) float64 {
	e := Cards[c].Effect
	n := float64(e.N)
	switch e.Kind {
	case SpecialAmbushExhaust, AfterExhaustPool, AfterRecoveryMinus:
		return n * v.dieCost * v.t.exhaustCost
	case AfterBanishExhausted:
		return n * v.dieCost * v.t.banishCost
	case SpecialAlarm:
		return n * v.alarmCost()
	case AfterMissSting:
		return v.t.stingCost
	}
	return 0
}

// coloursFor orders the colours by the damage their dice deal to card.
func (v *valuer) coloursFor(card CardID, rolls int) (order [NumColours]Colour, e [NumColours]float64) {
	for c := range NumColours {
		order[c] = c
		e[c] = v.expected(c, card, rolls)
	}
	for i := 1; i < int(NumColours); i++ {
		for j := i; j > 0 && e[order[j]] > e[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order, e
}

// diceFor walks the dice from the strongest against card, the free ones
// first, until their expected damage reaches need; it takes them out of
// free and pool and says how many pool dice it took and whether it got
// there.
func (v *valuer) diceFor(card CardID, need float64, rolls int, free, pool *[NumColours]int8) (fromPool int, enough bool) {
	order, e := v.coloursFor(card, rolls)
	sum := 0.0
	for _, src := range [2]*[NumColours]int8{free, pool} {
		for _, c := range order {
			for src[c] > 0 && sum < need && e[c] > 0 {
				src[c]--
				sum += e[c]
				if src == pool {
					fromPool++
				}
			}
		}
	}
	return fromPool, sum >= need
}

// cardCost is what facing card costs, fought or let through, with its
// effect and the cards its +N brings.
func (v *valuer) cardCost(c CardID) float64 {
	info := &Cards[c]
	rolls := int(v.s.strategy)
	if info.Effect.Kind == DuringOnePhase {
		rolls = 1
	}
	pool := v.pool
	free := [NumColours]int8{}
	factor := v.t.commit
	if rolls == 1 {
		factor = v.t.commitLast
	}
	cost := v.skipCost(c)
	if n, ok := v.diceFor(c, float64(info.Health)*factor, rolls, &free, &pool); ok {
		cost = min(cost, float64(n)*v.dieCost-v.rewardValue(c))
	}
	return cost + v.effectCost(c) + float64(info.Extra)*v.t.extraCost
}
