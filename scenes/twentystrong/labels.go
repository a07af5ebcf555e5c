package twentystrong

import (
	"fmt"
	"strconv"
	"strings"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// numbers are the texts of small numbers, made once so drawing and the
// story line do not format.
var numbers = func() (t [64]string) {
	for i := range t {
		t[i] = strconv.Itoa(i)
	}
	return t
}()

// num is n's text (formatted only past the table).
func num(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return strconv.Itoa(n)
}

// Test-contract ids and the cards' short texts, made once.
var (
	scoutIDs                                        = [ts.NumStacks]string{"scout.1", "scout.2", "scout.3"}
	scoutLabels                                     = [ts.NumStacks]string{"Scout 1", "Scout 2", "Scout 3"}
	stackIDs                                        = [ts.NumStacks]string{"stack.1", "stack.2", "stack.3"}
	colourNames                                     = [ts.NumColours]string{"yellow", "green", "blue", "purple", "red"}
	poolIDs, recoverIDs, banishIDs, exhaustedIDs    = colourIDs()
	dieIDs, appliedIDs                              = dieTableIDs()
	cardIDs, itemIDs, takeIDs, declineIDs, afterIDs = cardTableIDs()
	cardTexts                                       = makeCardTexts()
	timesText                                       = makeTimesText()
)

// cardText is what a card says on the table, short enough for a phone.
type cardText struct {
	name, stats, effect, reward string
	// activeStats leaves out "Mandatory", which matters only on a stack.
	activeStats string
	// shortStats are Health and Damage alone, for a card too small for
	// the rest (the inspector has it).
	shortStats string
	// topEffect is the effect on a stack's large top (stacktops.go),
	// with "Mandatory" before it: a line of its own, in red.
	topEffect string
}

// colourIDs are the ids of the pool's dice and of the buttons that
// recover, banish and mark exhausted a colour.
func colourIDs() (pool, rec, ban, exh [ts.NumColours]string) {
	for c := range ts.NumColours {
		pool[c] = "pool.die." + colourNames[c]
		rec[c] = "recover." + colourNames[c]
		ban[c] = "banish." + colourNames[c]
		exh[c] = "exhausted." + colourNames[c]
	}
	return pool, rec, ban, exh
}

// dieTableIDs are the ids of the active dice and of the applied ones.
func dieTableIDs() (active, applied [ts.NumDice]string) {
	for d := range ts.DieID(ts.NumDice) {
		active[d] = "active.die." + d.String()
		applied[d] = "applied.die." + d.String()
	}
	return active, applied
}

// cardTableIDs are the ids of the cards, the items and the take and
// decline buttons, by card.
func cardTableIDs() (card, item, take, decline, after [ts.NumCards]string) {
	for c := range ts.CardID(ts.NumCards) {
		code := c.String()
		card[c], item[c] = "card."+code, "item."+code
		take[c], decline[c] = "take."+code, "decline."+code
		after[c] = "after." + code
	}
	return card, item, take, decline, after
}

// makeCardTexts are the cards' short texts.
func makeCardTexts() (texts [ts.NumCards]cardText) {
	for c := range ts.CardID(ts.NumCards) {
		info := &ts.Cards[c]
		stats := "HP " + num(info.Health) + " · Dmg " + num(info.Damage)
		if info.Boss {
			stats = "HP " + num(info.Health) + "+Alarm · Dmg " + num(info.Damage)
		}
		if info.Extra > 0 {
			stats += " · +" + num(info.Extra) + " enemy"
		}
		active := stats
		if info.Mandatory && !info.Boss {
			stats = "Mandatory · " + stats
		}
		texts[c] = cardText{name: info.Name, stats: stats, activeStats: active, effect: effectText(info.Effect), reward: rewardText(info.Reward)}
		texts[c].shortStats = "HP " + num(info.Health) + " · Dmg " + num(info.Damage)
		texts[c].topEffect = texts[c].effect
		if info.Mandatory {
			texts[c].topEffect = strings.TrimSuffix("Mandatory · "+texts[c].effect, " · ")
		}
	}
	return texts
}

// makeTimesText are the multipliers "×0" to "×NumDice".
func makeTimesText() (t [ts.NumDice + 1]string) {
	for n := range t {
		t[n] = "×" + strconv.Itoa(n)
	}
	return t
}

func colourWord(c ts.Colour) string {
	if c < ts.NumColours {
		return colourNames[c]
	}
	return ""
}

// effectText is an enemy effect in a few words.
func effectText(e ts.Effect) string {
	n := num(int(e.N))
	switch e.Kind {
	case ts.DuringImmuneColour:
		return "Immune to " + colourWord(e.Colour)
	case ts.DuringMaxDice:
		return "At most " + diceWord(int(e.N))
	case ts.DuringNoCrit:
		return "1 damage a die"
	case ts.DuringOnePhase:
		return "One phase only"
	case ts.DuringGuard:
		return "Guard: first"
	case ts.SpecialAmbushExhaust:
		return "Enters: exhaust " + n
	case ts.SpecialAlarm:
		return "Enters: Alarm +" + n
	case ts.AfterExhaustPool:
		return "After: exhaust " + n
	case ts.AfterBanishExhausted:
		return "After: banish " + n
	case ts.AfterRecoveryMinus:
		return "After: recover -" + n
	case ts.AfterMissSting:
		return "After: sting per " + n + " " + plural(int(e.N), "miss", "misses")
	case ts.AfterReturnIfUndefeated:
		return "Returns if standing"
	}
	return ""
}

// rewardText is a reward in a few words.
func rewardText(r ts.Reward) string {
	n := num(int(r.N))
	switch r.Kind {
	case ts.InstantHeal:
		return "Heal " + n
	case ts.InstantRecover:
		return "Recover " + n
	case ts.InstantRaise:
		if r.Stat == ts.StatStrategy {
			return "Strategy +1"
		}
		return "Recovery +1"
	case ts.InstantCalm:
		return "Alarm -" + n
	case ts.ItemReroll:
		return "Item: reroll " + n
	case ts.ItemPlusOne:
		return "Item: +1 damage"
	case ts.ItemWard:
		return "Item: ward " + n
	case ts.ItemHeal:
		return "Item: heal " + n
	case ts.OngoingWard:
		return "Ward " + n + " a round"
	case ts.OngoingReroll:
		return "Reroll " + n + " a round"
	case ts.OngoingColourPlus:
		return "+1 on " + colourWord(r.Colour)
	case ts.OngoingRecoverPlus:
		return "Recover +" + n
	}
	return ""
}

// abilityText is a hero's ability in a few words.
func abilityText(ab ts.Ability) string {
	n := num(int(ab.N))
	switch ab.Kind {
	case ts.AbilityWard:
		return "prevent " + n + " damage a round"
	case ts.AbilityReroll:
		return "reroll " + diceWord(int(ab.N)) + " a round"
	case ts.AbilityColourPlus:
		return "+1 on " + colourWord(ab.Colour) + " hits"
	case ts.AbilityRecoverPlus:
		return "recover " + n + " more"
	case ts.AbilityScout:
		return "scout a stack once a round"
	case ts.AbilitySweepHeal:
		return "heal " + n + " when all are defeated"
	case ts.AbilityKeepColour:
		return colourWord(ab.Colour) + " die never exhausted"
	}
	return ""
}

// heroForms are the hero's texts on the table, longest first: its name
// and printed ability, its name with the ability in a few words, its
// first name with them.
type heroForms struct {
	name, text, short, shortest string
}

func makeHeroForms(h *ts.HeroInfo) heroForms {
	first, _, _ := strings.Cut(h.Name, ",")
	ability := abilityText(h.Ability)
	return heroForms{name: h.Name, text: h.Text, short: h.Name + ": " + ability, shortest: first + ": " + ability}
}

// labels are the texts drawn each frame, made again only when what they
// say changes (labelsDirty, or the preview's key).
type labels struct {
	bar      string
	prompt   string
	preview  string
	boss     string // the boss's damage and Health in the endgame
	noEnemy  string // what the empty enemies' band says
	stacks   [ts.NumStacks]string
	tops     [ts.NumStacks]string // "Stack 1 · 15 left", under a stack's large top
	pool     [ts.NumColours]string
	exhaust  [ts.NumColours]string
	inv      string
	key      previewKey
	promptAt int
}

type previewKey struct {
	moves     int
	expected  int // tenths
	p         ts.ResolvePreview
	step      ts.Step
	choice    ts.ChoiceKind
	count     int
	busy      bool
	moving    bool // events or dice still being shown (a replay's story)
	round     int
	phase     int
	discard   int
	invN      int
	strategy  int
	bossShown int
}

// refreshLabels makes the texts again when the view or the position
// changed.
func (s *scene) refreshLabels() {
	st := s.Match.State
	v := &s.view
	kind, _, count := st.Choice()
	key := previewKey{moves: len(s.Match.Record.Moves), expected: int(st.ExpectedDamage()*10 + 0.5), p: st.PreviewResolve(),
		step: st.Step(), choice: kind, count: count, busy: !s.ready(), moving: s.Busy() || s.tumbling(), round: v.round, phase: v.phase,
		discard: s.discardCount(), invN: v.inventN, strategy: v.strategy.Shown(), bossShown: v.bossHealth.Shown()}
	if key == s.labels.key && !s.labelsDirty {
		return
	}
	s.labelsDirty = false
	lb := &s.labels
	lb.key = key
	// The hero by its first name (hold the stat dice to read its card).
	hero, _, _ := strings.Cut(st.Hero().Name, ",")
	lb.bar = hero + " · Round " + num(v.round) + " · Discard " + num(key.discard)
	if v.phase > 0 {
		lb.bar = hero + " · Round " + num(v.round) + " · Phase " + num(v.phase) + " · Discard " + num(key.discard)
	}
	for k := range lb.stacks {
		lb.stacks[k] = num(s.stackLen(k)) + " left"
		lb.tops[k] = "Stack " + num(k+1) + " · " + lb.stacks[k]
	}
	for col := range ts.NumColours {
		lb.pool[col], lb.exhaust[col] = "", ""
		if n := s.countDice(col, ts.ZonePool); n > 0 {
			lb.pool[col] = timesText[n]
		}
		if n := s.countDice(col, ts.ZoneExhausted); n > 0 {
			lb.exhaust[col] = timesText[n]
		}
	}
	lb.inv = "Items " + num(v.inventN) + "/" + num(v.strategy.Shown())
	// The empty enemies' band says what fills it, in the prompt's words.
	lb.noEnemy = "No enemy is active."
	if st.Step() == ts.StepActivate && s.ready() { // a replay asks nothing
		lb.noEnemy = "No enemy is active yet: tap a stack to bring its top card here."
	}
	b := st.Boss()
	lb.boss = ""
	if v.endgame {
		lb.boss = num(v.damage[b]) + "/" + num(v.bossHealth.Shown())
	}
	p := key.p
	if step := st.Step(); step >= ts.StepSuffer {
		// Resolve is under way: what resolving now would cost no longer
		// applies (the damage is being taken).
		lb.preview = ""
		lb.prompt = s.promptText()
		return
	}
	lb.preview = fmt.Sprintf("Dice out: %.1f damage · Resolve now: %s", float64(key.expected)/10, resolveCost(p))
	if p.Undefeated > 0 {
		lb.preview += " · " + num(p.Undefeated) + " standing"
	}
	if p.Loses {
		lb.preview += " (you would lose!)"
	}
	lb.prompt = s.promptText()
}

// resolveCost says what stopping now would cost, naming only what it
// costs ("no loss" when nothing).
func resolveCost(p ts.ResolvePreview) string {
	var parts []string
	if p.HealthLost > 0 {
		parts = append(parts, "-"+num(p.HealthLost)+" Health")
	}
	if p.AlarmGained > 0 {
		parts = append(parts, "+"+num(p.AlarmGained)+" Alarm")
	}
	if p.DiceExhausted > 0 {
		parts = append(parts, num(p.DiceExhausted)+" exhausted")
	}
	if p.DiceBanished > 0 {
		parts = append(parts, num(p.DiceBanished)+" banished")
	}
	if len(parts) == 0 {
		return "no loss"
	}
	return strings.Join(parts, ", ")
}

// promptText says what the player is asked now.
func (s *scene) promptText() string {
	st := s.Match.State
	if s.Open {
		return s.replayPrompt()
	}
	if s.story != "" && !s.ready() {
		return s.story
	}
	if st.Over() {
		return s.story
	}
	if !s.Match.HumanToMove() {
		return "The computer plays the colony."
	}
	if s.aiming {
		return "Tap a die on an enemy to add 1 damage (Esc or tap the item again to cancel)."
	}
	kind, card, count := st.Choice()
	switch kind {
	case ts.ChoiceReward:
		return ts.Cards[card].Name + " is defeated: take its reward (" + cardTexts[card].reward + ") or decline it."
	case ts.ChoiceExhaust:
		return cardTexts[card].name + ": tap " + diceWord(count) + " in your pool to exhaust."
	case ts.ChoiceBanish:
		return cardTexts[card].name + ": tap " + diceWord(count) + " among the exhausted to banish."
	case ts.ChoiceRecover:
		return "Recover: tap " + diceWord(count) + " among the exhausted to bring back to your pool."
	}
	switch st.Step() {
	case ts.StepActivate:
		if n := st.PendingActivations(); n > 1 {
			return "Tap a stack to activate its top card (" + num(n) + " more to come)."
		}
		if st.StackLen(0)+st.StackLen(1)+st.StackLen(2) == 0 {
			return "Every stack is empty: start the endgame."
		}
		return "Tap a stack to activate its top card" + s.orEndgame() + "."
	case ts.StepCommit:
		// Resolving without rolling lets the enemies through: the run's
		// central trade-off, said where it is made.
		if s.legal.resolve {
			return "Tap dice in your pool to commit them, then Roll; or Resolve now and take the enemies' damage."
		}
		return "Tap dice in your pool to commit them, then Roll."
	case ts.StepApply:
		// Only the buttons on screen are named: Reroll shows while the
		// hero's reroll is left; an item's Use shows once it is tapped.
		reroll := s.legal.reroll
		switch _, n := s.single(); {
		case n == 1 && reroll:
			return "1 die picked: tap a card to apply it, or more dice to reroll them together."
		case n == 1:
			return "1 die picked: tap a card to apply it (tap the die again to drop it)."
		case n > 1 && reroll:
			return num(n) + " dice picked: Reroll rolls them again; tap a die again to drop it."
		case n > 1:
			return num(n) + " dice picked: tap a reroll item, then Use, to roll them again; or tap a die again to drop it."
		}
		return "Tap a rolled die, then the card to apply it to."
	case ts.StepSuffer:
		return "Suffer Damage: use a ward item, or Suffer."
	case ts.StepItems:
		return "Tap a defeated card to keep its item (room: Strategy), then Done."
	case ts.StepAfter:
		return "Choose which After effect resolves first: tap " + s.waitingAfterNames() + "."
	}
	return ""
}

// replayPrompt says, in a replay, what the move shown did while it is
// shown and then what the record decides next; the viewer is never asked.
func (s *scene) replayPrompt() string {
	st := s.Match.State
	if s.story != "" && (s.Busy() || s.tumbling()) || st.Over() {
		return s.story
	}
	kind, card, _ := st.Choice()
	switch kind {
	case ts.ChoiceReward:
		return "Next: take " + ts.Cards[card].Name + "'s reward or decline it."
	case ts.ChoiceExhaust:
		return "Next: " + cardTexts[card].name + " exhausts dice."
	case ts.ChoiceBanish:
		return "Next: " + cardTexts[card].name + " banishes dice."
	case ts.ChoiceRecover:
		return "Next: dice to recover."
	}
	return replaySteps[st.Step()]
}

// replaySteps are the replay's words for each step's decision.
var replaySteps = map[ts.Step]string{
	ts.StepActivate: "Next: a stack to activate, or the endgame.",
	ts.StepCommit:   "Next: dice to commit and roll, or Resolve.",
	ts.StepApply:    "Next: rolled dice applied to cards.",
	ts.StepSuffer:   "Next: a ward, or suffer the damage.",
	ts.StepItems:    "Next: items to keep.",
	ts.StepAfter:    "Next: which After effect resolves first.",
}

// waitingAfterNames names the active cards whose After effect the player
// may resolve next, in activation order: "Lawnmower or Gusty Wind".
func (s *scene) waitingAfterNames() string {
	st := s.Match.State
	var names []string
	for i := 0; i < st.ActiveLen(); i++ {
		if c := st.ActiveAt(i); st.AfterWaits(c) {
			names = append(names, cardTexts[c].name)
		}
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func (s *scene) orEndgame() string {
	if s.legal.endgame {
		return ", or start the endgame"
	}
	return ""
}

func diceWord(n int) string {
	if n == 1 {
		return "1 die"
	}
	return num(n) + " dice"
}

// stackLen counts the cards the view has in stack k.
func (s *scene) stackLen(k int) int {
	n := 0
	for c := range s.view.cardZone {
		if s.view.cardZone[c] == ts.ZoneStack1+ts.Zone(k) {
			n++
		}
	}
	return n
}

func (s *scene) discardCount() int {
	n := 0
	for c := range s.view.cardZone {
		if s.view.cardZone[c] == ts.ZoneDiscard {
			n++
		}
	}
	return n
}

func (s *scene) countDice(col ts.Colour, z ts.Zone) int {
	n := 0
	for d := range ts.DieID(ts.NumDice) {
		if d.Colour() == col && s.view.dieZone[d] == z {
			n++
		}
	}
	return n
}

// storyOf is a run's story in one line, for the tally and the results.
func storyOf(st *ts.State, rounds, defeated, alarmAtEndgame int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s, %d %s defeated", rounds, plural(rounds, "round", "rounds"), defeated, plural(defeated, "enemy", "enemies"))
	if st.Endgame() {
		fmt.Fprintf(&b, ", Alarm %d at the endgame against %s", alarmAtEndgame, ts.Cards[st.Boss()].Name)
	}
	return b.String()
}
