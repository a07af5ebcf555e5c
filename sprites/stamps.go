package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
)

// A pack repeats a few shapes many times: 13 ranks in two inks, the four
// pips in a few sizes, the blank card, the layers of the courts. Each is
// filled with vector paths once, into a cell of a stamp sheet, and the
// cards are assembled from the cells with DrawImage (turned round for the
// lower half). Filling a path costs the GPU several passes over its area,
// so this builds the atlas several times faster than filling every pip of
// every card, and the copies are exact: cells are put at whole pixels.

// stamp is a cell of the sheet.
type stamp struct {
	cell image.Rectangle
	img  *ebiten.Image // the cell as a sub-image of the sheet
}

// stampSheet packs the cells in rows.
type stampSheet struct {
	img          *ebiten.Image
	cells        []*stamp
	x, y, rowH   int
	maxW, usedW  int
	drawCommands []func() // draw each cell once the sheet exists
}

const stampGap = 2 // transparent pixels between cells, so filtering never bleeds

// reserve places a cell of w x h pixels and queues paint to fill it, with
// dst the cell and (ox, oy) its top-left corner in dst's coordinates.
func (s *stampSheet) reserve(w, h int, paint func(dst *ebiten.Image, ox, oy float64)) *stamp {
	w, h = max(w, 1), max(h, 1)
	if s.x > 0 && s.x+w > s.maxW {
		s.x, s.y, s.rowH = 0, s.y+s.rowH+stampGap, 0
	}
	st := &stamp{cell: image.Rect(s.x, s.y, s.x+w, s.y+h)}
	s.x += w + stampGap
	s.rowH = max(s.rowH, h)
	s.usedW = max(s.usedW, s.x)
	s.cells = append(s.cells, st)
	s.drawCommands = append(s.drawCommands, func() {
		paint(st.img, float64(st.cell.Min.X), float64(st.cell.Min.Y))
	})
	return st
}

// paint makes the sheet image and fills every cell.
func (s *stampSheet) paint() {
	s.img = ebiten.NewImage(max(1, s.usedW), max(1, s.y+s.rowH))
	for _, st := range s.cells {
		st.img = s.img.SubImage(st.cell).(*ebiten.Image)
	}
	for _, draw := range s.drawCommands {
		draw()
	}
	s.drawCommands = nil
}

// put draws the stamp with its top-left corner at (x, y), or turned round
// a half turn into the place mirrored through the card r's centre.
func (st *stamp) put(dst *ebiten.Image, op *ebiten.DrawImageOptions, r Rect, x, y int, turn bool) {
	op.GeoM.Reset()
	if turn {
		w, h := st.cell.Dx(), st.cell.Dy()
		// The mirrored top-left corner, then the cell turned about itself.
		x = int(r.X)*2 + int(r.W) - x - w
		y = int(r.Y)*2 + int(r.H) - y - h
		op.GeoM.Scale(-1, -1)
		op.GeoM.Translate(float64(w), float64(h))
	}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(st.img, op)
}

// putCentred draws the stamp centred on (cx, cy), rounded to whole pixels;
// turned, at the mirrored place through the card's centre.
func (st *stamp) putCentred(dst *ebiten.Image, op *ebiten.DrawImageOptions, r Rect, cx, cy float64, turn bool) {
	x := int(math.Round(cx - float64(st.cell.Dx())/2))
	y := int(math.Round(cy - float64(st.cell.Dy())/2))
	st.put(dst, op, r, x, y, turn)
}

// pipStamp reserves a cell for a suit pip size pixels tall, centred in it.
func (s *stampSheet) pipStamp(suit cards.Suit, size float64) *stamp {
	side := int(math.Ceil(size)) + 2
	return s.reserve(side, side, func(dst *ebiten.Image, ox, oy float64) {
		DrawSuit(dst, suit, ox+float64(side)/2, oy+float64(side)/2, size, false, SuitColor(suit))
	})
}

// rankStamp reserves a cell for a rank's index capPx tall; its ink is
// centred across the cell and its cap line one pixel below the top.
func (s *stampSheet) rankStamp(r cards.Rank, ink color.RGBA, capPx float64) *stamp {
	iw, ih := rankSize(r, capPx)
	w, h := int(math.Ceil(iw))+2, int(math.Ceil(ih))+2
	return s.reserve(w, h, func(dst *ebiten.Image, ox, oy float64) {
		g := rankGeoM(r, ox+float64(w)/2, oy+1, capPx)
		fillPlaced(dst, &rankGlyphs[r].path, g, ink)
	})
}

// packStamps are the stamps of one pack at one size.
type packStamps struct {
	sheet    stampSheet
	blank    *stamp                                 // a card's paper and edge
	panel    [cards.NumSuits]*stamp                 // a court's frame and tint
	ranks    [cards.King + 1][cards.NumSuits]*stamp // in the suit's ink
	indexPip [cards.NumSuits]*stamp
	pip      [cards.NumSuits]*stamp // number cards (or the one pip of a small card)
	ace      [cards.NumSuits]*stamp
	head     [cards.NumSuits]*stamp // the courts' heads
	spades   *stamp                 // the ace of spades' art (big cards)
	back     *stamp                 // the back's art
	courts   [3][]*stamp            // J, Q, K: their layers (nil for the head)
}

