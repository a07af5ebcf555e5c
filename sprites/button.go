package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ButtonState is how a button's face is drawn.
type ButtonState uint8

// Button states.
const (
	// ButtonUp stands up from the table: a lit top, a darker edge below.
	ButtonUp ButtonState = iota
	// ButtonDown is pushed in, level with the table, while the pointer is
	// held on it.
	ButtonDown
	// ButtonDisabled is flat and dim: it cannot be pressed.
	ButtonDisabled
)

// buttonEdge is the height of the side a raised button shows below its
// face, in pixels for a button h pixels tall.
func buttonEdge(h float64) float64 { return math.Round(max(2, h*0.08)) }

// ButtonFace draws a button filling r in colour fill and returns the
// rectangle of its face, where the label goes: a pushed button's face
// moves down by its edge.
func ButtonFace(dst *ebiten.Image, r Rect, fill color.RGBA, st ButtonState) Rect {
	radius := r.H * 0.3
	edge := buttonEdge(r.H)
	face := Rect{r.X, r.Y, r.W, r.H - edge}
	switch st {
	case ButtonUp:
		Panel(dst, r, radius, shade(fill, -0.45))
		Panel(dst, face, radius, fill)
		nineSlice(dst, &raisedTex, face, radius, White)
	case ButtonDown:
		face.Y += edge
		Panel(dst, face, radius, shade(fill, -0.12))
		nineSlice(dst, &pressedTex, face, radius, White)
	default:
		face.Y += edge
		Panel(dst, face, radius, withAlpha(fill, 0xb8))
	}
	return face
}
