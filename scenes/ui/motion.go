package ui

import "github.com/twenty-games/twenty/rules"

// Pose is where and how a sprite is drawn: its centre (or anchor), its
// scale, its rotation in radians, how far it has turned over (Flip: 0 face
// as dealt, 1 turned over; a drawer narrows the sprite by |cos(pi*Flip)|
// and shows the other face past one half) and its opacity.
type Pose struct {
	X, Y, Scale, Angle, Flip, Alpha float64
}

func (p Pose) lerp(to Pose, k float64) Pose {
	return Pose{
		X: p.X + (to.X-p.X)*k, Y: p.Y + (to.Y-p.Y)*k, Scale: p.Scale + (to.Scale-p.Scale)*k,
		Angle: p.Angle + (to.Angle-p.Angle)*k, Flip: p.Flip + (to.Flip-p.Flip)*k, Alpha: p.Alpha + (to.Alpha-p.Alpha)*k,
	}
}

// Motion is the one tween of the scenes: it carries a sprite (a card, a
// tile, a die) from its pose toward the pose the layout wants: it moves,
// grows or shrinks, turns, flips and fades on the way. When the target
// changes, a tween starts from where the sprite is now, so cards glide
// whether they changed zone or their hand was re-spread.
type Motion struct {
	Pose     // now
	from, to Pose
	t, dur   int
	placed   bool
}

// To sets the target position, keeping the rest of the target pose; dur is
// the tween length in ticks (0 snaps).
func (m *Motion) To(x, y float64, dur int) { m.ToScaled(x, y, m.to.Scale, dur) }

// ToScaled sets the target position and scale.
func (m *Motion) ToScaled(x, y, scale float64, dur int) {
	p := m.to
	p.X, p.Y, p.Scale = x, y, scale
	m.ToPose(p, dur)
}

// ToPose sets the whole target pose. The first target of a sprite, and any
// with dur 0, snaps.
func (m *Motion) ToPose(p Pose, dur int) {
	if !m.placed || dur == 0 {
		m.Pose, m.from, m.to, m.t, m.dur, m.placed = p, p, p, 0, 0, true
		return
	}
	if p == m.to {
		return
	}
	m.from, m.to, m.t, m.dur = m.Pose, p, 0, dur
}

// Target is the pose the tween ends at.
func (m *Motion) Target() Pose { return m.to }

// Step advances the tween by one tick.
func (m *Motion) Step() {
	if m.t >= m.dur {
		m.Pose = m.to
		return
	}
	m.t++
	m.Pose = m.from.lerp(m.to, EaseOutCubic(float64(m.t)/float64(m.dur)))
}

// Finish jumps to the target (skip).
func (m *Motion) Finish() { m.t = m.dur; m.Pose = m.to }

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

// EventSource is a queue of events to show: a match's (play.Match), which
// owns it.
type EventSource interface {
	NextEvent() (rules.Event, bool)
	EventsWaiting() bool
}

// EventPlayer paces a match's events for a scene: one at a time, with a
// pause after each so the player can follow; a skip ends the pause.
type EventPlayer struct {
	wait int
}

// Next takes the next event from q once the pause after the previous one
// is over.
func (p *EventPlayer) Next(q EventSource) (rules.Event, bool) {
	if p.wait > 0 {
		p.wait--
		return rules.Event{}, false
	}
	return q.NextEvent()
}

// Pause sets the ticks to wait before the next event.
func (p *EventPlayer) Pause(ticks int) { p.wait = ticks }

// Busy tells whether events are still waiting to be shown.
func (p *EventPlayer) Busy(q EventSource) bool { return p.wait > 0 || q.EventsWaiting() }

// AnyMoving tells whether one of the tweens is running.
func AnyMoving(ms []Motion) bool {
	for i := range ms {
		if ms[i].Moving() {
			return true
		}
	}
	return false
}

// Counter is a number that counts up (or down) to its value instead of
// jumping, so a player sees a score change. Shown is what to draw; the
// scene calls Step every tick and reads Changed to know when to rebuild
// the label (a label string is built only when the shown number changes,
// so a steady frame allocates nothing).
type Counter struct {
	shown, target int
	from, t, dur  int
	changed, set  bool
}

// Set aims the counter at v over dur ticks (0 or less: at once, as after a
// resume or with animations off). The first value of a counter is shown
// at once.
func (c *Counter) Set(v, dur int) {
	if !c.set {
		c.set, dur = true, 0
	}
	if v == c.target && c.t >= c.dur {
		if c.shown != v {
			c.shown, c.changed = v, true
		}
		return
	}
	c.from, c.target, c.t, c.dur = c.shown, v, 0, dur
	if dur <= 0 {
		c.t, c.dur = 0, 0
		c.changed = c.changed || c.shown != v
		c.shown = v
	}
}

// Step advances the count by one tick.
func (c *Counter) Step() {
	if c.t >= c.dur {
		return
	}
	c.t++
	k := EaseOutCubic(float64(c.t) / float64(c.dur))
	v := c.from + int(float64(c.target-c.from)*k+0.5*sign(c.target-c.from))
	if c.t >= c.dur {
		v = c.target
	}
	if v != c.shown {
		c.shown, c.changed = v, true
	}
}

// Finish shows the value at once (skip).
func (c *Counter) Finish() {
	if c.shown != c.target {
		c.shown, c.changed = c.target, true
	}
	c.t = c.dur
}

// Shown is the number to draw now.
func (c *Counter) Shown() int { return c.shown }

// Value is the number the counter is heading for.
func (c *Counter) Value() int { return c.target }

// Changed tells whether the shown number changed since the last call.
func (c *Counter) Changed() bool {
	ch := c.changed
	c.changed = false
	return ch
}

// Counting tells whether the count is still running.
func (c *Counter) Counting() bool { return c.t < c.dur }

func sign(v int) float64 {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// TurnOver keeps a card's turn (f, its Pose.Flip only) in step with the
// face it must show: when up is not the face it showed (*shownUp), it
// turns over from where it is now (a card turning back mid-turn goes on
// from the same look) over dur ticks, or at once when animate is false.
// It is called every tick and steps the turn.
func TurnOver(f *Motion, shownUp *bool, up, animate bool, dur int) {
	switch {
	case up == *shownUp:
	case animate:
		f.ToPose(Pose{Flip: 1 - f.Flip}, 0)
		f.ToPose(Pose{}, dur)
	default:
		f.ToPose(Pose{}, 0)
	}
	if !animate {
		f.Finish()
	}
	*shownUp = up
	f.Step()
}
