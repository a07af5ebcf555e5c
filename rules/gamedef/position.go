package gamedef

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// The tools that serve every game (the arena, the puzzles' judge and
// miner) hold a game as a Game, from rules/catalog, and its positions as
// Positions: Go instantiates typed code only where the types are named,
// and a game's types are named only in its own package, where its Def is
// declared, so the typed work is done by the Def's methods below. Each
// call is one move's work or more: a search, a playout or a solve runs
// typed inside, never through these interfaces move by move.

// Move is a move of one game with its type hidden: what a Position reads
// from text or lists, or a Bot chooses, and what Apply plays. String is
// the game's text of it.
type Move interface {
	String() string
	isMove() // only this package makes moves
}

// moveOf is a typed move behind Move.
type moveOf[M rules.Move] struct{ m M }

func (x *moveOf[M]) String() string { return x.m.String() }
func (*moveOf[M]) isMove()          {}

// Position is a game in progress with its types hidden, its events off.
// Its methods are the rules.State's and the Def's of the same names;
// a Move or Position of another game is refused (Apply) or panics
// (CopyFrom).
type Position interface {
	NumPlayers() int
	ToMove() int
	Over() bool
	HorizonReached() bool
	// NumLegal counts the legal moves of the player to move.
	NumLegal() int
	// LegalMoves are the legal moves of the player to move, in the game's
	// order (AppendLegal's).
	LegalMoves() []Move
	ParseMove(text string) (Move, error)
	// IsLegal reports whether m is among the legal moves.
	IsLegal(m Move) bool
	Apply(m Move) error
	Clone() Position
	CopyFrom(src Position)
	Determinize(observer int, rng *rules.RNG)
	Rewards(dst []float64)
	View(player int) any

	// Playout plays the game's policy (Def.Policy; uniformly random moves
	// where random is set) from the position for at most limit moves: to
	// the end of the game, or with horizon set until the search's horizon
	// or nobody is to move. It returns the moves played; an error is a
	// move the rules refused.
	Playout(rng *rules.RNG, random, horizon bool, limit int) (moves int, err error)
	// Think is one searcher's share of the decision at the position (see
	// ai.Think), on a copy of it, with its moves as text.
	Think(cfg ai.Config, seed uint64, plan ai.Plan) ai.Tally[string]

	// The descriptor's readings: Def.Winners, Score, RoundScores (nil for
	// a game of one round) and Describe ("" where the game has none).
	Winners() []int
	Score(player int) float64
	RoundScores() [][]float64
	Describe() string
	// The external-bot protocol's readings (Def.Protocol; zero where the
	// game has none).
	LastRound() (round int, scores []int)
	Totals() []int
}

// position is a Position of a Def.
type position[S rules.State[S, M], M rules.Move, O comparable] struct {
	d *Def[S, M, O]
	s S
	// buf is the legal moves' list, grown as needed.
	buf []M
}

// legalBuf is the capacity of a bot's and a playout's legal-move lists
// (the policies' scratch, see ai.Policy).
const legalBuf = 512

func (d *Def[S, M, O]) position(s S) *position[S, M, O] {
	s.SetEvents(false)
	return &position[S, M, O]{d: d, s: s}
}

// scratch is the playouts' legal-move lists, by Def: a playout borrows
// one, so a position (a new one for every game of a benchmark) costs no
// more than its state.
var scratch sync.Map // *Def[S, M, O] -> *sync.Pool of *[]M

func (d *Def[S, M, O]) scratch() *sync.Pool {
	if pool, ok := scratch.Load(d); ok {
		return pool.(*sync.Pool)
	}
	pool, _ := scratch.LoadOrStore(d, &sync.Pool{New: func() any {
		buf := make([]M, 0, legalBuf)
		return &buf
	}})
	return pool.(*sync.Pool)
}

// stateOf is the state of a position of d.
func (d *Def[S, M, O]) stateOf(p Position) S {
	q, ok := p.(*position[S, M, O])
	if !ok {
		panic(fmt.Sprintf("gamedef: a position of another game given to %s", d.ID))
	}
	return q.s
}

// NewPosition sets up a game for tools: players players, the setup's
// choices (nil: the defaults; see MakeOptions) and a seed, events off.
// It makes no record (NewRecord does), so it costs no more than New.
func (d *Def[S, M, O]) NewPosition(players int, choices []int, seed uint64) (Position, error) {
	s, err := d.New(d.MakeOptions(players, choices), seed)
	if err != nil {
		return nil, err
	}
	return d.position(s), nil
}

// NewRecord is the record, without moves, of the game NewPosition sets
// up from the same arguments.
func (d *Def[S, M, O]) NewRecord(players int, choices []int, seed uint64) (rules.Record, error) {
	raw, err := json.Marshal(d.MakeOptions(players, choices))
	if err != nil {
		return rules.Record{}, fmt.Errorf("options: %w", err)
	}
	return rules.Record{Game: d.ID, Options: raw, Seed: seed, Moves: []string{}}, nil
}

