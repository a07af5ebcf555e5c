// Package minustwenty is the table of Minus Twenty, the two-player game of
// melds: the scene, its view of the game played back from the rule events,
// and the layout and drawing of the columns, the draw pile and the hand.
package minustwenty

import (
	_ "embed"
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rules.txt
var rulesText string

// Game is Minus Twenty in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(mt.Def, rulesText, newScene)
	// Its search compares moves on common deals and allocates nothing per
	// slice. In headless Chromium on 2 cores, 8 ms slices brought Hard's
	// decisions from 5.9 s to 3.1 s, the lowest tick rate staying above the
	// empty program's (1.18x it).
	g.BrowserSlice = 8 * time.Millisecond
	g.Best = play.BestScore{Label: "highest total"}
	g.Lesson = lesson
	return g
}()

func init() { scenes.Register(Game) }

// newScene is the game's scenes.SceneMaker: a new game's table (the deal
// animated), or a saved one shown as it is.
func newScene(a *ui.Context, g *scenes.Game, m *play.Match[*mt.State, mt.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := makeScene(g, m, cfg)
	if resumed {
		s.syncView()
	} else {
		s.animateDeal()
	}
	return s
}

// scene is the Lost Cities table: per suit a column with the
// opponent's meld at the top, the discard pile in the middle and the
// viewer's meld at the bottom, the draw pile beside them and the hand below.
type scene struct {
	scenes.Table[*mt.State, mt.Move]

	view   view
	labels labels

	// cardSprites move the cards to their places and turn them over.
	cardSprites ui.CardSprites[cards.Card]
	// The scores count up to their new values: each player's round and
	// total beside the names (and in the tally), each meld's score.
	roundN, totalN [mt.NumPlayers]ui.Counter
	meldN          [mt.NumPlayers][cards.NumSuits]ui.Counter
	countDur       int                    // ticks a score counts at the player's speed
	want           scenes.Intent[mt.Move] // what the input of this tick asks

	atlas  *sprites.CardAtlas
	layout int
	lay    layout
	// lessonOn: a lesson ran at the last layout, which leaves its box
	// room (see layoutPortrait).
	lessonOn bool
	// The texts that shrink to fit their boxes: the prompt, the message,
	// and the tally's heading and rows.
	promptFit, noteFit sprites.FittedText
	tallyFit           [1 + 2*mt.NumPlayers]sprites.FittedText

	// The human's choices in the play step: at most one card selected.
	selected cards.Card
	hasSel   bool
	// What is legal now for the human to move (refreshed every tick from
	// Match.Legal, which allocates nothing): drawing highlights from it.
	canMeld  bool
	canTake  [cards.NumSuits]bool
	legalFor int // len(Record.Moves) the flags were computed for; -1 none

	meld, discard, draw *ui.Button
}

// makeScene builds the table of a match.
func makeScene(g *scenes.Game, m *play.Match[*mt.State, mt.Move], cfg scenes.GameConfig) *scene {
	s := &scene{legalFor: -1,
		meld:    ui.NewButton("play.meld", "Meld").WithKey(ebiten.KeyEnter),
		discard: ui.NewButton("play.discard", "Discard").WithKey(ebiten.KeyX),
		draw:    ui.NewButton("play.draw", "Draw").WithKey(ebiten.KeyD),
	}
	s.Table = scenes.NewTable(g, cfg, m, s)
	s.meld.Primary = true
	s.draw.Primary = true
	s.view.reset(m.State.Round())
	s.cardSprites = ui.NewCardSprites[cards.Card](cards.NumCards, s.Viewer)
	return s
}

// BeginTick lays the table out again when the screen changed.
func (s *scene) BeginTick(a *ui.Context) {
	s.relayout(a)
	s.countDur = a.CountTicks()
}

func (s *scene) Escape() bool          { return false }
func (s *scene) Step(*ui.Context)      { s.stepCounters() }
func (s *scene) Hold(*ui.Context) bool { return false }

// Refresh words the prompt and puts the cards where they now belong.
func (s *scene) Refresh(a *ui.Context) {
	s.refreshPrompt()
	s.targets(a)
}

// Skip: the tweens and the counts end at once, and the next targets snap
// the cards to the places the skipped events gave them.
func (s *scene) Skip() {
	s.cardSprites.Finish()
	s.eachCounter(func(c *ui.Counter) bool { c.Finish(); return false })
}

// eachCounter calls f on every score counter and tells whether f said yes
// for any of them (f is called on all).
func (s *scene) eachCounter(f func(*ui.Counter) bool) bool {
	yes := false
	for p := range mt.NumPlayers {
		yes = f(&s.roundN[p]) || yes
		yes = f(&s.totalN[p]) || yes
		for suit := range s.meldN[p] {
			yes = f(&s.meldN[p][suit]) || yes
		}
	}
	return yes
}

// stepCounters advances the scores counting up; the labels are formatted
// again only when a shown number changed.
func (s *scene) stepCounters() {
	if s.eachCounter(stepCounter) {
		s.refreshScores()
	}
}

func stepCounter(c *ui.Counter) bool { c.Step(); return c.Changed() }

func counterCounting(c *ui.Counter) bool { return c.Counting() }

// Resync turns the table to the player asked now: their hand, no selection.
func (s *scene) Resync() {
	s.clearSelection()
	s.layout = -1 // the viewer's side of the table changed: snap to it
	s.refreshLabels()
}

// Input reads a tap or a key as the move it asks for: a card chosen, then
// where it goes; or where to draw from.
func (s *scene) Input(a *ui.Context) scenes.Intent[mt.Move] {
	s.want = scenes.Intent[mt.Move]{}
	s.refreshLegal()
	st := s.Match.State
	s.meld.Hidden = st.Phase() != mt.PlayStep
	s.discard.Hidden = s.meld.Hidden
	s.draw.Hidden = !s.meld.Hidden
	s.meld.Enabled, s.discard.Enabled = s.hasSel, s.hasSel
	if st.Phase() == mt.PlayStep {
		s.playInput(a)
	} else {
		s.drawInput(a)
	}
	return s.want
}

// Played: the move was made, the selection goes.
func (s *scene) Played(mt.Move) { s.clearSelection() }

// refreshLegal recomputes what the human may do, once per position.
func (s *scene) refreshLegal() {
	s.canMeld = false
	s.canTake = [cards.NumSuits]bool{}
	for _, mv := range s.Match.Legal() {
		switch mv.Kind {
		case mt.PlayToMeld:
			s.canMeld = s.canMeld || (s.hasSel && mv.Card == s.selected)
		case mt.DrawDiscard:
			s.canTake[mv.Suit] = true
		}
	}
	s.legalFor = len(s.Match.Record.Moves)
}

// playInput handles the play step: choose a card, then where it goes.
func (s *scene) playInput(a *ui.Context) {
	switch {
	case s.meld.Clicked(a):
		s.playSelected(a, mt.PlayToMeld, s.selected.Suit())
		return
	case s.discard.Clicked(a) || a.Input.Key(ebiten.KeyBackspace):
		s.playSelected(a, mt.Discard, s.selected.Suit())
		return
	}
	if c, ok := s.tappedHandCard(a); ok {
		if s.hasSel && s.selected == c {
			s.clearSelection()
		} else {
			s.selectCard(c)
		}
		return
	}
	if suit, ok := s.tappedMeld(a); ok {
		s.playSelected(a, mt.PlayToMeld, suit)
		return
	}
	if suit, ok := s.tappedDiscard(a); ok {
		s.playSelected(a, mt.Discard, suit)
		return
	}
	if s.tappedDrawPile(a) {
		s.applyMove(a, mt.DrawMove()) // refused: the rules say why
		return
	}
	switch {
	case a.Input.KeyRepeat(ebiten.KeyRight):
		s.stepSelection(1)
	case a.Input.KeyRepeat(ebiten.KeyLeft):
		s.stepSelection(-1)
	}
}

// playSelected lays the selected card on the meld or discard pile of the
// clicked suit. A card goes only to its own suit's column: another column is
// refused with the reason, like the rules' own refusals.
func (s *scene) playSelected(a *ui.Context, kind mt.MoveKind, suit cards.Suit) {
	if !s.hasSel {
		s.want.Refuse("Select a card from your hand first.")
		return
	}
	c := s.selected
	place := "meld"
	if kind == mt.Discard {
		place = "discard pile"
	}
	if c.Suit() != suit {
		s.want.Refuse(fmt.Sprintf("Not allowed: %s goes on the %s %s, not the %s one.", c.Pretty(), c.Suit().Name(), place, suit.Name()))
		return
	}
	if kind == mt.PlayToMeld {
		s.applyMove(a, mt.MeldMove(c))
	} else {
		s.applyMove(a, mt.DiscardMove(c))
	}
}

// drawInput handles the draw step: the draw pile or a discard pile's top.
func (s *scene) drawInput(a *ui.Context) {
	if s.draw.Clicked(a) || s.tappedDrawPile(a) {
		s.applyMove(a, mt.DrawMove())
		return
	}
	if suit, ok := s.tappedDiscard(a); ok {
		s.applyMove(a, mt.TakeMove(suit))
		return
	}
	for i, k := range suitKeys {
		if a.Input.Key(k) || a.Input.Key(suitPadKeys[i]) {
			s.applyMove(a, mt.TakeMove(cards.Suit(i)))
			return
		}
	}
	// A card or a meld clicked now: the rules say it is time to draw.
	c, onCard := s.tappedHandCard(a)
	if _, onMeld := s.tappedMeld(a); onCard || onMeld {
		if !onCard {
			c, _ = s.Match.State.Hand(s.Viewer).Lowest()
		}
		s.want.Refuse("Not allowed: " + s.Match.State.ExplainIllegal(mt.MeldMove(c)).Error())
	}
}

// suitKeys take from the discard piles in column order (1..4).
var (
	suitKeys    = [cards.NumSuits]ebiten.Key{ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4}
	suitPadKeys = [cards.NumSuits]ebiten.Key{ebiten.KeyNumpad1, ebiten.KeyNumpad2, ebiten.KeyNumpad3, ebiten.KeyNumpad4}
)

// applyMove asks the table to play a move (refusals keep the state).
func (s *scene) applyMove(_ *ui.Context, mv mt.Move) { s.want.Play(mv) }

func (s *scene) selectCard(c cards.Card) {
	s.DropRefusal()
	s.selected, s.hasSel = c, true
	s.refreshLegal()
}

// clearSelection drops the selection, and the refusal about it.
func (s *scene) clearSelection() {
	s.DropRefusal()
	s.hasSel, s.canMeld = false, false
}

// stepSelection moves the selection along the hand (Left/Right).
func (s *scene) stepSelection(dir int) {
	l := &s.lay
	if l.handN == 0 {
		return
	}
	i := -1
	for k := 0; k < l.handN; k++ {
		if s.hasSel && l.handCards[k] == s.selected {
			i = k
		}
	}
	switch {
	case i < 0 && dir > 0:
		i = 0
	case i < 0:
		i = l.handN - 1
	default:
		i = (i + dir + l.handN) % l.handN
	}
	s.selectCard(l.handCards[i])
}

func (s *scene) tappedHandCard(a *ui.Context) (cards.Card, bool) {
	l := &s.lay
	if i := a.Input.TapOnTopmost(l.handRects[:l.handN]); i >= 0 { // the rightmost card is on top
		return l.handCards[i], true
	}
	return 0, false
}

func (s *scene) tappedMeld(a *ui.Context) (cards.Suit, bool) {
	return tappedColumn(a, s.lay.meldTap)
}

func (s *scene) tappedDiscard(a *ui.Context) (cards.Suit, bool) {
	return tappedColumn(a, s.lay.discardTap)
}

// tappedColumn finds the suit whose rectangle (a meld or a discard pile)
// was tapped.
func tappedColumn(a *ui.Context, rect func(cards.Suit) sprites.Rect) (cards.Suit, bool) {
	for suit := range cards.Suit(cards.NumSuits) {
		r := rect(suit)
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			return suit, true
		}
	}
	return 0, false
}

