package main

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// The arena plays every game of rules/catalog, the one list of games,
// through its descriptor's positions and bots (gamedef.Position,
// gamedef.Bot): the game's types stay in its own package, the searches
// and playouts run typed there, and only each move's calls go through the
// interfaces. A later game needs nothing here.

// lookupGame finds a game of the catalog by id.
func lookupGame(id string) (gamedef.Game, error) {
	if g, ok := catalog.Find(id); ok {
		return g, nil
	}
	var ids []string
	for _, g := range catalog.Games {
		ids = append(ids, g.Info().ID)
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, strings.Join(ids, ", "))
}

// botPair holds a worker's players for sides A and B.
type botPair struct {
	sides [2]*bot
	stats [2]sideStats
}

// newBots makes the two sides' players for one worker.
func (m *match) newBots() *botPair {
	p := &botPair{}
	for side := range p.sides {
		b := &bot{kind: m.kinds[side], stats: &p.stats[side]}
		switch b.kind {
		case kindExternal:
			b.external = &externalSide{side: side, command: m.commands[side], timeout: m.botTimeout, logf: m.logf, stats: b.stats}
		case kindRandom:
			b.player = m.game.NewBot(gamedef.BotSpec{Kind: gamedef.RandomBot})
		case kindHeuristic:
			b.player = m.game.NewBot(gamedef.BotSpec{Kind: gamedef.HeuristicBot})
		default:
			spec := gamedef.BotSpec{Kind: gamedef.SearchBot, Config: m.configs[side], Exact: true, Level: b.kind.level()}
			if side == sideA {
				spec.Searchers, spec.Think = max(1, m.searchersA), m.thinkA
			}
			b.player = m.game.NewBot(spec)
		}
		p.sides[side] = b
	}
	return p
}

// play plays game number index of the match and reports how A did.
func (m *match) play(index int, bots *botPair) (gameResult, error) {
	id := m.info.ID
	seed, aSeat := m.deal(index)
	pos, err := m.game.NewPosition(m.players, nil, seed)
	if err != nil {
		return gameResult{}, fmt.Errorf("%s game %d: %w", id, index, err)
	}
	sides := bots.sides
	for side, b := range sides {
		b.startGame(rules.MixSeeds(seed, uint64(index), uint64(side)))
	}
	// Kills what a game cut short leaves running; a no-op after a good end.
	defer closeExternal(sides, 0)
	if err := m.openExternal(index, sides, aSeat); err != nil {
		return m.stopped(index, pos, sides, aSeat, 0, err)
	}
	first := pos.ToMove() // for the first-mover statistic
	moves := 0
	for !pos.Over() {
		if moves >= m.info.MaxMoves {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): no end after %d moves", id, index, seed, moves)
		}
		p := pos.ToMove()
		if p == rules.Nobody {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d): nobody to move but the game is not over", id, index, seed)
		}
		side := sideB
		if p == aSeat {
			side = sideA
		}
		start := time.Now()
		mv, err := sides[side].decide(pos, rules.MixSeeds(seed, uint64(index), uint64(moves)))
		if err != nil {
			return m.stopped(index, pos, sides, aSeat, moves, err)
		}
		if d := time.Since(start); m.slowLog != nil && d >= m.slowAfter {
			m.logSlow(index, moves, m.sideName(side), d, pos)
		}
		if err := pos.Apply(mv); err != nil {
			return gameResult{}, fmt.Errorf("%s game %d (seed %d) move %d: %s bot played %v: %w", id, index, seed, moves+1, m.sideName(side), mv, err)
		}
		moves++
		if pos.HorizonReached() {
			tellRoundEnd(sides, pos)
		}
	}
	tellGameEnd(sides, pos, winner(pos), nil)
	closeExternal(sides, exitGrace)
	return result(pos, aSeat, first, moves), nil
}

