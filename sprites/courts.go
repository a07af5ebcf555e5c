package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/twenty-games/twenty/rules/cards"
)

// Court cards are heraldic busts, two-headed like printed court cards: the
// suit pip is the head, wearing a crown (king), a tiara (queen) or a plumed
// cap (jack), over a robe in the suit's colour, holding a sceptre, a rose
// or a halberd, in a framed panel.
//
// A court is put together from layers, each filled with vector paths once
// per pack size into a stamp the size of the upper half of the panel, and
// put on the card twice, the second time turned round. Parts whose colour
// depends on the suit (the robe, the cap, jewels, the plume) are painted
// white with grey outlines and tinted when put on: twelve courts then need
// about a dozen stamps, which keeps the pack quick to build.

// Court colours: the robe and the panel's tint by suit, and the fixed
// colours of gold, pearls, steel...
var (
	robeColors = [cards.NumSuits]color.RGBA{
		cards.Spades:   {0x2a, 0x47, 0x8f, 0xff},
		cards.Hearts:   {0xb3, 0x24, 0x2c, 0xff},
		cards.Diamonds: {0xcf, 0x7a, 0x1c, 0xff},
		cards.Clubs:    {0x2b, 0x6b, 0x47, 0xff},
	}
	courtTints = [cards.NumSuits]color.RGBA{
		cards.Spades:   {0xe8, 0xed, 0xf7, 0xff},
		cards.Hearts:   {0xfa, 0xe8, 0xe3, 0xff},
		cards.Diamonds: {0xfb, 0xef, 0xd8, 0xff},
		cards.Clubs:    {0xe5, 0xf1, 0xe7, 0xff},
	}
	courtGold      = color.RGBA{0xe8, 0xb2, 0x3c, 0xff}
	courtGoldDark  = color.RGBA{0x96, 0x68, 0x14, 0xff}
	courtPearl     = color.RGBA{0xfd, 0xfb, 0xf4, 0xff}
	courtPearlRim  = color.RGBA{0x9a, 0x94, 0x88, 0xff}
	courtLeaf      = color.RGBA{0x3d, 0x7a, 0x3a, 0xff}
	courtWood      = color.RGBA{0x8a, 0x5a, 0x2b, 0xff}
	courtSteel     = color.RGBA{0xb4, 0xbd, 0xc8, 0xff}
	courtSteelDark = color.RGBA{0x4e, 0x57, 0x63, 0xff}

	// tintable parts are painted in these, then multiplied by the colour.
	tintBody = White
	tintRim  = color.RGBA{0x8c, 0x8c, 0x8c, 0xff}
)

// courtTint says how a layer is coloured for a suit.
type courtTint uint8

const (
	tintNone  courtTint = iota // painted in its own colours
	tintRobe                   // the suit's robe colour
	tintCap                    // the robe colour, darker
	tintPlume                  // a red plume on a black suit, a white one on a red suit
)

func (t courtTint) colour(s cards.Suit) color.RGBA {
	switch t {
	case tintRobe:
		return robeColors[s]
	case tintCap:
		return shade(robeColors[s], -0.25)
	case tintPlume:
		if s.Red() {
			return courtPearl
		}
		return RedInk
	}
	return White
}

// courtLayer is one layer of a rank's court.
type courtLayer struct {
	paint func(k *court)
	tint  courtTint
}

// courtLayers are a rank's layers, bottom first, for the two-headed bust
// (big cards) and the crowned pip (small cards). The layer with no paint
// is the head: the suit's pip.
var courtLayers = [3][2][]courtLayer{
	{ // jack
		{{(*court).robe, tintRobe}, {(*court).jackDress, tintNone}, {nil, tintNone}, {(*court).plume, tintPlume}, {(*court).capBody, tintCap}, {(*court).capBand, tintNone}, {(*court).hairline, tintNone}},
		{{nil, tintNone}, {(*court).plume, tintPlume}, {(*court).capBody, tintCap}, {(*court).capBand, tintNone}, {(*court).hairline, tintNone}},
	},
	{ // queen
		{{(*court).robe, tintRobe}, {(*court).queenDress, tintNone}, {nil, tintNone}, {(*court).tiara, tintNone}, {(*court).tiaraJewel, tintRobe}, {(*court).hairline, tintNone}},
		{{nil, tintNone}, {(*court).tiara, tintNone}, {(*court).tiaraJewel, tintRobe}, {(*court).hairline, tintNone}},
	},
	{ // king
		{{(*court).robe, tintRobe}, {(*court).kingDress, tintNone}, {nil, tintNone}, {(*court).crown, tintNone}, {(*court).crownJewels, tintRobe}, {(*court).hairline, tintNone}},
		{{nil, tintNone}, {(*court).crown, tintNone}, {(*court).crownJewels, tintRobe}, {(*court).hairline, tintNone}},
	},
}

