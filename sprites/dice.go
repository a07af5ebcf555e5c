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
// A palette switch changes the colour a die is painted in, so its key:
// the dice are painted again in the new palette.
type tokenKey struct {
	kind    uint8 // 0 die, 1 chip
	face    DieFace
	mark    DieColour // whose mark a die bears (NumDieColours: none)
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
// A colour of the unit dice (DieColour.Classic) stands for that die: it is
// drawn in the palette in force, with its mark. The die is cut at whole
// pixels: r's position is kept, its size rounded.
func DrawDieFace(dst *ebiten.Image, r Rect, face DieFace, c color.RGBA) {
	DrawDieTurned(dst, r, 0, 1, face, c)
}

// DrawDieTurned draws a die of r's size with its centre at r's centre,
// turned by angle radians and faded to alpha (0..1): a die tumbling as it
// rolls. It is the same cached image as DrawDieFace's.
func DrawDieTurned(dst *ebiten.Image, r Rect, angle, alpha float64, face DieFace, c color.RGBA) {
	if col, ok := dieColourOf(c); ok {
		DrawDie(dst, r, angle, alpha, face, col)
		return
	}
	drawDie(dst, r, angle, alpha, face, c, NumDieColours)
}

// DrawDie draws a unit die of colour col as DrawDieTurned does: in the
// palette in force, with its colour's mark.
func DrawDie(dst *ebiten.Image, r Rect, angle, alpha float64, face DieFace, col DieColour) {
	drawDie(dst, r, angle, alpha, face, col.Colour(), col)
}

// drawDie draws the cached die of body c bearing mark's mark (none for
// NumDieColours).
func drawDie(dst *ebiten.Image, r Rect, angle, alpha float64, face DieFace, c color.RGBA, mark DieColour) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	if w < 4 || h < 4 || face >= numDieFaces {
		return
	}
	key := tokenKey{kind: 0, face: face, mark: mark, w: w, h: h, colour: c}
	img := cachedToken(key, w, h, func(img *ebiten.Image) {
		paintDie(img, Rect{0, 0, float64(w), float64(h)}, face, c, mark)
	})
	if angle == 0 && alpha >= 1 {
		drawToken(dst, img, r.X, r.Y)
		return
	}
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
// lit face, the symbol in a colour that reads on the body, and the mark of
// its colour in the top-left and bottom-right corners of the face.
func paintDie(dst *ebiten.Image, r Rect, face DieFace, c color.RGBA, mark DieColour) {
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
		// The ring stays clear of the corner marks.
		addStar(p, cx, cy+s*0.015, s*0.24, s*0.1, 5)
		fill(dst, p, ink)
		p = shape()
		addRing(p, cx, cy, s*0.33, max(1, s*0.04))
		fill(dst, p, ink)
	}
	if mark < NumDieColours {
		p = shape()
		m := s * 0.17
		addDieMark(p, mark, top.X+s*0.07, top.Y+s*0.07, m)
		addDieMark(p, mark, top.X+top.W-s*0.07-m, top.Y+top.H-s*0.07-m, m)
		fill(dst, p, withAlpha(ink, 0xd0))
	}
}

// addDieMark adds colour col's mark in the square of side m at (x, y):
// shapes unlike each other and unlike the faces' dots and star, so that
// they read even on a die a finger wide.
func addDieMark(p *vector.Path, col DieColour, x, y, m float64) {
	switch col {
	case DieYellow: // a square
		addPolygon(p, x+m*0.1, y+m*0.1, x+m*0.9, y+m*0.1, x+m*0.9, y+m*0.9, x+m*0.1, y+m*0.9)
	case DieGreen: // a bar
		addPolygon(p, x, y+m*0.3, x+m, y+m*0.3, x+m, y+m*0.7, x, y+m*0.7)
	case DieBlue: // a diamond
		addPolygon(p, x+m/2, y, x+m, y+m/2, x+m/2, y+m, x, y+m/2)
	case DiePurple: // a cross
		a, b := m*0.34, m*0.66
		addPolygon(p, x+a, y, x+b, y, x+b, y+a, x+m, y+a, x+m, y+b, x+b, y+b,
			x+b, y+m, x+a, y+m, x+a, y+b, x, y+b, x, y+a, x+a, y+a)
	case DieRed: // a triangle
		addPolygon(p, x+m/2, y, x+m, y+m, x, y+m)
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
