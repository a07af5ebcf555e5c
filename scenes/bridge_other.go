//go:build !js

package scenes

func (a *App) installBridge() {}

func (a *App) refreshBridge() {}
