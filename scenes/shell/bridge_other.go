//go:build !js

package shell

func (a *App) installBridge() {}

func (a *App) refreshBridge() {}
