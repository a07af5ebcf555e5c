package twentystrong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Colours of the table.
var (
	// dieColours name the dice by their colours in the table's palette:
	// sprites.DrawDieFace draws such a die in the palette in force, with
	// its mark.
	dieColours = [ts.NumColours]color.RGBA{
		sprites.DieYellow.Classic(), sprites.DieGreen.Classic(), sprites.DieBlue.Classic(),
		sprites.DiePurple.Classic(), sprites.DieRed.Classic(),
	}
	bandFill     = color.RGBA{0x10, 0x2c, 0x20, 0xa0}
	cardEnemy    = color.RGBA{0xf4, 0xec, 0xd8, 0xff}
	cardBoss     = color.RGBA{0xe9, 0xc8, 0xc0, 0xff}
	cardDefeated = color.RGBA{0xa8, 0xa8, 0xa0, 0xff}
	cardItem     = color.RGBA{0xe6, 0xf0, 0xd8, 0xff}
	standing     = color.RGBA{0xd9, 0x53, 0x4f, 0xff}
	pipEmpty     = color.RGBA{0x00, 0x00, 0x00, 0x30}
	statFill     = [3]color.RGBA{{0xd9, 0x53, 0x4f, 0xff}, {0x2f, 0x6c, 0xc4, 0xff}, {0x3f, 0xa3, 0x5b, 0xff}}
	statNames    = [4]string{"Health", "Strategy", "Recovery", "Alarm"}
)

// Status is the top bar's line.
func (s *scene) Status() string { return s.labels.bar }

// DrawBoard paints the board between the table's top bar and inspector.
func (s *scene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	if s.layout < 0 {
		return
	}
	l := &s.lay
	for i, r := range [...]rect{l.stackBand, l.statsBand, l.key, l.activeBand, l.rolledBand, l.poolBand, l.exhaustedBand, l.invBand} {
		if i == 4 && l.rolledN == 0 {
			continue // no dice out: no empty shape beside the enemies
		}
		if i == 3 && s.view.activeN == 0 {
			continue // no enemy: its line or the stacks' tops, on the felt
		}
		if r.W > 0 {
			sprites.Panel(screen, r.Inset(-l.gap/3), l.gap, bandFill)
		}
	}
	s.drawStacks(a, screen)
	s.drawStats(a, screen)
	s.drawKey(a, screen)
	s.drawDiceBands(a, screen)
	s.drawCards(a, screen)
	s.drawDice(screen)
	if s.Tally {
		// The run's end: its panel over the lines and the buttons, the
		// final table it sums up left in view.
		s.drawEnd(a, screen)
		return
	}
	s.drawLines(a, screen)
	for _, b := range s.buttons {
		b.Draw(a, screen)
	}
	s.drawHint(screen)
}

// cardPose is where card c is drawn now (its tween).
func (s *scene) cardPose(c ts.CardID) rect {
	m := &s.cards[c]
	return rect{X: m.pos.X, Y: m.pos.Y, W: m.pos.Scale, H: m.h.X}
}

func (s *scene) drawStacks(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	v := &s.view
	for k := range ts.NumStacks {
		r := l.stacks[k]
		if v.stackTop[k] == ts.NoCard {
			sprites.Outline(screen, r, l.gap, sprites.Dim)
			s.box(a, screen, "Empty", r, l.small, sprites.Dim, false)
		}
	}
	if !v.bossUp {
		r := l.boss
		sprites.Panel(screen, r, l.gap, sprites.BackBlue)
		s.box(a, screen, "Boss (hidden)", r.Inset(r.W*0.08), l.small, sprites.White, true)
	}
}

