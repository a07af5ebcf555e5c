package main

import (
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

// botKind is a kind of player the arena can field.
type botKind int

const (
	kindRandom botKind = iota
	kindHeuristic
	kindEasy
	kindNormal
	kindHard
	// kindExternal is an outside program speaking the bot protocol
	// (PROTOCOL.md), written exec:COMMAND on the command line.
	kindExternal
)

var kindNames = [...]string{"random", "heuristic", "easy", "normal", "hard", "exec"}

func (k botKind) String() string { return kindNames[k] }

// searches tells whether the kind runs the tree search.
func (k botKind) searches() bool { return k >= kindEasy && k <= kindHard }

// level is the search level of a searching kind.
func (k botKind) level() ai.Level { return ai.Level(k - kindEasy) }

// externalPrefix introduces an external bot's command line on -a and -b.
const externalPrefix = "exec:"

// parseBotKind reads a -a or -b value: a built-in kind, or exec:COMMAND for
// an external bot, whose command is split with strings.Fields (no shell, so
// no quoting: a path with spaces needs a wrapper script).
func parseBotKind(text string) (botKind, []string, error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(text), externalPrefix); ok {
		command := strings.Fields(rest)
		if len(command) == 0 {
			return 0, nil, fmt.Errorf("%q: write the bot's command after %s", text, externalPrefix)
		}
		return kindExternal, command, nil
	}
	builtIn := kindNames[:kindExternal]
	for k, name := range builtIn {
		if strings.EqualFold(strings.TrimSpace(text), name) {
			return botKind(k), nil, nil
		}
	}
	return 0, nil, fmt.Errorf("%q is not a bot kind (%s, or %sCOMMAND)", text, strings.Join(builtIn, ", "), externalPrefix)
}

const (
	sideA = 0
	sideB = 1
)

// match is a series of games between side A (one seat) and side B (every
// other seat).
type match struct {
	game    gamedef.Game
	info    gamedef.Info // the game's
	players int
	games   int
	seed    uint64
	kinds   [2]botKind
	configs [2]ai.Config // search budgets of searching kinds
	// plans say how side A's searching bot thinks as the game does beside
	// its loop: searchersA searchers (goroutines, one unit each without a
	// thinking time) summed, each thinking thinkA (0: one unit).
	searchersA int
	thinkA     time.Duration
	// commands of external sides (kindExternal), and how long their bots
	// may take to answer.
	commands   [2][]string
	botTimeout time.Duration
	// log receives the external bots' stderr, bad answers and forfeits.
	log     io.Writer
	workers int
	// slowLog, when set, receives every decision taking slowAfter or more.
	slowLog   io.Writer
	slowAfter time.Duration
	logMu     sync.Mutex
}

// sideName is how logs and summaries name a side's bot.
func (m *match) sideName(side int) string {
	if m.kinds[side] == kindExternal {
		return externalPrefix + strings.Join(m.commands[side], " ")
	}
	return m.kinds[side].String()
}

// logf writes one line to m.log; workers share it, so lines never mix.
func (m *match) logf(format string, args ...any) {
	if m.log == nil {
		return
	}
	m.logMu.Lock()
	defer m.logMu.Unlock()
	fmt.Fprintf(m.log, format+"\n", args...)
}

// deal gives game index its set-up seed and A's seat. Consecutive groups of
// `players` games share one deal and move A round every seat, so luck of the
// cards and seat advantage cancel out within a group.
func (m *match) deal(index int) (seed uint64, aSeat int) {
	return rules.MixSeeds(m.seed, uint64(index/m.players)), index % m.players
}

type outcome int

const (
	aLoses outcome = iota
	aWins
	shared // A shares the win (fewest points tied)
)

// gameResult is one finished game from A's point of view.
type gameResult struct {
	outcome   outcome
	scoreDiff float64 // A's score minus the mean score of the others
	moves     int
	// firstMoverWon: the player to move at the start won alone.
	firstMoverWon bool
	// forfeited[side] is set when that side's external bot forfeited the
	// game, which then counts as lost by that side.
	forfeited [2]bool
	// rounds are the game's finished rounds, for games of several.
	rounds []sample
}

// sample is one round from A's point of view: win is 1 when A won it alone,
// 0.5 when A shared the best score, else 0; diff is A's score minus the
// others' mean.
type sample struct{ win, diff float64 }

