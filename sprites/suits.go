package sprites

import (
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/twenty-games/twenty/rules/cards"
)

// suitShapes are the four suit pips as paths one unit tall, centred on the
// origin and pointing up, so a pip can be drawn at any size and turned.
// They are made on the first pip drawn, not at start: the menu, the first
// thing shown, draws none (issue 43, a quicker start).
var suitShapes = sync.OnceValue(makeSuitShapes)

func makeSuitShapes() *[cards.NumSuits]vector.Path {
	var shapes [cards.NumSuits]vector.Path
	makers := [cards.NumSuits]func(*vector.Path){
		cards.Spades: spadeShape, cards.Hearts: heartShape,
		cards.Diamonds: diamondShape, cards.Clubs: clubShape,
	}
	for s, make := range makers {
		var raw vector.Path
		make(&raw)
		// Drawn a unit wide, the shapes are then narrowed a little, to the
		// proportions of printed pips.
		var op vector.AddPathOptions
		op.GeoM.Scale(suitNarrowing[s], 1)
		shapes[s].AddPath(&raw, &op)
	}
	return &shapes
}

// suitNarrowing is how much each shape is narrowed after it is drawn.
var suitNarrowing = [cards.NumSuits]float64{cards.Spades: 0.95, cards.Hearts: 0.94, cards.Diamonds: 0.92, cards.Clubs: 0.94}

// heartShape: two round lobes and fairly straight flanks to the point.
func heartShape(p *vector.Path) {
	p.MoveTo(0, -0.26)
	p.CubicTo(-0.06, -0.44, -0.2, -0.5, -0.29, -0.5)
	p.CubicTo(-0.42, -0.5, -0.52, -0.39, -0.5, -0.22)
	p.CubicTo(-0.48, -0.02, -0.26, 0.16, 0, 0.5)
	p.CubicTo(0.26, 0.16, 0.48, -0.02, 0.5, -0.22)
	p.CubicTo(0.52, -0.39, 0.42, -0.5, 0.29, -0.5)
	p.CubicTo(0.2, -0.5, 0.06, -0.44, 0, -0.26)
	p.Close()
}

// diamondShape: a lozenge with slightly hollow sides, as printed packs
// draw it.
func diamondShape(p *vector.Path) {
	p.MoveTo(0, -0.5)
	p.QuadTo(0.15, -0.21, 0.39, 0)
	p.QuadTo(0.15, 0.21, 0, 0.5)
	p.QuadTo(-0.15, 0.21, -0.39, 0)
	p.QuadTo(-0.15, -0.21, 0, -0.5)
	p.Close()
}

// spadeShape: a heart upside down on a flared stem.
func spadeShape(p *vector.Path) {
	p.MoveTo(0, -0.5)
	p.CubicTo(0.18, -0.24, 0.47, -0.1, 0.47, 0.12)
	p.CubicTo(0.47, 0.29, 0.36, 0.37, 0.25, 0.37)
	p.CubicTo(0.15, 0.37, 0.08, 0.32, 0.045, 0.25)
	p.CubicTo(0.06, 0.39, 0.11, 0.46, 0.21, 0.5)
	p.LineTo(-0.21, 0.5)
	p.CubicTo(-0.11, 0.46, -0.06, 0.39, -0.045, 0.25)
	p.CubicTo(-0.08, 0.32, -0.15, 0.37, -0.25, 0.37)
	p.CubicTo(-0.36, 0.37, -0.47, 0.29, -0.47, 0.12)
	p.CubicTo(-0.47, -0.1, -0.18, -0.24, 0, -0.5)
	p.Close()
}

// clubShape: three round leaves joined in the middle, on the same stem as
// the spade.
func clubShape(p *vector.Path) {
	const r = 0.225
	addCircle(p, 0, -0.27, r)
	addCircle(p, -0.265, 0.08, r)
	addCircle(p, 0.265, 0.08, r)
	addPolygon(p, 0, -0.2, 0.22, 0.1, 0, 0.2, -0.22, 0.1)
	p.MoveTo(-0.05, 0.05)
	p.LineTo(0.05, 0.05)
	p.CubicTo(0.06, 0.32, 0.11, 0.45, 0.21, 0.5)
	p.LineTo(-0.21, 0.5)
	p.CubicTo(-0.11, 0.45, -0.06, 0.32, -0.05, 0.05)
	p.Close()
}

// pipGeoM places a suit shape size pixels tall centred on (cx, cy), turned
// upside down when down is set.
func pipGeoM(cx, cy, size float64, down bool) ebiten.GeoM {
	var g ebiten.GeoM
	if down {
		size = -size
	}
	g.Scale(size, size)
	g.Translate(cx, cy)
	return g
}

// DrawSuit draws a suit pip size pixels tall centred on (cx, cy), upside
// down when down is set, in colour c (SuitColor for the usual inks).
func DrawSuit(dst *ebiten.Image, s cards.Suit, cx, cy, size float64, down bool, c color.RGBA) {
	if s >= cards.NumSuits {
		return
	}
	fillPlaced(dst, &suitShapes()[s], pipGeoM(cx, cy, size, down), c)
}

// addSuit adds a pip to path p (to be filled or stroked with other shapes).
func addSuit(p *vector.Path, s cards.Suit, cx, cy, size float64, down bool) {
	penAdd.GeoM = pipGeoM(cx, cy, size, down)
	p.AddPath(&suitShapes()[s], &penAdd)
}