func (s *scene) drawStats(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	v := &s.view
	values := [3]int{v.health.Shown(), v.strategy.Shown(), v.recovery.Shown()}
	for i := range 3 {
		die := l.statDie(i)
		side := die.W
		fill := statFill[i]
		if i == 0 && s.hurt > 0 && s.hurt/6%2 == 0 {
			fill = sprites.Gold
		}
		sprites.Panel(screen, die, side*0.2, fill)
		s.box(a, screen, num(values[i]), die, side*0.6, sprites.White, true)
		align := sprites.Left
		if l.statsMode == statsUnder {
			align = sprites.Center
		}
		s.boxAligned(a, screen, statNames[i], l.statCaption(a, i), l.small, sprites.Dim, false, align)
	}
	// The Alarm: a caption before (or under) six spots, 0..5, the
	// current one lit.
	track := l.alarmTrack(a)
	s.boxAligned(a, screen, statNames[3], l.statCaption(a, 3), l.small, sprites.Dim, false, sprites.Center)
	spot := min(track.W/6*0.75, track.H*0.45)
	step := min(track.W/6, spot*1.6) // spots far apart read as no track
	x0 := track.X
	if l.statsMode == statsUnder {
		x0 += (track.W - float64(ts.MaxAlarm)*step - spot) / 2 // over its caption
	}
	for i := 0; i <= ts.MaxAlarm; i++ {
		sr := rect{X: x0 + float64(i)*step, Y: track.Y + (track.H-spot)/2, W: spot, H: spot}
		fill := pipEmpty
		if i <= v.alarm.Shown() {
			fill = sprites.Gold
			if i > 0 {
				fill = standing
			}
		}
		sprites.Panel(screen, sr, spot/2, fill)
	}
	// The discard pile: a small card with its count, its caption beside
	// or under it, so the number is not read as the Alarm.
	d := l.discardRect()
	sprites.Panel(screen, d, l.gap/2, cardDefeated)
	s.box(a, screen, num(s.labels.key.discard), d, l.small, sprites.Ink, true)
	align := sprites.Left
	if l.statsMode == statsUnder {
		align = sprites.Center
	}
	s.boxAligned(a, screen, "Discard", l.statCaption(a, 4), l.small, sprites.Dim, false, align)
}

func (s *scene) drawDiceBands(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	st := s.Match.State
	kind, _, _ := st.Choice()
	ready := s.ready()
	for g := 0; g < l.rolledN; g++ {
		r := l.rolled[g]
		fill := bandFill
		if s.pickedIn(g) > 0 {
			fill = sprites.Gold
		}
		sprites.Panel(screen, r, l.gap, fill)
		if n := l.rolledCount[g]; n > 1 {
			s.box(a, screen, timesText[n], rect{X: r.X + r.W*0.6, Y: r.Y, W: r.W * 0.4, H: r.H}, l.small, sprites.White, true)
		}
	}
	capPool := rect{X: l.poolBand.X, Y: l.poolBand.Y, W: captionWidth(a, l.poolBand), H: l.poolBand.H}
	capExh := rect{X: l.exhaustedBand.X, Y: l.exhaustedBand.Y, W: captionWidth(a, l.exhaustedBand), H: l.exhaustedBand.H}
	s.box(a, screen, "Pool", capPool, l.small, sprites.Dim, false)
	s.box(a, screen, "Exhausted", capExh, l.small, sprites.Dim, false)
	for col := range ts.NumColours {
		if lb := s.labels.pool[col]; lb != "" {
			r := l.pool[col]
			if ready && kind == ts.ChoiceExhaust {
				sprites.Outline(screen, r, l.gap, sprites.Gold)
			}
			s.box(a, screen, lb, rect{X: r.X + r.W*0.62, Y: r.Y, W: r.W * 0.38, H: r.H}, l.small, sprites.White, true)
		}
		if lb := s.labels.exhaust[col]; lb != "" {
			r := l.exhausted[col]
			if ready && (kind == ts.ChoiceRecover || kind == ts.ChoiceBanish) {
				sprites.Outline(screen, r, l.gap, sprites.Gold)
			}
			s.box(a, screen, lb, rect{X: r.X + r.W*0.62, Y: r.Y, W: r.W * 0.38, H: r.H}, l.small, sprites.White, true)
		}
	}
	ib := l.invBand
	if l.invCaption {
		s.box(a, screen, s.labels.inv, rect{X: ib.X, Y: ib.Y, W: captionWidth(a, ib), H: ib.H}, l.small, sprites.Dim, false)
	}
	switch {
	case s.stackTopsShown():
		s.drawStackTops(a, screen)
	case s.view.activeN == 0:
		// The whole band's height: at 360x640 an inset box held the line
		// at no size allowed, and the band stood blank.
		b := l.activeBand
		s.box(a, screen, s.labels.noEnemy, rect{X: b.X + l.gap, Y: b.Y, W: b.W - 2*l.gap, H: b.H}, l.text*1.3, sprites.Dim, false)
	}
}

