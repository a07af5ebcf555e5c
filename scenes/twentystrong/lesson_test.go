package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays 20 Strong's lesson, three rounds, by the taps it asks
// for, with a wrong commit (a yellow die, legal, not the lesson's)
// answered in its words and a reload in the second round.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "twentystrong", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 1 {
				return []string{"pool.die.yellow"}
			}
			return nil
		},
		Shots:    []int{1, 21, 31, -1},
		ResumeAt: 16,
	})
}
