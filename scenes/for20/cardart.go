package for20

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/sprites"
)

// The cards' faces: a colour band for the card's kind (the material's
// type, tool, action, out-of-turn), its name, its numbers in the corners
// and its text. Every face is rendered once per card size into its own
// image; drawing a card is one image draw.

// Band colours of the faces.
var (
	weedBand      = color.RGBA{0x3d, 0x8b, 0x3d, 0xff}
	hashBand      = color.RGBA{0x8a, 0x5a, 0x2b, 0xff}
	specialBand   = color.RGBA{0x7b, 0x4c, 0xa8, 0xff}
	toolBand      = color.RGBA{0x2b, 0x6c, 0xb0, 0xff}
	actionBand    = color.RGBA{0xd0, 0x7a, 0x1c, 0xff}
	outOfTurnBand = color.RGBA{0xb8, 0x2e, 0x3b, 0xff}
	mutedInk      = color.RGBA{0x55, 0x55, 0x5e, 0xff}
	legendaryRim  = color.RGBA{0xe8, 0xc3, 0x4a, 0xff}
	deadBand      = color.RGBA{0x30, 0x30, 0x36, 0xe0}
)

// band is the colour of a card's band.
func band(c f20.Card) color.RGBA {
	info := &f20.Cards[c]
	switch info.Category {
	case f20.Material:
		switch info.Type {
		case f20.Hash:
			return hashBand
		case f20.Special:
			return specialBand
		}
		return weedBand
	case f20.Tool:
		return toolBand
	case f20.Action:
		return actionBand
	}
	return outOfTurnBand
}

// atlas holds the 120 faces, the two backs and, for Police, the face it
// shows once Legalize resolved (a coin card only).
type atlas struct {
	W, H  int
	css   float64       // device pixels per CSS pixel: the least sizes of the faces' texts scale with it
	sheet *ebiten.Image // every face, packed
	faces [f20.NumCards]*ebiten.Image
	dead  [f20.NumCards]*ebiten.Image // Police after Legalize; nil for the rest
	// index are the faces of a card partly covered by the next one in a
	// row (a strip's step shorter than a card): its number at the left
	// of the band, no name (it would be cut). Only a strips' atlas has
	// them; nil for the rest.
	index        [f20.NumCards]*ebiten.Image
	materialBack *ebiten.Image
	playingBack  *ebiten.Image
	op           ebiten.DrawImageOptions
}

// sheetCols is the faces per row of the atlas's sheet.
const sheetCols = 14

// newAtlas renders the set at width w (height follows the 5:7 ratio),
// each face on its own, then packed into one sheet: cards drawn from one
// image batch into one draw call. css is the device pixels per CSS pixel;
// withIndex adds the faces of covered cards (a strips' atlas).
func newAtlas(t *sprites.Text, w int, css float64, withIndex bool) *atlas {
	w = min(max(w, 16), 220)
	a := &atlas{W: w, H: sprites.CardHeight(w), css: css}
	police := 0
	for c := range f20.Card(f20.NumCards) {
		if f20.Cards[c].Kind == f20.Police {
			police++
		}
	}
	slots := f20.NumCards + police + 2
	if withIndex {
		slots += f20.NumCards
	}
	const pad = 2
	rows := (slots + sheetCols - 1) / sheetCols
	// Unmanaged: a texture of its own, exactly this size. In the shared
	// atlas a sheet this big (up to 3 MP) grew the atlas's pages to the
	// largest texture, and with software GL the first frame after a new
	// size took over a minute (the monkey's 2 s tick guard found it).
	a.sheet = ebiten.NewImageWithOptions(image.Rect(0, 0, sheetCols*(w+pad), rows*(a.H+pad)), &ebiten.NewImageOptions{Unmanaged: true})
	slot := 0
	pack := func(face *ebiten.Image) *ebiten.Image {
		x, y := (slot%sheetCols)*(w+pad), (slot/sheetCols)*(a.H+pad)
		slot++
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(x), float64(y))
		a.sheet.DrawImage(face, &op)
		face.Deallocate()
		return a.sheet.SubImage(image.Rect(x, y, x+w, y+a.H)).(*ebiten.Image)
	}
	for c := range f20.Card(f20.NumCards) {
		a.faces[c] = pack(a.renderFace(t, c, false, false))
		if f20.Cards[c].Kind == f20.Police {
			a.dead[c] = pack(a.renderFace(t, c, true, false))
		}
		if withIndex {
			a.index[c] = pack(a.renderFace(t, c, false, true))
		}
	}
	a.materialBack = pack(a.renderBack(t, "MATERIAL", weedBand))
	a.playingBack = pack(a.renderBack(t, "PLAYING", toolBand))
	return a
}

