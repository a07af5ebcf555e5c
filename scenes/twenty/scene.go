package twenty

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rules.txt
var twentyRules string

// Game is Twenty in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(twenty.Def, twentyRules, newTwenty)
	g.Best = play.BestScore{Label: "fewest points", LowerIsBetter: true} // penalty points
	return g
}()

func newTwenty(a *scenes.App, g *scenes.Game, m *play.Match[*twenty.State, twenty.Move], cfg scenes.GameConfig, resumed bool) scenes.Scene {
	s := newTwentyScene(g, m, cfg)
	if resumed {
		s.syncView()
	} else {
		s.animateDeal()
	}
	return s
}

// twentyScene is the table of the counting game.
type twentyScene struct {
	scenes.Table[*twenty.State, twenty.Move]
	players int

	// What the view shows (see the view constants).
	zone        [cards.NumCards]int8
	tableSeq    [cards.NumCards]int16
	seq         int16
	lastPlay    cards.Set
	lastPlayer  int
	prevToTable bool // the event shown last put a card on the table
	count       int
	penalty     []scenes.Counter // each player's points, counting up when they change
	handPen     []int
	reveal      bool // all hands face up (end of hand)
	countLabel  string
	scoreLabel  []string
	seatLines   []string // scoreLabel on two lines, for narrow screens
	stockLabel  string
	handLabel   string

	motions [cards.NumCards]scenes.Motion
	// flips turn cards over (only their Pose.Flip is used) when the
	// viewer's side of a card changes: shownUp is the face each card
	// showed last, faceViewer the viewer it was shown to. snapNext makes
	// the next targets snap every tween (a skip).
	flips      [cards.NumCards]scenes.Motion
	shownUp    [cards.NumCards]bool
	faceViewer int
	snapNext   bool

	atlas  *sprites.CardAtlas
	layout int
	lay    twentyLayout

	selected cards.Set
	focus    int // keyboard focus index in the viewer's hand
	selInfo  string
	selOK    bool
	shake    int // ticks left of the selection line's shake after a refused Play

	play, draw, pass, clear *scenes.Button
}

func newTwentyScene(g *scenes.Game, m *play.Match[*twenty.State, twenty.Move], cfg scenes.GameConfig) *twentyScene {
	n := m.State.NumPlayers()
	s := &twentyScene{Table: scenes.NewTable(g, cfg, m), players: n, penalty: make([]scenes.Counter, n), scoreLabel: make([]string, n), seatLines: make([]string, n),
		play:  scenes.NewButton("play.confirm", "Play").WithKey(ebiten.KeyEnter),
		draw:  scenes.NewButton("play.draw", "Draw").WithKey(ebiten.KeyD),
		pass:  scenes.NewButton("play.pass", "Pass").WithKey(ebiten.KeyP),
		clear: scenes.NewButton("play.clear", "Clear").WithKey(ebiten.KeyC),
	}
	s.play.Primary = true
	s.faceViewer = s.Viewer
	return s
}

// HintText is the baseline player's choice for the human to move (cheap:
// used by browser tests to choose what to click).
func (s *twentyScene) HintText() string { return s.HeuristicHint(twenty.Heuristic) }

// Animating tells the app whether the table is moving (see App.Draw).
func (s *twentyScene) Animating() bool {
	return s.Busy() || s.shake > 0 || scenes.AnyMoving(s.motions[:]) || scenes.AnyMoving(s.flips[:]) || s.counting()
}

// counting tells whether a score is still counting up.
func (s *twentyScene) counting() bool {
	for p := range s.penalty {
		if s.penalty[p].Counting() {
			return true
		}
	}
	return false
}

// twentyShakeTicks is how long the selection line shakes when Play is off.
const twentyShakeTicks = 24

