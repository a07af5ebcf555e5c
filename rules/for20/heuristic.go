package for20

import "github.com/twenty-games/twenty/rules"

// Heuristic tuning, in stoner points (the unit every value below uses).
const (
	// MinSmokeValue: smoke when the best smoke is worth more than this.
	MinSmokeValue = 0.2
	// MinActionValue: play an action worth at least this (coins are lost at
	// the end of the turn, so what they buy only has to be worth playing).
	MinActionValue = 0.8
	// MinRotateForActionValue: rotate or recycle to pay for an action worth
	// at least this (rotating locks the material for the turn).
	MinRotateForActionValue = 1.2
	// MinAnswerValue: answer out of turn when the answer is worth at least
	// this, once its cards are paid.
	MinAnswerValue = 1.0
	// MaxTurnMoves: a heuristic turn ends after this many moves, so that two
	// heuristic players cannot loop (Munchies, recycle, Munchies...).
	MaxTurnMoves = 40
	// HandRecycleSize: with more cards than this in hand, the heuristic
	// may recycle its least useful card to pay for an action.
	HandRecycleSize = 7
)

// Heuristic is the greedy baseline player and the search's playout policy:
// smoke the best smoke, put legendary tools down, play the best action
// worth its coins (rotating idle materials to pay), answer out of turn
// when the answer is worth its cards, else end the turn. It allocates
// nothing and draws no randomness.
func Heuristic(s *State, _ *rules.RNG, buf []Move) Move {
	legal := s.AppendLegal(buf[:0])
	switch {
	case len(legal) == 1:
		return legal[0]
	case s.asked != noneAsked:
		return answerChoice(s, legal)
	case s.nChoices > 0:
		return bestTarget(s, legal)
	}
	return turnChoice(s, legal)
}

// victimWeight is how much hurting v is worth to me, relative to the
// points involved: more against players ahead, less against those behind.
func victimWeight(s *State, me, v int) float64 {
	w := 1 + float64(s.scores[v]-s.scores[me])/10
	if s.scores[v] == s.highestOpponent(me) {
		w *= 1.2
	}
	return max(0.4, min(2.0, w))
}

// keepValue is what a hand card is worth keeping.
func keepValue(s *State, c Card) float64 {
	info := &Cards[c]
	switch {
	case info.Category == OutOfTurn:
		return 1.0
	case info.Kind == Legendary:
		return 2.0
	case info.Kind == Police && s.legalized:
		return 0.05
	case info.Category == Tool:
		return 0.6
	}
	return 0.6
}

func pointsOf(set CardSet) int {
	sum := 0
	for c := set.First(); c != NoCard; c = set.Next(c) {
		sum += Cards[c].Points
	}
	return sum
}

// abilityValue is the rough worth of a triggered ability.
func abilityValue(e Effect, n int) float64 {
	switch e {
	case BonusPoints:
		return float64(n)
	case DrawPlaying:
		return 0.5 * float64(n)
	case DrawMaterial:
		return 1.4 * float64(n)
	case GainCoins:
		return 0.2 * float64(n)
	case StealMaterial, DestroySmokedTop:
		return 1.5
	case DestroyReserve, ExtraSmoke:
		return 0.8
	}
	return 0
}

// smokeValue is the worth of a listed smoke to the player on turn.
func smokeValue(s *State, m Move) float64 {
	p := s.turn
	tools, mats := m.Cards.OfCategory(Tool), m.Cards.OfCategory(Material)
	v, top, topPts := 0.0, NoCard, -1
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		pts := Cards[c].Points
		v += float64(pts)
		if pts == 0 {
			v -= 0.3 // a coin card spent
		}
		if pts >= topPts {
			top, topPts = c, pts
		}
	}
	legendary := legendaries(tools).First()
	ctx := smokeContext{tools: tools, legendary: legendary, materials: mats, top: top, behind: s.scores[p] < s.highestOpponent(p)}
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		if info := &Cards[c]; info.Trigger == OnSmoke && conditionHolds(info, &ctx) {
			v += abilityValue(info.Effect, info.Param)
		}
	}
	if legendary != NoCard {
		if info := &Cards[legendary]; info.Trigger == OnSmoke && conditionHolds(info, &ctx) {
			v += abilityValue(info.Effect, info.Param)
		}
		if s.hands[p].Has(legendary) {
			v += 0.3 // it stays in the area
		}
	}
	for c := tools.Intersect(s.hands[p]).Minus(legendarySet); !c.Empty(); c = c.Without(c.First()) {
		v -= 0.4 // a paper from the hand is a card spent
	}
	return v
}