// summary is what a match reports (also its JSON form).
type summary struct {
	Game      string    `json:"game"`
	Players   int       `json:"players"`
	Games     int       `json:"games"`
	Seed      uint64    `json:"seed"`
	A         sideEntry `json:"a"`
	B         sideEntry `json:"b"`
	WinsA     int       `json:"wins_a"`
	Draws     int       `json:"draws"` // A shared the win
	WinRateA  float64   `json:"win_rate_a"`
	WinRateSE float64   `json:"win_rate_se"`
	DrawRate  float64   `json:"draw_rate"`
	ScoreDiff float64   `json:"score_diff"` // mean of A's score minus the others' mean
	ScoreSE   float64   `json:"score_diff_se"`
	MovesGame float64   `json:"moves_per_game"`
	ForfeitsA int       `json:"forfeits_a"` // games an external bot lost by forfeit
	ForfeitsB int       `json:"forfeits_b"`
	// FirstMoverWins counts the games won alone by the player to move at
	// the start, whichever side it was: the first-player advantage.
	FirstMoverWins   int     `json:"first_mover_wins"`
	FirstMoverRate   float64 `json:"first_mover_win_rate"`
	FirstMoverRateSE float64 `json:"first_mover_win_rate_se"`
	// Rounds, for games of several rounds: A's share of the rounds won (a
	// shared round counts half) and A's mean round score minus the others'.
	// Rounds of one game are not independent, so the standard errors treat
	// each game's mean over its rounds as one observation.
	Rounds         int     `json:"rounds,omitempty"`
	RoundWinRateA  float64 `json:"round_win_rate_a,omitempty"`
	RoundWinRateSE float64 `json:"round_win_rate_se,omitempty"`
	RoundDraws     int     `json:"round_draws,omitempty"`
	RoundDiff      float64 `json:"round_score_diff,omitempty"`
	RoundDiffSE    float64 `json:"round_score_diff_se,omitempty"`
	WallSecond     float64 `json:"wall_seconds"`
}

type sideEntry struct {
	Kind         string  `json:"kind"`
	Name         string  `json:"name,omitempty"`                    // what an external bot calls itself
	Iterations   int     `json:"iterations_per_decision,omitempty"` // budget of a searching kind
	Decisions    int     `json:"decisions"`
	MeanMillis   float64 `json:"mean_ms"`
	MaxMillis    float64 `json:"max_ms"`
	IterPerSec   float64 `json:"iterations_per_second,omitempty"`
	SearchedIter int     `json:"iterations,omitempty"`
}

// run plays the match, spreading games over m.workers goroutines; the
// results do not depend on the number of workers (timings aside).
func (m *match) run(progress func(done int)) (summary, error) {
	start := time.Now()
	results := make([]gameResult, m.games)
	jobs := make(chan int)
	var (
		mu       sync.Mutex
		firstErr error
		done     int
		stats    [2]sideStats
		wg       sync.WaitGroup
	)
	for w := 0; w < max(1, m.workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bots := m.newBots()
			for i := range jobs {
				r, err := m.play(i, bots)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				results[i] = r
				done++
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
			mu.Lock()
			stats[sideA].add(bots.stats[sideA])
			stats[sideB].add(bots.stats[sideB])
			mu.Unlock()
		}()
	}
	for i := 0; i < m.games; i++ {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if firstErr != nil {
		return summary{}, firstErr
	}
	return m.summarize(results, stats, time.Since(start)), nil
}

func (m *match) summarize(results []gameResult, stats [2]sideStats, wall time.Duration) summary {
	s := summary{Game: m.info.ID, Players: m.players, Games: len(results), Seed: m.seed, WallSecond: wall.Seconds()}
	var diffs, roundWins, roundDiffs []float64
	moves := 0
	for _, r := range results {
		if len(r.rounds) > 0 {
			var win, diff float64
			for _, round := range r.rounds {
				win += round.win
				diff += round.diff
				if round.win == 0.5 {
					s.RoundDraws++
				}
			}
			s.Rounds += len(r.rounds)
			n := float64(len(r.rounds))
			roundWins = append(roundWins, win/n)
			roundDiffs = append(roundDiffs, diff/n)
		}
		switch r.outcome {
		case aWins:
			s.WinsA++
		case shared:
			s.Draws++
		}
		if r.forfeited[sideA] {
			s.ForfeitsA++
		}
		if r.forfeited[sideB] {
			s.ForfeitsB++
		}
		if r.firstMoverWon {
			s.FirstMoverWins++
		}
		diffs = append(diffs, r.scoreDiff)
		moves += r.moves
	}
	n := float64(len(results))
	if n > 0 {
		s.WinRateA = float64(s.WinsA) / n
		s.WinRateSE = math.Sqrt(s.WinRateA * (1 - s.WinRateA) / n)
		s.DrawRate = float64(s.Draws) / n
		s.ScoreDiff, s.ScoreSE = meanSE(diffs)
		s.MovesGame = float64(moves) / n
		s.FirstMoverRate = float64(s.FirstMoverWins) / n
		s.FirstMoverRateSE = math.Sqrt(s.FirstMoverRate * (1 - s.FirstMoverRate) / n)
	}
	if s.Rounds > 0 {
		s.RoundWinRateA, s.RoundWinRateSE = meanSE(roundWins)
		s.RoundDiff, s.RoundDiffSE = meanSE(roundDiffs)
	}
	for side, e := range []*sideEntry{&s.A, &s.B} {
		*e = m.sideEntry(side, stats[side])
	}
	return s
}

func (m *match) sideEntry(side int, st sideStats) sideEntry {
	e := sideEntry{Kind: m.sideName(side), Name: st.Name, Decisions: st.Decisions, MaxMillis: millis(st.Max)}
	if st.Decisions > 0 {
		e.MeanMillis = millis(st.Total) / float64(st.Decisions)
	}
	if m.kinds[side].searches() {
		e.Iterations = m.configs[side].Iterations
		e.SearchedIter = st.Iterations
		if st.SearchTime > 0 {
			e.IterPerSec = float64(st.Iterations) / st.SearchTime.Seconds()
		}
	}
	return e
}

func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// meanSE is the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, 0
	}
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / float64(len(xs)-1) / float64(len(xs)))
}