// court places one court's parts: its panel f (in the coordinates of the
// image painted), the design unit s (the panel's width), the line the
// figure stands on, where its head and headgear go.
type court struct {
	dst    *ebiten.Image
	f      Rect
	s      float64
	cx, cy float64
	base   float64 // the line the bust stands on: the panel's middle
	head   float64 // the centre of the head (the pip)
	gear   float64 // the line the headgear sits on
	unit   float64 // the headgear's scale
	line   float64 // outline width
	bust   bool    // a two-headed bust, not a small card's emblem
	border float64
}

// newCourt lays out a court in panel f on a card w pixels wide.
func newCourt(dst *ebiten.Image, f Rect, cardW float64, small bool) court {
	k := court{dst: dst, f: f, s: f.W, bust: !small}
	k.cx, k.cy = f.Center()
	k.line = max(0.7, cardW*0.008)
	k.border = courtBorder(cardW)
	if k.bust {
		k.base = k.cy
		k.unit = k.s * 0.9
		k.head = k.base - k.s*0.57
		k.gear = k.head - k.s*0.11
	} else {
		k.unit = k.s * 1.45
		k.head = k.cy + k.s*0.22
		k.gear = k.head - k.s*0.2
	}
	return k
}

// headSize is the height of the pip that is the figure's head.
func (k *court) headSize() float64 {
	if k.bust {
		return k.s * 0.38
	}
	return k.s * 0.62
}

func courtBorder(cardW float64) float64 { return max(1, cardW*0.014) }

// drawCourtPanel draws a court's frame f in the suit's ink, filled with
// its tint, for a card cardW pixels wide; the layers go over it.
func drawCourtPanel(dst *ebiten.Image, s cards.Suit, f Rect, cardW float64) {
	border := courtBorder(cardW)
	radius := f.W * 0.05
	Panel(dst, f, radius, SuitColor(s))
	Panel(dst, f.Inset(border), radius-border, courtTints[s])
}

// Small parts (beads, bars, jewels) are collected into a body and a rim
// path, a little larger, and filled together: a rim costs one more fill
// instead of a stroke (slow on small curves in Ebitengine), and the fewer
// paths, the faster the pack is built.
var courtBody, courtRim vector.Path

func (k *court) fill(p *vector.Path, c color.RGBA) { fill(k.dst, p, c) }

// outline strokes p. Only for large shapes (see courtBody).
func (k *court) outline(p *vector.Path, c color.RGBA) { stroke(k.dst, p, k.line, c) }

// beads adds circles of radius r at the points xy (x, y pairs).
func (k *court) beads(r float64, xy ...float64) {
	for i := 0; i+1 < len(xy); i += 2 {
		addCircle(&courtRim, xy[i], xy[i+1], r+k.line)
		addCircle(&courtBody, xy[i], xy[i+1], r)
	}
}

// bar adds a bar with round ends.
func (k *court) bar(r Rect) {
	addRoundRect(&courtRim, r.Inset(-k.line), r.H/2+k.line)
	addRoundRect(&courtBody, r, r.H/2)
}

// jewel adds a lozenge size tall.
func (k *court) jewel(x, y, size float64) {
	addSuit(&courtRim, cards.Diamonds, x, y, size+2.6*k.line, false)
	addSuit(&courtBody, cards.Diamonds, x, y, size, false)
}

// parts fills the beads, bars and jewels added since the last call.
func (k *court) parts(c, rim color.RGBA) {
	k.fill(&courtRim, rim)
	k.fill(&courtBody, c)
	courtRim.Reset()
	courtBody.Reset()
}

// hairline is the gold line inside the frame.
func (k *court) hairline() {
	gap := k.border + max(1, k.f.W*0.03)
	p := shape()
	addFrame(p, k.f.Inset(gap), k.f.W*0.05-gap, k.line)
	k.fill(p, courtGoldDark)
}

