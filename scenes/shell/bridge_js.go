//go:build js

package shell

import "syscall/js"

// installBridge defines window.twentyState() and window.twentyHint() for the
// browser tests and benchmarks. The snapshot is refreshed inside Update once
// a test has asked for it, so the game and the page never read state mid-tick
// and a player's session (which never calls it) pays nothing.
func (a *App) installBridge() {
	js.Global().Set("twentyState", js.FuncOf(func(js.Value, []js.Value) any {
		if !a.bridgeActive {
			a.bridgeActive = true
			a.bridgeState = a.StateJSON()
		}
		return a.bridgeState
	}))
	// twentyReloadFromStore starts the app again from what the store holds,
	// as a page reload would (menu, then the saved game or its report), at
	// the next tick: the mutated-save test loads a thousand saves this way.
	js.Global().Set("twentyReloadFromStore", js.FuncOf(func(js.Value, []js.Value) any {
		a.reloadRequested = true
		return nil
	}))
	js.Global().Set("twentyHint", js.FuncOf(func(js.Value, []js.Value) any {
		return a.bridgeHint
	}))
}

func (a *App) refreshBridge() {
	if a.bridgeActive {
		a.bridgeState = a.StateJSON()
		a.bridgeHint = a.HintText()
	}
}