func (s *twentyScene) Update(a *scenes.App) {
	s.relayout(a)
	s.shake = max(0, s.shake-1)
	if !s.UpdateTopBar(a) {
		return
	}
	s.PlayEvents(a, func(e rules.Event) int { return s.show(a, e) }, s.finishMotions)
	s.stepCounters()
	switch {
	case s.Tally:
		if s.UpdateTally(a, s.results) {
			s.reveal, s.handPen = false, nil
		}
	case s.Playback.Busy(s.Match):
	case s.Match.HumanToMove():
		s.updateHuman(a)
	case s.Match.ComputerToMove():
		s.UpdateComputer(a)
	}
	s.targets(a)
}

// finishMotions is a skip: the tweens and the counts end at once, and the
// next targets snap the cards to the places the skipped events gave them.
func (s *twentyScene) finishMotions() {
	for c := range s.motions {
		s.motions[c].Finish()
		s.flips[c].Finish()
	}
	for p := range s.penalty {
		s.penalty[p].Finish()
	}
	s.snapNext = true
}

// stepCounters advances the scores counting up; the labels are formatted
// again only when a shown number changed.
func (s *twentyScene) stepCounters() {
	changed := false
	for p := range s.penalty {
		s.penalty[p].Step()
		if s.penalty[p].Changed() {
			changed = true
		}
	}
	if changed {
		s.refreshScores()
	}
}

func (s *twentyScene) results() scenes.Scene {
	st := s.Match.State
	winners := st.Winners()
	rows := make([]scenes.ResultRow, s.players)
	var names []string
	for p := range rows {
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: fmt.Sprintf("%d points", st.Penalty(p)), Detail: fmt.Sprintf("after %d hands", st.HandNumber())}
	}
	for _, w := range winners {
		rows[w].Winner = true
		names = append(names, s.SeatName(w))
	}
	headline := names[0] + " wins with the fewest points!"
	if names[0] == "You" {
		headline = "You win with the fewest points!"
	}
	if len(names) > 1 {
		headline = strings.Join(names, " and ") + " share the win."
	}
	scores := make([]int, s.players)
	for p := range scores {
		scores[p] = st.Penalty(p)
	}
	return scenes.NewResults(s.Game, headline, rows, s.Config).
		WithHistory(handHistory(s.Match.Record, s.Match.Seats)).
		WithOutcome(play.OutcomeOf(s.Match, winners, scores))
}

func (s *twentyScene) updateHuman(a *scenes.App) {
	if changed, ready := s.ClaimTurn(a); changed {
		s.selected, s.focus = 0, 0
		s.layout = -1
		if !ready {
			return
		}
	}
	s.updateButtons(a)
	defer s.updateButtons(a)
	if s.Hinting {
		s.updateHint(a)
	}
	switch {
	case s.HintButton.Clicked(a):
		s.Hinting = true
		s.Note = "Thinking about a hint..."
	case s.play.Clicked(a):
		s.tryPlay(a)
	case s.play.TappedDisabled(a):
		// The line above the buttons already says why: shake it, once.
		a.Play(audio.Refuse)
		s.shake = twentyShakeTicks
	case s.draw.Clicked(a):
		s.apply(a, twenty.Move{Kind: twenty.Draw})
	case s.pass.Clicked(a):
		s.apply(a, twenty.Move{Kind: twenty.Pass})
	case s.clear.Clicked(a) || a.Input.Key(ebiten.KeyBackspace):
		s.setSelection(0)
	default:
		s.handInput(a)
	}
}

func (s *twentyScene) updateButtons(a *scenes.App) {
	var canDraw, canPass bool
	for _, mv := range s.Match.Legal() {
		canDraw = canDraw || mv.Kind == twenty.Draw
		canPass = canPass || mv.Kind == twenty.Pass
	}
	s.draw.Enabled = canDraw
	s.pass.Hidden = !canPass
	s.play.Enabled = s.selOK // lit only when the selection makes the count
	s.clear.Enabled = s.selected != 0
	s.layoutButtons(a, canPass)
}

