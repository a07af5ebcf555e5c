//go:build js

package main

import (
	"net/url"
	"strings"
	"syscall/js"
)

// exposeState defines window.twentyState() for the browser tests.
func exposeState(g *game) {
	js.Global().Set("twentyState", js.FuncOf(func(js.Value, []js.Value) any {
		return g.stateJSON()
	}))
}

// silentRequested reads ?silent=1 from the page address.
func silentRequested() bool {
	search := js.Global().Get("location").Get("search").String()
	q, _ := url.ParseQuery(strings.TrimPrefix(search, "?"))
	v := q.Get("silent")
	return v != "" && v != "0"
}

// mark notes a moment of the start-up on the page's timeline, as the game
// does (scenes/platform.Mark), so startup.mjs compares the phases.
func mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Type() == js.TypeFunction {
		p.Call("mark", name)
	}
}
