package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
)

// Palette shared by the scenes.
var (
	Felt       = color.RGBA{0x1d, 0x4d, 0x36, 0xff}
	FeltDark   = color.RGBA{0x14, 0x38, 0x27, 0xff}
	FeltLight  = color.RGBA{0x2a, 0x66, 0x48, 0xff}
	Paper      = color.RGBA{0xfb, 0xf8, 0xf0, 0xff}
	Ink        = color.RGBA{0x1c, 0x1c, 0x22, 0xff}
	RedInk     = color.RGBA{0xc0, 0x27, 0x2d, 0xff}
	Gold       = color.RGBA{0xf2, 0xc1, 0x4e, 0xff}
	White      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	Dim        = color.RGBA{0xc8, 0xd6, 0xce, 0xff}
	Shadow     = color.RGBA{0, 0, 0, 0x50}
	ButtonFill = color.RGBA{0x2f, 0x3b, 0x52, 0xff}
	ButtonHot  = color.RGBA{0x45, 0x58, 0x7a, 0xff}
	ButtonOff  = color.RGBA{0x3a, 0x44, 0x48, 0xff}
	Accept     = color.RGBA{0x3f, 0xa3, 0x5b, 0xff}
	Danger     = color.RGBA{0xd9, 0x53, 0x4f, 0xff}
	Overlay    = color.RGBA{0x0a, 0x14, 0x10, 0xd8}
	// TallyFill is opaque: a tally's text sits over the hand, whose white
	// cards would show through the Overlay and blur it.
	TallyFill = color.RGBA{0x0e, 0x1c, 0x16, 0xff}
	BackBlue  = color.RGBA{0x2b, 0x4c, 0x8c, 0xff}
)

// CardEdge is the thin grey line round a face, so a white card reads on a
// white card below it.
var CardEdge = color.RGBA{0xa4, 0xa2, 0x9c, 0xff}

// BackIndex is the atlas slot of the card back.
const BackIndex = cards.NumCards

// CardAtlas holds every card face and the back, rendered at one size.
type CardAtlas struct {
	W, H   int
	img    *ebiten.Image
	stamps *ebiten.Image // the shapes the faces were assembled from
	faces  [cards.NumCards + 1]*ebiten.Image
	op     ebiten.DrawImageOptions
}

// CardHeight is the height of a card of the given width.
func CardHeight(w int) int { return w * 7 / 5 }

// CardRadius is the corner radius of a card w pixels wide.
func CardRadius(w float64) float64 { return w * 0.075 }

// MaxCardWidth bounds an atlas's card width, in device pixels: the atlas
// is 14 cards wide and its stamp sheet wider still, and a layout squeezed
// to nothing (a 1x300 window at scale 2 asked Minus Twenty for 1052 px
// cards) made images over Ebitengine's limit, which panics. Real tables
// draw cards well under it (Twenty at 1920x1080 and scale 2: 374).
const MaxCardWidth = 580

// NewCardAtlas renders the pack at width w (height follows the 5:7 ratio).
// The text renderer is not needed any more (indices are vector paths) and
// is kept for the callers.
func NewCardAtlas(_ *Text, w int) *CardAtlas {
	makeRankGlyphs()
	w = min(max(w, 16), MaxCardWidth)
	h := CardHeight(w)
	a := &CardAtlas{W: w, H: h}
	const cols = 14
	pad := 2
	a.img = ebiten.NewImage(cols*(w+pad), 4*(h+pad))
	var rects [cards.NumCards + 1]Rect
	for i := range rects {
		x, y := (i%cols)*(w+pad), (i/cols)*(h+pad)
		a.faces[i] = a.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image)
		rects[i] = Rect{float64(x), float64(y), float64(w), float64(h)}
	}
	l := newFaceLayout(float64(w), float64(h))
	stamps := newPackStamps(&l)
	a.stamps = stamps.sheet.img
	// Every card is put together from the stamps with image draws.
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterNearest
	for i, r := range rects {
		stamps.addBlank(a.img, &op, r)
		if i == BackIndex {
			stamps.back.put(a.img, &op, r, int(r.X), int(r.Y), false)
		} else {
			stamps.addFace(a.img, &op, cards.Card(i), r, &l)
		}
	}
	return a
}

