//go:build js

package ui

import "syscall/js"

// DeviceHasTouch tells whether the browser reports a touch screen as the
// main pointer (a phone or a tablet), so the first screen already says "tap".
func DeviceHasTouch() bool {
	match := js.Global().Get("matchMedia")
	if match.Type() == js.TypeFunction && js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Truthy() {
		return true
	}
	return js.Global().Get("navigator").Get("maxTouchPoints").Int() > 0
}
