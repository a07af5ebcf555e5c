package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// runArena runs the command with args and returns what it printed.
func runArena(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := run(args, &out, &errOut); err != nil {
		t.Fatalf("arena %s: %v\n%s", strings.Join(args, " "), err, errOut.String())
	}
	return out.String()
}

func runJSON(t *testing.T, args ...string) summary {
	t.Helper()
	var s summary
	text := runArena(t, append(args, "-json")...)
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, text)
	}
	return s
}

// firstGame is the catalog's first game: the tests' usual one.
func firstGame() string { return catalog.Games[0].Info().ID }

// gameWhere is the first game of the catalog whose Info passes test, or
// false when none does.
func gameWhere(test func(gamedef.Info) bool) (string, bool) {
	for _, g := range catalog.Games {
		if info := g.Info(); test(info) {
			return info.ID, true
		}
	}
	return "", false
}

func TestQuickMatchesOfEveryGame(t *testing.T) {
	for _, g := range catalog.Games {
		info := g.Info()
		lo, hi := info.MinPlayers, info.MaxPlayers
		for players := lo; players <= min(hi, lo+1); players++ {
			t.Run(fmt.Sprintf("%s/%d", info.ID, players), func(t *testing.T) {
				s := runJSON(t, "-game", info.ID, "-players", fmt.Sprint(players), "-games", fmt.Sprint(2*players),
					"-a", "normal", "-iters-a", "40", "-b", "heuristic")
				if s.Games != 2*players || s.Players != players || s.Game != info.ID {
					t.Errorf("summary of the wrong match: %+v", s)
				}
				// In a solo game side B has no seat and never decides.
				if s.WinsA+s.Draws > s.Games || s.A.Decisions == 0 || (players > 1 && s.B.Decisions == 0) || s.MovesGame <= 0 {
					t.Errorf("implausible summary: %+v", s)
				}
				if s.A.Iterations != 40 || s.A.SearchedIter == 0 || s.B.Iterations != 0 {
					t.Errorf("search budgets reported wrongly: A %+v, B %+v", s.A, s.B)
				}
			})
		}
	}
}

func TestTextSummary(t *testing.T) {
	text := runArena(t, "-game", firstGame(), "-games", "2", "-a", "normal", "-iters-a", "30", "-b", "random")
	for _, want := range []string{"A = normal (30 iterations), B = random", "A wins", "draws", "score diff", "iterations/s", "wall time"} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
}

// A game of several rounds also reports its rounds (Minus Twenty's default
// match is three), in the JSON and the text; a game of one reports none.
func TestRoundsAreCounted(t *testing.T) {
	several := 0
	for _, g := range catalog.Games {
		info := g.Info()
		args := []string{"-game", info.ID, "-players", fmt.Sprint(info.MinPlayers), "-games", "2", "-a", "random", "-b", "heuristic"}
		s := runJSON(t, args...)
		if !info.SeveralRounds {
			if s.Rounds != 0 {
				t.Errorf("%s reports %d rounds", info.ID, s.Rounds)
			}
			continue
		}
		several++
		if s.Rounds < s.Games || s.RoundWinRateA < 0 || s.RoundWinRateA > 0.5 || s.RoundDiff >= 0 {
			t.Errorf("%s: random against the heuristic over %d rounds: %+v", info.ID, s.Rounds, s)
		}
		text := runArena(t, args...)
		if !strings.Contains(text, fmt.Sprintf("rounds      %d: A wins", s.Rounds)) {
			t.Errorf("%s: the text summary lacks the rounds:\n%s", info.ID, text)
		}
	}
	if several == 0 {
		t.Log("no game of the catalog has several rounds")
	}
}

