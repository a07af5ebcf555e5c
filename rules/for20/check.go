package for20

import "fmt"

// CheckInvariants returns an error when the state breaks an invariant: a
// card missing, duplicated or in a zone of the wrong kind, a score that is
// not its smoked stack plus the bonuses stored on it, a window or turn
// state out of range. The tests run it after every move.
func (s *State) CheckInvariants() error {
	var seen [NumCards]int
	var where [NumCards]string
	count := func(set CardSet, zone string, allowed CardSet) error {
		for c := set.First(); c != NoCard; c = set.Next(c) {
			if !allowed.Has(c) {
				return fmt.Errorf("%s (%s) does not belong in %s", c, Cards[c].Name, zone)
			}
			seen[c]++
			where[c] += " " + zone
		}
		return nil
	}
	materials := categorySets[Material]
	playing := categorySets[Tool].Union(categorySets[Action]).Union(categorySets[OutOfTurn])
	tools := categorySets[Tool]
	var deck CardSet
	for _, c := range s.materialDeck[:s.materialDeckLen] {
		if deck.Has(c) || !materials.Has(c) {
			return fmt.Errorf("material deck holds %s twice or wrongly", c)
		}
		deck = deck.With(c)
	}
	errs := []error{count(deck, "material deck", materials)}
	deck = CardSet{}
	for _, c := range s.playingDeck[:s.playingDeckLen] {
		if deck.Has(c) || !playing.Has(c) {
			return fmt.Errorf("playing deck holds %s twice or wrongly", c)
		}
		deck = deck.With(c)
	}
	errs = append(errs,
		count(deck, "playing deck", playing),
		count(s.materialDump, "material dump", materials),
		count(s.playingDump, "playing dump", playing),
		count(s.removed, "removed", SetOf(legalizeCard)),
		count(s.table, "table", playing))
	for p := range s.opts.Players {
		var stack CardSet
		points := 0
		for _, c := range s.smoked[p][:s.smokedLen[p]] {
			stack = stack.With(c)
			points += Cards[c].Points + int(s.bonus[c])
		}
		if stack.Len() != s.smokedLen[p] {
			return fmt.Errorf("player %d's smoked stack holds a card twice", p)
		}
		if points != s.scores[p] {
			return fmt.Errorf("player %d scores %d but the smoked stack and its bonuses make %d", p, s.scores[p], points)
		}
		errs = append(errs,
			count(s.hands[p], fmt.Sprintf("hand %d", p), playing),
			count(s.reserves[p], fmt.Sprintf("reserve %d", p), materials),
			count(s.areas[p], fmt.Sprintf("area %d", p), tools),
			count(stack, fmt.Sprintf("smoked %d", p), materials))
		for c := s.hands[p].First(); c != NoCard; c = s.hands[p].Next(c) {
			if s.known[c]&(1<<p) == 0 {
				return fmt.Errorf("player %d does not know their own card %s", p, c)
			}
		}
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for c := range Card(NumCards) {
		if seen[c] != 1 {
			return fmt.Errorf("%s (%s) is in %d places:%s", c, Cards[c].Name, seen[c], where[c])
		}
		if c < NumMaterials && s.bonus[c] != 0 && !s.inSmoked(c) {
			return fmt.Errorf("%s carries a bonus outside a smoked stack", c)
		}
	}
	return s.checkTurn()
}

func (s *State) inSmoked(c Card) bool {
	for p := range s.opts.Players {
		if s.inStack(p, c) {
			return true
		}
	}
	return false
}

// checkTurn checks the turn and window state.
func (s *State) checkTurn() error {
	switch {
	case s.turn < 0 || s.turn >= s.opts.Players:
		return fmt.Errorf("turn %d", s.turn)
	case s.coins < 0 || s.newTools < 0:
		return fmt.Errorf("coins %d, new tools %d", s.coins, s.newTools)
	case !s.rotated.Minus(s.reserves[s.turn]).Empty():
		return fmt.Errorf("rotated materials %v outside the reserve of the player on turn", s.rotated)
	case s.asked == noneAsked && !s.table.Empty():
		return fmt.Errorf("cards %v on the table with no window open", s.table)
	case s.asked != noneAsked && (s.asked == s.turn || s.asked < 0 || s.asked >= s.opts.Players):
		return fmt.Errorf("player %d asked in player %d's turn", s.asked, s.turn)
	case s.asked != noneAsked && s.nChoices > 0:
		return fmt.Errorf("a window is open while an ability waits for a target")
	}
	if s.asked != noneAsked {
		var want CardSet
		if s.pending.Kind == Play {
			want = SetOf(s.pending.Card)
		} else {
			want = s.pending.Cards.OfCategory(Tool).Minus(s.areas[s.turn])
		}
		if want != s.table {
			return fmt.Errorf("table %v, but the declared %v puts %v there", s.table, s.pending, want)
		}
	}
	return nil
}

// legalizeCard is the set's one Legalize, the only card ever removed.
var legalizeCard = func() Card {
	for c := range Card(NumCards) {
		if Cards[c].Effect == Legalize {
			return c
		}
	}
	return NoCard
}()

// ZoneOf is the zone card c is in (see zones.go).
func (s *State) ZoneOf(c Card) int {
	for _, d := range s.materialDeck[:s.materialDeckLen] {
		if d == c {
			return ZoneMaterialDeck
		}
	}
	for _, d := range s.playingDeck[:s.playingDeckLen] {
		if d == c {
			return ZonePlayingDeck
		}
	}
	switch {
	case s.materialDump.Has(c):
		return ZoneMaterialDump
	case s.playingDump.Has(c):
		return ZonePlayingDump
	case s.removed.Has(c):
		return ZoneRemoved
	case s.table.Has(c):
		return ZoneTable
	}
	for p := range s.opts.Players {
		switch {
		case s.hands[p].Has(c):
			return ZoneHand(p)
		case s.reserves[p].Has(c):
			return ZoneReserve(p)
		case s.areas[p].Has(c):
			return ZoneArea(p)
		case s.inStack(p, c):
			return ZoneSmoked(p)
		}
	}
	return -1
}

func (s *State) inStack(p int, c Card) bool {
	for _, x := range s.smoked[p][:s.smokedLen[p]] {
		if x == c {
			return true
		}
	}
	return false
}