func (a *atlas) renderBack(t *sprites.Text, word string, ink color.RGBA) *ebiten.Image {
	img := ebiten.NewImage(a.W, a.H)
	r := sprites.Rect{W: float64(a.W), H: float64(a.H)}
	radius := sprites.CardRadius(r.W)
	sprites.Panel(img, r, radius, color.RGBA{0x1e, 0x24, 0x2c, 0xff})
	sprites.Outline(img, r.Inset(r.W*0.06), radius, ink)
	sprites.Outline(img, r, radius, sprites.CardEdge)
	size := r.W * 0.3
	// The deck's word above the number: the count's pill covers the
	// back's lower third (drawDecks), and on a small card it hid the word.
	t.Draw(img, word, r.W/2, r.H*0.22, sprites.Style{Size: max(6, r.W*0.1), Color: sprites.Dim, Bold: true})
	t.Draw(img, "20", r.W/2, r.H*0.45, sprites.Style{Size: size, Color: ink, Bold: true})
	return img
}

// faceLayout is where a face's parts go, in card widths (a card is 1.4
// widths tall): the band with the name, the big number's centre and size,
// the line under it, the rule text's box (its bottom is above the
// recycle coins).
type faceLayout struct {
	bandH, nameMax    float64
	bigY, bigSize     float64
	smallY, smallSize float64
	textTop, textMax  float64
}

var (
	// withText has room for the rule text under the numbers.
	withText = faceLayout{bandH: 0.36, nameMax: 0.14, bigY: 0.55, bigSize: 0.24, smallY: 0.72, smallSize: 0.1, textTop: 0.80, textMax: 0.085}
	// withoutText is a card too small for its rule text to be read: the
	// name and the numbers take the room, larger.
	withoutText = faceLayout{bandH: 0.5, nameMax: 0.17, bigY: 0.8, bigSize: 0.3, smallY: 1.02, smallSize: 0.12}
)

// faceInset is the band's margin to the card's edge; faceCoinH the room
// of the recycle coins at the bottom.
const faceInset, faceCoinH = 0.04, 0.15

// minNameText is the least size of a card's name and numbers on its
// face, and minRuleText of its rule text, in CSS pixels: a face too small
// for them leaves the rule text, then its lines under the numbers, to the
// inspector (see renderFace).
const (
	minNameText = 12
	minRuleText = 10
)

