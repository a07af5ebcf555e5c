package for20

import (
	_ "embed"
	"fmt"
	"math/bits"
	"strings"
)

// cardsCSV is the project's copy of the 120-card set, the source of every
// card's numbers and ability (see data/cards.csv and the set's README in
// shared/content/for20-cards).
//
//go:embed data/cards.csv
var cardsCSV string

// Card is a physical card: 0..119, in the CSV's order (M01..M60 are 0..59,
// T01..T26 60..85, A01..A26 86..111, O01..O08 112..119). Its text form is
// its id ("M13").
type Card uint8

const (
	// NumCards in the game, both decks.
	NumCards = 120
	// NumMaterials, NumTools, NumActions and NumOutOfTurn are the set's
	// counts; materials come first, then tools, actions and out-of-turn
	// cards, so the categories are ranges of ids.
	NumMaterials = 60
	NumTools     = 26
	NumActions   = 26
	NumOutOfTurn = 8
	// NumPlaying is the playing deck: tools, actions and out-of-turn cards.
	NumPlaying = NumTools + NumActions + NumOutOfTurn
	// NoCard marks "no card" in a Move.
	NoCard Card = 0xff
)

// Category of a card.
type Category uint8

const (
	Material Category = iota
	Tool
	Action
	OutOfTurn
)

// Type is a material's type, or the material type a tool allows.
type Type uint8

const (
	TypeNone Type = iota
	Weed
	Hash
	Special // materials only: any tool smokes it
	Combo   // tools only: smokes every type
)

// Kind of a playing card.
type Kind uint8

const (
	KindNone  Kind = iota // materials
	Paper                 // single-use tool, combinable
	Legendary             // tool that stays in its owner's area
	Standard              // action
	Once                  // action removed from the game when it resolves (Legalize)
	Police                // action not playable after Legalize
	Reaction              // out-of-turn card
)

// Trigger is when an ability fires (the set README's closed vocabulary).
type Trigger uint8

const (
	NoTrigger Trigger = iota
	OnDraw
	OnSmoke
	OnRotate
	OnDestroy
	OnPlace
	StartTurn
	Passive
	OnPlay
	ReactAction
	ReactSmoke
)

// Condition narrows an on_smoke trigger.
type Condition uint8

const (
	NoCondition Condition = iota
	Alone
	Combined
	WithLegendary
	WithPaper
	Behind
	With // one of the tools used has the name in CardInfo.WithTool
)

// Effect is what an ability or a played card does.
type Effect uint8

const (
	NoEffect Effect = iota
	GainCoins
	DrawPlaying
	DrawMaterial
	BonusPoints
	ExtraSmoke
	SmokeRotated
	StealMaterial
	DestroyReserve
	DestroySmokedTop
	ShieldSmoked
	ShieldAll
	RestoreMaterial
	RestoreTool
	Legalize
	SwapMaterial
	StealCard
	DiscardRandom
	DestroyTool
	StealTool
	ExtraTool
	CancelAction
	StealSmokingTool
	TakeSmoke
	ForbidSmoke
	numEffects
)

// The CSV's words for each enum, indexed by value ("" for the zero value).
var (
	categoryWords  = [...]string{Material: "material", Tool: "tool", Action: "action", OutOfTurn: "outofturn"}
	typeWords      = [...]string{Weed: "weed", Hash: "hash", Special: "special", Combo: "combo"}
	kindWords      = [...]string{Paper: "paper", Legendary: "legendary", Standard: "standard", Once: "once", Police: "police", Reaction: "reaction"}
	triggerWords   = [...]string{OnDraw: "on_draw", OnSmoke: "on_smoke", OnRotate: "on_rotate", OnDestroy: "on_destroy", OnPlace: "on_place", StartTurn: "start_turn", Passive: "passive", OnPlay: "on_play", ReactAction: "react_action", ReactSmoke: "react_smoke"}
	conditionWords = [...]string{Alone: "alone", Combined: "combined", WithLegendary: "legendary", WithPaper: "paper", Behind: "behind", With: "with"}
	effectWords    = [numEffects]string{
		GainCoins: "gain_coins", DrawPlaying: "draw_playing", DrawMaterial: "draw_material", BonusPoints: "bonus_points",
		ExtraSmoke: "extra_smoke", SmokeRotated: "smoke_rotated", StealMaterial: "steal_material", DestroyReserve: "destroy_reserve",
		DestroySmokedTop: "destroy_smoked_top", ShieldSmoked: "shield_smoked", ShieldAll: "shield_all", RestoreMaterial: "restore_material",
		RestoreTool: "restore_tool", Legalize: "legalize", SwapMaterial: "swap_material", StealCard: "steal_card",
		DiscardRandom: "discard_random", DestroyTool: "destroy_tool", StealTool: "steal_tool", ExtraTool: "extra_tool",
		CancelAction: "cancel_action", StealSmokingTool: "steal_smoking_tool", TakeSmoke: "take_smoke", ForbidSmoke: "forbid_smoke",
	}
)

