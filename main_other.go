//go:build !js

package main

// serveIfWorker: only a browser build runs in Web Workers (main_js.go).
func serveIfWorker() {}
