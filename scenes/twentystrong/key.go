package twentystrong

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The key of the table: the hero (its name and ability, which the stats
// beside it belong to) and the legend of the dice faces. On a desktop it
// is a card with the ability's whole text; on a phone a line or two, the
// whole card a long press away (the inspector).

// heroLayout is where the hero's texts go and which of its forms fit.
type heroLayout struct {
	name, text       string // name: bold on a line of its own (a card), else empty
	nameBox, textBox rect
}

// legendLayout is the legend of the faces: a die and its word, thrice,
// in a row or one under the other.
type legendLayout struct {
	box          rect
	vertical     bool
	icons, words [len(legendFaces)]rect
}

// The faces of the legend, with what each is called.
var (
	legendFaces = [...]sprites.DieFace{sprites.DieCrit, sprites.DieHit, sprites.DieMiss}
	legendWords = [len(legendFaces)]string{"crit", "hit", "miss"}
	// legendDie is the legend's dice body: no colour of the dice, so it
	// names no colour.
	legendDie = sprites.Paper
)

// keyLineH is the height of a line of the key.
func (l *layout) keyLineH() float64 { return l.small * 1.4 }

// legendWidth is the width the legend takes on one line.
func (s *scene) legendWidth(a *ui.Context) float64 {
	l := &s.lay
	w := 0.0
	for _, word := range legendWords {
		w += l.keyLineH()*0.8 + l.gap/2 + s.wordWidth(a, word) + l.gap
	}
	return w
}

// verticalLegendWidth is the width the legend takes one face a line.
func (s *scene) verticalLegendWidth(a *ui.Context) float64 {
	l := &s.lay
	w := 0.0
	for _, word := range legendWords {
		w = max(w, s.wordWidth(a, word))
	}
	return l.keyLineH()*0.8 + l.gap/2 + w + 1
}

func (s *scene) wordWidth(a *ui.Context, word string) float64 {
	w, _ := a.Text.Measure(word, sprites.Style{Size: s.lay.small})
	return w
}

// heroCardHeight is the height of a hero card w wide with the whole
// ability: its name, the ability, the legend, and the margins.
func (s *scene) heroCardHeight(a *ui.Context, w float64) float64 {
	l := &s.lay
	text := a.Text.MeasureWrapped(s.Match.State.Hero().Text, w-l.gap, sprites.Style{Size: l.small})
	return 2*l.keyLineH() + text + l.small*0.3 + l.gap*2.5
}

// verticalLegendFits tells whether the legend stands in r one face a
// line.
func (s *scene) verticalLegendFits(a *ui.Context, r rect) bool {
	return r.W >= s.verticalLegendWidth(a)+s.lay.gap && r.H >= 3*s.lay.keyLineH()
}

// keyLines is the number of lines the key needs in a band w wide: one
// when the hero's shortest form and the legend share it.
func (s *scene) keyLines(a *ui.Context, w float64) int {
	hero := makeHeroForms(s.Match.State.Hero())
	tw, _ := a.Text.Measure(hero.shortest, sprites.Style{Size: s.lay.small})
	if tw+s.lay.gap+s.legendWidth(a) <= w-s.lay.gap {
		return 1
	}
	return 2
}

// splitKey shares the key's box k between the hero and, with legendToo,
// the legend: the legend one face a line at the right of a box beside
// the stacks, on the last line of a box of two lines or more, else at
// the right of the line.
func (s *scene) splitKey(a *ui.Context, k rect, legendToo bool) {
	l := &s.lay
	in := rect{X: k.X + l.gap/2, Y: k.Y, W: k.W - l.gap, H: k.H}
	if l.heroCard {
		in = k.Inset(l.gap / 2)
	}
	l.heroArea = in
	if !legendToo {
		return
	}
	lineH := l.keyLineH()
	vertW, rowW := s.verticalLegendWidth(a), min(s.legendWidth(a), in.W)
	switch {
	case !l.heroCard && in.H >= 3*lineH && in.W-vertW-l.gap >= in.W*0.5:
		l.legend = legendLayout{box: rect{X: in.X + in.W - vertW, Y: in.Y + (in.H-3*lineH)/2, W: vertW, H: 3 * lineH}, vertical: true}
		l.heroArea.W -= vertW + l.gap
	case in.H >= 2*lineH-0.5:
		l.legend = legendLayout{box: rect{X: in.X, Y: in.Y + in.H - lineH, W: rowW, H: lineH}}
		l.heroArea.H -= lineH
	default:
		l.legend = legendLayout{box: rect{X: in.X + in.W - rowW, Y: in.Y, W: rowW, H: in.H}}
		l.heroArea.W -= rowW + l.gap
	}
}

// placeVerticalLegend stands the legend, one face a line, in the middle
// of r.
func (s *scene) placeVerticalLegend(a *ui.Context, r rect) {
	l := &s.lay
	w, h := s.verticalLegendWidth(a), 3*l.keyLineH()
	l.legend = legendLayout{box: rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}, vertical: true}
}

