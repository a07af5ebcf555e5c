package twentystrong

// 20 Strong's pictures in its rules reader (scenes.RulesPicture): lines of
// rules.txt such as "[faces: crit hit miss]" or "[enemy: C09]", drawn in
// the table's colours and shapes: the dice as the table rolls them, the
// cards as panels with the table's short texts.

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// withRulesPictures gives the game its pictures in the rules reader.
func withRulesPictures(g *scenes.Game) *scenes.Game {
	g.RulesPictures = newRulesPicture
	return g
}

// rulesPicture is one picture of the rules: laid out into panels, dice and
// captions at each new size, which Draw then draws as they are.
type rulesPicture struct {
	// Its height: at least minCSS CSS pixels (to be read on a phone), and
	// lines of the reader's text (in proportion to it on larger screens).
	minCSS, lines float64
	// layout fills the picture's parts for a box of w by h device pixels
	// and returns the size they take.
	layout func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64)

	panels   []picturePanel
	dice     []pictureDie
	captions []caption
}

type picturePanel struct {
	r          rect
	radius     float64
	fill, edge color.RGBA // edge: none when transparent
}

type pictureDie struct {
	r      rect
	face   sprites.DieFace
	colour color.RGBA
}

// The words of the picture lines.
var (
	outcomeWords = map[string]ts.Outcome{"crit": ts.Crit, "hit": ts.Hit, "miss": ts.Miss}
	// What a face is and deals, for the faces picture.
	outcomeNames   = [...]string{ts.Miss: "Miss", ts.Hit: "Hit", ts.Crit: "Crit"}
	outcomeDamages = [...]string{ts.Miss: "no damage", ts.Hit: "1 damage", ts.Crit: "2 damage"}
)

// newRulesPicture reads a picture line of the rules:
//   - "[faces: crit hit miss]": die faces, each with what it deals;
//   - "[dice: yellow green ...]": each colour's six faces in a row;
//   - "[enemy: C09 B1]": enemy and boss cards, as the table shows them;
//   - "[item: C21]": the item an enemy gives, as in the inventory;
//   - "[hero: H1]": a hero card, with its stats and ability.
func newRulesPicture(kind, list string) (scenes.RulesPicture, bool) {
	words := strings.Fields(list)
	if len(words) == 0 || len(words) > int(ts.NumColours) {
		return nil, false
	}
	switch kind {
	case "faces":
		var outs []ts.Outcome
		for _, w := range words {
			o, ok := outcomeWords[w]
			if !ok {
				return nil, false
			}
			outs = append(outs, o)
		}
		return facesPicture(outs), true
	case "dice":
		var cols []ts.Colour
		for _, w := range words {
			col, ok := colourByName(w)
			if !ok {
				return nil, false
			}
			cols = append(cols, col)
		}
		return dicePicture(cols), true
	case "enemy", "item":
		var cards []ts.CardID
		for _, w := range words {
			c, err := ts.ParseCard(w)
			if err != nil {
				return nil, false
			}
			cards = append(cards, c)
		}
		if kind == "item" {
			return itemsPicture(cards), true
		}
		return enemiesPicture(cards), true
	case "hero":
		for i := range ts.Heroes {
			if len(words) == 1 && strings.EqualFold(ts.Heroes[i].Code, words[0]) {
				return heroPicture(&ts.Heroes[i]), true
			}
		}
	}
	return nil, false
}

func colourByName(name string) (ts.Colour, bool) {
	for col := range ts.NumColours {
		if colourNames[col] == name {
			return col, true
		}
	}
	return 0, false
}

func (p *rulesPicture) Height(a *ui.Context) float64 {
	return max(css(a, p.minCSS), p.lines*textLine(a))
}

func (p *rulesPicture) Layout(a *ui.Context, w, h float64) (float64, float64) {
	p.panels, p.dice, p.captions = p.panels[:0], p.dice[:0], p.captions[:0]
	return p.layout(p, a, w, h)
}

