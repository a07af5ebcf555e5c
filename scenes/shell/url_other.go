//go:build !js

package shell

// AddURLOptions does nothing outside browsers: flags give the options.
func AddURLOptions(*Options) {}
