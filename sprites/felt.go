package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// TableFelt is the table's cloth: the Felt colour with a faint grain and twill
// and a soft darkening toward the edges, painted once into an image the
// size of the screen. Drawing it is one DrawImage; it is painted again
// only when the screen's size changes. The zero value is ready to use.
type TableFelt struct {
	w, h int
	img  *ebiten.Image
	op   ebiten.DrawImageOptions
}

// NewTableFelt paints the felt for a w x h screen.
func NewTableFelt(w, h int) *TableFelt {
	f := &TableFelt{}
	f.paint(w, h)
	return f
}

// Draw covers dst with the felt, painting it again first if dst's size is
// not the one it was painted for.
func (f *TableFelt) Draw(dst *ebiten.Image) {
	b := dst.Bounds()
	if f.img == nil || b.Dx() != f.w || b.Dy() != f.h {
		f.paint(b.Dx(), b.Dy())
	}
	f.op.GeoM.Reset()
	f.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(f.img, &f.op)
}

// feltTileSize is the side of the repeating grain texture: large enough
// that the repeat does not show at the grain's low contrast.
const feltTileSize = 128

// vignetteSize is the side of the small radial gradient stretched over the
// screen; linear filtering keeps it smooth.
const vignetteSize = 64

var feltGrain, feltVignette *ebiten.Image

func (f *TableFelt) paint(w, h int) {
	if f.img != nil {
		f.img.Deallocate()
	}
	w, h = max(w, 1), max(h, 1)
	f.w, f.h = w, h
	f.img = ebiten.NewImage(w, h)
	f.img.Fill(Felt)
	if feltGrain == nil {
		feltGrain = grainTexture()
		feltVignette = vignetteTexture()
	}
	var op ebiten.DrawImageOptions
	for y := 0; y < h; y += feltTileSize {
		for x := 0; x < w; x += feltTileSize {
			op.GeoM.Reset()
			op.GeoM.Translate(float64(x), float64(y))
			f.img.DrawImage(feltGrain, &op)
		}
	}
	op.GeoM.Reset()
	// Half a texel in from each edge, so the stretched gradient reaches
	// the screen's edges at its edge values.
	op.GeoM.Translate(-0.5, -0.5)
	op.GeoM.Scale(float64(w)/(vignetteSize-1), float64(h)/(vignetteSize-1))
	op.Filter = ebiten.FilterLinear
	f.img.DrawImage(feltVignette, &op)
}

// grainTexture is a tileable texture of light and dark specks (white or
// black at low opacity): fine noise, a faint diagonal twill, and a slow
// mottling, as a baize shows under a lamp.
func grainTexture() *ebiten.Image {
	const n = feltTileSize
	pix := make([]byte, 4*n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			v := 0.045 * (2*hash2(x, y) - 1)
			// The twill: a 4-pixel diagonal weave.
			v += 0.012 * math.Cos(2*math.Pi*float64(x+y)/4)
			v += 0.03 * (2*valueNoise(float64(x)/32, float64(y)/32, n/32) - 1)
			setSigned(pix[4*(y*n+x):], v)
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// vignetteTexture darkens toward the edges and corners and lightens the
// middle a little, as a lamp over the table would.
func vignetteTexture() *ebiten.Image {
	const n = vignetteSize
	pix := make([]byte, 4*n*n)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx := 2*float64(x)/(n-1) - 1
			dy := 2*float64(y)/(n-1) - 1
			d := math.Hypot(dx, dy) / math.Sqrt2
			v := 0.05*(1-smoothstep(0, 0.6, d)) - 0.42*math.Pow(smoothstep(0.3, 1, d), 1.4)
			setSigned(pix[4*(y*n+x):], v)
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}

// setSigned writes a premultiplied pixel that lightens (v > 0: white) or
// darkens (v < 0: black) by |v|.
func setSigned(px []byte, v float64) {
	a := toByte(math.Abs(v))
	w := byte(0)
	if v > 0 {
		w = a
	}
	px[0], px[1], px[2], px[3] = w, w, w, a
}

// hash2 is a fixed pseudo-random value in [0, 1) for a pixel.
func hash2(x, y int) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ h>>13) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / (1 << 24)
}

// valueNoise is smooth noise that repeats every period units.
func valueNoise(x, y float64, period int) float64 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(i, j int) float64 { return hash2((i%period+period)%period+1000, (j%period+period)%period+2000) }
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	top := at(x0, y0) + (at(x0+1, y0)-at(x0, y0))*sx
	bottom := at(x0, y0+1) + (at(x0+1, y0+1)-at(x0, y0+1))*sx
	return top + (bottom-top)*sy
}
