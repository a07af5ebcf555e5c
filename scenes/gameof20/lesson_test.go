package gameof20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestLesson plays Game of 20's lesson to its end by the taps it asks
// for, with a wrong take answered in its words, a reload in the middle
// of the placing, and the rest of the game to results counted nowhere.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "gameof20", Lesson: filledLesson(t),
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

// filledLesson is the lesson with its lines as the table must show them,
// the figures filled from the positions by a native replay: CheckLesson
// compares the table's lines with the case's Text, Wrong and End as
// written, so this also checks that the table fills them alike.
func filledLesson(t *testing.T) *scenes.Lesson {
	return gametest.FilledLesson(t, g20.Def, lesson)
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
	a := testApp(t, shell.Options{Game: "gameof20", Lesson: true}, store)
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

// TestLessonFigures: every number the lesson's lines state is a figure of
// the position, filled from the rules, none typed; and the filled lines
// say what the position holds (the cell of the sum rule, the hand sums
// that decide who places first).
func TestLessonFigures(t *testing.T) {
	gametest.CheckLessonFigures(t, g20.Def, lesson)
	seen := map[string]bool{}
	for i, s := range lesson.Steps {
		if seen[s.Move] { // lessonBeforeFigures finds a step by its move
			t.Errorf("step %d asks for %q again", i+1, s.Move)
		}
		seen[s.Move] = true
	}
	steps, _, err := scenes.LessonFigures(g20.Def, lesson)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][]string{
		1:  {"the tiles 3 to 20 lie in the pool", "the first pick is 1 tile", "Take the 3:"},
		2:  {"Your opponent took the 4 and the 5: after the first pick, each turn takes 2 tiles. Take the 6, the lowest left."},
		6:  {"each hand will hold 12 tiles. Take the 14."},
		8:  {"a cell next to fewer than 2 tiles takes only the lowest tile of your hand, and a cell next to 2 or more only the tile equal to their sum"},
		9:  {"The last tile, the 20, then goes to your opponent"},
		10: {"your opponent (108 against your 107) put a 1 on e1", "The ringed cell touches 1 tile, fewer than 2:", "your lowest tile, your 1. Tap your 1"},
		11: {"Your other 1 is still your lowest tile", "it touches no tile"},
		12: {"Now your lowest tile is the 2", "that cell touches only the 3."},
		13: {"Place your 3, now your lowest, under the centre: that cell touches only the 3.", "The cell to its right then touches 3 tiles, the 2, 3 and 1: it takes only their sum, 6, shown on it."},
		14: {"Your lowest is the 6", "touches only the 4, so it takes your 6"},
		15: {"Your opponent put an 8 on d5", "touches 4 tiles, the 2, 3, 1 and 8, so it takes only a 14", "2 + 3 + 1 + 8 make 14"},
	}
	for n, parts := range want {
		line := steps[n-1].Text + " / " + steps[n-1].Wrong
		for _, p := range parts {
			if !strings.Contains(line, p) {
				t.Errorf("step %d says %q, which lacks %q", n, line, p)
			}
		}
	}
}
