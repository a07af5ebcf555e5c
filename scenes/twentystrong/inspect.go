package twentystrong

import (
	"strings"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Inspect names what is at (x, y): a stack's top enemy, the boss once it
// is face up, an active enemy, an item, the hero (its card or the stat
// dice), the legend of the faces, or a die.
func (s *scene) Inspect(a *ui.Context, x, y float64) (scenes.Inspection, bool) {
	l := &s.lay
	v := &s.view
	for k := range ts.NumStacks {
		if c := v.stackTop[k]; c != ts.NoCard && l.stacks[k].Contains(x, y) {
			return cardInspection(c, stackIDs[k]), true
		}
	}
	if v.bossUp && l.boss.Contains(x, y) {
		return cardInspection(s.Match.State.Boss(), ""), true
	}
	for i := 0; i < v.activeN; i++ {
		if l.active[i].Contains(x, y) {
			c := v.active[i]
			in := cardInspection(c, cardIDs[c])
			if v.defeated[c] {
				// The printed text no longer tells it all: say what defeat changed.
				in.Line = "Defeated · " + in.Line
				in.Text += defeatedNote(ts.Cards[c].Effect.Kind)
			}
			return in, true
		}
	}
	for i := 0; i < v.inventN; i++ {
		if l.items[i].Contains(x, y) {
			c := v.inventory[i]
			return cardInspection(c, itemIDs[c]), true
		}
	}
	if in, ok := s.keyInspection(x, y); ok {
		return in, true
	}
	for i := range 3 {
		if l.stat[i].Contains(x, y) {
			return heroInspection(s.Match.State.Hero()), true
		}
	}
	for g := 0; g < l.rolledN; g++ {
		if l.rolled[g].Contains(x, y) {
			d := l.rolledDie[g]
			return dieInspection(d.Colour(), dieIDs[d]), true
		}
	}
	for col := range ts.NumColours {
		if s.labels.pool[col] != "" && l.pool[col].Contains(x, y) {
			return dieInspection(col, poolIDs[col]), true
		}
		if s.labels.exhaust[col] != "" && l.exhausted[col].Contains(x, y) {
			return dieInspection(col, ""), true
		}
	}
	return scenes.Inspection{}, false
}

// dieInspection is a die of colour col: its six faces and what each
// deals (the faces drawn: a star is a crit, a big dot a hit, a small dot
// a miss).
func dieInspection(col ts.Colour, id string) scenes.Inspection {
	var crit, hit, miss int
	for face := range ts.FacesPerDie {
		switch ts.FaceOutcome(col, face) {
		case ts.Crit:
			crit++
		case ts.Hit:
			hit++
		default:
			miss++
		}
	}
	name := colourWord(col)
	line := num(crit) + " crit · " + num(hit) + " " + plural(hit, "hit", "hits") + " · " + num(miss) + " " + plural(miss, "miss", "misses")
	text := "Faces: " + strings.ToLower(facesText[:1]) + facesText[1:] + " " +
		"Dice showing a hit or a crit go on active enemies, one at a time. " +
		"Its mark, in two corners of every face: " + sprites.DieColour(col).MarkName() + "."
	return scenes.Inspection{ID: id, Title: strings.ToUpper(name[:1]) + name[1:] + " die", Line: line, Text: text}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// cardInspection is an enemy (or a boss) read out in full: its stats, and
// its printed text with what it does during, after and as a reward.
func cardInspection(c ts.CardID, id string) scenes.Inspection {
	info := &ts.Cards[c]
	line := "Health " + num(info.Health) + " · Damage " + num(info.Damage)
	switch {
	case info.Boss:
		line = "Boss · Health " + num(info.Health) + " + the Alarm · Damage " + num(info.Damage)
	case info.Mandatory:
		line = "Mandatory · " + line
	}
	if info.Stack > 0 {
		line += " · stack " + num(info.Stack)
	}
	return scenes.Inspection{ID: id, Title: info.Name, Line: line, Text: info.Text}
}

// defeatedNote says what a defeated card's effect still does: During
// effects have ceased, After effects still act in the Resolve phase.
func defeatedNote(k ts.EffectKind) string {
	switch {
	case k >= ts.DuringImmuneColour && k <= ts.DuringGuard:
		return " Defeated: its During effect has ceased, and more hits may still go on it."
	case k >= ts.AfterExhaustPool && k <= ts.AfterMissSting:
		return " Defeated: its After effect still acts in the Resolve phase, and more hits may still go on it."
	}
	return " Defeated: more hits may still go on it."
}

// heroInspection is the hero card: the stats it starts with and its
// ability.
func heroInspection(h *ts.HeroInfo) scenes.Inspection {
	line := "Hero · Health " + num(h.Health) + " · Strategy " + num(h.Strategy) + " · Recovery " + num(h.Recovery)
	return scenes.Inspection{ID: "hero", Title: h.Name, Line: line, Text: h.Text}
}
