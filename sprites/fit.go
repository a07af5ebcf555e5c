package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// FittedText draws a text in a box, wrapped, at the largest size up to
// the style's (down to half of it) at which it fits, no word wider than
// the box: a long line (a refusal, a hot-seat name, a tally's row)
// shrinks rather than being cut with an ellipsis. The size is kept while
// the text, the box and the style's size stay the same, so a frame
// measures nothing. One FittedText serves one text on the screen.
type FittedText struct {
	text             string
	box              Rect
	want, size, high float64
	fits             bool // whole at size, not cut short
}

// fit finds the size for text in box.
func (f *FittedText) fit(t *Text, text string, box Rect, st Style) {
	if text == f.text && box == f.box && st.Size == f.want {
		return
	}
	f.text, f.box, f.want = text, box, st.Size
	f.fits = t.fitsWrapped(text, box, st)
	for st.Size > f.want/2 && !f.fits {
		st.Size *= 0.94
		f.fits = t.fitsWrapped(text, box, st)
	}
	f.size, f.high = st.Size, t.MeasureWrapped(text, box.W, st)
}

// Fits tells whether text fits the box whole at a size it may shrink to;
// a caller then says less rather than have it cut.
func (f *FittedText) Fits(t *Text, text string, box Rect, st Style) bool {
	f.fit(t, text, box, st)
	return f.fits
}

// Size is the size the text was last fitted at (Fits, Draw, DrawTop).
func (f *FittedText) Size() float64 { return f.size }

// fitsWrapped: text wrapped to the box's width takes at most its height,
// and no word runs past its width, both in whole pixels as Fit measures
// (a fraction of a pixel more here had DrawBox then cut the text).
func (t *Text) fitsWrapped(s string, box Rect, st Style) bool {
	if box.W < 1 {
		return false
	}
	st.Align = TopLeft
	t.apply(st)
	r := t.r.MeasureWithWrap(s, int(box.W))
	return r.Height().ToFloat64() <= float64(int(box.H))+0.5 && r.Width().ToFloat64() <= float64(int(box.W))+0.5
}

// Draw writes text centred in the box (the style's alignment across it).
func (f *FittedText) Draw(t *Text, dst *ebiten.Image, text string, box Rect, st Style) {
	f.fit(t, text, box, st)
	st.Size = f.size
	t.DrawBox(dst, text, box, st)
}

// DrawShifted draws as Draw, dx to the side (a shake moves the line, not
// its fit).
func (f *FittedText) DrawShifted(t *Text, dst *ebiten.Image, text string, box Rect, dx float64, st Style) {
	f.fit(t, text, box, st)
	st.Size = f.size
	box.X += dx
	t.DrawBox(dst, text, box, st)
}

// DrawTop writes text from the top of the box and returns the height it
// takes, so that the next text can follow it.
func (f *FittedText) DrawTop(t *Text, dst *ebiten.Image, text string, box Rect, st Style) float64 {
	f.fit(t, text, box, st)
	st.Size = f.size
	// Whole pixels up: Fit measures the box's height in whole pixels.
	box.H = min(box.H, math.Ceil(f.high))
	t.DrawBox(dst, text, box, st)
	return box.H
}