// drawBlank paints the card stock: paper with a thin edge.
func drawBlank(dst *ebiten.Image, r Rect) {
	radius := CardRadius(r.W)
	Panel(dst, r, radius, Paper)
	Outline(dst, r, radius, CardEdge)
}

// SuitColor is the ink of a suit: red and black, or with the colour-blind
// safe palette a four-colour pack (spades black, hearts vermilion,
// diamonds blue, clubs green, from Okabe and Ito's palette), so the suits
// read apart by colour as well as by their shapes.
func SuitColor(s cards.Suit) color.RGBA {
	switch {
	case colourSafe:
		return fourColourInks[s]
	case s.Red():
		return RedInk
	}
	return Ink
}

var fourColourInks = [cards.NumSuits]color.RGBA{
	cards.Spades:   Ink,
	cards.Hearts:   {0xc8, 0x4a, 0x00, 0xff},
	cards.Diamonds: {0x00, 0x62, 0xa8, 0xff},
	cards.Clubs:    {0x00, 0x80, 0x5e, 0xff},
}

// smallCard is the width under which faces are simplified: a larger index,
// one pip instead of the full layout, a plain court emblem. Below it the
// classic layouts turn to mush.
const smallCard = 56

// faceLayout is where things sit on a face, in pixels from the card's
// top-left corner. The index keeps to the left strip: a fanned hand shows
// only about a quarter of each card.
type faceLayout struct {
	w, h     float64
	small    bool
	idxX     float64 // centre of the index column
	rankTop  float64 // cap line of the rank
	rankCap  float64 // cap height of the rank
	suitY    float64 // centre of the index pip
	suitSize float64
	pipSize  float64 // number-card pip height (a small card's one pip)
	aceSize  float64 // an ace's pip height
	colDX    float64 // from the centre line to the side columns
	rowTop   float64 // centre of the first pip row
	rowEnd   float64 // centre of the last pip row
	court    Rect    // the court cards' framed panel
}

func newFaceLayout(w, h float64) faceLayout {
	l := faceLayout{w: w, h: h, small: w < smallCard}
	if l.small {
		l.idxX, l.rankTop, l.rankCap, l.suitSize = w*0.17, w*0.09, w*0.25, w*0.21
		l.court = Rect{w * 0.29, h * 0.19, w * 0.42, h * 0.62}
	} else {
		l.idxX, l.rankTop, l.rankCap, l.suitSize = w*0.125, w*0.08, w*0.19, w*0.15
		l.court = Rect{w * 0.245, h * 0.075, w * 0.51, h * 0.85}
	}
	l.suitY = l.rankTop + l.rankCap + w*0.035 + l.suitSize/2
	l.pipSize, l.aceSize = w*0.165, w*0.44
	if l.small {
		l.pipSize, l.aceSize = w*0.32, w*0.4
	}
	l.colDX = w * 0.155
	l.rowTop, l.rowEnd = h*0.215, h*0.785
	// Whole pixels, so the frame's lines are crisp, and an even height, so
	// the panel's halves meet on a pixel edge.
	l.court = Rect{float64(int(l.court.X)), float64(int(l.court.Y)), float64(int(l.court.W)), float64(int(l.court.H) &^ 1)}
	return l
}

// pipSpot is a pip's place in the classic layouts: column -1, 0 or 1 and
// row from 0 (top) to 1 (bottom). Pips below the middle are upside down.
type pipSpot struct{ col, row float64 }

