package twenty

import (
	"reflect"
	"testing"
)

// TestTargetSurvivesARestore: a game to 50 points, restored, offers 50
// points again (it used to fall back to the standard target).
func TestTargetSurvivesARestore(t *testing.T) {
	_, rec, err := Def.Start(3, []int{1}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s, choices, err := Def.Restore(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(choices, []int{1}) || s.Options().Target != 50 {
		t.Fatalf("restored with choices %v, target %d", choices, s.Options().Target)
	}
}