// drawCards draws every card shown: stack tops, the boss, the active
// enemies, the items, and cards on their way to the discard pile.
func (s *scene) drawCards(a *ui.Context, screen *ebiten.Image) {
	v := &s.view
	for c := range ts.CardID(ts.NumCards) {
		z := v.cardZone[c]
		moving := s.cards[c].pos.Moving()
		switch {
		case z <= ts.ZoneStack3:
			if v.stackTop[z] == c {
				s.drawSmallCard(a, screen, c, s.cardPose(c), s.labels.stacks[z])
			}
		case z == ts.ZoneBoss:
			if v.bossUp {
				s.drawSmallCard(a, screen, c, s.cardPose(c), "")
			}
		case z == ts.ZoneDiscard && moving:
			r := s.cardPose(c)
			sprites.Panel(screen, r, r.W*0.06, cardDefeated)
		}
	}
	for i := 0; i < v.inventN; i++ {
		s.drawItem(a, screen, v.inventory[i], s.cardPose(v.inventory[i]))
	}
	for i := 0; i < v.activeN; i++ {
		s.drawActive(a, screen, v.active[i], s.cardPose(v.active[i]))
	}
}

func (s *scene) drawSmallCard(a *ui.Context, screen *ebiten.Image, c ts.CardID, r rect, count string) {
	l := &s.lay
	fill := cardEnemy
	if ts.Cards[c].Boss {
		fill = cardBoss
	}
	sprites.Panel(screen, r, r.W*0.06, fill)
	if ts.Cards[c].Mandatory {
		sprites.Outline(screen, r, r.W*0.06, standing)
	}
	if s.flashes[c] > 0 {
		sprites.Outline(screen, r.Inset(-2), r.W*0.06, sprites.Gold)
	}
	in := r.Inset(min(r.W*0.04, l.gap/3))
	t := &cardTexts[c]
	bottom := t.effect
	if count != "" {
		bottom = count
	}
	// The texts as the card has room: "Mandatory" goes first (the red
	// edge says it too), then the count or the boss's effect (the
	// inspector has them).
	texts := [4]string{t.name, t.stats, bottom}
	if !s.fitBlock(a, texts, in.W, in.H, l.text, 0).ok {
		texts[1] = t.activeStats
		if !s.fitBlock(a, texts, in.W, in.H, l.text, 0).ok {
			texts[2] = ""
		}
	}
	s.drawBlock(a, screen, texts, [4]color.RGBA{sprites.Ink, sprites.Ink, sprites.RedInk}, in, l.text, 0)
}

func (s *scene) drawItem(a *ui.Context, screen *ebiten.Image, c ts.CardID, r rect) {
	l := &s.lay
	fill := cardItem
	if s.Match.State.ItemUsedThisRound(c) {
		fill = cardDefeated
	}
	sprites.Panel(screen, r, r.W*0.08, fill)
	if s.item == c {
		sprites.Outline(screen, r.Inset(-2), r.W*0.08, sprites.Gold)
	}
	in := r.Inset(min(r.W, r.H) * 0.06)
	texts := [4]string{cardTexts[c].name, cardTexts[c].reward}
	if !s.fitBlock(a, texts, in.W, in.H, l.small, 0).ok {
		// A full inventory on a phone on its side: what the item does,
		// in bold (its name is in the inspector).
		texts = [4]string{cardTexts[c].reward}
	}
	s.drawBlock(a, screen, texts, [4]color.RGBA{sprites.Ink, sprites.Ink}, in, l.small, 0)
}