func (s *scene) tappedDrawPile(a *ui.Context) bool {
	r := s.lay.grow(s.lay.drawRect())
	return a.Input.TapIn(r.X, r.Y, r.W, r.H)
}

// Hint shows the search's advice: a play step hint selects the card, so
// the highlights show where it goes.
func (s *scene) Hint(mv mt.Move) string {
	switch mv.Kind {
	case mt.PlayToMeld:
		s.selectCard(mv.Card)
		return "Hint: lay " + mv.Card.Pretty() + " on your " + mv.Card.Suit().Name() + " meld" + ui.Wording(s.Touch, " (Enter).", ".")
	case mt.Discard:
		s.selectCard(mv.Card)
		return "Hint: discard " + mv.Card.Pretty() + ui.Wording(s.Touch, " (X).", ".")
	case mt.DrawPile:
		return "Hint: draw from the draw pile" + ui.Wording(s.Touch, " (D).", ".")
	case mt.DrawDiscard:
		top, _ := s.Match.State.DiscardTop(mv.Suit)
		return fmt.Sprintf("Hint: take %s from the %s discard pile%s", top.Pretty(), mv.Suit.Name(), ui.Wording(s.Touch, fmt.Sprintf(" (%d).", mv.Suit+1), "."))
	}
	return ""
}

