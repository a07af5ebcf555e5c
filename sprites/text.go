// Package sprites draws everything the scenes show from code: text through
// one etxt renderer, rounded panels, playing cards, tiles and dice. Images are
// made once per size and reused, so drawing a frame allocates nothing.
package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Align says where a text sits relative to its anchor point.
type Align = etxt.Align

// Alignments used by the scenes.
const (
	Left    = etxt.Left | etxt.VertCenter
	Center  = etxt.Center
	Right   = etxt.Right | etxt.VertCenter
	TopLeft = etxt.Left | etxt.Top
	// Top and TopRight keep a text of several lines hanging from its
	// anchor, where Center and Right would centre the whole block on it.
	Top      = etxt.HorzCenter | etxt.Top
	TopRight = etxt.Right | etxt.Top
)

// Text is the one text renderer of the program, with a shared glyph cache.
// Sizes are in screen pixels: the scenes lay out in device pixels, so text is
// crisp at any device scale.
type Text struct {
	r       *etxt.Renderer
	colors  map[color.RGBA]color.Color
	regular *sfnt.Font
	bold    *sfnt.Font
}

// NewText loads the Go fonts into a renderer with an 8 MiB glyph cache.
func NewText() *Text {
	regular, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic(err)
	}
	bold, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		panic(err)
	}
	r := etxt.NewRenderer()
	r.Utils().SetCache8MiB()
	r.SetFont(regular)
	return &Text{r: r, regular: regular, bold: bold, colors: map[color.RGBA]color.Color{}}
}

// colorOf returns the colour as an interface value made once, so setting
// the renderer's colour every draw does not allocate.
func (t *Text) colorOf(c color.RGBA) color.Color {
	i, ok := t.colors[c]
	if !ok {
		i = c
		t.colors[c] = i
	}
	return i
}

// Style is size, colour, weight and alignment of a text.
type Style struct {
	Size  float64
	Color color.RGBA
	Bold  bool
	Align Align
}

func (t *Text) apply(st Style) {
	if st.Bold {
		t.r.SetFont(t.bold)
	} else {
		t.r.SetFont(t.regular)
	}
	size := st.Size
	if size < 6 {
		size = 6
	}
	t.r.SetSize(size)
	t.r.SetColor(t.colorOf(st.Color))
	align := st.Align
	if align == 0 {
		align = Center
	}
	t.r.SetAlign(align)
}

// Draw writes s at (x, y) in the given style.
func (t *Text) Draw(dst *ebiten.Image, s string, x, y float64, st Style) {
	t.apply(st)
	t.r.Draw(dst, s, int(x), int(y))
}

// DrawWrapped writes s wrapped at width, its top-left corner at (x, y).
func (t *Text) DrawWrapped(dst *ebiten.Image, s string, x, y, width float64, st Style) {
	st.Align = TopLeft
	t.apply(st)
	t.r.DrawWithWrap(dst, s, int(x), int(y), int(width))
}

// Measure returns the width and height s takes in the given style.
func (t *Text) Measure(s string, st Style) (w, h float64) {
	t.apply(st)
	r := t.r.Measure(s)
	return r.Width().ToFloat64(), r.Height().ToFloat64()
}

// MeasureWrapped returns the height s takes wrapped at width.
func (t *Text) MeasureWrapped(s string, width float64, st Style) float64 {
	st.Align = TopLeft
	t.apply(st)
	return t.r.MeasureWithWrap(s, int(width)).Height().ToFloat64()
}
