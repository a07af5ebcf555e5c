package for20

import (
	"encoding/json"
	"slices"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

var heuristicPolicy = ai.Policy[*State, Move](Heuristic)

// searchBest runs a search of the given budget and returns its move.
func searchBest(t *testing.T, s *State, iterations int, root ai.RootRule, seed uint64) Move {
	t.Helper()
	cfg := ai.Config{Iterations: iterations, Exploration: ai.DefaultExploration, Root: root}
	search := ai.NewSearch(s, cfg, heuristicPolicy, seed)
	for !search.Step(iterations) {
	}
	m := search.Best()
	if !slices.Contains(s.AppendLegal(nil), m) {
		t.Fatalf("the search chose %v, which is not listed", m)
	}
	return m
}

// TestSearchPositions: the generic search runs on a turn, a reaction
// window and an ability's target, and answers with a listed move.
func TestSearchPositions(t *testing.T) {
	window := build(t, layout{players: 3, hands: [5]string{"T16", "O05 A16 A17"}, reserves: [5]string{"M26 M25"},
		smoked: [5]string{"M47 M48 M60 M22 M23", "M45 M46"}})
	apply(t, window, "smoke T16 M26")
	wantDecision(t, window, reaction(1, 0))
	choosing := build(t, layout{hands: [5]string{"T26"}, reserves: [5]string{"M13 M14", "M02", "M26"}})
	apply(t, choosing, "smoke T26 M13 M14")
	positions := map[string]*State{
		"start":    MustNew(DefaultOptions(4), 3),
		"window":   window,
		"choosing": choosing,
	}
	for name, s := range positions {
		for _, root := range []ai.RootRule{ai.RootUCB, ai.RootHalving} {
			m := searchBest(t, s, 200, root, 1)
			t.Logf("%s (root %v): %v", name, root, m)
		}
	}
	// Player 0 is at 19 and smokes a 5, which wins at the end of the
	// round: player 1 must answer with Pass it!.
	if m := searchBest(t, window, 400, ai.RootUCB, 2); m.Kind != Answer {
		t.Errorf("the search let a winning smoke through: %v", m)
	}
	// Big Gulp's target: the Jolly Green Giant (5) rather than a Schwag.
	if m := searchBest(t, choosing, 300, ai.RootUCB, 3); m.String() != "target @2 M26" {
		t.Logf("Big Gulp target chosen: %v", m)
	}
}

// TestSearchPlaysGames: searching players in every seat play a few moves
// of real games, reactions included, only ever legally.
func TestSearchPlaysGames(t *testing.T) {
	moves := 60
	if testing.Short() {
		moves = 15
	}
	for _, players := range []int{2, 4} {
		s := MustNew(DefaultOptions(players), uint64(players))
		for n := 0; n < moves && !s.Over(); n++ {
			m := searchBest(t, s, 60, Budgets.Root, uint64(n))
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSearchBudget logs the time of a Hard decision (behind the stats
// flag: it is a measurement, not a check).
func TestSearchBudget(t *testing.T) {
	if *statsGames == 0 {
		t.Skip("run with -for20.stats=N")
	}
	s := MustNew(DefaultOptions(4), 11)
	for level := ai.Normal; level <= ai.Hard; level++ {
		cfg := Budgets.Config(level)
		start := time.Now()
		search := ai.NewSearch(s, cfg, heuristicPolicy, 1)
		for !search.Step(cfg.Iterations) {
		}
		t.Logf("%v: %d iterations in %v", level, search.Iterations(), time.Since(start))
	}
}

func TestDef(t *testing.T) {
	info := Def.Info()
	if info.ID != "for20" || info.MinPlayers != 2 || info.MaxPlayers != 5 {
		t.Fatalf("%+v", info)
	}
	for players := Def.MinPlayers; players <= Def.MaxPlayers; players++ {
		s, rec, err := Def.Start(players, []int{1}, 9)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Options().AskEveryone || s.NumPlayers() != players {
			t.Fatalf("options %+v", s.Options())
		}
		rng := rules.NewRNG(1)
		buf := make([]Move, 0, 256)
		for !s.Over() {
			m := Def.Heuristic(s, &rng, buf)
			rec.Moves = append(rec.Moves, m.String())
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		data, _ := json.Marshal(rec)
		var back rules.Record
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		r, choices, err := Def.Restore(back)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Over() || !slices.Equal(Def.Winners(r), Def.Winners(s)) || choices[0] != 1 {
			t.Fatal("the restored game differs")
		}
		if Def.Score(r, Def.Winners(r)[0]) < WinningScore || Def.Describe(r) == "" {
			t.Fatal("score or description")
		}
	}
}

// TestSearchStrength plays -for20.stats 4-player games, one Normal search
// against three heuristics (seats rotating), and logs its win rate.
func TestSearchStrength(t *testing.T) {
	if *statsGames == 0 {
		t.Skip("run with -for20.stats=N")
	}
	games := min(*statsGames, 40)
	cfg := Budgets.Config(ai.Normal)
	wins := 0.0
	for g := range games {
		s := MustNew(DefaultOptions(4), uint64(1000+g))
		hero := g % 4
		rng := rules.NewRNG(uint64(g))
		buf := make([]Move, 0, 1024)
		search := ai.NewSearch(s, cfg, heuristicPolicy, 0)
		for n := 0; !s.Over(); n++ {
			m := Heuristic(s, &rng, buf)
			if s.ToMove() == hero {
				search.Reset(s, uint64(n))
				for !search.Step(cfg.Iterations) {
				}
				m = search.Best()
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if w := s.Winners(); slices.Contains(w, hero) {
			wins += 1 / float64(len(w))
		}
	}
	t.Logf("Normal search vs 3 heuristics, %d games: wins %.2f (fair share 0.25)", games, wins/float64(games))
}
