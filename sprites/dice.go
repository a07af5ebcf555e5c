package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DieFace is the kind of symbol on a die's face.
type DieFace uint8

// Die faces.
const (
	// DieMiss is a blank face with a faint dot.
	DieMiss DieFace = iota
	// DieHit shows one mark.
	DieHit
	// DieCrit shows a star in a ring.
	DieCrit
	// DieBlank is a die not rolled yet: its body alone.
	DieBlank
	numDieFaces
)

// Dice and chips are painted once per size, face and colour into their own
// small image and kept; drawing one again is a single DrawImage. The cache
// is emptied when it grows past maxCachedTokens (sizes change on resize).
type tokenKey struct {
	kind    uint8 // 0 die, 1 chip
	face    DieFace
	w, h    int
	colour  color.RGBA
	radius4 int // a chip's radius, in quarter pixels
}

const maxCachedTokens = 96

var (
	tokenCache = map[tokenKey]*ebiten.Image{}
	tokenOp    ebiten.DrawImageOptions
)

// cachedToken returns the image for key, painting it with paint the first
// time.
func cachedToken(key tokenKey, w, h int, paint func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := tokenCache[key]; ok {
		return img
	}
	if len(tokenCache) >= maxCachedTokens {
		for k, img := range tokenCache {
			img.Deallocate()
			delete(tokenCache, k)
		}
	}
	img := ebiten.NewImage(w, h)
	paint(img)
	tokenCache[key] = img
	return img
}

// drawToken draws a cached image with its top-left corner at (x, y).
func drawToken(dst, img *ebiten.Image, x, y float64) {
	tokenOp.GeoM.Reset()
	tokenOp.GeoM.Translate(x, y)
	tokenOp.ColorScale.Reset()
	dst.DrawImage(img, &tokenOp)
}

// DrawDieFace draws a die with the given face in r, its body in colour c.
// The die is cut at whole pixels: r's position is kept, its size rounded.
func DrawDieFace(dst *ebiten.Image, r Rect, face DieFace, c color.RGBA) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	if w < 4 || h < 4 || face >= numDieFaces {
		return
	}
	key := tokenKey{kind: 0, face: face, w: w, h: h, colour: c}
	img := cachedToken(key, w, h, func(img *ebiten.Image) {
		paintDie(img, Rect{0, 0, float64(w), float64(h)}, face, c)
	})
	drawToken(dst, img, r.X, r.Y)
}

// DrawDieTurned draws a die of r's size with its centre at r's centre,
// turned by angle radians and faded to alpha (0..1): a die tumbling as it
// rolls. It is the same cached image as DrawDieFace's.
func DrawDieTurned(dst *ebiten.Image, r Rect, angle, alpha float64, face DieFace, c color.RGBA) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	if w < 4 || h < 4 || face >= numDieFaces {
		return
	}
	key := tokenKey{kind: 0, face: face, w: w, h: h, colour: c}
	img := cachedToken(key, w, h, func(img *ebiten.Image) {
		paintDie(img, Rect{0, 0, float64(w), float64(h)}, face, c)
	})
	tokenOp.GeoM.Reset()
	tokenOp.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	tokenOp.GeoM.Rotate(angle)
	cx, cy := r.Center()
	tokenOp.GeoM.Translate(cx, cy)
	tokenOp.ColorScale.Reset()
	tokenOp.ColorScale.ScaleAlpha(float32(max(0, min(1, alpha))))
	dst.DrawImage(img, &tokenOp)
}

// paintDie draws a die standing up like a button: a darker side below a
// lit face, the symbol in a colour that reads on the body.
func paintDie(dst *ebiten.Image, r Rect, face DieFace, c color.RGBA) {
	radius := r.W * 0.2
	edge := math.Round(max(1.5, r.H*0.08))
	top := Rect{r.X, r.Y, r.W, r.H - edge}
	Panel(dst, r, radius, shade(c, -0.45))
	Panel(dst, top, radius, c)
	nineSlice(dst, &raisedTex, top, radius, White)
	ink := symbolInk(c)
	cx, cy := top.Center()
	s := top.W
	p := shape()
	switch face {
	case DieMiss:
		addCircle(p, cx, cy, s*0.07)
		fill(dst, p, withAlpha(ink, 0x70))
	case DieHit:
		addCircle(p, cx, cy, s*0.17)
		fill(dst, p, ink)
	case DieCrit:
		addStar(p, cx, cy+s*0.015, s*0.27, s*0.11, 5)
		fill(dst, p, ink)
		p = shape()
		addRing(p, cx, cy, s*0.38, max(1, s*0.04))
		fill(dst, p, ink)
	}
}

// symbolInk is white on a dark colour and ink on a light one.
func symbolInk(c color.RGBA) color.RGBA {
	if 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) > 150 {
		return Ink
	}
	return White
}

// DrawChip draws a round chip of the given radius centred on (cx, cy), in
// colour c, with the white edge spots of a casino chip.
func DrawChip(dst *ebiten.Image, cx, cy, radius float64, c color.RGBA) {
	if radius < 2 {
		return
	}
	q := int(math.Round(radius * 4))
	r := float64(q) / 4
	side := int(math.Ceil(2*r)) + 2
	thick := math.Round(max(1, r*0.12))
	key := tokenKey{kind: 1, w: side, h: side + int(thick), colour: c, radius4: q}
	img := cachedToken(key, side, side+int(thick), func(img *ebiten.Image) {
		paintChip(img, float64(side)/2, float64(side)/2, r, thick, c)
	})
	drawToken(dst, img, cx-float64(side)/2, cy-float64(side)/2)
}

// paintChip draws the chip's side (its thickness below), rim spots, an
// inner ring and a lighter centre.
func paintChip(dst *ebiten.Image, cx, cy, r, thick float64, c color.RGBA) {
	p := shape()
	addCircle(p, cx, cy+thick, r)
	fill(dst, p, shade(c, -0.5))
	p = shape()
	addCircle(p, cx, cy, r)
	fill(dst, p, c)
	// Six spots round the rim.
	p = shape()
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		addRimSpot(p, cx, cy, r, a)
	}
	fill(dst, p, Paper)
	p = shape()
	addCircle(p, cx, cy, r*0.62)
	fill(dst, p, shade(c, 0.12))
	p = shape()
	addRing(p, cx, cy, r*0.62, max(0.8, r*0.05))
	fill(dst, p, Paper)
	p = shape()
	addRing(p, cx, cy, r*0.4, max(0.6, r*0.03))
	fill(dst, p, withAlpha(Paper, 0x90))
}

// addRimSpot adds one of the chip's edge marks: a block across the rim at
// angle a.
func addRimSpot(p *vector.Path, cx, cy, r, a float64) {
	const half = 0.2 // half the spot's angle, in radians
	in, out := r*0.74, r*0.99
	at := func(rr, aa float64) (float32, float32) {
		return float32(cx + rr*math.Cos(aa)), float32(cy + rr*math.Sin(aa))
	}
	p.MoveTo(at(in, a-half*0.8))
	p.LineTo(at(out, a-half))
	p.LineTo(at(out, a+half))
	p.LineTo(at(in, a+half*0.8))
	p.Close()
}