// drawActive draws an active enemy: its name, Health and Damage, damage
// pips, effect and reward; red-edged while it would stay undefeated, grey
// once defeated, lit while an effect acts.
func (s *scene) drawActive(a *ui.Context, screen *ebiten.Image, c ts.CardID, r rect) {
	l := &s.lay
	v := &s.view
	info := &ts.Cards[c]
	fill := cardEnemy
	if info.Boss {
		fill = cardBoss
	}
	if v.defeated[c] {
		fill = cardDefeated
	}
	radius := min(r.W*0.06, r.H*0.1)
	sprites.Panel(screen, r, radius, fill)
	switch {
	case s.flashes[c] > 0, s.ready() && s.Match.State.AfterWaits(c):
		// A flash, or an After effect waiting for the tap that resolves it.
		sprites.Outline(screen, r.Inset(-2), radius, sprites.Gold)
	case !v.defeated[c]:
		sprites.Outline(screen, r, radius, standing)
	}
	in := r.Inset(min(r.W, r.H*1.2) * 0.05)
	t := &cardTexts[c]
	effect := t.effect
	if v.defeated[c] {
		effect = "Defeated"
	}
	// The texts clear of the dice put on the card (cardDieRect: rows
	// from the foot of an upright card, columns at a landscape one's
	// right).
	n := s.diceOnCard(c)
	text := rect{X: in.X, Y: in.Y, W: in.W - cardDiceWidth(r, n), H: in.H}
	if !landscapeCard(r) && !v.defeated[c] {
		// (A defeated card lies sideways: its dice sit over its lines.)
		text.H = max(0, in.H-cardDieSide(r, n)*1.1)
	}
	slot := min(in.H*0.09, l.text*0.9)
	if info.Boss && v.endgame {
		slot = l.text * 1.5 // the boss's damage and Health, in figures
	}
	size := max(l.text*1.2, min(in.W, in.H*1.2)*0.1)
	texts := [4]string{t.name, t.activeStats, effect, t.reward}
	// A small card (a phone's) drops the reward, then the extra stats,
	// then the effect (the inspector has them all) rather than cut its
	// name or its numbers.
	for k := 0; k < 3 && !s.fitBlock(a, texts, text.W, text.H, size, slot).ok; k++ {
		switch k {
		case 0:
			texts[3] = ""
		case 1:
			texts[1] = t.shortStats
		case 2:
			texts[2] = ""
		}
	}
	pips := s.drawBlock(a, screen, texts, [4]color.RGBA{sprites.Ink, sprites.Ink, sprites.RedInk, sprites.Ink}, text, size, slot)
	health := s.Match.State.CardHealth(c)
	if info.Boss && v.endgame {
		s.box(a, screen, s.labels.boss, pips, l.text*1.2, sprites.RedInk, true)
	} else if health > 0 {
		w := min(pips.W/float64(health), pips.H*1.6)
		x := pips.X + (pips.W-w*float64(health))/2
		for i := range health {
			p := rect{X: x + float64(i)*w, Y: pips.Y + pips.H*0.15, W: w * 0.8, H: pips.H * 0.7}
			f := pipEmpty
			if i < v.damage[c] {
				f = standing
			}
			sprites.Panel(screen, p, p.H/3, f)
		}
	}
}

// drawDice draws every die where its tween has it, tumbling while it
// rolls.
func (s *scene) drawDice(screen *ebiten.Image) {
	st := s.Match.State
	for d := range ts.DieID(ts.NumDice) {
		z := s.view.dieZone[d]
		if z == ts.ZoneBanished {
			continue
		}
		m := &s.dice[d]
		r := rect{X: m.X, Y: m.Y, W: m.Scale, H: m.Scale}
		face := sprites.DieBlank
		if f := s.view.dieFace[d]; f >= 0 {
			face = sprites.DieFace(ts.FaceOutcome(d.Colour(), int(f)))
		}
		col := sprites.DieColour(d.Colour())
		alpha := 1.0
		if z == ts.ZoneExhausted {
			alpha = 0.55
		}
		if t := &s.tumbles[d]; t.left > 0 {
			real, _ := st.DieOutcome(d)
			face = sprites.DieFace(t.face(real))
			k := float64(t.left) / float64(max(t.dur, 1))
			hop := r.H * 0.5 * k * k
			r.Y -= hop
			sprites.DrawDie(screen, r, k*k*6.5, 1, face, col)
			continue
		}
		sprites.DrawDie(screen, r, 0, alpha, face, col)
		if (z == ts.ZoneCommitted && s.picked&(1<<uint(d)) != 0) || (s.aiming && s.aimable(d)) {
			sprites.Outline(screen, r.Inset(-2), r.W*0.2, sprites.Gold) // picked, or a plus-one's target
		}
	}
}

// drawLines draws the preview and the prompt (or the last refusal), made
// smaller when they are long, never cut.
func (s *scene) drawLines(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	s.box(a, screen, s.labels.preview, l.preview, l.small, sprites.Dim, false)
	line := s.Note
	if line == "" {
		line = s.labels.prompt
	}
	s.box(a, screen, line, l.note, l.text, sprites.Gold, false)
}

// drawHint rings what the advisor's move taps.
func (s *scene) drawHint(screen *ebiten.Image) {
	if s.hintFor != len(s.Match.Record.Moves) || !s.ready() {
		return
	}
	r, ok := s.hintRect(s.hintMove)
	if ok {
		sprites.Outline(screen, r.Inset(-3), s.lay.gap, sprites.Gold)
		sprites.Outline(screen, r.Inset(-5), s.lay.gap, sprites.White)
	}
}

