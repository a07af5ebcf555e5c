//go:build !js

package platform

// Install gives the rules' drivers this machine's searchers and console:
// on the desktop, play's own goroutines and standard error already are.
func Install() {}