// robe is the figure's shoulders, from the middle of the panel up to the
// neck; the lower figure's meet them.
func (k *court) robe() {
	s, cx, base := k.s, k.cx, k.base
	left, right := k.f.X+s*0.1, k.f.X+s*0.9
	neck := k.neck()
	p := shape()
	p.MoveTo(float32(left), float32(base))
	p.CubicTo(float32(left), float32(base-s*0.24), float32(cx-s*0.34), float32(neck+s*0.02), float32(cx-s*0.15), float32(neck))
	p.QuadTo(float32(cx), float32(neck+s*0.12), float32(cx+s*0.15), float32(neck))
	p.CubicTo(float32(cx+s*0.34), float32(neck+s*0.02), float32(right), float32(base-s*0.24), float32(right), float32(base))
	p.Close()
	k.fill(p, tintBody)
	k.outline(p, tintRim)
}

func (k *court) neck() float64 { return k.base - k.s*0.4 }

// belt is a gold bar across the middle, the same in both halves.
func (k *court) belt() {
	s := k.s
	k.bar(Rect{k.f.X + s*0.12, k.base - s*0.035, s * 0.76, s * 0.07})
}

// kingDress: an ermine cape, a gold belt and a sceptre.
func (k *court) kingDress() {
	s, cx, neck := k.s, k.cx, k.neck()
	p := shape()
	p.MoveTo(float32(cx-s*0.3), float32(neck+s*0.06))
	p.QuadTo(float32(cx), float32(neck-s*0.1), float32(cx+s*0.3), float32(neck+s*0.06))
	p.QuadTo(float32(cx), float32(neck+s*0.3), float32(cx-s*0.3), float32(neck+s*0.06))
	p.Close()
	k.fill(p, courtPearl)
	k.outline(p, courtPearlRim)
	p = shape()
	for _, dx := range []float64{-0.17, 0, 0.17} {
		y := neck + s*0.09
		if dx == 0 {
			y += s * 0.06
		}
		addErmineSpot(p, cx+dx*s, y, s*0.035)
	}
	k.fill(p, Ink)
	x := k.f.X + s*0.19
	k.belt()
	k.bar(Rect{x - s*0.022, k.base - s*0.86, s * 0.044, s * 0.62})
	k.beads(s*0.06, x, k.base-s*0.88)
	k.bar(Rect{x - s*0.012, k.base - s*1.03, s * 0.024, s * 0.1})
	k.bar(Rect{x - s*0.045, k.base - s*1.0, s * 0.09, s * 0.024})
	k.parts(courtGold, courtGoldDark)
}

// queenDress: a pearl necklace with a gold pendant, a gold belt and a
// rose.
func (k *court) queenDress() {
	s, cx, neck := k.s, k.cx, k.neck()
	var xy [14]float64
	for i := 0; i <= 6; i++ {
		a := math.Pi * (0.1 + 0.8*float64(i)/6)
		xy[2*i], xy[2*i+1] = cx+s*0.2*math.Cos(a), neck+s*0.13*math.Sin(a)
	}
	k.beads(s*0.036, xy[:]...)
	k.parts(courtPearl, courtPearlRim)
	x := k.f.X + s*0.81
	p := shape()
	p.MoveTo(float32(x-s*0.05), float32(k.base-s*0.3))
	p.QuadTo(float32(x+s*0.04), float32(k.base-s*0.55), float32(x), float32(k.base-s*0.78))
	stroke(k.dst, p, max(k.line, s*0.025), courtLeaf)
	p = shape()
	addPetal(p, x+s*0.01, k.base-s*0.5, s*0.13, s*0.035, -0.5)
	k.fill(p, courtLeaf)
	k.beads(s*0.065, x, k.base-s*0.84)
	k.parts(RedInk, shade(RedInk, -0.4))
	k.jewel(cx, neck+s*0.22, s*0.12)
	k.belt()
	k.beads(s*0.028, x, k.base-s*0.84)
	k.parts(courtGold, courtGoldDark)
}

// jackDress: a gold sash from the shoulder to the middle (the lower
// figure's continues it across the card), buttons, a gold belt and a
// halberd.
func (k *court) jackDress() {
	s, cx, neck := k.s, k.cx, k.neck()
	p := shape()
	addPolygon(p, k.f.X+s*0.17, k.base-s*0.2, k.f.X+s*0.27, k.base-s*0.3, cx+s*0.1, k.base, cx-s*0.1, k.base)
	k.fill(p, courtGold)
	k.outline(p, courtGoldDark)
	k.beads(s*0.028, cx, neck+s*0.14, cx, neck+s*0.26)
	k.belt()
	k.parts(courtGold, courtGoldDark)
	x := k.f.X + s*0.19
	k.bar(Rect{x - s*0.02, k.base - s*0.9, s * 0.04, s * 0.66})
	k.parts(courtWood, shade(courtWood, -0.4))
	k.jewel(x, k.base-s*0.98, s*0.2)
	k.bar(Rect{x - s*0.07, k.base - s*0.86, s * 0.14, s * 0.035})
	k.parts(courtSteel, courtSteelDark)
}

