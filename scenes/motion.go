package scenes

import "github.com/twenty-games/twenty/rules"

// Motion is the one tween of the scenes: it moves a sprite (a card, a tile)
// toward where the layout wants it, and grows or shrinks it on the way.
// When the target changes, a tween starts from where the sprite is now, so
// cards glide whether they changed zone or their hand was re-spread.
type Motion struct {
	X, Y, Scale float64
	sx, sy, ss  float64
	tx, ty, ts  float64
	t, dur      int
	placed      bool
}

// To sets the target position, keeping the target scale; dur is the tween
// length in ticks (0 snaps).
func (m *Motion) To(x, y float64, dur int) { m.ToScaled(x, y, m.ts, dur) }

// ToScaled sets the target position and scale. The first target of a
// sprite, and any with dur 0, snaps.
func (m *Motion) ToScaled(x, y, scale float64, dur int) {
	if !m.placed || dur == 0 {
		m.X, m.Y, m.Scale, m.tx, m.ty, m.ts, m.t, m.dur, m.placed = x, y, scale, x, y, scale, 0, 0, true
		return
	}
	if x == m.tx && y == m.ty && scale == m.ts {
		return
	}
	m.sx, m.sy, m.ss, m.tx, m.ty, m.ts, m.t, m.dur = m.X, m.Y, m.Scale, x, y, scale, 0, dur
}

// Step advances the tween by one tick.
func (m *Motion) Step() {
	if m.t >= m.dur {
		m.X, m.Y, m.Scale = m.tx, m.ty, m.ts
		return
	}
	m.t++
	k := EaseOutCubic(float64(m.t) / float64(m.dur))
	m.X = m.sx + (m.tx-m.sx)*k
	m.Y = m.sy + (m.ty-m.sy)*k
	m.Scale = m.ss + (m.ts-m.ss)*k
}

// Finish jumps to the target (skip).
func (m *Motion) Finish() { m.t = m.dur; m.X, m.Y, m.Scale = m.tx, m.ty, m.ts }

// Placed tells whether the sprite has a position yet; Unplace makes the
// next To snap there (a sprite reappearing after a reshuffle).
func (m *Motion) Placed() bool { return m.placed }

// Unplace forgets the position: the next To snaps.
func (m *Motion) Unplace() { m.placed = false }

// Progress is how far the tween has run, from 0 to 1 (1 when still).
func (m *Motion) Progress() float64 {
	if m.t >= m.dur {
		return 1
	}
	return float64(m.t) / float64(m.dur)
}

// Moving tells whether the tween is running.
func (m *Motion) Moving() bool { return m.t < m.dur }

func EaseOutCubic(t float64) float64 {
	t = 1 - t
	return 1 - t*t*t
}

// EventPlayer hands a match's events to a scene one at a time, with a pause
// after each so the player can follow; skip empties the queue at once.
type EventPlayer struct {
	pos  int
	wait int
}

// Next returns the next event once the pause after the previous one is over.
func (p *EventPlayer) Next(events *[]rules.Event) (rules.Event, bool) {
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
func (p *EventPlayer) Pause(ticks int) { p.wait = ticks }

// Busy tells whether events are still waiting to be shown.
func (p *EventPlayer) Busy(events []rules.Event) bool { return p.wait > 0 || p.pos < len(events) }

// AnyMoving tells whether one of the tweens is running.
func AnyMoving(ms []Motion) bool {
	for i := range ms {
		if ms[i].Moving() {
			return true
		}
	}
	return false
}