// RestorePosition rebuilds a recorded game, as Restore does, events off.
func (d *Def[S, M, O]) RestorePosition(rec rules.Record) (Position, error) {
	s, _, err := d.replay(rec)
	if err != nil {
		return nil, err
	}
	return d.position(s), nil
}

// replay is Restore's work without the choices: the record's options, a
// fresh deal from its seed and every move replayed.
func (d *Def[S, M, O]) replay(rec rules.Record) (S, O, error) {
	var zero S
	var o O
	if rec.Game != d.ID {
		return zero, o, fmt.Errorf("the record is of %q, not %s", rec.Game, d.ID)
	}
	if err := json.Unmarshal(rec.Options, &o); err != nil {
		return zero, o, fmt.Errorf("options: %v", err)
	}
	s, err := d.New(o, rec.Seed)
	if err != nil {
		return zero, o, err
	}
	if err := rules.Replay(s, rec.Moves); err != nil {
		return zero, o, err
	}
	return s, o, nil
}

func (p *position[S, M, O]) NumPlayers() int      { return p.s.NumPlayers() }
func (p *position[S, M, O]) ToMove() int          { return p.s.ToMove() }
func (p *position[S, M, O]) Over() bool           { return p.s.Over() }
func (p *position[S, M, O]) HorizonReached() bool { return p.s.HorizonReached() }
func (p *position[S, M, O]) View(player int) any  { return p.s.View(player) }
func (p *position[S, M, O]) Rewards(dst []float64) {
	p.s.Rewards(dst)
}

func (p *position[S, M, O]) Determinize(observer int, rng *rules.RNG) {
	p.s.Determinize(observer, rng)
}

func (p *position[S, M, O]) NumLegal() int {
	p.buf = p.s.AppendLegal(p.buf[:0])
	return len(p.buf)
}

func (p *position[S, M, O]) LegalMoves() []Move {
	p.buf = p.s.AppendLegal(p.buf[:0])
	moves := make([]Move, len(p.buf))
	for i, m := range p.buf {
		moves[i] = &moveOf[M]{m}
	}
	return moves
}

func (p *position[S, M, O]) ParseMove(text string) (Move, error) {
	m, err := p.s.ParseMove(text)
	if err != nil {
		return nil, err
	}
	return &moveOf[M]{m}, nil
}

// move is m's typed move, or false for a move of another game.
func (p *position[S, M, O]) move(m Move) (M, bool) {
	x, ok := m.(*moveOf[M])
	if !ok || x == nil {
		var none M
		return none, false
	}
	return x.m, true
}

func (p *position[S, M, O]) IsLegal(m Move) bool {
	mv, ok := p.move(m)
	if !ok {
		return false
	}
	p.buf = p.s.AppendLegal(p.buf[:0])
	for _, l := range p.buf {
		if l == mv {
			return true
		}
	}
	return false
}

func (p *position[S, M, O]) Apply(m Move) error {
	mv, ok := p.move(m)
	if !ok {
		return fmt.Errorf("not a move of %s", p.d.ID)
	}
	return p.s.Apply(mv)
}

func (p *position[S, M, O]) Clone() Position {
	return &position[S, M, O]{d: p.d, s: p.s.Clone()}
}

func (p *position[S, M, O]) CopyFrom(src Position) { p.s.CopyFrom(p.d.stateOf(src)) }

func (p *position[S, M, O]) Playout(rng *rules.RNG, random, horizon bool, limit int) (int, error) {
	pool := p.d.scratch()
	bufp := pool.Get().(*[]M)
	defer pool.Put(bufp)
	buf := *bufp
	s, moves := p.s, 0
	if random && !horizon { // the rules benchmark's loop: nothing else per move
		for ; moves < limit && !s.Over(); moves++ {
			if err := s.Apply(ai.RandomPolicy(s, rng, buf[:0])); err != nil {
				return moves, err
			}
		}
		return moves, nil
	}
	policy := p.d.Policy()
	for ; moves < limit; moves++ {
		if horizon {
			if s.HorizonReached() || s.ToMove() == rules.Nobody {
				break
			}
		} else if s.Over() {
			break
		}
		var m M
		if random {
			m = ai.RandomPolicy(s, rng, buf[:0])
		} else {
			m = policy(s, rng, buf[:0])
		}
		if err := s.Apply(m); err != nil {
			return moves, err
		}
	}
	return moves, nil
}

func (p *position[S, M, O]) Think(cfg ai.Config, seed uint64, plan ai.Plan) ai.Tally[string] {
	t := ai.Think(p.s.Clone(), cfg, p.d.Policy(), seed, plan, nil, nil)
	return TallyText(&t)
}

