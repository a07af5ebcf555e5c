package for20

// AppendLegal appends the legal moves of the player to move, each once, in
// an order that depends only on the state: in a reaction window the
// answers then "pass"; with an ability waiting, its targets; on a turn the
// smokes, tools to put down, actions, rotations, recycles, then "end".
//
// Listing every legal combination would explode (any multiset of materials,
// any copy of a card), so AppendLegal lists a canonical subset; Apply
// accepts every legal move, listed or not:
//   - copies of one design are interchangeable: of several copies only the
//     lowest ids are named (your own materials also by rotated or not);
//   - a smoke uses one legendary tool, one paper or a pair of papers, with
//     any multiset of materials worth points whose sum fits the range,
//     alone or with one 0-point material riding along (it matters for
//     "combined" abilities); sets of three papers or more, and more than
//     one 0-point rider, are accepted but not listed;
//   - "up to N" (Police) lists exactly min(N, available) materials.
func (s *State) AppendLegal(buf []Move) []Move {
	switch {
	case s.over:
		return buf
	case s.asked != noneAsked:
		return s.appendAnswers(buf)
	case s.nChoices > 0:
		return s.appendChoices(buf)
	}
	buf = s.appendSmokes(buf)
	buf = s.appendPlaces(buf)
	buf = s.appendPlays(buf)
	buf = s.appendRotates(buf)
	buf = s.appendRecycles(buf)
	return append(buf, EndMove())
}

// firstOfDesigns keeps the lowest card of each design in set (copies of a
// design have consecutive ids).
func firstOfDesigns(set CardSet) CardSet {
	out, last := CardSet{}, NoCard
	for c := set.First(); c != NoCard; c = set.Next(c) {
		if d := Cards[c].Design; d != last {
			out, last = out.With(c), d
		}
	}
	return out
}

// comboList is a pool of cards sorted by key, for listing combinations
// without repeating equivalent ones.
type comboList struct {
	cards [NumCards]Card
	keys  [NumCards]int
	n     int
}

// fill sorts pool by design (and, rotationAware, by rotated or not), then
// id.
func (l *comboList) fill(s *State, pool CardSet, rotationAware bool) {
	l.n = 0
	for c := pool.First(); c != NoCard; c = pool.Next(c) {
		key := int(Cards[c].Design) * 2
		if rotationAware && s.rotated.Has(c) {
			key++
		}
		i := l.n
		for i > 0 && l.keys[i-1] > key {
			l.cards[i], l.keys[i] = l.cards[i-1], l.keys[i-1]
			i--
		}
		l.cards[i], l.keys[i] = c, key
		l.n++
	}
}

// appendCombos appends tmpl once per combination of k cards of l (with
// tmpl's cards), skipping combinations equal up to equivalent cards.
func (l *comboList) appendCombos(buf []Move, tmpl Move, start, k int) []Move {
	if k == 0 {
		return append(buf, tmpl)
	}
	for j := start; j <= l.n-k; j++ {
		if j > start && l.keys[j] == l.keys[j-1] {
			continue
		}
		m := tmpl
		m.Cards = m.Cards.With(l.cards[j])
		buf = l.appendCombos(buf, m, j+1, k-1)
	}
	return buf
}

// appendCombos appends tmpl with each canonical combination of k cards of
// pool.
func (s *State) appendCombos(buf []Move, tmpl Move, pool CardSet, k int, rotationAware bool) []Move {
	var l comboList
	l.fill(s, pool, rotationAware)
	return l.appendCombos(buf, tmpl, 0, k)
}

func (s *State) appendPlaces(buf []Move) []Move {
	if s.newTools <= 0 {
		return buf
	}
	legs := legendaries(s.hands[s.turn])
	for c := legs.First(); c != NoCard; c = legs.Next(c) {
		buf = append(buf, PlaceMove(c))
	}
	return buf
}

func (s *State) appendRotates(buf []Move) []Move {
	mats := firstOfDesigns(s.reserves[s.turn].Minus(s.rotated))
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		buf = append(buf, RotateMove(c))
	}
	return buf
}

