package shell

import (
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// tableHost is the App as the tables see it (scenes.Host): the few things
// a table, its results and its replay ask of the shell.
type tableHost struct{ a *App }

// host is the App as a table's host.
func (a *App) host() scenes.Host { return tableHost{a} }

func (h tableHost) Context() *ui.Context        { return h.a.Context() }
func (h tableHost) Thinking() *play.Thinking    { return h.a.thinking }
func (h tableHost) Recent() *play.Recent        { return h.a.recentGames() }
func (h tableHost) AddRecent(g play.RecentGame) { h.a.addRecent(g) }
func (h tableHost) ApplySettings()              { h.a.applySettings() }
func (h tableHost) OnStack(s ui.Scene) bool     { return h.a.onStack(s) }
func (h tableHost) OpenSettings()               { h.a.Push(newSettingsScene()) }
func (h tableHost) OpenRules(g *scenes.Game)    { h.a.Push(newGameRules(g)) }

func (h tableHost) SaveGame(save func(play.Store) error) { h.a.reportSave(save(h.a.store)) }
func (h tableHost) SaveRecent(r *play.Recent) error      { return r.Save(h.a.store) }

func (h tableHost) CountFinishedGame(o play.Outcome) string { return h.a.countFinishedGame(o) }

func (h tableHost) ReadStatistics() (play.Statistics, error) { return h.a.readStatistics() }

func (h tableHost) PuzzleResult(game string, id int, solved bool) string {
	return h.a.puzzleResult(game, id, solved)
}

func (h tableHost) OpenPuzzle(game string, id int, mixed bool) error {
	return h.a.OpenPuzzle(game, id, mixed)
}

func (h tableHost) StartGame(g *scenes.Game, cfg scenes.GameConfig) error {
	return h.a.StartGame(g, cfg)
}