// effectValue is the worth to actor of effect e (number n) on target
// player v with target cards.
func effectValue(s *State, e Effect, n, actor, v int, cards CardSet) float64 {
	w := 1.0
	if v >= 0 && v < s.opts.Players {
		w = victimWeight(s, actor, v)
	}
	switch e {
	case DestroySmokedTop:
		top := s.smoked[v][s.smokedLen[v]-1]
		return float64(Cards[top].Points+int(s.bonus[top])) * w
	case DestroyReserve:
		return 0.6 * float64(pointsOf(cards)) * w
	case StealMaterial:
		return float64(pointsOf(cards)) * (0.8 + 0.4*w)
	case SwapMaterial:
		mine := pointsOf(cards.Intersect(s.reserves[actor]))
		return float64(pointsOf(cards)-2*mine) * (0.8 + 0.4*w)
	case StealCard:
		return 0.6 + 0.2*w
	case DiscardRandom:
		return 0.4 * w
	case DestroyTool:
		return 1.5 * w
	case StealTool:
		return 1.5 + w
	case RestoreMaterial:
		return 0.8 * float64(pointsOf(cards))
	case RestoreTool:
		if !legendaries(cards).Empty() {
			return 2.0
		}
		return 0.8
	case DrawPlaying:
		return 0.5 * float64(n)
	case DrawMaterial:
		return 1.4 * float64(n)
	case ShieldAll:
		v := 0.2 * float64(pointsOf(s.reserves[actor]))
		if s.scores[actor] > s.highestOpponent(actor) {
			v += 0.5
		}
		return v
	case SmokeRotated:
		best := 0
		for c := s.rotated.First(); c != NoCard; c = s.rotated.Next(c) {
			best = max(best, Cards[c].Points)
		}
		return 0.8 * float64(best)
	case ExtraTool:
		if s.newTools == 0 && !s.hands[actor].OfCategory(Tool).Empty() && !s.reserves[actor].Empty() {
			return 1.0
		}
		return 0
	case Legalize:
		// Worth the Police cards that could still be played against us.
		police := 0
		for c := Card(NumMaterials); c < NumCards; c++ {
			if Cards[c].Kind == Police && !s.playingDump.Has(c) && !s.hands[actor].Has(c) {
				police++
			}
		}
		return 0.35 * float64(police)
	case GainCoins:
		return 0.1 * float64(n)
	}
	return 0
}

func actionValue(s *State, m Move) float64 {
	info := &Cards[m.Card]
	return effectValue(s, info.Effect, info.Param, s.turn, int(m.Target), m.Cards)
}

