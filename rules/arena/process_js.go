//go:build js

package main

import (
	"errors"
	"time"
)

// startBotProcess: js/wasm has no processes, so external bots are refused
// there (the arena runs natively; only its tests run under js).
func startBotProcess(command []string, timeout time.Duration, stderr func(line string)) (botConn, error) {
	return nil, errors.New("external bots need to start processes, which js/wasm cannot do")
}

// stopBotsOnSignal: no bots, nothing to stop.
func stopBotsOnSignal() {}
