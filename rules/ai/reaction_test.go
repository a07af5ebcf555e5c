package ai

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// ---- Claims: a toy with reaction windows, the shape of For20 Cards'
// out-of-turn cards. ----
//
// On a turn the player claims 1 to 3 points. Each other player in turn
// order, asked out of turn, may block the claim with one of their hidden
// block tokens or allow it; the first block closes the window and the claim
// is lost, and if everyone allows it the claimer scores. After claimsTurns
// turns each, the highest score wins. The number of tokens each player
// holds is hidden from the others (only the total is known).

type claimMove struct {
	Kind  claimKind
	Value int8 // for claimKindClaim
}

type claimKind uint8

const (
	claimKindClaim claimKind = iota
	claimKindBlock
	claimKindAllow
)

func (m claimMove) String() string {
	switch m.Kind {
	case claimKindBlock:
		return "block"
	case claimKindAllow:
		return "allow"
	}
	return "claim " + strconv.Itoa(int(m.Value))
}

const (
	claimsMaxPlayers = 3
	claimsTurns      = 3
	claimsTokens     = 3 // dealt at random among the players
)

type claims struct {
	players  int
	scores   [claimsMaxPlayers]int
	tokens   [claimsMaxPlayers]int8
	turn     int // whose turn it is
	asked    int // who is asked in a window; rules.Nobody on a turn
	claimed  int8
	turnsRun int
	rng      rules.RNG
	rules.EventLog
}

func newClaims(players int, seed uint64) *claims {
	s := &claims{players: players, asked: rules.Nobody, rng: rules.NewRNG(seed)}
	for range claimsTokens {
		s.tokens[s.rng.IntN(players)]++
	}
	return s
}

func (s *claims) NumPlayers() int { return s.players }
func (s *claims) Over() bool      { return s.turnsRun >= claimsTurns*s.players }
func (s *claims) ToMove() int {
	switch {
	case s.Over():
		return rules.Nobody
	case s.asked != rules.Nobody:
		return s.asked
	}
	return s.turn
}

func (s *claims) Decision() rules.Decision {
	if s.asked != rules.Nobody && !s.Over() {
		return rules.Decision{Player: s.asked, Kind: rules.Reaction, Declarer: s.turn}
	}
	return rules.TurnOf(s.ToMove())
}

func (s *claims) AppendLegal(buf []claimMove) []claimMove {
	switch {
	case s.Over():
	case s.asked == rules.Nobody:
		for v := int8(1); v <= 3; v++ {
			buf = append(buf, claimMove{Kind: claimKindClaim, Value: v})
		}
	default:
		if s.tokens[s.asked] > 0 {
			buf = append(buf, claimMove{Kind: claimKindBlock})
		}
		buf = append(buf, claimMove{Kind: claimKindAllow})
	}
	return buf
}

func (s *claims) Apply(m claimMove) error {
	if err := s.refuse(m); err != nil {
		return err
	}
	switch m.Kind {
	case claimKindClaim:
		s.claimed, s.asked = m.Value, s.next(s.turn)
	case claimKindBlock:
		s.tokens[s.asked]--
		s.endTurn()
	case claimKindAllow:
		if s.asked = s.next(s.asked); s.asked == s.turn {
			s.scores[s.turn] += int(s.claimed)
			s.endTurn()
		}
	}
	return nil
}

// refuse says why m is not legal now, or nil.
func (s *claims) refuse(m claimMove) error {
	switch {
	case s.Over():
		return fmt.Errorf("the game is over")
	case m.Kind == claimKindClaim && (s.asked != rules.Nobody || m.Value < 1 || m.Value > 3):
		return fmt.Errorf("cannot claim %d now", m.Value)
	case m.Kind != claimKindClaim && s.asked == rules.Nobody:
		return fmt.Errorf("nothing to answer")
	case m.Kind == claimKindBlock && s.tokens[s.asked] == 0:
		return fmt.Errorf("player %d has no token", s.asked)
	case m.Kind > claimKindAllow:
		return fmt.Errorf("unknown move")
	}
	return nil
}

func (s *claims) next(p int) int { return (p + 1) % s.players }

func (s *claims) endTurn() {
	s.asked, s.claimed = rules.Nobody, 0
	s.turn = s.next(s.turn)
	s.turnsRun++
}

func (s *claims) ParseMove(text string) (claimMove, error) {
	switch text {
	case "block":
		return claimMove{Kind: claimKindBlock}, nil
	case "allow":
		return claimMove{Kind: claimKindAllow}, nil
	}
	var v int8
	if _, err := fmt.Sscanf(text, "claim %d", &v); err != nil {
		return claimMove{}, fmt.Errorf("%q is not a move", text)
	}
	return claimMove{Kind: claimKindClaim, Value: v}, nil
}

