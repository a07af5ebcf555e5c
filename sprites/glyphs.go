package sprites

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"github.com/twenty-games/twenty/rules/cards"
)

// rankGlyph is a card index ("A", "7", "10", "K") as a vector path in em
// units, baseline at y = 0, made from the bold font's outlines: as a path
// it can be drawn turned upside down in the bottom corner, and condensed
// ("10" must fit the narrow strip a fanned hand shows).
type rankGlyph struct {
	path       vector.Path
	minX, maxX float64 // the ink's horizontal extent
	bottom     float64 // the ink's lowest point (Q's tail goes below the baseline)
	condense   float64 // horizontal scale that keeps the index narrow
}

var (
	rankGlyphs [cards.King + 1]rankGlyph
	// capHeight is the height of a capital above the baseline, in em: the
	// index is sized by it, so every rank stands as tall.
	capHeight  float64
	glyphsOnce sync.Once
)

// glyphPPEM is the size glyphs are loaded at: large, so the 26.6 fixed
// point outlines keep their precision when turned into em units.
const glyphPPEM = 1024

// makeRankGlyphs loads the index outlines, once per process. The font is
// parsed again (the bytes are in the binary already, for Text).
func makeRankGlyphs() { glyphsOnce.Do(loadRankGlyphs) }

func loadRankGlyphs() {
	f, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		panic(err)
	}
	var buf sfnt.Buffer
	_, top, _, _ := addGlyphs(nil, f, &buf, "H", 0)
	capHeight = -top
	for r := cards.Ace; r <= cards.King; r++ {
		g := &rankGlyphs[r]
		text := r.Text()
		tracking, condense := 0.0, 1.0
		if len(text) > 1 {
			// "10": the digits closer and a little narrower, about as
			// wide as one letter.
			tracking, condense = -0.07, 0.82
		}
		g.minX, _, g.maxX, g.bottom = addGlyphs(&g.path, f, &buf, text, tracking)
		g.condense = condense
	}
}

// addGlyphs adds the outlines of text to p (p may be nil to only measure)
// and returns the ink's left, top, right and bottom edges in em.
func addGlyphs(p *vector.Path, f *sfnt.Font, buf *sfnt.Buffer, text string, tracking float64) (minX, top, maxX, bottom float64) {
	const scale = 1.0 / (glyphPPEM * 64)
	minX, maxX = 1e9, -1e9
	x := 0.0
	for _, ch := range text {
		idx, err := f.GlyphIndex(buf, ch)
		if err != nil {
			panic(err)
		}
		segs, err := f.LoadGlyph(buf, idx, fixed.I(glyphPPEM), nil)
		if err != nil {
			panic(err)
		}
		open := false
		pt := func(a fixed.Point26_6) (float32, float32) {
			px, py := x+float64(a.X)*scale, float64(a.Y)*scale
			minX, maxX, top, bottom = min(minX, px), max(maxX, px), min(top, py), max(bottom, py)
			return float32(px), float32(py)
		}
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				x0, y0 := pt(s.Args[0])
				if p != nil {
					if open {
						p.Close()
					}
					p.MoveTo(x0, y0)
				}
				open = true
			case sfnt.SegmentOpLineTo:
				x1, y1 := pt(s.Args[0])
				if p != nil {
					p.LineTo(x1, y1)
				}
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pt(s.Args[0])
				x2, y2 := pt(s.Args[1])
				if p != nil {
					p.QuadTo(x1, y1, x2, y2)
				}
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pt(s.Args[0])
				x2, y2 := pt(s.Args[1])
				x3, y3 := pt(s.Args[2])
				if p != nil {
					p.CubicTo(x1, y1, x2, y2, x3, y3)
				}
			}
		}
		if open && p != nil {
			p.Close()
		}
		adv, err := f.GlyphAdvance(buf, idx, fixed.I(glyphPPEM), font.HintingNone)
		if err != nil {
			panic(err)
		}
		x += float64(adv)*scale + tracking
	}
	return minX, top, maxX, bottom
}

// rankSize is the ink size of rank r's index drawn capPx tall, from the
// cap line down.
func rankSize(r cards.Rank, capPx float64) (w, h float64) {
	g := &rankGlyphs[r]
	s := capPx / capHeight
	return (g.maxX - g.minX) * g.condense * s, (capHeight + g.bottom) * s
}

// rankGeoM places rank r's index with its ink centred on cx and its cap
// line at top, capPx tall.
func rankGeoM(r cards.Rank, cx, top, capPx float64) ebiten.GeoM {
	g := &rankGlyphs[r]
	s := capPx / capHeight
	var m ebiten.GeoM
	m.Translate(-(g.minX+g.maxX)/2, capHeight)
	m.Scale(s*g.condense, s)
	m.Translate(cx, top)
	return m
}
