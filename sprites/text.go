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
	fitted  map[fitKey]string // see Fit
	cut     map[string]bool   // texts Fit cut short, for the layout tests
	rec     labelRecorder     // see RecordLabels
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
	return &Text{r: r, regular: regular, bold: bold, colors: map[color.RGBA]color.Color{}, fitted: map[fitKey]string{}, cut: map[string]bool{}}
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
	if !(size >= 6) { // also NaN, from a layout squeezed to nothing
		size = 6
	}
	size = min(size, 1000)
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
	if t.recording(dst) {
		r := t.r.Measure(s)
		t.record(s, float64(int(x)), float64(int(y)), r.Width().ToFloat64(), r.Height().ToFloat64(), 0, t.r.GetAlign())
	}
}

// DrawWrapped writes s wrapped at width, its top-left corner at (x, y).
func (t *Text) DrawWrapped(dst *ebiten.Image, s string, x, y, width float64, st Style) {
	if width < 1 {
		return // a box squeezed to nothing on a tiny screen
	}
	st.Align = TopLeft
	t.apply(st)
	t.r.DrawWithWrap(dst, s, int(x), int(y), int(width))
	if t.recording(dst) {
		r := t.r.MeasureWithWrap(s, int(width))
		t.record(s, float64(int(x)), float64(int(y)), r.Width().ToFloat64(), r.Height().ToFloat64(), float64(int(width)), TopLeft)
	}
}

// Measure returns the width and height s takes in the given style.
func (t *Text) Measure(s string, st Style) (w, h float64) {
	t.apply(st)
	r := t.r.Measure(s)
	return r.Width().ToFloat64(), r.Height().ToFloat64()
}

// MeasureWrapped returns the height s takes wrapped at width.
func (t *Text) MeasureWrapped(s string, width float64, st Style) float64 {
	if width < 1 {
		return 0
	}
	st.Align = TopLeft
	t.apply(st)
	return t.r.MeasureWithWrap(s, int(width)).Height().ToFloat64()
}

// fitKey names one text fitted into one box at one style.
type fitKey struct {
	s          string
	w, h, size int
	bold       bool
}

// maxFitted bounds the cache of fitted texts; it is emptied when full.
const maxFitted = 128

// Fit returns s, shortened with an ellipsis if need be, so that wrapped at
// width it takes at most height. Results are cached: a box drawn every
// frame measures its text once.
func (t *Text) Fit(s string, width, height float64, st Style) string {
	// Measured at the whole pixels it is kept by (and wrapped at): a
	// fraction more room must not give back a text cut for less.
	width, height = float64(int(width)), float64(int(height))
	key := fitKey{s: s, w: int(width), h: int(height), size: int(st.Size * 4), bold: st.Bold}
	if fitted, ok := t.fitted[key]; ok {
		return fitted
	}
	fitted := t.fit(s, width, height, st)
	if len(t.fitted) >= maxFitted {
		clear(t.fitted)
		clear(t.cut)
	}
	t.fitted[key] = fitted
	if fitted != s {
		t.cut[fitted] = true
	}
	return fitted
}

// fit finds the longest prefix of s that fits, by bisection on runes.
func (t *Text) fit(s string, width, height float64, st Style) string {
	fits := func(text string) bool { return t.MeasureWrapped(text, width, st) <= height+0.5 }
	if width <= 0 || height <= 0 {
		return ""
	}
	if fits(s) {
		return s
	}
	runes := []rune(s)
	lo, hi := 0, len(runes) // runes[:lo]+"…" fits (lo=0: just the ellipsis)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fits(string(runes[:mid]) + "…") {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(runes[:lo]) + "…"
}

// DrawBox writes s wrapped to the box's width and cut to its height, with
// the style's horizontal alignment, centred vertically in the box.
func (t *Text) DrawBox(dst *ebiten.Image, s string, box Rect, st Style) {
	if box.W < 1 || box.H < 1 {
		return // squeezed to nothing on a tiny screen
	}
	s = t.Fit(s, box.W, box.H, st)
	h := t.MeasureWrapped(s, box.W, st)
	x := box.X
	switch {
	case st.Align&etxt.HorzCenter != 0 || st.Align == 0:
		x = box.X + box.W/2
		st.Align = etxt.HorzCenter | etxt.Top
	case st.Align&etxt.Right != 0:
		x = box.X + box.W
		st.Align = etxt.Right | etxt.Top
	default:
		st.Align = etxt.Left | etxt.Top
	}
	t.apply(st)
	top := int(box.Y + (box.H-h)/2)
	t.r.DrawWithWrap(dst, s, int(x), top, int(box.W))
	if t.recording(dst) {
		w := t.r.MeasureWithWrap(s, int(box.W)).Width().ToFloat64()
		t.record(s, float64(int(x)), float64(top), w, h, float64(int(box.W)), st.Align)
	}
}