func (s *claims) Clone() *claims        { c := *s; return &c }
func (s *claims) CopyFrom(src *claims)  { *s = *src }
func (s *claims) HorizonReached() bool  { return s.Over() }
func (s *claims) Rewards(dst []float64) { rankRewards(dst, s.scores[:s.players]) }

// Determinize deals the tokens the observer cannot see among the others.
func (s *claims) Determinize(observer int, rng *rules.RNG) {
	hidden := claimsTokensLeft(s) - int(s.tokens[observer])
	for p := range s.players {
		if p != observer {
			s.tokens[p] = 0
		}
	}
	for range hidden {
		p := rng.IntN(s.players - 1)
		if p >= observer {
			p++
		}
		s.tokens[p]++
	}
}

func claimsTokensLeft(s *claims) int {
	n := 0
	for _, t := range s.tokens[:s.players] {
		n += int(t)
	}
	return n
}

// claimsView is what one player knows: everything but the others' tokens.
type claimsView struct {
	Scores      []int `json:"scores"`
	Tokens      int   `json:"tokens"`     // the viewer's own
	TokensLeft  int   `json:"tokensLeft"` // everyone's
	Turn, Asked int
	Claimed     int `json:"claimed"`
	TurnsRun    int `json:"turnsRun"`
}

func (s *claims) View(player int) any {
	return claimsView{Scores: append([]int(nil), s.scores[:s.players]...), Tokens: int(s.tokens[player]),
		TokensLeft: claimsTokensLeft(s), Turn: s.turn, Asked: s.asked, Claimed: int(s.claimed), TurnsRun: s.turnsRun}
}

// rankRewards gives 1 to the single best score, a share to tied leaders.
func rankRewards(dst []float64, scores []int) {
	best, leaders := scores[0], 0
	for _, v := range scores {
		best = max(best, v)
	}
	for _, v := range scores {
		if v == best {
			leaders++
		}
	}
	for p, v := range scores {
		dst[p] = 0
		if v == best {
			dst[p] = 1 / float64(leaders)
		}
	}
}

// claimsGame runs the shared invariant checks (clones, views,
// determinizations, decisions) on the toy.
func claimsGame(players int) rulestest.Game[*claims, claimMove] {
	return rulestest.Game[*claims, claimMove]{
		New: func(seed uint64) *claims { return newClaims(players, seed) },
		Check: func(s *claims) error {
			if n := claimsTokensLeft(s); n < 0 || n > claimsTokens {
				return fmt.Errorf("%d tokens", n)
			}
			return nil
		},
		MaxMoves: 100,
	}
}

func TestReactionGamePassesTheSharedChecks(t *testing.T) {
	for players := 2; players <= claimsMaxPlayers; players++ {
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
	s := newClaims(3, 1)
	if d := s.Decision(); d != rules.TurnOf(0) {
		t.Fatalf("first decision %+v", d)
	}
	if err := s.Apply(claimMove{Kind: claimKindClaim, Value: 2}); err != nil {
		t.Fatal(err)
	}
	if d := s.Decision(); d != (rules.Decision{Player: 1, Kind: rules.Reaction, Declarer: 0}) {
		t.Fatalf("decision after a claim %+v", d)
	}
	if err := s.Apply(claimMove{Kind: claimKindAllow}); err != nil {
		t.Fatal(err)
	}
	if d := s.Decision(); d.Player != 2 || d.Kind != rules.Reaction {
		t.Fatalf("decision after one allow %+v", d)
	}
}

// TestSearchAnswersInAReactionWindow: the last turn of a tied two-player
// game; the opponent claims 3. The player asked holds a token: blocking
// keeps the tie and allowing loses, so the search must block.
func TestSearchAnswersInAReactionWindow(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		s := newClaims(2, 1)
		s.tokens = [claimsMaxPlayers]int8{0, 1}
		s.turnsRun = 2*claimsTurns - 1
		s.turn, s.scores = 0, [claimsMaxPlayers]int{4, 4}
		if err := s.Apply(claimMove{Kind: claimKindClaim, Value: 3}); err != nil {
			t.Fatal(err)
		}
		if d := s.Decision(); d.Player != 1 || d.Kind != rules.Reaction {
			t.Fatalf("decision %+v", d)
		}
		search := runSearch(s, testConfig(2000), RandomPolicy[*claims, claimMove], seed)
		if got := search.Best(); got.Kind != claimKindBlock {
			t.Errorf("seed %d: answered %v to a claim that loses the game; stats %v", seed, got, search.RootStats(nil))
		}
	}
}

// TestSearchPlaysWholeGamesWithReactions: a searching player in every seat
// of three-player games, reactions included, only ever plays legal moves.
func TestSearchPlaysWholeGamesWithReactions(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		s := newClaims(3, seed)
		for moves := 0; !s.Over(); moves++ {
			if moves > 100 {
				t.Fatal("no end")
			}
			search := runSearch(s, testConfig(200), RandomPolicy[*claims, claimMove], seed+uint64(moves))
			if err := s.Apply(search.Best()); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
}
