package for20

// For20 Cards' pictures in its rules reader (scenes.RulesPicture): a line
// "[for20: T16 / M13 M22]" of rules.txt is those cards, drawn with the
// table's own faces ("/" sets the next ones apart, as a tool from the
// materials it smokes).

import (
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// withRulesPictures gives the game its pictures in the rules reader.
func withRulesPictures(g *scenes.Game) *scenes.Game {
	g.RulesPictures = newRulesPicture
	return g
}

// maxPictureCards keeps a picture's cards wide enough to show their text
// on a phone.
const maxPictureCards = 4

// rulesPicture is a row of card faces.
type rulesPicture struct {
	cards []f20.Card
	apart []bool // a wider gap before this card
	// Laid out: each face rendered once at the size, and where it goes.
	sheet *ebiten.Image // the faces side by side, as they are drawn
	w, h  float64
	op    ebiten.DrawImageOptions
}

// newRulesPicture reads "[for20: M13 T05 / A16]": card ids, "/" for a gap.
func newRulesPicture(kind, list string) (scenes.RulesPicture, bool) {
	if kind != "for20" {
		return nil, false
	}
	p := &rulesPicture{}
	apart := false
	for _, word := range strings.Fields(strings.ReplaceAll(list, "/", " / ")) {
		if word == "/" {
			apart = len(p.cards) > 0
			continue
		}
		c, err := f20.ParseCard(word)
		if err != nil {
			return nil, false
		}
		p.cards, p.apart = append(p.cards, c), append(p.apart, apart)
		apart = false
	}
	if len(p.cards) == 0 || len(p.cards) > maxPictureCards {
		return nil, false
	}
	return p, true
}

// Height: cards tall enough that their text is drawn (see renderFace),
// and about eight lines of the reader's text (a.U(22) pixels) on larger
// screens.
func (p *rulesPicture) Height(a *ui.Context) float64 {
	return max(180*max(1, a.Scale), 8*a.U(22)*1.2)
}

// Layout renders the faces as large as the height allows and the width
// holds, side by side with a small gap (half a card between groups).
func (p *rulesPicture) Layout(a *ui.Context, w, h float64) (float64, float64) {
	p.Dispose()
	n, groups := float64(len(p.cards)), 0.0
	for _, apart := range p.apart {
		if apart {
			groups++
		}
	}
	const gap, groupGap = 0.1, 0.4 // in card widths
	cw := int(math.Floor(min(h*5/7, w/(n+gap*(n-1)+groupGap*groups))))
	if cw < 16 {
		return 0, 0 // too small to read: the rows stay empty
	}
	// The faces as the table renders them, with its least rule text.
	art := &atlas{W: cw, H: sprites.CardHeight(cw), css: max(a.Scale, 1)}
	xs := make([]float64, len(p.cards))
	for i := range p.cards {
		if i > 0 {
			xs[i] = xs[i-1] + float64(cw)*(1+gap)
			if p.apart[i] {
				xs[i] += float64(cw) * groupGap
			}
		}
		xs[i] = math.Round(xs[i])
	}
	p.w, p.h = xs[len(xs)-1]+float64(cw), float64(art.H)
	// One image of its own, as the table's atlas sheet: drawn in one call,
	// and the faces rendered into it freed at once.
	p.sheet = ebiten.NewImageWithOptions(image.Rect(0, 0, int(p.w), art.H), &ebiten.NewImageOptions{Unmanaged: true})
	var op ebiten.DrawImageOptions
	for i, c := range p.cards {
		face := art.renderFace(a.Text, c, false, false)
		op.GeoM.Reset()
		op.GeoM.Translate(xs[i], 0)
		p.sheet.DrawImage(face, &op)
		face.Deallocate()
	}
	return p.w, p.h
}

func (p *rulesPicture) Draw(_ *ui.Context, dst *ebiten.Image, x, y float64) {
	if p.sheet == nil {
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(x, y)
	dst.DrawImage(p.sheet, &p.op)
}

// Dispose frees the faces.
func (p *rulesPicture) Dispose() {
	if p.sheet != nil {
		p.sheet.Deallocate()
		p.sheet = nil
	}
}