// placeKey places the legend's faces and words and picks the hero's form
// for its area.
func (s *scene) placeKey(a *ui.Context) {
	l := &s.lay
	l.hero = heroLayout{}
	if l.legend.box.W > 0 {
		s.placeLegend(a)
	}
	if l.heroArea.W > 0 && l.heroArea.H > 0 {
		s.chooseHeroForm(a, l.heroArea)
	}
}

// placeLegend puts each face and its word in the legend box: side by
// side, or one under the other.
func (s *scene) placeLegend(a *ui.Context) {
	l := &s.lay
	b := l.legend.box
	lineH := l.keyLineH()
	icon := min(lineH*0.8, b.H)
	if l.legend.vertical {
		for i := range legendWords {
			y := b.Y + float64(i)*lineH
			l.legend.icons[i] = rect{X: b.X, Y: y + (lineH-icon)/2, W: icon, H: icon}
			x := b.X + icon + l.gap/2
			l.legend.words[i] = rect{X: x, Y: y, W: b.X + b.W - x, H: lineH}
		}
		return
	}
	// What the box lacks of the legend's width comes off each word.
	short := max(0, s.legendWidth(a)-b.W) / float64(len(legendWords))
	x := b.X
	for i, word := range legendWords {
		ww := s.wordWidth(a, word)
		l.legend.icons[i] = rect{X: x, Y: b.Y + (b.H-icon)/2, W: icon, H: icon}
		x += icon + l.gap/2
		l.legend.words[i] = rect{X: x, Y: b.Y, W: max(1, ww+1-short), H: b.H}
		x += ww - short + l.gap
	}
}

// chooseHeroForm picks the hero's longest form that fits area at the
// small size: on a card its name over its printed ability, else its name
// and ability in a few words, else its first name and them.
func (s *scene) chooseHeroForm(a *ui.Context, area rect) {
	l := &s.lay
	forms := makeHeroForms(s.Match.State.Hero())
	lineH := l.keyLineH()
	fits := func(text string, box rect, bold bool) bool {
		return s.fitSize(a, text, box, l.small, bold) >= l.small
	}
	if area.H >= 2*lineH-0.5 {
		name := rect{X: area.X, Y: area.Y, W: area.W, H: lineH}
		rest := rect{X: area.X, Y: area.Y + lineH, W: area.W, H: area.H - lineH}
		if fits(forms.name, name, true) {
			for _, text := range [...]string{forms.text, capitalised(abilityText(s.Match.State.Hero().Ability))} {
				if fits(text, rest, false) {
					// The ability right under the name, not adrift in
					// the middle of a tall card.
					rest.H = min(rest.H, a.Text.MeasureWrapped(text, rest.W, sprites.Style{Size: l.small})+l.small*0.3)
					l.hero = heroLayout{name: forms.name, text: text, nameBox: name, textBox: rest}
					return
				}
			}
		}
	}
	text := forms.shortest
	if fits(forms.short, area, false) {
		text = forms.short
	}
	l.hero = heroLayout{text: text, textBox: area}
}

// capitalised is text with its first letter a capital.
func capitalised(text string) string {
	if text == "" || text[0] < 'a' || text[0] > 'z' {
		return text
	}
	return string(text[0]-'a'+'A') + text[1:]
}

// drawKey draws the hero and the legend.
func (s *scene) drawKey(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	h := &l.hero
	s.box(a, screen, h.name, h.nameBox, l.small, sprites.White, true)
	colour := sprites.Dim
	if h.name == "" {
		colour = sprites.White
	}
	s.box(a, screen, h.text, h.textBox, l.small, colour, false)
	if l.legend.box.W <= 0 {
		return
	}
	for i, face := range legendFaces {
		sprites.DrawDieFace(screen, l.legend.icons[i], face, legendDie)
		s.boxAligned(a, screen, legendWords[i], l.legend.words[i], l.small, sprites.Dim, false, sprites.Left)
	}
}

// keyInspection is what the key shows in full: the faces from the
// legend, the hero from the rest.
func (s *scene) keyInspection(x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	switch {
	case l.legend.box.Contains(x, y):
		return facesInspection(), true
	case l.key.Contains(x, y), l.heroArea.Contains(x, y):
		return heroInspection(s.Match.State.Hero()), true
	}
	return scenes.Inspection{}, false
}

// facesInspection explains the faces of the dice.
func facesInspection() scenes.Inspection {
	return scenes.Inspection{ID: "legend", Title: "Dice faces", Line: "Star: crit · big dot: hit · small dot: miss",
		Text: facesText + " Each colour has its own faces: hold a die to count them. " +
			"The marks in the corners tell the colours apart."}
}

// facesText says what the faces deal.
const facesText = "A star is a crit, 2 damage (still one hit); a big dot a hit, 1 damage; a small dot a miss."
