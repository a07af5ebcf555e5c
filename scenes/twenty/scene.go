// Package twenty is the table of Twenty, the counting card game: the scene,
// its view of the game played back from the rule events, and the layout and
// drawing of the hands, the count and the played cards.
package twenty

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rules.txt
var rulesText string

// Game is Twenty in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(tw.Def, rulesText, newScene)
	g.Best = play.BestScore{Label: "fewest points", LowerIsBetter: true} // penalty points
	g.Lesson = lesson
	return g
}()

func init() { scenes.Register(Game) }

// newScene is the game's scenes.SceneMaker: a new game's table (the deal
// animated), or a saved one shown as it is.
func newScene(a *ui.Context, g *scenes.Game, m *play.Match[*tw.State, tw.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := makeScene(g, m, cfg)
	if resumed {
		s.syncView()
	} else {
		s.animateDeal()
	}
	return s
}

// scene is the table of the counting game.
type scene struct {
	scenes.Table[*tw.State, tw.Move]
	players int

	// What the view shows (see the view constants).
	zone        [cards.NumCards]int8
	tableSeq    [cards.NumCards]int16
	seq         int16
	lastPlay    cards.Set
	lastPlayer  int
	prevToTable bool // the event shown last put a card on the table
	count       int
	penalty     []ui.Counter // each player's points, counting up when they change
	handPen     []int
	tallyHead   string // the tally's title: the hand that ended, or who won
	reveal      bool   // all hands face up (end of hand)
	countLabel  string
	scoreLabel  []string
	seatLines   []string // scoreLabel on two lines, for narrow screens
	stockLabel  string
	handLabel   string
	endedHand   string // "Hand 1": the header while that hand's tally is up

	// cardSprites move the cards to their places and turn them over.
	cardSprites ui.CardSprites[cards.Card]

	atlas  *sprites.CardAtlas
	layout int
	lay    layout
	// The lines that shrink to fit their boxes: the selection's line by
	// the buttons, the last event's, the tally's heading.
	infoFit, noteFit, tallyFit sprites.FittedText

	selected cards.Set
	focus    int  // keyboard focus index in the viewer's hand
	keyboard bool // the hand was last worked with the keys: the focus shows
	selInfo  string
	selOK    bool
	shake    int                    // ticks left of the selection line's shake after a refused Play
	want     scenes.Intent[tw.Move] // what the input of this tick asks

	play, draw, pass, clear *ui.Button
}

// makeScene builds the table of a match.
func makeScene(g *scenes.Game, m *play.Match[*tw.State, tw.Move], cfg scenes.GameConfig) *scene {
	n := m.State.NumPlayers()
	s := &scene{players: n, penalty: make([]ui.Counter, n), scoreLabel: make([]string, n), seatLines: make([]string, n),
		play:  ui.NewButton("play.confirm", "Play").WithKey(ebiten.KeyEnter),
		draw:  ui.NewButton("play.draw", "Draw").WithKey(ebiten.KeyD),
		pass:  ui.NewButton("play.pass", "Pass").WithKey(ebiten.KeyP),
		clear: ui.NewButton("play.clear", "Clear").WithKey(ebiten.KeyC),
	}
	s.Table = scenes.NewTable(g, cfg, m, s)
	s.play.Primary = true
	s.cardSprites = ui.NewCardSprites[cards.Card](cards.NumCards, s.Viewer)
	return s
}

// Animating tells the app whether the table is moving (see App.Draw).
func (s *scene) Animating() bool {
	return s.Busy() || s.shake > 0 || s.cardSprites.Moving() || s.counting()
}

// counting tells whether a score is still counting up.
func (s *scene) counting() bool {
	for p := range s.penalty {
		if s.penalty[p].Counting() {
			return true
		}
	}
	return false
}

// shakeTicks is how long the selection line shakes when Play is off.
const shakeTicks = 24

// BeginTick lays the table out again when the screen changed.
func (s *scene) BeginTick(a *ui.Context) {
	s.relayout(a)
	s.shake = max(0, s.shake-1)
}

func (s *scene) Escape() bool          { return false }
func (s *scene) Hold(*ui.Context) bool { return false }

// Step counts the scores on; once a hand's tally is closed, its cards are
// no longer shown face up.
func (s *scene) Step(*ui.Context) {
	s.stepCounters()
	if s.reveal && !s.Tally {
		s.reveal, s.handPen = false, nil
	}
}

// Refresh puts the cards where they now belong, and the buttons for the
// person to move.
func (s *scene) Refresh(a *ui.Context) {
	if s.HumanTurn() {
		s.updateButtons(a)
	}
	s.targets(a)
}

// Skip: the tweens and the counts end at once, and the next targets snap
// the cards to the places the skipped events gave them.
func (s *scene) Skip() {
	s.cardSprites.Finish()
	for p := range s.penalty {
		s.penalty[p].Finish()
	}
}

// stepCounters advances the scores counting up; the labels are formatted
// again only when a shown number changed.
func (s *scene) stepCounters() {
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

// headline says who won, with how many points (the last tally and the
// results open with it).
func (s *scene) headline() string {
	st := s.Match.State
	winners := st.Winners()
	names := s.SeatNames(winners)
	points := fmt.Sprintf(" with %d points, the fewest!", st.Penalty(winners[0]))
	switch {
	case len(names) > 1:
		return strings.Join(names, " and ") + " share the win" + points[:len(points)-1] + "."
	case names[0] == "You":
		return "You win" + points
	}
	return names[0] + " wins" + points
}

// Results is the final standings: the fewest points win.
func (s *scene) Results() *scenes.Results {
	st := s.Match.State
	winners := st.Winners()
	rows := make([]scenes.ResultRow, s.players)
	for p := range rows {
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: fmt.Sprintf("%d points", st.Penalty(p)), Detail: fmt.Sprintf("after %d hands", st.HandNumber())}
	}
	for _, w := range winners {
		rows[w].Winner = true
	}
	headline := s.headline()
	scores := make([]int, s.players)
	for p := range scores {
		scores[p] = st.Penalty(p)
	}
	return scenes.NewResults(s.Game, headline, rows, s.Config).
		WithHistory(handHistory(s.Match.Record, s.Match.Seats)).
		WithOutcome(play.OutcomeOf(s.Match, winners, scores))
}

// Resync turns the table to the player asked now: their hand, no selection.
func (s *scene) Resync() {
	s.selected, s.focus = 0, 0
	s.layout = -1
}

// Input reads the buttons, the cards tapped and the keys.
func (s *scene) Input(a *ui.Context) scenes.Intent[tw.Move] {
	s.want = scenes.Intent[tw.Move]{}
	s.updateButtons(a)
	switch {
	case s.play.Clicked(a):
		s.tryPlay(a)
	case s.play.TappedDisabled(a):
		// The line above the buttons already says why: shake it, once.
		a.Play(audio.Refuse)
		s.shake = shakeTicks
	case s.draw.Clicked(a):
		s.apply(a, tw.Move{Kind: tw.Draw})
	case s.pass.Clicked(a):
		s.apply(a, tw.Move{Kind: tw.Pass})
	case s.clear.Clicked(a) || a.Input.Key(ebiten.KeyBackspace):
		s.setSelection(0)
	default:
		s.handInput(a)
	}
	return s.want
}

// Played: the move was made, the selection goes.
func (s *scene) Played(tw.Move) { s.setSelection(0) }

func (s *scene) updateButtons(a *ui.Context) {
	var canDraw, canPass bool
	for _, mv := range s.Match.Legal() {
		canDraw = canDraw || mv.Kind == tw.Draw
		canPass = canPass || mv.Kind == tw.Pass
	}
	s.draw.Enabled = canDraw
	s.pass.Hidden = !canPass
	s.play.Enabled = s.selOK // lit only when the selection makes the count
	s.clear.Enabled = s.selected != 0
	s.layoutButtons(a, canPass)
}

// layoutButtons puts Clear, Pass, Draw and Play in a row above the hand,
// or in a column beside it on a short screen.
func (s *scene) layoutButtons(a *ui.Context, canPass bool) {
	l := &s.lay
	bw, bh, gap := l.buttonW, a.Tap(54), a.U(14)
	n := 3.0
	if canPass {
		n = 4
	}
	if l.short {
		y := l.buttonsY + (4-n)*(bh+a.U(8))
		for _, b := range []*ui.Button{s.clear, s.pass, s.draw, s.play} {
			if !b.Hidden {
				b.R = sprites.Rect{X: l.buttonsX, Y: y, W: bw, H: bh}
				y += bh + a.U(8)
			}
		}
		return
	}
	bw = min(bw, (a.W-2*a.U(16)-(n-1)*gap)/n)
	ui.Row(a.W/2-(n*bw+(n-1)*gap)/2, l.buttonsY, bw, bh, gap, s.clear, s.pass, s.draw, s.play)
}

func (s *scene) handInput(a *ui.Context) {
	l := &s.lay
	if i := a.Input.TapOnTopmost(l.handRects[:l.handN]); i >= 0 {
		s.focus, s.keyboard = i, false
		s.setSelection(s.selected ^ cards.Of(l.handCards[i]))
		return
	}
	if l.handN == 0 {
		return
	}
	s.focus = min(s.focus, l.handN-1)
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.focus, s.keyboard = (s.focus+1)%l.handN, true
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.focus, s.keyboard = (s.focus+l.handN-1)%l.handN, true
	case a.Input.Key(ebiten.KeyUp) || a.Input.Key(ebiten.KeySpace):
		s.keyboard = true
		s.setSelection(s.selected ^ cards.Of(l.handCards[s.focus]))
	case a.Input.Key(ebiten.KeyDown):
		s.keyboard = true
		s.setSelection(s.selected.Without(l.handCards[s.focus]))
	}
}

