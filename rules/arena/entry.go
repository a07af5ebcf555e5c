package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
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
	// SupportsExternalBots tells whether exec: bots may play the game.
	SupportsExternalBots() bool
	// LevelConfig is a search level's configuration for this game.
	LevelConfig(level ai.Level) ai.Config
	// Agreement writes the agreement study's lines (agreement.go).
	Agreement(w io.Writer, players, positions int, seed uint64, workers int, level ai.Level) error
}

// entry is one game of the table: the game's descriptor, which says how to
// set it up, its baseline player and budgets and how to read its result,
// and what the arena adds to it.
type entry[S rules.State[S, M], M rules.Move, O comparable] struct {
	def *gamedef.Def[S, M, O]
	// protocol adapts the game to external bots (PROTOCOL.md); nil refuses them.
	protocol *protocolHooks[S]
}

func (e entry[S, M, O]) ID() string                       { return e.def.ID }
func (e entry[S, M, O]) PlayerRange() (lo, hi int)        { return e.def.MinPlayers, e.def.MaxPlayers }
func (e entry[S, M, O]) SupportsExternalBots() bool       { return e.protocol != nil }
func (e entry[S, M, O]) LevelConfig(l ai.Level) ai.Config { return e.def.Budgets.Config(l) }

// newGame sets up a game for players players from a seed, with the setup
// screen's default choices for the player count.
func (e entry[S, M, O]) newGame(players int, seed uint64) (S, error) {
	return e.def.New(e.def.MakeOptions(players, nil), seed)
}

// botPair holds a worker's players for sides A and B, opaque to the caller.
type botPair struct {
	sides [2]any // *bot[S, M]
	stats [2]sideStats
}

func (e entry[S, M, O]) NewBots(m *match) *botPair {
	p := &botPair{}
	for side := range p.sides {
		b := &bot[S, M]{kind: m.kinds[side], cfg: m.configs[side], policy: e.def.Policy(), stats: &p.stats[side], buf: make([]M, 0, 256)}
		if side == sideA {
			b.searchers, b.think = max(1, m.searchersA), m.thinkA
		}
		if e.def.NewExact != nil && b.kind.searches() {
			b.exact = e.def.NewExact()
		}
		if b.kind == kindExternal {
			b.external = &externalSide{side: side, command: m.commands[side], timeout: m.botTimeout, logf: m.logf, stats: b.stats}
			b.protocol = e.protocol
		}
		p.sides[side] = b
	}
	return p
}

func (e entry[S, M, O]) Play(m *match, index int, bots *botPair) (gameResult, error) {
	seed, aSeat := m.deal(index)
	s, err := e.newGame(m.players, seed)
	if err != nil {
		return gameResult{}, fmt.Errorf("%s game %d: %w", e.def.ID, index, err)
	}
	s.SetEvents(false)
	sides := [2]*bot[S, M]{bots.sides[0].(*bot[S, M]), bots.sides[1].(*bot[S, M])}
	for side, b := range sides {
		b.startGame(rules.MixSeeds(seed, uint64(index), uint64(side)))
	}
	// Kills what a game cut short leaves running; a no-op after a good end.
	defer closeExternal(sides, 0)
	if err := e.openExternal(m, index, sides, aSeat); err != nil {
		return e.stopped(m, index, s, sides, aSeat, 0, err)
	}
	first := s.ToMove() // for the first-mover statistic
	moves := 0
	for !s.Over() {
		if moves >= e.def.MaxMoves {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): no end after %d moves", e.def.ID, index, seed, moves)
		}
		p := s.ToMove()
		if p == rules.Nobody {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): nobody to move but the game is not over", e.def.ID, index, seed)
		}
		side := sideB
		if p == aSeat {
			side = sideA
		}
		start := time.Now()
		mv, err := sides[side].decide(s, rules.MixSeeds(seed, uint64(index), uint64(moves)))
		if err != nil {
			return e.stopped(m, index, s, sides, aSeat, moves, err)
		}
		if d := time.Since(start); m.slowLog != nil && d >= m.slowAfter {
			e.logSlow(m, index, moves, m.sideName(side), d, s)
		}
		if err := s.Apply(mv); err != nil {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d) move %d: %s bot played %v: %w", e.def.ID, index, seed, moves+1, m.sideName(side), mv, err)
		}
		moves++
		if s.HorizonReached() {
			e.tellRoundEnd(sides, s)
		}
	}
	e.tellGameEnd(sides, s, e.winner(s), nil)
	closeExternal(sides, exitGrace)
	return e.result(s, aSeat, first, moves), nil
}

