package scenes

import (
	"errors"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
)

// newResultsCopyButton copies the finished game's link from its results.
func newResultsCopyButton() *ui.Button {
	b := ui.NewButton("results.copy", "Copy code") // C is the daily's Copy result
	b.Hidden = true                                // until the table hands over its record
	return b
}

// shareGame copies a finished game for anyone to open in the replay: its
// link in a browser (the page's address with ?replay=CODE), its code on
// the desktop, printed where the game was started (Ebitengine reaches no
// clipboard there).
func shareGame(a *ui.Context, rec rules.Record, seats []play.Seat) {
	code, err := play.EncodeShare(rec, seats)
	if err != nil {
		a.Toast.Show("The game could not be written as a code: "+err.Error(), 240)
		return
	}
	text := code
	if page := pageAddress(); page != "" {
		text = play.ShareLink(page, code)
	}
	switch err := ui.CopyText(text); {
	case errors.Is(err, ui.ErrNoClipboard):
		fmt.Println(text)
		a.Toast.Show("The game's code is printed where the game was started: anyone can open it in the replay.", 300)
	case err != nil:
		a.Toast.Show("The game's link could not be copied ("+err.Error()+").", 300)
	default:
		a.Toast.Show("Copied the game's link: anyone can open it to replay the game.", 240)
	}
}
