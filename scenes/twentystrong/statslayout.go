package twentystrong

import (
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The stats band: the Health, Strategy and Recovery dice, the Alarm
// track and the discard pile, in one row or two (split from layout.go).

// statsMode is how the stats band lays its parts out.
type statsMode int

const (
	// statsBeside: one row, each caption beside its die (a desktop wide
	// enough for it).
	statsBeside statsMode = iota
	// statsUnder: one row, each caption under its die: a phone, which
	// needs the height a second row would take for the enemies. A phone
	// on its side used to drop the captions here, and which die was
	// which stat went unsaid.
	statsUnder
	// statsTwoRows: the dice with their captions over the Alarm and the
	// pile.
	statsTwoRows
)

// statsModeFor is the stats band's mode in a column of width w.
func (s *scene) statsModeFor(a *ui.Context, w float64) statsMode {
	l := &s.lay
	if s.statsTotal(a, statsBeside, l.tap) <= w {
		return statsBeside
	}
	sc := max(a.Scale, 1)
	onSide := a.W >= a.H*1.1 && a.H < 500*sc
	upright := a.H > a.W*1.1 && a.W < 600*sc
	// The captions may shrink from the small size to the smallest.
	if onSide || (upright && s.statsTotal(a, statsUnder, l.tap)*minTextCSS*sc/l.small <= w) {
		return statsUnder
	}
	return statsTwoRows
}

// statsCaptionH is the height of a caption under a stat die.
func (l *layout) statsCaptionH() float64 { return l.small * 1.3 }

// statsNeeds are the widths the stats' parts ask for in a row of height
// h in mode m: the three stat dice, the Alarm track, the discard pile.
func (s *scene) statsNeeds(a *ui.Context, m statsMode, h float64) [5]float64 {
	l := &s.lay
	st := sprites.Style{Size: l.small}
	capW := func(text string) float64 { w, _ := a.Text.Measure(text, st); return w }
	var need [5]float64
	if m == statsUnder {
		side := max(0, h-l.statsCaptionH())
		for i, name := range statNames[:3] {
			need[i] = max(side, capW(name))
		}
		need[3] = max(capW(statNames[3]), 6*l.small*1.2)
		need[4] = max(side*0.75, capW("Discard"))
		return need
	}
	side := h * 0.85
	for i, name := range statNames[:3] {
		need[i] = side + l.gap/2 + capW(name)
	}
	need[3] = capW(statNames[3]) + l.gap/2 + 6*l.small*1.4
	need[4] = h*0.75 + l.gap/2 + capW("Discard")
	return need
}

// statsTotal is the width a row of the stats takes in mode m.
func (s *scene) statsTotal(a *ui.Context, m statsMode, h float64) float64 {
	total := 4 * s.lay.gap
	for _, n := range s.statsNeeds(a, m, h) {
		total += n
	}
	return total
}

// statsHeight is the stats band's height in a column of width w. The
// stats are not tapped: a row of two is lower than a finger.
func (s *scene) statsHeight(a *ui.Context, w float64) float64 {
	l := &s.lay
	if s.statsModeFor(a, w) != statsTwoRows {
		return l.tap
	}
	return 2*max(l.tap*0.7, l.text*1.6) + l.gap/2
}

// placeStats shares the stats band among the stat dice, the Alarm track
// and the discard pile, each part as wide as its caption asks.
func (s *scene) placeStats(a *ui.Context) {
	l := &s.lay
	sb := l.statsBand
	l.statsMode = s.statsModeFor(a, sb.W)
	if l.statsMode != statsTwoRows {
		need := s.statsNeeds(a, l.statsMode, sb.H)
		total := 0.0
		for _, n := range need {
			total += n
		}
		k := (sb.W - 4*l.gap) / total
		if l.statsMode == statsUnder {
			k = min(k, 1.25) // the spare room goes between the parts
		}
		space := (sb.W - total*k) / 4
		x := sb.X
		for i := range 5 {
			r := rect{X: x, Y: sb.Y, W: need[i] * k, H: sb.H}
			if i < 4 {
				l.stat[i] = r
			} else {
				l.discardCell = r
			}
			x += r.W + space
		}
	} else {
		st := sprites.Style{Size: l.small}
		dcw, _ := a.Text.Measure("Discard", st)
		rowH := (sb.H - l.gap/2) / 2
		each := (sb.W - 2*l.gap) / 3
		for i := range 3 {
			l.stat[i] = rect{X: sb.X + float64(i)*(each+l.gap), Y: sb.Y, W: each, H: rowH}
		}
		y := sb.Y + rowH + l.gap/2
		dw := rowH*0.75 + l.gap/2 + dcw + l.gap
		l.stat[3] = rect{X: sb.X, Y: y, W: sb.W - dw - l.gap, H: rowH}
		l.discardCell = rect{X: sb.X + sb.W - dw, Y: y, W: dw, H: rowH}
	}
	d := l.discardCell
	l.discard = rect{X: d.X, Y: d.Y + d.H*0.05, W: d.H * 0.68, H: d.H * 0.9}
	if l.statsMode == statsUnder {
		side := l.statDie(0).H
		l.discard = rect{X: d.X + (d.W-side*0.75)/2, Y: d.Y, W: side * 0.75, H: side}
	}
}

// statDie is where stat i's die is drawn: at the left of its cell, or
// centred over its caption.
func (l *layout) statDie(i int) rect {
	r := l.stat[i]
	if l.statsMode == statsUnder {
		side := min(r.H-l.statsCaptionH(), r.W)
		return rect{X: r.X + (r.W-side)/2, Y: r.Y, W: side, H: side}
	}
	side := min(r.H*0.85, r.W*0.42)
	return rect{X: r.X, Y: r.Y + (r.H-side)/2, W: side, H: side}
}

// alarmCaptionW is the width of the Alarm's caption before its track.
func (l *layout) alarmCaptionW(a *ui.Context) float64 {
	cw, _ := a.Text.Measure(statNames[3], sprites.Style{Size: l.small})
	return min(cw+2, l.stat[3].W*0.45)
}

// alarmTrack is where the Alarm's six spots go: after its caption, or
// over it at the stat dice's height.
func (l *layout) alarmTrack(a *ui.Context) rect {
	r := l.stat[3]
	if l.statsMode == statsUnder {
		side := l.statDie(0).H
		return rect{X: r.X, Y: r.Y, W: r.W, H: side}
	}
	cw := l.alarmCaptionW(a)
	return rect{X: r.X + cw + l.gap/2, Y: r.Y, W: r.W - cw - l.gap/2, H: r.H}
}

// statCaption is where stat i's caption (the Alarm's, i 3; the pile's,
// i 4) goes.
func (l *layout) statCaption(a *ui.Context, i int) rect {
	under := l.statsMode == statsUnder
	switch {
	case i == 4 && under:
		d, c := l.discard, l.discardCell
		return rect{X: c.X - l.gap/2, Y: d.Y + d.H, W: c.W + l.gap, H: c.Y + c.H - d.Y - d.H}
	case i == 4:
		d, c := l.discard, l.discardCell
		return rect{X: d.X + d.W + l.gap/2, Y: c.Y, W: c.X + c.W - d.X - d.W - l.gap/2, H: c.H}
	case i == 3 && !under:
		r := l.stat[3]
		return rect{X: r.X, Y: r.Y, W: l.alarmCaptionW(a), H: r.H}
	}
	r, die := l.stat[i], l.statDie(min(i, 2))
	if under {
		// Half a gap either side: the caption may be a hair wider than
		// its cell (the gaps between the cells are a gap at least).
		return rect{X: r.X - l.gap/2, Y: die.Y + die.H, W: r.W + l.gap, H: r.Y + r.H - die.Y - die.H}
	}
	return rect{X: die.X + die.W + l.gap/2, Y: r.Y, W: r.W - die.W - l.gap/2, H: r.H}
}