// renderFace draws one face: the band with the name, the numbers under it
// (points and coins, or range, or cost, or discard cost, with the recycle
// coins at the bottom right) and the text; dead marks a Police card after
// Legalize. No text is ever cut, nor drawn under its least size: the rule
// text is left out when it would not be readable whole, and a card too
// small for its name in the band at minNameText gets the compact face
// (renderCompact); index asks for a covered card's face (the compact one,
// its number at the left and no name).
func (a *atlas) renderFace(t *sprites.Text, c f20.Card, dead, index bool) *ebiten.Image {
	info := &f20.Cards[c]
	w, h := float64(a.W), float64(a.H)
	nameMin := minNameText * a.css
	nameFits := func(f faceLayout) bool {
		box := sprites.Rect{W: w * 0.86, H: w * f.bandH}
		_, ok := wholeSize(t, info.Name, box, sprites.Style{Size: w * f.nameMax, Bold: true}, nameMin)
		return ok && w*f.bigSize >= nameMin && w*f.smallSize >= nameMin*0.99
	}
	textBottom := h - w*0.05
	if info.Category != f20.Material {
		textBottom = h - w*faceCoinH
	}
	f := withText
	textBox := sprites.Rect{X: w * 0.07, Y: w * f.textTop, W: w * 0.86, H: textBottom - w*f.textTop}
	textSize, showText := wholeSize(t, info.Text, textBox, sprites.Style{Size: w * f.textMax}, minRuleText*a.css)
	switch {
	case index:
		return a.renderCompact(t, c, dead, true)
	case showText && nameFits(withText):
	case nameFits(withoutText):
		f, showText = withoutText, false
	default:
		return a.renderCompact(t, c, dead, false)
	}
	img := ebiten.NewImage(a.W, a.H)
	r := sprites.Rect{W: w, H: h}
	radius := sprites.CardRadius(w)
	// The card stock: paper with a thin edge.
	sprites.Panel(img, r, radius, sprites.Paper)
	sprites.Outline(img, r, radius, sprites.CardEdge)
	if info.Category != f20.Material {
		coin := strconv.Itoa(info.Recycle) + "¢"
		t.Draw(img, coin, w*0.92, h-w*faceCoinH/2-w*0.02, sprites.Style{Size: max(nameMin, w*0.1), Color: mutedInk, Align: sprites.Right})
	}
	if showText {
		t.DrawBox(img, info.Text, textBox, sprites.Style{Size: textSize, Color: sprites.Ink})
	}
	bandR := sprites.Rect{X: w * faceInset, Y: w * faceInset, W: w * (1 - 2*faceInset), H: w * f.bandH}
	sprites.Panel(img, bandR, radius, band(c))
	if info.Kind == f20.Legendary {
		sprites.Outline(img, bandR, radius, legendaryRim)
	}
	nameBox := sprites.Rect{X: w * 0.07, Y: bandR.Y, W: w * 0.86, H: bandR.H}
	drawWhole(t, img, info.Name, nameBox, sprites.Style{Size: w * f.nameMax, Color: sprites.White, Bold: true}, nameMin)
	// The big number: what the card is for; the line under it shrinks to
	// the card's width.
	big, small := faceNumbers(info)
	t.Draw(img, big, w/2, w*f.bigY, sprites.Style{Size: max(6, w*f.bigSize), Color: sprites.Ink, Bold: true})
	smallBox := sprites.Rect{X: w * 0.04, Y: w * (f.smallY - 0.75*f.smallSize), W: w * 0.92, H: w * 1.5 * f.smallSize} // one line
	drawWhole(t, img, small, smallBox, sprites.Style{Size: w * f.smallSize, Color: mutedInk}, 0)
	if dead {
		a.drawDead(t, img, 0.42)
	}
	return img
}

// drawDead lays Police's "COINS ONLY" band across a face, its top at y
// (in card heights).
func (a *atlas) drawDead(t *sprites.Text, img *ebiten.Image, y float64) {
	w, h := float64(a.W), float64(a.H)
	box := sprites.Rect{X: 0, Y: h * y, W: w, H: h * 0.2}
	sprites.Panel(img, box, 0, deadBand)
	box = box.Inset(w * 0.04)
	drawWhole(t, img, "COINS ONLY", box, sprites.Style{Size: w * 0.12, Color: sprites.Gold, Bold: true}, 0)
}

