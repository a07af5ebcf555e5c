package twentystrong

import (
	"fmt"
	"strconv"
	"strings"
)

// DieID numbers the 17 unit dice: yellow 0-3, green 4-7, blue 8-11,
// purple 12-15, red 16. Their text forms are yellow1..yellow4, green1..,
// blue1.., purple1.. and red.
type DieID int8

const (
	NumDice       = 17
	NoDie   DieID = -1
	// FacesPerDie: every unit die is a d6.
	FacesPerDie = 6
)

// Outcome of a face.
type Outcome uint8

const (
	Miss Outcome = iota
	Hit
	Crit
)

var outcomeNames = [...]string{"miss", "hit", "crit"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return "outcome?"
}

// hitFaces is the number of basic-hit faces by colour (shared rules README):
// every die has one crit (face 0), then its hits (faces 1..hitFaces), then
// its misses.
var hitFaces = [NumColours]int8{Yellow: 1, Green: 2, Blue: 3, Purple: 4, Red: 5}

// FaceOutcome is the outcome of face 0..5 of a die of colour c.
func FaceOutcome(c Colour, face int) Outcome {
	switch {
	case face == 0:
		return Crit
	case face <= int(hitFaces[c]):
		return Hit
	}
	return Miss
}

// Colour of the die.
func (d DieID) Colour() Colour {
	if d == NumDice-1 {
		return Red
	}
	return Colour(d / 4)
}

// String is the die's name ("blue2", "red").
func (d DieID) String() string {
	if d < 0 || d >= NumDice {
		return "die?"
	}
	if d == NumDice-1 {
		return "red"
	}
	return colourNames[d/4] + strconv.Itoa(int(d%4)+1)
}

// ParseDie reads a die's name ("blue2", "red", "Red1").
func ParseDie(text string) (DieID, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "red" || t == "red1" {
		return NumDice - 1, nil
	}
	for c := Yellow; c < Red; c++ {
		name := colourNames[c]
		if rest, ok := strings.CutPrefix(t, name); ok && len(rest) == 1 && rest[0] >= '1' && rest[0] <= '4' {
			return DieID(int(c)*4 + int(rest[0]-'1')), nil
		}
	}
	return NoDie, fmt.Errorf("%q is not a die (yellow1..4, green1..4, blue1..4, purple1..4 or red)", text)
}

// outcome of a die in the active area (Miss when not rolled).
func (s *State) outcome(d DieID) Outcome {
	x := &s.dice[d]
	if x.face == noFace {
		return Miss
	}
	return FaceOutcome(d.Colour(), int(x.face))
}

// colourBonus is the extra damage of hits on dice of colour c: the hero's
// colour_plus and every ongoing_colour_plus item held.
func (s *State) colourBonus(c Colour) int {
	n := 0
	if s.ability.Kind == AbilityColourPlus && s.ability.Colour == c {
		n++
	}
	for _, it := range s.inventory.slice() {
		if r := Cards[it].Reward; r.Kind == OngoingColourPlus && r.Colour == c {
			n++
		}
	}
	return n
}

// damageOf is what a die of colour c showing o, with bonus from plus-one
// items, deals to card: a hit 1, a crit 2 (one hit either way), plus the
// colour bonuses and the bonus; 0 for a miss or a colour the card is immune
// to; at most 1 on a card with during_no_crit. Those two are During
// effects: once the card is defeated they have ceased, and its dice deal
// their full damage (which changes nothing: it stays defeated).
func (s *State) damageOf(c Colour, o Outcome, bonus int, card CardID) int {
	if o == Miss {
		return 0
	}
	var e Effect
	if card != NoCard {
		e = s.during(card)
	}
	if e.Kind == DuringImmuneColour && e.Colour == c {
		return 0
	}
	dmg := int(o) + s.colourBonus(c) + bonus
	if e.Kind == DuringNoCrit {
		dmg = min(dmg, 1)
	}
	return dmg
}

// DamageOf is what a die of colour c showing o deals to card now (NoCard:
// a card without effects): a hit 1, a crit 2, with the colour's bonuses
// and the card's During effect while it stands.
func (s *State) DamageOf(c Colour, o Outcome, card CardID) int { return s.damageOf(c, o, 0, card) }

// dieDamage is what die d, applied to its card, deals to it now.
func (s *State) dieDamage(d DieID) int {
	x := &s.dice[d]
	if x.card == NoCard {
		return 0
	}
	return s.damageOf(d.Colour(), s.outcome(d), int(x.bonus), x.card)
}

// CardDamage is the damage on an active card now: the sum of its applied
// dice (recomputed, so effects that change a die's damage reach dice already
// applied; a defeated card stays defeated whatever it shows), plus in the
// endgame the wounds it kept from earlier rounds.
func (s *State) CardDamage(c CardID) int {
	total := int(s.wounds[c])
	for d := range DieID(NumDice) {
		if s.dice[d].card == c {
			total += s.dieDamage(d)
		}
	}
	return total
}

// diceOn counts the dice applied to card c.
func (s *State) diceOn(c CardID) int {
	n := 0
	for d := range s.dice {
		if s.dice[d].card == c {
			n++
		}
	}
	return n
}

// DieZone is where die d is (ZoneOnCard when applied), its face (-1 when
// not rolled), the card it is on (or NoCard) and its plus-one bonus.
func (s *State) DieZone(d DieID) (zone Zone, face int, card CardID, bonus int) {
	x := &s.dice[d]
	zone = x.zone
	if x.card != NoCard {
		zone = ZoneOnCard
	}
	return zone, int(x.face), x.card, int(x.bonus)
}

// countZone counts the dice in zone (committed counts applied ones too).
func (s *State) countZone(z Zone) int {
	n := 0
	for d := range s.dice {
		if s.dice[d].zone == z {
			n++
		}
	}
	return n
}

// unapplied tells a die in the active area that is not on a card.
func (s *State) unapplied(d DieID) bool {
	x := &s.dice[d]
	return x.zone == ZoneCommitted && x.card == NoCard
}

// sameClass tells two dice the rules cannot tell apart: same colour, same
// place, same face outcome, same card and bonus. AppendLegal offers one die
// of each class (the lowest id); Apply accepts any of them.
func (s *State) sameClass(a, b DieID) bool {
	x, y := &s.dice[a], &s.dice[b]
	return a.Colour() == b.Colour() && x.zone == y.zone && x.card == y.card && x.bonus == y.bonus &&
		(x.face == noFace) == (y.face == noFace) && s.outcome(a) == s.outcome(b)
}

// representative tells the lowest die of its class.
func (s *State) representative(d DieID) bool {
	for e := DieID(0); e < d; e++ {
		if s.sameClass(e, d) {
			return false
		}
	}
	return true
}

// keeps tells a die the hero's keep_colour never lets be exhausted.
func (s *State) keeps(d DieID) bool { return s.keepsColour(d.Colour()) }

func (s *State) keepsColour(c Colour) bool {
	return s.ability.Kind == AbilityKeepColour && s.ability.Colour == c
}

// moveDie records a die's move; to is its new zone (ZoneOnCard with card).
func (s *State) moveDie(d DieID, to Zone, card CardID) {
	x := &s.dice[d]
	from := x.zone
	if x.card != NoCard {
		from = ZoneOnCard
	}
	cell := -1
	if to == ZoneOnCard {
		x.zone, x.card, cell = ZoneCommitted, card, int(card)
	} else {
		x.zone, x.card, x.bonus = to, NoCard, 0
		if to != ZoneCommitted {
			x.face = noFace
		}
	}
	s.Emit(eventMove(int(d), int(from), int(to), cell))
}
