//go:build js

package ui

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// ToggleBrowserFullscreen switches the page to full screen and back. A
// browser allows it only right after a gesture of the player (the click or
// key on the settings row, handled in the next tick); without one it would
// throw, so nothing happens and the player still has the browser's F11.
func ToggleBrowserFullscreen() {
	activation := js.Global().Get("navigator").Get("userActivation")
	if activation.Truthy() && !activation.Get("isActive").Truthy() {
		return
	}
	ebiten.SetFullscreen(!ebiten.IsFullscreen())
}
