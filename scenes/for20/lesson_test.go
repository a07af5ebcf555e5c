package for20

import (
	"slices"
	"strings"
	"testing"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays For20 Cards' lesson, eight rounds, by the taps it asks
// for, with a wrong smoke (the Iron Pipe, legal, not the lesson's)
// answered in its words and a reload before the action.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "for20", Lesson: filledLesson(t),
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

// filledLesson is the lesson with its lines as the table shows them, the
// figures filled from the positions (CheckLesson compares the table's
// lines with the case's Text, Wrong and End as they are written).
func filledLesson(t *testing.T) *scenes.Lesson {
	return gametest.FilledLesson(t, f20.Def, lesson)
}

// TestLessonFigures: every figure of the lesson's lines is filled from
// the position, none typed.
func TestLessonFigures(t *testing.T) {
	gametest.CheckLessonFigures(t, f20.Def, lesson)
}

// lessonViews replays the lesson natively: the position each step's move
// is due at, then the summary's, as the person's view.
func lessonViews(t *testing.T) (views []f20.View, steps []scenes.LessonLines, end string) {
	t.Helper()
	l := *lesson
	l.Figures = func(state any, move string) map[string]string {
		views = append(views, state.(*f20.State).View(0).(f20.View))
		return lesson.Figures(state, move)
	}
	steps, end, err := scenes.LessonFigures(f20.Def, &l)
	if err != nil {
		t.Fatal(err)
	}
	if len(views) != len(l.Steps)+1 {
		t.Fatalf("%d positions for %d steps", len(views), len(l.Steps))
	}
	return views, steps, end
}

// TestLessonSaysTrue: what the lines say around their figures holds where
// they are shown: where the destroyed and played cards went, what the
// opponent played, what lies on top of a stack.
func TestLessonSaysTrue(t *testing.T) {
	views, steps, end := lessonViews(t)
	has := func(zone []string, id string) bool { return slices.Contains(zone, id) }
	info := func(id string) *f20.CardInfo {
		c, err := f20.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		return c.Info()
	}
	top := func(v f20.View, p int) string {
		st := v.Seats[p].Smoked
		return st[len(st)-1].Card
	}
	checks := []struct {
		step int // from 1, as the lines are numbered; 0 for the summary
		says string
		ok   func(v f20.View) bool
	}{
		{2, "their stack", func(v f20.View) bool { return has(v.PlayingDump, "O05") && top(v, 1) == "M46" }},
		{2, "stays in your area", func(v f20.View) bool { return v.Seats[0].Area[0].Card == "T22" }},
		{4, "Butterfingers, for", func(v f20.View) bool { return v.Coins >= info("A12").Cost }},
		{5, "Purple Daze went to the material dump", func(v f20.View) bool {
			return has(v.MaterialDump, "M23") && has(v.PlayingDump, "A12")
		}},
		{12, "their Golden Drop", func(v f20.View) bool { return top(v, 1) == "M57" }},
		{13, "The Golden Drop went to the material dump", func(v f20.View) bool { return has(v.MaterialDump, "M57") && has(v.PlayingDump, "A13") }},
		{14, "Dealer's Cove took the Purple Daze", func(v f20.View) bool {
			return has(v.PlayingDump, "A02") && slices.ContainsFunc(v.Seats[1].Smoked, func(e f20.SmokedEntry) bool { return e.Card == "M23" })
		}},
		{15, "the Chalice paid", func(v f20.View) bool { return v.Coins == info("T17").Param }},
		{16, "Your new Chocolate Bar", func(v f20.View) bool { return len(v.Seats[0].Reserve) == 1 && v.Seats[0].Reserve[0].Card == "M27" }},
		{18, "You drew Nice tool!", func(v f20.View) bool { return has(v.Hand, "O04") }},
		{19, "smokes with a Cone", func(v f20.View) bool { return v.Pending == "smoke T14 M14" }},
	}
	for _, c := range checks {
		line, v := end, views[len(views)-1]
		if c.step > 0 {
			line, v = steps[c.step-1].Text, views[c.step-1]
		}
		if !strings.Contains(line, c.says) {
			t.Errorf("step %d no longer says %q: %q", c.step, c.says, line)
			continue
		}
		if !c.ok(v) {
			t.Errorf("step %d says %q, which does not hold there: %q", c.step, c.says, line)
		}
	}
}
