package play

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// Seat says who plays a seat: a person at this device or the computer.
type Seat struct {
	Human bool     `json:"human"`
	Level ai.Level `json:"level"`
}

func (s Seat) String() string {
	if s.Human {
		return "Human"
	}
	return "Computer (" + s.Level.String() + ")"
}

// Match is one game being played, whatever the game: the rule state, who
// sits where, the record that is saved after every move, the queue of
// events waiting to be shown, and the search that plays for the computer
// (or gives a person a hint), beside the game loop or in its time slices.
// It owns its event queue: the scene takes events from it one at a time
// (NextEvent) and never holds the slice.
type Match[S rules.State[S, M], M rules.Move] struct {
	Game   string
	State  S
	Seats  []Seat
	Record rules.Record
	// Lesson: the match is a "Learn to play" lesson: saved as one, never
	// counted in the statistics.
	Lesson bool
	events eventQueue
	// saved is the save this match wrote last (or was resumed from), and
	// claimed whether the slot is this match's: see Save.
	saved   string
	claimed bool

	policy  ai.Policy[S, M]
	budgets ai.Budgets // the game's search iterations per level
	legal   []M

	// Exact, when set, is asked first for a move at the given level; it
	// answers ok=false when it cannot decide quickly (within a few
	// milliseconds), and the search then decides. Game of 20 plugs its
	// endgame solver in here.
	Exact     func(s S, level ai.Level) (M, bool)
	exactKey  exactKey
	exactMove M
	exactOK   bool

	// restore rebuilds a state from a record (the game's descriptor's
	// Restore); TakeBack uses it.
	restore func(rules.Record) (S, error)

	search      *ai.Search[S, M]
	searchMove  int // len(Record.Moves) the running search decides for; -1 none
	searchHint  bool
	searchLevel ai.Level
	searchStart time.Time
	// askedAt is when the searchers beside the loop were asked for the
	// decision the slices now take over (they failed): the player has
	// waited since then. asked is the decision's len(Record.Moves), -1
	// for none.
	askedAt     time.Time
	asked       int
	searchTimed bool // the running search's time is in Decisions

	// thinking is how the computer thinks, and the searchers beside the
	// game loop (nil: always in the game loop's slices).
	thinking *Thinking
	remote   remoteSearch[M]

	// Decisions time the computer's searches (hints aside) as a player
	// waits for them: from the first slice to the answer.
	Decisions DecisionTimes
}

// remoteSearch is a decision asked of the searchers beside the game loop.
type remoteSearch[M rules.Move] struct {
	id         int // the decision's number with the brain; 0: none
	move       int // len(Record.Moves) it decides for
	hint       bool
	start      time.Time
	time       time.Duration // the thinking time; 0: one search each
	budget     int           // iterations of one search at its level
	searchers  int
	iterations int // run so far by all searchers
	done       bool
	answer     M
}

// DecisionTimes sums the wall time of searched decisions.
type DecisionTimes struct {
	Count      int
	Total, Max time.Duration
}

func (d *DecisionTimes) add(t time.Duration) {
	d.Count++
	d.Total += t
	d.Max = max(d.Max, t)
}

// NewMatch wraps a fresh or replayed state of def's game. The record's
// moves must already have been applied to state (replay) or be empty (new
// game). The computer thinks as th says (nil: in the game loop's slices,
// one search of the level's iterations). def gives the search its policy,
// budgets and exact solver, and TakeBack its replay.
func NewMatch[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], state S, seats []Seat, rec rules.Record, th *Thinking) *Match[S, M] {
	state.SetEvents(true)
	state.TakeEvents(nil)
	m := &Match[S, M]{Game: def.ID, State: state, Seats: seats, Record: rec, policy: def.Policy(), budgets: def.Budgets,
		searchMove: -1, asked: -1, exactKey: exactKey{moves: -1}, thinking: th}
	m.restore = func(rec rules.Record) (S, error) {
		st, _, err := def.Restore(rec)
		return st, err
	}
	if def.NewExact != nil {
		var exact func(S, ai.Level) (M, bool) // made when first asked
		m.Exact = func(s S, level ai.Level) (M, bool) {
			if exact == nil {
				exact = def.NewExact()
			}
			return exact(s, level)
		}
	}
	if th != nil {
		th.get() // the searchers load while the table is dealt
	}
	return m
}

