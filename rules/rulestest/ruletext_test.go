package rulestest

import (
	"slices"
	"testing"
)

// TestRuleSentences: a paragraph splits at its sentences' ends, but not
// after a numbered step's number, nor inside a bullet.
func TestRuleSentences(t *testing.T) {
	got := RuleSentences("TITLE line\n\nGOAL\nA round. It starts at 0. 1. Commit: dice. 2. Roll them.\n- A bullet; still one.\n[tiles: 1 2]\nPLAYING HERE\nNot a rule.\n")
	want := []string{"A round.", "It starts at 0.", "1. Commit: dice.", "2. Roll them.", "A bullet; still one."}
	if !slices.Equal(got, want) {
		t.Errorf("RuleSentences = %q, want %q", got, want)
	}
}
