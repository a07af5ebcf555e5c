package for20

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestRulesPicturesInWindow: every picture line of the rules makes a picture; laid
// out in boxes from a narrow phone's to a desktop's, its faces keep inside
// the size it reports, which keeps inside the box; drawing it allocates
// nothing. Lines it does not know are refused.
func TestRulesPicturesInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{}, nil)
	ctx := a.Context()
	n := 0
	var pictures []*rulesPicture
	dst := ebiten.NewImage(1000, 600)
	defer dst.Deallocate()
	for _, line := range strings.Split(rulesText, "\n") {
		kind, list, ok := strings.Cut(strings.Trim(line, "[]"), ":")
		if !strings.HasPrefix(line, "[") || !ok {
			continue
		}
		n++
		pic, ok := Game.RulesPictures(kind, strings.TrimSpace(list))
		if !ok {
			t.Errorf("%s is not a picture", line)
			continue
		}
		p := pic.(*rulesPicture)
		for _, box := range [][2]float64{{296, 180}, {296, 400}, {900, 250}, {900, 600}} {
			w, h := p.Layout(ctx, box[0], box[1])
			if w <= 0 || h <= 0 || w > box[0] || h > box[1] || p.sheet == nil {
				t.Errorf("%s in %.0fx%.0f: %.0fx%.0f, faces %v", line, box[0], box[1], w, h, p.sheet != nil)
				continue
			}
			if sw, sh := p.sheet.Bounds().Dx(), p.sheet.Bounds().Dy(); float64(sw) > w || float64(sh) > h {
				t.Errorf("%s in %.0fx%.0f: the faces are %dx%d", line, box[0], box[1], sw, sh)
			}
		}
		pictures = append(pictures, p)
	}
	if n < 4 {
		t.Errorf("%d picture lines in the rules", n)
	}
	// Drawn at the last size, every picture at once: no allocation.
	if allocs := drawAllocs(func() {
		for _, p := range pictures {
			p.Draw(ctx, dst, 0, 0)
		}
	}); allocs > 0 {
		t.Errorf("%.1f allocations a frame drawing the pictures", allocs)
	}
	for _, p := range pictures {
		p.Dispose()
	}
	for _, bad := range [][2]string{{"for20", "M61"}, {"for20", ""}, {"for20", "/"}, {"for20", "M01 M02 M03 M04 M05"}, {"cards", "M01"}} {
		if _, ok := Game.RulesPictures(bad[0], bad[1]); ok {
			t.Errorf("[%s: %s] accepted", bad[0], bad[1])
		}
	}
}

// TestRulesReaderPictures reads every page of the rules, pictures and
// all, at the phones and the desktop of gametest.RulesScreens.
func TestRulesReaderPictures(t *testing.T) {
	gametest.CheckRulesPages(t, testApp, Game.ID)
}

// drawAllocs is the allocations a frame of draw makes: the best of three
// windows, as Ebitengine now and then grows a pool inside a draw call
// (see scenetest.CheckSteadyFramesDoNotAllocate).
func drawAllocs(draw func()) float64 {
	best := scenetest.AllocsPerFrame(10, draw)
	for range 2 {
		best = min(best, scenetest.AllocsPerFrame(10, draw))
	}
	return best
}
