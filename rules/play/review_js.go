//go:build js

package play

import "github.com/twenty-games/twenty/rules/gamedef"

// ownBrain: a browser has no searcher beside the page but its workers (a
// goroutine would run in the page's only thread and stop the game).
func ownBrain(gamedef.Game) brain { return nil }
