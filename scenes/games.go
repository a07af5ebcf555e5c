package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/sprites"
)

// Game is one game of the collection as the shell sees it: what menus and
// setup screens show (its descriptor's Info), its rules text, and how to
// start or resume its scene. Plug makes one from a game's descriptor and
// scene constructor; main hands the list to New.
type Game struct {
	gamedef.Info
	RulesText string
	// BrowserSlice is the search time per tick in browsers (0: 3 ms). A
	// search that grows a tree allocates as it goes, and WebAssembly's
	// collector stops the one thread, so longer slices cost ticks; a search
	// that allocates nothing per slice can take a longer one.
	BrowserSlice time.Duration
	// Daily offers a challenge of the day on the setup screen: the default
	// choices with the day's seed (DailySeed), the same game for everyone.
	Daily bool

	start  func(a *App, cfg GameConfig) (Scene, error)
	resume func(a *App, sg savedGame) (Scene, error)
}

// GameConfig is what the setup screen hands a game.
type GameConfig struct {
	Seats   []Seat
	Seed    uint64
	Choices []int // index into each option's choices
}

// SceneMaker makes a game's scene around its match: a new game when
// resumed is false (the scene animates the deal), else a restored one (the
// scene shows the state as it is).
type SceneMaker[S rules.State[S, M], M rules.Move] func(a *App, g *Game, m *Match[S, M], cfg GameConfig, resumed bool) Scene