func newPackStamps(l *faceLayout) *packStamps {
	p := &packStamps{}
	p.sheet.maxW = int(l.w * 8)
	// Image-drawn cells first: the sheet's vector paths are then filled
	// in one batch after them.
	p.blank = p.sheet.reserve(int(l.w), int(l.h), func(dst *ebiten.Image, ox, oy float64) {
		drawBlank(dst, Rect{ox, oy, l.w, l.h})
	})
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		p.panel[s] = p.sheet.reserve(int(l.court.W), int(l.court.H), func(dst *ebiten.Image, ox, oy float64) {
			drawCourtPanel(dst, s, Rect{ox, oy, l.court.W, l.court.H}, l.w)
		})
	}
	for r := cards.Ace; r <= cards.King; r++ {
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			p.ranks[r][s] = p.sheet.rankStamp(r, SuitColor(s), l.rankCap)
		}
	}
	k := newCourt(nil, l.court, l.w, l.small)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		p.indexPip[s] = p.sheet.pipStamp(s, l.suitSize)
		p.pip[s] = p.sheet.pipStamp(s, l.pipSize)
		p.ace[s] = p.sheet.pipStamp(s, l.aceSize)
		p.head[s] = p.sheet.pipStamp(s, k.headSize())
	}
	card := func(draw func(dst *ebiten.Image, r Rect)) *stamp {
		return p.sheet.reserve(int(l.w), int(l.h), func(dst *ebiten.Image, ox, oy float64) {
			draw(dst, Rect{ox, oy, l.w, l.h})
		})
	}
	if !l.small {
		p.spades = card(drawAceOfSpades)
	}
	p.back = card(drawBack)
	for i := range p.courts {
		for _, layer := range courtLayers[i][courtStyle(l)] {
			var st *stamp
			if layer.paint != nil {
				st = p.sheet.courtStamp(layer.paint, l)
			}
			p.courts[i] = append(p.courts[i], st)
		}
	}
	p.sheet.paint()
	return p
}

// courtStyle picks the two-headed bust (0) or, on a small card, the
// crowned pip (1).
func courtStyle(l *faceLayout) int {
	if l.small {
		return 1
	}
	return 0
}

// courtStamp reserves a cell for a court layer: the upper half of the
// panel, turned round into the lower half when the card is assembled, or
// the whole panel of a small card.
func (s *stampSheet) courtStamp(paint func(*court), l *faceLayout) *stamp {
	f := l.court
	w, h := int(f.W), int(f.H)
	if !l.small {
		h /= 2
	}
	return s.reserve(w, h, func(dst *ebiten.Image, ox, oy float64) {
		k := newCourt(dst, Rect{ox, oy, f.W, f.H}, l.w, l.small)
		paint(&k)
	})
}

// addBlank puts the card stock at r.
func (p *packStamps) addBlank(dst *ebiten.Image, op *ebiten.DrawImageOptions, r Rect) {
	p.blank.put(dst, op, r, int(r.X), int(r.Y), false)
}

// addFace assembles card c from the stamps.
func (p *packStamps) addFace(dst *ebiten.Image, op *ebiten.DrawImageOptions, c cards.Card, r Rect, l *faceLayout) {
	rank := p.ranks[c.Rank()][c.Suit()]
	pip := p.indexPip[c.Suit()]
	rx := int(math.Round(r.X + l.idxX - float64(rank.cell.Dx())/2))
	ry := int(math.Round(r.Y + l.rankTop - 1))
	for _, turn := range [2]bool{false, true} {
		rank.put(dst, op, r, rx, ry, turn)
		pip.putCentred(dst, op, r, r.X+l.idxX, r.Y+l.suitY, turn)
	}
	cx, cy := r.Center()
	switch rank := c.Rank(); {
	case rank >= cards.Jack:
		p.addCourt(dst, op, c, r, l)
	case rank == cards.Ace && c.Suit() == cards.Spades && !l.small:
		p.spades.put(dst, op, r, int(r.X), int(r.Y), false)
	case rank == cards.Ace:
		p.ace[c.Suit()].putCentred(dst, op, r, cx, cy, false)
	case l.small:
		p.pip[c.Suit()].putCentred(dst, op, r, cx, cy, false)
	default:
		for _, s := range pipLayouts[rank] {
			// A pip in the lower half is its upper twin turned round, so
			// the two halves match to the pixel.
			turn := s.row > 0.5
			if turn {
				s = pipSpot{-s.col, 1 - s.row}
			}
			x := r.X + r.W/2 + s.col*l.colDX
			y := r.Y + l.rowTop + s.row*(l.rowEnd-l.rowTop)
			p.pip[c.Suit()].putCentred(dst, op, r, x, y, turn)
		}
	}
}

// addCourt puts a court's layers on its panel, tinted for the suit, the
// upper half and, on a two-headed card, the lower one turned round the
// panel's centre.
func (p *packStamps) addCourt(dst *ebiten.Image, op *ebiten.DrawImageOptions, c cards.Card, r Rect, l *faceLayout) {
	f := l.court
	f.X += r.X
	f.Y += r.Y
	p.panel[c.Suit()].put(dst, op, r, int(f.X), int(f.Y), false)
	k := newCourt(nil, f, l.w, l.small)
	layers := courtLayers[c.Rank()-cards.Jack][courtStyle(l)]
	for _, turn := range [2]bool{false, true} {
		if turn && l.small {
			break
		}
		for i, st := range p.courts[c.Rank()-cards.Jack] {
			if st == nil {
				p.head[c.Suit()].putCentred(dst, op, f, k.cx, k.head, turn)
				continue
			}
			setColor(&op.ColorScale, layers[i].tint.colour(c.Suit()))
			st.put(dst, op, f, int(f.X), int(f.Y), turn)
			op.ColorScale.Reset()
		}
	}
}
