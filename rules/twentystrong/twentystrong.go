// Package twentystrong is the solo dice game 20 Strong (Chip Theory Games'
// general rules) played with our own deck, "Hold the Hive" (see
// shared/content/20-strong/README.md and data/*.csv): one player, 17 unit
// dice (the colony's bees), three face-up stacks of 15 conflict cards, an
// Alarm track that becomes the boss's extra Health, and a boss to defeat.
//
// Every step of the rules is a decision of the player (see Move): activate a
// stack, commit dice, roll, apply a die to a card, take rewards, use items,
// and the Resolve phase's choices (which dice an effect exhausts or banishes,
// which dice to recover, which item rewards to keep). Steps without a choice
// run by themselves inside the move that leads to them. The rulings taken
// where the texts leave room are listed in RULINGS.md beside this file.
package twentystrong

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

// Stat bounds and the Alarm track.
const (
	MinStat  = 1
	MaxStat  = 6
	MaxAlarm = 5
	// NumPlayers: the game is solo.
	NumPlayers = 1
)

// Zone numbers a card's or a die's place, in events (From, To) and views.
// Cards are in zones below ZonePool, dice in ZonePool and above.
type Zone uint8

const (
	ZoneStack1    Zone = iota // stack k (0-based) is ZoneStack1+k; the top card is face up
	ZoneStack2                //
	ZoneStack3                //
	ZoneActive                // the active area
	ZoneDiscard               // the discard pile, face up
	ZoneInventory             // item rewards held
	ZoneBoss                  // the boss beside the stacks (face down when hidden)
	ZoneBox                   // the bosses not in play, face down
	ZonePool      Zone = 10   // the dice pool
	ZoneCommitted Zone = 11   // in the active area, not on a card (rolled or not)
	ZoneOnCard    Zone = 12   // in the active area applied to a card (events: Cell is the card)
	ZoneExhausted Zone = 13   // the exhausted area
	ZoneBanished  Zone = 14   // out of the game
)

var zoneNames = map[Zone]string{
	ZoneStack1: "stack 1", ZoneStack2: "stack 2", ZoneStack3: "stack 3", ZoneActive: "active",
	ZoneDiscard: "discard", ZoneInventory: "inventory", ZoneBoss: "boss", ZoneBox: "box",
	ZonePool: "pool", ZoneCommitted: "committed", ZoneOnCard: "on card", ZoneExhausted: "exhausted",
	ZoneBanished: "banished",
}

func (z Zone) String() string {
	if name, ok := zoneNames[z]; ok {
		return name
	}
	return fmt.Sprintf("zone %d", int(z))
}

// Events a move emits (recording is off during setup: a scene draws the
// state it gets from New):
//
//	EvMove   a card (Item = CardID, zones below ZonePool) or a die (Item =
//	         DieID, zones from ZonePool) changed place. A die applied to a
//	         card goes To ZoneOnCard with Cell = the card (other die moves:
//	         Cell = -1). A scout or a Wax
//	         Moth Larva going under its stack has From = ZoneActive or the
//	         stack, To = the stack, Cell = 0 (the bottom). FaceUp is false
//	         only for a hidden boss.
//	EvRoll   a die (Item) was rolled or rerolled: Value = its face 0..5,
//	         Delta = its outcome (0 miss, 1 hit, 2 crit; see FaceOutcome).
//	EvScore  the damage on a card changed: Item = card, Value = damage now,
//	         Delta = change, Cell = the card's Health.
//	EvCount  a counter changed: Item = Counter*, Value = now, Delta = change.
//	EvNote   Value = Note*, see each constant.
//	EvRoundEnd  at the end of Cleanup; Value = the round that ended.
//	EvGameEnd   Value = 1 won, 0 lost.
const (
	CounterHealth     = 0
	CounterStrategy   = 1
	CounterRecovery   = 2
	CounterAlarm      = 3
	CounterBossHealth = 4 // set once, when the endgame starts
)

