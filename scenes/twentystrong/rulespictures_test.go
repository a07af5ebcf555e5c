package twentystrong

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// pictureLines are the rules' picture lines, as kind and list.
func pictureLines(text string) [][2]string {
	var out [][2]string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			kind, list, _ := strings.Cut(line[1:len(line)-1], ":")
			out = append(out, [2]string{strings.TrimSpace(kind), strings.TrimSpace(list)})
		}
	}
	return out
}

// TestRulesPicturesInWindow: every picture line of the rules makes a picture; laid
// out in boxes from a narrow phone's to a desktop's, its parts keep inside
// the size it reports, which keeps inside the box; drawing it allocates
// nothing. Lines it does not know are refused.
func TestRulesPicturesInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a := testApp(t, shell.Options{}, nil)
	ctx := a.Context()
	lines := pictureLines(rulesText)
	if len(lines) < 6 {
		t.Fatalf("%d picture lines in the rules", len(lines))
	}
	var pictures []*rulesPicture
	dst := ebiten.NewImage(1000, 600)
	defer dst.Deallocate()
	for _, line := range lines {
		pic, ok := Game.RulesPictures(line[0], line[1])
		if !ok {
			t.Errorf("[%s: %s] is not a picture", line[0], line[1])
			continue
		}
		p := pic.(*rulesPicture)
		for _, box := range [][2]float64{{120, 80}, {296, 130}, {296, 260}, {900, 200}, {900, 500}} {
			w, h := p.Layout(ctx, box[0], box[1])
			name := fmt.Sprintf("[%s: %s] in %.0fx%.0f", line[0], line[1], box[0], box[1])
			if w <= 0 || h <= 0 || w > box[0]+0.5 || h > box[1]+0.5 {
				t.Errorf("%s: %.0fx%.0f", name, w, h)
			}
			for _, out := range p.partsOutside(ctx, w, h) {
				t.Errorf("%s (%.0fx%.0f): %s", name, w, h, out)
			}
		}
		pictures = append(pictures, p)
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
	for _, bad := range [][2]string{{"faces", "crit star"}, {"dice", "pink"}, {"enemy", "C99"}, {"hero", "H7"},
		{"hero", "H1 H2"}, {"item", ""}, {"cards", "QH"}, {"for20", "M13"}} {
		if _, ok := Game.RulesPictures(bad[0], bad[1]); ok {
			t.Errorf("[%s: %s] accepted", bad[0], bad[1])
		}
	}
}

// partsOutside lists the parts of a laid-out picture that leave its w by h.
func (p *rulesPicture) partsOutside(a *ui.Context, w, h float64) []string {
	var out []string
	inside := func(what string, r rect) {
		if r.X < -0.5 || r.Y < -0.5 || r.X+r.W > w+0.5 || r.Y+r.H > h+0.5 {
			out = append(out, fmt.Sprintf("%s at %+v", what, r))
		}
	}
	for _, pn := range p.panels {
		inside("a panel", pn.r)
	}
	for _, d := range p.dice {
		inside("a die", d.r)
	}
	for _, c := range p.captions {
		for i, line := range c.lines {
			lw, lh := a.Text.Measure(line, c.st)
			x := c.x
			if c.st.Align != sprites.TopLeft {
				x -= lw / 2
			}
			inside(fmt.Sprintf("%q", line), rect{X: x, Y: c.y + float64(i)*c.lineH, W: lw, H: lh})
		}
	}
	return out
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
