package twentystrong

import (
	"flag"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

var (
	winGames = flag.Int("strong.games", 0, "play this many games per player in TestWinRates (0: a short run unless -short)")
	onlyHero = flag.Int("strong.hero", 0, "play only this hero (1..6) in the opt-in runs of many games (0: a random hero)")
)

// TestSearchSolo: the generic search runs on the solo game (observer 0,
// rewards of one player, dice drawn from the determinized generator) and
// always answers one of the legal moves, with either root rule.
func TestSearchSolo(t *testing.T) {
	checked := 0
	for seed := range uint64(4) {
		s := MustNew(optionsFor(seed), seed)
		play := rules.NewRNG(seed)
		for n := 0; !s.Over(); n++ {
			legal := s.AppendLegal(nil)
			if n%23 == 0 && len(legal) > 1 {
				for _, root := range []ai.RootRule{ai.RootUCB, ai.RootHalving} {
					cfg := ai.Config{Iterations: 48, Exploration: ai.DefaultExploration, Root: root}
					search := ai.NewSearch(s, cfg, Heuristic, uint64(n))
					for !search.Step(16) {
					}
					best := search.Best()
					if !slices.Contains(legal, best) {
						t.Fatalf("seed %d move %d: the search chose %v, not among %v", seed, n, best, legal)
					}
					stats := search.RootStats(nil)
					if len(stats) != len(legal) {
						t.Fatalf("%d root stats for %d moves", len(stats), len(legal))
					}
				}
				checked++
			}
			if err := s.Apply(Heuristic(s, &play, nil)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d positions searched", checked)
	}
	// The easy level is the heuristic itself.
	s := MustNew(Options{}, 1)
	search := ai.NewSearch(s, Budgets.Config(ai.Easy), Heuristic, 1)
	search.Step(1)
	if got, want := search.Best(), Heuristic(s, nil, make([]Move, 0, 64)); got != want {
		t.Fatalf("easy plays %v, the heuristic %v", got, want)
	}
}

// TestSearchFindsTheWin: with the boss one hit from defeat, the search
// applies the hit.
func TestSearchFindsTheWin(t *testing.T) {
	s := newGame(t, 1, 1)
	empty(s, 0)
	mustApply(t, s, "endgame")
	s.wounds[s.boss] = int8(s.CardHealth(s.boss) - 1)
	roll(t, s, "yellow1:hit yellow2:miss")
	for _, root := range []ai.RootRule{ai.RootUCB, ai.RootHalving} {
		cfg := ai.Config{Iterations: 200, Exploration: ai.DefaultExploration, Root: root}
		search := ai.NewSearch(s, cfg, Heuristic, 7)
		for !search.Step(50) {
		}
		if got := search.Best(); got != ApplyMove(dieID(t, "yellow1"), s.boss) {
			t.Fatalf("root rule %d chose %v: %v", root, got, search.RootStats(nil))
		}
	}
}

// tally counts games won, overall and by hero and boss.
type tally struct {
	games, wins      int
	heroGames, heroW [NumHeroes]int
	bossGames, bossW [NumBosses]int
	endgames, moves  int
	longest          int
	alarmAtMax       int    // games that reached the endgame with the Alarm at 5
	won              []bool // by seed
	cellGames, cellW [NumHeroes][NumBosses]int
}

func (tl *tally) String() string {
	return fmt.Sprintf("%d of %d won (%.1f%%)", tl.wins, tl.games, 100*float64(tl.wins)/float64(max(1, tl.games)))
}

// playGames plays n seeded games (random hero and boss) with policy.
func playGames(t testing.TB, n int, policy func(s *State, seed uint64, rng *rules.RNG, buf []Move) Move) *tally {
	var tl tally
	buf := make([]Move, 0, 256)
	for seed := range uint64(n) {
		s := MustNew(Options{Hero: *onlyHero}, rules.MixSeeds(seed, 2020))
		rng := rules.NewRNG(seed)
		moves := 0
		for ; !s.Over(); moves++ {
			if moves > Def.MaxMoves {
				t.Fatalf("seed %d: no end after %d moves", seed, moves)
			}
			if err := s.Apply(policy(s, uint64(moves), &rng, buf)); err != nil {
				t.Fatal(err)
			}
		}
		tl.games++
		tl.moves += moves
		tl.longest = max(tl.longest, moves)
		tl.heroGames[s.hero]++
		tl.bossGames[s.boss-FirstBoss]++
		if s.endgame {
			tl.endgames++
			if s.alarm >= MaxAlarm {
				tl.alarmAtMax++
			}
		}
		tl.won = append(tl.won, s.Result() == Won)
		tl.cellGames[s.hero][s.boss-FirstBoss]++
		if s.Result() == Won {
			tl.wins++
			tl.heroW[s.hero]++
			tl.bossW[s.boss-FirstBoss]++
			tl.cellW[s.hero][s.boss-FirstBoss]++
		}
	}
	return &tl
}

// TestWinRates: the careful heuristic wins about one game in four on the
// tuned deck (data/TUNING.md: the deck is balanced for the Hard search,
// which wins about two in three; on the deck as it came, the careful
// player won three in four), random play next to never (README: 0.03%).
// The default run plays 2000 games of each (about a second);
// -strong.games=N plays N.
func TestWinRates(t *testing.T) {
	n := *winGames
	if n == 0 {
		if testing.Short() {
			t.Skip("-short")
		}
		n = 2000
	}
	start := time.Now()
	careful := playGames(t, n, func(s *State, _ uint64, rng *rules.RNG, buf []Move) Move { return Heuristic(s, rng, buf) })
	random := playGames(t, n, func(s *State, _ uint64, rng *rules.RNG, buf []Move) Move { return randomMove(s, rng, buf) })
	t.Logf("careful heuristic: %v, endgame reached in %d, %d moves a game on average, %d at most",
		careful, careful.endgames, careful.moves/n, careful.longest)
	for h := range NumHeroes {
		t.Logf("  %-26s %5.1f%% of %d", Heroes[h].Name, 100*float64(careful.heroW[h])/float64(max(1, careful.heroGames[h])), careful.heroGames[h])
	}
	for b := range NumBosses {
		t.Logf("  %-26s %5.1f%% of %d", Cards[FirstBoss+CardID(b)].Name, 100*float64(careful.bossW[b])/float64(max(1, careful.bossGames[b])), careful.bossGames[b])
	}
	t.Logf("random play: %v, endgame reached in %d, %d moves a game, %d at most; %v",
		random, random.endgames, random.moves/n, random.longest, time.Since(start))
	if careful.wins*5 < n {
		t.Errorf("the careful heuristic wins only %v", careful)
	}
	if random.wins*100 > n {
		t.Errorf("random play wins %v", random)
	}
}

var (
	searchGames = flag.Int("strong.search", 0, "play this many games with each searched level in TestSearchWinRate")
	searchLevel = flag.String("strong.level", "", "only this level in TestSearchWinRate (normal or hard)")
	searchIters = flag.Int("strong.iters", 0, "iterations instead of the level's budget in TestSearchWinRate")
)

// TestSearchWinRate (opt-in, slow): the searched levels against the
// heuristic on the same seeds, with the time per game and the slowest
// decision.
func TestSearchWinRate(t *testing.T) {
	if *searchGames == 0 {
		t.Skip("set -strong.search=N")
	}
	careful := playGames(t, *searchGames, func(s *State, _ uint64, rng *rules.RNG, buf []Move) Move { return Heuristic(s, rng, buf) })
	t.Logf("heuristic: %v", careful)
	for _, level := range []ai.Level{ai.Normal, ai.Hard} {
		if *searchLevel != "" && *searchLevel != level.String() {
			continue
		}
		cfg := Budgets.Config(level)
		if *searchIters > 0 {
			cfg.Iterations = *searchIters
		}
		start := time.Now()
		var slowest time.Duration
		var search *ai.Search[*State, Move]
		won := playGames(t, *searchGames, func(s *State, seed uint64, _ *rules.RNG, _ []Move) Move {
			t0 := time.Now()
			if search == nil {
				search = ai.NewSearch(s, cfg, Heuristic, seed)
			} else {
				search.Reset(s, seed)
			}
			for !search.Step(1000) {
			}
			slowest = max(slowest, time.Since(t0))
			return search.Best()
		})
		better, worse := 0, 0
		for i := range won.won {
			switch {
			case won.won[i] && !careful.won[i]:
				better++
			case !won.won[i] && careful.won[i]:
				worse++
			}
		}
		elapsed := time.Since(start)
		t.Logf("%v (%d iterations): %v; won %d the heuristic lost, lost %d it won; %.0f ms a game, slowest decision %v",
			level, cfg.Iterations, won, better, worse, float64(elapsed.Milliseconds())/float64(*searchGames), slowest.Round(time.Millisecond))
	}
}

// benchSearch times one decision of a level from positions of a careful
// game (every tenth decision with a choice).
func benchSearch(b *testing.B, level ai.Level) {
	var roots []*State
	s := MustNew(Options{}, 5)
	for n := 0; !s.Over(); n++ {
		if n%10 == 0 && len(s.AppendLegal(nil)) > 1 {
			roots = append(roots, s.Clone())
		}
		if err := s.Apply(Heuristic(s, nil, make([]Move, 0, 256))); err != nil {
			b.Fatal(err)
		}
	}
	search := ai.NewSearch(roots[0], Budgets.Config(level), Heuristic, 1)
	i := 0
	for b.Loop() {
		search.Reset(roots[i%len(roots)], uint64(i))
		for !search.Step(1000) {
		}
		i++
	}
}

func BenchmarkSearchNormal(b *testing.B) { benchSearch(b, ai.Normal) }

func BenchmarkSearchHard(b *testing.B) { benchSearch(b, ai.Hard) }
