package shell

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

func (a *App) gameByID(id string) (*scenes.Game, bool) {
	for _, g := range a.games {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// gameIndex is g's place in the menu.
func (a *App) gameIndex(g *scenes.Game) int {
	for i, h := range a.games {
		if h == g {
			return i
		}
	}
	return -1
}

// startDirect starts a game at once with the computer on every seat (the
// -autoplay flag and ?autoplay=1).
func (a *App) startDirect(g *scenes.Game) {
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
	a.StartGame(g, scenes.GameConfig{Seats: seats, Seed: seed, Choices: g.DefaultChoices()})
}

// StartGame pushes the scene of a new game above the menu. A game that
// cannot start is reported and leaves the screens as they are.
func (a *App) StartGame(g *scenes.Game, cfg scenes.GameConfig) error {
	s, err := g.Start(a.host(), cfg)
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
func (a *App) defaultSeats(g *scenes.Game) []play.Seat {
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
		var s ui.Scene
		if s, err = g.Resume(a.host(), sg, text); err == nil {
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
	if a.StartGame(g, scenes.GameConfig{Seats: seats, Seed: play.NewSeed(), Choices: g.DefaultChoices()}) != nil {
		a.StartGame(g, scenes.GameConfig{Seats: a.defaultSeats(g), Seed: play.NewSeed(), Choices: g.DefaultChoices()})
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
func (a *App) decodeSave(text string) (play.SavedGame, *scenes.Game, error) {
	var game *scenes.Game
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
func (a *App) savedGames() []*scenes.Game {
	var saved []*scenes.Game
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

// StartLesson starts g's lesson (the setup's "Learn to play", ?lesson=1).
func (a *App) StartLesson(g *scenes.Game) error {
	if g.Lesson == nil {
		err := fmt.Errorf("%s has no lesson", g.Title)
		a.Toast.Show(err.Error(), 0)
		return err
	}
	return a.StartGame(g, g.LessonConfig())
}