// renderCompact draws the face of a card too small for the full one
// (a strip's on a phone): the band with the card's number in it, white
// and large, then the name and the kind's word (weed, combo, answer)
// under it, each at least minNameText or left to the inspector. A
// covered card's face (index) has its number at the band's left and no
// name: its right part lies under the next card.
func (a *atlas) renderCompact(t *sprites.Text, c f20.Card, dead, index bool) *ebiten.Image {
	info := &f20.Cards[c]
	img := ebiten.NewImage(a.W, a.H)
	w, h := float64(a.W), float64(a.H)
	least := minNameText * a.css
	r := sprites.Rect{W: w, H: h}
	radius := sprites.CardRadius(w)
	sprites.Panel(img, r, radius, sprites.Paper)
	sprites.Outline(img, r, radius, sprites.CardEdge)
	in := w * faceInset
	// The band holds a line of the number at the least size at least.
	_, lineH := t.Measure("0", sprites.Style{Size: least, Bold: true})
	bandR := sprites.Rect{X: in, Y: in, W: w - 2*in, H: max(w*0.5, lineH+w*0.1+2)}
	sprites.Panel(img, bandR, radius, band(c))
	if info.Kind == f20.Legendary {
		sprites.Outline(img, bandR, radius, legendaryRim)
	}
	numBox := bandR.Inset(w * 0.05)
	numStyle := sprites.Style{Size: max(w*0.36, least), Color: sprites.White, Bold: true}
	if index {
		numStyle.Align = sprites.Left
	}
	num := compactNumber(info)
	if info.Category == f20.Material && !index && drawWhole(t, img, pointsText(info.Points), numBox, numStyle, least) {
		num = ""
	}
	if num != "" && !drawWhole(t, img, num, numBox, numStyle, least) {
		// A card too small for its number at the least size (an open
		// table's on a small phone): as large as the band holds it.
		drawWhole(t, img, num, numBox, numStyle, 0)
	}
	bottom := h - w*0.05
	if dead {
		// Under the name: the card is still named.
		a.drawDead(t, img, 0.8)
		bottom = h * 0.8
	}
	if index {
		return img
	}
	rest := sprites.Rect{X: w * 0.03, Y: bandR.Y + bandR.H + w*0.03, W: w * 0.94, H: bottom - bandR.Y - bandR.H - w*0.03}
	name := hyphenate(t, info.Name, rest.W, sprites.Style{Size: least, Bold: true})
	nameSize, ok := wholeSize(t, name, rest, sprites.Style{Size: max(w*0.2, least), Bold: true}, least)
	if !ok {
		// The inspector names it; the type's word still shows (a tool's
		// says what it smokes).
		drawWhole(t, img, compactWord(info), rest, sprites.Style{Size: least, Color: mutedInk}, least)
		return img
	}
	nameSt := sprites.Style{Size: nameSize, Color: sprites.Ink, Bold: true}
	nameH := t.MeasureWrapped(name, rest.W, nameSt)
	word := compactWord(info)
	wordSt := sprites.Style{Size: least, Color: mutedInk}
	wordW, wordH := t.Measure(word, wordSt)
	if word != "" && wordW <= rest.W && nameH+wordH*1.1 <= rest.H {
		top := rest.Y + (rest.H-nameH-wordH*1.1)/2
		t.DrawBox(img, name, sprites.Rect{X: rest.X, Y: top, W: rest.W, H: nameH}, nameSt)
		t.DrawBox(img, word, sprites.Rect{X: rest.X, Y: top + nameH + wordH*0.1, W: rest.W, H: wordH}, wordSt)
		return img
	}
	t.DrawBox(img, name, rest, nameSt)
	return img
}

