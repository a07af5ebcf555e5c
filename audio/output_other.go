//go:build !linux || android

package audio

// outputAvailable is true where the platform always has a mixer (browsers,
// Windows, macOS); browsers start it after the first user gesture.
func outputAvailable() bool { return true }