// writeText prints a summary for people.
func (s summary) writeText(b *strings.Builder) {
	fmt.Fprintf(b, "%s, %d players, %d games, seed %d: A = %s, B = %s\n", s.Game, s.Players, s.Games, s.Seed, s.A.label(), s.B.label())
	fmt.Fprintf(b, "A wins      %6.2f%% ± %.2f%% (%d of %d)\n", 100*s.WinRateA, 100*s.WinRateSE, s.WinsA, s.Games)
	fmt.Fprintf(b, "draws       %6.2f%% (%d, A shares the win)\n", 100*s.DrawRate, s.Draws)
	fmt.Fprintf(b, "score diff  %+.2f ± %.2f per game (A minus the mean of B; positive favours A)\n", s.ScoreDiff, s.ScoreSE)
	fmt.Fprintf(b, "moves/game  %.1f\n", s.MovesGame)
	fmt.Fprintf(b, "first mover %6.2f%% ± %.2f%% of games won alone by the player to move first (%d of %d)\n",
		100*s.FirstMoverRate, 100*s.FirstMoverRateSE, s.FirstMoverWins, s.Games)
	if s.Rounds > 0 {
		fmt.Fprintf(b, "rounds      %d: A wins %.2f%% ± %.2f%% of them (%d shared, counted half), score diff %+.2f ± %.2f per round\n",
			s.Rounds, 100*s.RoundWinRateA, 100*s.RoundWinRateSE, s.RoundDraws, s.RoundDiff, s.RoundDiffSE)
	}
	if s.ForfeitsA+s.ForfeitsB > 0 {
		fmt.Fprintf(b, "forfeits    A %d, B %d (counted as lost by the side that forfeited)\n", s.ForfeitsA, s.ForfeitsB)
	}
	for _, side := range []struct {
		name string
		e    sideEntry
	}{{"A", s.A}, {"B", s.B}} {
		fmt.Fprintf(b, "%s %-10s %d decisions, mean %.3f ms, max %.1f ms", side.name, side.e.Kind, side.e.Decisions, side.e.MeanMillis, side.e.MaxMillis)
		if side.e.IterPerSec > 0 {
			fmt.Fprintf(b, ", %.0f iterations/s", side.e.IterPerSec)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(b, "wall time   %.1f s\n", s.WallSecond)
}

func (e sideEntry) label() string {
	switch {
	case e.Iterations > 0:
		return fmt.Sprintf("%s (%d iterations)", e.Kind, e.Iterations)
	case e.Name != "":
		return fmt.Sprintf("%s (%s)", e.Kind, e.Name)
	}
	return e.Kind
}
