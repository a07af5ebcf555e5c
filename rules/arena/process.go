//go:build !js

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"
)

// maxLineBytes bounds one line from a bot, without its line ending, so a
// runaway bot cannot eat the arena's memory; a longer line ends its output
// (and so its game). PROTOCOL.md states it; tooLongReason names it.
const maxLineBytes = 1 << 20

// tooLongReason is the forfeit reason for a line over maxLineBytes.
var tooLongReason = fmt.Sprintf("the bot wrote a line longer than %d MiB", maxLineBytes>>20)

// waitDelay bounds how long reaping a killed bot waits for its stderr to
// close (a child it started may hold it open).
const waitDelay = time.Second

// botProcess is a running bot. Its stdin and stdout are pipes the arena
// owns, so writes can time out and the reader goroutine can always be
// stopped by closing the read end; its stderr is copied line by line.
type botProcess struct {
	cmd     *exec.Cmd
	stdin   *os.File
	stdout  *os.File
	timeout time.Duration
	// lines carries the bot's stdout lines; it is closed at end of output,
	// after readErr is set.
	lines   chan string
	readErr error
	// stop tells the reader to drop its line and return.
	stop chan struct{}
	// exited is closed once Wait has returned waitErr.
	exited  chan struct{}
	waitErr error
	closed  bool
}

// startBotProcess starts command (no shell: command[0] is looked up in PATH)
// with pipes on stdin and stdout; stderr lines go to the stderr callback.
func startBotProcess(command []string, timeout time.Duration, stderr func(line string)) (botConn, error) {
	inRead, inWrite, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outRead, outWrite, err := os.Pipe()
	if err != nil {
		inRead.Close()
		inWrite.Close()
		return nil, err
	}
	errLines := &lineWriter{emit: stderr}
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inRead, outWrite, errLines
	cmd.WaitDelay = waitDelay
	inOwnGroup(cmd)
	startErr := cmd.Start()
	// The child has its own copies of these ends (or there is no child).
	inRead.Close()
	outWrite.Close()
	if startErr != nil {
		inWrite.Close()
		outRead.Close()
		return nil, fmt.Errorf("starting bot %q: %w", strings.Join(command, " "), startErr)
	}
	p := &botProcess{
		cmd: cmd, stdin: inWrite, stdout: outRead, timeout: timeout,
		lines: make(chan string), stop: make(chan struct{}), exited: make(chan struct{}),
	}
	liveBots.add(cmd)
	go p.readLines()
	go func() {
		p.waitErr = cmd.Wait()
		// The bot is gone, but what it started may live on (a child that
		// ignores the end of input and SIGTERM): end the whole group now,
		// at once, while any member alive keeps the group's id ours.
		liveBots.end(cmd)
		errLines.flush() // a last stderr line without its newline
		close(p.exited)
	}()
	return p, nil
}

// liveBots are the process groups of the bots running now. Each bot has a
// group of its own, out of reach of the terminal's Ctrl-C, so a signal to
// the arena ends them here (stopBotsOnSignal).
var liveBots = botGroups{cmds: map[*exec.Cmd]bool{}}

type botGroups struct {
	mu   sync.Mutex
	cmds map[*exec.Cmd]bool
}

func (g *botGroups) add(cmd *exec.Cmd) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.cmds[cmd] = true
}

// end kills what is left of a reaped bot's group and forgets it.
func (g *botGroups) end(cmd *exec.Cmd) {
	g.mu.Lock()
	defer g.mu.Unlock()
	_ = killTree(cmd)
	delete(g.cmds, cmd)
}

// killAll ends every bot's group.
func (g *botGroups) killAll() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for cmd := range g.cmds {
		_ = killTree(cmd)
	}
}

// stopBotsOnSignal ends every bot's process group when the arena is
// interrupted (Ctrl-C) or terminated, then exits as the signal would.
func stopBotsOnSignal() {
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		sig := <-signals
		liveBots.killAll()
		fmt.Fprintln(os.Stderr, "arena: stopped by", sig)
		os.Exit(1)
	}()
}

