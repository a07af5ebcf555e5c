package twentystrong

import (
	"strings"
	"testing"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays 20 Strong's lesson, three rounds, by the taps it asks
// for, with a wrong commit (a yellow die, legal, not the lesson's)
// answered in its words and a reload in the second round.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "twentystrong", Lesson: filledLesson(t),
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

// filledLesson is the lesson with its lines as the table shows them, the
// figures filled from the positions (CheckLesson compares the table's
// lines with the case's Text, Wrong and End as they are written).
func filledLesson(t *testing.T) *scenes.Lesson {
	return gametest.FilledLesson(t, ts.Def, lesson)
}

// TestLessonFigures: every figure of the lesson's lines is filled from
// the position its step is shown at, none is typed; and the figures say
// what the state holds there (the Alarm still 1 at Recover Dice, rising
// to 2 only at Cleanup; the reward of round 1 recovering nothing, as no
// die is exhausted yet; "Dice out" as the line under the table shows it).
func TestLessonFigures(t *testing.T) {
	gametest.CheckLessonFigures(t, ts.Def, lesson)
	steps, end, err := scenes.LessonFigures(ts.Def, lesson)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range steps {
		t.Logf("step %d: %s", i+1, s.Text)
	}
	t.Logf("end: %s", end)
	want := map[int]string{
		1:  "Robber Bees, 4 Health, who raise the Alarm by 1",
		5:  "Dice out: 4.0 damage",
		10: "recovers 2 dice from the exhausted area: none of your dice is exhausted yet, so it brings nothing back now",
		13: "3 purple dice are back",
		17: "Dice out then reads 5.0 damage",
		21: "the moth has 1 Health left",
		22: "allows 2 Strategy phases a round",
		26: "brings 3 dice back",
		30: "you recover 1 die fewer this round",
		32: "Health 4. Its After effect leaves you 2 dice to recover, not 3",
		33: "raises the Alarm from 1 to 2",
	}
	for step, text := range want {
		if !strings.Contains(steps[step-1].Text, text) {
			t.Errorf("step %d says %q, want %q in it", step, steps[step-1].Text, text)
		}
	}
}
