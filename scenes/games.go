package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/sprites"
)

// gameDef is one game of the collection as the shell sees it.
type gameDef struct {
	Order                  int // place in the menu
	ID, Title, Tagline     string
	MinPlayers, MaxPlayers int
	RulesText              string
	Options                []optionDef
	// BrowserSlice is the search time per tick in browsers (0: 3 ms). A
	// search that grows a tree allocates as it goes, and WebAssembly's
	// collector stops the one thread, so longer slices cost ticks; a search
	// that allocates nothing per slice can take a longer one.
	BrowserSlice time.Duration
	// start makes the scene of a new game.
	start func(a *App, g *gameDef, cfg gameConfig) (Scene, error)
	// resume rebuilds the scene of a saved game by replaying it.
	resume func(a *App, g *gameDef, sg savedGame) (Scene, error)
}

// optionDef is a game-specific row of the setup screen.
type optionDef struct {
	Label   string
	Choices []string
	Default int
}

// gameConfig is what the setup screen hands a game.
type gameConfig struct {
	Seats   []Seat
	Seed    uint64
	Choices []int // index into each optionDef's Choices
}

// games lists the games in the menu, in their Order: only the games that
// are built register themselves (each in its scene file's init).
var games []*gameDef

func registerGame(g *gameDef) {
	i := len(games)
	for i > 0 && games[i-1].Order > g.Order {
		i--
	}
	games = append(games[:i], append([]*gameDef{g}, games[i:]...)...)
}

func gameByID(id string) (*gameDef, bool) {
	for _, g := range games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

func (g *gameDef) defaultChoices() []int {
	c := make([]int, len(g.Options))
	for i, o := range g.Options {
		c[i] = o.Default
	}
	return c
}

func newSeed() uint64 { return rand.Uint64()>>12 + 1 }

// startDirect starts a game at once with the computer on every seat (the
// -autoplay flag and ?autoplay=1).
func (a *App) startDirect(g *gameDef) {
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
	a.startGame(g, gameConfig{Seats: seats, Seed: seed, Choices: g.defaultChoices()})
}

// startGame pushes the scene of a new game above the menu. A game that
// cannot start is reported and leaves the screens as they are.
func (a *App) startGame(g *gameDef, cfg gameConfig) error {
	s, err := g.start(a, g, cfg)
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
func (a *App) defaultSeats(g *gameDef) []Seat {
	seats := make([]Seat, g.MinPlayers)
	for i := range seats {
		seats[i] = Seat{Human: i == 0, Level: a.Settings.Difficulty}
	}
	return seats
}

// resumeSaved reopens the game in progress, if any. Every save that cannot
// be resumed ends the same way: it is kept aside under another key (cut
// short if the store will not hold it whole), removed as the game in
// progress, and reported once; then a new game of the same game starts
// (with the saved seats if they were sound), or, when not even the game is
// known, the menu stays with the message.
func (a *App) resumeSaved() {
	text, ok, err := a.store.Load(saveKey)
	if err != nil {
		a.Toast.Show("The saved game could not be read: "+err.Error(), 0)
		return
	}
	if !ok {
		return
	}
	var sg savedGame
	g, err := decodeSave(text, &sg)
	if err == nil {
		var s Scene
		if s, err = g.resume(a, g, sg); err == nil {
			a.Push(s)
			return
		}
	}
	kept := a.setAside(text)
	if g == nil {
		a.Toast.Show("Your saved game was unreadable ("+err.Error()+"); "+kept+".", 600)
		return
	}
	seats := sg.Seats
	if errors.Is(err, errSeats) {
		seats = a.defaultSeats(g)
	}
	if a.startGame(g, gameConfig{Seats: seats, Seed: newSeed(), Choices: g.defaultChoices()}) != nil {
		a.startGame(g, gameConfig{Seats: a.defaultSeats(g), Seed: newSeed(), Choices: g.defaultChoices()})
	}
	a.Toast.Show("Your saved game of "+g.Title+" could not be replayed ("+err.Error()+"); "+kept+" and a new game started.", 600)
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

// setAside keeps an unreadable save under corruptKey and removes it as the
// game in progress, and says how it went, for the player.
func (a *App) setAside(text string) string {
	if a.store.Save(corruptKey, text) == nil {
		a.deleteSave()
		return "it was set aside"
	}
	a.deleteSave() // make room: browser storage is small
	if a.store.Save(corruptKey, text) == nil {
		return "it was set aside"
	}
	cut := shortenBytes(text, keptAsideBytes)
	if err := a.store.Save(corruptKey, cut); err != nil {
		return "it could not be set aside (" + err.Error() + ")"
	}
	return fmt.Sprintf("its first %d KB were set aside", len(cut)>>10)
}

func (a *App) deleteSave() {
	if err := a.store.Delete(saveKey); err != nil {
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
func decodeSave(text string, sg *savedGame) (*gameDef, error) {
	if len(text) > maxSaveBytes {
		return nil, fmt.Errorf("it is %d KB, and a save is at most %d KB", len(text)>>10, maxSaveBytes>>10)
	}
	if err := json.Unmarshal([]byte(text), sg); err != nil {
		return nil, fmt.Errorf("not a save file: %s", sprites.Shorten(err.Error(), 80))
	}
	if sg.Version != saveVersion {
		return nil, fmt.Errorf("save version %d is not supported", sg.Version)
	}
	g, ok := gameByID(sg.Record.Game)
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
func checkSeats(g *gameDef, seats []Seat) error {
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

// savedGameID tells which game is saved in progress, if any.
func (a *App) savedGameID() string {
	text, ok, err := a.store.Load(saveKey)
	if err != nil || !ok {
		return ""
	}
	var sg savedGame
	if g, err := decodeSave(text, &sg); err == nil {
		return g.ID
	}
	return ""
}
