package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Inspection is what the card inspector shows of a card, tile, die or
// cell: its name, a line of numbers, and its whole text, large, over the
// table. A board says what is under a point (Board.Inspect).
type Inspection struct {
	ID    string // the target's id in the test contract ("" when it has none)
	Title string
	Line  string // the numbers: value, cost, range, stats
	Text  string // everything it does, in full
}

// FullText is the inspection in one string, as the test contract reports it.
func (in Inspection) FullText() string {
	s := in.Title
	for _, part := range []string{in.Line, in.Text} {
		if part != "" {
			s += "\n" + part
		}
	}
	return s
}

// Held long enough, a finger or a resting mouse pointer opens the
// inspector on what is under it: a long press never plays or selects
// (Input turns a finger's press into a tap only on a short release).
const (
	// hoverTicks is how long the mouse pointer rests over a thing.
	hoverTicks = 36
)

// inspector is the open inspection and where its panel goes, measured
// once when it opens, so an open panel costs no measuring per frame.
type inspector struct {
	open                 bool
	shown                Inspection
	layout               int // the screen it was measured for (LayoutCount)
	panel                sprites.Rect
	titleH, lineH, textH float64
}

// updateInspector opens the inspector on a long press or a resting
// pointer over something the board can name, and closes it when the
// finger lifts or the pointer moves.
func (t *tableCore) updateInspector(a *ui.Context) {
	x, y, held := a.Input.LongPress()
	if !held && !a.Touch() {
		x, y, held = a.Input.Resting(hoverTicks)
	}
	if !held {
		t.inspect.open = false
		return
	}
	if t.inspect.open && t.inspect.layout == a.LayoutCount() {
		return
	}
	// Opened now, or the window changed size under it: what is under the
	// point then, and where its panel goes, are asked again.
	t.inspect.open = false
	if in, ok := t.view.Inspect(a, x, y); ok {
		t.inspect = inspector{open: true, shown: in}
		t.inspect.measure(a, x, y)
		a.Toast.Hide() // the player reads a card now: two panels would overlap
	}
}

// Inspected is the open inspection, if any (the test contract's inspect).
func (t *tableCore) Inspected() (Inspection, bool) { return t.inspect.shown, t.inspect.open }

// measure sizes the panel for the inspection and puts it beside (x, y):
// above the point when there is room, else below, never off the screen.
func (in *inspector) measure(a *ui.Context, x, y float64) {
	in.layout = a.LayoutCount()
	in.lineH, in.textH = 0, 0
	pad := a.U(22)
	w := min(a.W-2*a.U(12), max(a.U(520), 300*max(a.Scale, 1)))
	inner := w - 2*pad
	in.titleH = a.Text.MeasureWrapped(in.shown.Title, inner, inspectTitle(a))
	if in.shown.Line != "" {
		in.lineH = a.Text.MeasureWrapped(in.shown.Line, inner, inspectLine(a)) + a.U(8)
	}
	if in.shown.Text != "" {
		in.textH = a.Text.MeasureWrapped(in.shown.Text, inner, inspectBody(a)) + a.U(14)
	}
	h := min(a.H-2*a.U(12), 2*pad+in.titleH+in.lineH+in.textH)
	px := min(max(x-w/2, a.U(12)), a.W-w-a.U(12))
	py := y - h - a.U(60) // above the finger, which would hide it
	if py < a.U(12) {
		py = min(y+a.U(60), a.H-h-a.U(12))
	}
	in.panel = sprites.Rect{X: px, Y: max(py, a.U(12)), W: w, H: h}
}

func inspectTitle(a *ui.Context) sprites.Style {
	return sprites.Style{Size: max(a.U(34), 20*max(a.Scale, 1)), Color: sprites.Gold, Bold: true}
}

func inspectLine(a *ui.Context) sprites.Style {
	return sprites.Style{Size: max(a.U(24), 15*max(a.Scale, 1)), Color: sprites.Dim}
}

func inspectBody(a *ui.Context) sprites.Style {
	return sprites.Style{Size: max(a.U(26), 16*max(a.Scale, 1)), Color: sprites.White}
}

// drawInspector paints the open inspection over everything (a game scene
// calls it last in its Draw); while it is closed, a lesson's box and
// rings are painted there instead (the inspector, a moment's reading,
// hides them while it is open).
func (t *tableCore) drawInspector(a *ui.Context, screen *ebiten.Image) {
	in := &t.inspect
	if !in.open {
		t.drawLessonOverlay(a, screen)
		t.drawPuzzleOverlay(a, screen)
		return
	}
	a.Text.MarkOverlay()
	r := in.panel
	sprites.Panel(screen, r, a.U(16), sprites.FeltDark)
	sprites.Outline(screen, r, a.U(16), sprites.Gold)
	pad := a.U(22)
	x, y, w := r.X+pad, r.Y+pad, r.W-2*pad
	a.Text.DrawWrapped(screen, in.shown.Title, x, y, w, inspectTitle(a))
	y += in.titleH
	if in.shown.Line != "" {
		a.Text.DrawWrapped(screen, in.shown.Line, x, y+a.U(8), w, inspectLine(a))
		y += in.lineH
	}
	if in.shown.Text != "" {
		a.Text.DrawWrapped(screen, in.shown.Text, x, y+a.U(14), w, inspectBody(a))
	}
}
