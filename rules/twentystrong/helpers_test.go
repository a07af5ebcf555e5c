package twentystrong

import (
	"fmt"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// optionsFor varies the options with the seed, so the playouts meet every
// hero, every boss and the hidden boss.
func optionsFor(seed uint64) Options {
	return Options{Hero: int(seed % (NumHeroes + 1)), Boss: int(seed/7) % (NumBosses + 1), HiddenBoss: seed%3 == 0}
}

var game = rulestest.Game[*State, Move]{
	New:      func(seed uint64) *State { return MustNew(optionsFor(seed), seed) },
	Check:    checkInvariants,
	MaxMoves: Def.MaxMoves,
	Secrets:  secrets,
}

// secrets are the cards the player cannot place: those between each stack's
// top and its known bottom, and every boss while the boss is hidden.
func secrets(s *State, _ int) []string {
	var out []string
	for k := range s.stacks {
		st := &s.stacks[k]
		for i := int(st.known); i < int(st.n)-1; i++ {
			out = append(out, st.cards[i].String())
		}
	}
	if !s.bossShown {
		for b := FirstBoss; b < NumCards; b++ {
			out = append(out, b.String())
		}
	}
	return out
}

// checkInvariants: every card in exactly one place that agrees with its
// zone, every die in exactly one of pool, active area, exhausted area or
// banished, stats in range, and the bookkeeping consistent.
func checkInvariants(s *State) error {
	var seen [NumCards]int
	var where [NumCards]Zone
	put := func(c CardID, z Zone) error {
		if !validCard(c) {
			return fmt.Errorf("%s holds card %d", z, c)
		}
		seen[c]++
		where[c] = z
		return nil
	}
	for k := range s.stacks {
		st := &s.stacks[k]
		if st.known < 0 || st.known > st.n || st.n < 0 || int(st.n) > StackSize {
			return fmt.Errorf("stack %d: %d cards, %d known", k+1, st.n, st.known)
		}
		for _, c := range st.cards[:st.n] {
			if err := put(c, ZoneStack1+Zone(k)); err != nil {
				return err
			}
			if Cards[c].Stack != k+1 {
				return fmt.Errorf("%s in stack %d", c, k+1)
			}
		}
	}
	for _, l := range []struct {
		list *cardList
		zone Zone
	}{{&s.active, ZoneActive}, {&s.discard, ZoneDiscard}, {&s.inventory, ZoneInventory}} {
		for _, c := range l.list.slice() {
			if err := put(c, l.zone); err != nil {
				return err
			}
		}
	}
	bossesOut := 0
	for b := FirstBoss; b < NumCards; b++ {
		switch s.cardZone[b] {
		case ZoneBoss, ZoneBox:
			seen[b]++
			where[b] = s.cardZone[b]
			if s.cardZone[b] == ZoneBoss {
				bossesOut++
				if b != s.boss || s.endgame {
					return fmt.Errorf("%s beside the stacks, boss %s, endgame %v", b, s.boss, s.endgame)
				}
			}
		}
	}
	if !s.endgame && bossesOut != 1 {
		return fmt.Errorf("%d bosses beside the stacks", bossesOut)
	}
	for c := range CardID(NumCards) {
		if seen[c] != 1 {
			return fmt.Errorf("%s is in %d places", c, seen[c])
		}
		if where[c] != s.cardZone[c] {
			return fmt.Errorf("%s is in %s but its zone says %s", c, where[c], s.cardZone[c])
		}
	}
	if s.endgame && s.result == Playing && s.cardZone[s.boss] != ZoneActive {
		return fmt.Errorf("endgame without the boss %s active", s.boss)
	}
	for _, c := range s.inventory.slice() {
		if !Cards[c].Reward.Kind.IsItem() {
			return fmt.Errorf("%s in the inventory has no item", c)
		}
	}
	if s.inventory.n > s.strategy {
		return fmt.Errorf("%d items held with Strategy %d", s.inventory.n, s.strategy)
	}
	for c := range CardID(NumCards) {
		if s.wounds[c] != 0 && (!s.endgame || s.cardZone[c] != ZoneActive) {
			return fmt.Errorf("%s has %d wounds in %s", c, s.wounds[c], s.cardZone[c])
		}
		if s.Defeated(c) && s.cardZone[c] != ZoneActive {
			return fmt.Errorf("%s is defeated in %s", c, s.cardZone[c])
		}
	}
	if err := checkDice(s); err != nil {
		return err
	}
	return checkCounters(s)
}

func checkDice(s *State) error {
	for d := range DieID(NumDice) {
		x := &s.dice[d]
		switch x.zone {
		case ZonePool, ZoneExhausted, ZoneBanished:
			if x.face != noFace || x.card != NoCard || x.bonus != 0 {
				return fmt.Errorf("%s in %s shows face %d, card %s, bonus %d", d, x.zone, x.face, x.card, x.bonus)
			}
		case ZoneCommitted:
			if x.card != NoCard {
				if s.cardZone[x.card] != ZoneActive || x.face == noFace || s.outcome(d) == Miss {
					return fmt.Errorf("%s applied to %s (%s) showing face %d", d, x.card, s.cardZone[x.card], x.face)
				}
			} else if x.bonus != 0 {
				return fmt.Errorf("%s unapplied with a bonus", d)
			}
		default:
			return fmt.Errorf("%s is in %s", d, x.zone)
		}
		if s.keeps(d) && x.zone == ZoneExhausted {
			return fmt.Errorf("%s exhausted though the hero keeps it", d)
		}
	}
	return nil
}

func checkCounters(s *State) error {
	for _, st := range []struct {
		name string
		v    int8
	}{{"strategy", s.strategy}, {"recovery", s.recovery}} {
		if st.v < MinStat || st.v > MaxStat {
			return fmt.Errorf("%s %d", st.name, st.v)
		}
	}
	if s.health > MaxStat || (s.result != Lost && s.health < MinStat) || (s.result == Lost && s.health >= MinStat) {
		return fmt.Errorf("health %d, result %d", s.health, s.result)
	}
	if s.alarm < 0 || s.alarm > MaxAlarm {
		return fmt.Errorf("alarm %d", s.alarm)
	}
	if s.result != Playing {
		return nil
	}
	if (s.step == StepResolve && s.choice == NoChoice) || s.step == StepOver {
		return fmt.Errorf("the player is asked in step %v", s.step)
	}
	if s.phase > s.strategy {
		return fmt.Errorf("phase %d", s.phase)
	}
	switch s.choice {
	case ChoiceExhaust, ChoiceBanish, ChoiceRecover:
		if s.choiceCount <= 0 {
			return fmt.Errorf("%v choice of %d dice", s.choice, s.choiceCount)
		}
	case ChoiceReward:
		if !s.Defeated(s.choiceCard) {
			return fmt.Errorf("reward of %s, not defeated", s.choiceCard)
		}
	}
	if len(s.AppendLegal(nil)) == 0 {
		return fmt.Errorf("no legal move in step %v, choice %v", s.step, s.choice)
	}
	return nil
}

// mustApply applies moves given as text, failing the test on any refusal.
func mustApply(t testing.TB, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s refused: %v\n%s", text, err, describe(s))
		}
	}
}

