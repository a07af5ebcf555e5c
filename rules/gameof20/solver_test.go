package gameof20

import (
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// bruteForce is plain minimax over the public API, no pruning, no table:
// player 0 maximises HandSum(1)-HandSum(0) at the end, player 1 minimises it.
func bruteForce(s *State) int {
	if s.Over() {
		return s.Margin(0)
	}
	best := 0
	for i, m := range s.AppendLegal(nil) {
		c := s.Clone()
		if err := c.Apply(m); err != nil {
			panic(err)
		}
		v := bruteForce(c)
		if i == 0 || s.ToMove() == 0 && v > best || s.ToMove() == 1 && v < best {
			best = v
		}
	}
	return best
}

// endgame plays a random game (heuristic half of the time, for realistic
// boards) until at most empty cells are empty; nil if it ended before.
func endgame(t testing.TB, size int, seed uint64, empty int) *State {
	s := MustNew(Options{Size: size}, seed)
	rng := rules.NewRNG(seed * 31)
	var legal []Move
	for !s.Over() && (s.Phase() == Drafting || emptyCells(s) > empty) {
		legal = s.AppendLegal(legal[:0])
		m := legal[rng.IntN(len(legal))]
		if rng.IntN(2) == 0 {
			m = Heuristic(s, &rng, legal)
		}
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if s.Over() {
		return nil
	}
	return s
}

func TestSolverMatchesBruteForce(t *testing.T) {
	shared := NewSolver()     // keeps its table across positions
	tiny := NewSolverBits(10) // constant replacement in a small table
	checked := 0
	passes := 0
	for seed := range uint64(150) {
		// Whole placement phases on 3x3 boards (8 empty cells), and the ends
		// of 4x4 and 5x5 games with 4 to 9 empty cells.
		size := []int{DefaultSize, 4, 3}[seed%3]
		s := endgame(t, size, seed, 4+int(seed%6))
		if s == nil {
			continue
		}
		if s.AppendLegal(nil)[0] == PassMove() {
			passes++
		}
		want := bruteForce(s)
		for name, sv := range map[string]*Solver{"shared": shared, "tiny": tiny, "fresh": NewSolverBits(12)} {
			before := fingerprint(s)
			got, best := sv.Solve(s)
			if fingerprint(s) != before {
				t.Fatalf("Solve changed the state")
			}
			if got != want {
				t.Fatalf("seed %d (%s): solver %d, brute force %d", seed, name, got, want)
			}
			c := s.Clone()
			if err := c.Apply(best); err != nil {
				t.Fatalf("seed %d (%s): best move %v: %v", seed, name, best, err)
			}
			if after := bruteForce(c); after != want {
				t.Fatalf("seed %d (%s): best move %v leads to %d, optimum %d", seed, name, best, after, want)
			}
		}
		m, ok := NewSolver().BestMove(s, 1<<30)
		c := s.Clone()
		if !ok || c.Apply(m) != nil || bruteForce(c) != want {
			t.Fatalf("seed %d: BestMove %v ok=%v is not optimal", seed, m, ok)
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
	t.Logf("%d positions checked, %d starting with a forced pass", checked, passes)
}

// A forced pass: the solver returns Pass and counts the opponent's tiles.
func TestSolverPassAndEnd(t *testing.T) {
	s := placing(t, "2 . 2\n. 2 .\n2 . 2", []int{6, 6, 20}, []int{3}, 1)
	v, best := NewSolver().Solve(s)
	if best != PassMove() || v != 3-20 {
		t.Fatalf("player 1 must pass, then player 0 places both 6s: got %d %v", v, best)
	}
	over := placing(t, "2 . 2\n. 2 .\n2 . 2", []int{5, 6}, []int{5}, 0)
	mustApply(t, over, "place 6 at b1")
	if v, best := NewSolver().Solve(over); v != 0 || best != (Move{}) {
		t.Fatalf("finished draw: %d %v", v, best)
	}
	if m, ok := NewSolver().BestMove(MustNew(DefaultOptions(), 1), 1000); ok || m != (Move{}) {
		t.Fatal("BestMove in the draft should decline")
	}
}

// With a budget too small the answer is a legal move and ok=false.
func TestBestMoveBudget(t *testing.T) {
	for seed := range uint64(20) {
		s := endgame(t, DefaultSize, seed, 18)
		if s == nil {
			continue
		}
		for _, budget := range []int{1, 50, 2000} {
			m, ok := NewSolver().BestMove(s, budget)
			if ok {
				t.Fatalf("seed %d: 18 empty cells solved in %d nodes?", seed, budget)
			}
			if err := s.Clone().Apply(m); err != nil {
				t.Fatalf("seed %d budget %d: %v illegal: %v", seed, budget, m, err)
			}
		}
	}
}

// Solver time and nodes on realistic positions with 10, 12 and 14 empty
// cells (from a cleared table each time); times are logged, not judged.
func TestSolverCost(t *testing.T) {
	sv := NewSolver()
	for _, empty := range []int{10, 12, 14} {
		if empty > 10 && testing.Short() {
			continue
		}
		var total time.Duration
		nodes, positions, worstNodes, maxNodes := 0, 0, 0, 0
		var worst time.Duration
		for seed := range uint64(40) {
			s := endgame(t, DefaultSize, seed, empty)
			if s == nil || emptyCells(s) != empty {
				continue
			}
			sv.Reset()
			start := time.Now()
			sv.Solve(s)
			d := time.Since(start)
			total += d
			nodes += sv.Nodes()
			maxNodes = max(maxNodes, sv.Nodes())
			positions++
			if d > worst {
				worst, worstNodes = d, sv.Nodes()
			}
		}
		if positions == 0 {
			t.Fatalf("no position with %d empty cells", empty)
		}
		t.Logf("%d empty cells: %d positions, mean %v and %d nodes, worst %v and %d nodes",
			empty, positions, total/time.Duration(positions), nodes/positions, worst, worstNodes)
		// Node counts, not times: the same on every machine. Both solver
		// levels must be exact with 10 empty cells.
		if empty == 10 && maxNodes > ExactNodes[ai.Normal] {
			t.Errorf("10 empty cells: a solve took %d nodes, above Normal's budget of %d", maxNodes, ExactNodes[ai.Normal])
		}
	}
}

func BenchmarkSolve10(b *testing.B) { benchmarkSolve(b, 10, 20) }
func BenchmarkSolve14(b *testing.B) { benchmarkSolve(b, 14, 10) }

// benchmarkSolve solves positions with empty cells, count of them in turn,
// each from a cleared table.
func benchmarkSolve(b *testing.B, empty, count int) {
	var states []*State
	for seed := uint64(0); len(states) < count; seed++ {
		if s := endgame(b, DefaultSize, seed, empty); s != nil && emptyCells(s) == empty {
			states = append(states, s)
		}
	}
	sv := NewSolver()
	nodes, i := 0, 0
	for b.Loop() {
		b.StopTimer() // clearing the 4 MiB table is not search
		sv.Reset()
		b.StartTimer()
		sv.Solve(states[i%len(states)])
		nodes += sv.Nodes()
		i++
	}
	b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// The incremental hash of the solver's position equals the hash of the same
// position loaded afresh, whatever the order of moves, and undoing restores it.
func TestSolverHashIncremental(t *testing.T) {
	for seed := range uint64(50) {
		s := endgame(t, DefaultSize, seed, 20)
		if s == nil {
			continue
		}
		var p position
		p.load(s)
		start := p
		rng := rules.NewRNG(seed)
		var legal []Move
		var placed []Move
		for c := s.Clone(); !c.Over(); {
			legal = c.AppendLegal(legal[:0])
			m := legal[rng.IntN(len(legal))]
			if err := c.Apply(m); err != nil {
				t.Fatal(err)
			}
			if m.Kind == Place {
				p.place(int(m.Cell), int(m.Tile))
			} else {
				p.pass()
			}
			placed = append(placed, m)
			var fresh position
			fresh.load(c)
			if !c.Over() && fresh != p {
				t.Fatalf("seed %d after %v: incremental position differs from a fresh load", seed, m)
			}
		}
		for i := len(placed) - 1; i >= 0; i-- {
			if m := placed[i]; m.Kind == Place {
				p.unplace(int(m.Cell), int(m.Tile))
			} else {
				p.pass()
			}
		}
		if p != start {
			t.Fatalf("seed %d: undoing every move does not restore the position", seed)
		}
	}
}

// Solve and BestMove allocate nothing once the solver exists.
func TestSolverNoAllocations(t *testing.T) {
	s := endgame(t, DefaultSize, 2, 12)
	deep := endgame(t, DefaultSize, 2, 22)
	sv := NewSolverBits(12)
	allocs := testing.AllocsPerRun(20, func() {
		sv.Solve(s)
		sv.BestMove(s, 1000)
		sv.BestMove(deep, 1) // falls back to the first legal move
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per call, want 0", allocs)
	}
}
