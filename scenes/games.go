package scenes

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
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

// startGame pushes the scene of a new game above the menu.
func (a *App) startGame(g *gameDef, cfg gameConfig) {
	s, err := g.start(a, g, cfg)
	if err != nil {
		a.Toast.Show("Cannot start "+g.Title+": "+err.Error(), 0)
		return
	}
	a.BackToMenu()
	a.Push(s)
}

// resumeSaved reopens the game in progress, if any. A save that cannot be
// replayed is reported once, kept aside under another key, and a new game
// with the same seats starts.
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
	_ = a.store.Save(corruptKey, text)
	_ = a.store.Delete(saveKey)
	if g == nil {
		a.Toast.Show("Your saved game was unreadable ("+err.Error()+") and was set aside.", 600)
		return
	}
	a.Toast.Show("Your saved game could not be replayed ("+err.Error()+"); it was set aside and a new game started.", 600)
	a.startGame(g, gameConfig{Seats: sg.Seats, Seed: newSeed(), Choices: g.defaultChoices()})
}

func decodeSave(text string, sg *savedGame) (*gameDef, error) {
	if err := json.Unmarshal([]byte(text), sg); err != nil {
		return nil, fmt.Errorf("not a save file: %v", err)
	}
	if sg.Version != saveVersion {
		return nil, fmt.Errorf("save version %d is not supported", sg.Version)
	}
	g, ok := gameByID(sg.Record.Game)
	if !ok {
		return nil, fmt.Errorf("unknown game %q", sg.Record.Game)
	}
	if len(sg.Seats) < g.MinPlayers || len(sg.Seats) > g.MaxPlayers {
		return g, fmt.Errorf("%d seats", len(sg.Seats))
	}
	return g, nil
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
