//go:build !js

package ui

// DeviceHasTouch is false on the desktop until a finger is seen.
func DeviceHasTouch() bool { return false }