func (c Category) String() string  { return categoryWords[c] }
func (t Type) String() string      { return typeWords[t] }
func (k Kind) String() string      { return kindWords[k] }
func (t Trigger) String() string   { return triggerWords[t] }
func (c Condition) String() string { return conditionWords[c] }
func (e Effect) String() string    { return effectWords[e] }

// effectTakesN tells the effects written with a number N; the others take
// none ("-" in the README).
var effectTakesN = [numEffects]bool{
	GainCoins: true, DrawPlaying: true, DrawMaterial: true, BonusPoints: true, ExtraSmoke: true,
	StealMaterial: true, DestroyReserve: true, ShieldAll: true, RestoreMaterial: true, RestoreTool: true,
	SwapMaterial: true, StealCard: true, DiscardRandom: true, DestroyTool: true, StealTool: true, ExtraTool: true,
}

// triggerEffects are the effects the engine runs for each trigger: the
// README's vocabulary says which words exist, this table which pairs make
// sense (an on_destroy fires in an opponent's turn, so it cannot ask its
// owner to choose a target; coins only exist in one's own turn...).
var triggerEffects = map[Trigger][]Effect{
	OnDraw:      {GainCoins, DrawPlaying, DrawMaterial},
	OnSmoke:     {GainCoins, DrawPlaying, DrawMaterial, BonusPoints, ExtraSmoke, StealMaterial, DestroyReserve, DestroySmokedTop},
	OnRotate:    {GainCoins, DrawPlaying, SmokeRotated},
	OnDestroy:   {DrawPlaying, DrawMaterial},
	OnPlace:     {GainCoins, DrawPlaying, DrawMaterial, StealMaterial, DestroyReserve, DestroySmokedTop},
	StartTurn:   {GainCoins, DrawPlaying, DrawMaterial},
	Passive:     {ExtraSmoke, SmokeRotated, ShieldSmoked},
	OnPlay:      {GainCoins, DrawPlaying, DrawMaterial, SmokeRotated, StealMaterial, DestroyReserve, DestroySmokedTop, ShieldAll, RestoreMaterial, RestoreTool, Legalize, SwapMaterial, StealCard, DiscardRandom, DestroyTool, StealTool, ExtraTool},
	ReactAction: {CancelAction},
	ReactSmoke:  {StealSmokingTool, TakeSmoke, ForbidSmoke},
}

// categoryTriggers are the triggers each category may carry (the README's
// "used by" column). Papers carry none.
var categoryTriggers = [...][]Trigger{
	Material:  {OnDraw, OnSmoke, OnRotate, OnDestroy},
	Tool:      {OnSmoke, OnPlace, StartTurn, Passive},
	Action:    {OnPlay},
	OutOfTurn: {ReactAction, ReactSmoke},
}

// CardInfo is one row of the card table, parsed into typed fields.
type CardInfo struct {
	ID          string // "M13"
	Category    Category
	Name        string
	Type        Type // materials: weed/hash/special; tools: weed/hash/combo
	Points      int  // materials
	Coins       int  // materials: coins when rotated
	Min, Max    int  // tools
	Cost        int  // actions
	Recycle     int  // playing cards: coins when recycled
	DiscardCost int  // out-of-turn: cards discarded from hand besides this one
	Kind        Kind
	Trigger     Trigger
	Condition   Condition
	WithTool    string // the tool name of a With condition
	Effect      Effect
	Param       int // N, 0 when the effect takes none
	Text        string
	// Design is the first card of the same name: copies of one design are
	// interchangeable, which the canonical move lists use.
	Design Card
}

// Cards is the card table, indexed by Card.
var Cards = mustLoadCards()

