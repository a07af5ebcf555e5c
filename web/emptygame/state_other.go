//go:build !js

package main

import "flag"

// exposeState does nothing on the desktop: only the browser benchmark reads
// the state.
func exposeState(*game) {}

func silentRequested() bool {
	silent := flag.Bool("silent", false, "do not create an audio context")
	flag.Parse()
	return *silent
}

// mark: the desktop has no page timeline (state_js.go).
func mark(string) {}