func TestRoundResult(t *testing.T) {
	for _, c := range []struct {
		scores []float64
		aSeat  int
		want   sample
	}{
		{[]float64{30, -10}, 0, sample{win: 1, diff: 40}},
		{[]float64{30, -10}, 1, sample{win: 0, diff: -40}},
		{[]float64{5, 5}, 1, sample{win: 0.5, diff: 0}},
		{[]float64{9, 3, 9}, 2, sample{win: 0.5, diff: 3}},
	} {
		if got := roundResult(c.scores, c.aSeat); got != c.want {
			t.Errorf("scores %v, A in seat %d: %+v, want %+v", c.scores, c.aSeat, got, c.want)
		}
	}
}

func TestResultsDoNotDependOnWorkers(t *testing.T) {
	args := []string{"-game", firstGame(), "-games", "6", "-seed", "3", "-a", "random", "-b", "heuristic"}
	one := runJSON(t, append(args, "-workers", "1")...)
	two := runJSON(t, append(args, "-workers", "2")...)
	if one.WinsA != two.WinsA || one.Draws != two.Draws || one.ScoreDiff != two.ScoreDiff || one.MovesGame != two.MovesGame {
		t.Errorf("1 worker: %+v\n2 workers: %+v", one, two)
	}
	other := runJSON(t, "-game", firstGame(), "-games", "6", "-seed", "4", "-a", "random", "-b", "heuristic")
	if other.ScoreDiff == one.ScoreDiff && other.MovesGame == one.MovesGame {
		t.Errorf("seeds 3 and 4 played the same games")
	}
}

// Searchers summed as the game sums them beside its loop: one searcher is
// today's bot exactly, and several repeat themselves for a seed.
func TestSearchersAsTheGamePlaysThem(t *testing.T) {
	args := []string{"-game", firstGame(), "-games", "4", "-seed", "5", "-a", "normal", "-iters-a", "60", "-b", "heuristic"}
	plain := runJSON(t, args...)
	one := runJSON(t, append(args, "-searchers-a", "1", "-think-a", "0s")...)
	three := runJSON(t, append(args, "-searchers-a", "3")...)
	again := runJSON(t, append(args, "-searchers-a", "3")...)
	if plain.ScoreDiff != one.ScoreDiff || plain.MovesGame != one.MovesGame {
		t.Errorf("one searcher played other games: %+v\n%+v", plain, one)
	}
	if three.ScoreDiff != again.ScoreDiff || three.MovesGame != again.MovesGame || three.A.SearchedIter != again.A.SearchedIter {
		t.Errorf("three searchers twice: %+v\n%+v", three, again)
	}
	if three.A.SearchedIter <= plain.A.SearchedIter {
		t.Errorf("three searchers ran %d iterations, one %d", three.A.SearchedIter, plain.A.SearchedIter)
	}
}

func TestDealsComeInGroupsThatRotateSeatA(t *testing.T) {
	m := &match{players: 3, seed: 9}
	for group := 0; group < 4; group++ {
		seed0, _ := m.deal(3 * group)
		for seat := 0; seat < 3; seat++ {
			seed, aSeat := m.deal(3*group + seat)
			if seed != seed0 || aSeat != seat {
				t.Errorf("game %d: seed %d seat %d, want %d and %d", 3*group+seat, seed, aSeat, seed0, seat)
			}
		}
		if next, _ := m.deal(3*group + 3); next == seed0 {
			t.Errorf("group %d and the next share a deal", group)
		}
	}
}

func TestRefusesBadFlags(t *testing.T) {
	cases := [][]string{
		{"-game", "chess"},
		{"-a", "grandmaster"},
		{"-b", ""},
		{"-players", "9"},
		{"-games", "0"},
		{"-nonsense"},
		{"extra"},
		{"-searchers-a", "0"},
		{"-think-a", "-1s"},
	}
	if id, ok := gameWhere(func(info gamedef.Info) bool { return info.ExternalBots }); ok {
		cases = append(cases, []string{"-game", id, "-a", "exec:"}, []string{"-game", id, "-bot-timeout", "0s"})
	}
	if id, ok := gameWhere(func(info gamedef.Info) bool { return !info.ExternalBots }); ok {
		cases = append(cases, []string{"-game", id, "-a", "exec:python3 examplebot/bot.py"}) // no protocol
	}
	for _, args := range cases {
		var out, errOut bytes.Buffer
		if err := run(args, &out, &errOut); err == nil {
			t.Errorf("arena %v accepted", args)
		}
	}
}

