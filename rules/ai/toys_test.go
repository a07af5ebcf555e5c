package ai

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules"
)

// Three small games that implement rules.State, each small enough that the
// right move is known:
//   - nim: perfect information, several plies deep;
//   - peek: hidden cards plus a random draw inside Apply;
//   - tree: a fixed three-player tree, where each player must be credited
//     with their own reward.

// ---- Nim: take any number from one heap; taking the last object wins. ----

type nimMove struct{ Heap, Take int8 }

func (m nimMove) String() string { return fmt.Sprintf("%d-%d", m.Heap, m.Take) }

const nimHeaps = 3

type nim struct {
	heaps     [nimHeaps]int8
	toMove    int
	lastMover int
	rules.EventLog
}

func newNim(a, b, c int8) *nim { return &nim{heaps: [nimHeaps]int8{a, b, c}, lastMover: rules.Nobody} }

func (s *nim) NumPlayers() int { return 2 }
func (s *nim) Over() bool {
	return s.heaps == [nimHeaps]int8{}
}
func (s *nim) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.toMove
}
func (s *nim) AppendLegal(buf []nimMove) []nimMove {
	for h, n := range s.heaps {
		for t := int8(1); t <= n; t++ {
			buf = append(buf, nimMove{int8(h), t})
		}
	}
	return buf
}
func (s *nim) Apply(m nimMove) error {
	if m.Heap < 0 || m.Heap >= nimHeaps || m.Take < 1 || m.Take > s.heaps[m.Heap] {
		return fmt.Errorf("cannot take %d from heap %d", m.Take, m.Heap)
	}
	s.heaps[m.Heap] -= m.Take
	s.lastMover = s.toMove
	s.toMove = 1 - s.toMove
	return nil
}
func (s *nim) ParseMove(text string) (nimMove, error) {
	h, t, ok := strings.Cut(text, "-")
	hi, err1 := strconv.Atoi(h)
	ti, err2 := strconv.Atoi(t)
	if !ok || err1 != nil || err2 != nil {
		return nimMove{}, fmt.Errorf("%q is not heap-take", text)
	}
	return nimMove{int8(hi), int8(ti)}, nil
}
func (s *nim) Clone() *nim                 { c := *s; return &c }
func (s *nim) CopyFrom(src *nim)           { *s = *src }
func (s *nim) HorizonReached() bool        { return s.Over() }
func (s *nim) Determinize(int, *rules.RNG) {}
func (s *nim) Rewards(dst []float64) {
	for p := range dst {
		dst[p] = 0
		if p == s.lastMover {
			dst[p] = 1
		}
	}
}

// ---- Peek: one hidden card each, then player 0 folds, calls or swaps. ----
//
// Cards are 0..peekCards-1, one each, the rest in a face-down stock. Player 0
// folds (reward peekFold), calls (the higher card wins) or swaps (gives back
// the card and draws one at random from the stock inside Apply, then the
// higher card wins). With card c, calling wins with probability
// c/(peekCards-1) and swapping with 1/2 whatever c is.

type peekMove uint8

const (
	peekFoldMove peekMove = iota
	peekCallMove
	peekSwapMove
)

func (m peekMove) String() string { return [...]string{"fold", "call", "swap"}[m] }

const (
	peekCards = 6
	peekFold  = 0.4
)

type peek struct {
	hand     [2]int8
	stock    [peekCards - 2]int8
	rng      rules.RNG
	decided  bool
	folded   bool
	rngDraws int // draws made by Apply, to check the search never peeks
	rules.EventLog
}

func newPeek(mine, theirs int8, seed uint64) *peek {
	s := &peek{hand: [2]int8{mine, theirs}, rng: rules.NewRNG(seed)}
	n := 0
	for c := int8(0); c < peekCards; c++ {
		if c != mine && c != theirs {
			s.stock[n] = c
			n++
		}
	}
	return s
}