// addErmineSpot adds an ermine's tail: a small drop with three dots above.
func addErmineSpot(p *vector.Path, x, y, r float64) {
	addPolygon(p, x, y-r*0.4, x+r*0.5, y+r*1.3, x, y+r*0.9, x-r*0.5, y+r*1.3)
	addCircle(p, x, y-r*0.9, r*0.35)
	addCircle(p, x-r*0.7, y-r*0.4, r*0.35)
	addCircle(p, x+r*0.7, y-r*0.4, r*0.35)
}

// crown: five points on a band, in gold.
func (k *court) crown() {
	s, cx, y := k.unit, k.cx, k.gear
	p := shape()
	addPolygon(p,
		cx-s*0.21, y,
		cx-s*0.25, y-s*0.21,
		cx-s*0.12, y-s*0.11,
		cx, y-s*0.27,
		cx+s*0.12, y-s*0.11,
		cx+s*0.25, y-s*0.21,
		cx+s*0.21, y)
	k.fill(p, courtGold)
	k.outline(p, courtGoldDark)
	k.beads(s*0.036, cx-s*0.25, y-s*0.22, cx, y-s*0.28, cx+s*0.25, y-s*0.22)
	k.bar(Rect{cx - s*0.23, y - s*0.07, s * 0.46, s * 0.08})
	k.parts(courtGold, courtGoldDark)
}

// crownJewels are set in the crown's band (tinted).
func (k *court) crownJewels() {
	s, cx, y := k.unit, k.cx, k.gear
	k.beads(s*0.022, cx-s*0.13, y-s*0.03, cx, y-s*0.03, cx+s*0.13, y-s*0.03)
	k.parts(tintBody, tintRim)
}

// tiara: a crescent of gold with pearls.
func (k *court) tiara() {
	s, cx, y := k.unit, k.cx, k.gear
	p := shape()
	p.MoveTo(float32(cx-s*0.24), float32(y))
	p.QuadTo(float32(cx), float32(y-s*0.3), float32(cx+s*0.24), float32(y))
	p.QuadTo(float32(cx), float32(y-s*0.1), float32(cx-s*0.24), float32(y))
	p.Close()
	k.fill(p, courtGold)
	k.outline(p, courtGoldDark)
	for i := 0; i < 5; i++ {
		if i == 2 {
			continue // the jewel sits there
		}
		// On the outer curve: the quadratic from (-0.24, 0) over (0, -0.3).
		t := 0.1 + 0.8*float64(i)/4
		k.beads(s*0.03, cx+s*0.24*(2*t-1), y-s*0.3*2*t*(1-t)-s*0.035)
	}
	k.parts(courtPearl, courtPearlRim)
}

// tiaraJewel is the lozenge at the tiara's peak (tinted).
func (k *court) tiaraJewel() {
	s := k.unit
	k.jewel(k.cx, k.gear-s*0.22, s*0.17)
	k.parts(tintBody, tintRim)
}

// plume is the cap's feather (tinted), drawn before the cap covers its
// quill.
func (k *court) plume() {
	s, cx, y := k.unit, k.cx, k.gear
	p := shape()
	p.MoveTo(float32(cx+s*0.2), float32(y-s*0.08))
	p.QuadTo(float32(cx+s*0.12), float32(y-s*0.5), float32(cx-s*0.34), float32(y-s*0.4))
	p.QuadTo(float32(cx+s*0.02), float32(y-s*0.34), float32(cx+s*0.2), float32(y-s*0.08))
	p.Close()
	k.fill(p, tintBody)
	k.outline(p, tintRim)
}

// capBody is the soft cap (tinted).
func (k *court) capBody() {
	s, cx, y := k.unit, k.cx, k.gear
	p := shape()
	p.MoveTo(float32(cx-s*0.28), float32(y))
	p.CubicTo(float32(cx-s*0.3), float32(y-s*0.24), float32(cx+s*0.26), float32(y-s*0.27), float32(cx+s*0.31), float32(y-s*0.04))
	p.LineTo(float32(cx+s*0.28), float32(y))
	p.Close()
	k.fill(p, tintBody)
	k.outline(p, tintRim)
}

// capBand is the cap's gold band.
func (k *court) capBand() {
	s, cx, y := k.unit, k.cx, k.gear
	k.bar(Rect{cx - s*0.29, y - s*0.07, s * 0.58, s * 0.075})
	k.parts(courtGold, courtGoldDark)
}
