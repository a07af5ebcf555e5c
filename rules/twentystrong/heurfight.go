package twentystrong

// The careful player's Strategy and Resolve phases (see Heuristic).

// plan is what the careful player fights this round: the targets in the
// order dice go to them, and the pool dice still to commit by colour.
type plan struct {
	targets [NumCards]CardID
	n       int
	commit  [NumColours]int8
}

func (p *plan) rank(c CardID) int {
	for i := range p.n {
		if p.targets[i] == c {
			return i
		}
	}
	return -1
}

// makePlan chooses the targets: the undefeated active cards (guards first,
// then by worth per point of Health left) whose worth pays for the pool
// dice they need, and more while the damage let through would kill.
func (v *valuer) makePlan() plan {
	s := v.s
	var p plan
	var cands [NumCards]CardID
	var density [NumCards]float64
	nc := 0
	for _, c := range s.active.slice() {
		if s.Defeated(c) {
			continue
		}
		left := max(1, s.cardHealth(c)-s.CardDamage(c))
		d := v.worth(c) / float64(left)
		if Cards[c].Effect.Kind == DuringGuard {
			d += 1e6
		}
		i := nc
		for ; i > 0 && density[i-1] < d; i-- {
			cands[i], density[i] = cands[i-1], density[i-1]
		}
		cands[i], density[i] = c, d
		nc++
	}
	rolls := max(1, v.rolls)
	factor := v.t.commit
	if rolls == 1 {
		factor = v.t.commitLast
	}
	free, pool := v.free, v.pool
	incoming := v.incomingAfterWards()
	var taken [NumCards]bool
	guardRefused := false
	for pass := 0; pass < 2; pass++ {
		for i := range nc {
			c := cands[i]
			if taken[i] || (guardRefused && Cards[c].Effect.Kind != DuringGuard) {
				continue
			}
			lethal := pass == 1 && incoming >= int(s.health)
			left := float64(s.cardHealth(c) - s.CardDamage(c))
			f2, p2 := free, pool
			n, enough := v.diceFor(c, left*factor, rolls, &f2, &p2)
			worthIt := float64(n)*v.dieCost <= v.worth(c)
			if pass == 0 && !(enough || s.endgame) {
				worthIt = false
			}
			if !(worthIt && pass == 0) && !lethal {
				if pass == 0 && Cards[c].Effect.Kind == DuringGuard {
					guardRefused = true
				}
				continue
			}
			taken[i] = true
			free, pool = f2, p2
			p.targets[p.n] = c
			p.n++
			incoming -= Cards[c].Damage
		}
		if incoming < int(s.health) {
			break
		}
	}
	for c := range NumColours {
		p.commit[c] = v.pool[c] - pool[c]
	}
	return p
}

// commitStep commits the plan's dice, strongest first, then rolls.
func (v *valuer) commitStep(legal []Move) Move {
	p := v.makePlan()
	best, bestStrength := NoMove, 0.0
	var bestMove Move
	for _, m := range legal {
		if m.Kind != MoveCommit || p.commit[m.Die.Colour()] == 0 {
			continue
		}
		if st := v.strength(m.Die.Colour()); best == NoMove || st > bestStrength {
			best, bestStrength, bestMove = MoveCommit, st, m
		}
	}
	if best != NoMove {
		return bestMove
	}
	if p.n > 0 || v.anyFree() {
		for _, m := range legal {
			if m.Kind == MoveRoll {
				return m
			}
		}
	}
	return ResolveMove()
}

func (v *valuer) anyFree() bool {
	for _, k := range v.free {
		if k > 0 {
			return true
		}
	}
	return false
}

// applyStep applies the best die, then uses items and rerolls, then goes on
// to another phase while a target stands, else to Resolve.
func (v *valuer) applyStep(legal []Move) Move {
	s := v.s
	p := v.makePlan()
	if m, ok := v.bestApply(legal, &p); ok {
		return m
	}
	if m, ok := v.plusOne(legal, &p); ok {
		return m
	}
	standing := false
	for i := range p.n {
		standing = standing || !s.Defeated(p.targets[i])
	}
	canNext := false
	for _, m := range legal {
		canNext = canNext || m.Kind == MoveNext
	}
	if canNext && (standing || (v.anyFree() && !s.allDefeated())) {
		if m, ok := v.setAside(legal); ok {
			return m
		}
		return NextMove()
	}
	if standing {
		if m, ok := v.rerollMisses(legal, &p); ok {
			return m
		}
	}
	return ResolveMove()
}