func (p *rulesPicture) Draw(a *ui.Context, dst *ebiten.Image, x, y float64) {
	for i := range p.panels {
		pn := &p.panels[i]
		r := rect{X: x + pn.r.X, Y: y + pn.r.Y, W: pn.r.W, H: pn.r.H}
		sprites.Panel(dst, r, pn.radius, pn.fill)
		if pn.edge.A > 0 {
			sprites.Outline(dst, r, pn.radius, pn.edge)
		}
	}
	for i := range p.dice {
		d := &p.dice[i]
		sprites.DrawDieFace(dst, rect{X: x + d.r.X, Y: y + d.r.Y, W: d.r.W, H: d.r.H}, d.face, d.colour)
	}
	for i := range p.captions {
		p.captions[i].draw(a, dst, x, y)
	}
}

// Dispose: the parts are plain values and the dice come from the sprites'
// cache, so there is nothing to free.
func (p *rulesPicture) Dispose() {}

// css is n CSS pixels in device pixels.
func css(a *ui.Context, n float64) float64 { return n * max(1, a.Scale) }

// textSize is the largest caption: the reader's own text.
func textSize(a *ui.Context) float64 { return a.U(22) }

// textLine is a line of the reader's text: the pictures' measure, so they
// grow with the text on larger screens.
func textLine(a *ui.Context) float64 {
	_, advance := lineHeight(a, textSize(a))
	return advance
}

// upTo is the largest a part grows: lines of the reader's text, but never
// under minCSS CSS pixels.
func upTo(a *ui.Context, minCSS, lines float64) float64 {
	return max(css(a, minCSS), lines*textLine(a))
}

// facesPicture: each face a die, its name and its damage under it.
func facesPicture(outs []ts.Outcome) *rulesPicture {
	return &rulesPicture{minCSS: 96, lines: 5, layout: func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64) {
		slot := min(w/float64(len(outs)), upTo(a, 110, 6))
		size := min(textSize(a), h*0.16, slot/6)
		lineH, _ := lineHeight(a, size)
		gap := lineH * 0.3
		side := max(4, min(h-gap-2*lineH, slot*0.6, upTo(a, 44, 2.4)))
		for i, o := range outs {
			x := float64(i) * slot
			p.dice = append(p.dice, pictureDie{r: rect{X: x + (slot-side)/2, Y: 0, W: side, H: side}, face: sprites.DieFace(o), colour: dieColours[ts.Blue]})
			name := rect{X: x, Y: side + gap, W: slot, H: lineH}
			p.addCaption(a, outcomeNames[o], name, size, true, sprites.Ink, sprites.Top)
			p.addCaption(a, outcomeDamages[o], rect{X: x, Y: name.Y + lineH, W: slot, H: lineH}, size, false, sprites.Ink, sprites.Top)
		}
		return slot * float64(len(outs)), side + gap + 2*lineH
	}}
}

// dicePicture: a row per colour, its name and its six faces.
func dicePicture(cols []ts.Colour) *rulesPicture {
	rows := float64(len(cols))
	return &rulesPicture{minCSS: 30 * rows, lines: 1.5 * rows, layout: func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64) {
		row := min(h/rows, upTo(a, 30, 1.5))
		size := min(textSize(a), row*0.6)
		nameW := 0.0
		for _, col := range cols {
			nameW = max(nameW, textWidth(a, colourTitle(col), size, false))
		}
		nameW += size * 0.6
		side := max(4, min(row*0.82, (w-nameW)/(ts.FacesPerDie*1.2)))
		step := side * 1.2
		for i, col := range cols {
			y := float64(i) * row
			p.addCaption(a, colourTitle(col), rect{X: 0, Y: y, W: nameW, H: row}, size, false, sprites.Ink, sprites.TopLeft)
			for face := range ts.FacesPerDie {
				r := rect{X: nameW + float64(face)*step, Y: y + (row-side)/2, W: side, H: side}
				p.dice = append(p.dice, pictureDie{r: r, face: sprites.DieFace(ts.FaceOutcome(col, face)), colour: dieColours[col]})
			}
		}
		return nameW + ts.FacesPerDie*step - (step - side), rows * row
	}}
}

// colourTitle is the colour's name with a capital ("Yellow").
func colourTitle(col ts.Colour) string {
	name := colourWord(col)
	return strings.ToUpper(name[:1]) + name[1:]
}

