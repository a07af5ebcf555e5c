package shell_test

// A game that exists only in this test proves the contract a game meets:
// "Higher or lower" writes rules.State, a gamedef.Def, a scenes.Board and
// the rest of a scene with the public API only, as a game package would,
// and is played through the real App and Table: a start, a refusal that
// changes nothing, a move, the computer's answer, Undo, the results, the
// statistics and the replay. What the contract misses shows here first.

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// The rules. The cards 1 to 9 are shuffled by the seed and laid in a row,
// the first turned up. Two players in turn say whether the next card is
// higher or lower than the card showing; the next card is turned up, and a
// right guess scores a point. After six guesses the most points win.
// Nothing is higher than 9 nor lower than 1: such a guess is refused. The
// row is open (the cards' backs are marked, say): nothing is hidden, so a
// guess and the computer's answer can be taken back (Undo) as in Game of
// 20, and the hot seat needs no hand-over screen.

type hlMove uint8

const (
	higher hlMove = iota + 1
	lower
)

func (m hlMove) String() string {
	if m == higher {
		return "higher"
	}
	return "lower"
}

const hlCards, hlGuesses = 9, 6

type hlOptions struct{ Players int }

// hlView is what a player sees: everything (the view is compared, so it
// holds values only).
type hlView struct {
	deck   [hlCards]int8
	shown  int
	points [2]int
}

type hlState struct {
	rules.EventLog
	deck   [hlCards]int8
	shown  int // the index of the card face up
	turn   int
	points [2]int
}

func newHL(_ hlOptions, seed uint64) (*hlState, error) {
	s := &hlState{}
	for i := range s.deck {
		s.deck[i] = int8(i + 1)
	}
	rng := rules.NewRNG(seed)
	rng.Shuffle(hlCards, func(i, j int) { s.deck[i], s.deck[j] = s.deck[j], s.deck[i] })
	return s, nil
}

func (s *hlState) face() int            { return int(s.deck[s.shown]) }
func (s *hlState) NumPlayers() int      { return 2 }
func (s *hlState) Over() bool           { return s.shown >= hlGuesses }
func (s *hlState) HorizonReached() bool { return false }
func (s *hlState) View(int) any         { return [2]int{s.face(), s.shown} }

func (s *hlState) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.turn
}

func (s *hlState) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }

func (s *hlState) AppendLegal(buf []hlMove) []hlMove {
	if s.Over() {
		return buf
	}
	if s.face() < hlCards {
		buf = append(buf, higher)
	}
	if s.face() > 1 {
		buf = append(buf, lower)
	}
	return buf
}

func (s *hlState) Apply(m hlMove) error {
	switch {
	case s.Over():
		return errors.New("the game is over")
	case m == higher && s.face() == hlCards:
		return fmt.Errorf("nothing is higher than %d", hlCards)
	case m == lower && s.face() == 1:
		return errors.New("nothing is lower than 1")
	case m != higher && m != lower:
		return fmt.Errorf("no move %d", m)
	}
	was := s.face()
	s.shown++
	s.Emit(rules.Event{Kind: rules.EvMove, Player: s.turn, Item: s.face(), FaceUp: true})
	if (m == higher) == (s.face() > was) {
		s.points[s.turn]++
		s.Emit(rules.Event{Kind: rules.EvScore, Player: s.turn, Delta: 1, Value: s.points[s.turn]})
	}
	s.turn = 1 - s.turn
	if s.Over() {
		s.Emit(rules.Event{Kind: rules.EvGameEnd})
	}
	return nil
}

func (s *hlState) ParseMove(text string) (hlMove, error) {
	switch text {
	case "higher":
		return higher, nil
	case "lower":
		return lower, nil
	}
	return 0, fmt.Errorf("no move %q", text)
}

func (s *hlState) Clone() *hlState {
	c := &hlState{}
	c.CopyFrom(s)
	return c
}

func (s *hlState) CopyFrom(src *hlState) {
	log := s.EventLog
	*s = *src
	s.EventLog = log
	s.CopyLogFrom(&src.EventLog)
}

