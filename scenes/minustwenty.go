package scenes

import (
	_ "embed"
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rulestext/minustwenty.txt
var minusTwentyRules string

// minusTwentyMatches are the match lengths of the setup screen, in the order
// of the "Match" row's choices.
var minusTwentyMatches = []struct {
	label string
	opts  minustwenty.Options
}{
	{"1 round", minustwenty.Options{Rounds: 1}},
	{"3 rounds", minustwenty.Options{Rounds: 3}},
	{"5 rounds", minustwenty.Options{Rounds: 5}},
	{"First to 100", minustwenty.Options{TargetScore: 100}},
	{"First to 200", minustwenty.Options{TargetScore: 200}},
}

// minusTwentyDefaultMatch is the standard three-round match.
const minusTwentyDefaultMatch = 1

func init() { registerGame(&minusTwentyDef) }

var minusTwentyDef = gameDef{
	Order: 2, ID: "minustwenty", Title: "Minus Twenty", Tagline: "Lost Cities with a poker deck, 2 players",
	MinPlayers: minustwenty.NumPlayers, MaxPlayers: minustwenty.NumPlayers, RulesText: minusTwentyRules,
	Options: []optionDef{{Label: "Match", Choices: minusTwentyMatchLabels(), Default: minusTwentyDefaultMatch}},
	// Its search compares moves on common deals and allocates nothing per
	// slice. In headless Chromium on 2 cores, 8 ms slices brought Hard's
	// decisions from 5.9 s to 3.1 s, the lowest tick rate staying above the
	// empty program's (1.18x it).
	BrowserSlice: 8 * time.Millisecond,
	start:        startMinusTwenty,
	resume:       resumeMinusTwenty,
}

func minusTwentyMatchLabels() []string {
	labels := make([]string, len(minusTwentyMatches))
	for i, m := range minusTwentyMatches {
		labels[i] = m.label
	}
	return labels
}

// minusTwentyOptions reads the setup screen's choices.
func minusTwentyOptions(choices []int) minustwenty.Options {
	i := minusTwentyDefaultMatch
	if len(choices) > 0 && choices[0] >= 0 && choices[0] < len(minusTwentyMatches) {
		i = choices[0]
	}
	return minusTwentyMatches[i].opts
}

// minusTwentyChoices is the inverse of minusTwentyOptions, so "Play again"
// after a resumed game keeps its match length.
func minusTwentyChoices(o minustwenty.Options) []int {
	for i, m := range minusTwentyMatches {
		if m.opts == o {
			return []int{i}
		}
	}
	return []int{minusTwentyDefaultMatch}
}

func newMinusTwentyMatch(st *minustwenty.State, seats []Seat, rec rules.Record) *Match[*minustwenty.State, minustwenty.Move] {
	return NewMatch("minustwenty", st, seats, rec, ai.Policy[*minustwenty.State, minustwenty.Move](minustwenty.Heuristic), minustwenty.Budgets)
}

func startMinusTwenty(a *App, g *gameDef, cfg gameConfig) (Scene, error) {
	opts := minusTwentyOptions(cfg.Choices)
	st, err := minustwenty.New(opts, cfg.Seed)
	if err != nil {
		return nil, err
	}
	rec := newRecord(g.ID, opts, cfg.Seed)
	s := newMinusTwentyScene(g, newMinusTwentyMatch(st, cfg.Seats, rec), cfg)
	s.animateDeal()
	s.m.Save(a)
	return s, nil
}

func resumeMinusTwenty(a *App, g *gameDef, sg savedGame) (Scene, error) {
	st, opts, err := restore(sg, minustwenty.New)
	if err != nil {
		return nil, err
	}
	cfg := gameConfig{Seats: sg.Seats, Seed: sg.Record.Seed, Choices: minusTwentyChoices(opts)}
	s := newMinusTwentyScene(g, newMinusTwentyMatch(st, sg.Seats, sg.Record), cfg)
	s.syncView()
	welcomeBack(a)
	return s, nil
}

// minusTwentyScene is the Lost Cities table: per suit a column with the
// opponent's meld at the top, the discard pile in the middle and the
// viewer's meld at the bottom, the draw pile beside them and the hand below.
type minusTwentyScene struct {
	table[*minustwenty.State, minustwenty.Move]

	view   mtView
	labels mtLabels

	motions [cards.NumCards]motion
	scales  [cards.NumCards]mtScale
	atlas   *sprites.CardAtlas
	layout  int
	lay     mtLayout

	// The human's choices in the play step: at most one card selected.
	selected cards.Card
	hasSel   bool
	// What is legal now for the human to move (refreshed every tick from
	// Match.Legal, which allocates nothing): drawing highlights from it.
	canMeld  bool
	canTake  [cards.NumSuits]bool
	legalFor int // len(Record.Moves) the flags were computed for; -1 none

	meld, discard, draw *Button
}

func newMinusTwentyScene(g *gameDef, m *Match[*minustwenty.State, minustwenty.Move], cfg gameConfig) *minusTwentyScene {
	s := &minusTwentyScene{table: newTable(g, cfg, m), legalFor: -1,
		meld:    NewButton("play.meld", "Meld").WithKey(ebiten.KeyEnter),
		discard: NewButton("play.discard", "Discard").WithKey(ebiten.KeyX),
		draw:    NewButton("play.draw", "Draw").WithKey(ebiten.KeyD),
	}
	s.meld.Primary = true
	s.draw.Primary = true
	s.view.reset(m.State.Round())
	return s
}

// HintText is the baseline player's choice for the human to move (cheap:
// browser and scene tests use it to choose what to click).
func (s *minusTwentyScene) HintText() string { return s.heuristicHint(minustwenty.Heuristic) }

func (s *minusTwentyScene) Update(a *App) {
	s.relayout(a)
	if !s.updateTopBar(a) {
		return
	}
	s.playEvents(a, func(e rules.Event) int { return s.show(a, e) }, s.finishMotions)
	switch {
	case s.tally:
		s.updateTally(a, s.results)
	case s.events.Busy(s.m.Events):
	case s.m.HumanToMove():
		s.updateHuman(a)
	case s.m.ComputerToMove():
		s.updateComputer(a)
	}
	s.refreshPrompt()
	s.targets(a)
}

func (s *minusTwentyScene) finishMotions() {
	for c := range s.motions {
		s.motions[c].Finish()
	}
}

func (s *minusTwentyScene) updateHuman(a *App) {
	if changed, ready := s.claimTurn(a); changed {
		s.clearSelection()
		s.layout = -1 // the viewer's side of the table changed: snap to it
		s.refreshLabels()
		if !ready {
			return
		}
	}
	s.refreshLegal()
	if s.hinting {
		s.updateHint(a)
	}
	st := s.m.State
	s.meld.Hidden = st.Phase() != minustwenty.PlayStep
	s.discard.Hidden = s.meld.Hidden
	s.draw.Hidden = !s.meld.Hidden
	s.meld.Enabled, s.discard.Enabled = s.hasSel, s.hasSel
	if s.hint.Clicked(a) {
		s.hinting = true
		s.message = "Thinking about a hint..."
		return
	}
	if st.Phase() == minustwenty.PlayStep {
		s.playInput(a)
	} else {
		s.drawInput(a)
	}
}

// refreshLegal recomputes what the human may do, once per position.
func (s *minusTwentyScene) refreshLegal() {
	s.canMeld = false
	s.canTake = [cards.NumSuits]bool{}
	for _, mv := range s.m.Legal() {
		switch mv.Kind {
		case minustwenty.PlayToMeld:
			s.canMeld = s.canMeld || (s.hasSel && mv.Card == s.selected)
		case minustwenty.DrawDiscard:
			s.canTake[mv.Suit] = true
		}
	}
	s.legalFor = len(s.m.Record.Moves)
}

// playInput handles the play step: choose a card, then where it goes.
func (s *minusTwentyScene) playInput(a *App) {
	switch {
	case s.meld.Clicked(a):
		s.playSelected(a, minustwenty.PlayToMeld, s.selected.Suit())
		return
	case s.discard.Clicked(a) || a.Input.Key(ebiten.KeyBackspace):
		s.playSelected(a, minustwenty.Discard, s.selected.Suit())
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
		s.playSelected(a, minustwenty.PlayToMeld, suit)
		return
	}
	if suit, ok := s.tappedDiscard(a); ok {
		s.playSelected(a, minustwenty.Discard, suit)
		return
	}
	if s.tappedDrawPile(a) {
		s.applyMove(a, minustwenty.DrawMove()) // refused: the rules say why
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
func (s *minusTwentyScene) playSelected(a *App, kind minustwenty.MoveKind, suit cards.Suit) {
	if !s.hasSel {
		s.refuse(a, "Select a card from your hand first.")
		return
	}
	c := s.selected
	place := "meld"
	if kind == minustwenty.Discard {
		place = "discard pile"
	}
	if c.Suit() != suit {
		s.refuse(a, fmt.Sprintf("Not allowed: %s goes on the %s %s, not the %s one.", cardText(c), c.Suit().Name(), place, suit.Name()))
		return
	}
	if kind == minustwenty.PlayToMeld {
		s.applyMove(a, minustwenty.MeldMove(c))
	} else {
		s.applyMove(a, minustwenty.DiscardMove(c))
	}
}

// drawInput handles the draw step: the draw pile or a discard pile's top.
func (s *minusTwentyScene) drawInput(a *App) {
	if s.draw.Clicked(a) || s.tappedDrawPile(a) {
		s.applyMove(a, minustwenty.DrawMove())
		return
	}
	if suit, ok := s.tappedDiscard(a); ok {
		s.applyMove(a, minustwenty.TakeMove(suit))
		return
	}
	for i, k := range mtSuitKeys {
		if a.Input.Key(k) || a.Input.Key(mtSuitPadKeys[i]) {
			s.applyMove(a, minustwenty.TakeMove(cards.Suit(i)))
			return
		}
	}
	// A card or a meld clicked now: the rules say it is time to draw.
	c, onCard := s.tappedHandCard(a)
	if _, onMeld := s.tappedMeld(a); onCard || onMeld {
		if !onCard {
			c, _ = s.m.State.Hand(s.viewer).Lowest()
		}
		s.refuse(a, "Not allowed: "+s.m.State.ExplainIllegal(minustwenty.MeldMove(c)).Error())
	}
}

// mtSuitKeys take from the discard piles in column order (1..4).
var (
	mtSuitKeys    = [cards.NumSuits]ebiten.Key{ebiten.KeyDigit1, ebiten.KeyDigit2, ebiten.KeyDigit3, ebiten.KeyDigit4}
	mtSuitPadKeys = [cards.NumSuits]ebiten.Key{ebiten.KeyNumpad1, ebiten.KeyNumpad2, ebiten.KeyNumpad3, ebiten.KeyNumpad4}
)

// applyMove plays a human move through the table (refusals keep the state).
func (s *minusTwentyScene) applyMove(a *App, mv minustwenty.Move) {
	if s.table.apply(a, mv) {
		s.message = ""
		s.clearSelection()
	}
}

func (s *minusTwentyScene) selectCard(c cards.Card) {
	s.selected, s.hasSel = c, true
	s.refreshLegal()
}

func (s *minusTwentyScene) clearSelection() { s.hasSel = false; s.canMeld = false }

// stepSelection moves the selection along the hand (Left/Right).
func (s *minusTwentyScene) stepSelection(dir int) {
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

func (s *minusTwentyScene) tappedHandCard(a *App) (cards.Card, bool) {
	l := &s.lay
	for i := l.handN - 1; i >= 0; i-- { // the rightmost card is on top
		r := l.handRects[i]
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			return l.handCards[i], true
		}
	}
	return 0, false
}

func (s *minusTwentyScene) tappedMeld(a *App) (cards.Suit, bool) {
	return tappedColumn(a, s.lay.myMeldRect)
}

func (s *minusTwentyScene) tappedDiscard(a *App) (cards.Suit, bool) {
	return tappedColumn(a, s.lay.discardRect)
}

// tappedColumn finds the suit whose rectangle (a meld or a discard pile)
// was tapped.
func tappedColumn(a *App, rect func(cards.Suit) sprites.Rect) (cards.Suit, bool) {
	for suit := range cards.Suit(cards.NumSuits) {
		r := rect(suit)
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			return suit, true
		}
	}
	return 0, false
}

func (s *minusTwentyScene) tappedDrawPile(a *App) bool {
	r := s.lay.drawRect()
	return a.Input.TapIn(r.X, r.Y, r.W, r.H)
}

// updateHint advances the hint search and shows its advice: a play step
// hint selects the card, so the highlights show where it goes.
func (s *minusTwentyScene) updateHint(a *App) {
	mv, ready := s.stepHint()
	if !ready {
		return
	}
	switch mv.Kind {
	case minustwenty.PlayToMeld:
		s.selectCard(mv.Card)
		s.message = "Hint: lay " + cardText(mv.Card) + " on your " + mv.Card.Suit().Name() + " meld (Enter)."
	case minustwenty.Discard:
		s.selectCard(mv.Card)
		s.message = "Hint: discard " + cardText(mv.Card) + " (X)."
	case minustwenty.DrawPile:
		s.message = "Hint: draw from the draw pile (D)."
	case minustwenty.DrawDiscard:
		top, _ := s.m.State.DiscardTop(mv.Suit)
		s.message = fmt.Sprintf("Hint: take %s from the %s discard pile (%d).", cardText(top), mv.Suit.Name(), mv.Suit+1)
	}
}

// results is the final standings: totals, with each round's score.
func (s *minusTwentyScene) results() Scene {
	st := s.m.State
	totals := st.Totals()
	rounds := st.RoundScores()
	rows := make([]resultRow, minustwenty.NumPlayers)
	for p := range rows {
		detail := "rounds:"
		for _, r := range rounds {
			detail += " " + signed(r[p])
		}
		rows[p] = resultRow{Name: s.seatName(p), Score: signed(totals[p]) + " points", Detail: detail}
	}
	winners := st.Winners()
	for _, w := range winners {
		rows[w].Winner = true
	}
	var headline string
	if len(winners) != 1 {
		headline = fmt.Sprintf("A draw: both end on %s points.", signed(totals[0]))
	} else {
		w := winners[0]
		name := s.seatName(w)
		verb := " wins "
		if name == "You" {
			verb = " win "
		}
		headline = name + verb + signed(totals[w]) + " to " + signed(totals[1-w]) + "!"
	}
	return newResults(s.def, headline, rows, s.cfg)
}

func (s *minusTwentyScene) AppendTargets(dst []Target) []Target {
	dst = s.appendTableTargets(dst)
	if !s.humanTurn() {
		return dst
	}
	dst = AppendButtonTargets(dst, s.meld, s.discard, s.draw)
	l := &s.lay
	for i := 0; i < l.handN; i++ {
		r, c := l.handRects[i], l.handCards[i]
		dst = append(dst, Target{ID: "hand.card." + c.String(), Label: cardText(c), X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	for suit := range cards.Suit(cards.NumSuits) {
		letter := suitLetter(suit)
		r := l.myMeldRect(suit)
		dst = append(dst, Target{ID: "meld." + letter, Label: "your " + suit.Name() + " meld", X: r.X, Y: r.Y, W: r.W, H: r.H})
		r = l.discardRect(suit)
		dst = append(dst, Target{ID: "discard." + letter, Label: suit.Name() + " discard pile", X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	r := l.drawRect()
	return append(dst, Target{ID: "pile.draw", Label: "draw pile", X: r.X, Y: r.Y, W: r.W, H: r.H})
}

// suitLetter is the suit's letter in card and move texts (S, H, D, C).
func suitLetter(s cards.Suit) string { return "SHDC"[s : s+1] }

// cardText is a card as players read it: "7♥", "10♠", "Q♣".
func cardText(c cards.Card) string { return c.Rank().Text() + c.Suit().Symbol() }

// Animating tells the app whether the table is moving (see App.Draw).
func (s *minusTwentyScene) Animating() bool { return s.busy() || anyMoving(s.motions[:]) }