func (s *scene) setSelection(sel cards.Set) {
	if sel != s.selected {
		s.DropRefusal()
	}
	s.selected = sel
	s.selInfo, s.selOK = "", false
	if sel == 0 {
		return
	}
	v, err := tw.Explain(sel, s.Match.State.Count())
	if err != nil {
		s.selInfo = err.Error()
		return
	}
	s.selOK = true
	s.selInfo = describeValuation(sel, v, s.Match.State.Count())
}

// describeValuation says how a selection makes the count: "K as 5, the pair
// of Q counts 10: makes 14".
func describeValuation(sel cards.Set, v tw.Valuation, count int) string {
	var parts []string
	for _, kv := range v.KingValues {
		parts = append(parts, fmt.Sprintf("K as %d", kv))
	}
	for _, r := range v.PairsAsTen {
		parts = append(parts, fmt.Sprintf("the pair of %s counts %d", r.Text(), tw.PairValue))
	}
	text := fmt.Sprintf("%s makes %d", sel.Pretty(), count)
	if len(parts) > 0 {
		text += " (" + strings.Join(parts, ", ") + ")"
	}
	return text + ": ready to play"
}

func (s *scene) tryPlay(a *ui.Context) {
	if s.selected == 0 {
		s.want.Refuse(fmt.Sprintf("Select cards adding up to %d first.", s.Match.State.Count()))
		return
	}
	s.apply(a, tw.Move{Kind: tw.Play, Cards: s.selected})
}

// apply asks the table to play a move (refusals keep the state).
func (s *scene) apply(_ *ui.Context, mv tw.Move) { s.want.Play(mv) }

// Hint selects the suggested cards and says the move.
func (s *scene) Hint(mv tw.Move) string {
	switch mv.Kind {
	case tw.Play:
		s.setSelection(mv.Cards)
		return "Hint: play " + mv.Cards.Pretty() + "."
	case tw.Draw:
		s.setSelection(0)
		return "Hint: draw a card."
	}
	return "Hint: pass."
}