func (s *hlState) Rewards(dst []float64) {
	for p := range 2 {
		dst[p] = ai.MarginReward(float64(s.points[p]-s.points[1-p]), 3, 0.1)
	}
}

// Determinize changes nothing: nothing is hidden.
func (s *hlState) Determinize(int, *rules.RNG) {}

func (s *hlState) winners() []int {
	switch {
	case s.points[0] > s.points[1]:
		return []int{0}
	case s.points[1] > s.points[0]:
		return []int{1}
	}
	return []int{0, 1}
}

var hlDef = &gamedef.Def[*hlState, hlMove, hlOptions]{
	ID: "higherlower", Title: "Higher or Lower", Tagline: "A test of the contract, 2 players",
	MinPlayers: 2, MaxPlayers: 2,
	Base:      func(players int) hlOptions { return hlOptions{Players: players} },
	New:       newHL,
	Heuristic: hlFirstLegal,
	Budgets:   ai.Budgets{Iterations: [3]int{ai.Easy: 20, ai.Normal: 40, ai.Hard: 80}},
	Score:     func(s *hlState, p int) float64 { return float64(s.points[p]) },
	Winners:   func(s *hlState) []int { return s.winners() },
	MaxMoves:  hlGuesses,
}

// The scene: the Table and two buttons.

type hlScene struct {
	scenes.Table[*hlState, hlMove]
	higher, lower *ui.Button
	laidW, laidH  float64
}

func newHLScene(_ *ui.Context, g *scenes.Game, m *play.Match[*hlState, hlMove], cfg scenes.GameConfig, _ bool) scenes.TableScene {
	s := &hlScene{
		higher: ui.NewButton("play.higher", "Higher").WithKey(ebiten.KeyUp),
		lower:  ui.NewButton("play.lower", "Lower").WithKey(ebiten.KeyDown),
	}
	s.Table = scenes.NewTable(g, cfg, m, s)
	return s
}

var hlGame = func() *scenes.Game {
	g := scenes.Plug(hlDef, "Say whether the next card is higher or lower.", newHLScene)
	g.OpenTable = true
	return g
}()

func (s *hlScene) BeginTick(a *ui.Context) {
	if s.laidW == a.W && s.laidH == a.H {
		return
	}
	s.laidW, s.laidH = a.W, a.H
	w, h := a.U(200), a.Tap(64)
	ui.Row(a.W/2-w-a.U(10), a.H/2, w, h, a.U(20), s.higher, s.lower)
}

func (s *hlScene) Escape() bool          { return false }
func (s *hlScene) Skip()                 {}
func (s *hlScene) Step(*ui.Context)      {}
func (s *hlScene) Hold(*ui.Context) bool { return false }
func (s *hlScene) Resync()               {}
func (s *hlScene) Played(hlMove)         {}
func (s *hlScene) Hint(m hlMove) string  { return "Say " + m.String() + "." }
func (s *hlScene) Animating() bool       { return s.Busy() }
func (s *hlScene) Inspect(*ui.Context, float64, float64) (scenes.Inspection, bool) {
	return scenes.Inspection{}, false
}

// Show opens the tally at the game's end: the Table shows the results
// only after a tally (a contract no type states yet: a board that never
// returns OpenTally leaves its finished game on the table).
func (s *hlScene) Show(_ *ui.Context, e rules.Event) scenes.Beat {
	if e.Kind == rules.EvGameEnd {
		return scenes.OpenTally
	}
	return 0
}

func hlFirstLegal(s *hlState, _ *rules.RNG, buf []hlMove) hlMove { return s.AppendLegal(buf[:0])[0] }

func (s *hlScene) Input(a *ui.Context) scenes.Intent[hlMove] {
	var in scenes.Intent[hlMove]
	switch {
	case s.higher.Clicked(a):
		in.Play(higher)
	case s.lower.Clicked(a):
		in.Play(lower)
	}
	return in
}

func (s *hlScene) Refresh(*ui.Context) {
	hidden := !s.HumanTurn()
	s.higher.Hidden, s.lower.Hidden = hidden, hidden
}

