package ai

import (
	"reflect"
	"testing"
)

func halvingConfig(iterations int) Config {
	return Config{Iterations: iterations, Root: RootHalving}
}

// The lottery's tickets differ by a hundredth of a draw that spans the whole
// reward: compared on common deals the best ticket always shows; compared on
// independent playouts, as UCB does, it seldom does with this budget.
func TestHalvingComparesMovesOnCommonDeals(t *testing.T) {
	const budget = 2000
	best := lotteryMove(lotteryTickets - 1)
	ucbRight := 0
	for seed := uint64(1); seed <= 20; seed++ {
		s := runSearch(&lottery{}, halvingConfig(budget), RandomPolicy[*lottery, lotteryMove], seed)
		if got := s.Best(); got != best {
			t.Errorf("seed %d: halving chose ticket %v, want %v; stats %v", seed, got, best, s.RootStats(nil))
		}
		if runSearch(&lottery{}, testConfig(budget), RandomPolicy[*lottery, lotteryMove], seed).Best() == best {
			ucbRight++
		}
	}
	t.Logf("UCB found the best ticket in %d of 20 searches", ucbRight)
}

func TestHalvingPlaysTheBestExpectationWithoutPeeking(t *testing.T) {
	for _, c := range peekCases {
		s := runSearch(newPeek(c.mine, c.theirs, 7), halvingConfig(4000), RandomPolicy[*peek, peekMove], 11)
		if got := s.Best(); got != c.want {
			t.Errorf("card %d vs %d: best %v, want %v; stats %v", c.mine, c.theirs, got, c.want, s.RootStats(nil))
		}
	}
}

func TestHalvingDropsTheWorseHalfEachPhase(t *testing.T) {
	defer func() { stopWhenSettled = true }()
	stopWhenSettled = false
	s := runSearch(&lottery{}, halvingConfig(3000), RandomPolicy[*lottery, lotteryMove], 1)
	// 8 tickets: 3 phases of 1000 playouts, over 8, 4 and 2 tickets, so 4
	// tickets play 125 deals, 2 play 125+250 and the last 2 125+250+500.
	want := map[int]int{125: 4, 125 + 250: 2, 125 + 250 + 500: 2} // playouts: tickets
	got := map[int]int{}
	for _, st := range s.RootStats(nil) {
		got[st.Visits]++
	}
	if !reflect.DeepEqual(got, want) || s.Iterations() != 3000 {
		t.Errorf("playouts per ticket %v, want %v; %d iterations", got, want, s.Iterations())
	}
}

func TestHalvingSameSeedSameSearch(t *testing.T) {
	cfg := halvingConfig(3000)
	a := runSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 42)
	b := runSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 42)
	if !reflect.DeepEqual(a.RootStats(nil), b.RootStats(nil)) {
		t.Fatalf("same seed, different statistics")
	}
	c := runSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 43)
	if reflect.DeepEqual(a.RootStats(nil), c.RootStats(nil)) {
		t.Errorf("different seeds gave identical statistics: is the seed used?")
	}
}

func TestHalvingStepSlicesGiveTheSameResultAsOneRun(t *testing.T) {
	cfg := halvingConfig(2500)
	whole := runSearch(&lottery{}, cfg, RandomPolicy[*lottery, lotteryMove], 9)
	sliced := NewSearch(&lottery{}, cfg, RandomPolicy[*lottery, lotteryMove], 9)
	for n := 1; !sliced.Step(n); n = n%7 + 1 {
	}
	if whole.Iterations() != sliced.Iterations() || !reflect.DeepEqual(whole.RootStats(nil), sliced.RootStats(nil)) {
		t.Errorf("sliced search differs from one run")
	}
	reused := runSearch(&lottery{ticket: 3}, cfg, RandomPolicy[*lottery, lotteryMove], 1)
	reused.Reset(&lottery{}, 9)
	for !reused.Step(100) {
	}
	if !reflect.DeepEqual(whole.RootStats(nil), reused.RootStats(nil)) {
		t.Errorf("Reset search differs from a new one")
	}
}

// A cut is made as soon as the moves it keeps are certain, and the deals of
// later phases do not depend on when it was made: the search chooses what the
// whole budget chooses, with fewer playouts.
func TestHalvingSettledCutsChooseAsTheWholeBudget(t *testing.T) {
	defer func() { stopWhenSettled = true }()
	saved, spent := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		for _, budget := range []int{40, 600, 3000} {
			cfg := halvingConfig(budget)
			stopWhenSettled = false
			whole := runSearch(newPeek(int8(seed%6), int8((seed+3)%6), seed), cfg, RandomPolicy[*peek, peekMove], seed)
			stopWhenSettled = true
			early := runSearch(newPeek(int8(seed%6), int8((seed+3)%6), seed), cfg, RandomPolicy[*peek, peekMove], seed)
			if whole.Best() != early.Best() {
				t.Errorf("seed %d budget %d: settled cuts chose %v, the whole budget %v", seed, budget, early.Best(), whole.Best())
			}
			if whole.Iterations() > budget || early.Iterations() > whole.Iterations() {
				t.Errorf("seed %d budget %d: %d iterations, early %d", seed, budget, whole.Iterations(), early.Iterations())
			}
			saved += whole.Iterations() - early.Iterations()
			spent += whole.Iterations()
		}
	}
	if saved == 0 {
		t.Errorf("no cut was settled early")
	}
	t.Logf("settled cuts saved %d of %d playouts", saved, spent)
}

func TestHalvingSteadyStateDoesNotAllocate(t *testing.T) {
	cfg := halvingConfig(2000)
	search := runSearch(&lottery{}, cfg, RandomPolicy[*lottery, lotteryMove], 1)
	root := &lottery{}
	var seed uint64
	if n := testing.AllocsPerRun(20, func() {
		seed++
		search.Reset(root, seed)
		search.Step(cfg.Iterations)
	}); n != 0 {
		t.Errorf("%v allocations per Reset+Step", n)
	}
}

func TestHalvingWithOneMoveNeedsNoSearch(t *testing.T) {
	s := runSearch(newNim(2, 3, 4), halvingConfig(1000), RandomPolicy[*nim, nimMove], 1)
	s.Reset(newNim(0, 1, 0), 1)
	if !s.Step(1) || s.Iterations() != 0 || s.Best() != (nimMove{Heap: 1, Take: 1}) {
		t.Errorf("search with one legal move: done %v after %d iterations, best %v", s.Done(), s.Iterations(), s.Best())
	}
	if stats := s.RootStats(nil); len(stats) != 1 || stats[0].Visits != 0 {
		t.Errorf("stats of the earlier search shown: %v", stats)
	}
}

func TestHalvingLeavesTheRootAlone(t *testing.T) {
	root := newPeek(2, 4, 1)
	before := *root
	runSearch(root, halvingConfig(1000), RandomPolicy[*peek, peekMove], 1)
	if !reflect.DeepEqual(before, *root) {
		t.Errorf("search changed the root")
	}
}
