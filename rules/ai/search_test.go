package ai

import (
	"reflect"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
)

func testConfig(iterations int) Config {
	return Config{Iterations: iterations, Exploration: DefaultExploration}
}

func runSearch[S rules.State[S, M], M rules.Move](root S, cfg Config, policy Policy[S, M], seed uint64) *Search[S, M] {
	s := NewSearch(root, cfg, policy, seed)
	for !s.Step(1000) {
	}
	return s
}

func TestNimFindsTheOnlyWinningMove(t *testing.T) {
	// 2^3^4 = 5: only taking 3 from the heap of 4 leaves a zero nim-sum.
	for seed := uint64(1); seed <= 5; seed++ {
		s := runSearch(newNim(2, 3, 4), testConfig(20000), RandomPolicy[*nim, nimMove], seed)
		if got, want := s.Best(), (nimMove{Heap: 2, Take: 3}); got != want {
			t.Errorf("seed %d: best %v, want %v; stats %v", seed, got, want, s.RootStats(nil))
		}
	}
}

func TestNimTakesTheLastHeap(t *testing.T) {
	s := runSearch(newNim(0, 0, 6), testConfig(2000), RandomPolicy[*nim, nimMove], 1)
	if got, want := s.Best(), (nimMove{Heap: 2, Take: 6}); got != want {
		t.Errorf("best %v, want %v", got, want)
	}
}

// peekCases are positions of the peek game with the right move: swapping
// wins half the time, calling with card c wins c/5 of the time, folding is
// worth 0.4. The real other card is chosen so that a search that peeked
// would decide differently: low when swapping is right (calling would win),
// high when calling is right.
var peekCases = []struct {
	mine, theirs int8
	want         peekMove
}{
	{0, 5, peekSwapMove},
	{1, 0, peekSwapMove},
	{2, 0, peekSwapMove},
	{2, 1, peekSwapMove},
	{3, 5, peekCallMove},
	{4, 5, peekCallMove},
	{5, 4, peekCallMove},
}

func TestPeekPlaysTheBestExpectationWithoutPeeking(t *testing.T) {
	for _, c := range peekCases {
		root := newPeek(c.mine, c.theirs, 7)
		s := runSearch(root, testConfig(4000), RandomPolicy[*peek, peekMove], 11)
		if got := s.Best(); got != c.want {
			t.Errorf("card %d vs %d: best %v, want %v; stats %v", c.mine, c.theirs, got, c.want, s.RootStats(nil))
		}
	}
}

func TestPeekValuesMatchTheOdds(t *testing.T) {
	s := runSearch(newPeek(1, 0, 7), testConfig(20000), RandomPolicy[*peek, peekMove], 3)
	want := map[peekMove]float64{peekFoldMove: peekFold, peekCallMove: 0.2, peekSwapMove: 0.5}
	for _, st := range s.RootStats(nil) {
		// Moves visited often enough to trust the mean.
		if st.Visits > 500 && abs(st.Mean-want[st.Move]) > 0.05 {
			t.Errorf("%v: mean %.3f over %d visits, want about %.2f", st.Move, st.Mean, st.Visits, want[st.Move])
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestThreePlayersEachMaximiseTheirOwnReward(t *testing.T) {
	s := runSearch(&tree{}, testConfig(5000), RandomPolicy[*tree, treeMove], 5)
	if got := s.Best(); got != 1 {
		t.Errorf("player 0 goes %v, want right; stats %v", got, s.RootStats(nil))
	}
	// Player 1, after player 0 went left, goes right.
	root := &tree{}
	root.Apply(0)
	s = runSearch(root, testConfig(5000), RandomPolicy[*tree, treeMove], 5)
	if got := s.Best(); got != 1 {
		t.Errorf("player 1 goes %v, want right; stats %v", got, s.RootStats(nil))
	}
}

func TestSameSeedSameSearch(t *testing.T) {
	cfg := testConfig(3000)
	a := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 42)
	b := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 42)
	if !reflect.DeepEqual(a.RootStats(nil), b.RootStats(nil)) {
		t.Fatalf("same seed, different statistics")
	}
	c := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 43)
	if reflect.DeepEqual(a.RootStats(nil), c.RootStats(nil)) {
		t.Errorf("different seeds gave identical statistics: is the seed used?")
	}
}

