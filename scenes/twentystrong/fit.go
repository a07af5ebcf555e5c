package twentystrong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Texts on the table are never cut short: a text too long for its box is
// drawn smaller (wrapped when the box has the height), and the inspector
// has every card's whole text.

// fitKey names one text in one box at one size.
type fitKey struct {
	text        string
	w, h, size4 int
	bold        bool
}

// maxFits bounds the cache of fitted sizes; it is emptied when full (a
// frame draws far fewer texts).
const maxFits = 512

// minTextCSS is the smallest size the table draws a text at, in CSS
// pixels: smaller is not read on a phone.
const minTextCSS = 12

// lastResortCSS is the smallest size of a text that fits at no size from
// minTextCSS up, on a screen smaller than the table is made for.
const lastResortCSS = 7

// fitSize is the largest size up to size at which text, wrapped to box's
// width, takes at most its height with no word wider than the box, but
// never under the smallest (minTextCSS): a text that fits at no size the
// table allows is drawn at the smallest (the layouts give every text
// room for it). Sizes are cached: a box drawn every frame is measured
// once.
func (s *scene) fitSize(a *ui.Context, text string, box rect, size float64, bold bool) float64 {
	key := fitKey{text: text, w: int(box.W), h: int(box.H), size4: int(size * 4), bold: bold}
	if got, ok := s.fits[key]; ok {
		return got
	}
	if s.fits == nil || len(s.fits) >= maxFits {
		s.fits = make(map[fitKey]float64, maxFits)
	}
	// The renderer wraps at whole pixels (a word a fraction wider than
	// the box's whole width would break), and its Fit, keyed by whole
	// pixels too, cuts a text a fraction taller than the box: judged in
	// whole pixels, a size that fits here fits there.
	width, height := float64(int(box.W)), float64(int(box.H))
	fits := func(size float64) bool {
		st := sprites.Style{Size: size, Bold: bold}
		return a.Text.MeasureWrapped(text, box.W, st) <= height && widestWord(a, text, st) <= width
	}
	least := minTextCSS * max(a.Scale, 1)
	size = max(size, least)
	got := least
	if !fits(least) {
		// Only on a screen smaller than any the table is made for
		// (568x320): a smaller text rather than a cut one.
		least, size, got = lastResortCSS*max(a.Scale, 1), least, lastResortCSS*max(a.Scale, 1)
	}
	switch {
	case fits(size):
		got = size
	case fits(least):
		lo, hi := least, size
		for range 7 {
			mid := (lo + hi) / 2
			if fits(mid) {
				lo = mid
			} else {
				hi = mid
			}
		}
		got = lo
	}
	s.fits[key] = got
	return got
}

// widestWord is the width of text's widest word.
func widestWord(a *ui.Context, text string, st sprites.Style) float64 {
	widest, start := 0.0, -1
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ' ' && text[i] != '\n' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			w, _ := a.Text.Measure(text[start:i], st)
			widest = max(widest, w)
			start = -1
		}
	}
	return widest
}

// box draws text centred in r at size, or smaller if it must (no larger
// than r's height allows), never under minTextCSS.
func (s *scene) box(a *ui.Context, screen *ebiten.Image, text string, r rect, size float64, c color.RGBA, bold bool) {
	s.boxAligned(a, screen, text, r, size, c, bold, sprites.Center)
}

// boxAligned is box with the text aligned as align says.
func (s *scene) boxAligned(a *ui.Context, screen *ebiten.Image, text string, r rect, size float64, c color.RGBA, bold bool, align sprites.Align) {
	if text == "" || r.W < 4 || r.H < 4 {
		return
	}
	size = s.fitSize(a, text, r, min(size, r.H*0.8), bold)
	if size == 0 {
		return
	}
	a.Text.DrawBox(screen, text, r, sprites.Style{Size: size, Color: c, Bold: bold, Align: align})
}

