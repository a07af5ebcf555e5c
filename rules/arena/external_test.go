//go:build !js

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/catalog"
)

// These tests start bot processes, which js/wasm cannot. The bots are this
// test binary run again with fakeBotEnv set (so they need no Python), and
// the example bot when python3 is installed.

// fakeBotEnv names the behaviour of the test binary run as a bot.
const fakeBotEnv = "ARENA_FAKE_BOT"

func TestMain(m *testing.M) {
	if behaviour := os.Getenv(fakeBotEnv); behaviour != "" {
		os.Exit(runFakeBot(behaviour))
	}
	os.Exit(m.Run())
}

// garbage is what the "garbage" bot answers to move requests, in turn: not
// JSON, the wrong type, a move no game reads.
var garbage = []string{`I resign`, `{"type":"ready"}`, `{"type":"move","move":"` + notAMove + `"}`}

// runFakeBot speaks the protocol on stdin and stdout:
//
//	first:   plays the first legal move
//	garbage: answers hello, then each move request with the next garbage
//	silent:  answers hello, then never a move request
//	exit:    exits at once with status 3
//	forker:  starts a child that ignores SIGTERM and outlives it
//	         (orphan), then plays as first
//	longline: answers hello, then each move request with a 2 MiB line
//	fullline: plays the first legal move, each answer padded with spaces to
//	          exactly maxLineBytes and ended by "\r\n" (the longest allowed)
//	overline: the same padded to maxLineBytes+1 and ended by "\n"
//	hugemove: answers hello, then each move request with a move of
//	          invisible characters just under maxLineBytes long
//
// It reports on stderr, which the arena passes on, what the tests check,
// among them the longest line the arena sent it (at the end) and any line
// over longArenaLine (at once: a bot that forfeits is killed).
func runFakeBot(behaviour string) int {
	switch behaviour {
	case "exit":
		fmt.Fprintln(os.Stderr, "leaving at once")
		return 3
	case "orphan":
		return runOrphan()
	case "forker":
		if err := startOrphan(); err != nil {
			fmt.Fprintln(os.Stderr, "cannot start the child:", err)
			return 1
		}
		behaviour = "first"
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	out := json.NewEncoder(os.Stdout)
	answered, rounds, longest := 0, 0, 0
	for in.Scan() {
		longest = max(longest, len(in.Bytes()))
		if len(in.Bytes()) > longArenaLine {
			fmt.Fprintf(os.Stderr, "long line from the arena: %d bytes\n", len(in.Bytes()))
		}
		var msg struct {
			Type   string
			Legal  []string
			Reason string
			View   json.RawMessage
		}
		if err := json.Unmarshal(in.Bytes(), &msg); err != nil {
			fmt.Fprintln(os.Stderr, "cannot read the arena:", err)
			return 1
		}
		switch msg.Type {
		case "hello":
			out.Encode(map[string]string{"type": "ready", "name": "fake-" + behaviour})
		case "move":
			switch behaviour {
			case "first":
				if len(msg.Legal) == 0 || len(msg.View) < 3 { // no view, or an empty one
					fmt.Fprintln(os.Stderr, "view problem:", in.Text())
				}
				out.Encode(map[string]string{"type": "move", "move": msg.Legal[0]})
			case "garbage":
				fmt.Println(garbage[answered%len(garbage)])
				answered++
			case "longline":
				fmt.Println(`{"type":"move","move":"` + strings.Repeat("x", 2<<20) + `"}`)
			case "fullline":
				writePadded(msg.Legal[0], maxLineBytes, "\r\n")
			case "overline":
				writePadded(msg.Legal[0], maxLineBytes+1, "\n")
			case "hugemove":
				// U+200B is 3 bytes here, and %q writes it as \u200b.
				fmt.Println(`{"type":"move","move":"` + strings.Repeat("\u200b", (maxLineBytes-40)/3) + `"}`)
			}
		case "error":
			fmt.Fprintln(os.Stderr, "arena says:", msg.Reason)
		case "round_end":
			rounds++
		case "game_end":
			fmt.Fprintf(os.Stderr, "game over after %d rounds\n", rounds)
		}
	}
	if err := in.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "cannot read the arena:", err)
		return 1
	}
	fmt.Fprintf(os.Stderr, "longest line from the arena: %d bytes\n", longest)
	return 0
}

// writePadded answers move as a JSON object padded with spaces (still
// valid JSON) to exactly size bytes before end.
func writePadded(move string, size int, end string) {
	line, _ := json.Marshal(map[string]string{"type": "move", "move": move})
	line = append(line, bytes.Repeat([]byte(" "), size-len(line))...)
	os.Stdout.Write(append(line, end...))
}

