package scenes

import "github.com/twenty-games/twenty/rules"

// motion moves one sprite (a card, a tile) toward where the layout wants it.
// When the target changes, a tween starts from where the sprite is now, so
// cards glide whether they changed zone or their hand was re-spread.
type motion struct {
	X, Y   float64
	sx, sy float64
	tx, ty float64
	t, dur int
	placed bool
}

// To sets the target; dur is the tween length in ticks (0 snaps).
func (m *motion) To(x, y float64, dur int) {
	if !m.placed || dur == 0 {
		m.X, m.Y, m.tx, m.ty, m.t, m.dur, m.placed = x, y, x, y, 0, 0, true
		return
	}
	if x == m.tx && y == m.ty {
		return
	}
	m.sx, m.sy, m.tx, m.ty, m.t, m.dur = m.X, m.Y, x, y, 0, dur
}

// Step advances the tween by one tick.
func (m *motion) Step() {
	if m.t >= m.dur {
		m.X, m.Y = m.tx, m.ty
		return
	}
	m.t++
	k := easeOutCubic(float64(m.t) / float64(m.dur))
	m.X = m.sx + (m.tx-m.sx)*k
	m.Y = m.sy + (m.ty-m.sy)*k
}

// Finish jumps to the target (skip).
func (m *motion) Finish() { m.t = m.dur; m.X, m.Y = m.tx, m.ty }

// Moving tells whether the tween is running.
func (m *motion) Moving() bool { return m.t < m.dur }

func easeOutCubic(t float64) float64 {
	t = 1 - t
	return 1 - t*t*t
}

// eventPlayer hands a match's events to a scene one at a time, with a pause
// after each so the player can follow; skip empties the queue at once.
type eventPlayer struct {
	pos  int
	wait int
}

// Next returns the next event once the pause after the previous one is over.
func (p *eventPlayer) Next(events *[]rules.Event) (rules.Event, bool) {
	if p.wait > 0 {
		p.wait--
		return rules.Event{}, false
	}
	if p.pos >= len(*events) {
		*events = (*events)[:0]
		p.pos = 0
		return rules.Event{}, false
	}
	e := (*events)[p.pos]
	p.pos++
	return e, true
}

// Pause sets the ticks to wait before the next event.
func (p *eventPlayer) Pause(ticks int) { p.wait = ticks }

// Busy tells whether events are still waiting to be shown.
func (p *eventPlayer) Busy(events []rules.Event) bool { return p.wait > 0 || p.pos < len(events) }

// anyMoving tells whether one of the tweens is running.
func anyMoving(ms []motion) bool {
	for i := range ms {
		if ms[i].Moving() {
			return true
		}
	}
	return false
}
