package ui

import (
	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/sprites"
)

// Screen is the window as the scenes lay out for it.
type Screen struct {
	W, H  float64 // screen size in device pixels
	Unit  float64 // one design pixel (design size 1280x800) in device pixels
	Scale float64 // device pixels per CSS pixel
	// layout is bumped on every resize: scenes lay out again when it changes.
	layout int
}

// LayoutCount changes on every resize: scenes lay out again when it does.
func (s *Screen) LayoutCount() int { return s.layout }

// Relayout has every scene lay out again (a resize, new sprites).
func (s *Screen) Relayout() { s.layout++ }

// SetLayoutCount sets the count of a screen made for part of another
// (the replay's table): it lays out again when its owner does.
func (s *Screen) SetLayoutCount(n int) { s.layout = n }

// Portrait tells whether the screen is taller than wide.
func (s *Screen) Portrait() bool { return s.H > s.W }

// minTapCSS is the smallest side of anything a finger taps, in CSS
// pixels (Apple's and Google's guidelines).
const minTapCSS = 44

// MinTap is the smallest side of a tap target, in device pixels.
func (s *Screen) MinTap() float64 { return minTapCSS * max(s.Scale, 1) }

// Tap is v design pixels, but never under a finger's size: the height of
// buttons and other things tapped.
func (s *Screen) Tap(v float64) float64 { return max(s.U(v), s.MinTap()) }

// MinTextCSS is the smallest size of text a screen draws, in CSS pixels:
// smaller is hard to read on a phone (toasts and a card's art aside).
const MinTextCSS = 13

// TextSize is v design pixels of text, but never under MinTextCSS: text
// that scales with the screen stays readable on a phone.
func (s *Screen) TextSize(v float64) float64 { return max(s.U(v), MinTextCSS*max(s.Scale, 1)) }

// U converts design pixels to device pixels.
func (s *Screen) U(v float64) float64 { return v * s.Unit }

// Context is what a scene is given each tick: the screen, the input, the
// text renderer, sound, the settings, the toast line and the way to other
// screens. The App keeps the rest to itself: the store, the scene stack,
// the searchers and the test bridge.
type Context struct {
	*Screen
	Input    *Input
	Text     *sprites.Text
	Settings *Settings
	Toast    *Toast
	// Nav is the shell behind the screens: the scene stack, the tick
	// count, sound and the settings' store.
	Nav Navigator
}

// Navigator is what a screen asks of the shell through its Context.
type Navigator interface {
	Ticks() int
	Play(e audio.Effect)
	Push(s Scene)
	Pop()
	Replace(s Scene)
	BackToMenu()
	SaveSettings()
}

// Ticks counts the game loop's ticks since the start.
func (c *Context) Ticks() int { return c.Nav.Ticks() }

// Touch tells whether the player uses a touch screen: texts say "tap" and
// show no key hints.
func (c *Context) Touch() bool { return c.Input.Touch() }

// Say picks the wording for the player's device: desktop (with key hints,
// "click") or touch ("tap", no keys).
func (c *Context) Say(desktop, touch string) string { return Wording(c.Touch(), desktop, touch) }

// Play plays a sound effect (respecting mute and volume).
func (c *Context) Play(e audio.Effect) { c.Nav.Play(e) }

// CountTicks is how long a score counts up at the player's speed: none at
// Instant or with reduced motion.
func (c *Context) CountTicks() int {
	if c.Settings.ReducedMotion {
		return 0
	}
	return c.Settings.Speed.Scale(36)
}

// Push opens s on top of the current screen.
func (c *Context) Push(s Scene) { c.Nav.Push(s) }

// Pop closes the top screen.
func (c *Context) Pop() { c.Nav.Pop() }

// Replace puts s in the place of the top screen.
func (c *Context) Replace(s Scene) { c.Nav.Replace(s) }

// BackToMenu closes every screen above the menu.
func (c *Context) BackToMenu() { c.Nav.BackToMenu() }

// SaveSettings keeps the settings (a failure is shown on the toast line).
func (c *Context) SaveSettings() { c.Nav.SaveSettings() }