// longArenaLine is more than any line the arena should send a bot.
const longArenaLine = 64 << 10

// arenaWithBots runs a match and returns its summary and what it logged.
func arenaWithBots(t *testing.T, args ...string) (summary, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	start := time.Now()
	if err := run(append(args, "-json"), &out, &errOut); err != nil {
		t.Fatalf("arena %q: %v\n%s", args, err, errOut.String())
	}
	t.Logf("%.2fs", time.Since(start).Seconds())
	var s summary
	if err := json.Unmarshal(out.Bytes(), &s); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out.String())
	}
	return s, errOut.String()
}

// fakeBot is the -a/-b value that runs this test binary as a bot.
func fakeBot(t *testing.T, behaviour string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(exe, " \t\n") {
		t.Skipf("the test binary's path %q has spaces, which exec: cannot pass", exe)
	}
	t.Setenv(fakeBotEnv, behaviour)
	return externalPrefix + exe
}

// roundsSeen sums the rounds the fake bots of a log saw end, and counts
// the bots that saw their game end.
func roundsSeen(log string) (rounds, bots int) {
	for _, m := range regexp.MustCompile(`: game over after (\d+) rounds`).FindAllStringSubmatch(log, -1) {
		n, _ := strconv.Atoi(m[1])
		rounds += n
		bots++
	}
	return rounds, bots
}

func TestFakeBotPlaysWholeMatches(t *testing.T) {
	bot := fakeBot(t, "first")
	for _, opponent := range []string{"heuristic", bot} {
		s, log := arenaWithBots(t, "-game", externalID(t), "-games", "2", "-a", bot, "-b", opponent)
		if s.Games != 2 || s.ForfeitsA+s.ForfeitsB != 0 || s.A.Decisions == 0 || s.B.Decisions == 0 || s.A.Name != "fake-first" {
			t.Errorf("against %s: implausible summary %+v\n%s", opponent, s, log)
		}
		// Every game ends with its rounds and game_end, and the bots'
		// stderr reaches the log with who wrote it.
		bots := 2 // one per game against the heuristic, two against itself
		if opponent == bot {
			bots = 4
		}
		rounds, seen := roundsSeen(log)
		if seen != bots || s.Rounds > 0 && rounds != s.Rounds*bots/2 {
			t.Errorf("against %s: %d bots saw a whole game, %d rounds in all (the match had %d):\n%s", opponent, seen, rounds, s.Rounds, log)
		}
		if !strings.Contains(log, "bot A seat 1 game 1: game over") || strings.Contains(log, "view problem") || strings.Contains(log, "bad answer") {
			t.Errorf("against %s: log:\n%s", opponent, log)
		}
	}
}

func TestGarbageForfeitsAfterThreeBadAnswers(t *testing.T) {
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "2", "-a", "heuristic", "-b", fakeBot(t, "garbage"))
	if s.ForfeitsB != 2 || s.WinsA != 2 || s.ForfeitsA != 0 {
		t.Errorf("summary %+v, want B to forfeit both games\n%s", s, log)
	}
	for _, want := range []string{
		`bad answer 1 of 3: not JSON: "I resign"`,
		`bad answer 2 of 3: expected {"type":"move","move":...}, got type "ready"`,
		`bad answer 3 of 3: `,
		"arena says: not JSON", // the error reached the bot
		"forfeit: " + externalID(t) + " game 1: side B (seat 0, exec:",
		"loses: 3 bad answers",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
}

func TestSilenceForfeitsOnTimeout(t *testing.T) {
	start := time.Now()
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "2", "-a", fakeBot(t, "silent"), "-b", "heuristic", "-bot-timeout", "200ms")
	if s.ForfeitsA != 2 || s.WinsA != 0 || !strings.Contains(log, "no answer within 200ms") {
		t.Errorf("summary %+v, want A to forfeit both games on time\n%s", s, log)
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("two timeouts of 200ms took %v", d)
	}
}

// TestLongLineForfeitsWithAPlainReason: a line over the 1 MiB limit
// forfeits with a reason a bot's author understands (it used to read
// "bufio.Scanner: token too long").
func TestLongLineForfeitsWithAPlainReason(t *testing.T) {
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "1", "-a", fakeBot(t, "longline"), "-b", "heuristic")
	if s.ForfeitsA != 1 || !strings.Contains(log, "a line longer than 1 MiB") || strings.Contains(log, "token too long") {
		t.Errorf("summary %+v, want A to forfeit for a line longer than 1 MiB\n%s", s, log)
	}
}

