// Package twentystrong is the table of 20 Strong, the solo dice game: the
// three stacks and the boss at the top, the stat dice and the Alarm, the
// active enemies with the dice applied on them, the dice rolled, the pool,
// the exhausted dice and the inventory, with a preview of what stopping
// now would cost and the buttons of the step the rules are at.
package twentystrong

import (
	_ "embed"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
)

//go:embed rules.txt
var rulesText string

// Game is 20 Strong in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(ts.Def, rulesText, newScene)
	withStatistics(g)
	withRulesPictures(g)
	withLesson(g)
	return g
}()

func init() { scenes.Register(Game) }

// newScene is the game's scenes.SceneMaker: a new run's table, or a saved
// one shown as it is.

func newScene(a *ui.Context, g *scenes.Game, m *play.Match[*ts.State, ts.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := &scene{layout: -1, item: ts.NoCard, hintFor: -1, prevFor: -1, syncedFor: -1, blowCard: ts.NoCard}
	s.Table = scenes.NewTable(g, cfg, m, s)
	b := func(id, label string, key ebiten.Key) *ui.Button {
		btn := ui.NewButton(id, label).WithKey(key)
		btn.Hidden = true
		s.buttons = append(s.buttons, btn)
		return btn
	}
	s.roll = b("roll", "Roll", ebiten.KeyEnter)
	s.roll.Primary = true
	s.reroll = b("reroll", "Reroll", ebiten.KeyT)
	s.next = b("next", "Next phase", ebiten.KeyN)
	s.resolve = b("resolve", "Resolve", ebiten.KeyV)
	s.suffer = b("suffer", "Suffer", ebiten.KeyEnter)
	s.suffer.Primary = true
	s.done = b("done", "Done", ebiten.KeyEnter)
	s.done.Primary = true
	s.take = b("take", "Take", ebiten.KeyY)
	s.take.Primary = true
	s.decline = b("decline", "Decline", ebiten.KeyX)
	s.endgame = b("endgame", "Endgame", ebiten.KeyE)
	s.use = b("use", "Use", ebiten.KeyU)
	s.discard = b("discard", "Discard", ebiten.KeyBackspace)
	s.undo = b("undo", "Undo", ebiten.KeyZ)
	for k := range s.scout {
		s.scout[k] = b(scoutIDs[k], scoutLabels[k], ebiten.KeyF1+ebiten.Key(k))
	}
	s.syncView()
	s.snapNext = true
	_ = resumed // a new game has nothing dealt to animate: the stacks are the deck
	return s
}

// scene is the 20 Strong table.
type scene struct {
	scenes.Table[*ts.State, ts.Move]

	view    view
	dice    [ts.NumDice]ui.Motion
	cards   [ts.NumCards]cardMotion
	tumbles [ts.NumDice]tumble
	flashes [ts.NumCards]int
	// rollCount counts each die's rolls shown, for its tumble's seed.
	rollCount   [ts.NumDice]uint32
	rollSoundAt int
	hurt        int // ticks the Health die stays lit after a loss
	countDur    int
	snapNext    bool

	layout int
	lay    layout
	labels labels
	// labelsDirty: the view changed, the cached texts are made again.
	labelsDirty bool
	story       string // what the last events did
	tally       []string
	// lastBlow is what last cost Health (blowCard: the enemy that stung),
	// for the end panel's why.
	lastBlow blow
	blowCard ts.CardID
	// fits are the sizes texts fit their boxes at (fit.go).
	fits map[fitKey]float64
	// blocks caches the sizes of the cards' texts (fitBlock).
	blocks map[blockKey]blockFit
	// tallyFor is the layout and tally tallyCut was measured for
	// (tallyShort).
	tallyFor int
	tallyCut bool

	// The player's picks: rolled dice, bit per DieID (one before a card,
	// any before Reroll or Use), and an item (before Use or Discard).
	// aiming: a plus-one item waits for the applied die it goes on.
	picked uint32
	item   ts.CardID
	aiming bool

	// The hint: the advisor's move and reason, for the position hintFor.
	hintMove ts.Move
	hintFor  int
	// What is legal now (refreshed once per position).
	legal   legalFlags
	prevFor int
	// syncedFor is the position the view was last made equal to.
	syncedFor int

	buttons                                         []*ui.Button
	roll, reroll, next, resolve, suffer, done, take *ui.Button
	decline, endgame, use, discard, undo            *ui.Button
	scout                                           [ts.NumStacks]*ui.Button

	want scenes.Intent[ts.Move] // what the input of this tick asks
}

// legalFlags say which buttons the rules allow now.
type legalFlags struct {
	roll, reroll, next, resolve, suffer, done, endgame bool
	reward                                             ts.CardID // an instant reward waiting for take or decline
	usable                                             uint64    // items with a legal use now, bit per card
	scout                                              [ts.NumStacks]bool
}

// BeginTick lays the table out again when the screen changed.
func (s *scene) BeginTick(a *ui.Context) {
	s.countDur = a.CountTicks()
	s.relayout(a)
}

// Escape drops a plus-one's aim, when there is one, instead of the game.
func (s *scene) Escape() bool {
	if !s.aiming {
		return false
	}
	s.cancelAim()
	return true
}

// Step makes the view the rule state again once the events are shown
// (after a skip it was not), once per position, and reads what is legal.
func (s *scene) Step(a *ui.Context) {
	if !s.Playback.Busy(s.Match) && !s.Tally && s.syncedFor != len(s.Match.Record.Moves) {
		s.syncedFor = len(s.Match.Record.Moves)
		s.syncView()
	}
	s.refreshLegal()
	s.placeButtons(a)
}

// Hold: while the dice tumble they take the input, and a tap lands them.
func (s *scene) Hold(a *ui.Context) bool {
	if !s.tumbling() {
		return false
	}
	if a.Input.TapAnywhere() || a.Input.Key(ebiten.KeySpace) {
		for d := range s.tumbles {
			s.tumbles[d].left = 0 // a tap lands the dice at once
		}
	}
	return true
}

// Refresh moves everything on and shows the buttons of this step.
func (s *scene) Refresh(a *ui.Context) {
	s.stepAnimations()
	s.refreshLegal()
	s.placeButtons(a) // again: a pick this tick shows Use at once
	s.HintButton.Enabled = s.ready()
	s.place(a)
	s.refreshLabels()
}

// ready tells whether the player may act: nothing is being shown.
func (s *scene) ready() bool { return s.HumanTurn() && !s.tumbling() }

// refreshLegal reads the legal moves once per position.
func (s *scene) refreshLegal() {
	n := len(s.Match.Record.Moves)
	if s.prevFor == n {
		return
	}
	s.prevFor = n
	f := legalFlags{reward: ts.NoCard}
	for _, mv := range s.Match.Legal() {
		switch mv.Kind {
		case ts.MoveRoll:
			f.roll = true
		case ts.MoveReroll:
			f.reroll = true
		case ts.MoveNext:
			f.next = true
		case ts.MoveResolve:
			f.resolve = true
		case ts.MoveSuffer:
			f.suffer = true
		case ts.MoveDone:
			f.done = true
		case ts.MoveEndgame:
			f.endgame = true
		case ts.MoveScout:
			f.scout[mv.Stack] = true
		case ts.MoveDecline:
			f.reward = mv.Card
		case ts.MoveUse:
			f.usable |= 1 << uint(mv.Card)
		}
	}
	s.legal = f
	if s.item != ts.NoCard && s.Match.State.CardZone(s.item) != ts.ZoneInventory {
		s.item, s.aiming = ts.NoCard, false
	}
	for d := range ts.DieID(ts.NumDice) {
		if s.picked&(1<<uint(d)) != 0 {
			if z, _, _, _ := s.Match.State.DieZone(d); z != ts.ZoneCommitted {
				s.picked &^= 1 << uint(d)
			}
		}
	}
}

// canUndo: the last moves since the roll are applies, which reveal
// nothing, so the last of them may be taken back.
func (s *scene) canUndo() bool {
	moves := s.Match.Record.Moves
	if len(moves) == 0 || s.Match.State.Step() != ts.StepApply {
		return false
	}
	last := moves[len(moves)-1]
	return len(last) > 6 && last[:6] == "apply "
}

// Input reads the step's buttons, then the taps on the table.
func (s *scene) Input(a *ui.Context) scenes.Intent[ts.Move] {
	s.want = scenes.Intent[ts.Move]{}
	for _, b := range s.buttons {
		if b.Clicked(a) {
			s.pressed(a, b)
			return s.want
		}
	}
	if s.use.TappedDisabled(a) {
		s.apply(a, ts.UseMove(s.item)) // refused: the rules say why not now
		return s.want
	}
	s.tapTable(a)
	return s.want
}

// Played: the move was made; the picks it used go.
func (s *scene) Played(mv ts.Move) {
	s.picked = 0
	s.labelsDirty = true
	if mv.Kind == ts.MoveUse || mv.Kind == ts.MoveDiscard {
		s.item, s.aiming = ts.NoCard, false
	}
}

// Resync shows the match as it is after a move taken back.
func (s *scene) Resync() {
	s.prevFor, s.picked, s.syncedFor = -1, 0, len(s.Match.Record.Moves)
	s.syncView()
}

// pressed handles a button of the step.
func (s *scene) pressed(a *ui.Context, b *ui.Button) {
	switch b {
	case s.roll:
		s.apply(a, ts.RollMove())
	case s.reroll:
		s.rerollWith(a, ts.NoCard, int(s.Match.State.Ability().N))
	case s.next:
		s.apply(a, ts.NextMove())
	case s.resolve:
		s.apply(a, ts.ResolveMove())
	case s.suffer:
		s.apply(a, ts.SufferMove())
	case s.done:
		s.apply(a, ts.DoneMove())
	case s.take:
		s.apply(a, ts.TakeMove(s.legal.reward))
	case s.decline:
		s.apply(a, ts.DeclineMove(s.legal.reward))
	case s.endgame:
		s.apply(a, ts.EndgameMove())
	case s.use:
		s.useItem(a)
	case s.discard:
		s.apply(a, ts.DiscardMove(s.item))
	case s.undo:
		s.takeBack()
	default:
		for k, sb := range s.scout {
			if b == sb {
				s.apply(a, ts.ScoutMove(k))
			}
		}
	}
}

// tapTable handles taps on the stacks, cards, dice and items.
func (s *scene) tapTable(a *ui.Context) {
	st := s.Match.State
	l := &s.lay
	tapped := func(r rect) bool { return r.W > 0 && a.Input.TapIn(r.X, r.Y, r.W, r.H) }
	if k := s.tappedStackTop(a); k >= 0 {
		s.apply(a, ts.ActivateMove(k))
		return
	}
	for k := range ts.NumStacks {
		if tapped(l.stacks[k]) || (st.Step() == ts.StepActivate && a.Input.Key(ebiten.KeyDigit1+ebiten.Key(k))) {
			s.apply(a, ts.ActivateMove(k))
			return
		}
	}
	if s.aiming {
		for d := range ts.DieID(ts.NumDice) {
			if s.view.dieZone[d] == ts.ZoneOnCard && tapped(l.applied[d]) {
				s.apply(a, ts.UseOnDieMove(s.item, d))
				return
			}
		}
	}
	for i := 0; i < l.rolledN; i++ {
		if tapped(l.rolled[i]) {
			s.pickInGroup(i)
			return
		}
	}
	for i := 0; i < s.view.activeN; i++ {
		c := s.view.active[i]
		if !tapped(l.active[i]) {
			continue
		}
		if st.Step() == ts.StepItems && st.Offered(c) {
			s.apply(a, ts.TakeMove(c))
			return
		}
		if st.Step() == ts.StepAfter {
			s.apply(a, ts.AfterMove(c)) // a card with nothing waiting: the rules say why
			return
		}
		d, n := s.single()
		if n == 0 {
			s.want.Refuse("Not allowed: tap a rolled die first, then the card to apply it to.")
			return
		}
		if n > 1 {
			s.want.Refuse("Pick one die to apply: " + num(n) + " are picked (tap one again to drop it).")
			return
		}
		s.apply(a, ts.ApplyMove(d, c))
		return
	}
	for col := range ts.Colour(ts.NumColours) {
		if tapped(l.pool[col]) {
			d := s.firstDie(col, ts.ZonePool)
			kind, _, _ := st.Choice()
			if kind == ts.ChoiceExhaust {
				s.apply(a, ts.ExhaustMove(d))
			} else {
				s.apply(a, ts.CommitMove(d))
			}
			return
		}
		if tapped(l.exhausted[col]) {
			d := s.firstDie(col, ts.ZoneExhausted)
			kind, _, _ := st.Choice()
			if kind == ts.ChoiceBanish {
				s.apply(a, ts.BanishMove(d))
			} else {
				s.apply(a, ts.RecoverMove(d))
			}
			return
		}
	}
	for i := 0; i < s.view.inventN; i++ {
		if tapped(l.items[i]) {
			c := s.view.inventory[i]
			if s.item == c {
				s.item = ts.NoCard
				s.cancelAim()
			} else {
				s.aiming = false
				s.item = c
				s.Note = ts.Cards[c].Text
			}
			return
		}
	}
}

// firstDie is the lowest die of colour col in zone z (NoDie if none).
func (s *scene) firstDie(col ts.Colour, z ts.Zone) ts.DieID {
	for d := range ts.DieID(ts.NumDice) {
		if d.Colour() == col && s.view.dieZone[d] == z {
			return d
		}
	}
	return ts.NoDie
}

// apply asks the table to play a move; a refusal says the rules' reason.
func (s *scene) apply(a *ui.Context, mv ts.Move) {
	if mv.Die == ts.NoDie && needsDie(mv.Kind) {
		s.want.Refuse("Not allowed: there is no such die there.")
		return
	}
	s.want.Play(mv)
}

func needsDie(k ts.MoveKind) bool {
	switch k {
	case ts.MoveCommit, ts.MoveApply, ts.MoveExhaust, ts.MoveBanish, ts.MoveRecover:
		return true
	}
	return false
}

// useItem uses the picked item: a reroll on the picked dice (or the
// advisor's), a plus-one on the applied die tapped next, others at once.
func (s *scene) useItem(a *ui.Context) {
	c := s.item
	if c == ts.NoCard {
		s.want.Refuse("Not allowed: tap an item first.")
		return
	}
	r := ts.Cards[c].Reward
	switch r.Kind {
	case ts.ItemReroll, ts.OngoingReroll:
		s.rerollWith(a, c, int(r.N))
	case ts.ItemPlusOne:
		if s.legal.usable&(1<<uint(c)) == 0 {
			s.apply(a, ts.UseMove(c)) // refused, with the rules' reason
			return
		}
		s.aiming, s.picked = true, 0
		s.Note = ""
		s.labelsDirty = true
	default:
		s.apply(a, ts.UseMove(c))
	}
}

// rerollWith rerolls with the hero's ability (item NoCard) or an item: the
// picked dice (the rules judge the set), else the advisor's dice, else up
// to n dice showing a miss.
func (s *scene) rerollWith(a *ui.Context, item ts.CardID, n int) {
	dice := s.picked
	if dice == 0 {
		if mv := ts.Heuristic(s.Match.State, nil, nil); (mv.Kind == ts.MoveReroll && item == ts.NoCard) || (mv.Kind == ts.MoveUse && mv.Card == item && item != ts.NoCard) {
			dice = mv.Dice // the dice the careful player would reroll
		}
	}
	misses := dice == 0
	for d := range ts.DieID(ts.NumDice) {
		if misses && n > 0 && s.view.dieZone[d] == ts.ZoneCommitted && s.view.dieFace[d] >= 0 {
			if o, _ := s.Match.State.DieOutcome(d); o == ts.Miss {
				dice |= 1 << uint(d)
				n--
			}
		}
	}
	if dice == 0 {
		s.want.Refuse("Not allowed: tap the rolled die to reroll first (no die shows a miss).")
		return
	}
	if item == ts.NoCard {
		s.apply(a, ts.RerollMove(dice))
	} else {
		s.apply(a, ts.UseRerollMove(item, dice))
	}
}

// takeBack asks for the last apply to be undone.
func (s *scene) takeBack() {
	if !s.canUndo() {
		s.want.Refuse("Not allowed: only a die applied since the last roll can be taken back.")
		return
	}
	s.want.TakeBack("The last die applied is back among the rolled dice.")
}

// Hint shows the advisor's move with the reason, highlighting what to tap.
func (s *scene) Hint(mv ts.Move) string {
	s.hintMove, s.hintFor = mv, len(s.Match.Record.Moves)
	if mv.Kind == ts.MoveApply {
		s.picked = 1 << uint(mv.Die)
		s.labelsDirty = true
	}
	if mv.Card != ts.NoCard && (mv.Kind == ts.MoveUse || mv.Kind == ts.MoveDiscard) {
		s.item = mv.Card
	}
	return "Hint: " + ts.Reason(s.Match.State, mv) + "."
}

// Animating tells the app whether anything moves (see App.Draw).
func (s *scene) Animating() bool {
	if s.Busy() || s.tumbling() || s.hurt > 0 {
		return true
	}
	for d := range s.dice {
		if s.dice[d].Moving() {
			return true
		}
	}
	for c := range s.cards {
		if s.cards[c].pos.Moving() || s.cards[c].h.Moving() || s.flashes[c] > 0 {
			return true
		}
	}
	v := &s.view
	return v.health.Counting() || v.alarm.Counting() || v.bossHealth.Counting()
}

// Results is the end screen: the run's story round by round.
func (s *scene) Results() *scenes.Results {
	st := s.Match.State
	rs := storyOfRun(s.Match.Record, s.Match.Seats)
	won := st.Result() == ts.Won
	row := scenes.ResultRow{Name: s.SeatName(0), Score: "Lost", Winner: won,
		Detail: storyOf(st, rs.rounds, rs.defeated, rs.alarmAtEndgame)}
	headline := "The hive falls in round " + num(st.Round()) + "."
	var winners []int
	score := 0
	if won {
		row.Score = "Won"
		headline = "You win: " + ts.Cards[st.Boss()].Name + " is defeated in round " + num(st.Round()) + "!"
		winners, score = []int{0}, st.Health()
	}
	// A won run scores the Health left, a lost one 0 (challenge.go says
	// how the statistics compare them); the hero's and the boss's lines
	// count it too.
	outcome := play.OutcomeOf(s.Match, winners, []int{score})
	outcome.Lines = RunLines(st)
	return scenes.NewResults(s.Game, headline, []scenes.ResultRow{row}, s.Config).
		WithHistory(rs.history).
		WithChart(runChart(st, rs)).
		WithOutcome(outcome)
}
