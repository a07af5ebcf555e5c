package for20

import (
	"fmt"
	"strings"
)

// allows tells whether a tool of type tool may smoke a material of type mat:
// special materials fit every tool, combo tools take every material.
func allows(tool, mat Type) bool { return mat == Special || tool == Combo || tool == mat }

// toolName names a tool or a set of papers in sentences.
func toolName(tools CardSet) string {
	if tools.Len() == 1 {
		return "the " + Cards[tools.First()].Name
	}
	var names []string
	for c := tools.First(); c != NoCard; c = tools.Next(c) {
		names = append(names, Cards[c].Name)
	}
	return "the papers " + strings.Join(names, " + ")
}

// Count is n and word, in the plural unless n is 1: "1 point",
// "2 points", "0 coins". Refusals and the lessons' figures say counts with
// it, so no sentence reads "1 points".
func Count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// pointsText is "1 point" or "n points".
func pointsText(n int) string { return Count(n, "point") }

// giveText is "give" or "gives" after a list of materials.
func giveText(mats CardSet) string {
	if mats.Len() == 1 {
		return "gives"
	}
	return "give"
}

// materialNames lists materials with their points, for sentences.
func materialNames(mats CardSet) string {
	var names []string
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		names = append(names, fmt.Sprintf("%s (%d)", Cards[c].Name, Cards[c].Points))
	}
	return strings.Join(names, " + ")
}

// usesAllowed is how many times the legendary tool c may smoke this turn.
func (s *State) usesAllowed(c Card) int {
	n := 1 + int(s.extraUses[c-NumMaterials])
	if info := &Cards[c]; info.Trigger == Passive && info.Effect == ExtraSmoke {
		n += info.Param
	}
	return n
}

// usesLeft is how many more smokes the legendary tool c has this turn.
func (s *State) usesLeft(c Card) int { return s.usesAllowed(c) - int(s.uses[c-NumMaterials]) }

// smokeable tells whether the player on turn may smoke material c with a
// tool set whose smoke_rotated passive is rotatedTool.
func (s *State) smokeable(c Card, rotatedTool bool) bool {
	return !s.rotated.Has(c) || s.rotatedOK.Has(c) || s.secondWind || rotatedTool
}

// SmokeRange is the range of points a tool, or a set of papers used
// together, smokes: the sums of their minimums and of their maximums.
func SmokeRange(tools CardSet) (lo, hi int) {
	lo, hi, _ = toolRange(tools)
	return lo, hi
}

// toolRange is the combined range and whether the tool smokes rotated
// materials.
func toolRange(tools CardSet) (lo, hi int, rotatedOK bool) {
	for c := tools.First(); c != NoCard; c = tools.Next(c) {
		info := &Cards[c]
		lo, hi = lo+info.Min, hi+info.Max
		rotatedOK = rotatedOK || (info.Trigger == Passive && info.Effect == SmokeRotated)
	}
	return lo, hi, rotatedOK
}

