package twentystrong

import (
	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// view is the table as the player has been shown it: the events played
// back so far change it one at a time, so a Resolve phase runs on screen
// step by step while the rule state is already at its end. When the queue
// is empty it is made equal to the rule state again (syncView), which
// changes nothing unless a skip jumped over events.
type view struct {
	dieZone [ts.NumDice]ts.Zone
	dieCard [ts.NumDice]ts.CardID
	dieFace [ts.NumDice]int8 // -1 not rolled

	cardZone  [ts.NumCards]ts.Zone
	active    [ts.NumCards]ts.CardID
	activeN   int
	inventory [ts.NumCards]ts.CardID
	inventN   int
	stackTop  [ts.NumStacks]ts.CardID
	damage    [ts.NumCards]int
	defeated  [ts.NumCards]bool
	bossUp    bool
	endgame   bool

	health, strategy, recovery, alarm, bossHealth ui.Counter
	round, phase                                  int
}

// tumble is a die rolling on screen: it turns and flickers through faces
// for dur ticks, then lands on the face the rules rolled.
type tumble struct {
	left, dur int
	seed      uint32 // the die and its roll count: a replay tumbles alike
	rolls     uint32
}

// dieMotion and cardMotion carry sprites to the places the layout gives
// their zone: Pose X, Y is the top-left corner and Scale the width (a
// card's height glides in h).
type cardMotion struct {
	pos ui.Motion
	h   ui.Motion
}

// syncView makes the view the rule state, for a resumed game, a skip or an
// undo; the sprites then glide (or snap, with snap) to their places.
func (s *scene) syncView() {
	st := s.Match.State
	v := &s.view
	for d := range ts.DieID(ts.NumDice) {
		zone, face, card, _ := st.DieZone(d)
		v.dieZone[d], v.dieCard[d], v.dieFace[d] = zone, card, int8(face)
		if zone != ts.ZoneCommitted && zone != ts.ZoneOnCard {
			v.dieFace[d] = -1
		}
	}
	for c := range ts.CardID(ts.NumCards) {
		v.cardZone[c] = st.CardZone(c)
		v.damage[c] = 0
		v.defeated[c] = false
	}
	v.activeN = 0
	for i := range st.ActiveLen() {
		c := st.ActiveAt(i)
		v.active[v.activeN] = c
		v.activeN++
		v.damage[c] = st.CardDamage(c)
		v.defeated[c] = st.Defeated(c)
	}
	v.inventN = 0
	for i := range st.InventoryLen() {
		v.inventory[v.inventN] = st.InventoryAt(i)
		v.inventN++
	}
	for k := range v.stackTop {
		v.stackTop[k] = st.StackTop(k)
	}
	v.bossUp, v.endgame = st.BossShown(), st.Endgame()
	v.health.Set(st.Health(), 0)
	v.strategy.Set(st.Strategy(), 0)
	v.recovery.Set(st.Recovery(), 0)
	v.alarm.Set(st.Alarm(), 0)
	bossHealth := 0
	if st.Endgame() {
		bossHealth = st.CardHealth(st.Boss())
	}
	v.bossHealth.Set(bossHealth, 0)
	v.round, v.phase = st.Round(), st.Phase()
	for d := range s.tumbles {
		s.tumbles[d].left = 0
	}
	s.labelsDirty = true
}

// Show applies one event to the view and returns the beat after it, in
// ticks at normal speed.
func (s *scene) Show(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	s.labelsDirty = true
	switch e.Kind {
	case rules.EvMove:
		if e.Item < 0 {
			return 0
		}
		if ts.Zone(e.To) >= ts.ZonePool {
			return s.showDieMove(a, e)
		}
		return s.showCardMove(a, e)
	case rules.EvRoll:
		d := e.Item
		v.dieFace[d] = int8(e.Value)
		s.rollCount[d]++
		dur := s.tumbleTicks(a)
		s.tumbles[d] = tumble{left: dur, dur: dur, seed: uint32(d)*2654435761 + s.rollCount[d]*40503, rolls: s.rollCount[d]}
		if s.rollSoundAt != a.Ticks() {
			s.rollSoundAt = a.Ticks()
			a.Play(audio.Roll)
		}
		return 2
	case rules.EvScore:
		c := ts.CardID(e.Item)
		v.damage[c] = e.Value
		s.flash(c, 24)
		return 6
	case rules.EvCount:
		return s.showCount(a, e)
	case rules.EvNote:
		return s.showNote(a, e)
	case rules.EvRoundEnd:
		s.story = "Round " + num(e.Value) + " is over."
		return 16
	case rules.EvGameEnd:
		s.prepareTally()
		if s.Match.State.Result() != ts.Won {
			return scenes.OpenLostTally
		}
		return scenes.OpenTally
	}
	return 0
}

func (s *scene) showDieMove(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	d := e.Item
	to := ts.Zone(e.To)
	v.dieZone[d], v.dieCard[d] = to, ts.NoCard
	if to == ts.ZoneOnCard {
		v.dieCard[d] = ts.CardID(e.Cell)
		a.Play(audio.Place)
		return 6
	}
	if to != ts.ZoneCommitted {
		v.dieFace[d] = -1
	}
	switch to {
	case ts.ZoneCommitted:
		a.Play(audio.Deal)
	case ts.ZoneExhausted, ts.ZoneBanished:
		a.Play(audio.Draw)
	}
	return 3
}

func (s *scene) showCardMove(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	c := ts.CardID(e.Item)
	from, to := ts.Zone(e.From), ts.Zone(e.To)
	v.cardZone[c] = to
	if from < ts.ZoneActive && v.stackTop[from] == c {
		v.stackTop[from] = ts.NoCard // the next top is revealed by its own event
	}
	if from == ts.ZoneActive && to != ts.ZoneActive {
		v.activeN = removeCard(v.active[:v.activeN], c)
		v.damage[c], v.defeated[c] = 0, false
	}
	if from == ts.ZoneInventory && to != ts.ZoneInventory {
		v.inventN = removeCard(v.inventory[:v.inventN], c)
	}
	switch to {
	case ts.ZoneActive:
		v.active[v.activeN] = c
		v.activeN++
		if c == s.Match.State.Boss() {
			v.bossUp = true
		}
	case ts.ZoneInventory:
		v.inventory[v.inventN] = c
		v.inventN++
	}
	if to == ts.ZoneBoss && e.FaceUp {
		v.bossUp = true
	}
	s.flash(c, 20)
	a.Play(audio.Draw)
	return 12
}

// removeCard takes c out of list, keeping the order; it returns the new
// length.
func removeCard(list []ts.CardID, c ts.CardID) int {
	n := 0
	for _, x := range list {
		if x != c {
			list[n] = x
			n++
		}
	}
	return n
}

func (s *scene) showCount(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	dur := s.countDur
	switch e.Item {
	case ts.CounterHealth:
		v.health.Set(e.Value, dur)
		if e.Delta < 0 {
			a.Play(audio.Play) // a thud: the colony is hurt
			s.hurt = 30
		}
	case ts.CounterStrategy:
		v.strategy.Set(e.Value, dur)
	case ts.CounterRecovery:
		v.recovery.Set(e.Value, dur)
	case ts.CounterAlarm:
		v.alarm.Set(e.Value, dur)
	case ts.CounterBossHealth:
		v.bossHealth.Set(e.Value, dur)
	}
	return 10
}

// showNote tells the story of the rules' notes on the line under the
// table and lights up the card they are about.
func (s *scene) showNote(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	card := ts.NoCard
	if e.Item >= 0 && e.Item < ts.NumCards {
		card = ts.CardID(e.Item)
	}
	name := ""
	if card != ts.NoCard {
		name = ts.Cards[card].Name
	}
	switch e.Value {
	case ts.NoteRound:
		v.round, v.phase = e.Item, 0
		s.story = "Round " + num(e.Item) + " begins."
		return 10
	case ts.NoteStrategyPhase:
		v.phase = e.Item
		s.story = "Strategy phase " + num(e.Item) + "."
		return 6
	case ts.NoteResolveStep:
		if e.Item >= 1 && e.Item < len(ts.ResolveSteps) {
			s.story = "Resolve: " + ts.ResolveSteps[e.Item] + "."
		}
		if e.Item == 1 { // Suffer Damage
			s.lastBlow = blowStruck
		}
		return 18
	case ts.NoteDefeated:
		v.defeated[card] = true
		s.flash(card, 40)
		s.story = name + " is defeated!"
		a.Play(audio.Count)
		return 16
	case ts.NoteRevealed:
		if k := e.To - int(ts.ZoneStack1); k >= 0 && k < ts.NumStacks {
			v.stackTop[k] = card
		}
		return 4
	case ts.NoteRewardTaken:
		s.flash(card, 30)
		s.story = "Reward taken: " + name + "."
		return 10
	case ts.NoteRewardDeclined:
		s.story = "Reward declined: " + name + "."
		return 6
	case ts.NoteItemUsed:
		s.flash(card, 30)
		s.story = "Item used: " + name + "."
		return 10
	case ts.NoteAbilityUsed:
		s.story = s.Match.State.Hero().Name + "'s ability."
		return 10
	case ts.NotePrevented:
		s.story = "Wards prevent " + num(e.Delta) + " damage."
		return 14
	case ts.NoteSting:
		s.lastBlow, s.blowCard = blowStung, card
		s.flash(card, 30)
		s.story = name + " stings: " + num(e.Cell) + " " + plural(e.Cell, "miss", "misses") + " showing, " + num(e.Delta) + " Health lost."
		return 16
	case ts.NoteOverflow:
		s.lastBlow = blowAlarm
		s.story = "The Alarm overflows: " + num(e.Delta) + " Health lost."
		return 16
	case ts.NoteEndgame:
		v.endgame, v.bossUp = true, true
		s.flash(card, 40)
		s.story = "The endgame: " + name + " with " + num(e.Cell) + " Health."
		return 24
	case ts.NoteRecoveryMinus:
		s.flash(card, 30)
		s.story = name + ": recover " + diceWord(e.Delta) + " fewer this round."
		return 12
	case ts.NoteNoEffect:
		s.flash(card, 20)
		s.story = name + " changes nothing."
		return 8
	}
	return 0
}

// flash lights card c up for ticks (an effect acting, a card moving).
func (s *scene) flash(c ts.CardID, ticks int) {
	if c >= 0 && int(c) < ts.NumCards {
		s.flashes[c] = ticks
	}
}

// tumbleTicks is how long a die rolls at the player's settings: none at
// Instant speed or with reduced motion (the face is shown at once).
func (s *scene) tumbleTicks(a *ui.Context) int {
	if a.Settings.ReducedMotion {
		return 0
	}
	return a.Settings.Speed.Scale(30)
}

// face is the face a tumbling die shows at this point of its roll:
// it flickers every few ticks through faces drawn from its seed, and
// shows its real face for the last quarter.
func (t *tumble) face(real ts.Outcome) ts.Outcome {
	if t.left <= t.dur/4 {
		return real
	}
	step := uint32((t.dur - t.left) / 4)
	h := (t.seed + step*0x9e3779b9) * 2246822519
	return ts.Outcome((h >> 16) % 3)
}

// stepAnimations advances every tween, count, tumble and flash by a tick.
func (s *scene) stepAnimations() {
	for d := range s.dice {
		s.dice[d].Step()
		if t := &s.tumbles[d]; t.left > 0 {
			t.left--
		}
	}
	for c := range s.cards {
		s.cards[c].pos.Step()
		s.cards[c].h.Step()
		if s.flashes[c] > 0 {
			s.flashes[c]--
		}
	}
	if s.hurt > 0 {
		s.hurt--
	}
	v := &s.view
	for _, c := range [...]*ui.Counter{&v.health, &v.strategy, &v.recovery, &v.alarm, &v.bossHealth} {
		c.Step()
		if c.Changed() {
			s.labelsDirty = true
		}
	}
}

// Skip: every tween, count and tumble ends at once.
func (s *scene) Skip() {
	for d := range s.dice {
		s.dice[d].Finish()
		s.tumbles[d].left = 0
	}
	for c := range s.cards {
		s.cards[c].pos.Finish()
		s.cards[c].h.Finish()
	}
	v := &s.view
	for _, c := range [...]*ui.Counter{&v.health, &v.strategy, &v.recovery, &v.alarm, &v.bossHealth} {
		c.Finish()
	}
	s.snapNext = true
}

// tumbling tells whether a die is still rolling on screen: the player
// acts once the dice have landed.
func (s *scene) tumbling() bool {
	for d := range s.tumbles {
		if s.tumbles[d].left > 0 {
			return true
		}
	}
	return false
}