func (s *hlScene) Status() string {
	st := s.Match.State
	return fmt.Sprintf("Card %d · %d – %d", st.face(), st.points[0], st.points[1])
}

func (s *hlScene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	s.higher.Draw(a, screen)
	s.lower.Draw(a, screen)
}

// AnswerTaps: the button of the guess.
func (s *hlScene) AnswerTaps(move string, _ []ui.Target) []string {
	return []string{"play." + move}
}

func (s *hlScene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, s.higher, s.lower)
}

func (s *hlScene) Results() *scenes.Results {
	st := s.Match.State
	rows := make([]scenes.ResultRow, 2)
	winners := st.winners()
	for p := range rows {
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Score: fmt.Sprint(st.points[p])}
	}
	for _, w := range winners {
		rows[w].Winner = true
	}
	return scenes.NewResults(s.Game, "The most right guesses win.", rows, s.Config).
		WithOutcome(play.OutcomeOf(s.Match, winners, st.points[:]))
}

// hlSeedShowing is the first seed whose face-up card is v.
func hlSeedShowing(t *testing.T, v int8) uint64 {
	for seed := uint64(1); seed < 1000; seed++ {
		if s, _ := newHL(hlOptions{}, seed); s.deck[0] == v {
			return seed
		}
	}
	t.Fatalf("no seed shows %d", v)
	return 0
}

func TestContractGamePlaysThroughTheTable(t *testing.T) {
	store := play.MemoryStore{}
	a := gametest.NewApp(t, shell.Options{}, store, hlGame)
	a.Settings.Speed = ui.Instant
	seats := []play.Seat{{Human: true}, {Level: ai.Easy}}
	if err := a.StartGame(hlGame, scenes.GameConfig{Seats: seats, Seed: hlSeedShowing(t, hlCards)}); err != nil {
		t.Fatal(err)
	}
	table := func() *hlScene { return a.Top().(*hlScene) }
	for range 5 {
		scenetest.Frame(a)
	}

	// A refusal: the rules' reason on screen, nothing played, nothing saved.
	saved := store[play.SaveKey(hlDef.ID)]
	scenetest.Tap(t, a, "play.higher")
	st := scenetest.Read(t, a)
	if !strings.Contains(st.Message, "higher than 9") || len(table().Match.Record.Moves) != 0 || store[play.SaveKey(hlDef.ID)] != saved {
		t.Fatalf("a refused guess: message %q, moves %v", st.Message, table().Match.Record.Moves)
	}

	// A move, and the computer's answer, then Undo takes both back.
	scenetest.Tap(t, a, "play.lower")
	for i := 0; i < 600 && !table().HumanTurn(); i++ {
		scenetest.Frame(a)
	}
	if moves := table().Match.Record.Moves; len(moves) != 2 || moves[0] != "lower" {
		t.Fatalf("after a guess and the computer's: %v", moves)
	}
	scenetest.Tap(t, a, "play.undo")
	for range 3 {
		scenetest.Frame(a)
	}
	if moves := table().Match.Record.Moves; len(moves) != 0 {
		t.Fatalf("Undo left %v", moves)
	}

	// To the results, by tapping.
	results := gametest.PlayToResults(t, a, func() bool {
		_, ok := scenetest.Read(t, a).Target("play.lower")
		return ok && table().HumanTurn()
	}, func() { scenetest.Tap(t, a, "play."+table().HintText()) })
	if results == nil || scenetest.Read(t, a).Scene != "results" {
		t.Fatal("no results")
	}
	if n := gametest.GamesPlayed(t, store, hlDef.ID, "easy"); n != 1 {
		t.Errorf("the statistics counted %d games", n)
	}
	if _, ok := store[play.SaveKey(hlDef.ID)]; ok {
		t.Error("a finished game is still saved to resume")
	}

	// The replay of a finished game opens and plays to its end.
	rec := gametest.PlayedOut(t, hlDef, 2, 7)
	gametest.OpenReplay(t, a, hlGame, rec, 2)
	for range 200 {
		scenetest.Frame(a)
	}
	if st := scenetest.Read(t, a); st.Scene != "replay" {
		t.Fatalf("the replay is %q", st.Scene)
	}
}