// openExternal starts the game's external bots, if any, and greets them.
func (e entry[S, M, O]) openExternal(m *match, index int, sides [2]*bot[S, M], aSeat int) error {
	for side, b := range sides {
		if b.external == nil {
			continue
		}
		if e.protocol == nil {
			return fmt.Errorf("%s does not support external bots", e.def.ID)
		}
		if err := b.external.open(e.def.ID, index, m.players, seatsOf(side, aSeat, m.players)); err != nil {
			return err
		}
	}
	return nil
}

// seatsOf lists the seats a side holds: A's one seat, or all the others.
func seatsOf(side, aSeat, players int) []int {
	if side == sideA {
		return []int{aSeat}
	}
	var seats []int
	for p := range players {
		if p != aSeat {
			seats = append(seats, p)
		}
	}
	return seats
}

// stopped ends a game cut short by err: a forfeit is a result (the side
// that forfeited loses; the score difference is the totals as they stand,
// unfinished rounds counting nothing), anything else stops the match.
func (e entry[S, M, O]) stopped(m *match, index int, s S, sides [2]*bot[S, M], aSeat, moves int, err error) (gameResult, error) {
	var f *forfeitError
	if !errors.As(err, &f) {
		return gameResult{}, fmt.Errorf("%s game %d: %w", e.def.ID, index, err)
	}
	m.logf("forfeit: %s game %d: side %s (seat %d, %s) loses: %s", e.def.ID, index, sideLetter(f.side), f.seat, m.sideName(f.side), f.reason)
	winner := rules.Nobody
	switch {
	case f.side == sideB:
		winner = aSeat
	case m.players == 2:
		winner = 1 - aSeat
	}
	e.tellGameEnd(sides, s, winner, &forfeitNote{Seat: f.seat, Reason: f.reason})
	closeExternal(sides, exitGrace)
	r := e.result(s, aSeat, rules.Nobody, moves)
	r.forfeited[f.side] = true
	r.outcome = aLoses
	if f.side == sideB {
		r.outcome = aWins
	}
	return r, nil
}

// winner is the single winner of a finished game, or Nobody on a draw.
func (e entry[S, M, O]) winner(s S) int {
	if w := e.def.Winners(s); len(w) == 1 {
		return w[0]
	}
	return rules.Nobody
}

// tellRoundEnd sends round_end to the external bots.
func (e entry[S, M, O]) tellRoundEnd(sides [2]*bot[S, M], s S) {
	for _, b := range sides {
		if b.external != nil {
			round, scores := e.protocol.lastRound(s)
			b.external.broadcast(roundEndMessage{Type: "round_end", Round: round, Scores: scores, Totals: e.protocol.totals(s)})
		}
	}
}

// tellGameEnd sends game_end to the external bots still playing.
func (e entry[S, M, O]) tellGameEnd(sides [2]*bot[S, M], s S, winner int, forfeit *forfeitNote) {
	for _, b := range sides {
		if b.external != nil {
			b.external.broadcast(gameEndMessage{Type: "game_end", Scores: e.protocol.totals(s), Winner: winner, Forfeit: forfeit})
		}
	}
}

// closeExternal ends the external bots' processes of the game.
func closeExternal[S rules.State[S, M], M rules.Move](sides [2]*bot[S, M], grace time.Duration) {
	for _, b := range sides {
		if b.external != nil {
			b.external.closeAll(grace)
		}
	}
}

