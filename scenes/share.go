package scenes

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
)

// shareGame copies a finished game for anyone to open in the replay: its
// link in a browser (the page's address with ?replay=CODE), its code on
// the desktop, printed where the game was started (Ebitengine reaches no
// clipboard there).
func shareGame(a *Context, rec rules.Record, seats []play.Seat) {
	code, err := play.EncodeShare(rec, seats)
	if err != nil {
		a.Toast.Show("The game could not be written as a code: "+err.Error(), 240)
		return
	}
	text := code
	if page := pageAddress(); page != "" {
		text = play.ShareLink(page, code)
	}
	switch err := copyText(text); {
	case errors.Is(err, errNoClipboard):
		fmt.Println(text)
		a.Toast.Show("The game's code is printed where the game was started: anyone can open it in the replay.", 300)
	case err != nil:
		a.Toast.Show("The game's link could not be copied ("+err.Error()+").", 300)
	default:
		a.Toast.Show("Copied the game's link: anyone can open it to replay the game.", 240)
	}
}

// findDef is the rules of game id, for a shared code.
func (a *App) findDef(id string) (gamedef.Game, bool) {
	g, ok := a.gameByID(id)
	if !ok || g.def == nil {
		return nil, false
	}
	return g.def, true
}

// openShared opens a shared game (?replay=CODE) in the replay, above the
// menu. A bad or foreign code is said and changes nothing: no save is
// read or written.
func (a *App) openShared(code string) {
	sh, err := play.DecodeShare(code, a.findDef)
	if err == nil {
		g, _ := a.gameByID(sh.Record.Game)
		err = a.OpenReplay(g, sh.Seats, sh.Record)
	}
	if err != nil {
		a.Toast.Show("The shared game cannot be opened: "+err.Error()+".", 0)
	}
}

// newResultsCopyButton copies the finished game's link from its results.
func newResultsCopyButton() *Button {
	b := NewButton("results.copy", "Copy code") // C is the daily's Copy result
	b.Hidden = true                             // until the table hands over its record
	return b
}
