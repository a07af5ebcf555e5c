package twentystrong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes"
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

// minTextSize is the smallest size the text renderer draws.
const minTextSize = 6

// fitSize is the largest size up to size at which text, wrapped to box's
// width, takes at most its height with no word wider than the box; 0
// when even the smallest size does not fit. Sizes are cached: a box drawn
// every frame is measured once.
func (s *scene) fitSize(a *scenes.Context, text string, box rect, size float64, bold bool) float64 {
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
	got := 0.0
	switch {
	case size < minTextSize:
	case fits(size):
		got = size
	case fits(minTextSize):
		lo, hi := float64(minTextSize), size
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
func widestWord(a *scenes.Context, text string, st sprites.Style) float64 {
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
// than r's height allows); a text that fits at no size is left out.
func (s *scene) box(a *scenes.Context, screen *ebiten.Image, text string, r rect, size float64, c color.RGBA, bold bool) {
	s.boxAligned(a, screen, text, r, size, c, bold, sprites.Center)
}

// boxAligned is box with the text aligned as align says.
func (s *scene) boxAligned(a *scenes.Context, screen *ebiten.Image, text string, r rect, size float64, c color.RGBA, bold bool, align sprites.Align) {
	if text == "" || r.W < 4 || r.H < 4 {
		return
	}
	size = s.fitSize(a, text, r, min(size, r.H*0.8), bold)
	if size == 0 {
		return
	}
	a.Text.DrawBox(screen, text, r, sprites.Style{Size: size, Color: c, Bold: bold, Align: align})
}
