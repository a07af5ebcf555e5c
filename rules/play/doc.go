// Package play is the play layer between the rules and the screen, with
// no Ebitengine: a match (seats, record, apply, take-back, and the event
// queue it owns), the computer's scheduling beside the game loop (a Brain:
// goroutines here, or the browser's Web Workers that scenes/platform gives
// through Host; with deadlines and cancellation), saved games and their
// checks, the Store they live in, and the statistics, history and
// daily-challenge records. It holds no browser code. The shell
// (package scenes) drives it; its tests run with plain `go test`.
package play
