package twentystrong

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestLongPressInspects: in 20 Strong a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "twentystrong", "solo", "stack.")
	gametest.CheckInspector(t, testApp, "twentystrong", "solo", "pool.die.") // a die's faces
}

// TestKeyShowsHeroAndLegend: the hero's name and ability and the legend of
// the faces are on the table, the whole ability on a desktop and beside
// the stacks on a small phone; holding them opens the hero's card and the
// faces.
func TestKeyShowsHeroAndLegend(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twentystrong", Seed: 11}, nil)
	for _, size := range [][2]int{{scenetest.W, scenetest.H}, {360, 640}} {
		scenetest.Resize(size[0], size[1])
		a.LayoutF(float64(size[0]), float64(size[1]))
		for range 3 {
			scenetest.Frame(a)
		}
		s := sceneOf(t, a)
		l := &s.lay
		hero := s.Match.State.Hero()
		if l.hero.name+l.hero.text == "" || !strings.Contains(l.hero.name+" "+l.hero.text, strings.SplitN(hero.Name, ",", 2)[0]) {
			t.Errorf("%v: the hero reads %q %q", size, l.hero.name, l.hero.text)
		}
		if size[0] == scenetest.W && l.hero.text != hero.Text {
			t.Errorf("a desktop shows the ability as %q, not its whole text %q", l.hero.text, hero.Text)
		}
		for _, c := range []struct {
			r  rect
			id string
		}{{l.heroArea, "hero"}, {l.legend.box, "legend"}} {
			x, y := c.r.Center()
			if in, ok := s.Inspect(a.Context(), x, y); !ok || in.ID != c.id {
				t.Errorf("%v: holding the key at %v inspects %q, want %q", size, c.r, in.ID, c.id)
			}
		}
	}
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
}