// logSlow reports a decision that took at least -slow.
func (e entry[S, M, O]) logSlow(m *match, index, moves int, kind string, d time.Duration, s S) {
	what := ""
	if e.def.Describe != nil {
		what = e.def.Describe(s)
	}
	legal := len(s.AppendLegal(nil))
	m.logMu.Lock()
	defer m.logMu.Unlock()
	fmt.Fprintf(m.slowLog, "slow: game %d move %d: %s took %v over %d legal moves; %s\n", index, moves+1, kind, d.Round(time.Millisecond), legal, what)
}

// result reads a finished game from A's point of view.
func (e entry[S, M, O]) result(s S, aSeat, first, moves int) gameResult {
	r := gameResult{moves: moves}
	winners := e.def.Winners(s)
	r.firstMoverWon = len(winners) == 1 && winners[0] == first
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
			others += e.def.Score(s, p)
		}
	}
	r.scoreDiff = e.def.Score(s, aSeat)
	if n := s.NumPlayers(); n > 1 { // a solo game has no others to compare with
		r.scoreDiff -= others / float64(n-1)
	}
	if e.def.RoundScores != nil {
		for _, scores := range e.def.RoundScores(s) {
			r.rounds = append(r.rounds, roundResult(scores, aSeat))
		}
	}
	return r
}

// roundResult reads one round's scores from A's point of view: A wins the
// round with the highest score alone, shares it on a tie for the highest.
func roundResult(scores []float64, aSeat int) sample {
	best, others := math.Inf(-1), 0.0
	for p, v := range scores {
		best = max(best, v)
		if p != aSeat {
			others += v
		}
	}
	r := sample{diff: scores[aSeat]}
	if len(scores) > 1 {
		r.diff -= others / float64(len(scores)-1)
	}
	if scores[aSeat] == best {
		r.win = 1
		for p, v := range scores {
			if p != aSeat && v == best {
				r.win = 0.5
			}
		}
	}
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
	// external and protocol are set for kindExternal.
	external *externalSide
	protocol *protocolHooks[S]
	// exact is the game's solver, asked before searching (may be nil).
	exact func(s S, level ai.Level) (M, bool)
	// searchers and think: see match.searchersA.
	searchers int
	think     time.Duration
}

func (b *bot[S, M]) startGame(seed uint64) { b.rng = rules.NewRNG(seed) }

// decide picks a move for the player to move in s and records the time spent.
func (b *bot[S, M]) decide(s S, seed uint64) (M, error) {
	start := time.Now()
	var m M
	iterations := 0
	switch b.kind {
	case kindExternal:
		var err error
		if m, err = askMove(b.external, s, b.protocol, b.buf); err != nil {
			return m, err
		}
	case kindRandom:
		m = ai.RandomPolicy(s, &b.rng, b.buf[:0])
	case kindHeuristic:
		m = b.policy(s, &b.rng, b.buf[:0])
	default:
		if b.exact != nil {
			var ok bool
			if m, ok = b.exact(s, b.kind.level()); ok {
				break
			}
		}
		if b.searchers > 1 || b.think > 0 {
			m, iterations = b.thinkAsTheGame(s, seed)
			break
		}
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
	return m, nil
}

// thinkAsTheGame decides as the game does beside its loop: b.searchers
// goroutines each run ai.Think on a copy of s, and their tallies are summed.
// Without a thinking time the result depends only on the seed and the
// number of searchers.
func (b *bot[S, M]) thinkAsTheGame(s S, seed uint64) (M, int) {
	tallies := make([]ai.Tally[M], b.searchers)
	var wg sync.WaitGroup
	for i := range tallies {
		root := s.Clone()
		wg.Go(func() {
			tallies[i] = ai.Think(root, b.cfg, b.policy, seed, ai.Plan{Time: b.think, Searcher: i}, nil, nil)
		})
	}
	wg.Wait()
	var sum ai.Tally[M]
	for i := range tallies {
		sum.Add(&tallies[i])
	}
	m, _ := sum.Best()
	return m, sum.Iterations
}

// sideStats sums one side's decisions.
type sideStats struct {
	Decisions  int
	Total      time.Duration
	Max        time.Duration
	Iterations int
	SearchTime time.Duration // time spent in decisions that searched
	Name       string        // what an external bot said its name is
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
	if o.Name != "" {
		st.Name = o.Name
	}
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
