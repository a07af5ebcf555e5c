//go:build !js

package scenes

// pageAddress: the desktop has no page; a shared game is its code alone.
func pageAddress() string { return "" }
