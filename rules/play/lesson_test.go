package play

import (
	"encoding/json"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
)

// A lesson is counted nowhere, whatever its result; the same game not a
// lesson counts.
func TestLessonIsNotCounted(t *testing.T) {
	seats := []Seat{{Human: true}, {Level: ai.Easy}}
	o := Outcome{Game: "gameof20", Seed: 7, Moves: 40, Seats: seats, Winners: []int{0}, Scores: []int{3, 9}, Lesson: true}
	st := NewStatistics()
	if st.Count(o, BestScore{}) {
		t.Fatalf("a lesson was counted: %+v", st.Games)
	}
	if _, ok := o.Line(); ok {
		t.Error("a lesson has a line of the statistics")
	}
	o.Lesson = false
	if !st.Count(o, BestScore{}) {
		t.Fatal("the same game, not a lesson, was not counted")
	}
}

// The save says a lesson is one, and an old save without the field reads
// as a plain game.
func TestSaveKeepsLesson(t *testing.T) {
	b, err := json.Marshal(SavedGame{Version: SaveVersion, Lesson: true})
	if err != nil {
		t.Fatal(err)
	}
	var sg SavedGame
	if err := json.Unmarshal(b, &sg); err != nil || !sg.Lesson {
		t.Fatalf("lesson lost in %s: %v", b, err)
	}
	var old SavedGame
	if err := json.Unmarshal([]byte(`{"version":1,"record":{"game":"twenty"},"seats":[]}`), &old); err != nil || old.Lesson {
		t.Fatalf("an old save reads as a lesson: %v", err)
	}
}
