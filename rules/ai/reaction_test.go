package ai

import (
	"fmt"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

func claimsGame(players int) rulestest.Game[*rulestest.Claims, rulestest.ClaimMove] {
	return rulestest.Game[*rulestest.Claims, rulestest.ClaimMove]{
		New: func(seed uint64) *rulestest.Claims { return rulestest.NewClaims(players, seed) },
		Check: func(s *rulestest.Claims) error {
			if n := s.TokensLeft(); n < 0 || n > rulestest.ClaimsTokens {
				return fmt.Errorf("%d tokens", n)
			}
			return nil
		},
		MaxMoves: 100,
	}
}

func TestReactionGamePassesTheSharedChecks(t *testing.T) {
	for players := 2; players <= rulestest.ClaimsMaxPlayers; players++ {
		g := claimsGame(players)
		for seed := uint64(1); seed <= 50; seed++ {
			g.Playout(t, seed)
		}
		g.Deterministic(t, 9)
	}
}

// TestDecisionsNameTheAnsweringPlayer: after a claim, the next player is
// asked, out of turn, to answer the claimer's move.
func TestDecisionsNameTheAnsweringPlayer(t *testing.T) {
	s := rulestest.NewClaims(3, 1)
	if d := s.Decision(); d != rules.TurnOf(0) {
		t.Fatalf("first decision %+v", d)
	}
	if err := s.Apply(rulestest.ClaimMove{Kind: rulestest.ClaimKindClaim, Value: 2}); err != nil {
		t.Fatal(err)
	}
	if d := s.Decision(); d != (rules.Decision{Player: 1, Kind: rules.Reaction, Declarer: 0}) {
		t.Fatalf("decision after a claim %+v", d)
	}
	if err := s.Apply(rulestest.ClaimMove{Kind: rulestest.ClaimKindAllow}); err != nil {
		t.Fatal(err)
	}
	if d := s.Decision(); d.Player != 2 || d.Kind != rules.Reaction {
		t.Fatalf("decision after one allow %+v", d)
	}
}

// TestSearchAnswersInAReactionWindow: the last turn of a tied two-player
// game; the opponent Claims 3. The player asked holds a token: blocking
// keeps the tie and allowing loses, so the search must block.
func TestSearchAnswersInAReactionWindow(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		s := rulestest.NewClaims(2, 1)
		s.LastTurnTied()
		if err := s.Apply(rulestest.ClaimMove{Kind: rulestest.ClaimKindClaim, Value: 3}); err != nil {
			t.Fatal(err)
		}
		if d := s.Decision(); d.Player != 1 || d.Kind != rules.Reaction {
			t.Fatalf("decision %+v", d)
		}
		search := runSearch(s, testConfig(2000), RandomPolicy[*rulestest.Claims, rulestest.ClaimMove], seed)
		if got := search.Best(); got.Kind != rulestest.ClaimKindBlock {
			t.Errorf("seed %d: answered %v to a claim that loses the game; stats %v", seed, got, search.RootStats(nil))
		}
	}
}

// TestSearchPlaysWholeGamesWithReactions: a searching player in every seat
// of three-player games, reactions included, only ever plays legal moves.
func TestSearchPlaysWholeGamesWithReactions(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s := rulestest.NewClaims(3, seed)
		for moves := 0; !s.Over(); moves++ {
			if moves > 100 {
				t.Fatal("no end")
			}
			search := runSearch(s, testConfig(200), RandomPolicy[*rulestest.Claims, rulestest.ClaimMove], seed+uint64(moves))
			if err := s.Apply(search.Best()); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
}
