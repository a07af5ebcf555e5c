//go:build !js

package ui

// ToggleBrowserFullscreen is for browsers: the desktop build keeps full
// screen in its settings (ownsFullscreen).
func ToggleBrowserFullscreen() {}