// Values of EvNote events.
const (
	NoteRound          = 1  // a round begins: Item = round number
	NoteStrategyPhase  = 2  // a Strategy phase begins: Item = its number in the round
	NoteResolveStep    = 3  // Item = the Resolve step beginning, 1..6 (ResolveSteps)
	NoteDefeated       = 4  // Item = the card defeated
	NoteRevealed       = 5  // Item = the card now on top of stack To
	NoteRewardTaken    = 6  // Item = the card whose instant reward is taken
	NoteRewardDeclined = 7  // Item = the card whose instant reward is declined
	NoteItemUsed       = 8  // Item = the item card used (single-use ones then move to the discard)
	NoteAbilityUsed    = 9  // the hero's ability was used: Item = AbilityKind
	NotePrevented      = 10 // Suffer Damage: Delta = the damage all wards prevented; Item = -1
	NoteSting          = 11 // after_miss_sting: Item = card, Cell = misses, Delta = Health lost
	NoteOverflow       = 12 // the Alarm would pass 5: Delta = Health lost
	NoteEndgame        = 13 // the endgame begins: Item = the boss, Cell = its Health
	NoteRecoveryMinus  = 14 // Item = card: this round's Recover Dice step recovers Delta fewer
	NoteNoEffect       = 15 // Item = card: its effect or reward changed nothing (frozen Alarm, stat at its bound)
)

// ResolveSteps names the six steps of the Resolve phase.
var ResolveSteps = [7]string{1: "suffer damage", 2: "after effects", 3: "exhaust dice", 4: "recover dice", 5: "gain item rewards", 6: "cleanup"}

// Options of a game.
type Options struct {
	// Hero is 0 for a random hero, else 1..6 for H1..H6.
	Hero int `json:"hero"`
	// Boss is 0 for a random boss, else 1..4 for B1..B4.
	Boss int `json:"boss"`
	// HiddenBoss keeps a random boss face down until the endgame (a chosen
	// boss is known whatever this says).
	HiddenBoss bool `json:"hiddenBoss"`
}

// Validate says why options cannot make a game.
func (o Options) Validate() error {
	if o.Hero < 0 || o.Hero > NumHeroes {
		return fmt.Errorf("hero %d is not 0 (random) or 1..%d", o.Hero, NumHeroes)
	}
	if o.Boss < 0 || o.Boss > NumBosses {
		return fmt.Errorf("boss %d is not 0 (random) or 1..%d", o.Boss, NumBosses)
	}
	return nil
}

// Step is what the player is asked, when no Choice is pending.
type Step uint8

const (
	StepActivate Step = iota // choose a stack to activate (or scout, or start the endgame)
	StepCommit               // commit dice, then roll (or go to Resolve)
	StepApply                // apply rolled dice, use items, then next phase or Resolve
	StepSuffer               // Suffer Damage: use ward items, then suffer
	StepItems                // Gain Item Rewards: take items, then done
	StepAfter                // After Effects: choose which After effect resolves next (only when their order matters)
	StepResolve              // the Resolve phase running by itself: the player is asked only a Choice
	StepOver                 // the game is over
)

var stepNames = [...]string{"activate", "commit", "apply", "suffer", "items", "after", "resolve", "over"}

func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "step?"
}

// ChoiceKind is a choice an effect or a reward asks for, answered before
// anything else (but healing items and discards).
type ChoiceKind uint8

const (
	NoChoice      ChoiceKind = iota
	ChoiceReward             // take or decline ChoiceCard's instant reward
	ChoiceExhaust            // exhaust Count dice from the pool (ChoiceCard's effect)
	ChoiceBanish             // banish Count dice from the exhausted area
	ChoiceRecover            // recover Count exhausted dice (a reward, or the Recover Dice step: NoCard)
)

var choiceNames = [...]string{"", "reward", "exhaust", "banish", "recover"}

func (c ChoiceKind) String() string {
	if int(c) < len(choiceNames) {
		return choiceNames[c]
	}
	return "choice?"
}

// Result of a game.
type Result uint8

const (
	Playing Result = iota
	Won
	Lost
)

// resolve stages, run in order by advance while the step is StepResolve.
const (
	stageSuffer uint8 = iota
	stageAfter
	stageExhaust
	stageRecover
	stageItems
	stageCleanup
)

// stack holds one stack's cards, bottom first: cards[n-1] is the top, face
// up. The bottom `known` cards are ones the player saw go under (a scout, a
// Wax Moth Larva); only the cards between them and the top are unknown.
type stack struct {
	cards [StackSize]CardID
	n     int8
	known int8
}

