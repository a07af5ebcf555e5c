package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// tableBox is a box of lines drawn over the table where it hides none of
// what can be tapped: a lesson's step (lesson.go) or a puzzle's goal and
// verdict (puzzle.go). Its owner sets the caption, the line and their
// styles, then fitBox places it.
type tableBox struct {
	box      sprites.Rect
	shown    string // the line in the box
	style    sprites.Style
	caption  string
	capStyle sprites.Style
	targets  []ui.Target // the table's targets when the box was placed
	clear    []ui.Target // what the board keeps in view (LessonKeepClear)
	ring     []sprites.Rect
	// below is the room kept under the line for a row of buttons (0:
	// none): the box's owner lays them out in it.
	below float64
}

// fitBox places b: at its usual size where it covers no target (or the
// least of them), else at the smallest readable text when that covers
// less. The targets of expect weigh a thousand times their area: the box
// hides them only when nothing else can be done.
func (t *tableCore) fitBox(a *ui.Context, b *tableBox, expect []string) {
	scale := max(a.Scale, 1)
	cost := func(r sprites.Rect) float64 {
		return lessonCover(r, b.targets, expect) + keepClearWeight*lessonCover(r, b.clear, nil)
	}
	b.box = t.boxPlace(a, b, expect)
	if cost(b.box) > 0 {
		// Nowhere clear at the usual size: the box shrinks to the
		// smallest readable text before it covers what the table needs.
		normal, normalCap, box := b.style, b.capStyle, b.box
		b.style.Size, b.capStyle.Size = ui.MinTextCSS*scale, ui.MinTextCSS*scale
		if small := t.boxPlace(a, b, expect); cost(small) < cost(box) {
			b.box = small
		} else {
			b.style, b.capStyle, b.box = normal, normalCap, box
		}
	}
}

// boxPlace finds the box's place: the widest box first, from the bottom
// of the table up, then narrower ones (half, a third, a quarter of the
// screen, never under 200 CSS pixels) at either side; the first that
// covers no target wins. On a screen too full for that (a phone on its
// side, every cell of a board a target) the box covers the least of the
// targets the step does not point at: never one it points at if that can
// be helped, and never the top bar.
func (t *tableCore) boxPlace(a *ui.Context, b *tableBox, expect []string) sprites.Rect {
	scale := max(a.Scale, 1)
	margin := max(a.U(12), 6*scale)
	pad := max(a.U(14), 8*scale)
	top := t.ContentTop() + margin/2
	_, capH := a.Text.Measure(b.caption, b.capStyle)
	best, bestCost := sprites.Rect{}, -1.0
	full := min(a.W-2*margin, a.U(900))
	narrowest := min(full, 200*scale)
	step := max(a.U(6), 3*scale)
	for _, frac := range [4]float64{1, 2, 3, 4} {
		w := full
		if frac > 1 {
			w = (a.W - (frac+1)*margin) / frac
			if w < narrowest {
				break
			}
		}
		textH := a.Text.MeasureWrapped(b.shown, w-2*pad, b.style)
		h := textH + capH + 2*pad + margin/2 + b.below
		xs := [3]float64{a.W/2 - w/2, margin, a.W - margin - w}
		for y := a.H - margin - h; y >= top; y -= step {
			for _, x := range xs {
				r := sprites.Rect{X: x, Y: y, W: w, H: h}
				cost := lessonCover(r, b.targets, expect) + keepClearWeight*lessonCover(r, b.clear, nil)
				if cost == 0 {
					return r
				}
				if bestCost < 0 || cost < bestCost {
					best, bestCost = r, cost
				}
			}
		}
	}
	if bestCost < 0 { // a screen too small for the box: at the bottom
		h := min(a.H/3, a.Text.MeasureWrapped(b.shown, full-2*pad, b.style)+capH+2*pad) + b.below
		return sprites.Rect{X: a.W/2 - full/2, Y: a.H - margin - h, W: full, H: h}
	}
	return best
}

// keepClearWeight: covering a part kept clear costs this many times its
// area: more than hiding a card the step does not ask for (it is back at
// the next step), less than hiding one it does.
const keepClearWeight = 100

// lessonCover is what a box at r would cover of the targets: their area,
// a thousand times over for a target the step points at.
func lessonCover(r sprites.Rect, targets []ui.Target, expect []string) float64 {
	cost := 0.0
	for _, tg := range targets {
		ow := min(r.X+r.W, tg.X+tg.W) - max(r.X, tg.X)
		oh := min(r.Y+r.H, tg.Y+tg.H) - max(r.Y, tg.Y)
		if ow <= 0 || oh <= 0 {
			continue
		}
		area := ow * oh
		for _, id := range expect {
			if tg.ID == id {
				area *= 1000
			}
		}
		cost += area
	}
	return cost
}

// drawTableBox paints the box: its panel, the caption and the line (the
// owner draws any buttons in the room kept below).
func drawTableBox(a *ui.Context, dst *ebiten.Image, b *tableBox) {
	scale := max(a.Scale, 1)
	r := b.box
	sprites.Panel(dst, r, a.U(12), sprites.TallyFill)
	sprites.Outline(dst, r, a.U(12), sprites.Gold)
	pad := max(a.U(14), 8*scale)
	margin := max(a.U(12), 6*scale)
	a.Text.Draw(dst, b.caption, r.X+pad, r.Y+pad, b.capStyle)
	_, capH := a.Text.Measure(b.caption, b.capStyle)
	a.Text.DrawWrapped(dst, b.shown, r.X+pad, r.Y+pad+capH+margin/2, r.W-2*pad, b.style)
}
