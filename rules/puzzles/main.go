// Command puzzles mines a game's puzzles from games the computer plays
// against itself, offline, and re-checks a shipped set:
//
//	go run ./rules/puzzles -game ID -n N [-seed S] [-out FILE]
//	go run ./rules/puzzles -game ID -check [-in FILE]
//
// A position becomes a puzzle when one move is clearly best by the game's
// margin, over every deal its player cannot rule out (see rules/puzzle):
// a cheap screen on a few deals first, then the judge's full deals with
// the mining's strict test. The set is graded easy, medium and hard by
// thirds of its difficulty (plausible moves, how near the second best
// comes) and written as rules/puzzle's data.
//
// Every game of rules/catalog can be mined: its self-play (the setup's
// choices, which decisions may be puzzles, the share of random moves)
// and its judge come from its descriptor (gamedef.Puzzles); the miner
// names no game.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/puzzle"
)

func main() {
	var ids []string
	for _, g := range catalog.Games {
		ids = append(ids, g.Info().ID)
	}
	game := flag.String("game", "", "the game's id ("+strings.Join(ids, ", ")+")")
	n := flag.Int("n", 100, "puzzles to mine")
	seed := flag.Uint64("seed", 1, "the first self-played game's seed")
	out := flag.String("out", "", "where to write the set (default: print a summary only)")
	check := flag.Bool("check", false, "re-check a set instead of mining (without -game: every shipped set)")
	in := flag.String("in", "", "the set to re-check (default: the shipped one)")
	perGame := flag.Int("pergame", 2, "at most this many puzzles from one self-played game")
	verbose := flag.Bool("v", false, "log every puzzle found")
	show := flag.Int("show", 0, "print a shipped puzzle's position and every move's value, by id")
	flag.Parse()
	if *check && *game == "" && *in == "" {
		os.Exit(checkEveryGame()) // make test-puzzles: every shipped set
	}
	j, ok := puzzle.JudgeOf(*game)
	if !ok {
		fmt.Fprintf(os.Stderr, "puzzles: no game %q\n", *game)
		os.Exit(2)
	}
	if *check {
		os.Exit(checkSet(j, *in))
	}
	if *show > 0 {
		os.Exit(showPuzzle(j, *show))
	}
	g, _ := catalog.Find(j.Game)
	m := miner{judge: j, play: selfPlayOf(g, j.Rules), game: g, perGame: *perGame, verbose: *verbose}
	start := time.Now()
	set, err := m.mine(*n, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzles:", err)
		os.Exit(1)
	}
	elapsed := time.Since(start)
	fmt.Printf("%s: %d puzzles from %d games, %d positions screened, %d judged, %d searched, %d failed in another world, in %v (%.1f a minute)\n",
		j.Game, len(set), m.games, m.screened, m.judged, m.searched, m.redealtFailed, elapsed.Round(time.Second),
		float64(len(set))/elapsed.Minutes())
	grades := map[string]int{}
	for _, p := range set {
		grades[p.Grade]++
	}
	fmt.Printf("grades: %d easy, %d medium, %d hard\n", grades[puzzle.Easy], grades[puzzle.Medium], grades[puzzle.Hard])
	if *out == "" {
		return
	}
	raw, err := puzzle.Encode(j.Game, set)
	if err == nil {
		err = os.WriteFile(*out, raw, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzles:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s, %d bytes\n", *out, len(raw))
}

// checkEveryGame re-checks the shipped set of every game of the catalog.
func checkEveryGame() int {
	code := 0
	for _, g := range catalog.Games {
		j, ok := puzzle.JudgeOf(g.Info().ID)
		if !ok {
			fmt.Fprintf(os.Stderr, "puzzles: %s has no judge\n", g.Info().ID)
			code = 1
			continue
		}
		code = max(code, checkSet(j, ""))
	}
	return code
}

// checkSet re-checks every puzzle of a set and returns the exit code.
func checkSet(j *puzzle.Judge, in string) int {
	set := puzzle.Set(j.Game)
	if in != "" {
		raw, err := os.ReadFile(in)
		if err == nil {
			set, err = puzzle.Decode(raw)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "puzzles:", err)
			return 1
		}
	}
	start := time.Now()
	failed := 0
	for _, p := range set {
		if err := puzzle.Check(p); err != nil {
			fmt.Println(err)
			failed++
		}
	}
	fmt.Printf("%s: %d of %d puzzles hold, checked in %v\n", j.Game, len(set)-failed, len(set),
		time.Since(start).Round(time.Millisecond))
	if failed > 0 || len(set) == 0 {
		return 1
	}
	return 0
}

// miner finds puzzles in self-played games.
type miner struct {
	judge   *puzzle.Judge
	play    selfPlayer
	perGame int
	verbose bool
	// maxJudged, when not 0, stops the mining once that many positions
	// were judged in full, however few puzzles they gave (the tests'
	// usual run).
	maxJudged int

	game gamedef.Game

	games, screened, judged, searched, redealtFailed int
}

// Screening: a position is judged in full only when a few deals already
// show a lead near the margin.
const (
	screenDeals = 32
	screenShare = 0.5 // of the margin
	// minPlyApart keeps two puzzles of one game apart.
	minPlyApart = 6
	// minLegal: a choice of two is too easy a puzzle.
	minLegal = 3
	// visitShare is the part of the decisions considered, at random, so the
	// puzzles of a game spread over it rather than bunch at its start.
	visitShare = 0.5
	// maxSameAnswer bounds the part of a set with one answer ("draw",
	// "pass"), so a set is not mostly one lesson.
	maxSameAnswer = 0.25
	// redealSalt draws the deals of the miner's check in another world.
	redealSalt = 0x72656465616c
)

// found is a puzzle with its assessment, before grading.
type found struct {
	p puzzle.Puzzle
	a puzzle.Assessment
}

// mine plays games from seed on until n puzzles are found, then grades
// them.
func (m *miner) mine(n int, seed uint64) ([]puzzle.Puzzle, error) {
	var all []found
	j := m.judge
	answers := map[string]int{}
	for game := seed; len(all) < n && (m.maxJudged == 0 || m.judged < m.maxJudged); game++ {
		m.games++
		fromGame, lastPly := 0, -minPlyApart
		err := m.play(game, func(pos position) bool {
			if m.maxJudged > 0 && m.judged >= m.maxJudged {
				return false
			}
			if len(pos.rec.Moves)-lastPly < minPlyApart || pos.legal < minLegal ||
				float64(rules.MixSeeds(game, uint64(len(pos.rec.Moves)), 0x76)>>11)/(1<<53) >= visitShare {
				return true
			}
			a, ok := m.consider(pos.rec, rules.MixSeeds(game, uint64(len(pos.rec.Moves))))
			if !ok || float64(answers[a.Answer]+1) > maxSameAnswer*float64(max(n, 10)) {
				return true
			}
			player, err := j.Player(pos.rec)
			if err != nil {
				return false
			}
			judgeSeed := rules.MixSeeds(game, uint64(len(pos.rec.Moves)))
			if j.Deals == 0 {
				judgeSeed = 0 // exact values: no deals
			}
			p := puzzle.New(j, len(all)+1, pos.rec, player, a, judgeSeed)
			// The answer must hold in another world the player cannot tell
			// from this one, on other deals.
			if err := puzzle.CheckRedealt(p, judgeSeed^redealSalt); err != nil {
				m.redealtFailed++
				return true
			}
			answers[a.Answer]++
			all = append(all, found{p: p, a: a})
			if m.verbose {
				fmt.Printf("#%d game %d ply %d: %s by %.1f %s (legal %d, plausible %d, also %v)\n",
					p.ID, game, p.Ply(), a.Answer, a.Margin, j.Unit, a.Legal, a.Plausible, a.Also)
			}
			fromGame++
			lastPly = len(pos.rec.Moves)
			return fromGame < m.perGame && len(all) < n
		})
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", game, err)
		}
	}
	grade(j, all)
	set := make([]puzzle.Puzzle, len(all))
	for i := range all {
		set[i] = all[i].p
	}
	return set, nil
}

