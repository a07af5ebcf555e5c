//go:build !js

package play

import "github.com/twenty-games/twenty/rules/gamedef"

// ownBrain is the review's searcher when the program shares none: one
// goroutine running the game's search.
func ownBrain(game gamedef.Game) brain { return newGoroutineBrain(1, game.Think) }