func (s *peek) NumPlayers() int { return 2 }
func (s *peek) Over() bool      { return s.decided }
func (s *peek) ToMove() int {
	if s.decided {
		return rules.Nobody
	}
	return 0
}
func (s *peek) AppendLegal(buf []peekMove) []peekMove {
	if s.decided {
		return buf
	}
	return append(buf, peekFoldMove, peekCallMove, peekSwapMove)
}
func (s *peek) Apply(m peekMove) error {
	if s.decided || m > peekSwapMove {
		return fmt.Errorf("no move %v now", m)
	}
	switch m {
	case peekFoldMove:
		s.folded = true
	case peekSwapMove:
		i := s.rng.IntN(len(s.stock))
		s.rngDraws++
		s.hand[0], s.stock[i] = s.stock[i], s.hand[0]
	}
	s.decided = true
	return nil
}
func (s *peek) ParseMove(text string) (peekMove, error) {
	for m := peekFoldMove; m <= peekSwapMove; m++ {
		if m.String() == text {
			return m, nil
		}
	}
	return 0, fmt.Errorf("%q is not fold, call or swap", text)
}
func (s *peek) Clone() *peek         { c := *s; return &c }
func (s *peek) CopyFrom(src *peek)   { *s = *src }
func (s *peek) HorizonReached() bool { return s.Over() }
func (s *peek) Rewards(dst []float64) {
	switch {
	case s.folded:
		dst[0] = peekFold
	case s.hand[0] > s.hand[1]:
		dst[0] = 1
	default:
		dst[0] = 0
	}
	dst[1] = 1 - dst[0]
}

// Determinize re-deals the other player's card and the stock, and reseeds the
// state's generator, as the ai package asks of every game.
func (s *peek) Determinize(observer int, rng *rules.RNG) {
	other := 1 - observer
	var pool [peekCards - 1]int8
	pool[0] = s.hand[other]
	copy(pool[1:], s.stock[:])
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	s.hand[other] = pool[0]
	copy(s.stock[:], pool[1:])
	s.rng = rules.NewRNG(rng.Uint64())
}

// ---- Tree: three players each pick left or right once. ----

type treeMove uint8

func (m treeMove) String() string { return [...]string{"left", "right"}[m] }

const treePlayers = 3

// treeRewards[path] are the rewards of players 0, 1, 2, path being the three
// choices as bits (player 0's is the high bit). Backward induction: player 2
// picks left after 00, 01, 10 and right after 11; player 1 then picks right
// after left (0.8 > 0.2) and right after right (0.6 > 0.5), so player 0 gets
// 0 by going left and 0.4 by going right. Going left has both the best leaf
// (1) and the best average for player 0: a search that credited rewards to
// the wrong players would go left.
var treeRewards = [8][treePlayers]float64{
	0b000: {1, 0.2, 0.9},
	0b001: {0.9, 0.3, 0.1},
	0b010: {0, 0.8, 0.5},
	0b011: {0.95, 0.1, 0.4},
	0b100: {0.6, 0.5, 0.6},
	0b101: {0.5, 0.4, 0.2},
	0b110: {0.7, 0.3, 0.3},
	0b111: {0.4, 0.6, 0.8},
}

type tree struct {
	path  uint8
	depth int
	rules.EventLog
}

func (s *tree) NumPlayers() int { return treePlayers }
func (s *tree) Over() bool      { return s.depth == treePlayers }
func (s *tree) ToMove() int {
	if s.Over() {
		return rules.Nobody
	}
	return s.depth
}
func (s *tree) AppendLegal(buf []treeMove) []treeMove {
	if s.Over() {
		return buf
	}
	return append(buf, 0, 1)
}
func (s *tree) Apply(m treeMove) error {
	if s.Over() || m > 1 {
		return fmt.Errorf("no move %v now", m)
	}
	s.path = s.path<<1 | uint8(m)
	s.depth++
	return nil
}
func (s *tree) ParseMove(text string) (treeMove, error) {
	switch text {
	case "left":
		return 0, nil
	case "right":
		return 1, nil
	}
	return 0, fmt.Errorf("%q is not left or right", text)
}
func (s *tree) Clone() *tree                { c := *s; return &c }
func (s *tree) CopyFrom(src *tree)          { *s = *src }
func (s *tree) HorizonReached() bool        { return s.Over() }
func (s *tree) Determinize(int, *rules.RNG) {}
func (s *tree) Rewards(dst []float64)       { copy(dst, treeRewards[s.path][:]) }

