package twentystrong

import "math"

// The search's evaluation. A playout to the end of the game costs some 320
// moves; cut at the end of the round it costs a tenth of that. Where it is
// cut, the state is judged by the careful player's chance to win from there,
// a logistic model of the features below fitted on the careful player's
// games (TestFitEvaluation, -strong.fit=N prints the weights).

// lookaheadRounds is how far a searched playout goes: to the start of the
// round after the next lookaheadRounds-1 (1: the end of the current round).
const lookaheadRounds = 1

// Features of a position, scaled to about [0,1].
const (
	featBias = iota
	featHealth
	featLowHealth // points of Health below 3
	featAlarm
	featPoolDamage      // the pool dice's expected damage over two rolls
	featExhaustedDamage // the exhausted dice's
	featBanished
	featStrategy
	featRecovery // Recovery and the extra dice recovered each round
	featCardsLeft
	featShortestStack
	featBossLeft // Health the boss will have (or has left, in the endgame)
	featEndgame
	featEndgameBossLeft
	featEndgamePool
	featEndgameHealth
	featEndgameIncoming // the damage the standing endgame cards deal each round
	featWardsEachRound
	featSingleUse // Health the single-use heals and wards hold
	featOtherItems
	featHero    // one per hero but the first
	featBoss    = featHero + NumHeroes - 1
	numFeatures = featBoss + NumBosses - 1
)

// features fills f with the features of s.
func (s *State) features(f *[numFeatures]float64) {
	*f = [numFeatures]float64{}
	f[featBias] = 1
	f[featHealth] = float64(s.health) / MaxStat
	f[featLowHealth] = float64(max(0, 3-int(s.health))) / 3
	f[featAlarm] = float64(s.alarm) / MaxAlarm
	var pool, exhausted float64
	banished := 0
	for d := range DieID(NumDice) {
		switch s.dice[d].zone {
		case ZoneExhausted:
			exhausted += dieStrength(s, d.Colour())
		case ZoneBanished:
			banished++
		default:
			pool += dieStrength(s, d.Colour())
		}
	}
	f[featPoolDamage] = pool / 10
	f[featExhaustedDamage] = exhausted / 10
	f[featBanished] = float64(banished) / 4
	f[featStrategy] = float64(s.strategy) / MaxStat
	f[featRecovery] = float64(int(s.recovery)+s.recoverPlus()) / MaxStat
	left, shortest := 0, StackSize
	for k := range s.stacks {
		n := int(s.stacks[k].n)
		left += n
		shortest = min(shortest, n)
	}
	f[featCardsLeft] = float64(left) / NumConflictCards
	f[featShortestStack] = float64(shortest) / StackSize
	bossLeft := bossMeanHealth + float64(s.alarm)
	if s.bossShown {
		bossLeft = float64(Cards[s.boss].Health + int(s.alarm))
	}
	if s.endgame {
		bossLeft = float64(max(0, s.cardHealth(s.boss)-s.CardDamage(s.boss)))
		f[featEndgame] = 1
		f[featEndgameBossLeft] = bossLeft / 20
		f[featEndgamePool] = pool / 10
		f[featEndgameHealth] = float64(s.health) / MaxStat
		f[featEndgameIncoming] = float64(s.incomingDamage()) / 4
	}
	f[featBossLeft] = bossLeft / 20
	wards := 0
	if s.ability.Kind == AbilityWard {
		wards += int(s.ability.N)
	}
	for _, c := range s.inventory.slice() {
		switch r := Cards[c].Reward; r.Kind {
		case OngoingWard:
			wards += int(r.N)
		case ItemHeal, ItemWard:
			f[featSingleUse] += float64(r.N) / MaxStat
		default:
			f[featOtherItems] += 0.25
		}
	}
	f[featWardsEachRound] = float64(wards) / 2
	if s.hero > 0 {
		f[featHero+int(s.hero)-1] = 1
	}
	if b := int(s.boss - FirstBoss); b > 0 && s.bossShown {
		f[featBoss+b-1] = 1
	}
}

// dieStrength is a die's expected damage over two rolls (a miss rolled
// again), with the colour bonuses held.
func dieStrength(s *State, c Colour) float64 {
	b := float64(s.colourBonus(c))
	pMiss := float64(FacesPerDie-1-int(hitFaces[c])) / FacesPerDie
	e := (2 + b + float64(hitFaces[c])*(1+b)) / FacesPerDie
	return e * (1 + pMiss)
}

// winChance is the careful player's estimated chance to win from s.
func (s *State) winChance() float64 {
	var f [numFeatures]float64
	s.features(&f)
	z := 0.0
	for i, w := range evalWeights {
		z += w * f[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// evalWeights are the fitted weights of the features (TestFitEvaluation).
var evalWeights = [numFeatures]float64{
	-12.8488, 0.5473, -0.8535, -0.1363, 2.5570, 1.8595,
	-0.1494, 4.0059, 7.7433, 1.5757, -0.0648, -0.8600,
	4.0244, -7.6763, -2.8445, 3.7595, 0.1004, 1.7787,
	0.7727, 0.2701, -0.0362, 0.4184, 0.0332, 0.3824,
	-0.4723, 0.0627, 0.7193, 0.8640,
}
