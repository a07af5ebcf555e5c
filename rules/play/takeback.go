package play

import (
	"encoding/json"
	"slices"

	"github.com/twenty-games/twenty/rules"
)

// takeBackWorlds is how many re-deals of the hidden cards a take-back is
// checked against: a move that reveals something shows a different view
// in almost every one of them, so a few are enough.
const takeBackWorlds = 8

// TakeBackDepth is how many moves TakeBack must undo to give seat p back
// its last decision, or 0 when that would not be fair. It is fair when
// nothing p could not know has been shown to p since: replayed in worlds
// where everything p cannot see is dealt again, the same moves are legal
// and p sees the same things after each of them. So a card p drew, a die
// p rolled or a card a computer played from its hand (moves whose outcome
// p learned) cannot be taken back; a card p laid from a known hand, or a
// computer's move on an open table, can.
func (m *Match[S, M]) TakeBackDepth(p int) int {
	if m.restore == nil || m.State.Over() {
		return 0
	}
	moves, last := m.movesSinceLastDecision(p)
	if moves == nil {
		return 0
	}
	rec := m.Record
	rec.Moves = m.Record.Moves[:last]
	before, err := m.restore(rec)
	if err != nil {
		return 0
	}
	before.SetEvents(false)
	seen, ok := viewsAlong(before.Clone(), moves, p)
	if !ok {
		return 0
	}
	for w := range takeBackWorlds {
		world := before.Clone()
		rng := rules.NewRNG(uint64(w) + 1)
		world.Determinize(p, &rng)
		if again, ok := viewsAlong(world, moves, p); !ok || !slices.Equal(again, seen) {
			return 0
		}
	}
	return len(moves)
}

// movesSinceLastDecision replays the record and returns the moves from
// p's last decision on, with the index of the first of them; nil when p
// has not moved (or the record does not replay).
func (m *Match[S, M]) movesSinceLastDecision(p int) ([]M, int) {
	rec := m.Record
	rec.Moves = nil
	st, err := m.restore(rec)
	if err != nil {
		return nil, 0
	}
	st.SetEvents(false)
	parsed := make([]M, len(m.Record.Moves))
	last := -1
	for i, text := range m.Record.Moves {
		mv, err := st.ParseMove(text)
		if err != nil {
			return nil, 0
		}
		if st.ToMove() == p {
			last = i
		}
		if st.Apply(mv) != nil {
			return nil, 0
		}
		parsed[i] = mv
	}
	if last < 0 {
		return nil, 0
	}
	return parsed[last:], last
}

// viewsAlong applies moves to st and returns what p sees after each, as
// JSON; ok is false when a move is not legal there.
func viewsAlong[S rules.State[S, M], M rules.Move](st S, moves []M, p int) ([]string, bool) {
	views := make([]string, len(moves))
	for i, mv := range moves {
		if st.Apply(mv) != nil {
			return nil, false
		}
		b, err := json.Marshal(st.View(p))
		if err != nil {
			return nil, false
		}
		views[i] = string(b)
	}
	return views, true
}