// headline says who won the match and by how much (the last tally and
// the results open with it).
func (s *scene) headline() string {
	st := s.Match.State
	totals := st.Totals()
	winners := st.Winners()
	if len(winners) != 1 {
		return fmt.Sprintf("A draw: both end on %s points.", signed(totals[0]))
	}
	w := winners[0]
	name := s.SeatName(w)
	verb := " wins "
	if name == "You" {
		verb = " win "
	}
	return name + verb + signed(totals[w]) + " to " + signed(totals[1-w]) + "!"
}

// Results is the final standings: totals, with each round's score.
func (s *scene) Results() *scenes.Results {
	st := s.Match.State
	totals := st.Totals()
	rounds := st.RoundScores()
	rows := make([]scenes.ResultRow, mt.NumPlayers)
	for p := range rows {
		detail := "rounds:"
		for _, r := range rounds {
			detail += " " + signed(r[p])
		}
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: signed(totals[p]) + " points", Detail: detail}
	}
	winners := st.Winners()
	for _, w := range winners {
		rows[w].Winner = true
	}
	return scenes.NewResults(s.Game, s.headline(), rows, s.Config).
		WithHistory(roundHistory(st, s.Match.Seats, scoredMelds(s.Match.Record))).
		WithOutcome(play.OutcomeOf(s.Match, winners, totals[:]))
}

// suitLetter is the suit's letter in card and move texts (S, H, D, C).
func suitLetter(s cards.Suit) string { return "SHDC"[s : s+1] }

// cardText is a card as players read it: "7♥", "10♠", "Q♣".

// Animating tells the app whether the table is moving (see App.Draw).
func (s *scene) Animating() bool {
	return s.Busy() || s.cardSprites.Moving() || s.eachCounter(counterCounting)
}