// blockKey names a card's texts in one box at one size.
type blockKey struct {
	texts       [4]string
	w, h, size4 int
	slot4       int
}

// blockFit is the size a card's texts are drawn at and each one's height.
type blockFit struct {
	size  float64
	least float64 // the smallest size of its texts
	h     [4]float64
	ok    bool // whole at size; else drawn at the smallest, cut
	// fits: whole at size, though size may be the last resort's; a block
	// that does not fit even so (a card a few pixels wide, in a replay on
	// a small phone) is not drawn: the inspector reads the card.
	fits bool
}

// blockScale is each text's size against the name's (the first, bold).
var blockScale = [4]float64{1, 0.85, 0.85, 0.85}

// fitBlock sizes a card's texts (the name, bold, then up to three lines)
// to be stacked in a box of width w and height h with room for a slot of
// height slot after the second (the damage pips): the largest size up to
// size at which they all fit whole, never under minTextCSS. Cached, so a
// card drawn every frame is measured once.
func (s *scene) fitBlock(a *ui.Context, texts [4]string, w, h, size, slot float64) blockFit {
	key := blockKey{texts: texts, w: int(w), h: int(h), size4: int(size * 4), slot4: int(slot * 4)}
	if got, ok := s.blocks[key]; ok {
		return got
	}
	if s.blocks == nil || len(s.blocks) >= maxFits {
		s.blocks = make(map[blockKey]blockFit, maxFits)
	}
	least := minTextCSS * max(a.Scale, 1)
	width := float64(int(w))
	measure := func(size float64) (blockFit, bool) {
		f := blockFit{size: size, least: least}
		total, ok := slot, true
		for i, t := range texts {
			if t == "" {
				continue
			}
			st := sprites.Style{Size: max(size*blockScale[i], least), Bold: i == 0}
			f.h[i] = a.Text.MeasureWrapped(t, width, st) + 1
			total += f.h[i]
			ok = ok && widestWord(a, t, st) <= width
		}
		f.ok = ok && total <= h
		return f, f.ok
	}
	got, ok := measure(max(size, least))
	_, whole := measure(least)
	if !whole {
		// A screen smaller than any the table is made for (568x320):
		// smaller texts rather than cut ones (ok stays false, so that a
		// card tries fewer texts first).
		size, least = least, lastResortCSS*max(a.Scale, 1)
	}
	if !ok {
		lo, hi := least, max(size, least)
		got, ok = measure(lo)
		for range 7 {
			if !ok {
				break
			}
			mid := (lo + hi) / 2
			if f, ok := measure(mid); ok {
				lo, got = mid, f
			} else {
				hi = mid
			}
		}
	}
	got.fits = got.ok
	got.ok = got.ok && whole
	s.blocks[key] = got
	return got
}

// drawBlock draws texts as fitBlock sized them, centred down box r with
// the slot after the second; it returns the slot's rect.
func (s *scene) drawBlock(a *ui.Context, screen *ebiten.Image, texts [4]string, colours [4]color.RGBA, r rect, size, slot float64) rect {
	f := s.fitBlock(a, texts, r.W, r.H, size, slot)
	if !f.fits {
		return rect{X: r.X, Y: r.Y + r.H/2 - slot/2, W: r.W, H: slot}
	}
	least := f.least
	total := slot
	for _, h := range f.h {
		total += h
	}
	y := r.Y + max(0, (r.H-total)/2)
	var slotR rect
	for i, t := range texts {
		if i == 2 {
			slotR = rect{X: r.X, Y: y, W: r.W, H: slot}
			y += slot
		}
		if t == "" {
			continue
		}
		b := rect{X: r.X, Y: y, W: r.W, H: f.h[i]}
		a.Text.DrawBox(screen, t, b, sprites.Style{Size: max(f.size*blockScale[i], least), Color: colours[i], Bold: i == 0, Align: sprites.Center})
		y += f.h[i]
	}
	return slotR
}