// enemiesPicture: cards side by side, as the table draws an active enemy
// (a red edge for a mandatory one): name, Health and Damage, a pip per
// point of Health, effect and reward.
func enemiesPicture(cards []ts.CardID) *rulesPicture {
	n := float64(len(cards))
	return &rulesPicture{minCSS: 150, lines: 9, layout: func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64) {
		gap := css(a, 12)
		cw := min(h*0.87, upTo(a, 150, 8), (w-gap*(n-1))/n)
		ch := min(h, cw*1.4)
		for i, c := range cards {
			p.enemyCard(a, c, rect{X: float64(i) * (cw + gap), Y: 0, W: cw, H: ch})
		}
		return n*cw + (n-1)*gap, ch
	}}
}

func (p *rulesPicture) enemyCard(a *ui.Context, c ts.CardID, r rect) {
	info := &ts.Cards[c]
	fill, edge := cardEnemy, color.RGBA{}
	if info.Boss {
		fill = cardBoss
	}
	if info.Mandatory {
		edge = standing
	}
	p.panels = append(p.panels, picturePanel{r: r, radius: r.W * 0.06, fill: fill, edge: edge})
	in := r.Inset(r.W * 0.06)
	t := &cardTexts[c]
	size := min(textSize(a), in.W*0.13)
	y := in.Y
	next := func(frac float64) rect {
		b := rect{X: in.X, Y: y, W: in.W, H: in.H * frac}
		y += b.H
		return b
	}
	p.addCaption(a, t.name, next(0.24), size, true, sprites.Ink, sprites.Top)
	p.addCaption(a, t.activeStats, next(0.2), size*0.85, false, sprites.Ink, sprites.Top)
	pips := next(0.1)
	if !info.Boss { // a boss's Health grows with the Alarm: its stats say so
		pw := min(pips.W/float64(max(info.Health, 1)), pips.H*1.6)
		for i := range info.Health {
			pr := rect{X: pips.X + float64(i)*pw, Y: pips.Y + pips.H*0.15, W: pw * 0.8, H: pips.H * 0.7}
			p.panels = append(p.panels, picturePanel{r: pr, radius: pr.H / 3, fill: pipEmpty})
		}
	}
	p.addCaption(a, t.effect, next(0.22), size*0.85, false, sprites.RedInk, sprites.Top)
	p.addCaption(a, t.reward, next(0.22), size*0.85, false, sprites.Ink, sprites.Top)
}

// itemsPicture: items as the inventory shows them, name over reward.
func itemsPicture(cards []ts.CardID) *rulesPicture {
	n := float64(len(cards))
	return &rulesPicture{minCSS: 64, lines: 3.6, layout: func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64) {
		gap := css(a, 12)
		ih := min(h, upTo(a, 64, 3.6))
		iw := min(ih*2.8, (w-gap*(n-1))/n)
		for i, c := range cards {
			r := rect{X: float64(i) * (iw + gap), Y: 0, W: iw, H: ih}
			p.panels = append(p.panels, picturePanel{r: r, radius: r.W * 0.08, fill: cardItem})
			in := r.Inset(min(r.W, r.H) * 0.1)
			size := min(textSize(a), in.H*0.34)
			p.addCaption(a, cardTexts[c].name, rect{X: in.X, Y: in.Y, W: in.W, H: in.H / 2}, size, true, sprites.Ink, sprites.Top)
			p.addCaption(a, cardTexts[c].reward, rect{X: in.X, Y: in.Y + in.H/2, W: in.W, H: in.H / 2}, size*0.9, false, sprites.Ink, sprites.Top)
		}
		return n*iw + (n-1)*gap, ih
	}}
}

