//go:build !js

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
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
// JSON, the wrong type, an illegal move.
var garbage = []string{`I resign`, `{"type":"ready"}`, `{"type":"move","move":"meld AS"}`}

// runFakeBot speaks the protocol on stdin and stdout:
//
//	first:   plays the first legal move
//	garbage: answers hello, then each move request with the next garbage
//	silent:  answers hello, then never a move request
//	exit:    exits at once with status 3
//	longline: answers hello, then each move request with a 2 MiB line
//
// It reports on stderr, which the arena passes on, what the tests check.
func runFakeBot(behaviour string) int {
	if behaviour == "exit" {
		fmt.Fprintln(os.Stderr, "leaving at once")
		return 3
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 1<<20)
	out := json.NewEncoder(os.Stdout)
	answered, rounds := 0, 0
	for in.Scan() {
		var msg struct {
			Type   string
			Legal  []string
			Reason string
			View   struct{ Hand []string }
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
				if len(msg.Legal) == 0 || len(msg.View.Hand) == 0 {
					fmt.Fprintln(os.Stderr, "view problem:", in.Text())
				}
				out.Encode(map[string]string{"type": "move", "move": msg.Legal[0]})
			case "garbage":
				fmt.Println(garbage[answered%len(garbage)])
				answered++
			case "longline":
				fmt.Println(`{"type":"move","move":"` + strings.Repeat("x", 2<<20) + `"}`)
			}
		case "error":
			fmt.Fprintln(os.Stderr, "arena says:", msg.Reason)
		case "round_end":
			rounds++
		case "game_end":
			fmt.Fprintf(os.Stderr, "game over after %d rounds\n", rounds)
		}
	}
	return 0
}

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

func TestFakeBotPlaysWholeMatches(t *testing.T) {
	bot := fakeBot(t, "first")
	for _, opponent := range []string{"heuristic", bot} {
		s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "2", "-a", bot, "-b", opponent)
		if s.Games != 2 || s.ForfeitsA+s.ForfeitsB != 0 || s.A.Decisions == 0 || s.B.Decisions == 0 || s.A.Name != "fake-first" {
			t.Errorf("against %s: implausible summary %+v\n%s", opponent, s, log)
		}
		// Every game ends with three rounds and game_end, and the bots'
		// stderr reaches the log with who wrote it.
		bots := 2 // one per game against the heuristic, two against itself
		if opponent == bot {
			bots = 4
		}
		if n := strings.Count(log, ": game over after 3 rounds"); n != bots {
			t.Errorf("against %s: %d bots saw a whole game:\n%s", opponent, n, log)
		}
		if !strings.Contains(log, "bot A seat 1 game 1: game over") || strings.Contains(log, "view problem") || strings.Contains(log, "bad answer") {
			t.Errorf("against %s: log:\n%s", opponent, log)
		}
	}
}

func TestGarbageForfeitsAfterThreeBadAnswers(t *testing.T) {
	s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "2", "-a", "heuristic", "-b", fakeBot(t, "garbage"))
	if s.ForfeitsB != 2 || s.WinsA != 2 || s.ForfeitsA != 0 {
		t.Errorf("summary %+v, want B to forfeit both games\n%s", s, log)
	}
	for _, want := range []string{
		`bad answer 1 of 3: not JSON: "I resign"`,
		`bad answer 2 of 3: expected {"type":"move","move":...}, got type "ready"`,
		`bad answer 3 of 3: illegal move "meld AS"`,
		"arena says: not JSON", // the error reached the bot
		"forfeit: minustwenty game 1: side B (seat 0, exec:",
		"loses: 3 bad answers",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
}

func TestSilenceForfeitsOnTimeout(t *testing.T) {
	start := time.Now()
	s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "2", "-a", fakeBot(t, "silent"), "-b", "heuristic", "-bot-timeout", "200ms")
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
	s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "1", "-a", fakeBot(t, "longline"), "-b", "heuristic")
	if s.ForfeitsA != 1 || !strings.Contains(log, "a line longer than 1 MiB") || strings.Contains(log, "token too long") {
		t.Errorf("summary %+v, want A to forfeit for a line longer than 1 MiB\n%s", s, log)
	}
}

func TestExitingBotForfeits(t *testing.T) {
	s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "2", "-a", fakeBot(t, "exit"), "-b", "heuristic")
	if s.ForfeitsA != 2 || !strings.Contains(log, "the bot exited") || !strings.Contains(log, "exit status 3") ||
		!strings.Contains(log, "bot A seat 0 game 0: leaving at once") {
		t.Errorf("summary %+v, want A to forfeit both games\n%s", s, log)
	}
}

func TestMissingProgramStopsTheMatch(t *testing.T) {
	var out, errOut bytes.Buffer
	err := run([]string{"-game", "minustwenty", "-games", "2", "-a", "exec:./no-such-bot"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "starting bot") {
		t.Errorf("a bot that cannot start: %v", err)
	}
}

func TestExampleBotAgainstHeuristic(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH: the example bot cannot run (the fake-bot tests cover the protocol)")
	}
	s, log := arenaWithBots(t, "-game", "minustwenty", "-games", "4", "-a", "exec:python3 examplebot/bot.py", "-b", "heuristic")
	if s.Games != 4 || s.ForfeitsA+s.ForfeitsB != 0 || s.A.Name != "examplebot" || s.A.Decisions < 4*50 || s.MovesGame < 100 {
		t.Errorf("implausible summary %+v\n%s", s, log)
	}
	if strings.Contains(log, "bad answer") || strings.Contains(log, "arena says") {
		t.Errorf("the example bot made bad moves:\n%s", log)
	}
}