func (k *stack) top() CardID {
	if k.n == 0 {
		return NoCard
	}
	return k.cards[k.n-1]
}

func (k *stack) pop() CardID {
	k.n--
	k.known = min(k.known, k.n)
	return k.cards[k.n]
}

// putUnder puts c at the bottom, in view of the player.
func (k *stack) putUnder(c CardID) {
	copy(k.cards[1:k.n+1], k.cards[:k.n])
	k.cards[0] = c
	k.n++
	k.known = min(k.known+1, k.n)
}

// cardList is an ordered set of cards (the active area, the discard pile,
// the inventory).
type cardList struct {
	cards [NumCards]CardID
	n     int8
}

func (l *cardList) slice() []CardID { return l.cards[:l.n] }

func (l *cardList) add(c CardID) { l.cards[l.n] = c; l.n++ }

// remove takes c out, keeping the order of the others.
func (l *cardList) remove(c CardID) {
	for i := range l.n {
		if l.cards[i] == c {
			copy(l.cards[i:l.n-1], l.cards[i+1:l.n])
			l.n--
			return
		}
	}
}

// die is one unit die's place and face.
type die struct {
	zone  Zone   // ZonePool, ZoneCommitted, ZoneExhausted or ZoneBanished
	face  int8   // 0..5 once rolled in the active area, else noFace
	card  CardID // the card it is applied to, or NoCard
	bonus int8   // item_plus_one damage on it
}

const noFace = -1

// State is a game in progress. It is a flat value (no pointers but the
// event log), so Clone and CopyFrom are plain copies.
type State struct {
	rules.EventLog
	opts Options
	rng  rules.RNG

	hero      int8    // index in Heroes
	ability   Ability // the hero's (tests give other ones)
	boss      CardID
	bossShown bool // face up beside the stacks (or active)

	health, strategy, recovery int8
	alarm                      int8
	bossHealth                 int8 // printed + Alarm, from the endgame on
	endgame                    bool
	result                     Result
	round                      int16

	step  Step
	stage uint8 // of StepResolve
	// afterDone: the active cards whose After effect has resolved in this
	// Resolve phase (bit per card); the others wait their turn.
	afterDone uint64

	choice      ChoiceKind
	choiceCard  CardID
	choiceCount int8

	phase              int8 // Strategy phase of the round, from 1
	pendingActivations int8
	roundActivations   int8
	scoutUsed          bool
	heroRerollUsed     bool
	recoveryMinus      int8
	wardPending        int8 // single-use wards used for this round's Suffer Damage

	stacks    [NumStacks]stack
	active    cardList
	discard   cardList
	inventory cardList
	cardZone  [NumCards]Zone
	defeated  uint64 // bit per card
	// wounds is the damage an endgame card kept from earlier rounds: its
	// dice were exhausted, the damage stays (see RULINGS.md).
	wounds    [NumCards]int8
	usedRound uint64 // ongoing items used this round
	offered   uint64 // item rewards still on offer in Gain Item Rewards

	dice [NumDice]die
	// diceSeed and rolls make each die's faces its own stream: the k-th roll
	// of die d is drawn from (diceSeed, d, k). A search comparing two moves
	// on one determinization then sees the same luck for the same die.
	diceSeed uint64
	rolls    [NumDice]uint16
	// horizonRound is where a search's playout stops (HorizonReached): set
	// by Determinize, 0 in a real game.
	horizonRound int16
}

func bit(c CardID) uint64 { return 1 << uint(c) }

