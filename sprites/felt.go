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
	img := ebiten.NewImage(feltTileSize, feltTileSize)
	img.WritePixels(grainPixels())
	return img
}

// mottleCell is the slow mottling's lattice step in pixels: the tile holds
// feltTileSize/mottleCell cells, so the mottling repeats with it.
const mottleCell = 32

// grainPixels are the grain's premultiplied pixels. It is made for the
// menu's first frame, so what depends on one coordinate (the twill's
// cosine, the mottling's lattice and weights) is worked out once, not per
// pixel: 3x faster in a browser, the same bytes as the plain loop.
func grainPixels() []byte {
	const n = feltTileSize
	var twill [2*n - 1]float64 // by x+y: a 4-pixel diagonal weave
	for i := range twill {
		twill[i] = 0.012 * math.Cos(2*math.Pi*float64(i)/4)
	}
	var cell [n]int       // the mottling's lattice cell of a coordinate
	var weight [n]float64 // and the smooth weight across it
	for i := range n {
		u := float64(i) / mottleCell
		c := int(math.Floor(u))
		f := u - float64(c)
		cell[i], weight[i] = c, f*f*(3-2*f)
	}
	const cells = n / mottleCell
	var lattice [cells + 1][cells + 1]float64 // [x][y], wrapping round
	for i := range cells + 1 {
		for j := range cells + 1 {
			lattice[i][j] = hash2(i%cells+1000, j%cells+2000)
		}
	}
	pix := make([]byte, 4*n*n)
	for y := range n {
		y0, sy := cell[y], weight[y]
		for x := range n {
			x0, sx := cell[x], weight[x]
			top := lattice[x0][y0] + (lattice[x0+1][y0]-lattice[x0][y0])*sx
			bottom := lattice[x0][y0+1] + (lattice[x0+1][y0+1]-lattice[x0][y0+1])*sx
			mottle := top + (bottom-top)*sy
			v := 0.045 * (2*hash2(x, y) - 1)
			v += twill[x+y]
			v += 0.03 * (2*mottle - 1)
			setSigned(pix[4*(y*n+x):], v)
		}
	}
	return pix
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
