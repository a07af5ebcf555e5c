package scenes

import (
	"fmt"
	"slices"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Game is one game of the collection as the shell sees it: what menus and
// setup screens show (its descriptor's Info), its rules text, and how to
// start or resume its scene. Plug makes one from a game's descriptor and
// scene constructor; main hands the list to New.
type Game struct {
	gamedef.Info
	RulesText string
	// RulesPictures, when set, makes the game's own pictures for its rules
	// reader: a line "[kind: list]" of a kind the shell does not draw
	// itself (cards, tiles) is handed to it as kind and list; false leaves
	// the line as text. See RulesPicture.
	RulesPictures func(kind, list string) (RulesPicture, bool)
	// BrowserSlice is the search time per tick in browsers (0: 3 ms). A
	// search that grows a tree allocates as it goes, and WebAssembly's
	// collector stops the one thread, so longer slices cost ticks; a search
	// that allocates nothing per slice can take a longer one.
	BrowserSlice time.Duration
	// OpenTable: nothing is hidden between the seats, so with several
	// people at the device no hand-over screen comes between their turns
	// and the view stays as it is.
	OpenTable bool
	// Lesson, when set, is the game's "Learn to play" (lesson.go): offered
	// on its setup screen and by ?game=ID&lesson=1.
	Lesson *Lesson

	// What the Statistics page shows of the game, beside its block's
	// usual lines. Best says how its scores compare (zero: the highest
	// is best). StatRows, when set, are its block's lines instead of one
	// per kind of opponent: a game played alone has no opponent, and
	// keys other than "solo" and "daily" are counted from the Outcome's
	// Lines. Breakdown, when set, is a page of more lines (by hero, by
	// boss) opened from the Statistics page.
	Best      play.BestScore
	StatRows  []StatRow
	Breakdown *Breakdown

	start  func(h Host, cfg GameConfig) (ui.Scene, error)
	puzzle func(h Host, ps PuzzleStart) (ui.Scene, error)
	resume func(h Host, sg play.SavedGame, text string) (ui.Scene, error)
	// reopen makes the game's scene again around its match (a
	// *play.Match of the game), showing the state as it is: after a
	// take-back, the view is made from the state rather than unwound.
	reopen func(h Host, match any, cfg GameConfig) TableScene
	// replay reads a finished (or shared) game for the replay (replay.go).
	replay func(seats []play.Seat, rec rules.Record) (*replaySource, error)
	// def is the game's rules as the catalog has them: a shared code is
	// checked and a review searched through it.
	def gamedef.Game
	// policy is the game's baseline player (an ai.Policy of its state and
	// move types): the table's HintText plays it.
	policy any
}

// GameConfig is what the setup screen hands a game.
type GameConfig struct {
	Seats   []play.Seat
	Seed    uint64
	Choices []int // index into each option's choices
	// Lesson: the game is the game's lesson (its seed and seats are the
	// lesson's); a new game from its results is not.
	Lesson bool
	// Puzzle: the game is a puzzle's position (puzzle.go); a new game
	// from its results is not.
	Puzzle *PuzzleStart
}

// SceneMaker makes a game's scene around its match: a new game when
// resumed is false (the scene animates the deal), else a restored one (the
// scene shows the state as it is).
type SceneMaker[S rules.State[S, M], M rules.Move] func(a *ui.Context, g *Game, m *play.Match[S, M], cfg GameConfig, resumed bool) TableScene

// Plug makes the shell's Game from a game's descriptor, its rules text and
// its scene constructor. Starting and resuming are the same for every
// game: options from the setup choices and back, the record, the match
// with the game's heuristic, budgets and exact solver, the save.
func Plug[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rulesText string, newScene SceneMaker[S, M]) *Game {
	g := &Game{Info: def.Info(), RulesText: rulesText, def: def, policy: def.Policy()}
	newMatch := func(h Host, st S, seats []play.Seat, rec rules.Record) *play.Match[S, M] {
		return play.NewMatch(def, st, seats, rec, h.Thinking())
	}
	g.start = func(h Host, cfg GameConfig) (ui.Scene, error) {
		if play.HumanSeats(cfg.Seats) > 1 {
			// Several people at one device: the options a hot-seat game
			// needs are not theirs to choose (the setup screen shows it).
			cfg.Choices = g.ForHotSeat(cfg.Choices)
		}
		st, rec, err := def.Start(len(cfg.Seats), cfg.Choices, cfg.Seed)
		if err != nil {
			return nil, err
		}
		m := newMatch(h, st, cfg.Seats, rec)
		m.Lesson = cfg.Lesson
		s := newScene(h.Context(), g, m, cfg, false)
		s.attach(h)
		h.SaveGame(m.Save)
		return s, nil
	}
	g.resume = func(h Host, sg play.SavedGame, text string) (ui.Scene, error) {
		st, choices, err := def.Restore(sg.Record)
		if err != nil {
			return nil, err
		}
		if players := st.NumPlayers(); len(sg.Seats) != players {
			return nil, fmt.Errorf("%w: %d for %d players", play.ErrSeats, len(sg.Seats), players)
		}
		if st.Over() {
			return nil, fmt.Errorf("the saved game is already over")
		}
		cfg := GameConfig{Seats: sg.Seats, Seed: sg.Record.Seed, Choices: choices, Lesson: sg.Lesson}
		// The computer's moves since the person last moved are played
		// again, so what they did is on the table after a reload as it
		// was before it.
		rec := sg.Record
		again := play.ComputerMovesToShow(def, sg.Record, sg.Seats)
		if again > 0 {
			rec.Moves = append([]string(nil), sg.Record.Moves[:len(sg.Record.Moves)-again]...)
			if st, _, err = def.Restore(rec); err != nil {
				return nil, err // cannot be: the whole record replayed above
			}
		}
		m := newMatch(h, st, sg.Seats, rec)
		m.Lesson = sg.Lesson
		m.ResumedFrom(text)
		s := newScene(h.Context(), g, m, cfg, true)
		s.attach(h)
		for _, text := range sg.Record.Moves[len(sg.Record.Moves)-again:] {
			mv, err := m.State.ParseMove(text)
			if err == nil {
				err = m.Apply(mv)
			}
			if err != nil {
				return nil, err // cannot be, as above
			}
		}
		h.Context().Toast.Show(WelcomeBackText, 150)
		return s, nil
	}
	g.puzzle = func(h Host, ps PuzzleStart) (ui.Scene, error) {
		rec := ps.Puzzle.Record()
		st, choices, err := def.Restore(rec)
		if err != nil {
			return nil, err
		}
		if st.Over() || st.Decision().Player != ps.Puzzle.Player {
			return nil, fmt.Errorf("puzzle %d: player %d is not to move", ps.Puzzle.ID, ps.Puzzle.Player+1)
		}
		// The puzzle's player is the person; the others play as the
		// computer plays by default.
		seats := make([]play.Seat, st.NumPlayers())
		for i := range seats {
			seats[i] = play.Seat{Human: i == ps.Puzzle.Player, Level: ai.Normal}
		}
		m := newMatch(h, st, seats, rec)
		m.Lesson = true // counted nowhere, not among the recent games
		cfg := GameConfig{Seats: seats, Seed: rec.Seed, Choices: choices, Puzzle: &ps}
		s := newScene(h.Context(), g, m, cfg, true)
		s.attach(h)
		return s, nil
	}
	g.reopen = func(h Host, match any, cfg GameConfig) TableScene {
		s := newScene(h.Context(), g, match.(*play.Match[S, M]), cfg, true)
		s.attach(h)
		return s
	}
	g.replay = func(seats []play.Seat, rec rules.Record) (*replaySource, error) {
		return newReplaySource(def, g, newScene, seats, rec)
	}
	return g
}

func (g *Game) DefaultChoices() []int {
	c := make([]int, len(g.Options))
	for i, o := range g.Options {
		c[i] = o.Default
	}
	return c
}

// WelcomeBackText greets a reload that resumed a game.
const WelcomeBackText = "Welcome back: your game was restored."

// Def is the game's rules as the catalog has them (nil for a game made
// without Plug).
func (g *Game) Def() gamedef.Game { return g.def }

// StartPuzzle makes the scene of a puzzle of g, at its position.
func (g *Game) StartPuzzle(h Host, ps PuzzleStart) (ui.Scene, error) {
	if g.puzzle == nil {
		return nil, fmt.Errorf("%s has no puzzles", g.Title)
	}
	return g.puzzle(h, ps)
}

// Start makes the scene of a new game of g for the shell h.
func (g *Game) Start(h Host, cfg GameConfig) (ui.Scene, error) { return g.start(h, cfg) }

// Resume makes the scene of a saved game of g (text is the save).
func (g *Game) Resume(h Host, sg play.SavedGame, text string) (ui.Scene, error) {
	return g.resume(h, sg, text)
}

// registered are the games' Game values, as their packages register them.
var registered []*Game

// Register offers g in the app: a game's package registers its Game in an
// init beside its Plug, and main imports the package for it.
func Register(g *Game) { registered = append(registered, g) }

// Games are the registered games in rules/catalog's order (the one list of
// games); a game the catalog does not list comes after, in the order
// registered.
func Games() []*Game {
	games := slices.Clone(registered)
	slices.SortStableFunc(games, func(a, b *Game) int { return catalogIndex(a.ID) - catalogIndex(b.ID) })
	return games
}

// catalogIndex is the game's place in rules/catalog (past the end when
// it is not there).
func catalogIndex(id string) int {
	for i, g := range catalog.Games {
		if g.Info().ID == id {
			return i
		}
	}
	return len(catalog.Games)
}
