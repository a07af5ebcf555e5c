package play

import (
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/twenty"
)

// computerMatch is a 2-player Twenty between computers at level, a few
// moves in, thinking as th says (nil: in slices only).
func computerMatch(t *testing.T, level ai.Level, th *Thinking) *Match[*twenty.State, twenty.Move] {
	t.Helper()
	st, rec, err := twenty.Def.Start(2, nil, 9)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMatch(twenty.Def, st, []Seat{{Level: level}, {Level: level}}, rec, th)
	for len(m.Legal()) < 2 { // to the first real choice
		if err := m.Apply(m.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// decide calls Think once a tick-ish until the move is ready.
func decide[S rules.State[S, M], M rules.Move](t *testing.T, m *Match[S, M]) M {
	t.Helper()
	for range 100000 {
		if mv, ok := m.Think(2*time.Millisecond, false); ok {
			return mv
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no decision")
	panic("unreachable")
}

// One searcher beside the game loop with a fixed budget plays exactly the
// game the slices play: the same seeds, the same searches.
func TestOneFixedSearcherPlaysAsTheSlices(t *testing.T) {
	skipWithoutGoroutineBrain(t)
	slices := computerMatch(t, ai.Normal, nil)
	beside := computerMatch(t, ai.Normal, NewThinking(ThinkFixed, 1, catalogThink))
	for i := 0; i < 12 && !slices.State.Over(); i++ {
		want, got := decide(t, slices), decide(t, beside)
		if want != got {
			t.Fatalf("move %d: the searcher chose %v, the slices %v", i, got, want)
		}
		if len(beside.Legal()) > 1 && (!beside.Thinking() || beside.ThinkProgress() != 1) {
			t.Errorf("move %d: a decided search reads thinking %v, progress %v", i, beside.Thinking(), beside.ThinkProgress())
		}
		if err := slices.Apply(want); err != nil {
			t.Fatal(err)
		}
		if err := beside.Apply(got); err != nil {
			t.Fatal(err)
		}
	}
	if beside.thinking.gaveUp || beside.Decisions.Count == 0 {
		t.Errorf("gave up %v, %d decisions timed", beside.thinking.gaveUp, beside.Decisions.Count)
	}
}

// Several searchers with a thinking time answer with a legal move, and
// the progress grows from 0 to 1.
func TestTimedSearchersAnswerALegalMove(t *testing.T) {
	skipWithoutGoroutineBrain(t)
	th := NewThinking(ThinkTimed, 3, catalogThink)
	m := computerMatch(t, ai.Hard, th)
	if _, ok := m.Think(time.Millisecond, false); ok {
		t.Fatal("a second's search answered at once")
	}
	if p := m.ThinkProgress(); p < 0 || p >= 1 || !m.Thinking() {
		t.Errorf("just started: progress %v, thinking %v", p, m.Thinking())
	}
	mv := decide(t, m)
	if err := m.Apply(mv); err != nil {
		t.Fatalf("the searchers' move %v: %v", mv, err)
	}
	if th.gaveUp {
		t.Error("the brain was given up")
	}
}

// failingBrain answers every decision with an error.
type failingBrain struct {
	who       any
	cancelled int
}

func (b *failingBrain) Start(owner any, req gamedef.ThinkRequest) { b.who = owner }
func (b *failingBrain) Poll(int) (ai.Tally[string], int, bool, error) {
	return ai.Tally[string]{}, 0, false, errors.New("the worker could not start")
}
func (b *failingBrain) Cancel()        { b.cancelled++; b.who = nil }
func (b *failingBrain) Owner() any     { return b.who }
func (b *failingBrain) Searchers() int { return 1 }
func (b *failingBrain) Name() string   { return "a broken brain" }

// When the searchers fail, the game loop's slices decide, now and from
// then on, and the move is the one the slices would have chosen.
func TestABrokenBrainFallsBackToTheSlices(t *testing.T) {
	broken := &failingBrain{}
	th := &Thinking{mode: ThinkTimed, brain: broken}
	m := computerMatch(t, ai.Normal, th)
	want := decide(t, computerMatch(t, ai.Normal, nil))
	if got := decide(t, m); got != want || !th.gaveUp {
		t.Errorf("fallback chose %v (gave up %v), the slices %v", got, th.gaveUp, want)
	}
	if th.get() != nil {
		t.Error("a brain given up is used again")
	}
}

// A move played while the brain still searches (a person's, or a hint
// the player did not wait for) stops that search.
func TestAMovePlayedStopsTheSearchOfThePositionBefore(t *testing.T) {
	slow := newGoroutineBrain(1, func(req gamedef.ThinkRequest, stop func() bool, _ func(int)) gamedef.ThinkReport {
		for !stop() {
			time.Sleep(time.Millisecond)
		}
		return gamedef.ThinkReport{ID: req.ID, Done: true}
	})
	th := &Thinking{mode: ThinkTimed, brain: slow}
	m := computerMatch(t, ai.Hard, th)
	if _, ok := m.Think(time.Millisecond, true); ok {
		t.Fatal("the slow brain answered")
	}
	if slow.Owner() != any(m) {
		t.Fatal("the search has no owner")
	}
	if err := m.Apply(m.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	if slow.Owner() != nil || m.Thinking() {
		t.Errorf("after a move: owner %v, thinking %v", slow.Owner(), m.Thinking())
	}
}

// catalogThink is the search the desktop's goroutines run: Twenty's alone
// is enough here (rules/catalog lists every game).
func catalogThink(req gamedef.ThinkRequest, stop func() bool, progress func(int)) gamedef.ThinkReport {
	return twenty.Def.Think(req, stop, progress)
}

// When the searchers fail late, the decision's time counts from the
// asking: what the player waited (a hung worker's 20 s once read 610 ms).
func TestAFailedSearchersWaitCountsInTheDecisionTime(t *testing.T) {
	const wait = 60 * time.Millisecond
	late := newGoroutineBrain(1, func(req gamedef.ThinkRequest, _ func() bool, _ func(int)) gamedef.ThinkReport {
		time.Sleep(wait)
		return gamedef.ThinkReport{ID: req.ID, Done: true, Err: "the worker stopped"}
	})
	th := &Thinking{mode: ThinkFixed, brain: late}
	m := computerMatch(t, ai.Normal, th)
	decide(t, m)
	if !th.gaveUp || m.Decisions.Count != 1 || m.Decisions.Max < wait {
		t.Errorf("gave up %v; %d decisions, the longest %v, want at least %v", th.gaveUp, m.Decisions.Count, m.Decisions.Max, wait)
	}
}

// skipWithoutGoroutineBrain skips under js/wasm, where the brain is Web
// Workers, which the test runner (node) does not have.
func skipWithoutGoroutineBrain(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("browsers search in Web Workers, which node has not")
	}
}

// TestAnsweredHintIsNotThinking: once a hint has its answer, the match no
// longer reads as thinking (the top bar's gold line empties while the
// person decides), in slices and beside the loop alike; the computer's
// own decided move still reads as thinking until it is played.
func TestAnsweredHintIsNotThinking(t *testing.T) {
	for _, th := range []*Thinking{nil, NewThinking(ThinkFixed, 1, catalogThink)} {
		if th != nil && runtime.GOOS == "js" { // no goroutine searchers under node
			continue
		}
		m := computerMatch(t, ai.Easy, th)
		for range 100000 {
			if _, ok := m.Think(2*time.Millisecond, true); ok {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if m.Thinking() {
			t.Errorf("beside %v: a hint with its answer reads as thinking", th != nil)
		}
		decide(t, m)
		if !m.Thinking() {
			t.Errorf("beside %v: the computer's decided move reads as not thinking", th != nil)
		}
	}
}
