package rulestest

import (
	"fmt"
	"strconv"

	"github.com/twenty-games/twenty/rules"
)

// Claims is a toy game with reaction windows, the shape of For20 Cards'
// out-of-turn cards, for the tests of the search and of the scenes.
//
// On a turn the player Claims 1 to 3 points. Each other player in turn
// order, asked out of turn, may block the claim with one of their hidden
// block tokens or allow it; the first block closes the window and the claim
// is lost, and if everyone allows it the claimer scores. After ClaimsTurns
// turns each, the highest score wins. The number of tokens each player
// holds is hidden from the others (only the total is known).

type ClaimMove struct {
	Kind  ClaimKind
	Value int8 // for ClaimKindClaim
}

type ClaimKind uint8

const (
	ClaimKindClaim ClaimKind = iota
	ClaimKindBlock
	ClaimKindAllow
)

func (m ClaimMove) String() string {
	switch m.Kind {
	case ClaimKindBlock:
		return "block"
	case ClaimKindAllow:
		return "allow"
	}
	return "claim " + strconv.Itoa(int(m.Value))
}

const (
	ClaimsMaxPlayers = 3
	ClaimsTurns      = 3
	ClaimsTokens     = 3 // dealt at random among the players
)

type Claims struct {
	players  int
	scores   [ClaimsMaxPlayers]int
	tokens   [ClaimsMaxPlayers]int8
	turn     int // whose turn it is
	asked    int // who is asked in a window; rules.Nobody on a turn
	claimed  int8
	turnsRun int
	rng      rules.RNG
	rules.EventLog
}

func NewClaims(players int, seed uint64) *Claims {
	s := &Claims{players: players, asked: rules.Nobody, rng: rules.NewRNG(seed)}
	for range ClaimsTokens {
		s.tokens[s.rng.IntN(players)]++
	}
	return s
}

func (s *Claims) NumPlayers() int { return s.players }
func (s *Claims) Over() bool      { return s.turnsRun >= ClaimsTurns*s.players }
func (s *Claims) ToMove() int {
	switch {
	case s.Over():
		return rules.Nobody
	case s.asked != rules.Nobody:
		return s.asked
	}
	return s.turn
}

func (s *Claims) Decision() rules.Decision {
	if s.asked != rules.Nobody && !s.Over() {
		return rules.Decision{Player: s.asked, Kind: rules.Reaction, Declarer: s.turn}
	}
	return rules.TurnOf(s.ToMove())
}

func (s *Claims) AppendLegal(buf []ClaimMove) []ClaimMove {
	switch {
	case s.Over():
	case s.asked == rules.Nobody:
		for v := int8(1); v <= 3; v++ {
			buf = append(buf, ClaimMove{Kind: ClaimKindClaim, Value: v})
		}
	default:
		if s.tokens[s.asked] > 0 {
			buf = append(buf, ClaimMove{Kind: ClaimKindBlock})
		}
		buf = append(buf, ClaimMove{Kind: ClaimKindAllow})
	}
	return buf
}

func (s *Claims) Apply(m ClaimMove) error {
	if err := s.refuse(m); err != nil {
		return err
	}
	switch m.Kind {
	case ClaimKindClaim:
		s.claimed, s.asked = m.Value, s.next(s.turn)
	case ClaimKindBlock:
		s.tokens[s.asked]--
		s.endTurn()
	case ClaimKindAllow:
		if s.asked = s.next(s.asked); s.asked == s.turn {
			s.scores[s.turn] += int(s.claimed)
			s.endTurn()
		}
	}
	return nil
}

// refuse says why m is not legal now, or nil.
func (s *Claims) refuse(m ClaimMove) error {
	switch {
	case s.Over():
		return fmt.Errorf("the game is over")
	case m.Kind == ClaimKindClaim && (s.asked != rules.Nobody || m.Value < 1 || m.Value > 3):
		return fmt.Errorf("cannot claim %d now", m.Value)
	case m.Kind != ClaimKindClaim && s.asked == rules.Nobody:
		return fmt.Errorf("nothing to answer")
	case m.Kind == ClaimKindBlock && s.tokens[s.asked] == 0:
		return fmt.Errorf("player %d has no token", s.asked)
	case m.Kind > ClaimKindAllow:
		return fmt.Errorf("unknown move")
	}
	return nil
}

func (s *Claims) next(p int) int { return (p + 1) % s.players }

func (s *Claims) endTurn() {
	s.asked, s.claimed = rules.Nobody, 0
	s.turn = s.next(s.turn)
	s.turnsRun++
}

func (s *Claims) ParseMove(text string) (ClaimMove, error) {
	switch text {
	case "block":
		return ClaimMove{Kind: ClaimKindBlock}, nil
	case "allow":
		return ClaimMove{Kind: ClaimKindAllow}, nil
	}
	var v int8
	if _, err := fmt.Sscanf(text, "claim %d", &v); err != nil {
		return ClaimMove{}, fmt.Errorf("%q is not a move", text)
	}
	return ClaimMove{Kind: ClaimKindClaim, Value: v}, nil
}

func (s *Claims) Clone() *Claims        { return rules.CloneFlat(s) }
func (s *Claims) CopyFrom(src *Claims)  { rules.CopyFlat(s, src) }
func (s *Claims) HorizonReached() bool  { return s.Over() }
func (s *Claims) Rewards(dst []float64) { rankRewards(dst, s.scores[:s.players]) }

// Determinize deals the tokens the observer cannot see among the others.
func (s *Claims) Determinize(observer int, rng *rules.RNG) {
	hidden := s.TokensLeft() - int(s.tokens[observer])
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

// TokensLeft is the number of block tokens still held.
func (s *Claims) TokensLeft() int {
	n := 0
	for _, t := range s.tokens[:s.players] {
		n += int(t)
	}
	return n
}

// ClaimsView is what one player knows: everything but the others' tokens.
type ClaimsView struct {
	Scores      []int `json:"scores"`
	Tokens      int   `json:"tokens"`     // the viewer's own
	TokensLeft  int   `json:"tokensLeft"` // everyone's
	Turn, Asked int
	Claimed     int `json:"claimed"`
	TurnsRun    int `json:"turnsRun"`
}

func (s *Claims) View(player int) any {
	return ClaimsView{Scores: append([]int(nil), s.scores[:s.players]...), Tokens: int(s.tokens[player]),
		TokensLeft: s.TokensLeft(), Turn: s.turn, Asked: s.asked, Claimed: int(s.claimed), TurnsRun: s.turnsRun}
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

// LastTurnTied sets up the last turn of a two-player game, tied at 4 all,
// with player 0 to claim and player 1 holding the one token left.
func (s *Claims) LastTurnTied() {
	s.tokens = [ClaimsMaxPlayers]int8{0, 1}
	s.turnsRun = 2*ClaimsTurns - 1
	s.turn, s.scores = 0, [ClaimsMaxPlayers]int{4, 4}
}
