package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// saveScreenshot: a browser has no -screenshot flag (the browser tests
// take their screenshots through Playwright).
func saveScreenshot(*ebiten.Image, string) error {
	return errors.New("screenshots are saved by the desktop build only")
}
