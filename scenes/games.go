package scenes

import (
	"errors"
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
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

	start  func(a *App, cfg GameConfig) (Scene, error)
	resume func(a *App, sg play.SavedGame, text string) (Scene, error)
	// reopen makes the game's scene again around its match (a
	// *play.Match of the game), showing the state as it is: after a
	// take-back, the view is made from the state rather than unwound.
	reopen func(a *App, match any, cfg GameConfig) Scene
	// replay reads a finished (or shared) game for the replay (replay.go).
	replay func(seats []play.Seat, rec rules.Record) (*replaySource, error)
	// def is the game's rules as the catalog has them: a shared code is
	// checked and a review searched through it.
	def gamedef.Game
}

// GameConfig is what the setup screen hands a game.
type GameConfig struct {
	Seats   []play.Seat
	Seed    uint64
	Choices []int // index into each option's choices
	// Lesson: the game is the game's lesson (its seed and seats are the
	// lesson's); a new game from its results is not.
	Lesson bool
}

// SceneMaker makes a game's scene around its match: a new game when
// resumed is false (the scene animates the deal), else a restored one (the
// scene shows the state as it is).
type SceneMaker[S rules.State[S, M], M rules.Move] func(a *Context, g *Game, m *play.Match[S, M], cfg GameConfig, resumed bool) Scene

// Plug makes the shell's Game from a game's descriptor, its rules text and
// its scene constructor. Starting and resuming are the same for every
// game: options from the setup choices and back, the record, the match
// with the game's heuristic, budgets and exact solver, the save.
func Plug[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rulesText string, newScene SceneMaker[S, M]) *Game {
	g := &Game{Info: def.Info(), RulesText: rulesText, def: def}
	newMatch := func(a *App, st S, seats []play.Seat, rec rules.Record) *play.Match[S, M] {
		return play.NewMatch(def, st, seats, rec, a.thinking)
	}
	g.start = func(a *App, cfg GameConfig) (Scene, error) {
		if play.HumanSeats(cfg.Seats) > 1 {
			// Several people at one device: the options a hot-seat game
			// needs are not theirs to choose (the setup screen shows it).
			cfg.Choices = g.ForHotSeat(cfg.Choices)
		}
		st, rec, err := def.Start(len(cfg.Seats), cfg.Choices, cfg.Seed)
		if err != nil {
			return nil, err
		}
		m := newMatch(a, st, cfg.Seats, rec)
		m.Lesson = cfg.Lesson
		s := newScene(a.Context(), g, m, cfg, false)
		a.reportSave(m.Save(a.store))
		return s, nil
	}
	g.resume = func(a *App, sg play.SavedGame, text string) (Scene, error) {
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
		m := newMatch(a, st, sg.Seats, rec)
		m.Lesson = sg.Lesson
		m.ResumedFrom(text)
		s := newScene(a.Context(), g, m, cfg, true)
		for _, text := range sg.Record.Moves[len(sg.Record.Moves)-again:] {
			mv, err := m.State.ParseMove(text)
			if err == nil {
				err = m.Apply(mv)
			}
			if err != nil {
				return nil, err // cannot be, as above
			}
		}
		welcomeBack(a)
		return s, nil
	}
	g.reopen = func(a *App, match any, cfg GameConfig) Scene {
		return newScene(a.Context(), g, match.(*play.Match[S, M]), cfg, true)
	}
	g.replay = func(seats []play.Seat, rec rules.Record) (*replaySource, error) {
		return newReplaySource(def, g, newScene, seats, rec)
	}
	return g
}

