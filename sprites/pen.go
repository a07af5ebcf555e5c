package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The pen fills and strokes vector paths with anti-aliasing. It keeps one
// scratch path and one set of options, so drawing a shape allocates nothing
// once their buffers have grown; Ebitengine copies a path when it is
// filled, so the scratch path can be reused at once.
var (
	penPath   vector.Path
	penPlaced vector.Path
	penAdd    vector.AddPathOptions
	penStroke vector.StrokeOptions
	penDraw   = vector.DrawPathOptions{AntiAlias: true}
)

// shape starts a new shape in the scratch path.
func shape() *vector.Path {
	penPath.Reset()
	return &penPath
}

// pathsFilled counts the fills, for the atlas benchmark: each costs
// Ebitengine several draw passes.
var pathsFilled int

// fill fills p with colour c.
func fill(dst *ebiten.Image, p *vector.Path, c color.RGBA) {
	pathsFilled++
	setColor(&penDraw.ColorScale, c)
	vector.FillPath(dst, p, nil, &penDraw)
}

// stroke draws the outline of p, width pixels wide, with round joins so thin
// ornaments have no spikes.
func stroke(dst *ebiten.Image, p *vector.Path, width float64, c color.RGBA) {
	penStroke.Width = float32(width)
	penStroke.LineJoin = vector.LineJoinRound
	penStroke.LineCap = vector.LineCapRound
	setColor(&penDraw.ColorScale, c)
	vector.StrokePath(dst, p, &penStroke, &penDraw)
}

// fillPlaced fills a path made in its own units (a suit, a glyph), moved
// by g.
func fillPlaced(dst *ebiten.Image, unit *vector.Path, g ebiten.GeoM, c color.RGBA) {
	penPlaced.Reset()
	penAdd.GeoM = g
	penPlaced.AddPath(unit, &penAdd)
	fill(dst, &penPlaced, c)
}

// Shapes added to a path in pixels. Every closed shape winds clockwise on
// screen, so shapes added to one path make a union under the non-zero rule.

// addCircle adds a circle from four cubic curves. Not vector.Path.Arc: its
// end misses its start by a rounding error, and the tiny closing segment
// makes Ebitengine's stroker produce a huge outline (seconds to fill).
func addCircle(p *vector.Path, cx, cy, r float64) {
	addEllipse(p, cx, cy, r, r, false)
}

// addRing adds an annulus between radii r-width/2 and r+width/2: the
// inner circle winds the other way, so it is a hole. Filling a ring is
// cheaper and crisper than stroking a circle.
func addRing(p *vector.Path, cx, cy, r, width float64) {
	addEllipse(p, cx, cy, r+width/2, r+width/2, false)
	addEllipse(p, cx, cy, max(0, r-width/2), max(0, r-width/2), true)
}

// addEllipse adds an ellipse with radii rx and ry, clockwise on screen
// unless reverse is set.
func addEllipse(p *vector.Path, cx, cy, rx, ry float64, reverse bool) {
	const k = 0.5522847 // control distance of a quarter circle, per radius
	x, y := float32(cx), float32(cy)
	a, b := float32(rx), float32(ry)
	ka, kb := float32(k*rx), float32(k*ry)
	p.MoveTo(x+a, y)
	if reverse {
		p.CubicTo(x+a, y-kb, x+ka, y-b, x, y-b)
		p.CubicTo(x-ka, y-b, x-a, y-kb, x-a, y)
		p.CubicTo(x-a, y+kb, x-ka, y+b, x, y+b)
		p.CubicTo(x+ka, y+b, x+a, y+kb, x+a, y)
	} else {
		p.CubicTo(x+a, y+kb, x+ka, y+b, x, y+b)
		p.CubicTo(x-ka, y+b, x-a, y+kb, x-a, y)
		p.CubicTo(x-a, y-kb, x-ka, y-b, x, y-b)
		p.CubicTo(x+ka, y-b, x+a, y-kb, x+a, y)
	}
	p.Close()
}

// addRoundRect adds a rectangle with rounded corners.
func addRoundRect(p *vector.Path, r Rect, radius float64) {
	radius = min(radius, r.W/2, r.H/2)
	appendRoundRect(p, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), float32(radius))
}

// addFrame adds a rounded band width wide just inside r: the outer edge
// clockwise, the inner one the other way round, so it is a hole. Filled,
// it is a crisp border; stroking small rounded corners is much slower.
func addFrame(p *vector.Path, r Rect, radius, width float64) {
	addRoundRect(p, r, radius)
	in := r.Inset(width)
	rr := float32(max(0, min(radius-width, in.W/2, in.H/2)))
	x, y, w, h := float32(in.X), float32(in.Y), float32(in.W), float32(in.H)
	p.MoveTo(x+rr, y)
	p.QuadTo(x, y, x, y+rr)
	p.LineTo(x, y+h-rr)
	p.QuadTo(x, y+h, x+rr, y+h)
	p.LineTo(x+w-rr, y+h)
	p.QuadTo(x+w, y+h, x+w, y+h-rr)
	p.LineTo(x+w, y+rr)
	p.QuadTo(x+w, y, x+w-rr, y)
	p.Close()
}

// addPolygon adds a closed polygon through the points (x, y pairs).
func addPolygon(p *vector.Path, pts ...float64) {
	p.MoveTo(float32(pts[0]), float32(pts[1]))
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(float32(pts[i]), float32(pts[i+1]))
	}
	p.Close()
}

// addStar adds a star of n points with outer radius r and inner radius ri,
// one point straight up.
func addStar(p *vector.Path, cx, cy, r, ri float64, n int) {
	for i := 0; i < 2*n; i++ {
		rr := r
		if i%2 == 1 {
			rr = ri
		}
		a := -math.Pi/2 + float64(i)*math.Pi/float64(n)
		x, y := float32(cx+rr*math.Cos(a)), float32(cy+rr*math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
}

// shade mixes c toward black (f < 0) or white (f > 0) by |f|.
func shade(c color.RGBA, f float64) color.RGBA {
	to := 0.0
	if f > 0 {
		to = 255
	} else {
		f = -f
	}
	mix := func(v uint8) uint8 { return uint8(math.Round(float64(v) + (to-float64(v))*f)) }
	return color.RGBA{mix(c.R), mix(c.G), mix(c.B), c.A}
}

// withAlpha is c at opacity a (0..255), c's own alpha ignored.
func withAlpha(c color.RGBA, a uint8) color.RGBA { c.A = a; return c }
