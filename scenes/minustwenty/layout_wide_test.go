package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestWideTableUsesTheWidth: on a desktop's screen the columns, their
// tags and the panel column reach across the width (issue 40: 40% of it
// stayed empty right of the pile), the table cards are as large as the
// height allows, and the hand's ranks read at 12 CSS px. It logs the card
// sizes in CSS pixels at every screen it lays out.
func TestWideTableUsesTheWidth(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 8}, nil)
	a.Settings.Speed = ui.Instant
	waitForHuman(t, a)
	s := sceneOf(t, a)
	defer func() {
		a.SetDeviceScale(1)
		scenetest.Resize(scenetest.W, scenetest.H)
		a.LayoutF(scenetest.W, scenetest.H)
		scenetest.Frame(a)
	}()
	for _, sc := range []scenetest.Screen{
		{W: 1280, H: 800, Scale: 1}, {W: 1366, H: 768, Scale: 1}, {W: 1440, H: 900, Scale: 2},
		{W: 1280, H: 720, Scale: 1}, {W: 1920, H: 1080, Scale: 1}, {W: 1024, H: 768, Scale: 1},
		{W: 390, H: 844, Scale: 3}, {W: 844, H: 390, Scale: 3}, {W: 360, H: 640, Scale: 2},
	} {
		a.SetDeviceScale(sc.Scale)
		scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
		a.LayoutF(float64(sc.W), float64(sc.H))
		scenetest.Frame(a)
		l := &s.lay
		k := sc.Scale
		t.Logf("%dx%d@%g: table cards %.0fx%.0f, hand cards %.0fx%.0f CSS px", sc.W, sc.H, sc.Scale, l.cw/k, l.ch/k, l.hw/k, l.hh/k)
		if !l.tags {
			continue
		}
		W := float64(sc.W) * k
		tagsEnd := l.tagX(cards.NumSuits-1) + l.tagW
		if gap := l.drawX - tagsEnd; gap > 2*l.cw {
			t.Errorf("%dx%d: %.0f px between the last column's tags and the pile", sc.W, sc.H, gap/k)
		}
		if right := W - (l.promptBox.X + l.promptBox.W); right > 40*k {
			t.Errorf("%dx%d: the panels stop %.0f px short of the right edge", sc.W, sc.H, right/k)
		}
		if sc.W >= 1280 && l.cw/k < 68 {
			t.Errorf("%dx%d: table cards %.0f px wide, want 68 and more", sc.W, sc.H, l.cw/k)
		}
	}
}