// hintRect is the first thing to tap for move mv.
func (s *scene) hintRect(mv ts.Move) (rect, bool) {
	l := &s.lay
	switch mv.Kind {
	case ts.MoveActivate:
		return l.stacks[mv.Stack], true
	case ts.MoveCommit, ts.MoveExhaust:
		return l.pool[mv.Die.Colour()], true
	case ts.MoveBanish, ts.MoveRecover:
		return l.exhausted[mv.Die.Colour()], true
	case ts.MoveApply:
		if g := l.dieOf[mv.Die]; g >= 0 && s.picked != 1<<uint(mv.Die) {
			return l.rolled[g], true
		}
		for i := 0; i < s.view.activeN; i++ {
			if s.view.active[i] == mv.Card {
				return l.active[i], true
			}
		}
	case ts.MoveAfter:
		for i := 0; i < s.view.activeN; i++ {
			if s.view.active[i] == mv.Card {
				return l.active[i], true
			}
		}
	case ts.MoveTake:
		for i := 0; i < s.view.activeN; i++ {
			if s.view.active[i] == mv.Card && s.take.Hidden {
				return l.active[i], true
			}
		}
	case ts.MoveUse, ts.MoveDiscard:
		if s.item != mv.Card {
			for i := 0; i < s.view.inventN; i++ {
				if s.view.inventory[i] == mv.Card {
					return l.items[i], true
				}
			}
		}
	}
	if b := s.buttonFor(mv); b != nil && !b.Hidden {
		return b.R, true
	}
	return rect{}, false
}

// buttonFor is the button that plays mv, if one does.
func (s *scene) buttonFor(mv ts.Move) *ui.Button {
	switch mv.Kind {
	case ts.MoveRoll:
		return s.roll
	case ts.MoveReroll:
		return s.reroll
	case ts.MoveNext:
		return s.next
	case ts.MoveResolve:
		return s.resolve
	case ts.MoveSuffer:
		return s.suffer
	case ts.MoveDone:
		return s.done
	case ts.MoveTake:
		return s.take
	case ts.MoveDecline:
		return s.decline
	case ts.MoveEndgame:
		return s.endgame
	case ts.MoveUse:
		return s.use
	case ts.MoveDiscard:
		return s.discard
	case ts.MoveScout:
		return s.scout[mv.Stack]
	}
	return nil
}

// AppendBoardTargets reports every tappable thing (test contract).
func (s *scene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	if !s.ready() || s.Tally || s.layout < 0 {
		return dst
	}
	l := &s.lay
	v := &s.view
	st := s.Match.State
	add := func(id, label string, r rect) {
		dst = append(dst, ui.Target{ID: id, Label: label, X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	for k := range ts.NumStacks {
		if v.stackTop[k] != ts.NoCard {
			add(stackIDs[k], cardTexts[v.stackTop[k]].name, l.stacks[k])
		}
	}
	dst = s.appendStackTops(dst)
	for i := 0; i < v.activeN; i++ {
		c := v.active[i]
		if st.Step() == ts.StepItems && st.Offered(c) {
			add(takeIDs[c], cardTexts[c].reward, l.active[i])
			continue
		}
		if st.AfterWaits(c) {
			add(afterIDs[c], cardTexts[c].name, l.active[i])
			continue
		}
		add(cardIDs[c], cardTexts[c].name, l.active[i])
	}
	for g := 0; g < l.rolledN; g++ {
		add(dieIDs[l.rolledDie[g]], l.rolledDie[g].String(), l.rolled[g])
	}
	for d := range ts.DieID(ts.NumDice) {
		if s.aiming && s.aimable(d) {
			add(appliedIDs[d], d.String(), l.applied[d])
		}
	}
	kind, _, _ := st.Choice()
	for col := range ts.NumColours {
		if s.labels.pool[col] != "" {
			add(poolIDs[col], colourNames[col], l.pool[col])
		}
		if s.labels.exhaust[col] != "" {
			id := exhaustedIDs[col]
			switch kind {
			case ts.ChoiceRecover:
				id = recoverIDs[col]
			case ts.ChoiceBanish:
				id = banishIDs[col]
			}
			add(id, colourNames[col], l.exhausted[col])
		}
	}
	for i := 0; i < v.inventN; i++ {
		c := v.inventory[i]
		add(itemIDs[c], cardTexts[c].name, l.items[i])
	}
	return ui.AppendButtonTargets(dst, s.buttons...)
}
