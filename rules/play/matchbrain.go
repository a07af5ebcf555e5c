package play

import (
	"fmt"
	"slices"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// brainFor is the brain that searches at level, or nil for the game loop's
// slices: Easy decides at once there, and so does a Match without Thinking.
func (m *Match[S, M]) brainFor(level ai.Level) Brain {
	if m.thinking == nil || level == ai.Easy {
		return nil
	}
	return m.thinking.get()
}

// thinkBeside asks the brain for the decision now and polls it once a
// tick. ok is false when the brain failed: it is given up, and the caller
// searches in slices instead.
func (m *Match[S, M]) thinkBeside(b Brain, level ai.Level, hint bool) (mv M, ready, ok bool) {
	r := &m.remote
	if r.id == 0 || r.move != len(m.Record.Moves) || r.hint != hint || (!r.done && b.Owner() != any(m)) {
		m.askBrain(b, level, hint)
	}
	if r.done {
		return r.answer, true, true
	}
	tally, iterations, done, err := b.Poll(r.id)
	r.iterations = iterations
	if err == nil && !done && time.Since(r.start) > r.time+thinkTimeout {
		err = fmt.Errorf("no answer after %v", time.Since(r.start).Round(time.Second))
	}
	if err == nil && done {
		r.answer, err = m.legalAnswer(&tally)
	}
	if err != nil {
		m.thinking.giveUp(err)
		m.asked, m.askedAt = r.move, r.start
		r.id = 0
		return mv, false, false
	}
	if !done {
		return mv, false, true
	}
	r.done = true
	if !hint {
		m.Decisions.add(time.Since(r.start))
	}
	return r.answer, true, true
}

// askBrain starts the searchers on the position now.
func (m *Match[S, M]) askBrain(b Brain, level ai.Level, hint bool) {
	rec := m.Record
	rec.Moves = slices.Clone(m.Record.Moves)
	m.remote = remoteSearch[M]{
		id: m.thinking.nextID(), move: len(m.Record.Moves), hint: hint, start: time.Now(),
		time: m.thinking.timeFor(level), budget: m.budgets.Config(level).Iterations, searchers: b.Searchers(),
	}
	req := gamedef.ThinkRequest{
		ID: m.remote.id, Record: rec, Level: level, Seed: m.decisionSeed(),
		TimeMs: int(m.remote.time / time.Millisecond),
	}
	if m.remote.time > 0 {
		req.DeadlineMs = m.remote.start.Add(m.remote.time).UnixMilli()
	}
	b.Start(m, req)
}

// legalAnswer reads the searchers' choice, which must be legal now.
func (m *Match[S, M]) legalAnswer(t *ai.Tally[string]) (M, error) {
	var zero M
	text, ok := t.Best()
	if !ok {
		return zero, fmt.Errorf("the searchers chose nothing")
	}
	mv, err := m.State.ParseMove(text)
	if err != nil || !slices.Contains(m.Legal(), mv) {
		return zero, fmt.Errorf("the searchers chose %q, which is not a legal move here", text)
	}
	return mv, nil
}

// dropRemote forgets the decision asked of the brain, and stops the brain
// if it is still searching it: the position has changed.
func (m *Match[S, M]) dropRemote() {
	r := &m.remote
	if r.id != 0 && !r.done && m.thinking != nil && m.thinking.brain != nil && m.thinking.brain.Owner() == any(m) {
		m.thinking.brain.Cancel()
	}
	r.id = 0
}