// ---- Loop: a broken game whose playouts never reach the horizon. ----

type loop struct{ rules.EventLog }

func (s *loop) NumPlayers() int                       { return 2 }
func (s *loop) Over() bool                            { return false }
func (s *loop) ToMove() int                           { return 0 }
func (s *loop) AppendLegal(buf []treeMove) []treeMove { return append(buf, 0, 1) }
func (s *loop) Apply(treeMove) error                  { return nil }
func (s *loop) ParseMove(string) (treeMove, error)    { return 0, nil }
func (s *loop) Clone() *loop                          { return &loop{} }
func (s *loop) CopyFrom(*loop)                        {}
func (s *loop) HorizonReached() bool                  { return false }
func (s *loop) Determinize(int, *rules.RNG)           {}
func (s *loop) Rewards(dst []float64)                 { dst[0], dst[1] = 0.5, 0.5 }

// ---- Lottery: pick a ticket, then a draw decides; ticket k adds a little. ----

type lotteryMove uint8

func (m lotteryMove) String() string { return strconv.Itoa(int(m)) }

const (
	lotteryTickets = 8
	// lotteryEdge is what each higher ticket adds to the draw in [0,1): far
	// less than the luck of the draw, so only common draws tell tickets apart.
	lotteryEdge = 0.01
)

type lottery struct {
	rng    rules.RNG
	ticket lotteryMove
	draw   float64
	done   bool
	rules.EventLog
}

func (s *lottery) NumPlayers() int { return 2 }
func (s *lottery) Over() bool      { return s.done }
func (s *lottery) ToMove() int {
	if s.done {
		return rules.Nobody
	}
	return 0
}
func (s *lottery) AppendLegal(buf []lotteryMove) []lotteryMove {
	if s.done {
		return buf
	}
	for m := range lotteryMove(lotteryTickets) {
		buf = append(buf, m)
	}
	return buf
}
func (s *lottery) Apply(m lotteryMove) error {
	if s.done || m >= lotteryTickets {
		return fmt.Errorf("no ticket %v now", m)
	}
	s.ticket, s.draw, s.done = m, uniform(&s.rng), true
	return nil
}
func (s *lottery) ParseMove(text string) (lotteryMove, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 || n >= lotteryTickets {
		return 0, fmt.Errorf("%q is not a ticket", text)
	}
	return lotteryMove(n), nil
}
func (s *lottery) Clone() *lottery       { c := *s; return &c }
func (s *lottery) CopyFrom(src *lottery) { *s = *src }
func (s *lottery) HorizonReached() bool  { return s.Over() }
func (s *lottery) Rewards(dst []float64) {
	dst[0] = (s.draw + lotteryEdge*float64(s.ticket)) / (1 + lotteryEdge*(lotteryTickets-1))
	dst[1] = 1 - dst[0]
}

// Determinize reseeds the generator of the draw to come.
func (s *lottery) Determinize(_ int, rng *rules.RNG) { s.rng = rules.NewRNG(rng.Uint64()) }

// The toys only have turns, and no test reads their views.
func (s *nim) Decision() rules.Decision     { return rules.TurnOf(s.ToMove()) }
func (s *peek) Decision() rules.Decision    { return rules.TurnOf(s.ToMove()) }
func (s *tree) Decision() rules.Decision    { return rules.TurnOf(s.ToMove()) }
func (s *loop) Decision() rules.Decision    { return rules.TurnOf(s.ToMove()) }
func (s *lottery) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }
func (s *nim) View(int) any                 { return nil }
func (s *peek) View(int) any                { return nil }
func (s *tree) View(int) any                { return nil }
func (s *loop) View(int) any                { return nil }
func (s *lottery) View(int) any             { return nil }
