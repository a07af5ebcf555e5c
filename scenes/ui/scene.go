package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the app.
type Scene interface {
	// Name is the scene's id in the test contract ("menu", "play", ...).
	Name() string
	// Update runs once per tick while the scene is on top.
	Update(a *Context)
	// Draw paints the scene; scenes under a translucent one are drawn first.
	Draw(a *Context, screen *ebiten.Image)
	// Animating tells whether the screen may change without input:
	// something moving, events being shown. A still scene is not drawn
	// again (App.needsRedraw); a scene that cannot tell says true.
	Animating() bool
	// AppendTargets adds what can be tapped, for the test contract.
	AppendTargets(dst []Target) []Target
	// Message is the scene's feedback line ("" for none).
	Message() string
}

// Wording is the desktop text, or the touch one when touch is set.
func Wording(touch bool, desktop, onTouch string) string {
	if touch {
		return onTouch
	}
	return desktop
}
