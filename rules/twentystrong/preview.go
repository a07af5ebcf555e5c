package twentystrong

// The previews are what a careful player works out in their head before a
// decision: what the dice out are worth, and what stopping now would cost.
// They are pure functions of the state, allocate nothing, and the scene
// draws them every frame. The accessors below them give the scene what it
// draws without the copies Active and Inventory make.

// dieExpected is the damage a die of colour c is expected to deal on a
// roll, to a card with no effect: a crit (1 face in 6) deals 2, a hit 1,
// each with the colour's bonuses.
func (s *State) dieExpected(c Colour) float64 {
	bonus := float64(s.colourBonus(c))
	return (2+bonus)/FacesPerDie + float64(hitFaces[c])*(1+bonus)/FacesPerDie
}

// ExpectedDamage is what the dice in the active area that are not applied
// to a card are worth: a rolled die counts what its face deals (a miss
// nothing), a die not yet rolled its expected damage. Card effects
// (immunities, no crits) are left out: the dice have no target yet.
func (s *State) ExpectedDamage() float64 {
	total := 0.0
	for d := range DieID(NumDice) {
		if !s.unapplied(d) {
			continue
		}
		c := d.Colour()
		if s.dice[d].face == noFace {
			total += s.dieExpected(c)
			continue
		}
		if o := s.outcome(d); o != Miss {
			total += float64(int(o) + s.colourBonus(c))
		}
	}
	return total
}

// ResolvePreview is what the Resolve phase would cost if the player went
// to it now.
type ResolvePreview struct {
	// HealthLost: Suffer Damage after the wards that act by themselves (the
	// hero's, ongoing items, single-use wards already used), the stings of
	// after_miss_sting and the Alarm's overflow at Cleanup; a sweep heal
	// is taken off.
	HealthLost int
	// AlarmGained at Cleanup (0 in the endgame: the Alarm is frozen).
	AlarmGained int
	// DiceExhausted: the committed dice (but the hero's kept colour) and
	// what after_exhaust_pool takes from the pool; DiceBanished what
	// after_banish_exhausted takes from the exhausted area.
	DiceExhausted int
	DiceBanished  int
	// Undefeated counts the active enemies left standing.
	Undefeated int
	// Loses: the Health lost would end the game.
	Loses bool
}

// PreviewResolve works out the Resolve phase as it would run from here,
// with every choice answered as the rules force it (N dice, or all) and
// the After effects in activation order (the default when the player is
// asked to order them).
func (s *State) PreviewResolve() ResolvePreview {
	var p ResolvePreview
	incoming := 0
	stingLoss := 0
	misses := s.unappliedMisses()
	for _, c := range s.active.slice() {
		if !s.Defeated(c) {
			p.Undefeated++
			incoming += Cards[c].Damage
		}
		if e := Cards[c].Effect; e.Kind == AfterMissSting {
			stingLoss += misses / int(e.N)
		}
	}
	heal := 0
	if s.ability.Kind == AbilitySweepHeal && p.Undefeated == 0 && len(s.active.slice()) > 0 {
		heal = min(int(s.ability.N), MaxStat-int(s.health))
	}
	suffered := max(0, incoming-s.wardsOnce()-int(s.wardPending))
	p.HealthLost = suffered + stingLoss - heal
	fromPool, banished, committed := s.previewAfterDice()
	p.DiceBanished = banished
	p.DiceExhausted = fromPool + committed

	if !s.endgame {
		a := int(s.alarm) + p.Undefeated
		over := max(0, a-MaxAlarm)
		p.AlarmGained = p.Undefeated - over
		p.HealthLost += over
	}
	p.HealthLost = max(0, p.HealthLost)
	p.Loses = int(s.health)-p.HealthLost < MinStat
	return p
}

// previewAfterDice counts the dice After Effects exhaust from the pool and
// banish from the exhausted area, in activation order (a banish takes what
// was exhausted before it, the earlier effects' dice included), and the
// committed dice Exhaust Dice takes next.
func (s *State) previewAfterDice() (fromPool, banished, committed int) {
	pool, exhausted := 0, 0
	for d := range DieID(NumDice) {
		switch s.dice[d].zone {
		case ZonePool:
			if !s.keeps(d) {
				pool++
			}
		case ZoneExhausted:
			exhausted++
		case ZoneCommitted:
			if !s.keeps(d) {
				committed++
			}
		}
	}
	for _, c := range s.active.slice() {
		switch e := Cards[c].Effect; e.Kind {
		case AfterExhaustPool:
			n := min(int(e.N), pool)
			pool -= n
			exhausted += n
			fromPool += n
		case AfterBanishExhausted:
			n := min(int(e.N), exhausted)
			exhausted -= n
			banished += n
		}
	}
	return fromPool, banished, committed
}

// StaysUndefeated tells an active card that would stand at Suffer Damage
// if the player stopped now: it deals its Damage (and raises the Alarm).
func (s *State) StaysUndefeated(c CardID) bool {
	return s.cardZone[c] == ZoneActive && !s.Defeated(c)
}

// ActiveLen and ActiveAt read the active area in activation order without
// a copy.
func (s *State) ActiveLen() int           { return int(s.active.n) }
func (s *State) ActiveAt(i int) CardID    { return s.active.cards[i] }
func (s *State) InventoryLen() int        { return int(s.inventory.n) }
func (s *State) InventoryAt(i int) CardID { return s.inventory.cards[i] }

// DiscardLen is the number of cards in the discard pile.
func (s *State) DiscardLen() int { return int(s.discard.n) }

// Offered tells an item reward on offer in Gain Item Rewards.
func (s *State) Offered(c CardID) bool { return s.offered&bit(c) != 0 }

// ItemUsedThisRound tells an ongoing item already used this round.
func (s *State) ItemUsedThisRound(c CardID) bool { return s.usedRound&bit(c) != 0 }

// PendingActivations is the activations still owed this round (a +N).
func (s *State) PendingActivations() int { return int(s.pendingActivations) }

// ScoutUsed and HeroRerollUsed tell the hero's once-a-round abilities
// spent this round.
func (s *State) ScoutUsed() bool      { return s.scoutUsed }
func (s *State) HeroRerollUsed() bool { return s.heroRerollUsed }

// Ability is the hero's ability in play.
func (s *State) Ability() Ability { return s.ability }

// Representative tells the lowest die of its class of interchangeable dice
// (see AppendLegal): the one legal moves name.
func (s *State) Representative(d DieID) bool { return s.representative(d) }

// DieOutcome is the outcome a die in the active area shows, and whether it
// has been rolled.
func (s *State) DieOutcome(d DieID) (Outcome, bool) {
	return s.outcome(d), s.dice[d].face != noFace
}

// DieDamage is what die d deals to the card it is applied to (0 when not
// applied).
func (s *State) DieDamage(d DieID) int { return s.dieDamage(d) }

// DieExpected is what a die of colour c is expected to deal on a roll
// (crit 2, hit 1, with the colour's bonuses), for a card with no effect.
func (s *State) DieExpected(c Colour) float64 { return s.dieExpected(c) }