type exactKey struct {
	moves int
	level ai.Level
}

// Legal returns the legal moves now (the slice is reused).
func (m *Match[S, M]) Legal() []M {
	m.legal = m.State.AppendLegal(m.legal[:0])
	return m.legal
}

// Apply plays a move for the player to move, records it and queues its
// events. An illegal move changes nothing and returns the rules' reason.
func (m *Match[S, M]) Apply(mv M) error {
	if err := m.State.Apply(mv); err != nil {
		return err
	}
	m.Record.Moves = append(m.Record.Moves, mv.String())
	m.events.events = m.State.TakeEvents(m.events.events)
	m.searchMove = -1
	m.dropRemote()
	return nil
}

// TakeBack undoes the last k moves by replaying the record without them,
// for a game that lets a move be taken back while nothing hidden has been
// revealed since (the scene decides when). The events still waiting to be
// shown are dropped and the save is rewritten by the caller.
func (m *Match[S, M]) TakeBack(k int) error {
	if m.restore == nil {
		return errors.New("this game cannot take a move back")
	}
	if k < 1 || k > len(m.Record.Moves) {
		return fmt.Errorf("cannot take back %d of %d moves", k, len(m.Record.Moves))
	}
	rec := m.Record
	rec.Moves = append([]string(nil), m.Record.Moves[:len(m.Record.Moves)-k]...)
	st, err := m.restore(rec)
	if err != nil {
		return err
	}
	st.SetEvents(true)
	st.TakeEvents(nil)
	rec.TakeBacks++
	m.State, m.Record = st, rec
	m.events.clear()
	m.searchMove = -1
	m.dropRemote()
	return nil
}

// HumanToMove tells whether a person must decide now.
func (m *Match[S, M]) HumanToMove() bool {
	p := m.State.ToMove()
	return p != rules.Nobody && m.Seats[p].Human
}

// ComputerToMove tells whether the computer must decide now.
func (m *Match[S, M]) ComputerToMove() bool {
	p := m.State.ToMove()
	return p != rules.Nobody && !m.Seats[p].Human
}

// Humans counts the human seats.
func (m *Match[S, M]) Humans() int { return HumanSeats(m.Seats) }

// HumanSeats counts the seats people play.
func HumanSeats(seats []Seat) int {
	n := 0
	for _, seat := range seats {
		if seat.Human {
			n++
		}
	}
	return n
}

// Think advances the search for the player to move by one time slice. It
// returns the chosen move once the search has spent its budget. hint asks for
// a suggestion for a human (at normal strength) instead of a computer move.
func (m *Match[S, M]) Think(budget time.Duration, hint bool) (M, bool) {
	var zero M
	p := m.State.ToMove()
	if p == rules.Nobody {
		return zero, false
	}
	if legal := m.Legal(); len(legal) == 1 {
		return legal[0], true
	}
	level := ai.Normal
	if !hint {
		level = m.Seats[p].Level
	}
	if m.Exact != nil {
		// Asked once per position and level: the answer is kept.
		key := exactKey{moves: len(m.Record.Moves), level: level}
		if m.exactKey != key {
			m.exactKey = key
			m.exactMove, m.exactOK = m.Exact(m.State, level)
		}
		if m.exactOK {
			return m.exactMove, true
		}
	}
	if b := m.brainFor(level); b != nil {
		if mv, ready, ok := m.thinkBeside(b, level, hint); ok {
			return mv, ready
		}
		// The searchers failed (and are given up): the slices decide.
	}
	if m.searchMove != len(m.Record.Moves) || m.searchHint != hint {
		seed := m.decisionSeed()
		if m.search == nil || m.searchLevel != level {
			m.search = ai.NewSearch(m.State, m.budgets.Config(level), m.policy, seed)
			m.searchLevel = level
		} else {
			m.search.Reset(m.State, seed) // reuses the tree's storage
		}
		m.searchMove, m.searchHint = len(m.Record.Moves), hint
		m.searchStart, m.searchTimed = time.Now(), hint
		if m.asked == len(m.Record.Moves) {
			m.searchStart = m.askedAt // the wait for the failed searchers counts
		}
	}
	if !m.search.RunFor(budget) {
		return zero, false
	}
	if !m.searchTimed {
		m.searchTimed = true
		m.Decisions.add(time.Since(m.searchStart))
	}
	return m.search.Best(), true
}

