package sprites

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
)

// Palette shared by the scenes.
var (
	Felt       = color.RGBA{0x1d, 0x4d, 0x36, 0xff}
	FeltDark   = color.RGBA{0x14, 0x38, 0x27, 0xff}
	FeltLight  = color.RGBA{0x2a, 0x66, 0x48, 0xff}
	Paper      = color.RGBA{0xfb, 0xf8, 0xf0, 0xff}
	Ink        = color.RGBA{0x1c, 0x1c, 0x22, 0xff}
	RedInk     = color.RGBA{0xc0, 0x27, 0x2d, 0xff}
	Gold       = color.RGBA{0xf2, 0xc1, 0x4e, 0xff}
	White      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	Dim        = color.RGBA{0xc8, 0xd6, 0xce, 0xff}
	Shadow     = color.RGBA{0, 0, 0, 0x50}
	ButtonFill = color.RGBA{0x2f, 0x3b, 0x52, 0xff}
	ButtonHot  = color.RGBA{0x45, 0x58, 0x7a, 0xff}
	ButtonOff  = color.RGBA{0x3a, 0x44, 0x48, 0xff}
	Accept     = color.RGBA{0x3f, 0xa3, 0x5b, 0xff}
	Danger     = color.RGBA{0xd9, 0x53, 0x4f, 0xff}
	Overlay    = color.RGBA{0x0a, 0x14, 0x10, 0xd8}
	// TallyFill is opaque: a tally's text sits over the hand, whose white
	// cards would show through the Overlay and blur it.
	TallyFill = color.RGBA{0x0e, 0x1c, 0x16, 0xff}
	BackBlue  = color.RGBA{0x2b, 0x4c, 0x8c, 0xff}
)

// BackIndex is the atlas slot of the card back.
const BackIndex = cards.NumCards

// CardAtlas holds every card face and the back, rendered at one size.
type CardAtlas struct {
	W, H  int
	img   *ebiten.Image
	faces [cards.NumCards + 1]*ebiten.Image
	op    ebiten.DrawImageOptions
}

// CardHeight is the height of a card of the given width.
func CardHeight(w int) int { return w * 7 / 5 }

// NewCardAtlas renders the pack at width w (height follows the 5:7 ratio).
func NewCardAtlas(t *Text, w int) *CardAtlas {
	w = max(w, 16)
	h := CardHeight(w)
	a := &CardAtlas{W: w, H: h}
	const cols = 14
	pad := 2
	a.img = ebiten.NewImage(cols*(w+pad), 4*(h+pad))
	for i := 0; i <= cards.NumCards; i++ {
		x, y := (i%cols)*(w+pad), (i/cols)*(h+pad)
		sub := a.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image)
		a.faces[i] = sub
		r := Rect{float64(x), float64(y), float64(w), float64(h)}
		if i == BackIndex {
			drawBack(sub, r)
		} else {
			drawFace(sub, t, cards.Card(i), r)
		}
	}
	return a
}

// SuitColor is the ink of a suit.
func SuitColor(s cards.Suit) color.RGBA {
	if s.Red() {
		return RedInk
	}
	return Ink
}

func drawFace(dst *ebiten.Image, t *Text, c cards.Card, r Rect) {
	radius := r.W * 0.1
	Panel(dst, r, radius, Paper)
	Outline(dst, r, radius, color.RGBA{0x9a, 0x9a, 0xa0, 0xff})
	ink := SuitColor(c.Suit())
	rank, suit := c.Rank().Text(), c.Suit().Symbol()
	corner := r.W * 0.26
	t.Draw(dst, rank, r.X+r.W*0.2, r.Y+r.H*0.13, Style{Size: corner, Color: ink, Bold: true})
	t.Draw(dst, suit, r.X+r.W*0.2, r.Y+r.H*0.28, Style{Size: corner * 0.85, Color: ink})
	t.Draw(dst, rank, r.X+r.W*0.8, r.Y+r.H*0.87, Style{Size: corner, Color: ink, Bold: true})
	if c.Rank() >= cards.Jack {
		// Court cards: a framed letter, so they read apart from pips at a glance.
		inner := Rect{r.X + r.W*0.3, r.Y + r.H*0.2, r.W * 0.5, r.H * 0.6}
		Outline(dst, inner, r.W*0.06, ink)
		t.Draw(dst, rank, r.X+r.W*0.55, r.Y+r.H*0.43, Style{Size: r.W * 0.42, Color: ink, Bold: true})
		t.Draw(dst, suit, r.X+r.W*0.55, r.Y+r.H*0.65, Style{Size: r.W * 0.3, Color: ink})
		return
	}
	t.Draw(dst, suit, r.X+r.W*0.56, r.Y+r.H*0.52, Style{Size: r.W * 0.62, Color: ink})
}

func drawBack(dst *ebiten.Image, r Rect) {
	radius := r.W * 0.1
	Panel(dst, r, radius, Paper)
	in := r.Inset(r.W * 0.07)
	Panel(dst, in, radius*0.7, BackBlue)
	// A lattice so the back reads as a card back, not a blank panel.
	step := in.W / 5
	for i := 1; i < 5; i++ {
		FillRect(dst, Rect{in.X + float64(i)*step, in.Y + 2, 1.5, in.H - 4}, color.RGBA{0x5b, 0x7c, 0xbc, 0xff})
	}
	for j := 1; j < 7; j++ {
		FillRect(dst, Rect{in.X + 2, in.Y + float64(j)*in.H/7, in.W - 4, 1.5}, color.RGBA{0x5b, 0x7c, 0xbc, 0xff})
	}
	Outline(dst, in, radius*0.7, Gold)
}

// DrawOptions place a card: its top-left corner, a scale, and a tint (alpha
// for fading, darker for unplayable cards).
type DrawOptions struct {
	X, Y   float64
	Scale  float64 // 0 means 1
	Dim    bool
	Alpha  float64 // 0 means opaque
	Shadow bool
}

// Draw draws card c (or the back when back is true).
func (a *CardAtlas) Draw(dst *ebiten.Image, c cards.Card, back bool, o DrawOptions) {
	idx := int(c)
	if back {
		idx = BackIndex
	}
	scale := o.Scale
	if scale == 0 {
		scale = 1
	}
	if o.Shadow {
		Panel(dst, Rect{o.X + 2, o.Y + 3, float64(a.W) * scale, float64(a.H) * scale}, float64(a.W)*0.1*scale, Shadow)
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Scale(scale, scale)
	a.op.GeoM.Translate(o.X, o.Y)
	a.op.ColorScale.Reset()
	if o.Dim {
		a.op.ColorScale.Scale(0.72, 0.72, 0.72, 1)
	}
	if o.Alpha > 0 && o.Alpha < 1 {
		a.op.ColorScale.ScaleAlpha(float32(o.Alpha))
	}
	a.op.Filter = ebiten.FilterLinear
	dst.DrawImage(a.faces[idx], &a.op)
}

// Dispose frees the atlas image (after a resize).
func (a *CardAtlas) Dispose() { a.img.Deallocate() }