// pipLayouts are the standard French-suited pip positions, 2 to 10.
var pipLayouts = [11][]pipSpot{
	2:  {{0, 0}, {0, 1}},
	3:  {{0, 0}, {0, 0.5}, {0, 1}},
	4:  {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	5:  {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	6:  {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	7:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	8:  {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	9:  {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	10: {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {0, 5.0 / 6}, {-1, 1}, {1, 1}},
}

// drawAceOfSpades draws the ace of spades' art: a larger pip, in a double
// ring, with an inline, as packs traditionally dress it.
func drawAceOfSpades(dst *ebiten.Image, r Rect) {
	cx, cy := r.Center()
	size := r.W * 0.6
	p := shape()
	addRing(p, cx, cy, r.W*0.36, max(1, r.W*0.012))
	addRing(p, cx, cy, r.W*0.33, max(0.7, r.W*0.005))
	addSuit(p, cards.Spades, cx, cy, size, false)
	fill(dst, p, Ink)
	// The inline: the spade again inside itself, in paper, then ink.
	inner := size * 0.86
	DrawSuit(dst, cards.Spades, cx, cy-size*0.01, inner, false, Paper)
	DrawSuit(dst, cards.Spades, cx, cy-size*0.01, inner-max(1.6, r.W*0.022), false, Ink)
}

// DrawOptions place a card: its top-left corner, a scale, and a tint (alpha
// for fading, darker for unplayable cards).
type DrawOptions struct {
	X, Y   float64
	Scale  float64 // 0 means 1
	Dim    bool
	Alpha  float64 // 0 means opaque
	Shadow bool
	// Lift is how high the card is above the table, 0 (lying on it) to 1
	// (picked up): its shadow grows, softens and falls further away.
	Lift float64
	// Flip is how far the card has turned over, 0 to 1: it is drawn
	// narrowed about its vertical centre line by |cos(pi*Flip)|, and past
	// one half it shows the other face than the one asked for. A scene
	// asks for the face a card ends on and runs Flip from 1 down to 0. A
	// turning card is lifted a little (its shadow falls further away).
	Flip float64
}

// Draw draws card c (or the back when back is true).
func (a *CardAtlas) Draw(dst *ebiten.Image, c cards.Card, back bool, o DrawOptions) {
	if o.Flip > 0.5 {
		back = !back // still showing the face it turns from
	}
	idx := int(c)
	if back {
		idx = BackIndex
	}
	scale := o.Scale
	if scale == 0 {
		scale = 1
	}
	w, h := float64(a.W)*scale, float64(a.H)*scale
	// Turning over: narrowed about the centre line, the other face past
	// half-way, and lifted off the table while it turns.
	narrow, x, lift := 1.0, o.X, o.Lift
	if o.Flip > 0 && o.Flip < 1 {
		narrow = math.Abs(math.Cos(math.Pi * o.Flip))
		x += w * (1 - narrow) / 2
		lift = max(lift, 0.5*math.Sin(math.Pi*o.Flip))
	}
	if narrow*w < 0.5 {
		return // edge-on
	}
	if o.Shadow {
		alpha := 1.0
		if o.Alpha > 0 && o.Alpha < 1 {
			alpha = o.Alpha
		}
		CardShadow(dst, Rect{x, o.Y, w * narrow, h}, min(CardRadius(w), w*narrow/2), lift, alpha)
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Scale(scale*narrow, scale)
	a.op.GeoM.Translate(x, o.Y)
	a.op.ColorScale.Reset()
	if o.Dim {
		a.op.ColorScale.Scale(0.72, 0.72, 0.72, 1)
	}
	if o.Alpha > 0 && o.Alpha < 1 {
		a.op.ColorScale.ScaleAlpha(float32(o.Alpha))
	}
	a.op.Filter = ebiten.FilterLinear
	dst.DrawImage(a.faces[idx], &a.op)
}

// Dispose frees the atlas images (after a resize).
func (a *CardAtlas) Dispose() {
	a.img.Deallocate()
	if a.stamps != nil {
		a.stamps.Deallocate()
	}
}
