package twentystrong

import (
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The stats band: the Health, Strategy and Recovery dice, the Alarm
// track and the discard pile, in one row or two (split from layout.go).

// statsOneRow tells whether the stats (three stat dice with their
// captions, the Alarm track, the discard pile) fit one row of width w;
// else they take two, the dice over the Alarm and the pile.
func (s *scene) statsOneRow(a *ui.Context, w float64) bool {
	l := &s.lay
	if s.statsCompact(a) {
		return true
	}
	st := sprites.Style{Size: l.small}
	side := l.tap * 0.85
	need := 0.0
	for _, name := range statNames {
		cw, _ := a.Text.Measure(name, st)
		need += side + l.gap/2 + cw + l.gap
	}
	dw, _ := a.Text.Measure("Discard", st)
	need += 6*l.small*1.4 + side*0.75 + dw + 2*l.gap
	return need <= w
}

// statsCompact: a phone on its side has no height for two rows of
// stats: one row, the stat dice without their captions (the inspector
// names them, the top bar has the discard pile's count).
func (s *scene) statsCompact(a *ui.Context) bool {
	return a.W >= a.H*1.1 && a.H < 500*max(a.Scale, 1)
}

// statsHeight is the stats band's height in a column of width w. The
// stats are not tapped: a row of two is lower than a finger.
func (s *scene) statsHeight(a *ui.Context, w float64) float64 {
	l := &s.lay
	if s.statsOneRow(a, w) {
		return l.tap
	}
	return 2*max(l.tap*0.7, l.text*1.6) + l.gap/2
}

// placeStats shares the stats band among the stat dice, the Alarm track
// and the discard pile, each part as wide as its caption asks.
func (s *scene) placeStats(a *ui.Context) {
	l := &s.lay
	sb := l.statsBand
	st := sprites.Style{Size: l.small}
	capW := func(text string) float64 { w, _ := a.Text.Measure(text, st); return w }
	if s.statsOneRow(a, sb.W) {
		var need [5]float64
		total := 0.0
		compact := s.statsCompact(a)
		for i, name := range statNames {
			need[i] = sb.H*0.85 + l.gap/2 + capW(name)
			if compact {
				need[i] = sb.H * 0.85
			}
			if i == 3 {
				need[i] = capW(name) + l.gap/2 + 6*l.small*1.4
			}
		}
		need[4] = sb.H*0.75 + l.gap/2 + capW("Discard")
		if compact {
			need[4] = sb.H * 0.7
		}
		for _, n := range need {
			total += n
		}
		k := (sb.W - 4*l.gap) / total
		x := sb.X
		for i := range 5 {
			r := rect{X: x, Y: sb.Y, W: need[i] * k, H: sb.H}
			if i < 4 {
				l.stat[i] = r
			} else {
				l.discardCell = r
			}
			x += r.W + l.gap
		}
	} else {
		rowH := (sb.H - l.gap/2) / 2
		each := (sb.W - 2*l.gap) / 3
		for i := range 3 {
			l.stat[i] = rect{X: sb.X + float64(i)*(each+l.gap), Y: sb.Y, W: each, H: rowH}
		}
		y := sb.Y + rowH + l.gap/2
		dw := rowH*0.75 + l.gap/2 + capW("Discard") + l.gap
		l.stat[3] = rect{X: sb.X, Y: y, W: sb.W - dw - l.gap, H: rowH}
		l.discardCell = rect{X: sb.X + sb.W - dw, Y: y, W: dw, H: rowH}
	}
	d := l.discardCell
	l.discard = rect{X: d.X, Y: d.Y + d.H*0.05, W: d.H * 0.68, H: d.H * 0.9}
}
