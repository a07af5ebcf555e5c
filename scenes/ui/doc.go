// Package ui is the toolkit every screen is built from: the screen and its
// Context (sizes, input, text, sound, settings, the toast line and the way
// to other screens), the Scene interface, buttons, input, motions and
// counters, card sprites and confetti. It knows nothing of games or of the
// shell: the table (package scenes) and the shell (package shell) build on
// it.
package ui
