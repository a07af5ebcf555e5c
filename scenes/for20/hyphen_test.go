package for20

import (
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/sprites"
)

// TestHyphenate: a name too wide for a compact face breaks where a
// reader expects it (its own hyphen, before "ing", between consonants,
// never inside "gh"), or not at all.
func TestHyphenate(t *testing.T) {
	scenetest.OnLoop(func() {
		text := sprites.NewText()
		st := sprites.Style{Size: 12, Bold: true}
		for _, c := range []struct{ name, widest, want string }{
			{"Butterfingers", "Butter-", "Butter- fingers"},
			{"Coughing Fit", "Cough-", "Cough- ing Fit"},
			{"Five-Finger Discount", "Discount", "Five- Finger Discount"},
			{"Munchies", "chies", "Mun- chies"},
			{"Hot Nail", "Nail", "Hot Nail"},
		} {
			w, _ := text.Measure(c.widest, st)
			if got := hyphenate(text, c.name, w+0.5, st); got != c.want {
				t.Errorf("hyphenate(%q) in %.0f px = %q, want %q", c.name, w, got, c.want)
			}
		}
	})
}
