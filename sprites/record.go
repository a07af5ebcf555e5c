package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
)

// Label is a text drawn on the screen and the box it takes, for layout
// tests: no text may overlap another, run off the screen or sit partly
// over something that can be clicked.
type Label struct {
	Text string
	Rect Rect
	// Overlay: drawn on its own panel above the screen (a toast), so it
	// may cover other texts; it must still fit on the screen.
	Overlay bool
	// BoxW is the width the text was wrapped or fitted to (0: drawn at a
	// point, with no box): a text wider than it ran out of its box.
	BoxW float64
	// Cut: Fit shortened the text with an ellipsis to fit its box.
	Cut bool
	// Size is the font size it was drawn at, in the screen's pixels.
	Size float64
}

// labelRecorder keeps the texts drawn onto one image (the screen) during
// a frame. It is off unless a test contract asked for it; when on, its
// buffers are reused frame after frame. The texts are copied into a byte
// buffer, not kept as strings: keeping them would make every text passed
// to Draw escape to the heap, and a string built for one frame would then
// be allocated even when nothing records.
type labelRecorder struct {
	target   *ebiten.Image
	text     []byte
	spans    []labelSpan
	doneText []byte // the last complete frame's
	done     []labelSpan
	// overlay, doneOverlay: the index of the first span drawn above the
	// screen (see MarkOverlay), -1 for none.
	overlay, doneOverlay int
}

// labelSpan is one recorded text: text[start:end] and its box.
type labelSpan struct {
	start, end int
	rect       Rect
	boxW       float64
	cut        bool
	size       float64
}

// RecordLabels makes the texts drawn onto screen from now until
// FinishLabels be recorded (tests and the browser contract only: it
// measures every text). A nil screen stops recording.
func (t *Text) RecordLabels(screen *ebiten.Image) {
	t.rec.target = screen
	t.rec.text, t.rec.spans = t.rec.text[:0], t.rec.spans[:0]
	t.rec.overlay = -1
}

// MarkOverlay says that the texts drawn from now on in this frame float on
// their own panels above everything before them (a toast, the card
// inspector). The first mark of a frame holds: a toast over an inspector
// floats too.
func (t *Text) MarkOverlay() {
	if t.rec.target != nil && t.rec.overlay < 0 {
		t.rec.overlay = len(t.rec.spans)
	}
}

// FinishLabels ends a frame's recording: Labels returns it from now on.
func (t *Text) FinishLabels() {
	if t.rec.target == nil {
		return
	}
	t.rec.doneText = append(t.rec.doneText[:0], t.rec.text...)
	t.rec.done = append(t.rec.done[:0], t.rec.spans...)
	t.rec.doneOverlay = t.rec.overlay
	t.rec.target = nil
}

// Labels are the texts of the last recorded frame, in drawing order (a
// new slice: for the test contract).
func (t *Text) Labels() []Label {
	out := make([]Label, len(t.rec.done))
	for i, sp := range t.rec.done {
		over := t.rec.doneOverlay >= 0 && i >= t.rec.doneOverlay
		out[i] = Label{Text: string(t.rec.doneText[sp.start:sp.end]), Rect: sp.rect, Overlay: over, BoxW: sp.boxW, Cut: sp.cut, Size: sp.size}
	}
	return out
}

// recording tells whether a draw onto dst is to be recorded.
func (t *Text) recording(dst *ebiten.Image) bool {
	return t.rec.target != nil && dst == t.rec.target
}

// record notes s drawn with its anchor at (x, y), aligned by align, taking
// w by h, in a box boxW wide (0: none).
func (t *Text) record(s string, x, y, w, h, boxW float64, align etxt.Align) {
	if s == "" || !(w > 0) || !finite(x) || !finite(y) || !finite(w) || !finite(h) {
		return // nothing to see (a layout squeezed to nothing gives NaN)
	}
	switch align.Horz() {
	case etxt.HorzCenter:
		x -= w / 2
	case etxt.Right:
		x -= w
	}
	switch align.Vert() {
	case etxt.VertCenter:
		y -= h / 2
	case etxt.Bottom, etxt.LastBaseline:
		y -= h
	case etxt.Baseline:
		y -= h * 0.8
	}
	start := len(t.rec.text)
	t.rec.text = append(t.rec.text, s...)
	t.rec.spans = append(t.rec.spans, labelSpan{start: start, end: len(t.rec.text), rect: Rect{x, y, w, h}, boxW: boxW, cut: t.cut[s], size: t.r.GetSize()})
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }
