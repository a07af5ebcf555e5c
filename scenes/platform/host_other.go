//go:build !js

package platform

// Install gives the rules' drivers this machine's searchers and console:
// on the desktop, play's own goroutines and standard error already are.
func Install() {}

// Mark notes a moment of the start-up for the browser's timeline (Mark in
// host_js.go); the desktop has no such timeline.
func Mark(string) {}
