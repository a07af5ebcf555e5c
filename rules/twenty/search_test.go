package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

var heuristicPolicy = ai.Policy[*State, Move](Heuristic)

// Right after a hand ends the state is at a horizon (HandOver), yet it is a
// player's turn in the new hand: the search must still look ahead, which
// works because Determinize clears the hand-end mark of its copy.
func TestSearchRightAfterHandEnd(t *testing.T) {
	s := position{players: 2, hands: []string{"QS QH 5D 6D", "KS AH"}, count: 20}.build(t)
	s.toMove = 1
	apply(t, s, "play KS")
	if !s.HorizonReached() || s.Over() {
		t.Fatal("position: the hand should have just ended")
	}
	search := ai.NewSearch(s, ai.Config{Iterations: 300, Exploration: ai.DefaultExploration}, heuristicPolicy, 1)
	search.Step(300)
	visited := 0
	for _, st := range search.RootStats(nil) {
		visited += st.Visits
	}
	if visited == 0 {
		t.Fatal("the search never looked past the root")
	}
}

// Whole games with the search against the heuristic: a smoke test (every
// move the search picks is legal). Its strength is measured elsewhere: over
// 100 games to 50 points at 500 iterations it won about two thirds.
func TestSearchPlaysGames(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games with a search")
	}
	games, wins := 6, 0.0
	cfg := ai.Config{Iterations: 200, Exploration: ai.DefaultExploration}
	for g := range games {
		s := MustNew(Options{Players: 2, Target: 50}, uint64(g))
		searcher := g % 2
		rng := rules.NewRNG(uint64(g))
		for n := 0; !s.Over(); n++ {
			var m Move
			if s.ToMove() == searcher {
				search := ai.NewSearch(s, cfg, heuristicPolicy, uint64(n))
				search.Step(cfg.Iterations)
				m = search.Best()
			} else {
				m = Heuristic(s, &rng, nil)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		for _, w := range s.Winners() {
			if w == searcher {
				wins += 1 / float64(len(s.Winners()))
			}
		}
	}
	t.Logf("search won %.1f of %d games against the heuristic", wins, games)
}