func (p *botProcess) readLines() {
	defer close(p.lines)
	scanner := bufio.NewScanner(p.stdout)
	// The buffer must also hold the line's ending ("\n" or "\r\n") for the
	// scanner to find it, so a line of exactly maxLineBytes is read; one a
	// byte longer may fit too, and is refused below.
	scanner.Buffer(make([]byte, 0, 4096), maxLineBytes+len("\r\n"))
	for scanner.Scan() {
		if len(scanner.Bytes()) > maxLineBytes {
			p.readErr = bufio.ErrTooLong
			return
		}
		select {
		case p.lines <- scanner.Text():
		case <-p.stop:
			return
		}
	}
	p.readErr = scanner.Err()
}

func (p *botProcess) send(msg any) error {
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	// A bot that does not read its stdin must not block the arena. Pipes
	// without deadline support (some platforms) simply do without.
	_ = p.stdin.SetWriteDeadline(time.Now().Add(p.timeout))
	if _, err := p.stdin.Write(append(data, '\n')); err != nil {
		return p.writeFailed(err)
	}
	return nil
}

// writeFailed says why a write failed: usually the bot has exited.
func (p *botProcess) writeFailed(err error) error {
	select {
	case <-p.exited:
		return fmt.Errorf("the bot exited (%v)", exitStatus(p.waitErr))
	case <-time.After(100 * time.Millisecond):
		return fmt.Errorf("cannot write to the bot: %w", err)
	}
}

func exitStatus(waitErr error) string {
	if waitErr == nil {
		return "exit status 0"
	}
	return waitErr.Error()
}

func (p *botProcess) receive(deadline time.Time) (string, error) {
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case line, ok := <-p.lines:
		if !ok {
			return "", p.endOfOutput()
		}
		return line, nil
	case <-timer.C:
		return "", fmt.Errorf("no answer within %v", p.timeout)
	}
}

// endOfOutput says why the bot's stdout ended, with its exit status when
// it has exited (it usually has: output ends when the process does).
func (p *botProcess) endOfOutput() error {
	if errors.Is(p.readErr, bufio.ErrTooLong) {
		return errors.New(tooLongReason + " (PROTOCOL.md: Lines)")
	}
	if p.readErr != nil {
		return fmt.Errorf("reading the bot's output: %w", p.readErr)
	}
	select {
	case <-p.exited:
		return fmt.Errorf("the bot exited before answering (%v)", exitStatus(p.waitErr))
	case <-time.After(waitDelay):
		return errors.New("the bot closed its output before answering")
	}
}

func (p *botProcess) close(grace time.Duration) {
	if p.closed {
		return
	}
	p.closed = true
	p.stdin.Close() // end of input: a well-behaved bot exits now
	if grace > 0 {
		select {
		case <-p.exited:
		case <-time.After(grace):
		}
	}
	select {
	case <-p.exited:
		// Reaped, and its group ended with it (startBotProcess).
	default:
		_ = killTree(p.cmd) // also ends what the bot started
	}
	<-p.exited
	close(p.stop)
	p.stdout.Close() // unblocks the reader if a child of the bot holds the pipe
}

// lineWriter passes whole lines to emit. Only exec's stderr copier writes
// to it, then flush runs once Wait has returned, so it needs no lock.
type lineWriter struct {
	emit    func(line string)
	partial []byte
}

func (w *lineWriter) Write(data []byte) (int, error) {
	w.partial = append(w.partial, data...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			break
		}
		w.emit(strings.TrimRight(string(w.partial[:i]), "\r"))
		w.partial = w.partial[i+1:]
	}
	if len(w.partial) > maxLineBytes {
		w.flush()
	}
	return len(data), nil
}

func (w *lineWriter) flush() {
	if len(w.partial) > 0 {
		w.emit(string(w.partial))
		w.partial = nil
	}
}
