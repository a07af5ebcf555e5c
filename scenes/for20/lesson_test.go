package for20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays For20 Cards' lesson, eight rounds, by the taps it asks
// for, with a wrong smoke (the Iron Pipe, legal, not the lesson's)
// answered in its words and a reload before the action.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "for20", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 0 {
				return []string{"hand.card.T25", "reserve.0.M46", "smoke"}
			}
			return nil
		},
		Shots:    []int{3, 9, 16, -1},
		ResumeAt: 3,
	})
}
