package twentystrong

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

var (
	tableGames  = flag.Int("strong.table", 0, "games per level in TestLevelTable (0 skips it)")
	tableLevels = flag.String("strong.levels", "random,easy,normal,hard", "levels of TestLevelTable")
	tableOut    = flag.String("strong.out", "", "also append TestLevelTable's tables (markdown) to this file")
)

// TestLevelTable (opt-in: -strong.table=N) is the arena table of the
// balance notes (BALANCE.md): N seeded games per level, the same seeds for
// every level (a random hero and boss each), with the win rate and its
// standard error overall, by hero and boss, and how often the Alarm stood
// at 5 when the endgame began.
func TestLevelTable(t *testing.T) {
	if *tableGames == 0 {
		t.Skip("set -strong.table=N")
	}
	var out strings.Builder
	for _, name := range strings.Split(*tableLevels, ",") {
		policy, label := levelPolicy(t, strings.TrimSpace(name))
		start := time.Now()
		tl := playGames(t, *tableGames, policy)
		elapsed := time.Since(start)
		fmt.Fprintf(&out, "\n### %s\n\n%s\n", label, tableText(tl, elapsed))
	}
	t.Log(out.String())
	if *tableOut != "" {
		f, err := os.OpenFile(*tableOut, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		fmt.Fprint(f, out.String())
	}
}

// levelPolicy is the player of a level: random, easy (the careful
// heuristic), normal or hard (the search at the level's budget).
func levelPolicy(t *testing.T, name string) (func(s *State, seed uint64, rng *rules.RNG, buf []Move) Move, string) {
	switch name {
	case "random":
		return func(s *State, _ uint64, rng *rules.RNG, buf []Move) Move { return randomMove(s, rng, buf) }, "Random"
	case "easy", "heuristic":
		return func(s *State, _ uint64, rng *rules.RNG, buf []Move) Move { return Heuristic(s, rng, buf) }, "Easy (the careful heuristic)"
	}
	level, err := ai.ParseLevel(name)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Budgets.Config(level)
	var search *ai.Search[*State, Move]
	return func(s *State, seed uint64, _ *rules.RNG, _ []Move) Move {
		if search == nil {
			search = ai.NewSearch(s, cfg, Heuristic, seed)
		} else {
			search.Reset(s, seed)
		}
		for !search.Step(1 << 20) {
		}
		return search.Best()
	}, fmt.Sprintf("%s (search, %d iterations a decision)", strings.ToUpper(name[:1])+name[1:], cfg.Iterations)
}

// rate is "p% +- se" of wins in games.
func rate(wins, games int) string {
	if games == 0 {
		return "-"
	}
	p := float64(wins) / float64(games)
	return fmt.Sprintf("%.1f%% +- %.1f", 100*p, 100*math.Sqrt(p*(1-p)/float64(games)))
}

// tableText is one level's figures: overall, the heroes x bosses table
// with its margins, the endgame and the Alarm.
func tableText(tl *tally, elapsed time.Duration) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Won %s of %d games; the endgame reached in %.1f%%, with the Alarm at 5 in %.1f%% of those; %.0f moves a game; %.1f ms a game.\n\n",
		rate(tl.wins, tl.games), tl.games, 100*float64(tl.endgames)/float64(max(1, tl.games)),
		100*float64(tl.alarmAtMax)/float64(max(1, tl.endgames)), float64(tl.moves)/float64(max(1, tl.games)),
		float64(elapsed.Microseconds())/1000/float64(max(1, tl.games)))
	b.WriteString("| hero \\ boss |")
	for k := range NumBosses {
		fmt.Fprintf(&b, " %s |", Cards[FirstBoss+CardID(k)].Name)
	}
	b.WriteString(" all bosses |\n|---|")
	for range NumBosses + 1 {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for h := range NumHeroes {
		fmt.Fprintf(&b, "| %s |", Heroes[h].Name)
		for k := range NumBosses {
			fmt.Fprintf(&b, " %s |", cellText(tl.cellW[h][k], tl.cellGames[h][k]))
		}
		fmt.Fprintf(&b, " **%s** |\n", rate(tl.heroW[h], tl.heroGames[h]))
	}
	b.WriteString("| all heroes |")
	for k := range NumBosses {
		fmt.Fprintf(&b, " **%s** |", rate(tl.bossW[k], tl.bossGames[k]))
	}
	fmt.Fprintf(&b, " **%s** |\n", rate(tl.wins, tl.games))
	return b.String()
}

// cellText is a cell's win rate and games (too few games for an error).
func cellText(wins, games int) string {
	if games == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%% (%d)", 100*float64(wins)/float64(games), games)
}
