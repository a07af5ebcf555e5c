package scenes

import (
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Host is the shell as a table sees it: the one way a table, its results
// and its replay reach the rest of the app (the shell's App implements
// it). Nothing here names a screen of the shell.
type Host interface {
	// Context is the screens' context (sizes, input, text, sound).
	Context() *ui.Context
	// Thinking is the computer's searchers, shared by every match.
	Thinking() *play.Thinking
	// SaveGame writes the game in progress with save; a failure is shown.
	SaveGame(save func(play.Store) error)
	// Recent is the list of recent games as the store holds it now (nil
	// when it cannot be read); SaveRecent writes it back.
	Recent() *play.Recent
	SaveRecent(r *play.Recent) error
	// AddRecent puts a finished game first in the recent games.
	AddRecent(g play.RecentGame)
	// CountFinishedGame counts a finished game in the statistics and says
	// what changed; ReadStatistics reads them.
	CountFinishedGame(o play.Outcome) (change string)
	ReadStatistics() (play.Statistics, error)
	// StartGame starts a new game of g above the menu.
	StartGame(g *Game, cfg GameConfig) error
	// OpenRules opens g's rules; OpenSettings the settings screen;
	// ApplySettings makes changed settings (sound, size) take effect.
	OpenRules(g *Game)
	OpenSettings()
	ApplySettings()
	// OnStack tells whether s is still among the open screens.
	OnStack(s ui.Scene) bool
	// PuzzleResult counts an attempt at a game's puzzle (solved or not)
	// in the player's puzzle record and says what changed (the rating).
	PuzzleResult(game string, id int, solved bool) (change string)
	// OpenPuzzle replaces the table with a puzzle of game: id, or the
	// next one for the player when id is 0 (of any game when mixed).
	OpenPuzzle(game string, id int, mixed bool) error
}

// TableScene is a game's scene as the table needs it: a screen that
// embeds a Table (whose unexported methods it thereby has).
type TableScene interface {
	ui.Scene
	attach(h Host)
	replayOpen()
	replayTick(a *ui.Context)
	Inspected() (Inspection, bool)
	replayApply(text string) error
	replayFlush(a *ui.Context)
	replayTargets(dst []ui.Target) []ui.Target
	replayHint(text, lead string) string
	setNote(line string)
	adoptPuzzle(p *puzzleRun)
}