// layoutButtons puts Clear, Pass, Draw and Play in a row above the hand,
// or in a column beside it on a short screen.
func (s *twentyScene) layoutButtons(a *scenes.App, canPass bool) {
	l := &s.lay
	bw, bh, gap := l.buttonW, a.Tap(54), a.U(14)
	n := 3.0
	if canPass {
		n = 4
	}
	if l.short {
		y := l.buttonsY + (4-n)*(bh+a.U(8))
		for _, b := range []*scenes.Button{s.clear, s.pass, s.draw, s.play} {
			if !b.Hidden {
				b.R = sprites.Rect{X: l.buttonsX, Y: y, W: bw, H: bh}
				y += bh + a.U(8)
			}
		}
		return
	}
	bw = min(bw, (a.W-2*a.U(16)-(n-1)*gap)/n)
	scenes.Row(a.W/2-(n*bw+(n-1)*gap)/2, l.buttonsY, bw, bh, gap, s.clear, s.pass, s.draw, s.play)
}

func (s *twentyScene) handInput(a *scenes.App) {
	l := &s.lay
	for i := l.handN - 1; i >= 0; i-- {
		r := l.handRects[i]
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.focus = i
			s.setSelection(s.selected ^ cards.Of(l.handCards[i]))
			return
		}
	}
	if l.handN == 0 {
		return
	}
	s.focus = min(s.focus, l.handN-1)
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.focus = (s.focus + 1) % l.handN
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.focus = (s.focus + l.handN - 1) % l.handN
	case a.Input.Key(ebiten.KeyUp) || a.Input.Key(ebiten.KeySpace):
		s.setSelection(s.selected ^ cards.Of(l.handCards[s.focus]))
	case a.Input.Key(ebiten.KeyDown):
		s.setSelection(s.selected.Without(l.handCards[s.focus]))
	}
}

func (s *twentyScene) setSelection(sel cards.Set) {
	s.selected = sel
	s.selInfo, s.selOK = "", false
	if sel == 0 {
		return
	}
	v, err := twenty.Explain(sel, s.Match.State.Count())
	if err != nil {
		s.selInfo = err.Error()
		return
	}
	s.selOK = true
	s.selInfo = describeValuation(sel, v, s.Match.State.Count())
}

// describeValuation says how a selection makes the count: "K as 5, the pair
// of Q counts 10: makes 14".
func describeValuation(sel cards.Set, v twenty.Valuation, count int) string {
	var parts []string
	for _, kv := range v.KingValues {
		parts = append(parts, fmt.Sprintf("K as %d", kv))
	}
	for _, r := range v.PairsAsTen {
		parts = append(parts, "the pair of "+r.Text()+" counts 10")
	}
	text := fmt.Sprintf("%s makes %d", sel.Pretty(), count)
	if len(parts) > 0 {
		text += " (" + strings.Join(parts, ", ") + ")"
	}
	return text + ": ready to play"
}

func (s *twentyScene) tryPlay(a *scenes.App) {
	if s.selected == 0 {
		s.Refuse(a, fmt.Sprintf("Select cards adding up to %d first.", s.Match.State.Count()))
		return
	}
	s.apply(a, twenty.Move{Kind: twenty.Play, Cards: s.selected})
}

func (s *twentyScene) apply(a *scenes.App, mv twenty.Move) {
	if s.Table.TryMove(a, mv) {
		s.setSelection(0)
	}
}

func (s *twentyScene) updateHint(a *scenes.App) {
	mv, ready := s.StepHint()
	if !ready {
		return
	}
	switch mv.Kind {
	case twenty.Play:
		s.setSelection(mv.Cards)
		s.Note = "Hint: play " + mv.Cards.Pretty() + "."
	case twenty.Draw:
		s.setSelection(0)
		s.Note = "Hint: draw a card."
	default:
		s.Note = "Hint: pass."
	}
}