// New sets up a game: the hero, the three stacks shuffled, the boss drawn,
// the Alarm at 0 and every die in the pool. The first round's Activation
// is waiting for the player.
func New(opts Options, seed uint64) (*State, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	s := &State{opts: opts, rng: rules.NewRNG(seed)}
	s.hero = int8(opts.Hero - 1)
	if opts.Hero == 0 {
		s.hero = int8(s.rng.IntN(NumHeroes))
	}
	h := &Heroes[s.hero]
	s.ability = h.Ability
	s.health, s.strategy, s.recovery = int8(h.Health), int8(h.Strategy), int8(h.Recovery)
	for c := range CardID(NumConflictCards) {
		k := &s.stacks[Cards[c].Stack-1]
		k.cards[k.n] = c
		k.n++
		s.cardZone[c] = ZoneStack1 + Zone(Cards[c].Stack-1)
	}
	for i := range s.stacks {
		k := &s.stacks[i]
		s.rng.Shuffle(int(k.n), func(a, b int) { k.cards[a], k.cards[b] = k.cards[b], k.cards[a] })
	}
	s.boss = FirstBoss + CardID(opts.Boss-1)
	if opts.Boss == 0 {
		s.boss = FirstBoss + CardID(s.rng.IntN(NumBosses))
	}
	s.bossShown = !opts.HiddenBoss || opts.Boss != 0
	for b := FirstBoss; b < NumCards; b++ {
		s.cardZone[b] = ZoneBox
	}
	s.cardZone[s.boss] = ZoneBoss
	for d := range s.dice {
		s.dice[d] = die{zone: ZonePool, face: noFace, card: NoCard}
	}
	s.choiceCard = NoCard
	s.diceSeed = s.rng.Uint64()
	s.startRound()
	return s, nil
}

// MustNew is New for options known to be valid (tests, tools).
func MustNew(opts Options, seed uint64) *State {
	s, err := New(opts, seed)
	if err != nil {
		panic(err)
	}
	return s
}

// Options of the game.
func (s *State) Options() Options { return s.opts }

// NumPlayers is 1.
func (s *State) NumPlayers() int { return NumPlayers }

// ToMove is 0 while the game runs, rules.Nobody once it is won or lost.
func (s *State) ToMove() int {
	if s.result != Playing {
		return rules.Nobody
	}
	return 0
}

// Decision implements rules.State: the solo player's turn.
func (s *State) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }

// Over reports a won or lost game.
func (s *State) Over() bool { return s.result != Playing }

// Result is Playing, Won or Lost.
func (s *State) Result() Result { return s.result }

// Hero is the hero played.
func (s *State) Hero() *HeroInfo { return &Heroes[s.hero] }

// Boss is the boss of this game (whether or not the player may see it).
func (s *State) Boss() CardID { return s.boss }

// BossShown tells whether the player knows the boss.
func (s *State) BossShown() bool { return s.bossShown }

// Health, Strategy, Recovery and Alarm are the stat dice and the chip.
func (s *State) Health() int   { return int(s.health) }
func (s *State) Strategy() int { return int(s.strategy) }
func (s *State) Recovery() int { return int(s.recovery) }
func (s *State) Alarm() int    { return int(s.alarm) }

// Endgame tells whether the boss has been activated.
func (s *State) Endgame() bool { return s.endgame }

// Round is the round being played, from 1.
func (s *State) Round() int { return int(s.round) }

// Phase is the Strategy phase of the round, from 1 (0 during Activation).
func (s *State) Phase() int { return int(s.phase) }

// Step is what the player is asked when Choice is NoChoice.
func (s *State) Step() Step {
	if s.result != Playing {
		return StepOver
	}
	return s.step
}

// Choice is the pending choice, its card (or NoCard) and how many dice it
// still asks for.
func (s *State) Choice() (ChoiceKind, CardID, int) {
	return s.choice, s.choiceCard, int(s.choiceCount)
}

// StackLen is the number of cards in stack k (0-based).
func (s *State) StackLen(k int) int { return int(s.stacks[k].n) }

// StackTop is stack k's face-up top card, or NoCard.
func (s *State) StackTop(k int) CardID { return s.stacks[k].top() }

// Active are the active cards in activation order (a copy).
func (s *State) Active() []CardID { return append([]CardID(nil), s.active.slice()...) }

// Inventory are the items held, in the order gained (a copy).
func (s *State) Inventory() []CardID { return append([]CardID(nil), s.inventory.slice()...) }

// Defeated tells whether an active card is defeated.
func (s *State) Defeated(c CardID) bool { return s.defeated&bit(c) != 0 }

// CardZone is where card c is.
func (s *State) CardZone(c CardID) Zone { return s.cardZone[c] }

// Clone is a deep copy with a clean event log (recording switch kept).
func (s *State) Clone() *State { return rules.CloneFlat(s) }