// decisionSeed is the seed of the search of the position now.
func (m *Match[S, M]) decisionSeed() uint64 {
	return m.Record.Seed*0x9e3779b97f4a7c15 + uint64(len(m.Record.Moves))
}

// Thinking tells whether a search is under way for the current position.
// The computer's decided move still reads as thinking until it is played
// (it "thinks" a moment longer); a hint that has answered does not: the
// person is to move and nobody thinks.
func (m *Match[S, M]) Thinking() bool {
	n := len(m.Record.Moves)
	r := &m.remote
	beside := r.id != 0 && r.move == n && (!r.done || !r.hint)
	slices := m.searchMove == n && !(m.searchHint && m.search != nil && m.search.Done())
	return beside || slices
}

// ThinkProgress is how far the search of the position now has got, from 0
// to 1: the thinking time spent, or the iterations run of the budget.
func (m *Match[S, M]) ThinkProgress() float64 {
	switch r := &m.remote; {
	case r.id != 0 && r.move == len(m.Record.Moves):
		switch {
		case r.done:
			return 1
		case r.time > 0:
			return min(0.99, float64(time.Since(r.start))/float64(r.time))
		}
		return min(0.99, float64(r.iterations)/float64(max(1, r.budget*r.searchers)))
	case m.searchMove == len(m.Record.Moves) && m.search != nil:
		if m.search.Done() {
			return 1
		}
		return min(0.99, float64(m.search.Iterations())/float64(max(1, m.budgets.Config(m.searchLevel).Iterations)))
	}
	return 0
}

// ErrSaveChanged refuses to save over a game that another tab or window
// (sharing the store) has played on since this match last saved it.
var ErrSaveChanged = errors.New("the game was changed in another tab or window")

// ResumedFrom tells the match it was resumed from text, its slot's save:
// its saves will replace that, and nothing else (see Save).
func (m *Match[S, M]) ResumedFrom(text string) { m.saved, m.claimed = text, true }

// Save writes the game in progress into its game's slot and marks it the
// one to resume, or removes it once the game is over. A new match claims
// the slot with its first save; from then on the slot must still hold
// what this match wrote (or was resumed from), else another tab or window
// has played on: Save changes nothing and returns ErrSaveChanged, so an
// older game never replaces a newer one.
func (m *Match[S, M]) Save(store Store) error {
	key := SaveKey(m.Game)
	if m.claimed {
		now, _, err := store.Load(key)
		if err != nil {
			return err
		}
		if now != m.saved {
			return ErrSaveChanged
		}
	}
	if m.State.Over() {
		err := store.Delete(key)
		if err == nil {
			m.saved, m.claimed = "", true
		}
		return err
	}
	b, err := json.Marshal(SavedGame{Version: SaveVersion, Record: m.Record, Seats: m.Seats, Lesson: m.Lesson})
	if err == nil {
		err = store.Save(key, string(b))
	}
	if err == nil {
		m.saved, m.claimed = string(b), true
		err = store.Save(CurrentKey, m.Game)
	}
	return err
}
