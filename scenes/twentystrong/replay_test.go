package twentystrong

import (
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// asking are the words of a line that asks the viewer to act.
var asking = regexp.MustCompile(`(?i)\btap\b|\bclick\b|then roll|or suffer\.`)

// stepButtons are the labels of the buttons a person plays a step with.
var stepButtons = map[string]bool{"Roll": true, "Reroll": true, "Next phase": true, "Resolve": true,
	"Suffer": true, "Take": true, "Decline": true, "Endgame": true, "Use": true}

// TestReplayAsksNothing opens a finished run in the replay at 40 places
// along its scrub bar, and a step on from each: no step's button (Roll,
// Resolve, Take...) is offered, no line asks the viewer to tap, and the
// prompt says what the record decides next.
func TestReplayAsksNothing(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	rp := gametest.OpenReplay(t, a, Game, gametest.PlayedOut(t, ts.Def, 1, 7), 1)
	scrub, _ := scenetest.Read(t, a).Target("replay.scrub")
	next := 0
	for i := range 40 {
		a.InjectTap((scrub.X+scrub.W*(float64(i)+0.5)/40)*a.Scale, (scrub.Y+scrub.H/2)*a.Scale)
		scenetest.Frame(a)
		for step := range 2 {
			st := scenetest.Read(t, a)
			for _, text := range st.Texts {
				if stepButtons[text.Text] {
					t.Fatalf("move %d of %d: the replay shows the %s button", rp.At(), rp.Moves(), text.Text)
				}
				if asking.MatchString(text.Text) {
					t.Fatalf("move %d of %d: %q asks the viewer to act", rp.At(), rp.Moves(), text.Text)
				}
				if strings.HasPrefix(text.Text, "Next: ") {
					next++
				}
			}
			for _, tg := range st.Targets {
				if !strings.HasPrefix(tg.ID, "play.") && !strings.HasPrefix(tg.ID, "replay.") {
					t.Fatalf("move %d of %d: the replay offers %q", rp.At(), rp.Moves(), tg.ID)
				}
			}
			if step == 0 {
				a.Input.InjectKey(ebiten.KeyRight)
				scenetest.Frame(a)
			}
		}
	}
	if next < 20 {
		t.Errorf("the replay said what the record decides next %d times in 80 positions", next)
	}
}
