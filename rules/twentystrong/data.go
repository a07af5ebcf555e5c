package twentystrong

import (
	"bytes"
	_ "embed"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
)

// The deck "Hold the Hive" is data: data/deck.csv (45 conflict cards and 4
// bosses) and data/heroes.csv (6 heroes), copied from the shared content
// folder and, from then on, the project's source (tuned since then:
// data/TUNING.md). They are parsed once, at start-up, into the typed tables
// Cards and Heroes: the rules never look at a string while a game runs.

//go:embed data/deck.csv
var deckCSV []byte

//go:embed data/heroes.csv
var heroesCSV []byte

// Colour of a unit die (and of the colour parameters of the vocabulary).
type Colour uint8

const (
	Yellow Colour = iota
	Green
	Blue
	Purple
	Red
	NumColours
	// NoColour is the colour parameter of an entry that has none.
	NoColour Colour = 0xff
)

var colourNames = [NumColours]string{"yellow", "green", "blue", "purple", "red"}

func (c Colour) String() string {
	if c < NumColours {
		return colourNames[c]
	}
	return "none"
}

// ParseColour reads a colour name.
func ParseColour(text string) (Colour, error) {
	for c, name := range colourNames {
		if strings.EqualFold(text, name) {
			return Colour(c), nil
		}
	}
	return NoColour, fmt.Errorf("%q is not a colour (yellow, green, blue, purple or red)", text)
}

// Stat names one of the three stat dice.
type Stat uint8

const (
	StatHealth Stat = iota
	StatStrategy
	StatRecovery
	NumStats
)

var statNames = [NumStats]string{"health", "strategy", "recovery"}

func (s Stat) String() string {
	if s < NumStats {
		return statNames[s]
	}
	return "stat?"
}

// EffectKind is an enemy effect of the deck's closed vocabulary.
type EffectKind uint8

const (
	NoEffect EffectKind = iota
	DuringImmuneColour
	DuringMaxDice
	DuringNoCrit
	DuringOnePhase
	DuringGuard
	SpecialAmbushExhaust
	SpecialAlarm
	AfterExhaustPool
	AfterBanishExhausted
	AfterRecoveryMinus
	AfterMissSting
	AfterReturnIfUndefeated
	numEffectKinds
)

// RewardKind is a reward of the deck's closed vocabulary.
type RewardKind uint8

const (
	NoReward RewardKind = iota
	InstantHeal
	InstantRecover
	InstantRaise
	InstantCalm
	ItemReroll
	ItemPlusOne
	ItemWard
	ItemHeal
	OngoingWard
	OngoingReroll
	OngoingColourPlus
	OngoingRecoverPlus
	numRewardKinds
)

// AbilityKind is a hero ability of the deck's closed vocabulary.
type AbilityKind uint8

const (
	NoAbility AbilityKind = iota
	AbilityWard
	AbilityReroll
	AbilityColourPlus
	AbilityRecoverPlus
	AbilityScout
	AbilitySweepHeal
	AbilityKeepColour
	numAbilityKinds
)

// paramType is what an entry's parameter column holds.
type paramType uint8

const (
	paramNone paramType = iota
	paramCount
	paramColour
	paramStat
)

// vocabularyEntry is one row of the README's vocabulary tables: its name in
// the CSV files and its parameter's type.
type vocabularyEntry struct {
	name  string
	param paramType
}

var effectVocabulary = [numEffectKinds]vocabularyEntry{
	NoEffect:                {"", paramNone},
	DuringImmuneColour:      {"during_immune_colour", paramColour},
	DuringMaxDice:           {"during_max_dice", paramCount},
	DuringNoCrit:            {"during_no_crit", paramNone},
	DuringOnePhase:          {"during_one_phase", paramNone},
	DuringGuard:             {"during_guard", paramNone},
	SpecialAmbushExhaust:    {"special_ambush_exhaust", paramCount},
	SpecialAlarm:            {"special_alarm", paramCount},
	AfterExhaustPool:        {"after_exhaust_pool", paramCount},
	AfterBanishExhausted:    {"after_banish_exhausted", paramCount},
	AfterRecoveryMinus:      {"after_recovery_minus", paramCount},
	AfterMissSting:          {"after_miss_sting", paramCount},
	AfterReturnIfUndefeated: {"after_return_if_undefeated", paramNone},
}

