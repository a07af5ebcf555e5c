package gametest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/scenes"
)

// lessonTitles are the games' names, whose digits are no figures.
var lessonTitles = strings.NewReplacer("20 Strong", "", "Game of 20", "", "For20", "")

// CheckLessonFigures plays l's script on its deal, natively, and checks
// its lines: every placeholder is filled from the position by the
// lesson's Figures, and no line types a digit outside a placeholder (a
// count, a sum, a damage or a score typed into a line drifts from the
// rules; one filled from the position cannot).
func CheckLessonFigures[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], l *scenes.Lesson) {
	t.Helper()
	steps, end, err := scenes.LessonFigures(def, l)
	if err != nil {
		t.Fatal(err)
	}
	typed := func(where, line string) {
		for line != "" {
			open := strings.IndexByte(line, '{')
			plain := line
			if open >= 0 {
				plain = line[:open]
				if end := strings.IndexByte(line[open:], '}'); end >= 0 {
					line = line[open+end+1:]
				} else {
					line = ""
				}
			} else {
				line = ""
			}
			if i := strings.IndexAny(lessonTitles.Replace(plain), "0123456789"); i >= 0 {
				t.Errorf("%s types a number outside a placeholder: %q", where, plain)
			}
		}
	}
	for i, s := range l.Steps {
		typed(fmt.Sprintf("step %d's Text", i+1), s.Text)
		typed(fmt.Sprintf("step %d's Wrong", i+1), s.Wrong)
		if strings.ContainsAny(steps[i].Text+steps[i].Wrong, "{}") {
			t.Errorf("step %d is left with a brace: %q / %q", i+1, steps[i].Text, steps[i].Wrong)
		}
	}
	typed("End", l.End)
	if strings.ContainsAny(end, "{}") {
		t.Errorf("End is left with a brace: %q", end)
	}
}

// FilledLesson is l with its lines filled from the positions they are
// shown at (scenes.LessonFigures), and no Figures: the lines the table
// shows, which CheckLesson compares with what it reads.
func FilledLesson[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], l *scenes.Lesson) *scenes.Lesson {
	t.Helper()
	steps, end, err := scenes.LessonFigures(def, l)
	if err != nil {
		t.Fatal(err)
	}
	filled := *l
	filled.Steps = append([]scenes.LessonStep(nil), l.Steps...)
	for i := range filled.Steps {
		filled.Steps[i].Text, filled.Steps[i].Wrong = steps[i].Text, steps[i].Wrong
	}
	filled.End, filled.Figures = end, nil
	return &filled
}

// LessonPositions plays l's script natively and returns the position each
// step's move is due at, then the one after the last step (the summary's),
// with the lines filled there: for a game's tests of what its lines say.
func LessonPositions[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], l *scenes.Lesson) (states []S, steps []scenes.LessonLines, end string) {
	t.Helper()
	watched := *l
	watched.Figures = func(state any, move string) map[string]string {
		states = append(states, state.(S).Clone())
		return l.Figures(state, move)
	}
	steps, end, err := scenes.LessonFigures(def, &watched)
	if err != nil {
		t.Fatal(err)
	}
	if len(states) != len(l.Steps)+1 {
		t.Fatalf("%d positions for %d steps", len(states), len(l.Steps))
	}
	return states, steps, end
}
