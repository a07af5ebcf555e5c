//go:build !js

// Command worker is the browser build's search in a Web Worker; see
// main_js.go. Built for anything but js/wasm it only says so.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "worker: build it with GOOS=js GOARCH=wasm and run it in a Web Worker (make web)")
	os.Exit(2)
}
