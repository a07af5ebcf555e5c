package for20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/sprites"
)

// resumeOnPhone resumes a layout record on a phone held upright (390x844
// at 3 device pixels per CSS pixel).
func resumeOnPhone(t *testing.T, record string) (*shell.App, *scene) {
	t.Helper()
	a := gametest.Resume(t, testApp, "for20", gametest.ReadRecords(t, gametest.StatesFile)[record])
	a.SetDeviceScale(3)
	scenetest.Resize(390*3, 844*3)
	a.LayoutF(390, 844)
	t.Cleanup(func() {
		a.SetDeviceScale(1)
		scenetest.Resize(scenetest.W, scenetest.H)
	})
	for range 4 {
		scenetest.Frame(a)
	}
	return a, sceneOf(t, a)
}

// TestPhoneHandShowsWholeCards: on a phone the hand's cards lie side by
// side, none over another, as large as their faces were drawn (each
// face's name and numbers whole: see renderFace).
func TestPhoneHandShowsWholeCards(t *testing.T) {
	a, s := resumeOnPhone(t, "5p-turn")
	var cards []scenetest.Target
	for _, tg := range scenetest.Read(t, a).Targets {
		if strings.HasPrefix(tg.ID, "hand.card.") {
			cards = append(cards, tg)
		}
	}
	if len(cards) < 5 {
		t.Fatalf("%d cards in the hand", len(cards))
	}
	for i, c := range cards {
		r := sprites.Rect{X: c.X, Y: c.Y, W: c.W, H: c.H}
		for _, d := range cards[i+1:] {
			if overlaps(r, sprites.Rect{X: d.X, Y: d.Y, W: d.W, H: d.H}) {
				t.Errorf("%s at %v overlaps %s", c.ID, r, d.ID)
			}
		}
	}
	if css := float64(s.atlas.W) / 3; css < 60 {
		t.Errorf("the hand's cards are %.0f CSS px wide", css)
	}
}

// TestDeclaredSmokeWaitsInTheAir: a smoke declared by another player
// lifts its material out of the smoker's reserve into the air row, the
// table's middle, while the window waits for answers.
func TestDeclaredSmokeWaitsInTheAir(t *testing.T) {
	a, s := resumeOnPhone(t, "5p-turn")
	found := false
	for _, tg := range scenetest.Read(t, a).Targets {
		// Targets are in CSS pixels, the layout in device pixels.
		if strings.HasPrefix(tg.ID, "reserve.") && s.lay.air.Contains(3*(tg.X+tg.W/2), 3*(tg.Y+tg.H/2)) {
			found = true
		}
	}
	if !found {
		t.Fatalf("no declared material in the air row %v (air line %q)", s.lay.air, s.view.airLine)
	}
}

// overlaps tells whether two rectangles share more than an edge.
func overlaps(a, b sprites.Rect) bool {
	return a.X < b.X+b.W-1 && b.X < a.X+a.W-1 && a.Y < b.Y+b.H-1 && b.Y < a.Y+a.H-1
}
