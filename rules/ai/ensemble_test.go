package ai

import (
	"testing"
	"time"
)

func TestOneFixedUnitDecidesAsOneSearch(t *testing.T) {
	for _, root := range []RootRule{RootUCB, RootHalving} {
		cfg := testConfig(3000)
		cfg.Root = root
		for seed := uint64(1); seed <= 6; seed++ {
			want := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], seed).Best()
			tally := Think(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], seed, Plan{}, nil, nil)
			got, ok := tally.Best()
			if !ok || got != want || tally.Units != 1 {
				t.Errorf("root %d seed %d: one unit chose %v (ok %v, %d units), the search %v", root, seed, got, ok, tally.Units, want)
			}
		}
	}
}

func TestSearchersOfADecisionDifferAndRepeat(t *testing.T) {
	cfg := testConfig(500)
	run := func(searcher int) Tally[nimMove] {
		return Think(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 42, Plan{Searcher: searcher}, nil, nil)
	}
	a, b, again := run(1), run(2), run(1)
	if !sameTally(a, again) {
		t.Errorf("searcher 1 twice: %+v and %+v", a, again)
	}
	if sameTally(a, b) {
		t.Errorf("searchers 1 and 2 searched alike: %+v", a)
	}
}

func sameTally(a, b Tally[nimMove]) bool {
	if a.Units != b.Units || a.Iterations != b.Iterations || len(a.Votes) != len(b.Votes) {
		return false
	}
	for i := range a.Votes {
		if a.Votes[i] != b.Votes[i] {
			return false
		}
	}
	return true
}

func TestTallyAddsVotesAndPicksTheMostVisited(t *testing.T) {
	var sum Tally[string]
	sum.Add(&Tally[string]{Units: 1, Iterations: 10, Sole: "a", Votes: []Vote[string]{{"a", 6, 3}, {"b", 4, 3}}})
	if best, _ := sum.Best(); best != "a" {
		t.Fatalf("one unit: %q, want its own choice a", best)
	}
	sum.Add(&Tally[string]{Units: 2, Iterations: 20, Sole: "b", Votes: []Vote[string]{{"b", 5, 4}, {"c", 9, 1}, {"a", 1, 0}}})
	if sum.Units != 3 || sum.Iterations != 30 {
		t.Errorf("units %d iterations %d, want 3 and 30", sum.Units, sum.Iterations)
	}
	if best, _ := sum.Best(); best != "b" { // b 9 visits (mean 7/9) beats c 9 visits (mean 1/9) and a 7
		t.Errorf("best %q, want b", best)
	}
	var empty Tally[string]
	if _, ok := empty.Best(); ok {
		t.Error("an empty tally has a best move")
	}
}

func TestThinkingTimeRunsTheFirstUnitsMinimumThenStops(t *testing.T) {
	stopWhenSettled = false
	defer func() { stopWhenSettled = true }()
	// A budget far too big for the time: the first unit runs its minimum,
	// then the time (long past) cuts it.
	big := testConfig(400_000)
	least := int(MinUnitShare * float64(big.Iterations))
	for _, plan := range []Plan{
		{Time: time.Nanosecond},
		{Time: time.Hour, Deadline: time.Now().Add(-time.Second)}, // the asker's deadline went by (a worker loading)
	} {
		tally := Think(newNim(3, 4, 5), big, RandomPolicy[*nim, nimMove], 7, plan, nil, nil)
		if tally.Units != 1 || tally.Iterations < least || tally.Iterations >= big.Iterations {
			t.Errorf("%+v: %d units and %d iterations, want the first unit cut between %d and %d",
				plan, tally.Units, tally.Iterations, least, big.Iterations)
		}
		if _, ok := tally.Best(); !ok {
			t.Errorf("%+v: a cut unit has no move", plan)
		}
	}
	// A small budget with time to spare: more units than one. The search
	// is stopped by its iterations, not by the clock: under a loaded
	// machine (WebAssembly under node beside the Xvfb packages) 2000
	// iterations took more than the 30 ms this test once gave them.
	small := testConfig(2000)
	ran := 0
	longer := Think(newNim(3, 4, 5), small, RandomPolicy[*nim, nimMove], 7, Plan{Time: time.Hour},
		func() bool { return ran > 3*2000 }, func(n int) { ran = n })
	if longer.Iterations <= 2000 || longer.Units < 2 {
		t.Errorf("time to spare ran %d units and %d iterations, want more than one unit", longer.Units, longer.Iterations)
	}
}

func TestThinkStopsWhenAsked(t *testing.T) {
	calls := 0
	tally := Think(newNim(5, 6, 7), testConfig(1<<30), RandomPolicy[*nim, nimMove], 7, Plan{},
		func() bool { calls++; return calls >= 2 }, nil)
	if tally.Units != 1 || tally.Iterations >= 1<<30 {
		t.Errorf("stopped search: %d units, %d iterations", tally.Units, tally.Iterations)
	}
	if _, ok := tally.Best(); !ok {
		t.Error("a stopped search has no move")
	}
}