// refuse applies a move that must be refused with a reason containing want.
func refuse(t testing.TB, s *State, text, want string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	err = game.RefusedLeavesState(t, s, m)
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s refused with %q, want it to say %q", text, err, want)
	}
}

// describe is a readable summary of a state for failure messages.
func describe(s *State) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n  step %v choice %v %s %d; active %v", Def.Describe(s), s.Step(), s.choice, s.choiceCard, s.choiceCount, s.active.slice())
	fmt.Fprintf(&b, "\n  legal %v", s.AppendLegal(nil))
	return b.String()
}

// randomMove is the random player: any legal move, uniformly.
func randomMove(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	return buf[rng.IntN(len(buf))]
}

// newGame is a game with hero h (1..6) and boss b (1..4), face up, whose
// stacks show plain cards: Dewdrop Slip, Stray Mite and Lone Wasp.
func newGame(t testing.TB, h, b int) *State {
	t.Helper()
	s := MustNew(Options{Hero: h, Boss: b}, 1)
	onTop(t, s, "C01", "C16", "C31")
	return s
}

func card(t testing.TB, code string) CardID {
	t.Helper()
	c, err := ParseCard(code)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func dieID(t testing.TB, name string) DieID {
	t.Helper()
	d, err := ParseDie(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// onTop puts cards on top of their stacks, the last named on top.
func onTop(t testing.TB, s *State, codes ...string) {
	t.Helper()
	for _, code := range codes {
		c := card(t, code)
		k := Cards[c].Stack - 1
		st := &s.stacks[k]
		i := 0
		for i < int(st.n) && st.cards[i] != c {
			i++
		}
		if i == int(st.n) {
			t.Fatalf("%s is not in stack %d", code, k+1)
		}
		copy(st.cards[i:st.n-1], st.cards[i+1:st.n])
		st.cards[st.n-1] = c
	}
}

// empty takes every card of stack k (0-based) out to the discard pile.
func empty(s *State, k int) {
	st := &s.stacks[k]
	for st.n > 0 {
		c := st.pop()
		s.discard.add(c)
		s.cardZone[c] = ZoneDiscard
	}
}

// faceFor is the first face of colour c showing o.
func faceFor(c Colour, o Outcome) int8 {
	for f := range FacesPerDie {
		if FaceOutcome(c, f) == o {
			return int8(f)
		}
	}
	panic("no such face")
}

// rig sets the faces of rolled dice: "blue1:crit green2:miss".
func rig(t testing.TB, s *State, spec string) {
	t.Helper()
	for _, f := range strings.Fields(spec) {
		name, out, _ := strings.Cut(f, ":")
		d := dieID(t, name)
		if s.dice[d].zone != ZoneCommitted || s.dice[d].face == noFace {
			t.Fatalf("%s is not a rolled die in the active area", d)
		}
		o := map[string]Outcome{"miss": Miss, "hit": Hit, "crit": Crit}[out]
		s.dice[d].face = faceFor(d.Colour(), o)
	}
}

// roll commits dice, rolls and rigs them: "blue1:crit green2:hit".
func roll(t testing.TB, s *State, spec string) {
	t.Helper()
	for _, f := range strings.Fields(spec) {
		name, _, _ := strings.Cut(f, ":")
		if s.dice[dieID(t, name)].zone == ZonePool {
			mustApply(t, s, "commit "+name)
		}
	}
	mustApply(t, s, "roll")
	rig(t, s, spec)
}

// toZone moves dice straight to a zone (test setup).
func toZone(t testing.TB, s *State, z Zone, names ...string) {
	t.Helper()
	for _, name := range names {
		d := dieID(t, name)
		s.dice[d] = die{zone: z, face: noFace, card: NoCard}
	}
}

// giveItem puts an item card in the inventory (test setup).
func giveItem(t testing.TB, s *State, code string) {
	t.Helper()
	c := card(t, code)
	k := Cards[c].Stack - 1
	st := &s.stacks[k]
	for i := range st.n {
		if st.cards[i] == c {
			copy(st.cards[i:st.n-1], st.cards[i+1:st.n])
			st.n--
			st.known = min(st.known, st.n)
			s.inventory.add(c)
			s.cardZone[c] = ZoneInventory
			return
		}
	}
	t.Fatalf("%s is not in a stack", code)
}

// zoneOf is where a die is, as the view names it.
func zoneOf(s *State, d DieID) Zone {
	z, _, _, _ := s.DieZone(d)
	return z
}

func mustCheck(t testing.TB, s *State) {
	t.Helper()
	if err := checkInvariants(s); err != nil {
		t.Fatalf("%v\n%s", err, describe(s))
	}
}

// keepOnly leaves only the named cards in stack k (0-based), the first
// named on top; the others go to the discard pile.
func keepOnly(t testing.TB, s *State, k int, codes ...string) {
	t.Helper()
	st := &s.stacks[k]
	keep := map[CardID]bool{}
	for _, code := range codes {
		keep[card(t, code)] = true
	}
	n := int8(0)
	for _, c := range st.cards[:st.n] {
		if keep[c] {
			st.cards[n] = c
			n++
		} else {
			s.discard.add(c)
			s.cardZone[c] = ZoneDiscard
		}
	}
	st.n, st.known = n, 0
	for i := len(codes) - 1; i >= 0; i-- {
		onTop(t, s, codes[i])
	}
}

// answerChoices answers pending dice choices with the first die offered.
func answerChoices(t testing.TB, s *State) {
	t.Helper()
	for s.choice >= ChoiceExhaust {
		mustApply(t, s, s.AppendLegal(nil)[0].String())
	}
}