func TestStepSlicesGiveTheSameResultAsOneRun(t *testing.T) {
	cfg := testConfig(2500)
	whole := NewSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 9)
	if !whole.Step(cfg.Iterations) {
		t.Fatalf("one Step of the whole budget is not done")
	}
	sliced := NewSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 9)
	steps := 0
	for n := 1; !sliced.Step(n); n = n%7 + 1 {
		steps++
	}
	if steps < 100 {
		t.Fatalf("only %d slices", steps)
	}
	if whole.Iterations() != sliced.Iterations() || whole.Iterations() > cfg.Iterations {
		t.Errorf("iterations %d and %d, budget %d", whole.Iterations(), sliced.Iterations(), cfg.Iterations)
	}
	if !reflect.DeepEqual(whole.RootStats(nil), sliced.RootStats(nil)) || whole.Best() != sliced.Best() {
		t.Errorf("sliced search differs from one run")
	}
	timed := NewSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 9)
	for !timed.RunFor(50 * time.Microsecond) {
	}
	if !reflect.DeepEqual(whole.RootStats(nil), timed.RootStats(nil)) {
		t.Errorf("RunFor slices differ from one run")
	}
}

func TestStoppingWhenSettledChoosesAsTheWholeBudget(t *testing.T) {
	defer func() { stopWhenSettled = true }()
	saved, spent := 0, 0
	check := func(name string, seed uint64, search func() (best any, iterations int), budget int) {
		stopWhenSettled = false
		wholeBest, wholeIterations := search()
		stopWhenSettled = true
		best, iterations := search()
		if best != wholeBest {
			t.Errorf("%s seed %d: stopped early at %d iterations with %v, the whole budget chooses %v", name, seed, iterations, best, wholeBest)
		}
		if wholeIterations != budget || iterations > budget {
			t.Errorf("%s seed %d: %d iterations of %d, early %d", name, seed, wholeIterations, budget, iterations)
		}
		saved += budget - iterations
		spent += budget
	}
	for seed := uint64(1); seed <= 20; seed++ {
		for _, budget := range []int{50, 700, 3000} {
			cfg := testConfig(budget)
			check("nim", seed, func() (any, int) {
				s := runSearch(newNim(2, 3, 4), cfg, RandomPolicy[*nim, nimMove], seed)
				return s.Best(), s.Iterations()
			}, budget)
			check("peek", seed, func() (any, int) {
				s := runSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], seed)
				return s.Best(), s.Iterations()
			}, budget)
			check("tree", seed, func() (any, int) {
				s := runSearch(&tree{}, cfg, RandomPolicy[*tree, treeMove], seed)
				return s.Best(), s.Iterations()
			}, budget)
		}
	}
	if saved == 0 {
		t.Errorf("no search stopped early")
	}
	t.Logf("stopping when settled saved %d of %d iterations", saved, spent)
}

func TestResetMatchesANewSearch(t *testing.T) {
	cfg := testConfig(3000)
	reused := runSearch(newNim(1, 2, 2), cfg, RandomPolicy[*nim, nimMove], 1)
	reused.Reset(newNim(3, 4, 5), 42)
	for !reused.Step(500) {
	}
	fresh := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 42)
	if !reflect.DeepEqual(reused.RootStats(nil), fresh.RootStats(nil)) {
		t.Errorf("Reset search differs from a new one")
	}
}

func TestSearchLeavesTheRootAlone(t *testing.T) {
	root := newPeek(2, 4, 1)
	root.SetEvents(true)
	before := *root
	runSearch(root, testConfig(1000), RandomPolicy[*peek, peekMove], 1)
	if !reflect.DeepEqual(before, *root) {
		t.Errorf("search changed the root")
	}
}

func TestSingleMoveNeedsNoSearch(t *testing.T) {
	s := NewSearch(newNim(0, 1, 0), testConfig(1000), RandomPolicy[*nim, nimMove], 1)
	if !s.Step(1) || s.Iterations() != 0 {
		t.Errorf("search with one legal move not done at once (%d iterations)", s.Iterations())
	}
	if got := s.Best(); got != (nimMove{Heap: 1, Take: 1}) {
		t.Errorf("best %v", got)
	}
}

func TestBestBeforeAnyIterationIsTheFirstLegalMove(t *testing.T) {
	s := NewSearch(newNim(2, 0, 0), testConfig(1000), RandomPolicy[*nim, nimMove], 1)
	if got := s.Best(); got != (nimMove{Heap: 0, Take: 1}) {
		t.Errorf("best %v", got)
	}
}

func TestBestPanicsWhenNobodyIsToMove(t *testing.T) {
	s := NewSearch(newNim(0, 0, 0), testConfig(1000), RandomPolicy[*nim, nimMove], 1)
	if !s.Step(10) {
		t.Errorf("search of a finished game not done")
	}
	defer func() {
		if recover() == nil {
			t.Errorf("Best on a finished game did not panic")
		}
	}()
	s.Best()
}