// openExternal starts the game's external bots, if any, and greets them.
func (m *match) openExternal(index int, sides [2]*bot, aSeat int) error {
	for side, b := range sides {
		if b.external == nil {
			continue
		}
		if !m.info.ExternalBots {
			return fmt.Errorf("%s does not support external bots", m.info.ID)
		}
		if err := b.external.open(m.info.ID, index, m.players, seatsOf(side, aSeat, m.players)); err != nil {
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
func (m *match) stopped(index int, pos gamedef.Position, sides [2]*bot, aSeat, moves int, err error) (gameResult, error) {
	var f *forfeitError
	if !errors.As(err, &f) {
		return gameResult{}, fmt.Errorf("%s game %d: %w", m.info.ID, index, err)
	}
	m.logf("forfeit: %s game %d: side %s (seat %d, %s) loses: %s", m.info.ID, index, sideLetter(f.side), f.seat, m.sideName(f.side), f.reason)
	winner := rules.Nobody
	switch {
	case f.side == sideB:
		winner = aSeat
	case m.players == 2:
		winner = 1 - aSeat
	}
	tellGameEnd(sides, pos, winner, &forfeitNote{Seat: f.seat, Reason: f.reason})
	closeExternal(sides, exitGrace)
	r := result(pos, aSeat, rules.Nobody, moves)
	r.forfeited[f.side] = true
	r.outcome = aLoses
	if f.side == sideB {
		r.outcome = aWins
	}
	return r, nil
}

// winner is the single winner of a finished game, or Nobody on a draw.
func winner(pos gamedef.Position) int {
	if w := pos.Winners(); len(w) == 1 {
		return w[0]
	}
	return rules.Nobody
}

// tellRoundEnd sends round_end to the external bots.
func tellRoundEnd(sides [2]*bot, pos gamedef.Position) {
	for _, b := range sides {
		if b.external != nil {
			round, scores := pos.LastRound()
			b.external.broadcast(roundEndMessage{Type: "round_end", Round: round, Scores: scores, Totals: pos.Totals()})
		}
	}
}

// tellGameEnd sends game_end to the external bots still playing.
func tellGameEnd(sides [2]*bot, pos gamedef.Position, winner int, forfeit *forfeitNote) {
	for _, b := range sides {
		if b.external != nil {
			b.external.broadcast(gameEndMessage{Type: "game_end", Scores: pos.Totals(), Winner: winner, Forfeit: forfeit})
		}
	}
}

// closeExternal ends the external bots' processes of the game.
func closeExternal(sides [2]*bot, grace time.Duration) {
	for _, b := range sides {
		if b.external != nil {
			b.external.closeAll(grace)
		}
	}
}

// logSlow reports a decision that took at least -slow.
func (m *match) logSlow(index, moves int, kind string, d time.Duration, pos gamedef.Position) {
	what := pos.Describe()
	legal := pos.NumLegal()
	m.logMu.Lock()
	defer m.logMu.Unlock()
	fmt.Fprintf(m.slowLog, "slow: game %d move %d: %s took %v over %d legal moves; %s\n", index, moves+1, kind, d.Round(time.Millisecond), legal, what)
}

// result reads a finished game from A's point of view.
func result(pos gamedef.Position, aSeat, first, moves int) gameResult {
	r := gameResult{moves: moves}
	winners := pos.Winners()
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
	for p := 0; p < pos.NumPlayers(); p++ {
		if p != aSeat {
			others += pos.Score(p)
		}
	}
	r.scoreDiff = pos.Score(aSeat)
	if n := pos.NumPlayers(); n > 1 { // a solo game has no others to compare with
		r.scoreDiff -= others / float64(n-1)
	}
	for _, scores := range pos.RoundScores() {
		r.rounds = append(r.rounds, roundResult(scores, aSeat))
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

// bot is one side's player: the game's (random, heuristic or search) or
// an external one.
type bot struct {
	kind   botKind
	player gamedef.Bot // nil for kindExternal
	rng    rules.RNG
	stats  *sideStats
	// external is set for kindExternal.
	external *externalSide
}

func (b *bot) startGame(seed uint64) { b.rng = rules.NewRNG(seed) }

// decide picks a move for the player to move in pos and records the time
// spent.
func (b *bot) decide(pos gamedef.Position, seed uint64) (gamedef.Move, error) {
	start := time.Now()
	var m gamedef.Move
	iterations := 0
	if b.kind == kindExternal {
		var err error
		if m, err = askMove(b.external, pos); err != nil {
			return m, err
		}
	} else {
		m, iterations = b.player.Decide(pos, &b.rng, seed)
	}
	b.stats.record(time.Since(start), iterations, b.kind.searches())
	return m, nil
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
