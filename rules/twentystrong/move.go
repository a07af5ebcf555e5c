package twentystrong

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// MoveKind says what a move does.
type MoveKind uint8

const (
	NoMove       MoveKind = iota
	MoveScout             // "scout 2": the hero's scout, top of stack 2 to its bottom
	MoveActivate          // "activate 2": activate the top card of stack 2
	MoveEndgame           // "endgame": start the endgame instead of Activation
	MoveCommit            // "commit blue2": a die from the pool to the active area
	MoveRoll              // "roll": roll every unapplied die in the active area
	MoveApply             // "apply blue2 C13": a rolled die onto an active card
	MoveReroll            // "reroll blue2 green1": the hero's reroll ability
	MoveUse               // "use C21", "use C03 blue2 green1" (rerolls), "use C09 purple3" (plus-one on an applied die)
	MoveDiscard           // "discard C21": an item from the inventory
	MoveTake              // "take C05": an instant reward now, or an item reward in Gain Item Rewards
	MoveDecline           // "decline C05": leave an instant reward
	MoveNext              // "next": begin another Strategy phase
	MoveResolve           // "resolve": end the Strategy phases, go to the Resolve phase
	MoveExhaust           // "exhaust yellow1": a pool die chosen for an exhaust effect
	MoveBanish            // "banish yellow1": an exhausted die chosen for a banish effect
	MoveRecover           // "recover red": an exhausted die back to the pool
	MoveSuffer            // "suffer": wards are used, take the damage
	MoveDone              // "done": leave the item rewards not taken
	MoveAfter             // "after C04": this card's After effect resolves next (After Effects step)
	numMoveKinds
)

var moveWords = [numMoveKinds]string{"", "scout", "activate", "endgame", "commit", "roll", "apply", "reroll",
	"use", "discard", "take", "decline", "next", "resolve", "exhaust", "banish", "recover", "suffer", "done", "after"}

// Move is one decision. Only the fields its kind needs are set; the others
// are -1 (Stack), NoDie, NoCard and 0 (Dice), so equal moves compare equal.
// Build moves with the constructors.
type Move struct {
	Kind  MoveKind
	Stack int8   // 0-based
	Die   DieID  // commit, apply, exhaust, banish, recover, a plus-one's target
	Card  CardID // apply's target, use, discard, take, decline
	Dice  uint32 // the dice of a reroll, bit per DieID
}

func simpleMove(k MoveKind) Move { return Move{Kind: k, Stack: -1, Die: NoDie, Card: NoCard} }

// Constructors, one per kind.
func ScoutMove(stack int) Move         { m := simpleMove(MoveScout); m.Stack = int8(stack); return m }
func ActivateMove(stack int) Move      { m := simpleMove(MoveActivate); m.Stack = int8(stack); return m }
func EndgameMove() Move                { return simpleMove(MoveEndgame) }
func CommitMove(d DieID) Move          { return dieMove(MoveCommit, d) }
func RollMove() Move                   { return simpleMove(MoveRoll) }
func ApplyMove(d DieID, c CardID) Move { m := dieMove(MoveApply, d); m.Card = c; return m }
func RerollMove(dice uint32) Move      { m := simpleMove(MoveReroll); m.Dice = dice; return m }
func UseMove(item CardID) Move         { return cardMove(MoveUse, item) }
func UseOnDieMove(item CardID, d DieID) Move {
	m := cardMove(MoveUse, item)
	m.Die = d
	return m
}
func UseRerollMove(item CardID, dice uint32) Move {
	m := cardMove(MoveUse, item)
	m.Dice = dice
	return m
}
func DiscardMove(item CardID) Move { return cardMove(MoveDiscard, item) }
func TakeMove(c CardID) Move       { return cardMove(MoveTake, c) }
func DeclineMove(c CardID) Move    { return cardMove(MoveDecline, c) }
func NextMove() Move               { return simpleMove(MoveNext) }
func ResolveMove() Move            { return simpleMove(MoveResolve) }
func ExhaustMove(d DieID) Move     { return dieMove(MoveExhaust, d) }
func BanishMove(d DieID) Move      { return dieMove(MoveBanish, d) }
func RecoverMove(d DieID) Move     { return dieMove(MoveRecover, d) }
func SufferMove() Move             { return simpleMove(MoveSuffer) }
func DoneMove() Move               { return simpleMove(MoveDone) }
func AfterMove(c CardID) Move      { return cardMove(MoveAfter, c) }

func dieMove(k MoveKind, d DieID) Move   { m := simpleMove(k); m.Die = d; return m }
func cardMove(k MoveKind, c CardID) Move { m := simpleMove(k); m.Card = c; return m }

// diceText lists the dice of a set, lowest first.
func diceText(b *strings.Builder, dice uint32) {
	for set := dice; set != 0; set &= set - 1 {
		b.WriteByte(' ')
		b.WriteString(DieID(bits.TrailingZeros32(set)).String())
	}
}