// hyphenate breaks each word of name wider than w at st into two, the
// first ending in a hyphen ("Butter- fingers", "Mun- chies", "Vapo-
// rizer"), as near the middle as can be, both halves fitting w: at its
// own hyphen first ("Five- Finger"), before "ing" ("Cough- ing"), else
// between two consonants (never inside ch, sh, th, ph, ck, gh), else
// before a consonant between vowels. A word no break makes fit is kept
// (the face then leaves the name to the inspector).
func hyphenate(t *sprites.Text, name string, w float64, st sprites.Style) string {
	words := strings.Fields(name)
	for i, word := range words {
		if ww, _ := t.Measure(word, st); ww <= w {
			continue
		}
		runes := []rune(word)
		fits := func(k int) bool {
			a := string(runes[:k])
			if !strings.HasSuffix(a, "-") {
				a += "-"
			}
			aw, _ := t.Measure(a, st)
			bw, _ := t.Measure(string(runes[k:]), st)
			return aw <= w && bw <= w
		}
		best := -1
		for k := 1; k < len(runes); k++ {
			if runes[k-1] == '-' && fits(k) {
				best = k
			}
		}
		if n := len(runes); best < 0 && n >= 7 && strings.HasSuffix(word, "ing") && fits(n-3) {
			best = n - 3 // Cough- ing
		}
		// Between two consonants, else before a consonant between vowels
		// (Va-por-iz-er): the first half three letters or more, the
		// second four.
		for pass := 0; best < 0 && pass < 2; pass++ {
			for k := 3; k <= len(runes)-4; k++ {
				pair := strings.ToLower(string(runes[k-1 : k+1]))
				ok := consonant(runes[k-1]) && consonant(runes[k]) && !strings.Contains("ch sh th ph ck gh", pair)
				if pass == 1 {
					ok = !consonant(runes[k-1]) && consonant(runes[k]) && !consonant(runes[k+1])
				}
				if !ok || !unicode.IsLetter(runes[k-1]) || !fits(k) {
					continue
				}
				if best < 0 || abs(2*k-len(runes)) <= abs(2*best-len(runes)) {
					best = k
				}
			}
		}
		if best > 0 {
			a := string(runes[:best])
			if !strings.HasSuffix(a, "-") {
				a += "-"
			}
			words[i] = a + " " + string(runes[best:])
		}
	}
	return strings.Join(words, " ")
}

