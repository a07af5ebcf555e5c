package gameof20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
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

// TestLessonOutOfStep: a script the game no longer follows (here a
// computer's move the rules refuse) ends the lesson with a line that
// says so, and the game goes on without it.
func TestLessonOutOfStep(t *testing.T) {
	defer func(l *scenes.Lesson) { Game.Lesson = l }(Game.Lesson)
	Game.Lesson = &scenes.Lesson{Players: 2, Seed: 1, Level: ai.Easy, Steps: []scenes.LessonStep{
		{Move: "take 3", Expect: []string{"pool.tile.3"}, Text: "Take the 3.", Wrong: "The 3."},
		{Before: []string{"place 1 at a1"}, Move: "take 6", Expect: []string{"pool.tile.6"}, Text: "Take the 6.", Wrong: "The 6."},
	}}
	store := play.MemoryStore{"settings": `{"volume":0,"muted":true,"speed":3,"difficulty":0}`}
	a := testApp(t, scenes.Options{Game: "gameof20", Lesson: true}, store)
	scenetest.Frame(a)
	scenetest.Tap(t, a, "pool.tile.3")
	for i := 0; i < 200 && scenetest.Read(t, a).Lesson != nil; i++ {
		scenetest.Frame(a)
	}
	st := scenetest.Read(t, a)
	if st.Lesson != nil || !strings.Contains(st.Message, "out of step") {
		t.Fatalf("lesson %+v, message %q", st.Lesson, st.Message)
	}
}
