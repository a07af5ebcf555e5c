// Package for20 is the table of For20 Cards: every player's reserve, area
// and smoked stack in a strip of their own, the decks and dumps with the
// declared move held in the air between them, and the viewer's hand at the
// bottom. Cards are tapped to select them (materials and tools for a
// smoke, an action and its targets, an answer's payment), then a button
// says what to do with them; the rules refuse what they do not allow.
package for20

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

//go:embed rules.txt
var rulesText string

// Game is For20 Cards in the collection.
var Game = func() *scenes.Game {
	g := scenes.Plug(f20.Def, rulesText, newScene)
	withRulesPictures(g)
	withLesson(g)
	return g
}()

func init() { scenes.Register(Game) }

// newScene is the game's scenes.SceneMaker: a new game's table (the deal
// animated), or a saved one shown as it is.

func newScene(a *ui.Context, g *scenes.Game, m *play.Match[*f20.State, f20.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := makeScene(g, m, cfg)
	if resumed {
		s.syncView()
	} else {
		s.animateDeal()
	}
	return s
}

// maxLog bounds the game log (a long five-player game has about 2000
// lines; the oldest go first).
const maxLog = 4000

// scene is the For20 Cards table.
type scene struct {
	scenes.Table[*f20.State, f20.Move]
	players int

	view view

	// cardSprites move the cards to their places and turn them over.
	cardSprites ui.CardSprites[f20.Card]
	scores      [f20.MaxPlayers]ui.Counter

	atlas      *atlas   // the hand's faces; a card anywhere else is drawn scaled from them
	stripAtlas *atlas   // the strips' faces at their size (covered cards' too)
	bigAtlas   *atlas   // a small hand's faces (layout.bigCW), or nil
	atlases    []*atlas // the sizes rendered lately, oldest first
	layout     int
	lay        layout
	tally      tallyLayout
	// text is the app's text renderer, to size labels when they change.
	text *sprites.Text

	// The human's choices: the selected cards (theirs, and the targets of
	// an action) and the target player.
	sel    f20.CardSet
	target int
	// lit are the tools that can smoke the selected materials, from the
	// legal moves.
	lit       f20.CardSet
	choosable f20.CardSet // the cards an ability waiting for its target may take
	// choosablePlayers are the players such an ability may aim at.
	choosablePlayers [f20.MaxPlayers]bool
	pick             f20.CardSet // dump cards spread out to choose from

	labels labels
	sum    summaries // the opponents as summary rows on a small screen (summary.go)
	log    gameLog

	smoke, rotate, recycle, place, play, end, pass, choose, clear, logButton *ui.Button
	answers                                                                  [f20.NumOutOfTurn]*ui.Button
	logOlder, logNewer, logClose                                             *ui.Button
	shown                                                                    []*ui.Button // the action buttons on screen now, in grid order
	actionButtons                                                            []*ui.Button // every button of the grid but Log

	want scenes.Intent[f20.Move] // what the input of this tick asks
}

// makeScene builds the table of a match.
func makeScene(g *scenes.Game, m *play.Match[*f20.State, f20.Move], cfg scenes.GameConfig) *scene {
	s := &scene{players: m.State.NumPlayers(), target: f20.NoTarget, layout: -1,
		smoke:     ui.NewButton("smoke", "Smoke").WithKey(ebiten.KeyS),
		rotate:    ui.NewButton("rotate", "Rotate").WithKey(ebiten.KeyT),
		recycle:   ui.NewButton("recycle", "Recycle").WithKey(ebiten.KeyY),
		place:     ui.NewButton("place", "Place").WithKey(ebiten.KeyL),
		play:      ui.NewButton("play", "Play").WithKey(ebiten.KeyEnter),
		end:       ui.NewButton("end", "End turn").WithKey(ebiten.KeyE),
		pass:      ui.NewButton("pass", "No answer").WithKey(ebiten.KeyP),
		choose:    ui.NewButton("choose", "Target").WithKey(ebiten.KeyEnter),
		clear:     ui.NewButton("clear", "Clear").WithKey(ebiten.KeyBackspace),
		logButton: ui.NewButton("log", "Log").WithKey(ebiten.KeyG),
		logOlder:  ui.NewButton("log.older", "Older"),
		logNewer:  ui.NewButton("log.newer", "Newer"),
		logClose:  ui.NewButton("log.close", "Close").WithKey(ebiten.KeyG),
	}
	s.sum.opened = -1
	s.Table = scenes.NewTable(g, cfg, m, s)
	s.smoke.Primary, s.play.Primary, s.choose.Primary, s.pass.Primary = true, true, true, true
	for i := range s.answers {
		c := f20.Card(f20.NumMaterials + f20.NumTools + f20.NumActions + i)
		s.answers[i] = ui.NewButton("answer."+c.String(), c.Info().Name)
	}
	s.actionButtons = append([]*ui.Button{s.smoke, s.rotate, s.recycle, s.place, s.play, s.end, s.pass, s.choose, s.clear}, s.answers[:]...)
	s.shown = make([]*ui.Button, 0, gridSlots)
	s.cardSprites = ui.NewCardSprites[f20.Card](f20.NumCards, s.Viewer)
	// Declared moves are read from the record as their events are shown:
	// the ones already played are not shown again.
	s.view.declScan = len(m.Record.Moves)
	return s
}

// Animating tells the app whether the table is moving (see App.Draw).
func (s *scene) Animating() bool {
	return s.Busy() || s.cardSprites.Moving() || s.counting() || s.view.flashing()
}

func (s *scene) counting() bool {
	for p := range s.players {
		if s.scores[p].Counting() {
			return true
		}
	}
	return false
}

// BeginTick lays the table out again when the screen changed.
func (s *scene) BeginTick(a *ui.Context) {
	s.text = a.Text
	s.relayout(a)
}

// Escape closes the game log when it is open.
func (s *scene) Escape() bool {
	if !s.log.open {
		return false
	}
	s.log.open = false
	return true
}

// Step counts the scores on and fades the flashes.
func (s *scene) Step(*ui.Context) {
	s.stepCounters()
	s.view.stepFlash()
}

// Hold: the game log, while it is open, takes the input (and the tap that
// opens it is not a move).
func (s *scene) Hold(a *ui.Context) bool {
	if s.log.open {
		s.updateLog(a)
		return true
	}
	if s.logButton.Clicked(a) {
		s.openLog()
		return true
	}
	return false
}

// Refresh words the prompt and places the buttons and the cards.
func (s *scene) Refresh(a *ui.Context) {
	s.placeButtons(a)
	s.placeInfo()
	s.refreshPrompt()
	s.targets(a)
	if s.Tally && !s.tally.placed {
		s.placeTally(a)
	}
}

// asked tells whether the viewer is asked to move now: a person's turn
// in play, never in a replay (Open), which only shows what was played.
func (s *scene) asked() bool { return s.HumanTurn() && !s.Open }

// Skip: tweens and counts end at once.
func (s *scene) Skip() {
	s.cardSprites.Finish()
	for p := range s.players {
		s.scores[p].Finish()
	}
	s.view.flash = [f20.NumCards]int16{}
}

func (s *scene) stepCounters() {
	changed := false
	for p := range s.players {
		s.scores[p].Step()
		changed = s.scores[p].Changed() || changed
	}
	if changed {
		s.refreshSeatLabels()
	}
}

// Resync turns the table to the player asked now: their hand, no selection.
func (s *scene) Resync() {
	s.clearSelection()
	s.sum.opened = -1
	s.layout = -1 // the viewer's side of the table changed: snap to it
	s.refreshSeatLabels()
}

// Input reads the action buttons, then the cards and players tapped.
func (s *scene) Input(a *ui.Context) scenes.Intent[f20.Move] {
	s.want = scenes.Intent[f20.Move]{}
	if !s.buttonInput(a) {
		s.cardInput(a)
	}
	return s.want
}

// Played: the move was made, the selection goes.
func (s *scene) Played(f20.Move) {
	s.clearSelection()
	s.sum.opened = -1 // the hand again: the opened cards were for this move
}

// updateLog handles the open game log: scroll, close.
func (s *scene) updateLog(a *ui.Context) {
	switch {
	case s.logClose.Clicked(a) || s.logButton.Clicked(a):
		s.log.open = false
	case s.logOlder.Clicked(a) || a.Input.KeyRepeat(ebiten.KeyUp):
		s.log.scroll(s.lay.logLines)
	case s.logNewer.Clicked(a) || a.Input.KeyRepeat(ebiten.KeyDown):
		s.log.scroll(-s.lay.logLines)
	}
}

func (s *scene) openLog() {
	s.log.open, s.log.back = true, 0
}

// Hint selects the suggested move's cards and target and says it.
func (s *scene) Hint(mv f20.Move) string {
	s.clearSelection()
	switch mv.Kind {
	case f20.Smoke, f20.Choose:
		s.sel = mv.Cards
	case f20.Rotate, f20.Recycle, f20.Place:
		s.sel = s.sel.With(mv.Card)
	case f20.Play, f20.Answer:
		s.sel = mv.Cards.With(mv.Card)
	}
	s.target = int(mv.Target)
	// Worded for the player asked: in play the viewer, in a replay's best
	// move whoever moved there (their hand is open).
	return "Hint: " + s.describeMove(s.Match.State.ToMove(), mv) + "."
}

// headline says who won and by how much (the tally and the results both
// open with it): "Player 4 (easy) wins by 2 points, 22 to 20."
func (s *scene) headline() string {
	st := s.Match.State
	winners := st.Winners()
	if len(winners) == 0 {
		return "The game is over."
	}
	best := st.Score(winners[0])
	if len(winners) > 1 {
		return fmt.Sprintf("%s share the win with %d stoner points.", strings.Join(s.SeatNames(winners), " and "), best)
	}
	second, others := 0, false
	for p := range s.players {
		if p != winners[0] && (!others || st.Score(p) > second) {
			second, others = st.Score(p), true
		}
	}
	if !others {
		return fmt.Sprintf("%s with %d stoner points.", s.subject(winners[0], "wins"), best)
	}
	by := fmt.Sprintf("%d points", best-second)
	if best-second == 1 {
		by = "1 point"
	}
	return fmt.Sprintf("%s by %s, %d to %d.", s.subject(winners[0], "wins"), by, best, second)
}

// Results is the final standings: each player's points and smoked stack.
func (s *scene) Results() *scenes.Results {
	st := s.Match.State
	winners := st.Winners()
	rows := make([]scenes.ResultRow, s.players)
	scores := make([]int, s.players)
	for p := range rows {
		scores[p] = st.Score(p)
		var smoked []string
		for _, c := range st.Smoked(p) {
			smoked = append(smoked, c.Info().Name)
		}
		detail := "nothing smoked"
		if len(smoked) > 0 {
			detail = "smoked " + strings.Join(smoked, ", ")
		}
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: fmt.Sprintf("%d points", scores[p]), Detail: detail}
	}
	for _, w := range winners {
		rows[w].Winner = true
	}
	return scenes.NewResults(s.Game, s.headline(), rows, s.Config).
		WithHistory(roundHistory(s.Match.Record, s.Match.Seats)).
		WithOutcome(play.OutcomeOf(s.Match, winners, scores))
}
