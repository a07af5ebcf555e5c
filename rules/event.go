package rules

// EventKind says what happened. Games use the kinds that fit them and give
// meaning to the zone numbers in their own package.
type EventKind uint8

const (
	EvNone     EventKind = iota
	EvDeal               // a card dealt: Item from From to To, Player receives
	EvMove               // a card or tile moved From -> To (FaceUp tells whether others see it)
	EvShuffle            // a zone (To) was shuffled; Value is its new size
	EvPlace              // a tile Item placed at Cell by Player
	EvRoll               // a die Item rolled to Value
	EvCount              // a running count or target changed to Value
	EvScore              // Player's score changed by Delta to Value
	EvPass               // Player passed
	EvTurn               // Player is now to move
	EvRoundEnd           // a hand or round ended
	EvGameEnd            // the game ended
	EvNote               // anything else a scene may want to show: Value is game-defined
)

// Event is one step of what a move did, in order. It is a flat value so
// recording events allocates nothing once the slice has grown.
type Event struct {
	Kind   EventKind
	Player int
	Item   int // card, tile or die id (game-defined)
	From   int // zone (game-defined)
	To     int // zone (game-defined)
	Cell   int
	Value  int
	Delta  int
	FaceUp bool
}

// EventLog is embedded by game states to record events when switched on.
type EventLog struct {
	on     bool
	events []Event
}

// SetEvents switches recording on or off; switching off drops pending events.
func (l *EventLog) SetEvents(on bool) {
	l.on = on
	if !on {
		l.events = l.events[:0]
	}
}

// Recording tells whether events are being kept.
func (l *EventLog) Recording() bool { return l.on }

// Emit records e when recording is on.
func (l *EventLog) Emit(e Event) {
	if l.on {
		l.events = append(l.events, e)
	}
}

// TakeEvents appends the pending events to dst and clears them.
func (l *EventLog) TakeEvents(dst []Event) []Event {
	dst = append(dst, l.events...)
	l.events = l.events[:0]
	return dst
}

// CopyLogFrom copies the recording switch, not the pending events: a copy
// used for search starts with a clean log.
func (l *EventLog) CopyLogFrom(src *EventLog) {
	l.on = src.on
	l.events = l.events[:0]
}

// eventLog lets the generic helpers below reach a state's embedded log.
func (l *EventLog) eventLog() *EventLog { return l }

// flatState is a state whose fields are all values (numbers, arrays and
// structs of them) apart from its embedded EventLog: copying the struct
// copies the game.
type flatState[T any] interface {
	*T
	eventLog() *EventLog
}

// CloneFlat is Clone for a flat state: a copy with its own event storage.
//
// A state that holds slices or maps cannot use it: its Clone must give the
// copy new backing arrays (append([]T(nil), s.hand...)) and its CopyFrom
// must reuse the receiver's (dst.hand = append(dst.hand[:0], src.hand...)),
// so that searches copying states millions of times do not allocate, and
// no two states ever share storage (rulestest checks clones both ways).
func CloneFlat[T any, P flatState[T]](s P) P {
	c := P(new(T))
	*(*T)(c) = *(*T)(s)
	*c.eventLog() = EventLog{}
	c.eventLog().CopyLogFrom(s.eventLog())
	return c
}

// CopyFlat is CopyFrom for a flat state: dst becomes src, keeping dst's own
// event storage.
func CopyFlat[T any, P flatState[T]](dst, src P) {
	log := *dst.eventLog()
	*(*T)(dst) = *(*T)(src)
	*dst.eventLog() = log
	dst.eventLog().CopyLogFrom(src.eventLog())
}