func TestRunawayPlayoutsStop(t *testing.T) {
	cfg := testConfig(20)
	cfg.MaxPlayoutMoves = 100
	s := runSearch(&loop{}, cfg, RandomPolicy[*loop, treeMove], 1)
	if s.Iterations() != 20 {
		t.Errorf("iterations %d", s.Iterations())
	}
}

func TestSteadyStateStepDoesNotAllocate(t *testing.T) {
	cfg := testConfig(2000)
	nimSearch := runSearch(newNim(3, 4, 5), cfg, RandomPolicy[*nim, nimMove], 1)
	nimRoot := newNim(3, 4, 5)
	var seed uint64
	if n := testing.AllocsPerRun(20, func() {
		seed++
		nimSearch.Reset(nimRoot, seed)
		nimSearch.Step(cfg.Iterations)
	}); n != 0 {
		t.Errorf("nim: %v allocations per Reset+Step", n)
	}
	cfg.PlayoutNoise = 0.5
	peekSearch := runSearch(newPeek(2, 4, 1), cfg, RandomPolicy[*peek, peekMove], 1)
	peekRoot := newPeek(3, 1, 2)
	if n := testing.AllocsPerRun(20, func() {
		seed++
		peekSearch.Reset(peekRoot, seed)
		peekSearch.Step(cfg.Iterations)
	}); n != 0 {
		t.Errorf("peek: %v allocations per Reset+Step", n)
	}
}

func TestLevels(t *testing.T) {
	prev := 0
	for _, l := range []Level{Easy, Normal, Hard} {
		back, err := ParseLevel(l.String())
		if err != nil || back != l {
			t.Errorf("%v does not parse back: %v %v", l, back, err)
		}
		cfg := LevelConfig(l)
		if cfg.Iterations <= prev || cfg.Exploration <= 0 {
			t.Errorf("%v: config %+v after budget %d", l, cfg, prev)
		}
		prev = cfg.Iterations
	}
	if _, err := ParseLevel("impossible"); err == nil {
		t.Errorf("unknown level accepted")
	}
	if l, err := ParseLevel(" HARD "); err != nil || l != Hard {
		t.Errorf("ParseLevel(HARD) = %v, %v", l, err)
	}
}

func TestDecideFindsTheNimWin(t *testing.T) {
	if got := Decide(newNim(2, 3, 4), Hard, RandomPolicy[*nim, nimMove], 1); got != (nimMove{Heap: 2, Take: 3}) {
		t.Errorf("hard decides %v", got)
	}
}

func BenchmarkSearchNim(b *testing.B) {
	benchmarkSearch(b, newNim(3, 4, 5), RandomPolicy[*nim, nimMove])
}

func BenchmarkSearchPeek(b *testing.B) {
	benchmarkSearch(b, newPeek(2, 4, 1), RandomPolicy[*peek, peekMove])
}

func BenchmarkSearchTree3Players(b *testing.B) {
	benchmarkSearch(b, &tree{}, RandomPolicy[*tree, treeMove])
}

// benchmarkSearch runs b.N iterations of one long search and reports
// iterations per second.
func benchmarkSearch[S rules.State[S, M], M rules.Move](b *testing.B, root S, policy Policy[S, M]) {
	s := NewSearch(root, testConfig(1<<30), policy, 1)
	s.Step(1000)
	b.ReportAllocs()
	b.ResetTimer()
	s.Step(b.N)
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}

func TestScanAndHashLookupAgree(t *testing.T) {
	defer func(limit int) { linearMatchLimit = limit }(linearMatchLimit)
	stats := func(limit int) []MoveStat[nimMove] {
		linearMatchLimit = limit
		return runSearch(newNim(3, 4, 5), testConfig(3000), RandomPolicy[*nim, nimMove], 8).RootStats(nil)
	}
	if scan, hash := stats(1<<30), stats(-1); !reflect.DeepEqual(scan, hash) {
		t.Errorf("scanning children and hashing them give different searches:\n%v\n%v", scan, hash)
	}
}

// A level without iterations plays its policy's move.
func TestNoBudgetPlaysThePolicy(t *testing.T) {
	takeAll := func(s *nim, _ *rules.RNG, buf []nimMove) nimMove {
		legal := s.AppendLegal(buf[:0])
		return legal[len(legal)-1] // the last heap, all of it
	}
	for _, root := range []RootRule{RootUCB, RootHalving} {
		s := NewSearch(newNim(2, 3, 4), Config{Root: root}, takeAll, 1)
		if !s.Done() || s.Step(10) != true || s.Iterations() != 0 {
			t.Errorf("root %d: a search without budget is not done at once", root)
		}
		if got := s.Best(); got != (nimMove{Heap: 2, Take: 4}) {
			t.Errorf("root %d: best %v, want the policy's 2-4", root, got)
		}
	}
}
