package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Nine-sliced textures computed pixel by pixel once at start: gradients and
// soft edges that vector fills cannot give. They share the rounded
// texture's size and corner, so nineSlice draws them like a Panel.
var (
	// softTex is a rounded square whose edge fades out over its whole
	// corner radius: a blurred panel, for shadows.
	softTex = cut(computedSquare(softPixel))
	// raisedTex lights the top of a face and darkens its bottom: a button
	// or die that stands up from the table.
	raisedTex = cut(computedSquare(raisedPixel))
	// pressedTex darkens the top of a face: a button pushed in.
	pressedTex = cut(computedSquare(pressedPixel))
)

// computedSquare fills a rounded-texture-sized image from a function of
// the pixel's depth inside the rounded square (negative outside) and its
// height from 0 (top) to 1 (bottom), which returns a premultiplied white
// and an alpha.
func computedSquare(px func(depth, y float64) (white, alpha float64)) *ebiten.Image {
	const n = roundTexSize
	pix := make([]byte, 4*n*n)
	for j := 0; j < n; j++ {
		for i := 0; i < n; i++ {
			d := roundedDepth(float64(i)+0.5, float64(j)+0.5)
			w, a := px(d, (float64(j)+0.5)/n)
			k := 4 * (j*n + i)
			v, al := toByte(w), toByte(a)
			pix[k], pix[k+1], pix[k+2], pix[k+3] = v, v, v, al
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// roundedDepth is how far (x, y) lies inside the texture's rounded square.
func roundedDepth(x, y float64) float64 {
	const half, r = roundTexSize / 2.0, float64(roundTexRadius)
	qx := math.Abs(x-half) - (half - r)
	qy := math.Abs(y-half) - (half - r)
	outside := math.Hypot(max(qx, 0), max(qy, 0))
	return r - outside - min(max(qx, qy), 0)
}

func toByte(v float64) byte { return byte(math.Round(255 * min(1, max(0, v)))) }

// coverage is the anti-aliased edge of a shape at depth d.
func coverage(d float64) float64 { return min(1, max(0, d+0.5)) }

func smoothstep(e0, e1, x float64) float64 {
	t := min(1, max(0, (x-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}

func softPixel(d, _ float64) (float64, float64) {
	a := smoothstep(0, roundTexRadius, d)
	return a, a
}

func raisedPixel(d, y float64) (float64, float64) {
	c := coverage(d)
	light := 0.2 * (1 - smoothstep(0, 0.55, y))
	dark := 0.18 * smoothstep(0.5, 1, y)
	// A brighter rim along the top edge catches the light.
	rim := 0.14 * (1 - smoothstep(0.5, 2.5, d)) * (1 - smoothstep(0.2, 0.5, y))
	return c * (light + rim), c * (light + rim + dark)
}

func pressedPixel(d, y float64) (float64, float64) {
	c := coverage(d)
	return 0, c * 0.3 * (1 - smoothstep(0, 0.45, y))
}

// softPanel draws a blurred rounded rectangle: r is the shape at half
// strength, blur how far the edge fades.
func softPanel(dst *ebiten.Image, r Rect, blur float64, c color.RGBA) {
	nineSlice(dst, &softTex, Rect{r.X - blur/2, r.Y - blur/2, r.W + blur, r.H + blur}, blur, c)
}

// CardShadow draws the shadow of a card at r (radius: its corners) lifted
// lift above the table (0..1) and drawn at opacity alpha (0..1). Lying
// down, a card casts a tight contact shadow that shows mostly below it: the
// scenes stack dozens of cards in one place (the stock), and a shadow
// reaching further would add up to a black slab beside the pile. As the
// card rises, the contact shadow fades and a larger, softer one falls
// further away.
func CardShadow(dst *ebiten.Image, r Rect, radius, lift, alpha float64) {
	lift = min(1, max(0, lift))
	w := r.W
	if contact := 0.42 * (1 - lift) * alpha; contact > 0.01 {
		in := w * 0.03
		softPanel(dst, Rect{r.X + in + w*0.004, r.Y + in + w*0.02, r.W - 2*in, r.H - 2*in}, max(1.5, radius), color.RGBA{A: toByte(contact)})
	}
	if ambient := 0.38 * lift * alpha; ambient > 0.01 {
		blur := w * (0.05 + 0.2*lift)
		dx, dy := w*(0.008+0.07*lift), w*(0.03+0.17*lift)
		softPanel(dst, Rect{r.X + dx, r.Y + dy, r.W, r.H}, max(blur, radius), color.RGBA{A: toByte(ambient)})
	}
}