// String is the move's stable text form (see the MoveKind constants).
func (m Move) String() string {
	if m.Kind == NoMove || m.Kind >= numMoveKinds {
		return "move?"
	}
	var b strings.Builder
	b.WriteString(moveWords[m.Kind])
	if m.Stack >= 0 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(m.Stack) + 1))
	}
	if m.Kind == MoveApply {
		b.WriteByte(' ')
		b.WriteString(m.Die.String())
		b.WriteByte(' ')
		b.WriteString(m.Card.String())
		return b.String()
	}
	if m.Card != NoCard {
		b.WriteByte(' ')
		b.WriteString(m.Card.String())
	}
	if m.Die != NoDie {
		b.WriteByte(' ')
		b.WriteString(m.Die.String())
	}
	diceText(&b, m.Dice)
	return b.String()
}

// ParseMove reads the text form of a move (the inverse of Move.String). It
// checks the form, not legality (Apply does).
func (s *State) ParseMove(text string) (Move, error) { return ParseMove(text) }

// ParseMove reads the text form of a move; see State.ParseMove.
func ParseMove(text string) (Move, error) {
	fields := strings.Fields(strings.ToLower(text))
	if len(fields) == 0 {
		return Move{}, fmt.Errorf(`empty move: write for instance "activate 1", "commit blue2", "roll" or "apply blue2 C13"`)
	}
	kind := NoMove
	for k, w := range moveWords {
		if k > 0 && w == fields[0] {
			kind = MoveKind(k)
		}
	}
	args := fields[1:]
	want := func(n int, form string) error {
		if len(args) != n {
			return fmt.Errorf("%q: write %s", text, form)
		}
		return nil
	}
	switch kind {
	case MoveEndgame, MoveRoll, MoveNext, MoveResolve, MoveSuffer, MoveDone:
		if err := want(0, fields[0]+" alone"); err != nil {
			return Move{}, err
		}
		return simpleMove(kind), nil
	case MoveScout, MoveActivate:
		if err := want(1, fields[0]+" and a stack 1, 2 or 3"); err != nil {
			return Move{}, err
		}
		k, err := strconv.Atoi(args[0])
		if err != nil || k < 1 || k > NumStacks {
			return Move{}, fmt.Errorf("%q: %q is not a stack (1, 2 or 3)", text, args[0])
		}
		m := simpleMove(kind)
		m.Stack = int8(k - 1)
		return m, nil
	case MoveCommit, MoveExhaust, MoveBanish, MoveRecover:
		if err := want(1, fields[0]+" and a die, like \""+fields[0]+" blue2\""); err != nil {
			return Move{}, err
		}
		d, err := ParseDie(args[0])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return dieMove(kind, d), nil
	case MoveApply:
		if err := want(2, `apply, a die and a card, like "apply blue2 C13"`); err != nil {
			return Move{}, err
		}
		d, err := ParseDie(args[0])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		c, err := ParseCard(args[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return ApplyMove(d, c), nil
	case MoveReroll:
		dice, err := parseDice(args)
		if err != nil || dice == 0 {
			return Move{}, fmt.Errorf("%q: write reroll and the dice, like \"reroll green1\"", text)
		}
		return RerollMove(dice), nil
	case MoveDiscard, MoveTake, MoveDecline, MoveAfter:
		if err := want(1, fields[0]+" and a card, like \""+fields[0]+" C05\""); err != nil {
			return Move{}, err
		}
		c, err := ParseCard(args[0])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return cardMove(kind, c), nil
	case MoveUse:
		return parseUse(text, args)
	}
	return Move{}, fmt.Errorf("%q: a move starts with one of scout, activate, endgame, commit, roll, apply, reroll, use, discard, take, decline, next, resolve, exhaust, banish, recover, suffer, done or after", text)
}

// parseUse reads "use C21", "use C03 blue2 green1" or "use C09 purple3":
// what follows the card depends on the card's item.
func parseUse(text string, args []string) (Move, error) {
	if len(args) == 0 {
		return Move{}, fmt.Errorf(`%q: write use and an item, like "use C21"`, text)
	}
	c, err := ParseCard(args[0])
	if err != nil {
		return Move{}, fmt.Errorf("%q: %w", text, err)
	}
	switch Cards[c].Reward.Kind {
	case ItemReroll, OngoingReroll:
		dice, err := parseDice(args[1:])
		if err != nil || dice == 0 {
			return Move{}, fmt.Errorf("%q: write the dice to reroll after the card, like \"use %s green1\"", text, c)
		}
		return UseRerollMove(c, dice), nil
	case ItemPlusOne:
		if len(args) != 2 {
			return Move{}, fmt.Errorf("%q: write the applied die after the card, like \"use %s purple3\"", text, c)
		}
		d, err := ParseDie(args[1])
		if err != nil {
			return Move{}, fmt.Errorf("%q: %w", text, err)
		}
		return UseOnDieMove(c, d), nil
	}
	if len(args) != 1 {
		return Move{}, fmt.Errorf("%q: %s takes nothing after it", text, c)
	}
	return UseMove(c), nil
}

// parseDice reads die names into a set; each die once, at least one.
func parseDice(names []string) (uint32, error) {
	var set uint32
	for _, name := range names {
		d, err := ParseDie(name)
		if err != nil {
			return 0, err
		}
		if set&(1<<uint(d)) != 0 {
			return 0, fmt.Errorf("%s named twice", d)
		}
		set |= 1 << uint(d)
	}
	return set, nil
}
