package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// game is what the arena needs from a table entry, with the game's state and
// move types hidden behind it.
type game interface {
	ID() string
	PlayerRange() (lo, hi int)
	// Play plays game number index of a match and reports how A did.
	Play(m *match, index int, bots *botPair) (gameResult, error)
	// NewBots makes the two sides' players for one worker.
	NewBots(m *match) *botPair
	// Bench writes benchmark lines for players players.
	Bench(w io.Writer, players int, benchTime time.Duration) error
}

// entry is one game of the table: how to set it up, its baseline player and
// how to read its result.
type entry[S rules.State[S, M], M rules.Move] struct {
	id                     string
	minPlayers, maxPlayers int
	// newGame sets up a game for players players from a seed.
	newGame func(players int, seed uint64) (S, error)
	// heuristic is the game's baseline player and the search's playout
	// policy; nil means random.
	heuristic ai.Policy[S, M]
	// score is a player's final score, higher is better, for the average
	// score difference.
	score func(s S, player int) float64
	// winners are the players sharing the win of a finished game.
	winners func(s S) []int
	// maxMoves guards against a game that never ends.
	maxMoves int
	// describe summarises a position for the slow-decision log (optional).
	describe func(s S) string
}

func (e entry[S, M]) ID() string                { return e.id }
func (e entry[S, M]) PlayerRange() (lo, hi int) { return e.minPlayers, e.maxPlayers }

func (e entry[S, M]) policy() ai.Policy[S, M] {
	if e.heuristic == nil {
		return ai.RandomPolicy[S, M]
	}
	return e.heuristic
}

// botPair holds a worker's players for sides A and B, opaque to the caller.
type botPair struct {
	sides [2]any // *bot[S, M]
	stats [2]sideStats
}

func (e entry[S, M]) NewBots(m *match) *botPair {
	p := &botPair{}
	for side := range p.sides {
		p.sides[side] = &bot[S, M]{kind: m.kinds[side], cfg: m.configs[side], policy: e.policy(), stats: &p.stats[side], buf: make([]M, 0, 256)}
	}
	return p
}

func (e entry[S, M]) Play(m *match, index int, bots *botPair) (gameResult, error) {
	seed, aSeat := m.deal(index)
	s, err := e.newGame(m.players, seed)
	if err != nil {
		return gameResult{}, fmt.Errorf("%s game %d: %w", e.id, index, err)
	}
	s.SetEvents(false)
	sides := [2]*bot[S, M]{bots.sides[0].(*bot[S, M]), bots.sides[1].(*bot[S, M])}
	for side, b := range sides {
		b.startGame(mix(seed, uint64(index), uint64(side)))
	}
	moves := 0
	for !s.Over() {
		if moves >= e.maxMoves {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): no end after %d moves", e.id, index, seed, moves)
		}
		p := s.ToMove()
		if p == rules.Nobody {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): nobody to move but the game is not over", e.id, index, seed)
		}
		side := sideB
		if p == aSeat {
			side = sideA
		}
		start := time.Now()
		mv := sides[side].decide(s, mix(seed, uint64(index), uint64(moves)))
		if d := time.Since(start); m.slowLog != nil && d >= m.slowAfter {
			e.logSlow(m, index, moves, m.kinds[side], d, s)
		}
		if err := s.Apply(mv); err != nil {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d) move %d: %s bot played %v: %w", e.id, index, seed, moves+1, m.kinds[side], mv, err)
		}
		moves++
	}
	return e.result(s, aSeat, moves), nil
}

// logSlow reports a decision that took at least -slow.
func (e entry[S, M]) logSlow(m *match, index, moves int, kind botKind, d time.Duration, s S) {
	what := ""
	if e.describe != nil {
		what = e.describe(s)
	}
	legal := len(s.AppendLegal(nil))
	m.logMu.Lock()
	defer m.logMu.Unlock()
	fmt.Fprintf(m.slowLog, "slow: game %d move %d: %s took %v over %d legal moves; %s\n", index, moves+1, kind, d.Round(time.Millisecond), legal, what)
}

// result reads a finished game from A's point of view.
func (e entry[S, M]) result(s S, aSeat, moves int) gameResult {
	r := gameResult{moves: moves}
	winners := e.winners(s)
	for _, w := range winners {
		if w == aSeat {
			if len(winners) == 1 {
				r.outcome = aWins
			} else {
				r.outcome = shared
			}
		}
	}
	others := 0.0
	for p := 0; p < s.NumPlayers(); p++ {
		if p != aSeat {
			others += e.score(s, p)
		}
	}
	r.scoreDiff = e.score(s, aSeat) - others/float64(s.NumPlayers()-1)
	return r
}

// bot is one side's player.
type bot[S rules.State[S, M], M rules.Move] struct {
	kind   botKind
	cfg    ai.Config
	policy ai.Policy[S, M]
	search *ai.Search[S, M]
	rng    rules.RNG
	buf    []M
	stats  *sideStats
}

func (b *bot[S, M]) startGame(seed uint64) { b.rng = rules.NewRNG(seed) }

// decide picks a move for the player to move in s and records the time spent.
func (b *bot[S, M]) decide(s S, seed uint64) M {
	start := time.Now()
	var m M
	iterations := 0
	switch b.kind {
	case kindRandom:
		m = ai.RandomPolicy(s, &b.rng, b.buf[:0])
	case kindHeuristic:
		m = b.policy(s, &b.rng, b.buf[:0])
	default:
		if b.search == nil {
			b.search = ai.NewSearch(s, b.cfg, b.policy, seed)
		} else {
			b.search.Reset(s, seed)
		}
		for !b.search.Step(1 << 20) {
		}
		m = b.search.Best()
		iterations = b.search.Iterations()
	}
	b.stats.record(time.Since(start), iterations, b.kind.searches())
	return m
}

// sideStats sums one side's decisions.
type sideStats struct {
	Decisions  int
	Total      time.Duration
	Max        time.Duration
	Iterations int
	SearchTime time.Duration // time spent in decisions that searched
}

func (st *sideStats) record(d time.Duration, iterations int, searched bool) {
	st.Decisions++
	st.Total += d
	st.Max = max(st.Max, d)
	st.Iterations += iterations
	if searched {
		st.SearchTime += d
	}
}

func (st *sideStats) add(o sideStats) {
	st.Decisions += o.Decisions
	st.Total += o.Total
	st.Max = max(st.Max, o.Max)
	st.Iterations += o.Iterations
	st.SearchTime += o.SearchTime
}

// lookupGame finds a table entry by id.
func lookupGame(id string) (game, error) {
	var ids []string
	for _, g := range games {
		if g.ID() == id {
			return g, nil
		}
		ids = append(ids, g.ID())
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, strings.Join(ids, ", "))
}
