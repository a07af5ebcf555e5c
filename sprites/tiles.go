package sprites

import (
	"image"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// MaxTileValue is the highest number on a tile (Game of 20: 1..20).
const MaxTileValue = 20

// TileStyle is how a tile is drawn.
type TileStyle uint8

// Tile styles.
const (
	// TilePlain is an ivory tile with a dark numeral.
	TilePlain TileStyle = iota
	// TileCentre is the centre tile: dark slate with a gold numeral and ring,
	// so it reads apart from the players' tiles on the board.
	TileCentre
	// TileLit is a plain tile picked out: warmer face, thick gold rim (the
	// selected tile, the keyboard focus, the tile placed last).
	TileLit
	numTileStyles
)

// Tile colours.
var (
	tileFace     = color.RGBA{0xfb, 0xf4, 0xe4, 0xff}
	tileLitFace  = color.RGBA{0xff, 0xf1, 0xc4, 0xff}
	tileBody     = color.RGBA{0xcf, 0xbf, 0x9e, 0xff} // the tile's edge, seen below the face
	tileRim      = color.RGBA{0x8a, 0x78, 0x58, 0xff}
	centreFace   = color.RGBA{0x33, 0x42, 0x58, 0xff}
	centreBody   = color.RGBA{0x1c, 0x26, 0x36, 0xff}
	centreRing   = color.RGBA{0xd9, 0xad, 0x45, 0xff}
	tileNumeral  = color.RGBA{0x26, 0x2a, 0x33, 0xff}
	centreNumber = Gold
)

// tileBands colour a thin bar under the numeral by value, so low and high
// tiles read apart at a glance: 1-5, 6-10, 11-15, 16-20.
var tileBands = [4]color.RGBA{
	{0x2f, 0x9e, 0x8f, 0xff}, // teal
	{0x3b, 0x78, 0xc4, 0xff}, // blue
	{0xd9, 0x8e, 0x2b, 0xff}, // amber
	{0xc9, 0x3f, 0x3f, 0xff}, // red
}

// safeTileBands are the bands in the colour-blind-safe palette (Okabe and
// Ito's sky blue, blue, orange and vermilion): apart in lightness too.
var safeTileBands = [4]color.RGBA{
	{0x56, 0xb4, 0xe9, 0xff},
	{0x00, 0x4e, 0x8a, 0xff},
	{0xe6, 0x9f, 0x00, 0xff},
	{0xb8, 0x3c, 0x00, 0xff},
}

// TileBand is the accent colour of a tile value.
func TileBand(v int) color.RGBA {
	band := min(3, max(0, (v-1)/5))
	if colourSafe {
		return safeTileBands[band]
	}
	return tileBands[band]
}

// TileAtlas holds every tile (values 1..MaxTileValue in each style) rendered
// once at one size; drawing a tile is one DrawImage.
type TileAtlas struct {
	Size  int
	img   *ebiten.Image
	faces [numTileStyles][MaxTileValue + 1]*ebiten.Image
	op    ebiten.DrawImageOptions
}

// NewTileAtlas renders the tiles as squares of side size.
func NewTileAtlas(t *Text, size int) *TileAtlas {
	size = max(size, 12)
	a := &TileAtlas{Size: size}
	const pad = 2
	cols := MaxTileValue
	a.img = ebiten.NewImage(cols*(size+pad), int(numTileStyles)*(size+pad))
	for st := TileStyle(0); st < numTileStyles; st++ {
		for v := 1; v <= MaxTileValue; v++ {
			x, y := (v-1)*(size+pad), int(st)*(size+pad)
			sub := a.img.SubImage(image.Rect(x, y, x+size, y+size)).(*ebiten.Image)
			a.faces[st][v] = sub
			drawTile(sub, t, v, st, Rect{float64(x), float64(y), float64(size), float64(size)})
		}
	}
	return a
}

// drawTile paints one tile: a body (its thickness shows at the bottom), a
// face, the numeral and, on plain tiles, a value-coloured bar.
func drawTile(dst *ebiten.Image, t *Text, v int, st TileStyle, r Rect) {
	radius := r.W * 0.16
	body, face, ink := tileBody, tileFace, tileNumeral
	switch st {
	case TileCentre:
		body, face, ink = centreBody, centreFace, centreNumber
	case TileLit:
		face = tileLitFace
	}
	Panel(dst, r, radius, body)
	faceR := Rect{r.X, r.Y, r.W, r.H - r.H*0.07}
	Panel(dst, faceR, radius, face)
	// A soft highlight along the top edge gives the face some relief.
	Panel(dst, Rect{r.X + r.W*0.08, r.Y + r.H*0.04, r.W * 0.84, r.H * 0.1}, r.H*0.05, color.RGBA{0xff, 0xff, 0xff, 0x55})
	label := strconv.Itoa(v)
	size := r.W * 0.5
	if v >= 10 {
		size = r.W * 0.44
	}
	cx, cy := faceR.Center()
	switch st {
	case TileCentre:
		Outline(dst, faceR.Inset(r.W*0.09), radius*0.7, centreRing)
	default:
		bar := Rect{cx - r.W*0.2, faceR.Y + faceR.H*0.8, r.W * 0.4, r.H * 0.06}
		Panel(dst, bar, bar.H/2, TileBand(v))
		Outline(dst, r, radius, tileRim)
	}
	if st == TileLit {
		for i := 0.0; i < 3; i++ {
			Outline(dst, r.Inset(i*r.W*0.012), radius, Gold)
		}
	}
	t.Draw(dst, label, cx, cy-r.H*0.03, Style{Size: size, Color: ink, Bold: true})
}

// Draw draws tile v in a style; o.Scale multiplies the atlas size.
func (a *TileAtlas) Draw(dst *ebiten.Image, v int, st TileStyle, o DrawOptions) {
	if v < 1 || v > MaxTileValue || st >= numTileStyles {
		return
	}
	scale := o.Scale
	if scale == 0 {
		scale = 1
	}
	side := float64(a.Size) * scale
	if o.Shadow {
		Panel(dst, Rect{o.X + side*0.03, o.Y + side*0.06, side, side}, side*0.16, Shadow)
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Scale(scale, scale)
	a.op.GeoM.Translate(o.X, o.Y)
	a.op.ColorScale.Reset()
	if o.Dim {
		a.op.ColorScale.Scale(0.62, 0.62, 0.62, 1)
	}
	if o.Alpha > 0 && o.Alpha < 1 {
		a.op.ColorScale.ScaleAlpha(float32(o.Alpha))
	}
	a.op.Filter = ebiten.FilterLinear
	dst.DrawImage(a.faces[st][v], &a.op)
}

// Dispose frees the atlas image (after a resize).
func (a *TileAtlas) Dispose() { a.img.Deallocate() }
