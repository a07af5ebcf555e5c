package twentystrong

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The run's end: a panel says won or lost and why, over the lines and the
// buttons (which the end leaves empty), so the final table it sums up (the
// hero's Health, the Alarm, the enemies standing, the boss) stays in view.

// endLayout is the end panel and its lines.
type endLayout struct {
	panel rect
	lines [3]rect // the headline, why, the run's story
	short [3]rect // the headline and why, larger, when the three do not fit
}

// placeEndPanel puts the end panel where the preview, the prompt and the
// buttons are, and Continue in it: at its right when the panel is wide
// and low (a phone on its side), else under its lines.
func (s *scene) placeEndPanel(a *ui.Context, bottom float64) {
	l := &s.lay
	p := rect{X: l.preview.X, Y: l.preview.Y, W: l.preview.W, H: l.controls.Y + l.controls.H - l.preview.Y}
	if l.controls.Y < l.preview.Y {
		// The buttons stand in a column at the right edge: the panel
		// runs under the end of it.
		p = rect{X: l.preview.X, Y: l.preview.Y, W: l.controls.X + l.controls.W - l.preview.X, H: bottom - l.preview.Y}
	}
	l.end.panel = p
	pad := max(a.U(12), l.gap)
	in := p.Inset(pad)
	bw, bh := min(2*max(a.U(120), l.tap), in.W), l.tap
	text := in
	b := &s.ContinueButton.R
	if in.W >= 2.6*in.H && in.W-bw-l.gap >= in.W*0.5 {
		*b = rect{X: in.X + in.W - bw, Y: in.Y + (in.H-bh)/2, W: bw, H: bh}
		text.W -= bw + l.gap
	} else {
		*b = rect{X: in.X + (in.W-bw)/2, Y: in.Y + in.H - bh, W: bw, H: bh}
		text.H -= bh + l.gap/2
	}
	shares := [3]float64{0.3, 0.4, 0.3}
	y := text.Y
	for i, share := range shares {
		l.end.lines[i] = rect{X: text.X, Y: y, W: text.W, H: text.H * share}
		y += text.H * share
	}
	// Without the run's story (the results have it), for a panel too
	// low for the three lines.
	l.end.short = [3]rect{{X: text.X, Y: text.Y, W: text.W, H: text.H * 0.35}, {X: text.X, Y: text.Y + text.H*0.35, W: text.W, H: text.H * 0.65}}
	s.tallyFor = -1
}

// tallyShort tells whether the end panel leaves out the run's story: the
// reason of the end does not fit its line whole at the smallest text.
// Measured once a layout and tally.
func (s *scene) tallyShort(a *ui.Context) bool {
	key := a.LayoutCount()*4 + len(s.tally)
	if s.tallyFor == key {
		return s.tallyCut
	}
	s.tallyFor = key
	s.tallyCut = false
	if len(s.tally) > 1 {
		r := s.lay.end.lines[1]
		st := sprites.Style{Size: minTextCSS * max(a.Scale, 1)}
		s.tallyCut = a.Text.MeasureWrapped(s.tally[1], r.W, st) > r.H
	}
	return s.tallyCut
}

// drawEnd draws the end panel and Continue.
func (s *scene) drawEnd(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	e := &l.end
	sprites.Panel(screen, e.panel, a.U(18), sprites.TallyFill)
	sizes := [3]float64{l.text * 1.3, l.text, l.small}
	colours := [3]color.RGBA{sprites.Gold, sprites.White, sprites.Dim}
	lines := &e.lines
	if s.tallyShort(a) {
		lines = &e.short
	}
	for i, line := range s.tally {
		if i < len(lines) && lines[i].H > 0 {
			s.box(a, screen, line, lines[i], sizes[i], colours[i], i == 0)
		}
	}
	s.ContinueButton.Draw(a, screen)
}

// prepareTally writes the end of the run for its panel: won or lost, why,
// and the run in a line.
func (s *scene) prepareTally() {
	st := s.Match.State
	rs := storyOfRun(s.Match.Record, s.Match.Seats)
	hero, _, _ := strings.Cut(st.Hero().Name, ",")
	round := num(st.Round())
	boss := ts.Cards[st.Boss()].Name
	head, why := "The hive falls.", hero+"'s Health ran out in round "+round+": "+s.blowText()+"."
	if st.Result() == ts.Won {
		head = "The hive holds!"
		why = boss + " is defeated in round " + round + ", with " + num(st.Health()) + " Health left."
	}
	s.tally = []string{head, why, storyOf(st, rs.rounds, rs.defeated, rs.alarmAtEndgame) + "."}
}

// blow is what last cost the hero Health, as the events told it.
type blow uint8

const (
	blowUnknown blow = iota
	blowStruck       // Suffer Damage: the enemies standing strike
	blowStung        // an enemy's sting after the misses
	blowAlarm        // the Alarm overflowing
)

// blowText says what cost the hero its last Health.
func (s *scene) blowText() string {
	switch s.lastBlow {
	case blowStung:
		if s.blowCard != ts.NoCard {
			return "stung by " + ts.Cards[s.blowCard].Name
		}
	case blowAlarm:
		return "the Alarm overflowed"
	case blowStruck:
		if names := s.standingNames(); names != "" {
			return "struck by " + names
		}
		return "struck by the enemies standing"
	}
	return "the colony could take no more"
}

// standingNames names the active enemies not defeated that deal damage:
// two at most, then how many more.
func (s *scene) standingNames() string {
	v := &s.view
	var names []string
	more := 0
	for i := 0; i < v.activeN; i++ {
		c := v.active[i]
		if v.defeated[c] || ts.Cards[c].Damage == 0 {
			continue
		}
		if len(names) < 2 {
			names = append(names, ts.Cards[c].Name)
		} else {
			more++
		}
	}
	text := strings.Join(names, " and ")
	if more > 0 {
		text = strings.Join(names, ", ") + " and " + num(more) + " more"
	}
	return text
}
