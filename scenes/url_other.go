//go:build !js

package scenes

// AddURLOptions does nothing outside browsers: flags give the options.
func AddURLOptions(*Options) {}
