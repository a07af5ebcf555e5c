package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains tells whether the point is inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center of the rectangle.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// roundTexSize is the side of the white rounded-square texture that panels
// are nine-sliced from; roundTexRadius its corner radius.
const (
	roundTexSize   = 64
	roundTexRadius = 24
)

// slices are the nine parts of a rounded texture, cut once so drawing a
// panel does not allocate sub-images.
type slices [3][3]*ebiten.Image

var (
	roundTex    = cut(roundedSquare(0))
	roundBorder = cut(roundedSquare(3))
	whitePixel  = newWhitePixel()
	panelOp     ebiten.DrawImageOptions
)

// sliceEdges are the texture coordinates of the nine parts.
var sliceEdges = [3][2]int{{0, roundTexRadius}, {roundTexRadius, roundTexSize - roundTexRadius}, {roundTexSize - roundTexRadius, roundTexSize}}

// newWhitePixel is one white pixel: the middle of a white 3x3 image, so
// nothing from outside it bleeds in at its edges.
func newWhitePixel() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}

func cut(img *ebiten.Image) slices {
	var s slices
	for j, ey := range sliceEdges {
		for i, ex := range sliceEdges {
			s[j][i] = img.SubImage(image.Rect(ex[0], ey[0], ex[1], ey[1])).(*ebiten.Image)
		}
	}
	return s
}