func TestBenchPrintsOneLinePerMeasure(t *testing.T) {
	if testing.Short() {
		t.Skip("runs one hard search per game")
	}
	text := runArena(t, "-bench", "-game", "all", "-benchtime", "1ms")
	lines := strings.Split(strings.TrimSpace(text), "\n")
	if want := 4 * len(catalog.Games); len(lines) != want {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), want, text)
	}
	for _, line := range lines {
		fields := strings.Split(line, "\t")
		if !strings.HasPrefix(line, "Benchmark") || len(fields) < 4 {
			t.Errorf("not a benchmark line: %q", line)
		}
	}
}

// steadyStateAllocs is the allocations of a game's search decision once
// its storage has grown.
func steadyStateAllocs(t *testing.T, g gamedef.Game, players, iterations int) float64 {
	positions, err := findBenchPositions(g, players)
	if err != nil {
		t.Fatal(err)
	}
	cfg := g.Info().Budgets.Config(ai.Normal) // the game's own root rule
	cfg.Iterations = iterations
	search := g.NewBot(gamedef.BotSpec{Kind: gamedef.SearchBot, Config: cfg})
	decide := func(i int) { search.Decide(positions[i%len(positions)], nil, uint64(i)) }
	for i := range 2 * len(positions) {
		decide(i) // let the storage grow
	}
	i := 0
	return testing.AllocsPerRun(2*len(positions), func() { decide(i); i++ })
}

func TestSearchDecisionsDoNotAllocate(t *testing.T) {
	for _, g := range catalog.Games {
		info := g.Info()
		if n := steadyStateAllocs(t, g, info.MinPlayers, 200); n != 0 {
			t.Errorf("%s: %v allocations per search decision in steady state", info.ID, n)
		}
	}
}

// Every game's levels search more the harder they are, and only Easy adds
// playout noise; an Easy without iterations plays the game's heuristic.
func TestLevelsOrderTheirBudgets(t *testing.T) {
	for _, g := range catalog.Games {
		info := g.Info()
		easy, normal, hard := info.Budgets.Config(ai.Easy), info.Budgets.Config(ai.Normal), info.Budgets.Config(ai.Hard)
		if !(0 <= easy.Iterations && easy.Iterations < normal.Iterations && normal.Iterations < hard.Iterations) {
			t.Errorf("%s: iterations easy %d, normal %d, hard %d", info.ID, easy.Iterations, normal.Iterations, hard.Iterations)
		}
		if (easy.Iterations > 0 && easy.PlayoutNoise == 0) || normal.PlayoutNoise != 0 || hard.PlayoutNoise != 0 {
			t.Errorf("%s: playout noise %v %v %v", info.ID, easy.PlayoutNoise, normal.PlayoutNoise, hard.PlayoutNoise)
		}
	}
}

// The agreement study prints a share for 1, 2 and 4 units and the paired
// differences, and repeats itself for a seed whatever the workers.
func TestAgreementStudy(t *testing.T) {
	args := []string{"-game", firstGame(), "-agreement", "6", "-a", "easy", "-seed", "3"}
	out := runArena(t, append(args, "-workers", "2")...)
	for _, want := range []string{"agreement game=" + firstGame(), "units=1 agrees=", "units=4 agrees=", "units=2 minus_one=", "units=4 minus_one="} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if again := runArena(t, args...); again != out {
		t.Errorf("one worker said otherwise:\n%s\nthan two:\n%s", again, out)
	}
	var errOut bytes.Buffer
	if err := run([]string{"-agreement", "5", "-a", "heuristic"}, &bytes.Buffer{}, &errOut); err == nil {
		t.Error("an agreement study of the heuristic (no search) was not refused")
	}
}