// refuseSmoke says why the player on turn cannot smoke m.Cards, or nil.
func (s *State) refuseSmoke(m Move) error {
	p := s.turn
	if s.smokeForbidden {
		return fmt.Errorf("a Drug test! stopped you: you cannot smoke again this turn")
	}
	tools, mats := m.Cards.OfCategory(Tool), m.Cards.OfCategory(Material)
	if other := m.Cards.Minus(tools).Minus(mats); !other.Empty() {
		return fmt.Errorf("you smoke materials with tools; %s is not a tool", Cards[other.First()].Name)
	}
	if tools.Empty() {
		return fmt.Errorf("name the tool (or the papers) to smoke with")
	}
	if mats.Empty() {
		return fmt.Errorf("name the materials to smoke")
	}
	if legs := legendaries(tools); !legs.Empty() && tools.Len() > 1 {
		return fmt.Errorf("%s is a legendary tool: it is never combined with other tools", toolName(legs))
	}
	fromHand, fromArea := tools.Intersect(s.hands[p]), tools.Intersect(s.areas[p])
	if missing := tools.Minus(fromHand).Minus(fromArea); !missing.Empty() {
		return fmt.Errorf("%s is not in your hand or your area", Cards[missing.First()].Name)
	}
	if !fromHand.Empty() && s.newTools <= 0 {
		return fmt.Errorf("you have already put down a new tool this turn: smoke with a tool in your area")
	}
	if leg := legendaries(fromArea).First(); leg != NoCard && s.usesLeft(leg) <= 0 {
		return fmt.Errorf("%s has already smoked this turn", toolName(fromArea))
	}
	if missing := mats.Minus(s.reserves[p]); !missing.Empty() {
		return fmt.Errorf("%s is not in your reserve", Cards[missing.First()].Name)
	}
	lo, hi, rotatedTool := toolRange(tools)
	sum := 0
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		info := &Cards[c]
		if !s.smokeable(c, rotatedTool) {
			return fmt.Errorf("%s was rotated for coins this turn: it cannot be smoked until your next turn", info.Name)
		}
		for t := tools.First(); t != NoCard; t = tools.Next(t) {
			if !allows(Cards[t].Type, info.Type) {
				return fmt.Errorf("%s cannot smoke %s: %s is %s", toolName(SetOf(t)), info.Type, info.Name, info.Type)
			}
		}
		sum += info.Points
	}
	switch {
	case sum < lo:
		return fmt.Errorf("%s needs at least %s, but %s %s %d", toolName(tools), pointsText(lo), materialNames(mats), giveText(mats), sum)
	case sum > hi:
		return fmt.Errorf("%s smokes at most %s, but %s %s %d", toolName(tools), pointsText(hi), materialNames(mats), giveText(mats), sum)
	}
	return nil
}

// declareSmoke puts the tools from the hand on the table and opens the
// reaction window.
func (s *State) declareSmoke(m Move) {
	p := s.turn
	tools := m.Cards.OfCategory(Tool)
	fromHand := tools.Intersect(s.hands[p])
	for c := fromHand.First(); c != NoCard; c = fromHand.Next(c) {
		s.hands[p] = s.hands[p].Without(c)
		s.table = s.table.With(c)
		s.moveCard(c, ZoneHand(p), ZoneTable, p, true)
	}
	s.pending = m
	s.note(NoteSmokeDeclared, p, tools.First(), 0, 0)
	s.openWindow()
}

// resolveSmoke carries out the pending smoke: the materials go onto
// stackOwner's smoked stack (the smoker's, or the Pass it! player's), the
// tool is spent, and with abilities the on_place and on_smoke abilities
// fire.
func (s *State) resolveSmoke(stackOwner int, abilities bool) {
	p := s.turn
	m := s.pending
	s.pending = Move{}
	tools, mats := m.Cards.OfCategory(Tool), m.Cards.OfCategory(Material)
	fromTable := tools.Intersect(s.table)
	legendary := legendaries(tools).First()
	behind := s.scores[p] < s.highestOpponent(p)
	placed := false
	if !fromTable.Empty() {
		s.newTools--
	}
	if legendary != NoCard {
		if fromTable.Has(legendary) {
			s.table = s.table.Without(legendary)
			s.areas[p] = s.areas[p].With(legendary)
			s.moveCard(legendary, ZoneTable, ZoneArea(p), p, true)
			placed = true
		}
		s.uses[legendary-NumMaterials]++
		s.note(NoteToolUsed, p, legendary, 0, 0)
	}
	for c := tools.First(); c != NoCard; c = tools.Next(c) {
		if c == legendary {
			continue
		}
		from := ZoneArea(p)
		if fromTable.Has(c) {
			from = ZoneTable
		}
		s.table, s.areas[p] = s.table.Without(c), s.areas[p].Without(c)
		s.playingDump = s.playingDump.With(c)
		s.moveCard(c, from, ZonePlayingDump, p, true)
	}
	top := s.pushSmoked(p, stackOwner, mats)
	note := NoteResolved
	if stackOwner != p {
		note = NoteRedirected
	}
	s.note(note, stackOwner, tools.First(), p, 0)
	if !abilities {
		return
	}
	if placed && Cards[legendary].Trigger == OnPlace {
		s.fireAbility(p, legendary, nil)
	}
	ctx := smokeContext{tools: tools, legendary: legendary, materials: mats, top: top, behind: behind}
	if legendary != NoCard && Cards[legendary].Trigger == OnSmoke && conditionHolds(&Cards[legendary], &ctx) {
		s.fireAbility(p, legendary, &ctx)
	}
	for c := mats.First(); c != NoCard; c = mats.Next(c) {
		if Cards[c].Trigger == OnSmoke && conditionHolds(&Cards[c], &ctx) {
			s.fireAbility(p, c, &ctx)
		}
	}
}

