package ui

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// SaveScreenshot: a browser has no -screenshot flag (the browser tests
// take their screenshots through Playwright).
func SaveScreenshot(*ebiten.Image, string) error {
	return errors.New("screenshots are saved by the desktop build only")
}