func mustLoadCards() [NumCards]CardInfo {
	var table [NumCards]CardInfo
	rows, err := ParseCards(cardsCSV)
	if err != nil {
		panic("for20: " + err.Error())
	}
	if len(rows) != NumCards {
		panic(fmt.Sprintf("for20: %d cards, want %d", len(rows), NumCards))
	}
	copy(table[:], rows)
	return table
}

// Info is the card's row.
func (c Card) Info() *CardInfo { return &Cards[c] }

// String is the card's id, its text form ("M13"), or "??".
func (c Card) String() string {
	if c >= NumCards {
		return "??"
	}
	return Cards[c].ID
}

// Category of the card, from its id range.
func (c Card) Category() Category {
	switch {
	case c < NumMaterials:
		return Material
	case c < NumMaterials+NumTools:
		return Tool
	case c < NumMaterials+NumTools+NumActions:
		return Action
	}
	return OutOfTurn
}

// ParseCard reads a card id ("M13", any case).
func ParseCard(text string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if c, ok := cardByID[t]; ok {
		return c, nil
	}
	return NoCard, fmt.Errorf("%q is not a card id (M01-M60, T01-T26, A01-A26, O01-O08)", text)
}

var cardByID = func() map[string]Card {
	m := make(map[string]Card, NumCards)
	for c := range Card(NumCards) {
		m[Cards[c].ID] = c
	}
	return m
}()

// CardSet is a set of cards: a 128-bit mask, comparable and allocation-free.
type CardSet [2]uint64

// SetOf builds a set from cards.
func SetOf(cards ...Card) CardSet {
	var s CardSet
	for _, c := range cards {
		s = s.With(c)
	}
	return s
}

func (s CardSet) Has(c Card) bool { return c < NumCards && s[c>>6]&(1<<(c&63)) != 0 }

func (s CardSet) With(c Card) CardSet { s[c>>6] |= 1 << (c & 63); return s }

func (s CardSet) Without(c Card) CardSet { s[c>>6] &^= 1 << (c & 63); return s }

func (s CardSet) Len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

func (s CardSet) Empty() bool { return s[0]|s[1] == 0 }

func (s CardSet) Union(o CardSet) CardSet { return CardSet{s[0] | o[0], s[1] | o[1]} }

func (s CardSet) Intersect(o CardSet) CardSet { return CardSet{s[0] & o[0], s[1] & o[1]} }

func (s CardSet) Minus(o CardSet) CardSet { return CardSet{s[0] &^ o[0], s[1] &^ o[1]} }

// First is the lowest card of the set, or NoCard.
func (s CardSet) First() Card {
	if s[0] != 0 {
		return Card(bits.TrailingZeros64(s[0]))
	}
	if s[1] != 0 {
		return Card(64 + bits.TrailingZeros64(s[1]))
	}
	return NoCard
}

// Nth is the n-th lowest card (from 0), or NoCard.
func (s CardSet) Nth(n int) Card {
	for c := s.First(); c != NoCard; c = s.Next(c) {
		if n == 0 {
			return c
		}
		n--
	}
	return NoCard
}

// Next is the lowest card of the set above c, or NoCard: loops read
// for c := s.First(); c != NoCard; c = s.Next(c).
func (s CardSet) Next(c Card) Card {
	c++
	if c < 64 {
		if m := s[0] >> c; m != 0 {
			return c + Card(bits.TrailingZeros64(m))
		}
		c = 64
	}
	if c < 128 {
		if m := s[1] >> (c - 64); m != 0 {
			return c + Card(bits.TrailingZeros64(m))
		}
	}
	return NoCard
}

// OfCategory keeps the cards of one category.
func (s CardSet) OfCategory(cat Category) CardSet { return s.Intersect(categorySets[cat]) }

var categorySets = func() (m [4]CardSet) {
	for c := range Card(NumCards) {
		m[c.Category()] = m[c.Category()].With(c)
	}
	return m
}()

// Texts are the cards' ids, lowest first (never nil, for JSON).
func (s CardSet) Texts() []string {
	out := make([]string, 0, s.Len())
	for c := s.First(); c != NoCard; c = s.Next(c) {
		out = append(out, c.String())
	}
	return out
}

func (s CardSet) String() string { return strings.Join(s.Texts(), " ") }