// pushSmoked moves mats from from's reserve onto owner's smoked stack, the
// one with the most points on top (equal points: the higher id on top), and
// scores them. It returns the top material.
func (s *State) pushSmoked(from, owner int, mats CardSet) Card {
	s.reserves[from] = s.reserves[from].Minus(mats)
	s.rotated, s.rotatedOK = s.rotated.Minus(mats), s.rotatedOK.Minus(mats)
	sum, top := 0, NoCard
	for pts := 0; pts <= maxPoints; pts++ {
		for c := mats.First(); c != NoCard; c = mats.Next(c) {
			if Cards[c].Points != pts {
				continue
			}
			s.smoked[owner][s.smokedLen[owner]] = c
			s.smokedLen[owner]++
			s.moveCard(c, ZoneReserve(from), ZoneSmoked(owner), owner, true)
			sum += pts
			top = c
		}
	}
	s.addScore(owner, sum)
	return top
}

// maxPoints is the most points a material carries.
var maxPoints = func() int {
	best := 0
	for c := range Card(NumMaterials) {
		best = max(best, Cards[c].Points)
	}
	return best
}()

// answers tells whether out-of-turn card c can answer the pending move.
func (s *State) answers(c Card) bool {
	want := ReactAction
	if s.pending.Kind == Smoke {
		want = ReactSmoke
	}
	return Cards[c].Trigger == want
}

// canAnswer tells whether p holds an out-of-turn card that answers the
// pending move and the cards to pay for it.
func (s *State) canAnswer(p int) bool {
	hand := s.hands[p]
	oot := hand.OfCategory(OutOfTurn)
	for c := oot.First(); c != NoCard; c = oot.Next(c) {
		if s.answers(c) && hand.Len() >= 1+Cards[c].DiscardCost {
			return true
		}
	}
	return false
}

// openWindow asks the first player after the declarer who may answer; if
// nobody may, the declared move resolves at once.
func (s *State) openWindow() {
	s.asked = s.turn
	s.askNext()
}

// askNext moves the window on to the next player who may answer, in turn
// order, or resolves the declared move when everyone has passed.
func (s *State) askNext() {
	for q := s.next(s.asked); q != s.turn; q = s.next(q) {
		if s.opts.AskEveryone || s.canAnswer(q) {
			s.asked = q
			s.note(NoteAsked, q, NoCard, s.turn, 0)
			return
		}
	}
	s.asked = noneAsked
	if s.pending.Kind == Smoke {
		s.resolveSmoke(s.turn, true)
	} else {
		s.resolveAction()
	}
}

