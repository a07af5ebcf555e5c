package twentystrong

import (
	"fmt"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// withLesson adds 20 Strong's "Learn to play" to the game.
func withLesson(g *scenes.Game) *scenes.Game {
	g.Lesson = lesson
	return g
}

// lesson is 20 Strong's "Learn to play": the first three rounds of run 1
// with Bramble against a face-up boss (the dice fall as the seed rolls
// them, the same on every device). The first two, played as the advisor
// plays them, show Activation, committing and rolling, crits and hits
// applied, an instant reward, a second Strategy phase for the dice that
// missed, the Resolve phase, recovering dice and keeping an item. The
// third lets an enemy through: Resolve without rolling, its damage less
// Bramble's ward, its After effect (one die fewer recovered) and the
// Alarm it raises at Cleanup. A solo game has no computer's moves to
// script.
//
// Every figure a line states is a {name} filled from the position by
// lessonFigures, with the rules' own functions: the line under the table
// ("Dice out") as the screen shows it, Health, the Alarm, the dice a
// choice asks for. TestLessonFigures checks that no digit is typed.
var lesson = &scenes.Lesson{
	Players: 1, Seed: 1, Choices: []int{1, 1, 0},
	Figures: lessonFigures,
	Steps: []scenes.LessonStep{
		{Move: "activate 2", Expect: []string{"stack.2"},
			Text:  "A round starts with Activation. Tap stack {stack} to bring its top card into play: the {card}, {cardHealth} Health, who raise the Alarm by {special} as they come, and hurt you for {cardDamage} if they still stand when the round resolves.",
			Wrong: "Tap stack {stack}: its top card, the {card}, is mandatory and must be faced."},
		{Move: "commit purple1", Expect: []string{"pool.die.purple"},
			Text:  "Strategy: commit dice from your pool. A purple die hits on {hitFaces} of its {faces} faces. Tap purple in your pool.",
			Wrong: "Tap purple in your pool to commit a purple die."},
		{Move: "commit purple2", Expect: []string{"pool.die.purple"},
			Text:  "A hit deals {hit} damage, a crit {crit} (still a single hit). Commit another purple.",
			Wrong: "Tap purple in your pool again."},
		{Move: "commit purple3", Expect: []string{"pool.die.purple"},
			Text:  "Another purple.",
			Wrong: "Tap purple in your pool again."},
		{Move: "commit purple4", Expect: []string{"pool.die.purple"},
			Text:  "And the last purple. The line under the table then reads Dice out: {outAfter} damage, what they are expected to deal in one roll, against the {card}' {cardHealth} Health. Every die committed is used up this round.",
			Wrong: "Tap purple in your pool once more."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll the {unappliedDice}.",
			Wrong: "Tap Roll."},
		{Move: "apply purple1 C26", Expect: []string{"active.die.purple1", "card.C26"},
			Text:  "A crit! Tap that die, then the {card}: {dieDamage} damage.",
			Wrong: "Tap the ringed purple die with the crit, then the {card}."},
		{Move: "apply purple2 C26", Expect: []string{"active.die.purple2", "card.C26"},
			Text:  "A hit deals {dieDamage}: put the ringed die on the {card} too.",
			Wrong: "Tap the ringed purple die, then the {card}."},
		{Move: "apply purple3 C26", Expect: []string{"active.die.purple3", "card.C26"},
			Text:  "Another hit, and their damage reaches their Health of {cardHealth}.",
			Wrong: "Tap the ringed purple die, then the {card}."},
		{Move: "take C26", Expect: []string{"take.C26"},
			Text:  "Defeated! An enemy's instant reward may be taken or declined at once. The {card}' reward recovers {rewardDice} from the exhausted area: {rewardNow}. Take it all the same.",
			Wrong: "Tap Take for the {card}' reward."},
		{Move: "resolve", Expect: []string{"resolve"},
			Text:  "No enemy stands: go to the Resolve phase. Enemies still standing there would hurt you and raise the Alarm.",
			Wrong: "Tap Resolve: every enemy is defeated."},
		{Move: "activate 2", Expect: []string{"stack.2"},
			Text:  "Round {round}. Activate stack {stack} again: the {card}, {cardHealth} Health, {cardDamage} damage.",
			Wrong: "Tap stack {stack} for the {card}."},
		{Move: "commit purple1", Expect: []string{"pool.die.purple"},
			Text:  "{poolPurple} back in your pool: your Recovery of {recovery} brought exhausted dice back as the last round resolved. Commit a purple.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit purple2", Expect: []string{"pool.die.purple"},
			Text:  "Another purple.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit purple3", Expect: []string{"pool.die.purple"},
			Text:  "And the last purple in your pool.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit red", Expect: []string{"pool.die.red"},
			Text:  "The red die never misses: commit it too.",
			Wrong: "Tap red in your pool."},
		{Move: "commit blue1", Expect: []string{"pool.die.blue"},
			Text:  "And a blue, which hits on {hitFaces} faces: Dice out then reads {outAfter} damage, against the moth's {cardHealth} Health.",
			Wrong: "Tap blue in your pool."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll the {unappliedDice}.",
			Wrong: "Tap Roll."},
		{Move: "apply purple3 C28", Expect: []string{"active.die.purple3", "card.C28"},
			Text:  "Put the purple crit on the moth: {dieDamage} damage.",
			Wrong: "Tap the ringed purple die, then the moth."},
		{Move: "apply purple2 C28", Expect: []string{"active.die.purple2", "card.C28"},
			Text:  "A purple hit: {dieDamage} more.",
			Wrong: "Tap the ringed purple die, then the moth."},
		{Move: "apply red C28", Expect: []string{"active.die.red", "card.C28"},
			Text:  "The red hit: the moth has {leftAfter} Health left.",
			Wrong: "Tap the red die, then the moth."},
		{Move: "next", Expect: []string{"next"},
			Text:  "The other dice missed. Begin another Strategy phase: dice not applied stay out and roll again. Your Strategy of {strategy} allows {strategyPhases} a round.",
			Wrong: "Tap Next phase to roll the missed dice again."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll the {unappliedDice} still out.",
			Wrong: "Tap Roll."},
		{Move: "apply blue1 C28", Expect: []string{"active.die.blue1", "card.C28"},
			Text:  "The blue hit defeats the moth.",
			Wrong: "Tap the ringed blue die, then the moth."},
		{Move: "resolve", Expect: []string{"resolve"},
			Text:  "Resolve: the committed dice are exhausted, applied or not, and a standing enemy would hurt you now.",
			Wrong: "Tap Resolve."},
		{Move: "recover purple1", Expect: []string{"recover.purple"},
			Text:  "Your Recovery of {recovery} brings {recoverDice} back to your pool. Choose a purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "recover purple2", Expect: []string{"recover.purple"},
			Text:  "Another purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "recover purple3", Expect: []string{"recover.purple"},
			Text:  "And the last purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "take C28", Expect: []string{"take.C28"},
			Text:  "The moth leaves an item: {item}. Tap it to keep it; you may hold as many items as your Strategy, {strategy}.",
			Wrong: "Tap the moth to keep its item."},
		{Move: "activate 1", Expect: []string{"stack.1"},
			Text:  "Round {round}. Activate stack {stack}: the {card}, {cardHealth} Health, {cardDamage} damage. Its After effect acts in the Resolve phase, even if it is defeated: you recover {minusDice} fewer this round.",
			Wrong: "Tap stack {stack} for the {card}."},
		{Move: "resolve", Expect: []string{"resolve"},
			Text:  "You need not fight every enemy: dice kept in your pool are there for the next rounds. Go to Resolve without rolling and let the {card} through.",
			Wrong: "Tap Resolve: this time no die is committed."},
		{Move: "recover purple4", Expect: []string{"recover.purple"},
			Text:  "It hit you for {cardDamage} and {hero}'s ward stopped {prevented}: Health {health}. Its After effect leaves you {recoverDice} to recover, not {recovery}. Recover the purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "recover blue1", Expect: []string{"recover.blue"},
			Text:  "And the blue; the red stays exhausted. At Cleanup the enemy left standing raises the Alarm from {alarm} to {alarmAfter}: each point is a point of Health for the boss in the endgame, and each point past {maxAlarm} costs you a point of Health.",
			Wrong: "Tap blue among your exhausted dice."},
	},
	End: "The summer is yours. Fight the enemies worth your dice and let the others through; a hit may also go on a defeated enemy, out of the rolls to come. Once a stack is empty you may start the endgame against the boss. Rules has it all.",
}

// lessonFigures are the figures the lesson's lines name, at the position
// a step's move is due (move "" for the summary): the card the move names
// or brings (else the first active one), the die it names, and the
// player's stats, all read from the rules.
func lessonFigures(state any, move string) map[string]string {
	st := state.(*ts.State)
	f := map[string]string{
		"round": num(st.Round()), "health": num(st.Health()), "strategy": num(st.Strategy()),
		"recovery": num(st.Recovery()), "alarm": num(st.Alarm()), "maxAlarm": num(ts.MaxAlarm),
		"faces": num(ts.FacesPerDie), "hero": heroFirstName(st),
		"hit":            num(st.DamageOf(ts.Purple, ts.Hit, ts.NoCard)),
		"crit":           num(st.DamageOf(ts.Purple, ts.Crit, ts.NoCard)),
		"strategyPhases": countOf(st.Strategy(), "Strategy phase", "Strategy phases"),
		"unappliedDice":  diceWord(unappliedDice(st)),
		"poolPurple":     countOf(diceIn(st, ts.Purple, ts.ZonePool), "purple die is", "purple dice are"),
	}
	if _, _, n := st.Choice(); n > 0 {
		f["recoverDice"] = diceWord(n)
	}
	// What stopping now costs at Cleanup: the Alarm as it will stand.
	f["alarmAfter"] = num(st.Alarm() + st.PreviewResolve().AlarmGained)
	if move == "" {
		return f
	}
	mv, err := st.ParseMove(move)
	if err != nil {
		return f
	}
	c := ts.NoCard
	switch {
	case mv.Kind == ts.MoveActivate:
		c = st.StackTop(int(mv.Stack))
		f["stack"] = num(int(mv.Stack) + 1)
	case mv.Card != ts.NoCard:
		c = mv.Card
	case st.ActiveLen() > 0:
		c = st.ActiveAt(0)
	}
	if c != ts.NoCard {
		info := &ts.Cards[c]
		f["card"] = info.Name
		f["cardHealth"] = num(st.CardHealth(c))
		f["cardDamage"] = num(info.Damage)
		f["special"] = num(int(info.Effect.N))
		f["minusDice"] = diceWord(int(info.Effect.N))
		f["rewardDice"] = diceWord(int(info.Reward.N))
		f["item"] = itemWords(info.Reward)
		ward := 0
		if ab := st.Ability(); ab.Kind == ts.AbilityWard {
			ward = int(ab.N)
		}
		f["prevented"] = num(min(info.Damage, ward))
		f["rewardNow"] = recoverNow(st, int(info.Reward.N))
	}
	if mv.Die != ts.NoDie {
		col := mv.Die.Colour()
		o, _ := st.DieOutcome(mv.Die)
		hits := 0
		for face := range ts.FacesPerDie {
			if ts.FaceOutcome(col, face) != ts.Miss {
				hits++
			}
		}
		f["hitFaces"] = num(hits)
		if c != ts.NoCard {
			f["dieDamage"] = num(st.DamageOf(col, o, c))
		}
	}
	// The figures once the move is played: the line under the table, and
	// the Health left on the card.
	after := st.Clone()
	after.SetEvents(false)
	if after.Apply(mv) == nil {
		f["outAfter"] = diceOutText(after.ExpectedDamage())
		if c != ts.NoCard {
			f["leftAfter"] = num(max(0, after.CardHealth(c)-after.CardDamage(c)))
		}
	}
	return f
}

// diceOutText is the "Dice out" figure as the line under the table shows
// it (refreshLabels): to a tenth.
func diceOutText(x float64) string {
	return fmt.Sprintf("%.1f", float64(int(x*10+0.5))/10)
}

// recoverNow says what an instant recover of n dice brings back now.
func recoverNow(st *ts.State, n int) string {
	exhausted := 0
	for d := range ts.DieID(ts.NumDice) {
		if z, _, _, _ := st.DieZone(d); z == ts.ZoneExhausted {
			exhausted++
		}
	}
	switch {
	case exhausted == 0:
		return "none of your dice is exhausted yet, so it brings nothing back now"
	case exhausted < n:
		return "it brings back the " + diceWord(exhausted) + " exhausted"
	}
	return "it brings back " + diceWord(n) + " of your choice"
}

// itemWords is an item reward in the lesson's words.
func itemWords(r ts.Reward) string {
	switch r.Kind {
	case ts.OngoingReroll:
		return "reroll " + diceWord(int(r.N)) + " once a round"
	case ts.ItemReroll:
		return "reroll up to " + diceWord(int(r.N)) + ", once"
	}
	return rewardText(r)
}

func heroFirstName(st *ts.State) string {
	name := st.Hero().Name
	for i := range len(name) {
		if name[i] == ',' {
			return name[:i]
		}
	}
	return name
}

// countOf is n with its noun, singular or plural as n says.
func countOf(n int, one, many string) string {
	return num(n) + " " + plural(n, one, many)
}

func unappliedDice(st *ts.State) int {
	n := 0
	for d := range ts.DieID(ts.NumDice) {
		if z, _, _, _ := st.DieZone(d); z == ts.ZoneCommitted {
			n++
		}
	}
	return n
}

func diceIn(st *ts.State, col ts.Colour, zone ts.Zone) int {
	n := 0
	for d := range ts.DieID(ts.NumDice) {
		if z, _, _, _ := st.DieZone(d); z == zone && d.Colour() == col {
			n++
		}
	}
	return n
}

// AppendKeepClear keeps in view of the lesson's box what its lines speak
// of though nothing there is tapped: the prompt (or the refusal in its
// place), the preview line under the table ("Dice out", what resolving
// now costs), the hero's Health, Strategy, Recovery and Alarm, and the
// active enemies (a step speaks of their effects while their cards are
// not tapped: at 360x640 the box hid one).
func (s *scene) AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	for _, p := range [...]struct {
		id string
		r  rect
	}{{"the status line", l.note}, {"the preview line", l.preview}, {"the stats", l.statsBand}, {"the enemies", s.enemiesShown()}} {
		if p.r.W > 0 && p.r.H > 0 {
			dst = append(dst, ui.Target{ID: p.id, X: p.r.X, Y: p.r.Y, W: p.r.W, H: p.r.H})
		}
	}
	return dst
}

// enemiesShown is the part of the enemies' band the active cards take,
// empty when none is out.
func (s *scene) enemiesShown() rect {
	l := &s.lay
	if s.view.activeN == 0 {
		return rect{}
	}
	first, last := l.active[0], l.active[s.view.activeN-1]
	return rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
}
