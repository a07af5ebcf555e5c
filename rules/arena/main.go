// Command arena plays bots against each other without a screen and measures
// the games and the AI.
//
//	go run ./rules/arena -game twenty -games 1000 -seed 1 -a hard -b heuristic [-players 2] [-json]
//	go run ./rules/arena -bench [-game all] [-benchtime 1s]
//	go run ./rules/arena -game twenty -agreement 400 -a hard -workers 2
//
// Side A takes one seat, side B every other seat. Games come in groups of
// `players` that share one deal, A taking each seat once, so the luck of the
// cards and the seat advantage cancel out. A game of several rounds (Minus
// Twenty's match of three) is also reported round by round: A's share of the
// rounds won and the mean round score difference. Bot kinds: random,
// heuristic (the game's own baseline), easy, normal, hard (the search at that
// level's budget; -iters-a / -iters-b override the budget), and exec:COMMAND, an
// outside program speaking the JSON-lines protocol of PROTOCOL.md (Minus
// Twenty only so far):
//
//	go run ./rules/arena -game minustwenty -games 10 -a 'exec:python3 rules/arena/examplebot/bot.py' -b heuristic
//
// COMMAND is split at spaces (strings.Fields) and run without a shell.
//
// The arena plays every game of rules/catalog, the one list of games,
// through its descriptor (gamedef.Game: its positions and bots, its
// budgets, its external-bot protocol); it names no game, so a later game
// needs nothing here. The default game is the catalog's first.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
)

func main() {
	stopBotsOnSignal()
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "arena:", err)
		os.Exit(1)
	}
}

// run is the whole command, so tests go through the same path.
func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gameID := fs.String("game", catalog.Games[0].Info().ID, "game id (with -bench, \"all\" benchmarks every game)")
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "match seed")
	kindA := fs.String("a", "hard", "bot of side A: random, heuristic, easy, normal, hard, or exec:COMMAND (an external bot, see PROTOCOL.md)")
	kindB := fs.String("b", "heuristic", "bot of side B (every seat but A's)")
	itersA := fs.Int("iters-a", 0, "search iterations per decision for side A (0: the level's budget)")
	itersB := fs.Int("iters-b", 0, "search iterations per decision for side B (0: the level's budget)")
	searchersA := fs.Int("searchers-a", 1, "side A searches as the game beside its loop: this many searchers (goroutines) summed")
	thinkA := fs.Duration("think-a", 0, "side A's thinking time per decision, as the game gives Hard 1s (0: one search of the level's iterations per searcher)")
	botTimeout := fs.Duration("bot-timeout", 5*time.Second, "time an external bot has for each answer before it forfeits the game")
	players := fs.Int("players", 2, "players per game")
	workers := fs.Int("workers", 1, "games played at once (decision times are only meaningful with 1)")
	asJSON := fs.Bool("json", false, "print the summary as JSON")
	progress := fs.Bool("progress", false, "report progress on stderr")
	bench := fs.Bool("bench", false, "print benchmark lines (rules moves/s, AI iterations/s and decision time per level)")
	benchTime := fs.Duration("benchtime", time.Second, "time per benchmark line")
	slow := fs.Duration("slow", 0, "log decisions taking at least this long, with the position, on stderr")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this file")
	agreement := fs.Int("agreement", 0, "instead of games: how often 1, 2 and 4 summed units of side A's level choose as a search of 8 times its iterations, over this many positions of heuristic games (see agreement.go)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil // the usage is printed already
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if *bench {
		return runBench(stdout, *gameID, *players, *benchTime)
	}

	g, err := lookupGame(*gameID)
	if err != nil {
		return err
	}
	info := g.Info()
	if lo, hi := info.MinPlayers, info.MaxPlayers; *players < lo || *players > hi {
		return fmt.Errorf("%s is for %d to %d players, not %d", info.ID, lo, hi, *players)
	}
	if *agreement > 0 {
		k, _, err := parseBotKind(*kindA)
		if err != nil || !k.searches() {
			return fmt.Errorf("-agreement needs a search level for -a (easy, normal or hard), not %q", *kindA)
		}
		return agreementStudy(stdout, g, *players, *agreement, *seed, *workers, k.level())
	}
	if *games < 1 {
		return errors.New("-games must be at least 1")
	}
	if *botTimeout <= 0 {
		return errors.New("-bot-timeout must be above zero")
	}
	m := &match{game: g, info: info, players: *players, games: *games, seed: *seed, workers: *workers, botTimeout: *botTimeout, log: stderr,
		searchersA: *searchersA, thinkA: *thinkA}
	if *searchersA < 1 || *searchersA > 64 || *thinkA < 0 {
		return errors.New("-searchers-a must be 1 to 64 and -think-a not negative")
	}
	if *slow > 0 {
		m.slowLog, m.slowAfter = stderr, *slow
	}
	for side, spec := range []struct {
		kind  string
		iters int
	}{{*kindA, *itersA}, {*kindB, *itersB}} {
		k, command, err := parseBotKind(spec.kind)
		if err != nil {
			return err
		}
		if k == kindExternal && !info.ExternalBots {
			return fmt.Errorf("%s: external bots can only play %s so far, not %s", spec.kind, externalGames(), info.ID)
		}
		m.kinds[side], m.commands[side] = k, command
		if k.searches() {
			m.configs[side] = info.Budgets.Config(k.level())
			if spec.iters > 0 {
				m.configs[side].Iterations = spec.iters
			}
		}
	}
	var report func(int)
	if *progress {
		report = progressReporter(stderr, *games)
	}
	s, err := m.run(report)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(s)
	}
	var b strings.Builder
	s.writeText(&b)
	_, err = io.WriteString(stdout, b.String())
	return err
}

// externalGames lists the games external bots can play.
func externalGames() string {
	var ids []string
	for _, g := range catalog.Games {
		if info := g.Info(); info.ExternalBots {
			ids = append(ids, info.ID)
		}
	}
	return strings.Join(ids, ", ")
}

// progressReporter prints how far the match is, at most every few seconds.
func progressReporter(w io.Writer, total int) func(done int) {
	start := time.Now()
	last := start
	return func(done int) {
		if now := time.Now(); done == total || now.Sub(last) >= 5*time.Second {
			last = now
			elapsed := now.Sub(start)
			left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
			fmt.Fprintf(w, "%d/%d games, %s elapsed, about %s left\n", done, total, elapsed.Round(time.Second), left.Round(time.Second))
		}
	}
}

func runBench(w io.Writer, gameID string, players int, benchTime time.Duration) error {
	selected := catalog.Games
	if gameID != "all" {
		g, err := lookupGame(gameID)
		if err != nil {
			return err
		}
		selected = []gamedef.Game{g}
	}
	for _, g := range selected {
		n := players
		if info := g.Info(); n < info.MinPlayers || n > info.MaxPlayers {
			n = info.MinPlayers
		}
		if err := bench(w, g, n, benchTime); err != nil {
			return err
		}
	}
	return nil
}
