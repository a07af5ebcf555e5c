package scenes

// The small pictures of the rules reader: a line like "[cards: QH 4C]" or
// "[tiles: 3 =7 4]" in a rules text, drawn with the games' own card and
// tile art; other kinds ("[dice: ...]") are a game's own (RulesPicture).

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/scenes/ui"
)

// RulesPicture is a picture a game draws in its rules reader, made from a
// line "[kind: list]" by Game.RulesPictures. The reader gives it whole
// rows of the page, as many as Height asks for when the page is that tall
// (three at least), and draws it whole or not at all, so it never covers
// text.
type RulesPicture interface {
	// Height is how tall the picture would be, in device pixels, on this
	// screen: enough to be read, and in proportion to the reader's text
	// (a.U(22) pixels).
	Height(a *ui.Context) float64
	// Layout fits the picture into w by h device pixels (a new screen
	// size), making what Draw needs, and returns the size it takes: at
	// most w by h.
	Layout(a *ui.Context, w, h float64) (width, height float64)
	// Draw draws the picture with its top-left corner at (x, y). It runs
	// every frame and must not allocate.
	Draw(a *ui.Context, dst *ebiten.Image, x, y float64)
	// Dispose frees what Layout made (before the next Layout, or as the
	// reader closes).
	Dispose()
}
