package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Minus Twenty's lesson, six turns and the round's last,
// by the taps it asks for, with a wrong discard (legal, not the lesson's)
// answered in its words and a reload after the jump to the round's end
// (the skipped moves come back from the record).
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "minustwenty", Lesson: lesson,
		Wrong: func(step int, st scenetest.State) []string {
			if step == 0 {
				return []string{"hand.card.3S", "discard.S"}
			}
			return nil
		},
		Shots:    []int{0, 7, 12, -1},
		ResumeAt: 13,
	})
}