// consider screens and judges one position.
func (m *miner) consider(rec rules.Record, seed uint64) (puzzle.Assessment, bool) {
	j := m.judge
	m.screened++
	if j.Deals > 0 {
		v, err := j.Values(rec, screenDeals, seed^0x5c)
		if err != nil {
			return puzzle.Assessment{}, false
		}
		a, _ := j.Assess(v, puzzle.Recheck)
		if len(a.Also) > 2 || a.Margin < screenShare*j.Margin {
			return puzzle.Assessment{}, false
		}
	}
	m.judged++
	v, err := j.Values(rec, j.Deals, seed)
	if err != nil {
		return puzzle.Assessment{}, false
	}
	a, err := j.Assess(v, puzzle.Mining)
	if err != nil || a.Legal < minLegal {
		return a, false
	}
	if j.Deals == 0 {
		return a, true // exact: nothing to agree with
	}
	// The game's own Hard search (the review's judge, the advisor's
	// strongest) must choose the answer too: the judge's playouts after the
	// move are the heuristic's, the search looks further.
	rep := m.game.Think(gamedef.ThinkRequest{Record: rec, Level: ai.Hard, Seed: seed ^ 0xa9}, nil, nil)
	if rep.Err != "" {
		return a, false
	}
	best, ok := rep.Tally.Best()
	m.searched++
	return a, ok && (best == a.Answer || slices.Contains(a.Also, best))
}

