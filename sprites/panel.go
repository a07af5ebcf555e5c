package sprites

import (
	"image"
	"image/color"

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

// roundedSquare draws the white texture (filled, or a ring of width line).
func roundedSquare(line float32) *ebiten.Image {
	img := ebiten.NewImage(roundTexSize, roundTexSize)
	var p vector.Path
	appendRoundRect(&p, 0, 0, roundTexSize, roundTexSize, roundTexRadius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	if line == 0 {
		vector.FillPath(img, &p, nil, op)
	} else {
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: line * 2}, op)
	}
	return img
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
