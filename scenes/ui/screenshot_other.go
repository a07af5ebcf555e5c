//go:build !js

package ui

import (
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// SaveScreenshot writes the screen as a PNG (the desktop's -screenshot
// flag). Only the desktop has it: image/png would add about 150 KB to the
// browser's download for nothing.
func SaveScreenshot(screen *ebiten.Image, path string) error {
	shot := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(shot.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, shot); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