// grade sorts the found puzzles by difficulty into thirds (easy, medium,
// hard) and gives each a starting rating from its rank, 1100 to 1900.
func grade(j *puzzle.Judge, all []found) {
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool {
		return j.Difficulty(all[order[a]].a) < j.Difficulty(all[order[b]].a)
	})
	for rank, i := range order {
		frac := 0.5
		if len(all) > 1 {
			frac = float64(rank) / float64(len(all)-1)
		}
		p := &all[i].p
		switch {
		case 3*rank < len(all):
			p.Grade = puzzle.Easy
		case 3*rank < 2*len(all):
			p.Grade = puzzle.Medium
		default:
			p.Grade = puzzle.Hard
		}
		p.Rating = puzzle.Rating{Rating: 1100 + 800*frac, RD: startRD, Volatility: puzzle.DefaultVolatility}
	}
}

// startRD is a shipped puzzle's deviation: its rating is a guess from its
// difficulty until players' attempts move it.
const startRD = 250

// showPuzzle prints a shipped puzzle: what its player sees, and the judge's
// values of every move.
func showPuzzle(j *puzzle.Judge, id int) int {
	p, ok := puzzle.Find(j.Game, id)
	if !ok {
		fmt.Fprintf(os.Stderr, "puzzles: no puzzle %d of %s\n", id, j.Game)
		return 1
	}
	view, err := j.View(p.Record())
	if err == nil {
		var raw []byte
		raw, err = json.MarshalIndent(view, "", " ")
		fmt.Printf("%s puzzle %d (%s, ply %d, seat %d): %s\n%s\n", j.Game, p.ID, p.Grade, p.Ply(), p.Player, p.Goal, raw)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzles:", err)
		return 1
	}
	deals := max(p.Deals, j.Deals)
	v, err := j.Values(p.Record(), deals, p.JudgeSeed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "puzzles:", err)
		return 1
	}
	fmt.Printf("answer %v (also %v); best on %.0f%% of %d deals\n", p.Answer, p.Also, 100*v.Share, v.Deals)
	for _, m := range v.Moves {
		fmt.Printf("  %-24s %7.1f  behind by %5.1f +- %.1f %s, equal on %d deals\n", m.Move, m.Value*j.PerValue,
			m.Gap*j.PerValue, m.GapError*j.PerValue, j.Unit, m.Equal)
	}
	return 0
}
