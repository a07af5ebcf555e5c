package play

import (
	"slices"

	"github.com/twenty-games/twenty/rules"
)

// eventQueue holds a match's events from the moves played until the scene
// has shown them. Its storage is reused: once every event has been taken,
// the next move's events start again at the front.
type eventQueue struct {
	events []rules.Event
	next   int
}

func (q *eventQueue) clear() { q.events, q.next = q.events[:0], 0 }

// NextEvent hands the scene the oldest event not yet shown.
func (m *Match[S, M]) NextEvent() (rules.Event, bool) {
	q := &m.events
	if q.next >= len(q.events) {
		q.clear()
		return rules.Event{}, false
	}
	e := q.events[q.next]
	q.next++
	return e, true
}

// EventsWaiting tells whether events are still waiting to be shown.
func (m *Match[S, M]) EventsWaiting() bool { return m.events.next < len(m.events.events) }

// PendingEvents are the events not yet shown, oldest first. The slice is
// the queue's own: read it, do not keep it.
func (m *Match[S, M]) PendingEvents() []rules.Event { return m.events.events[m.events.next:] }

// ShowFirst puts events before those waiting: a scene that opens on a new
// deal shows the deal (events the rules do not emit, as no move made it)
// before the first moves.
func (m *Match[S, M]) ShowFirst(events []rules.Event) {
	q := &m.events
	q.events, q.next = append(slices.Clip(events), q.events[q.next:]...), 0
}
