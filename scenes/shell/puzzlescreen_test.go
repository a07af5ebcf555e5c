package shell

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// TestPuzzlesPageFitsAndScrolls: the Puzzles page keeps every button on
// the screen at any size; where its rows do not all fit (a 320x240
// window, found by the long monkey with the Next buttons under the bottom
// edge), it shows as many as fit, says there are more, and the arrow keys
// and a drag bring every game's buttons into view.
func TestPuzzlesPageFitsAndScrolls(t *testing.T) {
	defer scenetest.Resize(scenetest.W, scenetest.H)
	for _, size := range [][3]float64{{320, 240, 1}, {221, 403, 1}, {360, 640, 1}, {390, 844, 3}, {844, 390, 3}, {1280, 800, 1}} {
		a := testApp(t, Options{}, play.MemoryStore{})
		frame(a)
		tap(t, a, "menu.puzzles")
		resizeApp(a, int(size[0]*size[2]), int(size[1]*size[2]), size[2])
		frame(a)
		p, ok := a.Top().(*puzzlesScene)
		if !ok {
			t.Fatalf("%v: the screen is %T", size, a.Top())
		}
		onScreen := func(when string) {
			t.Helper()
			st := state(t, a)
			for _, tg := range st.Targets {
				if tg.X < -0.5 || tg.Y < -0.5 || tg.X+tg.W > st.ScreenW+0.5 || tg.Y+tg.H > st.ScreenH+0.5 {
					t.Errorf("%.0fx%.0f %s: %s at (%.0f,%.0f %.0fx%.0f) is off the screen", size[0], size[1], when, tg.ID, tg.X, tg.Y, tg.W, tg.H)
				}
			}
		}
		onScreen("at first")
		scenetest.SaveShot(t, a, fmt.Sprintf("puzzles-%.0fx%.0f", size[0], size[1]))
		scrolls := p.geo.perView < len(p.rows)
		if scrolls != strings.Contains(p.geo.more, "for more") {
			t.Errorf("%.0fx%.0f: %d of %d rows shown, the page says %q", size[0], size[1], p.geo.perView, len(p.rows), p.geo.more)
		}
		if size[1] >= 640 && scrolls {
			t.Errorf("%.0fx%.0f: a phone's page scrolls (%d of %d rows)", size[0], size[1], p.geo.perView, len(p.rows))
		}
		// The keys: the focus walks down every row, and its row is shown.
		for i := range p.rows {
			for p.focus/2 < i {
				a.Input.InjectKey(ebiten.KeyDown)
				frame(a)
			}
			if _, ok := state(t, a).Target(p.rows[i].next.ID); !ok {
				t.Errorf("%.0fx%.0f: %s not shown with the focus on its row", size[0], size[1], p.rows[i].next.ID)
			}
			onScreen("after a key")
		}
		if !scrolls {
			continue
		}
		// A finger dragging up and down scrolls a row at a time.
		first := p.first
		a.Input.InjectDrag(2 * p.geo.rowStep)
		frame(a)
		if p.first != max(0, first-2) && p.first != first-1 {
			t.Errorf("%.0fx%.0f: a drag down moved the first row from %d to %d", size[0], size[1], first, p.first)
		}
		onScreen("after a drag")
	}
}
