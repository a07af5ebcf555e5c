package for20

import (
	"flag"
	"fmt"
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

var statsGames = flag.Int("for20.stats", 0, "play this many seeded 4-player games per match-up and log lengths and win rates")

// playGame plays one game with a policy per seat and returns the final
// state and the number of moves.
func playGame(t testing.TB, opts Options, seed uint64, seats []ai.Policy[*State, Move]) (*State, int) {
	s := MustNew(opts, seed)
	rng := rules.NewRNG(rules.MixSeeds(seed, 77))
	buf := make([]Move, 0, 1024)
	n := 0
	for ; !s.Over(); n++ {
		if n > Def.MaxMoves {
			t.Fatalf("seed %d: no end after %d moves", seed, n)
		}
		m := seats[s.ToMove()](s, &rng, buf)
		if err := s.Apply(m); err != nil {
			t.Fatalf("seed %d: %v refused: %v", seed, m, err)
		}
	}
	return s, n
}

func randomPolicy(s *State, rng *rules.RNG, buf []Move) Move {
	return ai.RandomPolicy(s, rng, buf)
}

// TestStats plays -for20.stats games: heuristic against heuristic, and one
// heuristic against three random players (seats rotating), with 4
// players, and logs the median length in rounds, the first player's win
// rate and the heuristic's.
func TestStats(t *testing.T) {
	if *statsGames == 0 {
		t.Skip("run with -for20.stats=N")
	}
	for _, players := range []int{2, 3, 4, 5} {
		var rounds []int
		firstWins, moves := 0.0, 0
		for g := range *statsGames {
			seats := make([]ai.Policy[*State, Move], players)
			for i := range seats {
				seats[i] = Heuristic
			}
			s, n := playGame(t, DefaultOptions(players), uint64(g), seats)
			moves += n
			rounds = append(rounds, s.Round())
			if w := s.Winners(); slices.Contains(w, s.FirstPlayer()) {
				firstWins += 1 / float64(len(w))
			}
		}
		slices.Sort(rounds)
		t.Logf("%d players, heuristic x%d, %d games: median %d rounds (10%%-90%%: %d-%d, max %d), %.0f moves a game, first player wins %.3f (fair share %.3f)",
			players, players, *statsGames, rounds[len(rounds)/2], rounds[len(rounds)/10], rounds[len(rounds)*9/10], rounds[len(rounds)-1],
			float64(moves)/float64(*statsGames), firstWins/float64(*statsGames), 1/float64(players))
	}
	cardWinRates(t, *statsGames)
	wins, lengths := 0.0, []int{}
	for g := range *statsGames {
		seats := []ai.Policy[*State, Move]{randomPolicy, randomPolicy, randomPolicy, randomPolicy}
		hero := g % 4
		seats[hero] = Heuristic
		s, _ := playGame(t, DefaultOptions(4), uint64(g), seats)
		lengths = append(lengths, s.Round())
		if w := s.Winners(); slices.Contains(w, hero) {
			wins += 1 / float64(len(w))
		}
	}
	slices.Sort(lengths)
	t.Logf("4 players, heuristic vs 3 random, %d games: heuristic wins %.3f (fair share 0.25), median %d rounds",
		*statsGames, wins/float64(*statsGames), lengths[len(lengths)/2])
}

// cardWinRates logs, over 4-player heuristic games, the win rate of a
// player who used each design (smoked it, smoked with it, played it or
// answered with it): the set README's "no single card decides games".
func cardWinRates(t *testing.T, games int) {
	var used, won [NumCards]float64
	for g := range games {
		s := MustNew(DefaultOptions(4), uint64(50000+g))
		rng := rules.NewRNG(uint64(g))
		buf := make([]Move, 0, 1024)
		var by [4]CardSet
		for !s.Over() {
			m := Heuristic(s, &rng, buf)
			p := s.ToMove()
			switch m.Kind {
			case Smoke:
				by[p] = by[p].Union(m.Cards)
			case Play, Answer:
				by[p] = by[p].With(m.Card)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		w := s.Winners()
		for p := range 4 {
			for c := by[p].First(); c != NoCard; c = by[p].Next(c) {
				d := Cards[c].Design
				used[d]++
				if slices.Contains(w, p) {
					won[d] += 1 / float64(len(w))
				}
			}
		}
	}
	type rate struct {
		design Card
		rate   float64
	}
	var rates []rate
	for d := range Card(NumCards) {
		if used[d] >= 20 {
			rates = append(rates, rate{d, won[d] / used[d]})
		}
	}
	slices.SortFunc(rates, func(a, b rate) int {
		switch {
		case a.rate > b.rate:
			return -1
		case a.rate < b.rate:
			return 1
		}
		return 0
	})
	show := func(r rate) string {
		return fmt.Sprintf("%s %.2f (%d uses)", Cards[r.design].Name, r.rate, int(used[r.design]))
	}
	n := len(rates)
	t.Logf("4 heuristic players: win rate of a player who used a design (baseline 0.25): highest %s, %s, %s; lowest %s, %s, %s",
		show(rates[0]), show(rates[1]), show(rates[2]), show(rates[n-1]), show(rates[n-2]), show(rates[n-3]))
}