var rewardVocabulary = [numRewardKinds]vocabularyEntry{
	NoReward:           {"", paramNone},
	InstantHeal:        {"instant_heal", paramCount},
	InstantRecover:     {"instant_recover", paramCount},
	InstantRaise:       {"instant_raise", paramStat},
	InstantCalm:        {"instant_calm", paramCount},
	ItemReroll:         {"item_reroll", paramCount},
	ItemPlusOne:        {"item_plus_one", paramCount},
	ItemWard:           {"item_ward", paramCount},
	ItemHeal:           {"item_heal", paramCount},
	OngoingWard:        {"ongoing_ward", paramCount},
	OngoingReroll:      {"ongoing_reroll", paramCount},
	OngoingColourPlus:  {"ongoing_colour_plus", paramColour},
	OngoingRecoverPlus: {"ongoing_recover_plus", paramCount},
}

var abilityVocabulary = [numAbilityKinds]vocabularyEntry{
	NoAbility:          {"", paramNone},
	AbilityWard:        {"ward", paramCount},
	AbilityReroll:      {"reroll", paramCount},
	AbilityColourPlus:  {"colour_plus", paramColour},
	AbilityRecoverPlus: {"recover_plus", paramCount},
	// The scout's parameter is printed (1) but means nothing more than once
	// per round; it is read as a count and kept.
	AbilityScout:      {"scout", paramCount},
	AbilitySweepHeal:  {"sweep_heal", paramCount},
	AbilityKeepColour: {"keep_colour", paramColour},
}

func (k EffectKind) String() string {
	if k < numEffectKinds {
		return effectVocabulary[k].name
	}
	return "effect?"
}

func (k RewardKind) String() string {
	if k < numRewardKinds {
		return rewardVocabulary[k].name
	}
	return "reward?"
}

func (k AbilityKind) String() string {
	if k < numAbilityKinds {
		return abilityVocabulary[k].name
	}
	return "ability?"
}

// IsItem tells a reward that goes to the inventory (single-use or ongoing)
// from an instant one.
func (k RewardKind) IsItem() bool { return k >= ItemReroll && k <= OngoingRecoverPlus }

// IsOngoing tells an item that stays in the inventory once used.
func (k RewardKind) IsOngoing() bool { return k >= OngoingWard && k <= OngoingRecoverPlus }

// Param is the parameter of an effect, reward or ability: a count, a colour
// or a stat, as its kind's vocabulary entry says (the others are zero:
// N 0, Colour NoColour).
type Param struct {
	N      int8
	Colour Colour
	Stat   Stat
}

// Effect is an enemy effect.
type Effect struct {
	Kind EffectKind
	Param
}

// Reward is a card's reward.
type Reward struct {
	Kind RewardKind
	Param
}

// Ability is a hero's ability.
type Ability struct {
	Kind AbilityKind
	Param
}

// CardInfo is one printed card.
type CardInfo struct {
	Code, Name string // Code is "C01".."C45" or "B1".."B4"
	Stack      int    // 1..3; 0 for a boss
	Health     int
	Damage     int
	Extra      int // +N additional enemies
	Mandatory  bool
	Boss       bool
	Effect     Effect
	Reward     Reward
	Text       string
}

// HeroInfo is one hero card.
type HeroInfo struct {
	Code, Name                 string
	Health, Strategy, Recovery int
	Ability                    Ability
	Text                       string
}

// Sizes of the deck.
const (
	NumConflictCards = 45
	NumStacks        = 3
	StackSize        = NumConflictCards / NumStacks
	NumBosses        = 4
	NumCards         = NumConflictCards + NumBosses
	NumHeroes        = 6
)

// CardID numbers the 49 cards: C01..C45 are 0..44, B1..B4 are 45..48.
type CardID int8

// NoCard is "no card".
const NoCard CardID = -1

// FirstBoss is the id of B1.
const FirstBoss CardID = NumConflictCards