func (s *State) appendRecycles(buf []Move) []Move {
	cards := firstOfDesigns(s.hands[s.turn])
	for c := cards.First(); c != NoCard; c = cards.Next(c) {
		buf = append(buf, RecycleMove(c))
	}
	return buf
}

// appendPlays lists the actions the player can pay for, with their
// canonical targets.
func (s *State) appendPlays(buf []Move) []Move { return s.appendPlaysFor(buf, s.coins) }

// appendPlaysFor lists the actions that coins would pay for (the heuristic
// asks what rotating and recycling would buy).
func (s *State) appendPlaysFor(buf []Move, coins int) []Move {
	p := s.turn
	actions := firstOfDesigns(s.hands[p].OfCategory(Action))
	for c := actions.First(); c != NoCard; c = actions.Next(c) {
		info := &Cards[c]
		if info.Cost > coins || (info.Kind == Police && s.legalized) {
			continue
		}
		n, e := info.Param, info.Effect
		tmpl := PlayMove(c, NoTarget, CardSet{})
		switch {
		case targetsPlayer(e):
			for v := range s.opts.Players {
				if s.validVictim(e, v, p) {
					tmpl.Target = int8(v)
					buf = s.appendTargets(buf, tmpl, e, n, v)
				}
			}
		case e == RestoreMaterial:
			if !s.materialDump.Empty() {
				buf = s.appendCombos(buf, tmpl, s.materialDump, min(n, s.materialDump.Len()), false)
			}
		case e == RestoreTool:
			if tools := s.playingDump.OfCategory(Tool); !tools.Empty() {
				buf = s.appendCombos(buf, tmpl, tools, min(n, tools.Len()), false)
			}
		default:
			buf = append(buf, tmpl)
		}
	}
	return buf
}

// appendTargets appends tmpl (its target player v set) with the target
// cards effect e with number n takes from v.
func (s *State) appendTargets(buf []Move, tmpl Move, e Effect, n, v int) []Move {
	p := s.turn
	switch e {
	case StealMaterial, DestroyReserve:
		return s.appendCombos(buf, tmpl, s.reserves[v], min(n, s.reserves[v].Len()), false)
	case SwapMaterial:
		k := min(n, s.reserves[p].Len(), s.reserves[v].Len())
		start := len(buf)
		buf = s.appendCombos(buf, tmpl, s.reserves[p], k, true)
		end := len(buf)
		for i := start; i < end; i++ {
			buf = s.appendCombos(buf, buf[i], s.reserves[v], k, false)
		}
		return append(buf[:start], buf[end:]...)
	case DestroyTool, StealTool:
		tools := legendaries(s.areas[v])
		return s.appendCombos(buf, tmpl, tools, min(n, tools.Len()), false)
	}
	return append(buf, tmpl) // the player alone
}

// appendChoices lists the targets of the ability waiting for one.
func (s *State) appendChoices(buf []Move) []Move {
	ch := s.choices[0]
	for v := range s.opts.Players {
		if s.validVictim(ch.effect, v, s.turn) {
			buf = s.appendTargets(buf, ChooseMove(v, CardSet{}), ch.effect, int(ch.param), v)
		}
	}
	return buf
}

// appendAnswers lists the asked player's answers, then "pass".
func (s *State) appendAnswers(buf []Move) []Move {
	hand := s.hands[s.asked]
	tools := s.pending.Cards.OfCategory(Tool)
	oot := firstOfDesigns(hand.OfCategory(OutOfTurn))
	for c := oot.First(); c != NoCard; c = oot.Next(c) {
		info := &Cards[c]
		if !s.answers(c) || hand.Len() < 1+info.DiscardCost {
			continue
		}
		pay := hand.Without(c)
		if info.Effect == StealSmokingTool && tools.Len() > 1 {
			picks := firstOfDesigns(tools)
			for t := picks.First(); t != NoCard; t = picks.Next(t) {
				buf = s.appendCombos(buf, AnswerMove(c, SetOf(t)), pay, info.DiscardCost, false)
			}
			continue
		}
		buf = s.appendCombos(buf, AnswerMove(c, CardSet{}), pay, info.DiscardCost, false)
	}
	return append(buf, PassMove())
}

