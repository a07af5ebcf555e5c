// Package platform is what the machine the game runs on gives it: where
// saves are kept (files in the user's config folder on the desktop, the
// page's localStorage in a browser) and where the computer thinks
// (goroutines, or Web Workers running the page's own wasm). The rules'
// drivers in rules/play stay free of browser code; they get the machine's
// searchers through play.Host, which Install sets.
package platform