// Cards and Heroes are the deck, by id (Heroes[0] is H1). They are
// initialised with the package's variables, not in an init function, so
// the variables computed from the deck (bossMeanHealth) see it filled in.
var Cards, Heroes = mustParseDeck()

// mustParseDeck reads the embedded CSV files; a bad row is a bug of the
// build, so it panics.
func mustParseDeck() ([NumCards]CardInfo, [NumHeroes]HeroInfo) {
	cards, heroes, err := parseDeck(deckCSV, heroesCSV)
	if err != nil {
		panic("twentystrong: " + err.Error())
	}
	return cards, heroes
}

// Info is the printed card.
func (c CardID) Info() *CardInfo { return &Cards[c] }

// String is the card's code ("C07", "B2").
func (c CardID) String() string {
	if c >= 0 && int(c) < NumCards {
		return Cards[c].Code
	}
	return "none"
}

// cardCode is the code of card id i, by the numbering of CardID.
func cardCode(i int) string {
	if i < NumConflictCards {
		return fmt.Sprintf("C%02d", i+1)
	}
	return fmt.Sprintf("B%d", i-NumConflictCards+1)
}

// ParseCard reads a card code ("C07", "c7", "B2").
func ParseCard(text string) (CardID, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if len(t) >= 2 && (t[0] == 'C' || t[0] == 'B') {
		if n, err := strconv.Atoi(t[1:]); err == nil {
			switch {
			case t[0] == 'C' && n >= 1 && n <= NumConflictCards:
				return CardID(n - 1), nil
			case t[0] == 'B' && n >= 1 && n <= NumBosses:
				return FirstBoss + CardID(n-1), nil
			}
		}
	}
	return NoCard, fmt.Errorf("%q is not a card (C01 to C45, or B1 to B4)", text)
}

// parseDeck reads the two CSV files into the tables, checking every row
// against the vocabulary.
func parseDeck(deck, heroes []byte) (cards [NumCards]CardInfo, hs [NumHeroes]HeroInfo, err error) {
	rows, err := readCSV(deck, "id,name,stack,health,damage,extra,mandatory,boss,effect_kind,effect_param,reward_kind,reward_param,text")
	if err != nil {
		return cards, hs, fmt.Errorf("deck.csv: %w", err)
	}
	if len(rows) != NumCards {
		return cards, hs, fmt.Errorf("deck.csv has %d cards, want %d", len(rows), NumCards)
	}
	var seen [NumCards]bool
	for i, row := range rows {
		c, err := parseCardRow(row)
		if err != nil {
			return cards, hs, fmt.Errorf("deck.csv row %d (%s): %w", i+2, row[0], err)
		}
		id, err := ParseCard(row[0])
		if err != nil || cardCode(int(id)) != row[0] {
			return cards, hs, fmt.Errorf("deck.csv row %d: id %q is not C01..C45 or B1..B4", i+2, row[0])
		}
		if seen[id] {
			return cards, hs, fmt.Errorf("deck.csv row %d: %s twice", i+2, row[0])
		}
		if (id >= FirstBoss) != c.Boss {
			return cards, hs, fmt.Errorf("deck.csv row %d: %s: boss column disagrees with its id", i+2, row[0])
		}
		seen[id] = true
		cards[id] = c
	}
	hrows, err := readCSV(heroes, "id,name,health,strategy,recovery,ability_kind,ability_param,text")
	if err != nil {
		return cards, hs, fmt.Errorf("heroes.csv: %w", err)
	}
	if len(hrows) != NumHeroes {
		return cards, hs, fmt.Errorf("heroes.csv has %d heroes, want %d", len(hrows), NumHeroes)
	}
	for i, row := range hrows {
		if row[0] != fmt.Sprintf("H%d", i+1) {
			return cards, hs, fmt.Errorf("heroes.csv row %d: id %q, want H%d", i+2, row[0], i+1)
		}
		h, err := parseHeroRow(row)
		if err != nil {
			return cards, hs, fmt.Errorf("heroes.csv row %d (%s): %w", i+2, row[0], err)
		}
		hs[i] = h
	}
	return cards, hs, nil
}