// Plug makes the shell's Game from a game's descriptor, its rules text and
// its scene constructor. Starting and resuming are the same for every
// game: options from the setup choices and back, the record, the match
// with the game's heuristic, budgets and exact solver, the save.
func Plug[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rulesText string, newScene SceneMaker[S, M]) *Game {
	g := &Game{Info: def.Info(), RulesText: rulesText}
	newMatch := func(a *App, st S, seats []Seat, rec rules.Record) *Match[S, M] {
		m := NewMatch(def.ID, st, seats, rec, def.Policy(), def.Budgets)
		m.thinking = &a.thinking
		a.thinking.get() // the searchers load while the table is dealt
		m.restore = func(rec rules.Record) (S, error) {
			st, _, err := def.Restore(rec)
			return st, err
		}
		if def.NewExact != nil {
			var exact func(S, ai.Level) (M, bool) // made when first asked
			m.Exact = func(s S, level ai.Level) (M, bool) {
				if exact == nil {
					exact = def.NewExact()
				}
				return exact(s, level)
			}
		}
		return m
	}
	g.start = func(a *App, cfg GameConfig) (Scene, error) {
		if humanSeats(cfg.Seats) > 1 {
			// Several people at one device: the options a hot-seat game
			// needs are not theirs to choose (the setup screen shows it).
			cfg.Choices = g.ForHotSeat(cfg.Choices)
		}
		st, rec, err := def.Start(len(cfg.Seats), cfg.Choices, cfg.Seed)
		if err != nil {
			return nil, err
		}
		m := newMatch(a, st, cfg.Seats, rec)
		s := newScene(a, g, m, cfg, false)
		m.Save(a)
		return s, nil
	}
	g.resume = func(a *App, sg savedGame) (Scene, error) {
		st, choices, err := def.Restore(sg.Record)
		if err != nil {
			return nil, err
		}
		if players := st.NumPlayers(); len(sg.Seats) != players {
			return nil, fmt.Errorf("%w: %d for %d players", errSeats, len(sg.Seats), players)
		}
		if st.Over() {
			return nil, fmt.Errorf("the saved game is already over")
		}
		cfg := GameConfig{Seats: sg.Seats, Seed: sg.Record.Seed, Choices: choices}
		// The computer's moves since the person last moved are played
		// again, so what they did is on the table after a reload as it
		// was before it.
		rec := sg.Record
		again := computerMovesToShow(def, sg.Record, sg.Seats)
		if again > 0 {
			rec.Moves = append([]string(nil), sg.Record.Moves[:len(sg.Record.Moves)-again]...)
			if st, _, err = def.Restore(rec); err != nil {
				return nil, err // cannot be: the whole record replayed above
			}
		}
		m := newMatch(a, st, sg.Seats, rec)
		s := newScene(a, g, m, cfg, true)
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
	return g
}

// humanSeats counts the seats people play.
func humanSeats(seats []Seat) int {
	n := 0
	for _, seat := range seats {
		if seat.Human {
			n++
		}
	}
	return n
}

// maxMovesShownAgain bounds the moves played again after a reload.
const maxMovesShownAgain = 8

// computerMovesToShow counts the moves at the end of a record that the
// computer made since a person last moved, to play again on resume: the
// last moves of the current round only (a round that ended with the last
// move is shown ending, with its tally), at most maxMovesShownAgain.
// With several people at the device it is none: the hand on screen while
// they played would be the first person's, whoever holds the device.
func computerMovesToShow[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rec rules.Record, seats []Seat) int {
	if humanSeats(seats) > 1 || len(rec.Moves) == 0 {
		return 0
	}
	start := rec
	start.Moves = nil
	st, _, err := def.Restore(start)
	if err != nil {
		return 0
	}
	st.SetEvents(true)
	// For each move: was it the computer's, and did it end a round?
	computer := make([]bool, len(rec.Moves))
	endsRound := make([]bool, len(rec.Moves))
	var events []rules.Event
	for i, text := range rec.Moves {
		p := st.ToMove()
		computer[i] = p >= 0 && p < len(seats) && !seats[p].Human
		mv, err := st.ParseMove(text)
		if err != nil || st.Apply(mv) != nil {
			return 0
		}
		events = st.TakeEvents(events[:0])
		for _, e := range events {
			endsRound[i] = endsRound[i] || e.Kind == rules.EvRoundEnd || e.Kind == rules.EvGameEnd
		}
	}
	n := 0
	for i := len(rec.Moves) - 1; i >= 0 && computer[i] && n < maxMovesShownAgain; i-- {
		if endsRound[i] && i != len(rec.Moves)-1 {
			break // the moves after it are the new round's
		}
		n++
		if endsRound[i] {
			break
		}
	}
	return n
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

func newSeed() uint64 { return rand.Uint64()>>12 + 1 }

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
	seats := make([]Seat, players)
	for i := range seats {
		seats[i] = Seat{Human: !a.opts.Autoplay && i == 0, Level: level}
	}
	seed := a.opts.Seed
	if seed == 0 {
		seed = newSeed()
	}
	a.StartGame(g, GameConfig{Seats: seats, Seed: seed, Choices: g.defaultChoices()})
}

// startGame pushes the scene of a new game above the menu. A game that
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
func (a *App) defaultSeats(g *Game) []Seat {
	seats := make([]Seat, g.MinPlayers)
	for i := range seats {
		seats[i] = Seat{Human: i == 0, Level: a.Settings.Difficulty}
	}
	return seats
}

// Saves: one slot per game ("game.<id>"), so starting one game never
// throws away another in progress; "game.current" names the game played
// last, which a restart resumes. "game" is where a single save was kept
// before there were slots: it is still read, and moved to its slot.
const (
	legacySaveKey = "game"
	currentKey    = "game.current"
	corruptKey    = "game.unreadable"
)

func SaveKey(gameID string) string { return "game." + gameID }

// resumeSaved reopens the game in progress, if any, as at a restart.
func (a *App) resumeSaved() {
	if _, ok, err := a.store.Load(legacySaveKey); ok || err != nil {
		a.resumeFrom(legacySaveKey, "") // reports a store that cannot be read
		return
	}
	id, ok, err := a.store.Load(currentKey)
	if err != nil {
		a.Toast.Show("The saved game could not be read: "+err.Error(), 0)
		return
	}
	if _, known := a.gameByID(id); ok && known {
		a.resumeFrom(SaveKey(id), id)
	}
}

// resumeGame reopens one game's save (the menu's Resume buttons).
func (a *App) resumeGame(id string) { a.resumeFrom(SaveKey(id), id) }

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
	var sg savedGame
	g, err := a.decodeSave(text, &sg)
	if err == nil && gameID != "" && g.ID != gameID {
		err = fmt.Errorf("the save in %s's place is of another game", gameID)
	}
	if err == nil {
		var s Scene
		if s, err = g.resume(a, sg); err == nil {
			if key == legacySaveKey {
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
	if errors.Is(err, errSeats) {
		seats = a.defaultSeats(g)
	}
	if a.StartGame(g, GameConfig{Seats: seats, Seed: newSeed(), Choices: g.defaultChoices()}) != nil {
		a.StartGame(g, GameConfig{Seats: a.defaultSeats(g), Seed: newSeed(), Choices: g.defaultChoices()})
	}
	a.Toast.Show("Your saved game of "+g.Title+" could not be replayed ("+err.Error()+"); "+kept+" and a new game started.", 600)
}

// moveLegacySave puts a save found under the old single key into its
// game's slot.
func (a *App) moveLegacySave(id, text string) {
	if err := a.store.Save(SaveKey(id), text); err != nil {
		a.Toast.Show("The saved game could not be moved: "+err.Error(), 0)
		return
	}
	if err := a.store.Save(currentKey, id); err != nil {
		a.Toast.Show("The saved game could not be moved: "+err.Error(), 0)
		return
	}
	a.deleteKey(legacySaveKey)
}

// Limits on a save, far above any real game's, so that a damaged or
// hand-made file is refused before it costs memory or time.
const (
	maxSaveBytes      = 256 << 10
	maxSavedMoves     = 4000
	maxSavedMoveBytes = 64
	// keptAsideBytes is how much of a save is kept when the store will not
	// hold the whole of it.
	keptAsideBytes = 16 << 10
)

// errSeats marks a save whose seats do not fit its game: the new game that
// replaces it starts with the usual seats instead.
var errSeats = errors.New("seats")

// setAside keeps an unreadable save under corruptKey and removes it from
// key, and says how it went, for the player.
func (a *App) setAside(key, text string) string {
	if len(text) > maxSaveBytes {
		text = shortenBytes(text, keptAsideBytes) // only its start tells anything
	}
	if a.store.Save(corruptKey, text) == nil {
		a.deleteKey(key)
		return "it was set aside"
	}
	a.deleteKey(key) // make room: browser storage is small
	if a.store.Save(corruptKey, text) == nil {
		return "it was set aside"
	}
	cut := shortenBytes(text, keptAsideBytes)
	if err := a.store.Save(corruptKey, cut); err != nil {
		return "it could not be set aside (" + err.Error() + ")"
	}
	return fmt.Sprintf("its first %d KB were set aside", len(cut)>>10)
}

func (a *App) deleteKey(key string) {
	if err := a.store.Delete(key); err != nil {
		a.Toast.Show("The saved game could not be removed: "+err.Error(), 0)
	}
}

// shortenBytes cuts s to at most n bytes on a character boundary.
func shortenBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// decodeSave reads a save and checks what can be checked without replaying
// it. The game is returned whenever it is known, even with an error.
func (a *App) decodeSave(text string, sg *savedGame) (*Game, error) {
	if len(text) > maxSaveBytes {
		return nil, fmt.Errorf("it is %d KB, and a save is at most %d KB", len(text)>>10, maxSaveBytes>>10)
	}
	if err := json.Unmarshal([]byte(text), sg); err != nil {
		return nil, fmt.Errorf("not a save file: %s", sprites.Shorten(err.Error(), 80))
	}
	if sg.Version != saveVersion {
		return nil, fmt.Errorf("save version %d is not supported", sg.Version)
	}
	g, ok := a.gameByID(sg.Record.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", sprites.Shorten(sg.Record.Game, 20))
	}
	if err := checkSeats(g, sg.Seats); err != nil {
		return g, err
	}
	if len(sg.Record.Moves) > maxSavedMoves {
		return g, fmt.Errorf("%d moves, more than any game has", len(sg.Record.Moves))
	}
	for i, m := range sg.Record.Moves {
		if len(m) > maxSavedMoveBytes {
			return g, fmt.Errorf("move %d is %d characters long", i+1, len(m))
		}
	}
	return g, nil
}

// checkSeats refuses a seat count the game does not take and levels that
// do not exist.
func checkSeats(g *Game, seats []Seat) error {
	if len(seats) < g.MinPlayers || len(seats) > g.MaxPlayers {
		if g.MinPlayers == g.MaxPlayers {
			return fmt.Errorf("%w: %d, and %s takes %d players", errSeats, len(seats), g.Title, g.MinPlayers)
		}
		return fmt.Errorf("%w: %d, and %s takes %d to %d players", errSeats, len(seats), g.Title, g.MinPlayers, g.MaxPlayers)
	}
	for i, s := range seats {
		if !s.Human && (s.Level < ai.Easy || s.Level > ai.Hard) {
			return fmt.Errorf("%w: seat %d has level %d, not easy, normal or hard", errSeats, i+1, int(s.Level))
		}
	}
	return nil
}

// savedGames lists the games with a save in their slot, in menu order.
func (a *App) savedGames() []*Game {
	var saved []*Game
	for _, g := range a.games {
		if _, ok, err := a.store.Load(SaveKey(g.ID)); ok && err == nil {
			saved = append(saved, g)
		}
	}
	return saved
}