func (p *position[S, M, O]) Winners() []int           { return p.d.Winners(p.s) }
func (p *position[S, M, O]) Score(player int) float64 { return p.d.Score(p.s, player) }

func (p *position[S, M, O]) RoundScores() [][]float64 {
	if p.d.RoundScores == nil {
		return nil
	}
	return p.d.RoundScores(p.s)
}

func (p *position[S, M, O]) Describe() string {
	if p.d.Describe == nil {
		return ""
	}
	return p.d.Describe(p.s)
}

func (p *position[S, M, O]) LastRound() (int, []int) {
	if p.d.Protocol == nil {
		return 0, nil
	}
	return p.d.Protocol.LastRound(p.s)
}

func (p *position[S, M, O]) Totals() []int {
	if p.d.Protocol == nil {
		return nil
	}
	return p.d.Protocol.Totals(p.s)
}

// BotKind is how a Bot decides.
type BotKind int

const (
	// RandomBot plays uniformly random legal moves.
	RandomBot BotKind = iota
	// HeuristicBot plays the game's policy (Def.Policy).
	HeuristicBot
	// SearchBot searches (ai.Search) with its Config.
	SearchBot
)

// BotSpec says how a Bot plays.
type BotSpec struct {
	Kind BotKind
	// Config is a SearchBot's search.
	Config ai.Config
	// Exact makes a SearchBot ask the game's exact solver (Def.NewExact,
	// where the game has one) at Level before it searches.
	Exact bool
	Level ai.Level
	// Searchers above one, or a thinking time, make a SearchBot decide as
	// the game does beside its loop: that many searchers (goroutines) each
	// run ai.Think with the plan's Time on a copy of the position, and
	// their tallies are summed. Without a thinking time the result
	// depends only on the seed and the number of searchers.
	Searchers int
	Think     time.Duration
}

// Bot is a computer player of one game, kept from decision to decision
// (its search keeps its storage, so a decision allocates nothing once it
// has grown). It is not safe for concurrent use: one per goroutine.
type Bot interface {
	// Decide chooses the move of the player to move in pos, a position of
	// the bot's game: a policy draws from rng, a search from seed.
	// iterations is the search's work (0 for a policy or an exact
	// answer). The move is the bot's own until its next decision: play
	// it (or read it) before deciding again.
	Decide(pos Position, rng *rules.RNG, seed uint64) (m Move, iterations int)
}

// bot is a Bot of a Def.
type bot[S rules.State[S, M], M rules.Move, O comparable] struct {
	d      *Def[S, M, O]
	spec   BotSpec
	policy ai.Policy[S, M]
	search *ai.Search[S, M]
	exact  func(s S, level ai.Level) (M, bool)
	buf    []M
	chosen moveOf[M]
}

// NewBot makes a computer player of the game.
func (d *Def[S, M, O]) NewBot(spec BotSpec) Bot {
	b := &bot[S, M, O]{d: d, spec: spec, policy: d.Policy(), buf: make([]M, 0, legalBuf)}
	if spec.Kind == SearchBot && spec.Exact && d.NewExact != nil {
		b.exact = d.NewExact()
	}
	return b
}

func (b *bot[S, M, O]) Decide(pos Position, rng *rules.RNG, seed uint64) (Move, int) {
	s := b.d.stateOf(pos)
	iterations := 0
	switch b.spec.Kind {
	case RandomBot:
		b.chosen.m = ai.RandomPolicy(s, rng, b.buf[:0])
	case HeuristicBot:
		b.chosen.m = b.policy(s, rng, b.buf[:0])
	default:
		if b.exact != nil {
			if m, ok := b.exact(s, b.spec.Level); ok {
				b.chosen.m = m
				return &b.chosen, 0
			}
		}
		if b.spec.Searchers > 1 || b.spec.Think > 0 {
			b.chosen.m, iterations = b.thinkAsTheGame(s, seed)
			break
		}
		if b.search == nil {
			b.search = ai.NewSearch(s, b.spec.Config, b.policy, seed)
		} else {
			b.search.Reset(s, seed)
		}
		for !b.search.Step(1 << 20) {
		}
		b.chosen.m = b.search.Best()
		iterations = b.search.Iterations()
	}
	return &b.chosen, iterations
}

// thinkAsTheGame is BotSpec's several searchers or thinking time.
func (b *bot[S, M, O]) thinkAsTheGame(s S, seed uint64) (M, int) {
	tallies := make([]ai.Tally[M], max(1, b.spec.Searchers))
	var wg sync.WaitGroup
	for i := range tallies {
		root := s.Clone()
		wg.Go(func() {
			tallies[i] = ai.Think(root, b.spec.Config, b.policy, seed, ai.Plan{Time: b.spec.Think, Searcher: i}, nil, nil)
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