func readCSV(data []byte, header string) ([][]string, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = strings.Count(header, ",") + 1
	rows, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 || strings.Join(rows[0], ",") != header {
		return nil, fmt.Errorf("header is not %q", header)
	}
	return rows[1:], nil
}

func parseCardRow(row []string) (CardInfo, error) {
	c := CardInfo{Code: row[0], Name: row[1], Text: row[12]}
	ints := []*int{&c.Stack, &c.Health, &c.Damage, &c.Extra}
	for i, dst := range ints {
		n, err := strconv.Atoi(row[2+i])
		if err != nil || n < 0 || n > 99 {
			return c, fmt.Errorf("column %d: %q is not a small number", 3+i, row[2+i])
		}
		*dst = n
	}
	var err error
	if c.Mandatory, err = parseFlag(row[6]); err != nil {
		return c, err
	}
	if c.Boss, err = parseFlag(row[7]); err != nil {
		return c, err
	}
	kind, param, err := parseEntry(effectVocabulary[:], row[8], row[9])
	if err != nil {
		return c, fmt.Errorf("effect: %w", err)
	}
	c.Effect = Effect{Kind: EffectKind(kind), Param: param}
	kind, param, err = parseEntry(rewardVocabulary[:], row[10], row[11])
	if err != nil {
		return c, fmt.Errorf("reward: %w", err)
	}
	c.Reward = Reward{Kind: RewardKind(kind), Param: param}
	switch {
	case c.Health < 1:
		return c, fmt.Errorf("health %d", c.Health)
	case c.Boss && (c.Stack != 0 || c.Reward.Kind != NoReward):
		return c, fmt.Errorf("a boss has stack 0 and no reward")
	case !c.Boss && (c.Stack < 1 || c.Stack > NumStacks):
		return c, fmt.Errorf("stack %d is not 1..%d", c.Stack, NumStacks)
	}
	return c, nil
}

func parseHeroRow(row []string) (HeroInfo, error) {
	h := HeroInfo{Code: row[0], Name: row[1], Text: row[7]}
	for i, dst := range []*int{&h.Health, &h.Strategy, &h.Recovery} {
		n, err := strconv.Atoi(row[2+i])
		if err != nil || n < MinStat || n > MaxStat {
			return h, fmt.Errorf("column %d: %q is not a stat value 1..6", 3+i, row[2+i])
		}
		*dst = n
	}
	kind, param, err := parseEntry(abilityVocabulary[:], row[5], row[6])
	if err != nil {
		return h, fmt.Errorf("ability: %w", err)
	}
	if kind == 0 {
		return h, fmt.Errorf("a hero needs an ability")
	}
	h.Ability = Ability{Kind: AbilityKind(kind), Param: param}
	return h, nil
}

func parseFlag(text string) (bool, error) {
	switch text {
	case "0", "":
		return false, nil
	case "1":
		return true, nil
	}
	return false, fmt.Errorf("%q is not 0 or 1", text)
}

// parseEntry finds name in a vocabulary and reads its parameter by the
// entry's type. An empty name is entry 0 (none) and takes no parameter.
func parseEntry(vocabulary []vocabularyEntry, name, param string) (int, Param, error) {
	p := Param{Colour: NoColour}
	for k, e := range vocabulary {
		if e.name != name {
			continue
		}
		switch e.param {
		case paramNone:
			if param != "" {
				return 0, p, fmt.Errorf("%s takes no parameter, got %q", name, param)
			}
		case paramCount:
			n, err := strconv.Atoi(param)
			if err != nil || n < 1 || n > 9 {
				return 0, p, fmt.Errorf("%s takes a count 1..9, got %q", name, param)
			}
			p.N = int8(n)
		case paramColour:
			c, err := ParseColour(param)
			if err != nil {
				return 0, p, fmt.Errorf("%s: %w", name, err)
			}
			p.Colour = c
		case paramStat:
			switch param {
			case "strategy":
				p.Stat = StatStrategy
			case "recovery":
				p.Stat = StatRecovery
			default:
				return 0, p, fmt.Errorf("%s takes strategy or recovery, got %q", name, param)
			}
		}
		return k, p, nil
	}
	return 0, p, fmt.Errorf("%q is not in the vocabulary", name)
}
