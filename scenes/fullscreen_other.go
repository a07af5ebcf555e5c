//go:build !js

package scenes

// toggleBrowserFullscreen is for browsers: the desktop build keeps full
// screen in its settings (ownsFullscreen).
func toggleBrowserFullscreen() {}