// smokeEnum is one tool's smoke listing: the materials it may smoke.
type smokeEnum struct {
	tools  CardSet
	lo, hi int
	list   comboList // materials worth points
	riders CardSet   // 0-point materials, one per design
}

// appendSmokes lists the canonical smokes (see AppendLegal).
func (s *State) appendSmokes(buf []Move) []Move {
	p := s.turn
	if s.smokeForbidden || s.reserves[p].Empty() {
		return buf
	}
	area, hand := s.areas[p], s.hands[p]
	legs := legendaries(area)
	for c := legs.First(); c != NoCard; c = legs.Next(c) {
		if s.usesLeft(c) > 0 {
			buf = s.appendSmokesWith(buf, SetOf(c))
		}
	}
	var papers CardSet
	if s.newTools > 0 {
		legs = legendaries(hand)
		for c := legs.First(); c != NoCard; c = legs.Next(c) {
			buf = s.appendSmokesWith(buf, SetOf(c))
		}
		papers = hand.OfCategory(Tool).Minus(legs)
	}
	// Papers from the hand and papers taken into the area (which do not
	// use the new-tool allowance) are told apart by their keys.
	var l comboList
	l.fill(s, papers, false)
	areaPapers := area.OfCategory(Tool).Minus(legendaries(area))
	for c := areaPapers.First(); c != NoCard; c = areaPapers.Next(c) {
		l.cards[l.n], l.keys[l.n] = c, NumCards*2+int(Cards[c].Design)
		l.n++
	}
	for i := range l.n {
		if i > 0 && l.keys[i] == l.keys[i-1] {
			continue
		}
		buf = s.appendSmokesWith(buf, SetOf(l.cards[i]))
		for j := i + 1; j < l.n; j++ {
			if j > i+1 && l.keys[j] == l.keys[j-1] {
				continue
			}
			buf = s.appendSmokesWith(buf, SetOf(l.cards[i], l.cards[j]))
		}
	}
	return buf
}

// appendSmokesWith lists the smokes of one tool or paper set.
func (s *State) appendSmokesWith(buf []Move, tools CardSet) []Move {
	var e smokeEnum
	var rotatedTool bool
	e.tools = tools
	e.lo, e.hi, rotatedTool = toolRange(tools)
	var eligible CardSet
	reserve := s.reserves[s.turn]
	for c := reserve.First(); c != NoCard; c = reserve.Next(c) {
		if !s.smokeable(c, rotatedTool) {
			continue
		}
		fits := true
		for t := tools.First(); t != NoCard; t = tools.Next(t) {
			fits = fits && allows(Cards[t].Type, Cards[c].Type)
		}
		if !fits {
			continue
		}
		if Cards[c].Points == 0 {
			e.riders = e.riders.With(c)
		} else {
			eligible = eligible.With(c)
		}
	}
	e.riders = firstOfDesigns(e.riders)
	e.list.fill(s, eligible, false)
	return e.appendFrom(buf, 0, CardSet{}, 0)
}

// appendFrom extends the materials chosen so far (worth sum) with the list
// from start on, appending every multiset whose sum fits the range.
func (e *smokeEnum) appendFrom(buf []Move, start int, chosen CardSet, sum int) []Move {
	l := &e.list
	for j := start; j < l.n; j++ {
		if j > start && l.keys[j] == l.keys[j-1] {
			continue
		}
		c := l.cards[j]
		total := sum + Cards[c].Points
		if total > e.hi {
			continue
		}
		with := chosen.With(c)
		if total >= e.lo {
			buf = append(buf, SmokeMove(e.tools.Union(with)))
			for r := e.riders.First(); r != NoCard; r = e.riders.Next(r) {
				buf = append(buf, SmokeMove(e.tools.Union(with).With(r)))
			}
		}
		buf = e.appendFrom(buf, j+1, with, total)
	}
	return buf
}