func (a *App) gameByID(id string) (*Game, bool) {
	for _, g := range a.games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// gameIndex is g's place in the menu.
func (a *App) gameIndex(g *Game) int {
	for i, h := range a.games {
		if h == g {
			return i
		}
	}
	return -1
}

func (g *Game) defaultChoices() []int {
	c := make([]int, len(g.Options))
	for i, o := range g.Options {
		c[i] = o.Default
	}
	return c
}

// startDirect starts a game at once with the computer on every seat (the
// -autoplay flag and ?autoplay=1).
func (a *App) startDirect(g *Game) {
	players := a.opts.Players
	if players < g.MinPlayers || players > g.MaxPlayers {
		players = g.MinPlayers
	}
	level := ai.Normal
	if a.opts.Level != "" {
		l, err := ai.ParseLevel(a.opts.Level)
		if err != nil {
			a.Toast.Show(err.Error()+": the computer plays at normal strength", 0)
		} else {
			level = l
		}
	}
	seats := make([]play.Seat, players)
	for i := range seats {
		seats[i] = play.Seat{Human: !a.opts.Autoplay && i == 0, Level: level}
	}
	seed := a.opts.Seed
	if seed == 0 {
		seed = play.NewSeed()
	}
	a.StartGame(g, GameConfig{Seats: seats, Seed: seed, Choices: g.defaultChoices()})
}

// StartGame pushes the scene of a new game above the menu. A game that
// cannot start is reported and leaves the screens as they are.
func (a *App) StartGame(g *Game, cfg GameConfig) error {
	s, err := g.start(a, cfg)
	if err != nil {
		a.Toast.Show("Cannot start "+g.Title+": "+err.Error(), 0)
		return err
	}
	a.BackToMenu()
	a.Push(s)
	return nil
}

// defaultSeats are the setup screen's first choice: the fewest players, a
// person in the first seat and the computer at the usual level elsewhere.
func (a *App) defaultSeats(g *Game) []play.Seat {
	seats := make([]play.Seat, g.MinPlayers)
	for i := range seats {
		seats[i] = play.Seat{Human: i == 0, Level: a.Settings.Difficulty}
	}
	return seats
}

// resumeSaved reopens the game in progress, if any, as at a restart.
func (a *App) resumeSaved() {
	if _, ok, err := a.store.Load(play.LegacySaveKey); ok || err != nil {
		a.resumeFrom(play.LegacySaveKey, "") // reports a store that cannot be read
		return
	}
	id, ok, err := a.store.Load(play.CurrentKey)
	if err != nil {
		a.Toast.Show("The saved game could not be read: "+err.Error(), 0)
		return
	}
	if _, known := a.gameByID(id); ok && known {
		a.resumeFrom(play.SaveKey(id), id)
	}
}

// resumeGame reopens one game's save (the menu's Resume buttons).
func (a *App) resumeGame(id string) { a.resumeFrom(play.SaveKey(id), id) }

// resumeFrom reopens the save under key, which holds a game of gameID
// ("" for the legacy key, which may hold any game). Every save that
// cannot be resumed ends the same way: it is kept aside under corruptKey
// (cut short if the store will not hold it whole), removed, and reported
// once; then a new game of the same game starts (with the saved seats if
// they were sound), or, when not even the game is known, the menu stays
// with the message.
func (a *App) resumeFrom(key, gameID string) {
	text, ok, err := a.store.Load(key)
	if err != nil {
		a.Toast.Show("The saved game could not be read: "+err.Error(), 0)
		return
	}
	if !ok {
		return
	}
	sg, g, err := a.decodeSave(text)
	if err == nil && gameID != "" && g.ID != gameID {
		err = fmt.Errorf("the save in %s's place is of another game", gameID)
	}
	if err == nil {
		var s Scene
		if s, err = g.resume(a, sg, text); err == nil {
			if key == play.LegacySaveKey {
				a.moveLegacySave(g.ID, text)
			}
			a.BackToMenu()
			a.Push(s)
			return
		}
	}
	kept := a.setAside(key, text)
	if g == nil {
		a.Toast.Show("Your saved game was unreadable ("+err.Error()+"); "+kept+".", 600)
		return
	}
	seats := sg.Seats
	if errors.Is(err, play.ErrSeats) {
		seats = a.defaultSeats(g)
	}
	if a.StartGame(g, GameConfig{Seats: seats, Seed: play.NewSeed(), Choices: g.defaultChoices()}) != nil {
		a.StartGame(g, GameConfig{Seats: a.defaultSeats(g), Seed: play.NewSeed(), Choices: g.defaultChoices()})
	}
	a.Toast.Show("Your saved game of "+g.Title+" could not be replayed ("+err.Error()+"); "+kept+" and a new game started.", 600)
}

// moveLegacySave puts a save found under the old single key into its
// game's slot.
func (a *App) moveLegacySave(id, text string) {
	if err := a.store.Save(play.SaveKey(id), text); err != nil {
		a.Toast.Show("The saved game could not be moved: "+err.Error(), 0)
		return
	}
	if err := a.store.Save(play.CurrentKey, id); err != nil {
		a.Toast.Show("The saved game could not be moved: "+err.Error(), 0)
		return
	}
	a.deleteKey(play.LegacySaveKey)
}

// setAside keeps an unreadable save aside and removes it from key, and
// says how it went, for the player.
func (a *App) setAside(key, text string) string {
	return play.SetAside(a.store, key, text, func(err error) {
		a.Toast.Show("The saved game could not be removed: "+err.Error(), 0)
	})
}

func (a *App) deleteKey(key string) {
	if err := a.store.Delete(key); err != nil {
		a.Toast.Show("The saved game could not be removed: "+err.Error(), 0)
	}
}

// decodeSave reads a save and checks what can be checked without replaying
// it. The game is returned whenever it is known, even with an error.
func (a *App) decodeSave(text string) (play.SavedGame, *Game, error) {
	var game *Game
	sg, err := play.DecodeSave(text, func(id string) (gamedef.Info, bool) {
		g, ok := a.gameByID(id)
		if !ok {
			return gamedef.Info{}, false
		}
		game = g
		return g.Info, true
	})
	return sg, game, err
}

// savedGames lists the games with a save in their slot, in menu order.
func (a *App) savedGames() []*Game {
	var saved []*Game
	for _, g := range a.games {
		if _, ok, err := a.store.Load(play.SaveKey(g.ID)); ok && err == nil {
			saved = append(saved, g)
		}
	}
	return saved
}

// reportSave tells the player when the game could not be saved.
func (a *App) reportSave(err error) {
	switch {
	case errors.Is(err, play.ErrSaveChanged):
		a.Toast.Show("This game was played on in another tab or window: that newer game is kept. Menu, then Resume, opens it.", 360)
	case err != nil:
		a.Toast.Show("The game could not be saved: "+err.Error(), 240)
	}
}

// welcomeBack tells the player a saved game was resumed.
func welcomeBack(a *App) { a.Toast.Show(welcomeBackText, 150) }

// welcomeBackText greets a reload that resumed a game.
const welcomeBackText = "Welcome back: your game was restored."