// refuseAnswer says why the asked player cannot answer with m, or nil.
func (s *State) refuseAnswer(m Move) error {
	a := s.asked
	hand := s.hands[a]
	if !hand.Has(m.Card) {
		return fmt.Errorf("%s is not in your hand", Cards[m.Card].Name)
	}
	info := &Cards[m.Card]
	if info.Category != OutOfTurn {
		return fmt.Errorf("%s is not an out-of-turn card", info.Name)
	}
	if !s.answers(m.Card) {
		if info.Trigger == ReactAction {
			return fmt.Errorf("%s answers actions only, and this is a smoke", info.Name)
		}
		return fmt.Errorf("%s answers smokes only, and this is an action", info.Name)
	}
	tools := s.pending.Cards.OfCategory(Tool)
	pick := m.Cards.Intersect(tools)
	discards := m.Cards.Minus(pick)
	if info.Effect == StealSmokingTool && tools.Len() > 1 {
		if pick.Len() != 1 {
			return fmt.Errorf("name the one paper of %s you take", toolName(tools))
		}
	} else if !pick.Empty() {
		return fmt.Errorf("%s is being smoked, not in your hand: it cannot pay for %s", Cards[pick.First()].Name, info.Name)
	}
	if !discards.Intersect(hand.Without(m.Card)).Equal(discards) {
		return fmt.Errorf("pay for %s with cards from your hand", info.Name)
	}
	if discards.Len() != info.DiscardCost {
		return fmt.Errorf("%s costs %s from your hand, besides itself; you named %d", info.Name, Count(info.DiscardCost, "card"), discards.Len())
	}
	return nil
}

// applyAnswer plays the out-of-turn card: it and its payment go to the
// dump, the window closes (every answer cancels or redirects), and the
// card's effect applies.
func (s *State) applyAnswer(m Move) {
	a, p := s.asked, s.turn
	tools := s.pending.Cards.OfCategory(Tool)
	pick := m.Cards.Intersect(tools)
	paid := m.Cards.Minus(pick).With(m.Card)
	s.note(NoteAnswer, a, m.Card, p, 0)
	for c := paid.First(); c != NoCard; c = paid.Next(c) {
		s.hands[a] = s.hands[a].Without(c)
		s.playingDump = s.playingDump.With(c)
		s.moveCard(c, ZoneHand(a), ZonePlayingDump, a, true)
	}
	s.asked = noneAsked
	switch Cards[m.Card].Effect {
	case CancelAction:
		// The coins stay spent; even Legalize goes to the dump.
		c := s.pending.Card
		s.pending = Move{}
		s.table = s.table.Without(c)
		s.playingDump = s.playingDump.With(c)
		s.moveCard(c, ZoneTable, ZonePlayingDump, p, true)
		s.note(NoteCancelled, p, c, a, 0)
	case TakeSmoke:
		s.resolveSmoke(a, false)
	case StealSmokingTool:
		if pick.Empty() {
			pick = tools
		}
		if !tools.Intersect(s.table).Empty() {
			s.newTools-- // the tool left the smoker's hand
		}
		stolen := pick.First()
		from := ZoneArea(p)
		if s.table.Has(stolen) {
			from = ZoneTable
		}
		s.table, s.areas[p] = s.table.Without(stolen), s.areas[p].Without(stolen)
		s.areas[a] = s.areas[a].With(stolen)
		s.moveCard(stolen, from, ZoneArea(a), a, true)
		s.returnTools(tools.Without(stolen))
		s.note(NoteCancelled, p, tools.First(), a, 0)
	case ForbidSmoke:
		s.returnTools(tools)
		s.smokeForbidden = true
		s.note(NoteCancelled, p, tools.First(), a, 0)
		s.note(NoteSmokeForbidden, p, m.Card, a, 0)
	}
	s.pending = Move{}
}

// returnTools gives the cancelled smoke's tools on the table back to the
// smoker's hand, face up (everyone saw them); area tools never moved.
func (s *State) returnTools(tools CardSet) {
	p := s.turn
	back := tools.Intersect(s.table)
	for c := back.First(); c != NoCard; c = back.Next(c) {
		s.table = s.table.Without(c)
		s.toHand(p, c, allKnown)
		s.moveCard(c, ZoneTable, ZoneHand(p), p, true)
	}
}
