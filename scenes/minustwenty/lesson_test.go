package minustwenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLesson plays Minus Twenty's lesson, six turns and the round's last,
// by the taps it asks for, with a wrong discard (legal, not the lesson's)
// answered in its words and a reload after the jump to the round's end
// (the skipped moves come back from the record).
func TestLesson(t *testing.T) {
	gametest.CheckLesson(t, testApp, gametest.LessonCase{
		Game: "minustwenty", Lesson: filledLesson(t),
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

// filledLesson is the lesson with its lines as the table shows them, the
// figures filled from the positions (CheckLesson compares the table's
// lines with the case's Text, Wrong and End as they are written).
func filledLesson(t *testing.T) *scenes.Lesson {
	return gametest.FilledLesson(t, mt.Def, lesson)
}

// TestLessonFigures: every figure of the lesson's lines is filled from the
// position, none typed.
func TestLessonFigures(t *testing.T) {
	gametest.CheckLessonFigures(t, mt.Def, lesson)
}

// lessonPositions replays the lesson natively (gametest.LessonPositions).
func lessonPositions(t *testing.T) (states []*mt.State, steps []scenes.LessonLines, end string) {
	return gametest.LessonPositions(t, mt.Def, lesson)
}

// TestLessonSaysTrue: what the lines say holds where they are shown, the
// figures (the meld's score worked out, the cards left to draw, the
// round's scores) and the claims around them.
func TestLessonSaysTrue(t *testing.T) {
	states, steps, end := lessonPositions(t)
	for i, want := range map[int]string{
		1:  "Now draw to end your turn: tap the draw pile. You always hold 7 cards.",
		3:  "Draw. Every card drawn brings the end nearer: 31 cards are left in the draw pile, and the round ends when it is empty.",
		4:  "Play your 6 on the hearts: higher than the 4, and gaps are fine. A meld scores its numbers minus 20, multiplied by 2 for 1 face card: with the 6, (4 + 6 - 20) × 2 = -20.",
		6:  "Start clubs with your King. Your opponent discarded the Queen of clubs: you can take it once you have played.",
		8:  "Any card can go on its suit's discard pile instead. Discard your 3 of spades: your opponent's spades are at 5, past your 3, so they cannot use it.",
		10: "Put the Queen on your clubs: with 2 face cards the meld's score is multiplied by 3, for better or for worse.",
		11: "The clubs pile shows a 2 again: take it, a low card to start your clubs numbers.",
		12: "Later in the round: the turns between were played for you, and 1 card is left to draw. Put your 10 on the clubs: a meld of 8 cards or more adds 20, so (39 - 20) × 3 + 20 = 77.",
	} {
		if steps[i].Text != want {
			t.Errorf("step %d says %q, want %q", i+1, steps[i].Text, want)
		}
	}
	if want := "Round 1 is yours, 69 to 18: your melds whose numbers stayed under 20 cost you points; the clubs paid. The match has 3 rounds, and the higher total wins. Continue, and play on."; end != want {
		t.Errorf("the summary says %q, want %q", end, want)
	}
	// Step 12: the 2 of clubs showed on its pile before (the opponent's
	// first discard), and shows again.
	if top, _ := states[11].DiscardTop(cards.Clubs); top.String() != "2C" || !strings.HasPrefix(lesson.Steps[0].Before[0], "discard 2C") {
		t.Errorf("step 12: the clubs pile shows %v", top)
	}
	// Step 14 draws the draw pile's last card.
	if n := states[13].DrawPileLen(); n != 1 {
		t.Errorf("step 14: %d cards left to draw", n)
	}
	// The summary: the person won the round; the melds whose numbers
	// stayed under the cost lost points, the clubs gained.
	last := states[13]
	for _, suit := range []cards.Suit{cards.Hearts, cards.Diamonds, cards.Clubs} {
		tally := mt.TallyMeld(last.Meld(0, suit))
		under := tally.Sum < mt.MeldCost
		if tally.Cards == 0 || under != (tally.Score < 0) || (suit == cards.Clubs) == under {
			t.Errorf("the summary: the %s meld %v scores %d", suit.Name(), last.Meld(0, suit), tally.Score)
		}
	}
	if m := last.Meld(0, cards.Spades); len(m) != 0 {
		t.Errorf("the summary: a spades meld %v", m)
	}
	if rounds := states[14].RoundScores(); len(rounds) != 1 || rounds[0][0] <= rounds[0][1] {
		t.Errorf("the summary: round scores %v", rounds)
	}
}
