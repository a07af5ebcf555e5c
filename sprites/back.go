package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Colours of the card back: a deep blue ground, a lattice of lighter
// diamonds, a gold frame and medallion.
var (
	backGround  = color.RGBA{0x1c, 0x33, 0x66, 0xff}
	backDiamond = BackBlue
	backSpark   = color.RGBA{0x7d, 0x9c, 0xd8, 0xff}
	backGold    = color.RGBA{0xd8, 0xae, 0x4a, 0xff}
)

// drawBack paints the back's art on its blank (dst is the card's own
// sub-image: it clips the lattice).
func drawBack(dst *ebiten.Image, r Rect) {
	w := r.W
	small := w < smallCard
	field := r.Inset(max(2, w*0.06))
	p := shape()
	addRoundRect(p, field, CardRadius(w)*0.6)
	fill(dst, p, backGround)
	inner := field.Inset(max(1.5, w*0.035))
	line := max(1, w*0.013)
	// The lattice stops under the middle of the gold line, so no diamond
	// pokes out past it.
	lat := inner.Inset(line / 2)
	clip := image.Rect(int(lat.X), int(lat.Y), int(math.Ceil(lat.X+lat.W)), int(math.Ceil(lat.Y+lat.H)))
	drawLattice(dst.SubImage(clip).(*ebiten.Image), inner, small)
	p = shape()
	addFrame(p, inner, w*0.015, line)
	fill(dst, p, backGold)
	drawMedallion(dst, r, small)
}

// drawLattice fills rect with a fine lattice of diamonds, a light spark in
// each, centred on the card so the pattern is the same either way up.
func drawLattice(dst *ebiten.Image, in Rect, small bool) {
	cols := 7.0
	if small {
		cols = 4
	}
	px := in.W / cols // a diamond's width
	py := px * 1.3
	gap := max(0.6, px*0.09)
	cx, cy := in.Center()
	nx, ny := int(in.W/px)+2, int(in.H/py)+2
	diamonds, sparks := shape(), &penPlaced
	sparks.Reset()
	for j := -ny; j <= ny; j++ {
		for i := -nx; i <= nx; i++ {
			if (i+j)%2 != 0 {
				continue // staggered rows: every other place in a half-step grid
			}
			x, y := cx+float64(i)*px/2, cy+float64(j)*py/2
			hx, hy := px/2-gap, (px/2-gap)*py/px
			addPolygon(diamonds, x, y-hy, x+hx, y, x, y+hy, x-hx, y)
			if !small {
				s := hx * 0.28
				addPolygon(sparks, x, y-s*py/px, x+s, y, x, y+s*py/px, x-s, y)
			}
		}
	}
	fill(dst, diamonds, backDiamond)
	fill(dst, sparks, backSpark)
}

// drawMedallion puts an oval with a rosette in the middle of the back.
func drawMedallion(dst *ebiten.Image, r Rect, small bool) {
	cx, cy := r.Center()
	rad := r.W * 0.2
	p := shape()
	addCircle(p, cx, cy, rad)
	fill(dst, p, backGround)
	p = shape()
	addRing(p, cx, cy, rad, max(1, r.W*0.018))
	fill(dst, p, backGold)
	if small {
		p = shape()
		addCircle(p, cx, cy, rad*0.35)
		fill(dst, p, backGold)
		return
	}
	p = shape()
	addRing(p, cx, cy, rad*0.82, max(0.7, r.W*0.006))
	fill(dst, p, backSpark)
	// Eight petals, then a gold heart to the flower.
	p = shape()
	for k := 0; k < 8; k++ {
		addPetal(p, cx, cy, rad*0.72, rad*0.2, float64(k)*math.Pi/4)
	}
	fill(dst, p, backSpark)
	p = shape()
	for k := 0; k < 8; k++ {
		addPetal(p, cx, cy, rad*0.45, rad*0.1, float64(k)*math.Pi/4+math.Pi/8)
	}
	fill(dst, p, backGold)
	p = shape()
	addCircle(p, cx, cy, rad*0.14)
	fill(dst, p, backGold)
	p = shape()
	addCircle(p, cx, cy, rad*0.07)
	fill(dst, p, backGround)
}

// addPetal adds a pointed leaf from (cx, cy) out to length, half-width
// wide, at angle a.
func addPetal(p *vector.Path, cx, cy, length, width, a float64) {
	cos, sin := math.Cos(a), math.Sin(a)
	at := func(along, across float64) (float32, float32) {
		return float32(cx + along*cos - across*sin), float32(cy + along*sin + across*cos)
	}
	p.MoveTo(at(0, 0))
	x1, y1 := at(length*0.5, width*1.6)
	x2, y2 := at(length, 0)
	p.QuadTo(x1, y1, x2, y2)
	x3, y3 := at(length*0.5, -width*1.6)
	x4, y4 := at(0, 0)
	p.QuadTo(x3, y3, x4, y4)
	p.Close()
}
