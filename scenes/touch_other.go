//go:build !js

package scenes

// deviceHasTouch is false on the desktop until a finger is seen.
func deviceHasTouch() bool { return false }
