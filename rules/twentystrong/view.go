package twentystrong

import (
	"fmt"

	"github.com/twenty-games/twenty/rules"
)

// View is what the player sees: everything but the order of each stack's
// cards between its face-up top and the cards seen going under it, and the
// boss while it is hidden. It is built for the external-bot protocol, hints
// and tests, and encodes to JSON.
type View struct {
	Hero     string `json:"hero"` // "H2"
	HeroName string `json:"heroName"`
	Ability  string `json:"ability"` // "scout 1"
	Health   int    `json:"health"`
	Strategy int    `json:"strategy"`
	Recovery int    `json:"recovery"`
	Alarm    int    `json:"alarm"`
	Round    int    `json:"round"`
	Phase    int    `json:"phase"` // Strategy phase of the round, 0 before the first
	// Step is "activate", "commit", "apply", "suffer", "items", "after"
	// (choose which After effect resolves next: the "after" moves name the
	// cards waiting), "resolve" (the Resolve phase waiting on a Choice) or
	// "over"; Choice, when set, is asked first.
	Step   string      `json:"step"`
	Choice *ChoiceView `json:"choice"`
	Result string      `json:"result"` // "playing", "won" or "lost"
	// Boss is the boss's code, or null while it is hidden; BossHealth is
	// its Health once the endgame has begun (printed + Alarm), else 0.
	Boss       *string `json:"boss"`
	Endgame    bool    `json:"endgame"`
	BossHealth int     `json:"bossHealth"`
	// Stacks 1..3: size, face-up top, and the cards known to lie at the
	// bottom (bottom first).
	Stacks    []StackView  `json:"stacks"`
	Active    []ActiveView `json:"active"`
	Discard   []string     `json:"discard"`
	Inventory []ItemView   `json:"inventory"`
	Dice      []DieView    `json:"dice"`
	// What lasts the round.
	PendingActivations int      `json:"pendingActivations"`
	ScoutUsed          bool     `json:"scoutUsed"`
	RerollUsed         bool     `json:"rerollUsed"`
	WardPending        int      `json:"wardPending"`
	RecoveryMinus      int      `json:"recoveryMinus"`
	Offered            []string `json:"offered"` // item rewards on offer (Gain Item Rewards)
}

// ChoiceView is a pending choice.
type ChoiceView struct {
	Kind  string  `json:"kind"` // "reward", "exhaust", "banish" or "recover"
	Card  *string `json:"card"` // the card asking, null for the Recover Dice step
	Count int     `json:"count"`
}

// StackView is one stack as the player sees it.
type StackView struct {
	Size   int      `json:"size"`
	Top    *string  `json:"top"`
	Bottom []string `json:"bottom"`
}

// ActiveView is an active card.
type ActiveView struct {
	Card     string `json:"card"`
	Damage   int    `json:"damage"`
	Health   int    `json:"health"`
	Defeated bool   `json:"defeated"`
}

// ItemView is an item held.
type ItemView struct {
	Card       string `json:"card"`
	UsedRound  bool   `json:"usedThisRound"` // an ongoing item's once a round
	RewardKind string `json:"kind"`
}

// DieView is a unit die.
type DieView struct {
	Die     string `json:"die"`
	Zone    string `json:"zone"`
	Face    int    `json:"face"`    // 0..5 once rolled, else -1
	Outcome string `json:"outcome"` // "miss", "hit", "crit", or "" when not rolled
	Card    string `json:"card"`    // the card it is applied to, or ""
	Bonus   int    `json:"bonus"`
}

func codePtr(c CardID) *string {
	if c == NoCard {
		return nil
	}
	t := c.String()
	return &t
}

func codes(cards []CardID) []string {
	out := make([]string, 0, len(cards))
	for _, c := range cards {
		out = append(out, c.String())
	}
	return out
}

