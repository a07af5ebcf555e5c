package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Minus Twenty's lesson, six turns, by the taps it asks
// for, with a wrong discard (legal, not the lesson's) answered in its
// words and a reload before a discard is taken.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "minustwenty", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 0 {
				return []string{"hand.card.3S", "discard.S"}
			}
			return nil
		},
		Shots:    []int{0, 4, 7, -1},
		ResumeAt: 7,
	})
}