// heroPicture: the hero card: name, the three stats it starts with (the
// stat dice's colours) and its ability.
func heroPicture(hero *ts.HeroInfo) *rulesPicture {
	return &rulesPicture{minCSS: 150, lines: 7, layout: func(p *rulesPicture, a *ui.Context, w, h float64) (float64, float64) {
		r := rect{W: min(w, upTo(a, 320, 16)), H: min(h, upTo(a, 150, 7))}
		p.panels = append(p.panels, picturePanel{r: r, radius: css(a, 8), fill: sprites.Paper, edge: sprites.Gold})
		in := r.Inset(min(r.W, r.H) * 0.07)
		size := min(textSize(a), in.H*0.16)
		p.addCaption(a, hero.Name, rect{X: in.X, Y: in.Y, W: in.W, H: in.H * 0.24}, size*1.1, true, sprites.Ink, sprites.Top)
		stats := rect{X: in.X, Y: in.Y + in.H*0.27, W: in.W, H: in.H * 0.26}
		values := [3]int{hero.Health, hero.Strategy, hero.Recovery}
		third := stats.W / 3
		side := min(stats.H*0.9, third*0.32)
		for i, v := range values {
			sq := rect{X: stats.X + float64(i)*third, Y: stats.Y + (stats.H-side)/2, W: side, H: side}
			p.panels = append(p.panels, picturePanel{r: sq, radius: side * 0.2, fill: statFill[i]})
			p.addCaption(a, num(v), sq, side*0.6, true, sprites.White, sprites.Top)
			name := rect{X: sq.X + side*1.15, Y: stats.Y, W: third - side*1.2, H: stats.H}
			p.addCaption(a, statNames[i], name, size*0.9, false, sprites.Ink, sprites.TopLeft)
		}
		ability := rect{X: in.X, Y: in.Y + in.H*0.56, W: in.W, H: in.H * 0.44}
		p.addCaption(a, hero.Text, ability, size*0.9, false, sprites.Ink, sprites.Top)
		return r.W, r.H
	}}
}

// caption is a text of a picture broken into lines that fit its box, at a
// size chosen when laid out, so that drawing it measures nothing.
type caption struct {
	lines []string
	st    sprites.Style
	x, y  float64 // the first line's anchor, from the picture's corner
	lineH float64
}

func (c *caption) draw(a *ui.Context, dst *ebiten.Image, x, y float64) {
	for i, line := range c.lines {
		a.Text.Draw(dst, line, x+c.x, y+c.y+float64(i)*c.lineH, c.st)
	}
}

// addCaption fits text into box, wrapped at its words, at size or smaller,
// centred on the box's middle (align Top) or from its left edge (TopLeft),
// and centred in its height. A text that fits no size is left out.
func (p *rulesPicture) addCaption(a *ui.Context, text string, box rect, size float64, bold bool, ink color.RGBA, align sprites.Align) {
	for ; size >= 5; size *= 0.9 {
		st := sprites.Style{Size: size, Bold: bold, Color: ink, Align: align}
		lines, ok := wrapWords(a, text, box.W, st)
		one, advance := lineHeight(a, size)
		height := one + float64(len(lines)-1)*advance
		if !ok || height > box.H+0.5 {
			continue
		}
		c := caption{lines: lines, st: st, y: box.Y + (box.H-height)/2, lineH: advance}
		c.x = box.X
		if align == sprites.Top {
			c.x = box.X + box.W/2
		}
		p.captions = append(p.captions, c)
		return
	}
}

// wrapWords breaks text into lines of at most width; false when a word
// alone is wider.
func wrapWords(a *ui.Context, text string, width float64, st sprites.Style) ([]string, bool) {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		if textWidthStyle(a, word, st) > width {
			return nil, false
		}
		if line != "" && textWidthStyle(a, line+" "+word, st) <= width {
			line += " " + word
			continue
		}
		if line != "" {
			lines = append(lines, line)
		}
		line = word
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines, true
}

func textWidthStyle(a *ui.Context, s string, st sprites.Style) float64 {
	w, _ := a.Text.Measure(s, st)
	return w
}

func textWidth(a *ui.Context, s string, size float64, bold bool) float64 {
	return textWidthStyle(a, s, sprites.Style{Size: size, Bold: bold})
}

// lineHeight is the height of a line of text at size, and the distance
// from one line to the next.
func lineHeight(a *ui.Context, size float64) (one, advance float64) {
	st := sprites.Style{Size: size}
	one = a.Text.MeasureWrapped("A", 1e5, st)
	return one, a.Text.MeasureWrapped("A\nA", 1e5, st) - one
}
