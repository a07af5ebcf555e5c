//go:build js

package scenes

import "syscall/js"

// pageAddress is the page's address, for a link to a shared game.
func pageAddress() string { return js.Global().Get("location").Get("href").String() }