// roundedSquare paints the white texture (filled, or a ring on its edge)
// pixel by pixel: the shape appendRoundRect outlines,
// each pixel covered as a vector fill or stroke of that path would cover
// it. Not drawn with the vector package: its first fill compiles the
// stencil shaders, a tenth of a second in a browser before the menu's first
// frame (which draws no other path; issue 43).
func roundedSquare(line float64) *ebiten.Image {
	const n, half = roundTexSize, roundTexSize / 2
	// The texture is symmetric about both middles: one quarter is worked
	// out and mirrored.
	var quarter [half][half]byte
	for j := range half {
		for i := range half {
			quarter[j][i] = toByte(roundedCoverage(float64(i), float64(j), line))
		}
	}
	pix := make([]byte, 4*n*n)
	for j := range n {
		for i := range n {
			qi, qj := min(i, n-1-i), min(j, n-1-j)
			v := quarter[qj][qi]
			k := 4 * (j*n + i)
			pix[k], pix[k+1], pix[k+2], pix[k+3] = v, v, v, v
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// roundedSamples is the side of the grid of points a pixel of the fill is
// sampled at.
const roundedSamples = 4

// roundedCoverage is how much of the pixel at (i, j) of the texture's
// top-left quarter lies inside the rounded square (line 0), or within line
// of its edge (a stroke of width 2*line on the edge: the texture keeps its
// inner half along the sides, and both halves in the corners, which the
// curve leaves inside the texture). The stroke is judged at the pixel's
// centre, by its distance to the edge: measuring distances is slow in
// WebAssembly's first tier, where the program's start runs.
func roundedCoverage(i, j, line float64) float64 {
	if line > 0 {
		return min(1, max(0, line+0.5-edgeDistance(i+0.5, j+0.5, line+1)))
	}
	in := 0
	for sj := range roundedSamples {
		for si := range roundedSamples {
			x := i + (float64(si)+0.5)/roundedSamples
			y := j + (float64(sj)+0.5)/roundedSamples
			if insideRounded(x, y) {
				in++
			}
		}
	}
	return float64(in) / (roundedSamples * roundedSamples)
}

// insideRounded: appendRoundRect's corner is the quadratic curve from
// (r, 0) to (0, r) with its control point at the corner, the points where
// sqrt(x) + sqrt(y) = sqrt(r); the square's corner side of it is outside.
func insideRounded(x, y float64) bool {
	const r = roundTexRadius
	if x >= r || y >= r {
		return true
	}
	return math.Sqrt(x)+math.Sqrt(y) >= math.Sqrt(r)
}

// edgeDistance is the distance from a point of the top-left quarter to the
// rounded square's edge (the top and left sides, and the corner's curve
// B(t) = (r(1-t)^2, r t^2), whose nearest point is found by a coarse search
// refined by halving), or at least reach when it is farther than that.
func edgeDistance(x, y, reach float64) float64 {
	const r = roundTexRadius
	d := reach
	if x >= r {
		d = min(d, y)
	}
	if y >= r {
		d = min(d, x)
	}
	// The curve lies in [0, r] x [0, r] where r/2 <= x+y <= r: a point
	// farther than d from that region is not nearer the curve.
	if sum := x + y; x >= r+d || y >= r+d || sum-r >= math.Sqrt2*d || r/2-sum >= math.Sqrt2*d {
		return d
	}
	at := func(t float64) float64 {
		return math.Hypot(r*(1-t)*(1-t)-x, r*t*t-y)
	}
	const steps = 16
	best, bt := math.Inf(1), 0.0
	for k := 0; k <= steps; k++ {
		t := float64(k) / steps
		if v := at(t); v < best {
			best, bt = v, t
		}
	}
	// Samples of the curve lie at most 3 pixels apart (|B'| <= 2r): one
	// more than 2 farther than d leaves d the nearest.
	if best >= d+2 {
		return d
	}
	for step := 0.5 / steps; step > 1e-3; step /= 2 {
		for _, t := range [2]float64{bt - step, bt + step} {
			if t >= 0 && t <= 1 {
				if v := at(t); v < best {
					best, bt = v, t
				}
			}
		}
	}
	return min(d, best)
}

func appendRoundRect(p *vector.Path, x, y, w, h, r float32) {
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.QuadTo(x+w, y, x+w, y+r)
	p.LineTo(x+w, y+h-r)
	p.QuadTo(x+w, y+h, x+w-r, y+h)
	p.LineTo(x+r, y+h)
	p.QuadTo(x, y+h, x, y+h-r)
	p.LineTo(x, y+r)
	p.QuadTo(x, y, x+r, y)
	p.Close()
}

// FillRect fills a plain rectangle.
func FillRect(dst *ebiten.Image, r Rect, c color.RGBA) {
	panelOp.GeoM.Reset()
	panelOp.GeoM.Scale(r.W, r.H)
	panelOp.GeoM.Translate(r.X, r.Y)
	setColor(&panelOp.ColorScale, c)
	dst.DrawImage(whitePixel, &panelOp)
}

// Panel fills a rounded rectangle with corner radius radius.
func Panel(dst *ebiten.Image, r Rect, radius float64, c color.RGBA) {
	nineSlice(dst, &roundTex, r, radius, c)
}

// Outline strokes a rounded rectangle.
func Outline(dst *ebiten.Image, r Rect, radius float64, c color.RGBA) {
	nineSlice(dst, &roundBorder, r, radius, c)
}

// nineSlice stretches the texture's middle and scales its corners to radius.
func nineSlice(dst *ebiten.Image, tex *slices, r Rect, radius float64, c color.RGBA) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	radius = min(radius, r.W/2, r.H/2)
	dstX := [3][2]float64{{r.X, r.X + radius}, {r.X + radius, r.X + r.W - radius}, {r.X + r.W - radius, r.X + r.W}}
	dstY := [3][2]float64{{r.Y, r.Y + radius}, {r.Y + radius, r.Y + r.H - radius}, {r.Y + r.H - radius, r.Y + r.H}}
	setColor(&panelOp.ColorScale, c)
	for j := 0; j < 3; j++ {
		for i := 0; i < 3; i++ {
			w, h := dstX[i][1]-dstX[i][0], dstY[j][1]-dstY[j][0]
			if w <= 0 || h <= 0 {
				continue
			}
			part := tex[j][i]
			sw := float64(sliceEdges[i][1] - sliceEdges[i][0])
			sh := float64(sliceEdges[j][1] - sliceEdges[j][0])
			panelOp.GeoM.Reset()
			panelOp.GeoM.Scale(w/sw, h/sh)
			panelOp.GeoM.Translate(dstX[i][0], dstY[j][0])
			dst.DrawImage(part, &panelOp)
		}
	}
}

// setColor tints with a non-premultiplied colour without going through the
// color.Color interface (that conversion allocates on every call).
func setColor(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Reset()
	a := float32(c.A) / 255
	cs.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
}