// consonant tells whether r is a letter other than a vowel (y counts as
// one).
func consonant(r rune) bool {
	return unicode.IsLetter(r) && !strings.ContainsRune("aeiouyAEIOUY", r)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// compactNumber is a compact face's number: a material's points, a
// tool's range, an action's cost, an out-of-turn card's discard cost.
func compactNumber(info *f20.CardInfo) string {
	switch info.Category {
	case f20.Material:
		return strconv.Itoa(info.Points)
	case f20.Tool:
		return strconv.Itoa(info.Min) + "–" + strconv.Itoa(info.Max)
	case f20.Action:
		return strconv.Itoa(info.Cost) + "¢"
	}
	return "−" + strconv.Itoa(info.DiscardCost)
}

// compactWord is the word under a compact face's name: a material's or a
// tool's type (a legendary's band has a gold rim), "answer" for an
// out-of-turn card.
func compactWord(info *f20.CardInfo) string {
	switch info.Category {
	case f20.Material, f20.Tool:
		return info.Type.String()
	case f20.OutOfTurn:
		return "answer"
	}
	return "action"
}

// drawWhole writes s in box at the largest size up to st.Size that shows
// it whole (wrapped, no word wider than the box), but not under minSize
// (nor the renderer's 6 pixels): when it cannot be shown whole it is not
// drawn at all. It tells whether it was drawn.
func drawWhole(t *sprites.Text, dst *ebiten.Image, s string, box sprites.Rect, st sprites.Style, minSize float64) bool {
	size, ok := wholeSize(t, s, box, st, minSize)
	if !ok {
		return false
	}
	st.Size = size
	t.DrawBox(dst, s, box, st)
	return true
}

// wholeSize is the largest size, from st.Size down to minSize, at which s
// fits box whole.
func wholeSize(t *sprites.Text, s string, box sprites.Rect, st sprites.Style, minSize float64) (float64, bool) {
	minSize = max(minSize, 6)
	for size := st.Size; size >= minSize; size *= 0.95 {
		st.Size = size
		if fitsWhole(t, s, box, st) {
			return size, true
		}
	}
	return 0, false
}

// fitsWhole tells whether s, wrapped to the box's width, fits its height
// with no word running past its sides.
func fitsWhole(t *sprites.Text, s string, box sprites.Rect, st sprites.Style) bool {
	// As sprites.Text.Fit measures it: at the box's whole pixels.
	if t.MeasureWrapped(s, float64(int(box.W)), st) > float64(int(box.H))+0.5 {
		return false
	}
	// The text wraps at the box's whole pixels (sprites.Text.DrawBox): a
	// word a fraction wider would break inside itself.
	for word := range strings.FieldsSeq(s) {
		if w, _ := t.Measure(word, st); w > float64(int(box.W)) {
			return false
		}
	}
	return true
}

// faceNumbers are a card's main number and the line under it.
func faceNumbers(info *f20.CardInfo) (big, small string) {
	switch info.Category {
	case f20.Material:
		return pointsText(info.Points), info.Type.String() + " · " + strconv.Itoa(info.Coins) + "¢ rotated"
	case f20.Tool:
		kind := "paper"
		if info.Kind == f20.Legendary {
			kind = "legendary"
		}
		return strconv.Itoa(info.Min) + "–" + strconv.Itoa(info.Max), info.Type.String() + " " + kind
	case f20.Action:
		return strconv.Itoa(info.Cost) + "¢", "action"
	}
	return "−" + strconv.Itoa(info.DiscardCost), "out of turn"
}

// cardDraw places a card: its centre, scale, rotation, how far it has
// turned over (see sprites.DrawOptions.Flip), whether its back shows, and
// tints.
type cardDraw struct {
	X, Y, Scale, Angle, Flip float64
	Back, Dead, Dim          bool
	Index                    bool    // covered by the next card: its index face, where the atlas has one
	Shadow                   bool    // cast a shadow (the scene keeps it for cards in hand or in flight)
	Alpha                    float64 // 0 means opaque
	Lift                     float64 // 0 lying, 1 held up
}

// Draw draws card c as o says.
func (a *atlas) Draw(dst *ebiten.Image, c f20.Card, o cardDraw) {
	back := o.Back
	if o.Flip > 0.5 {
		back = !back
	}
	img := a.faces[c]
	switch {
	case back && c < f20.NumMaterials:
		img = a.materialBack
	case back:
		img = a.playingBack
	case o.Dead && a.dead[c] != nil:
		img = a.dead[c]
	case o.Index && a.index[c] != nil:
		img = a.index[c]
	}
	scale := o.Scale
	if scale == 0 {
		scale = 1
	}
	narrow := 1.0
	if o.Flip > 0 && o.Flip < 1 {
		narrow = math.Abs(math.Cos(math.Pi * o.Flip))
	}
	if narrow*scale*float64(a.W) < 0.5 {
		return
	}
	w, h := float64(a.W)*scale, float64(a.H)*scale
	if o.Shadow && o.Angle == 0 {
		// A shadow under upright cards only: a turned card's shadow would
		// need turning too, and the card alone reads well enough.
		sprites.CardShadow(dst, sprites.Rect{X: o.X - w*narrow/2, Y: o.Y - h/2, W: w * narrow, H: h}, sprites.CardRadius(w), o.Lift, 1)
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Translate(-float64(a.W)/2, -float64(a.H)/2)
	a.op.GeoM.Scale(scale*narrow, scale)
	a.op.GeoM.Rotate(o.Angle)
	a.op.GeoM.Translate(o.X, o.Y)
	a.op.ColorScale.Reset()
	if o.Dim {
		a.op.ColorScale.Scale(0.6, 0.6, 0.6, 1)
	}
	if o.Alpha > 0 && o.Alpha < 1 {
		a.op.ColorScale.ScaleAlpha(float32(o.Alpha))
	}
	a.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &a.op)
}

// DrawBack draws the back of a deck's card (material or playing) at a
// centre, for the decks.
func (a *atlas) DrawBack(dst *ebiten.Image, materials bool, x, y, scale float64) {
	c := f20.Card(f20.NumMaterials) // any playing card
	if materials {
		c = 0
	}
	a.Draw(dst, c, cardDraw{X: x, Y: y, Scale: scale, Back: true})
}

// Dispose frees the images (after a resize).
func (a *atlas) Dispose() { a.sheet.Deallocate() }