// View implements rules.State.
func (s *State) View(player int) any {
	h := &Heroes[s.hero]
	v := View{
		Hero: h.Code, HeroName: h.Name, Ability: abilityText(s.ability),
		Health: int(s.health), Strategy: int(s.strategy), Recovery: int(s.recovery), Alarm: int(s.alarm),
		Round: int(s.round), Phase: int(s.phase), Step: s.Step().String(),
		Result:             [...]string{"playing", "won", "lost"}[s.result],
		Endgame:            s.endgame,
		Discard:            codes(s.discard.slice()),
		PendingActivations: int(s.pendingActivations),
		ScoutUsed:          s.scoutUsed, RerollUsed: s.heroRerollUsed,
		WardPending: int(s.wardPending), RecoveryMinus: int(s.recoveryMinus),
		Offered: []string{},
	}
	if s.endgame {
		v.BossHealth = int(s.bossHealth)
	}
	if s.bossShown {
		v.Boss = codePtr(s.boss)
	}
	if s.choice != NoChoice {
		v.Choice = &ChoiceView{Kind: s.choice.String(), Card: codePtr(s.choiceCard), Count: int(s.choiceCount)}
	}
	for k := range s.stacks {
		st := &s.stacks[k]
		v.Stacks = append(v.Stacks, StackView{Size: int(st.n), Top: codePtr(st.top()), Bottom: codes(st.cards[:min(st.known, max(st.n-1, 0))])})
	}
	v.Active = []ActiveView{}
	for _, c := range s.active.slice() {
		v.Active = append(v.Active, ActiveView{Card: c.String(), Damage: s.CardDamage(c), Health: s.cardHealth(c), Defeated: s.Defeated(c)})
		if s.offered&bit(c) != 0 {
			v.Offered = append(v.Offered, c.String())
		}
	}
	v.Inventory = []ItemView{}
	for _, c := range s.inventory.slice() {
		v.Inventory = append(v.Inventory, ItemView{Card: c.String(), UsedRound: s.usedRound&bit(c) != 0, RewardKind: Cards[c].Reward.Kind.String()})
	}
	for d := range DieID(NumDice) {
		zone, face, card, bonus := s.DieZone(d)
		dv := DieView{Die: d.String(), Zone: zone.String(), Face: face, Bonus: bonus}
		if face != noFace {
			dv.Outcome = FaceOutcome(d.Colour(), face).String()
		}
		if card != NoCard {
			dv.Card = card.String()
		}
		v.Dice = append(v.Dice, dv)
	}
	return v
}

func abilityText(a Ability) string {
	switch {
	case a.Colour != NoColour && a.Colour < NumColours:
		return fmt.Sprintf("%s %s", a.Kind, a.Colour)
	case a.N > 0:
		return fmt.Sprintf("%s %d", a.Kind, a.N)
	}
	return a.Kind.String()
}

// Determinize re-deals what the player cannot know: the order of each
// stack's cards below its top (but for the cards seen going under it), and
// the boss while it is hidden (any of the four). The state's own generator,
// which rolls the dice, is reseeded from rng too, so no future roll leaks.
func (s *State) Determinize(observer int, rng *rules.RNG) {
	for k := range s.stacks {
		st := &s.stacks[k]
		lo, hi := int(st.known), int(st.n)-1 // the unknown cards are [lo, hi)
		for i := hi - 1; i > lo; i-- {
			j := lo + rng.IntN(i-lo+1)
			st.cards[i], st.cards[j] = st.cards[j], st.cards[i]
		}
	}
	if !s.bossShown {
		s.cardZone[s.boss] = ZoneBox
		s.boss = FirstBoss + CardID(rng.IntN(NumBosses))
		s.cardZone[s.boss] = ZoneBoss
	}
	s.rng = rules.NewRNG(rng.Uint64())
	s.diceSeed = rng.Uint64()
	// Only the search determinizes: its playouts stop lookaheadRounds
	// round starts ahead and are judged there (evaluate.go).
	s.horizonRound = s.round + lookaheadRounds
}

// HorizonReached is the end of the game, or, in a search's determinization,
// the start of the round lookaheadRounds ahead of the one it was dealt in.
func (s *State) HorizonReached() bool {
	return s.Over() || (s.horizonRound > 0 && s.round >= s.horizonRound)
}

// Rewards is 1 for a won game, 0 for a lost one; at a search's horizon (or
// a playout cut short), the careful player's estimated chance to win.
func (s *State) Rewards(dst []float64) {
	switch s.result {
	case Won:
		dst[0] = 1
	case Lost:
		dst[0] = 0
	default:
		dst[0] = s.winChance()
	}
}
