// Package play is the play layer between the rules and the screen, with
// no Ebitengine: a match (seats, record, apply, take-back, and the event
// queue it owns), the computer's scheduling beside the game loop
// (goroutines on the desktop, Web Workers in browsers, with deadlines and
// cancellation), saved games and their checks, the stores they live in,
// and the statistics, history and daily-challenge records. The shell
// (package scenes) drives it; its tests run with plain `go test`.
package play