// bestApply scores each apply: targets first, in plan order; finishing a
// card; no overkill; crits kept from cards that cap them at 1; no die that
// leaves a card with too few dice slots to be finished.
func (v *valuer) bestApply(legal []Move, p *plan) (Move, bool) {
	s := v.s
	var best Move
	bestScore := 0.0
	for _, m := range legal {
		if m.Kind != MoveApply || s.Defeated(m.Card) {
			continue // a die set aside on a defeated card is setAside's
		}
		col, o := m.Die.Colour(), s.outcome(m.Die)
		dmg := s.damageOf(col, o, 0, m.Card)
		if dmg == 0 {
			continue
		}
		left := s.cardHealth(m.Card) - s.CardDamage(m.Card)
		score := 5 * float64(dmg)
		if r := p.rank(m.Card); r >= 0 {
			score += 1000 - 10*float64(r)
		}
		if s.endgame && m.Card == s.boss {
			score += 2000
		}
		if dmg >= left {
			score += 100
		}
		score -= 40 * float64(max(0, dmg-left))
		potential := int(o) + s.colourBonus(col)
		score -= 15 * float64(potential-dmg)
		if e := Cards[m.Card].Effect; e.Kind == DuringMaxDice {
			slots := int(e.N) - s.diceOn(m.Card) - 1
			if dmg+slots*(2+s.colourBonus(Red)) < left {
				score -= 900
			}
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, bestScore > 0
}

// setAside puts a hit no target takes on a defeated card before another
// Strategy phase: left unapplied it would roll again, and a miss it turned
// into would sting (AppendLegal offers the move only when a sting waits
// and a phase is left, see setAsideMatters).
func (v *valuer) setAside(legal []Move) (Move, bool) {
	for _, m := range legal {
		if m.Kind == MoveApply && v.s.Defeated(m.Card) {
			return m, true
		}
	}
	return Move{}, false
}

// plusOne uses a plus-one item when it finishes a target, or on the boss.
func (v *valuer) plusOne(legal []Move, p *plan) (Move, bool) {
	s := v.s
	for _, m := range legal {
		if m.Kind != MoveUse || Cards[m.Card].Reward.Kind != ItemPlusOne {
			continue
		}
		c := s.dice[m.Die].card
		left := s.cardHealth(c) - s.CardDamage(c)
		gain := s.damageOf(m.Die.Colour(), s.outcome(m.Die), int(s.dice[m.Die].bonus)+int(Cards[m.Card].Reward.N), c) - s.dieDamage(m.Die)
		if gain > 0 && ((s.endgame && c == s.boss) || (gain >= left && p.rank(c) >= 0)) {
			return m, true
		}
	}
	return Move{}, false
}

// rerollMisses rerolls unapplied misses when no phase is left: the free
// once-a-round rerolls always, a single-use item for a card worth it.
func (v *valuer) rerollMisses(legal []Move, p *plan) (Move, bool) {
	s := v.s
	worthy := false
	for i := range p.n {
		c := p.targets[i]
		worthy = worthy || (!s.Defeated(c) && v.worth(c) >= v.t.singleRerollWorth)
	}
	var best Move
	bestScore := 0.0
	for _, m := range legal {
		if m.Kind != MoveReroll && m.Kind != MoveUse {
			continue
		}
		if m.Kind == MoveUse {
			k := Cards[m.Card].Reward.Kind
			if k != OngoingReroll && !(k == ItemReroll && worthy) {
				continue
			}
		}
		if m.Dice == 0 {
			continue
		}
		score := 0.0
		for d := range DieID(NumDice) {
			if m.Dice&(1<<uint(d)) == 0 {
				continue
			}
			if s.outcome(d) != Miss {
				score = -1
				break
			}
			score += 1 + v.strength(d.Colour())
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, bestScore > 0
}

// sufferStep uses a ward item when none of it is wasted, or to survive.
func (v *valuer) sufferStep(legal []Move) Move {
	s := v.s
	incoming := v.incomingAfterWards()
	for _, m := range legal {
		if m.Kind == MoveUse && Cards[m.Card].Reward.Kind == ItemWard {
			if incoming >= int(Cards[m.Card].Reward.N) || incoming >= int(s.health) {
				return m
			}
		}
	}
	return SufferMove()
}

// itemValue is what holding item c is worth.
func (v *valuer) itemValue(c CardID) float64 { return v.rewardWorth(c, true) }

// itemsStep takes the best item on offer, making room by discarding a
// worse one, and stops when nothing better is on offer.
func (v *valuer) itemsStep(legal []Move) Move {
	s := v.s
	bestOffer, bestVal := NoCard, 0.0
	for _, c := range s.active.slice() {
		if s.offered&bit(c) != 0 {
			if val := v.itemValue(c); bestOffer == NoCard || val > bestVal {
				bestOffer, bestVal = c, val
			}
		}
	}
	if bestOffer == NoCard {
		return DoneMove()
	}
	if s.inventory.n < s.strategy {
		return TakeMove(bestOffer)
	}
	worst, worstVal := NoCard, 0.0
	for _, c := range s.inventory.slice() {
		if val := v.itemValue(c); worst == NoCard || val < worstVal {
			worst, worstVal = c, val
		}
	}
	if worst != NoCard && bestVal > worstVal+0.2 {
		return DiscardMove(worst)
	}
	return DoneMove()
}
