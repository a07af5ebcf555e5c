package twenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Twenty's lesson, a whole first hand, by the taps it
// asks for, with a wrong play (the King for the count of 1, legal but
// not the lesson's) answered in its words and a reload at a draw.
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "twenty", Lesson: filledLesson(t),
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

// filledLesson is the lesson with its lines as the table shows them, the
// figures filled from the positions (CheckLesson compares the table's
// lines with the case's Text, Wrong and End as they are written).
func filledLesson(t *testing.T) *scenes.Lesson {
	return gametest.FilledLesson(t, tw.Def, lesson)
}

// TestLessonFigures: every figure of the lesson's lines is filled from the
// position, none typed.
func TestLessonFigures(t *testing.T) {
	gametest.CheckLessonFigures(t, tw.Def, lesson)
}

// lessonPositions replays the lesson natively (gametest.LessonPositions).
func lessonPositions(t *testing.T) (states []*tw.State, steps []scenes.LessonLines, end string) {
	return gametest.LessonPositions(t, tw.Def, lesson)
}

// TestLessonSaysTrue: what the lines say holds where they are shown, the
// figures (the count, what the cards count, the penalties) and the claims
// around them.
func TestLessonSaysTrue(t *testing.T) {
	states, steps, end := lessonPositions(t)
	for i, want := range map[int]string{
		0: "The count starts at 1. Make it with cards adding up to exactly the count: your Ace counts 1. Tap the Ace, then Play.",
		1: "Your opponent made 2 with a 2, so the count is 3. Play your 3.",
		5: "Your opponent made 7 with 3 + 4: cards played together add up. The count is 8: play the 8 you drew.",
		7: "The count is 11: your 4 and 7 make it together. Tap both, then Play.",
		8: "The count is 12: your 10 and your King (counting 2) make it with your last cards. Play both and go out: the hand ends.",
	} {
		if steps[i].Text != want {
			t.Errorf("step %d says %q, want %q", i+1, steps[i].Text, want)
		}
	}
	if want := "Tap your 4 and your 7, then Play: 4 + 7 make 11."; steps[7].Wrong != want {
		t.Errorf("step 8's answer to a wrong move: %q, want %q", steps[7].Wrong, want)
	}
	if !strings.Contains(end, "your opponent scores 25 points") || !strings.Contains(end, "reaches 100 points") {
		t.Errorf("the summary says %q", end)
	}
	// Steps 4 and 5: nothing in the person's hand makes the count
	// without the King.
	for _, i := range []int{3, 4} {
		s := states[i]
		plays := tw.AppendPlays(nil, s.Hand(0), s.Count())
		for _, mv := range plays {
			if mv.Cards.Len() == mv.Cards.Without(kingOf(mv.Cards)).Len() {
				t.Errorf("step %d: %v makes %d without the King", i+1, mv, s.Count())
			}
		}
		if len(plays) == 0 {
			t.Errorf("step %d: the King does not make %d", i+1, s.Count())
		}
	}
	// Step 6: the 8 was drawn, not dealt.
	dealt := tw.MustNew(tw.Def.MakeOptions(2, tw.Def.DefaultChoices()), lesson.Seed).Hand(0)
	if c, _ := cards.Parse("8D"); dealt.Has(c) || !states[5].Hand(0).Has(c) {
		t.Errorf("step 6: the 8 was dealt (%v), or is not held", dealt)
	}
	// Step 9: the move plays the person's last cards; the summary: the
	// person went out and scored nothing.
	if last := states[8].Hand(0); last.String() != "TD KD" {
		t.Errorf("step 9: the person holds %v besides the move", last)
	}
	if pen := states[9].HandPenalties(); len(pen) != 2 || pen[0] != 0 {
		t.Errorf("the summary's hand scored %v", pen)
	}
}

// kingOf is the first king of set (or a card set does not hold).
func kingOf(set cards.Set) cards.Card {
	for _, c := range set.AppendTo(nil) {
		if c.Rank() == cards.King {
			return c
		}
	}
	return cards.NumCards
}
