package play

import (
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// stuckBrain never answers: a search still running.
type stuckBrain struct{ who any }

func (b *stuckBrain) Start(owner any, _ gamedef.ThinkRequest) { b.who = owner }
func (b *stuckBrain) Poll(int) (ai.Tally[string], int, bool, error) {
	return ai.Tally[string]{}, 0, false, nil
}
func (b *stuckBrain) Cancel()        { b.who = nil }
func (b *stuckBrain) Owner() any     { return b.who }
func (b *stuckBrain) Searchers() int { return 1 }
func (b *stuckBrain) Name() string   { return "stuck" }

// Update allocates nothing while it waits for a search.
func TestReviewUpdateAllocatesNothingWhileWaiting(t *testing.T) {
	var turns []gamedef.Turn
	for range 4 {
		turns = append(turns, gamedef.Turn{Legal: 3, Move: "x"})
	}
	r := &Review{turns: turns, order: []int{0, 1, 2, 3}, asked: -1, brain: &stuckBrain{}, own: true,
		analysis: Analysis{Judged: make([]Judgement, 4)}}
	r.Update() // asks
	if n := testing.AllocsPerRun(100, r.Update); n != 0 {
		t.Fatalf("%v allocations a tick", n)
	}
	if done, total := r.Progress(); done != r.analysis.Analysed() || done != 0 || total != 4 {
		t.Fatalf("progress %d of %d", done, total)
	}
}
