package gameof20

import (
	"regexp"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// asking are the words of a prompt that asks the viewer to act.
var asking = regexp.MustCompile(`(?i)\btap\b|\bclick\b|your pick|your turn|pick a tile|: place a tile|press pass`)

// TestReplayAsksNothing steps through a finished game in the replay: at
// every move the table says whose move it is, and no line asks the
// viewer to take a tile, place one or pass.
func TestReplayAsksNothing(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	rp := gametest.OpenReplay(t, a, Game, gametest.PlayedOut(t, g20.Def, 2, 7), 2)
	said := map[string]bool{}
	for rp.At() < rp.Moves() {
		for _, text := range scenetest.Read(t, a).Texts {
			if asking.MatchString(text.Text) {
				t.Fatalf("move %d of %d: %q asks the viewer to act", rp.At(), rp.Moves(), text.Text)
			}
			said[text.Text] = true
		}
		a.Input.InjectKey(ebiten.KeyRight) // a step forward, without reading the targets again
		scenetest.Frame(a)
	}
	for _, want := range []string{"You are picking: 2 tiles this turn", "You are placing", "Player 2 (easy) is placing"} {
		if !said[want] {
			t.Errorf("the replay never said %q", want)
		}
	}
}