// CopyFrom overwrites s with src, keeping s's own event storage.
func (s *State) CopyFrom(src *State) { rules.CopyFlat(s, src) }

var errGameOver = errors.New("the game is over")

// health returns the card's Health: printed, or the boss's with the Alarm.
func (s *State) cardHealth(c CardID) int {
	if c == s.boss && s.endgame {
		return int(s.bossHealth)
	}
	return Cards[c].Health
}

// CardHealth is c's Health (the boss's includes the Alarm once the endgame
// starts).
func (s *State) CardHealth(c CardID) int { return s.cardHealth(c) }

// emitCount records a counter change.
func (s *State) emitCount(counter, value, delta int) {
	s.Emit(rules.Event{Kind: rules.EvCount, Item: counter, Value: value, Delta: delta})
}

func (s *State) note(code, item int) {
	s.Emit(rules.Event{Kind: rules.EvNote, Value: code, Item: item})
}

// heal raises Health by n, never above 6.
func (s *State) heal(n int) {
	h := min(MaxStat, int(s.health)+n)
	if d := h - int(s.health); d > 0 {
		s.health = int8(h)
		s.emitCount(CounterHealth, h, d)
	}
}

// loseHealth lowers Health by n; below 1 the game is lost at once.
func (s *State) loseHealth(n int) {
	if n <= 0 || s.result != Playing {
		return
	}
	s.health -= int8(n)
	s.emitCount(CounterHealth, int(s.health), -n)
	if s.health < MinStat {
		s.end(Lost)
	}
}

// raiseStat adds delta to Strategy or Recovery, clamped to 1..6 (the
// part beyond is ignored, as the general rules say).
func (s *State) raiseStat(st Stat, delta int) {
	p, counter := &s.strategy, CounterStrategy
	if st == StatRecovery {
		p, counter = &s.recovery, CounterRecovery
	}
	v := max(MinStat, min(MaxStat, int(*p)+delta))
	if d := v - int(*p); d != 0 {
		*p = int8(v)
		s.emitCount(counter, v, d)
	}
}

// raiseAlarm moves the chip up n (frozen in the endgame); each point past 5
// costs 1 Health instead.
func (s *State) raiseAlarm(n int) {
	if s.endgame || n <= 0 {
		return
	}
	a := int(s.alarm) + n
	over := max(0, a-MaxAlarm)
	a -= over
	if d := a - int(s.alarm); d > 0 {
		s.alarm = int8(a)
		s.emitCount(CounterAlarm, a, d)
	}
	if over > 0 {
		s.Emit(rules.Event{Kind: rules.EvNote, Value: NoteOverflow, Delta: over})
		s.loseHealth(over)
	}
}

// calmAlarm moves the chip down n, never below 0 (frozen in the endgame).
func (s *State) calmAlarm(n int) {
	if s.endgame {
		return
	}
	a := max(0, int(s.alarm)-n)
	if d := a - int(s.alarm); d < 0 {
		s.alarm = int8(a)
		s.emitCount(CounterAlarm, a, d)
	}
}

// end finishes the game.
func (s *State) end(r Result) {
	s.result = r
	s.step = StepOver
	s.choice, s.choiceCard, s.choiceCount = NoChoice, NoCard, 0
	value := 0
	if r == Won {
		value = 1
	}
	s.Emit(rules.Event{Kind: rules.EvGameEnd, Value: value})
}

// moveCard records a card's move between zones.
func (s *State) moveCard(c CardID, to Zone) {
	from := s.cardZone[c]
	s.cardZone[c] = to
	s.Emit(rules.Event{Kind: rules.EvMove, Item: int(c), From: int(from), To: int(to), FaceUp: to != ZoneBoss || s.bossShown})
}

// revealTop notes the new top card of stack k.
func (s *State) revealTop(k int) {
	if t := s.stacks[k].top(); t != NoCard {
		s.Emit(rules.Event{Kind: rules.EvNote, Value: NoteRevealed, Item: int(t), To: int(ZoneStack1) + k})
	}
}

// eventMove is a die's EvMove (dice are always in view).
func eventMove(item, from, to, cell int) rules.Event {
	return rules.Event{Kind: rules.EvMove, Item: item, From: from, To: to, Cell: cell, FaceUp: true}
}
