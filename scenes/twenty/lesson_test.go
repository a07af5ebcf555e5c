package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Twenty's lesson, a whole first hand, by the taps it
// asks for, with a wrong play (the King for the count of 1, legal but
// not the lesson's) answered in its words and a reload at a draw.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "twenty", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 0 {
				return []string{"hand.card.KD", "play.confirm"}
			}
			return nil
		},
		Shots:    []int{0, 3, 7, -1},
		ResumeAt: 4,
	})
}