// turnChoice picks the move of a turn.
func turnChoice(s *State, legal []Move) Move {
	end := legal[len(legal)-1]
	if s.turnMoves >= MaxTurnMoves {
		return end
	}
	best, bestV := -1, MinSmokeValue
	for i, m := range legal {
		if m.Kind == Smoke {
			if v := smokeValue(s, m); v > bestV {
				best, bestV = i, v
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, m := range legal {
		if m.Kind == Place {
			return m
		}
	}
	best, bestV = -1, MinActionValue
	for i, m := range legal {
		if m.Kind == Play {
			if v := actionValue(s, m); v >= bestV {
				best, bestV = i, v
			}
		}
	}
	if best >= 0 {
		return legal[best]
	}
	if m, ok := coinsForAction(s, legal); ok {
		return m
	}
	return end
}

// coinsForAction rotates a material or recycles a spare card when the coins
// it brings, with what rotating and recycling may still bring, pay for an
// action worth it.
func coinsForAction(s *State, legal []Move) (Move, bool) {
	p := s.turn
	potential, bestRotate, bestRecycle := s.coins, -1, -1
	spareRecycle := s.hands[p].Len() > HandRecycleSize
	for i, m := range legal {
		switch m.Kind {
		case Rotate:
			potential += Cards[m.Card].Coins
			if bestRotate < 0 || Cards[m.Card].Coins > Cards[legal[bestRotate].Card].Coins {
				bestRotate = i
			}
		case Recycle:
			if keepValue(s, m.Card) < 0.1 || spareRecycle {
				if bestRecycle < 0 || keepValue(s, m.Card) < keepValue(s, legal[bestRecycle].Card) {
					bestRecycle = i
				}
			}
		}
	}
	if bestRecycle >= 0 {
		potential += Cards[legal[bestRecycle].Card].Recycle
	}
	if potential <= s.coins {
		return Move{}, false
	}
	// The actions the potential coins would pay for, listed past the legal
	// moves in the same buffer.
	extra := s.appendPlaysFor(legal[len(legal):], potential)
	worth := false
	for _, m := range extra {
		if Cards[m.Card].Cost > s.coins && actionValue(s, m) >= MinRotateForActionValue {
			// Never recycle the action we are saving up for.
			if bestRecycle >= 0 && legal[bestRecycle].Card == m.Card {
				continue
			}
			worth = true
			break
		}
	}
	switch {
	case !worth:
		return Move{}, false
	case bestRotate >= 0:
		return legal[bestRotate], true
	case bestRecycle >= 0:
		return legal[bestRecycle], true
	}
	return Move{}, false
}

// bestTarget picks the most valuable target of a waiting ability.
func bestTarget(s *State, legal []Move) Move {
	ch := s.choices[0]
	best, bestV := 0, -1e9
	for i, m := range legal {
		if v := effectValue(s, ch.effect, int(ch.param), s.turn, int(m.Target), m.Cards); v > bestV {
			best, bestV = i, v
		}
	}
	return legal[best]
}

// answerChoice answers out of turn when it is worth the cards, else passes.
func answerChoice(s *State, legal []Move) Move {
	me, t := s.asked, s.turn
	pending := s.pending
	mats := pending.Cards.OfCategory(Material)
	tools := pending.Cards.OfCategory(Tool)
	pts := float64(pointsOf(mats))
	w := victimWeight(s, me, t)
	pass := legal[len(legal)-1]
	best, bestV := -1, MinAnswerValue
	for i, m := range legal {
		if m.Kind != Answer {
			continue
		}
		v := 0.0
		switch Cards[m.Card].Effect {
		case TakeSmoke:
			v = pts * (1 + w)
		case ForbidSmoke:
			v = pts*w + 0.3
		case StealSmokingTool:
			stolen := m.Cards.Intersect(tools).First()
			if stolen == NoCard {
				stolen = tools.First()
			}
			v = 0.5*pts*w + 2.5
			if Cards[stolen].Kind == Paper {
				v -= 1.7
			}
		case CancelAction:
			harm := actionValue(s, pending)
			switch int(pending.Target) {
			case me:
				v = 1.5 * harm
			case NoTarget:
				v = 0.5 * harm * w
			default:
				v = 0.3 * harm
			}
		}
		v -= 1.0 // the out-of-turn card itself
		paid := m.Cards.Minus(tools)
		for c := paid.First(); c != NoCard; c = paid.Next(c) {
			v -= keepValue(s, c)
		}
		if v > bestV {
			best, bestV = i, v
		}
	}
	if best < 0 {
		return pass
	}
	return legal[best]
}
