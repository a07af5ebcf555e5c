//go:build linux

package main

import (
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// orphansEnv names the file where each orphan writes its process id.
const orphansEnv = "ARENA_ORPHANS"

// startOrphan starts this test binary again as an orphan: a child of the
// bot that holds none of its pipes, so the bot's exit does not end it.
func startOrphan() error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), fakeBotEnv+"=orphan")
	return cmd.Start()
}

// runOrphan writes its id and sleeps, deaf to SIGTERM, for longer than
// any test: only SIGKILL to its group ends it.
func runOrphan() int {
	signal.Ignore(syscall.SIGTERM, syscall.SIGHUP)
	f, err := os.OpenFile(os.Getenv(orphansEnv), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return 1
	}
	fmt.Fprintln(f, os.Getpid())
	f.Close()
	time.Sleep(time.Minute)
	return 0
}

// alive tells whether a process exists and is not a zombie.
func alive(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z"
}

// orphansLeft waits a little for the orphans listed in path to end and
// returns those still running.
func orphansLeft(t *testing.T, path string) []int {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var pids []int
	for _, f := range strings.Fields(string(text)) {
		pid, _ := strconv.Atoi(f)
		pids = append(pids, pid)
	}
	if len(pids) == 0 {
		t.Fatal("no orphan was started")
	}
	var left []int
	for range 100 {
		left = left[:0]
		for _, pid := range pids {
			if alive(pid) {
				left = append(left, pid)
			}
		}
		if len(left) == 0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, pid := range left {
		syscall.Kill(pid, syscall.SIGKILL) // leave the machine clean
	}
	return left
}

// A bot's child that ignores SIGTERM is ended with its game, though the
// bot itself exits normally (it was left running after every game).
func TestNothingABotStartedOutlivesItsGame(t *testing.T) {
	path := t.TempDir() + "/orphans"
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(orphansEnv, path)
	arenaWithBots(t, "-game", externalID(t), "-games", "2", "-a", fakeBot(t, "forker"), "-b", "heuristic")
	if left := orphansLeft(t, path); len(left) > 0 {
		t.Errorf("processes %v outlived their bots' games", left)
	}
}

// A signal to the arena ends every bot's group, though the bots never
// read their input again (they were left running under PID 1).
func TestStoppingTheArenaEndsEveryBot(t *testing.T) {
	path := t.TempDir() + "/orphans"
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(orphansEnv, path)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(fakeBotEnv, "forker")
	p, err := startBotProcess([]string{exe}, time.Second, func(string) {})
	if err != nil {
		t.Fatal(err)
	}
	for range 100 { // until the orphan has written its id
		if text, _ := os.ReadFile(path); len(text) > 0 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	liveBots.killAll() // what stopBotsOnSignal does
	left := orphansLeft(t, path)
	p.close(0)
	if len(left) > 0 {
		t.Errorf("processes %v outlived the arena", left)
	}
}