// TestLineLimitIsExact: a line of exactly 1 MiB (without its "\r\n") is
// read and played; one byte more forfeits with the plain reason, even when
// the line is a legal answer. (The reader used to refuse 1 MiB itself: its
// buffer had no room left for the line ending.)
func TestLineLimitIsExact(t *testing.T) {
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "1", "-a", fakeBot(t, "fullline"), "-b", "heuristic")
	if _, seen := roundsSeen(log); s.ForfeitsA+s.ForfeitsB != 0 || s.A.Decisions == 0 || strings.Contains(log, "bad answer") || seen != 1 {
		t.Errorf("lines of exactly %d bytes: summary %+v\n%s", maxLineBytes, s, log)
	}
	s, log = arenaWithBots(t, "-game", externalID(t), "-games", "1", "-a", fakeBot(t, "overline"), "-b", "heuristic")
	if s.ForfeitsA != 1 || !strings.Contains(log, "loses: the bot wrote a line longer than 1 MiB") ||
		strings.Contains(log, "token too long") || strings.Contains(log, "bad answer") {
		t.Errorf("lines of %d bytes: summary %+v, want A to forfeit for a line longer than 1 MiB\n%s", maxLineBytes+1, s, log)
	}
}

// TestArenaLinesStayShort: what arena sends a bot stays far under the
// 1 MiB a bot's own lines may take, even when an error repeats a huge bad
// move (it used to quote the whole move, over 2 MiB once escaped).
func TestArenaLinesStayShort(t *testing.T) {
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "1", "-a", fakeBot(t, "first"), "-b", "heuristic")
	found := regexp.MustCompile(`longest line from the arena: (\d+) bytes`).FindStringSubmatch(log)
	if s.ForfeitsA+s.ForfeitsB != 0 || found == nil {
		t.Fatalf("summary %+v, want a whole game and the bot's report\n%s", s, log)
	}
	if n, _ := strconv.Atoi(found[1]); n > longArenaLine {
		t.Errorf("a whole game: arena sent a line of %d bytes, want at most %d", n, longArenaLine)
	}

	s, log = arenaWithBots(t, "-game", externalID(t), "-games", "1", "-a", fakeBot(t, "hugemove"), "-b", "heuristic")
	if s.ForfeitsA != 1 || !strings.Contains(log, "loses: 3 bad answers") ||
		strings.Count(log, "arena says:") < maxBadAnswers-1 || // it read the errors it had time to
		strings.Contains(log, "cannot read the arena") || strings.Contains(log, "long line from the arena") {
		t.Errorf("summary %+v, want A to forfeit for 3 bad answers after reading the errors\n%.4000s", s, log)
	}
	if len(log) > longArenaLine {
		t.Errorf("the log of one short game is %d bytes", len(log))
	}
}

func TestExitingBotForfeits(t *testing.T) {
	s, log := arenaWithBots(t, "-game", externalID(t), "-games", "2", "-a", fakeBot(t, "exit"), "-b", "heuristic")
	if s.ForfeitsA != 2 || !strings.Contains(log, "the bot exited") || !strings.Contains(log, "exit status 3") ||
		!strings.Contains(log, "bot A seat 0 game 0: leaving at once") {
		t.Errorf("summary %+v, want A to forfeit both games\n%s", s, log)
	}
}

func TestMissingProgramStopsTheMatch(t *testing.T) {
	var out, errOut bytes.Buffer
	err := run([]string{"-game", externalID(t), "-games", "2", "-a", "exec:./no-such-bot"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "starting bot") {
		t.Errorf("a bot that cannot start: %v", err)
	}
}

// exampleBotGame is the game the example bot plays: its docstring opens
// with "TITLE bot".
func exampleBotGame(t *testing.T) string {
	text, err := os.ReadFile("examplebot/bot.py")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range catalog.Games {
		if info := g.Info(); info.ExternalBots && strings.Contains(string(text), `"""`+info.Title+" bot") {
			return info.ID
		}
	}
	t.Fatal("the example bot's docstring names no game that takes external bots")
	return ""
}

func TestExampleBotAgainstHeuristic(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH: the example bot cannot run (the fake-bot tests cover the protocol)")
	}
	s, log := arenaWithBots(t, "-game", exampleBotGame(t), "-games", "4", "-a", "exec:python3 examplebot/bot.py", "-b", "heuristic")
	if s.Games != 4 || s.ForfeitsA+s.ForfeitsB != 0 || s.A.Name != "examplebot" || s.A.Decisions < 4*50 || s.MovesGame < 100 {
		t.Errorf("implausible summary %+v\n%s", s, log)
	}
	if strings.Contains(log, "bad answer") || strings.Contains(log, "arena says") {
		t.Errorf("the example bot made bad moves:\n%s", log)
	}
}
