package gameof20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Game of 20's lesson to its end by the taps it asks
// for, with a wrong take answered in its words, a reload in the middle
// of the placing, and the rest of the game to results counted nowhere.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "gameof20", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 1 {
				return []string{"pool.tile.7"} // the 7 is legal, the 6 is asked
			}
			return nil
		},
		Shots:    []int{0, 9, 14, -1},
		ResumeAt: 11,
		Finish:   gameOf20Clicks,
	})
}
