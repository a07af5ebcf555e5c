package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules/gamedef"
)

// The external-bot protocol: JSON lines on an outside program's stdin and
// stdout, one process per seat and game. PROTOCOL.md is its reference; keep
// the two in step.

// protocolVersion is sent in hello; a change that breaks bots bumps it.
const protocolVersion = 1

// maxBadAnswers in one game make a bot forfeit it.
const maxBadAnswers = 3

// exitGrace is how long a bot may take to exit after its stdin is closed at
// the end of a game, before it is killed.
const exitGrace = time.Second

// Messages from the arena to a bot.
type (
	helloMessage struct {
		Type     string `json:"type"` // "hello"
		Protocol int    `json:"protocol"`
		Game     string `json:"game"`
		Seat     int    `json:"seat"`
		Players  int    `json:"players"`
	}
	moveMessage struct {
		Type      string   `json:"type"` // "move"
		View      any      `json:"view"`
		Legal     []string `json:"legal"`
		TimeoutMs int64    `json:"timeoutMs"`
	}
	errorMessage struct {
		Type   string `json:"type"` // "error"
		Reason string `json:"reason"`
	}
	roundEndMessage struct {
		Type   string `json:"type"` // "round_end"
		Round  int    `json:"round"`
		Scores []int  `json:"scores"` // of this round, by seat
		Totals []int  `json:"totals"` // running totals, by seat
	}
	gameEndMessage struct {
		Type   string `json:"type"`   // "game_end"
		Scores []int  `json:"scores"` // final totals, by seat
		Winner int    `json:"winner"` // a seat, or -1 on a draw
		// Forfeit says why a seat forfeited, when the game ended that way.
		Forfeit *forfeitNote `json:"forfeit,omitempty"`
	}
	forfeitNote struct {
		Seat   int    `json:"seat"`
		Reason string `json:"reason"`
	}
)

// answer is any line a bot sends: ready (with an optional name) or move.
type answer struct {
	Type string `json:"type"`
	Name string `json:"name"`
	Move string `json:"move"`
}

// A game takes external bots when its descriptor has a Protocol
// (gamedef.Protocol, beside its rules): the move request's view is the
// state's View (everything the seat may know, never what it cannot see),
// and the protocol reads the round_end and game_end scores.

// botConn is the line channel to one bot process, made by
// startBotProcess (process.go; process_js.go where there are no processes).
type botConn interface {
	// send writes msg as one JSON line.
	send(msg any) error
	// receive returns the next line the bot writes, or an error once the
	// deadline passes or the bot's output ends.
	receive(deadline time.Time) (string, error)
	// close ends the process: it closes its stdin, lets it exit for up to
	// grace (0: kill at once), kills it and reaps it.
	close(grace time.Duration)
}

// forfeitError ends a game lost by an external bot.
type forfeitError struct {
	side, seat int
	reason     string
}

func (f *forfeitError) Error() string {
	return fmt.Sprintf("side %s (seat %d) forfeits: %s", sideLetter(f.side), f.seat, f.reason)
}

func sideLetter(side int) string { return string(rune('A' + side)) }

// externalSide is a side played by an outside program: one process per seat
// the side holds, for the current game only.
type externalSide struct {
	side    int
	command []string
	timeout time.Duration
	logf    func(format string, args ...any)
	stats   *sideStats
	seats   map[int]*externalSeat
}

// externalSeat is one bot process in one game.
type externalSeat struct {
	conn       botConn
	seat       int
	badAnswers int
	// prefix names the seat and game in the log.
	prefix string
}

// open starts a process for each seat and greets it. A process that cannot
// start is an error of the match (a wrong command); a bot that does not
// answer hello well is a forfeit of the game.
func (x *externalSide) open(game string, index, players int, seats []int) error {
	x.seats = make(map[int]*externalSeat, len(seats))
	for _, seat := range seats {
		prefix := fmt.Sprintf("bot %s seat %d game %d", sideLetter(x.side), seat, index)
		conn, err := startBotProcess(x.command, x.timeout, func(line string) { x.logf("%s: %s", prefix, line) })
		if err != nil {
			return err
		}
		x.seats[seat] = &externalSeat{conn: conn, seat: seat, prefix: prefix}
	}
	for _, seat := range seats {
		hello := helloMessage{Type: "hello", Protocol: protocolVersion, Game: game, Seat: seat, Players: players}
		err := x.exchange(x.seats[seat], hello, func(a answer) error {
			if a.Type != "ready" {
				return fmt.Errorf(`expected {"type":"ready"}, got type %q`, a.Type)
			}
			if a.Name != "" {
				x.stats.Name = a.Name
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// askMove asks the bot at the seat to move in pos for a move and returns
// the first legal one it names.
func askMove(x *externalSide, pos gamedef.Position) (gamedef.Move, error) {
	seat := pos.ToMove()
	legal := pos.LegalMoves()
	texts := make([]string, len(legal))
	for i, m := range legal {
		texts[i] = m.String()
	}
	request := moveMessage{Type: "move", View: pos.View(seat), Legal: texts, TimeoutMs: x.timeout.Milliseconds()}
	var chosen gamedef.Move
	err := x.exchange(x.seats[seat], request, func(a answer) error {
		m, err := checkMove(pos, a)
		chosen = m
		return err
	})
	return chosen, err
}

// checkMove reads a move answer and says why it cannot be played, if so.
func checkMove(pos gamedef.Position, a answer) (gamedef.Move, error) {
	if a.Type != "move" {
		return nil, fmt.Errorf(`expected {"type":"move","move":...}, got type %q`, a.Type)
	}
	m, err := pos.ParseMove(a.Move)
	if err != nil {
		return nil, err
	}
	if pos.IsLegal(m) {
		return m, nil
	}
	// Apply on a copy says why in the game's own words.
	if err := pos.Clone().Apply(m); err != nil {
		return nil, fmt.Errorf("illegal move %q: %w", a.Move, err)
	}
	return nil, fmt.Errorf("illegal move %q: not among the legal moves", a.Move)
}

// exchange sends request and reads answers until check accepts one. A bad
// answer is sent back as an error and logged, then request is sent again;
// the maxBadAnswers-th bad answer of the game, no answer before the
// timeout, or the end of the process forfeits the game (and kills the
// process).
func (x *externalSide) exchange(bot *externalSeat, request any, check func(answer) error) error {
	for {
		start := time.Now()
		if err := bot.conn.send(request); err != nil {
			return x.forfeit(bot, err.Error())
		}
		line, err := nextAnswer(bot.conn, start.Add(x.timeout))
		if err != nil {
			return x.forfeit(bot, err.Error())
		}
		bad := parseAnswer(line, check)
		if bad == nil {
			return nil
		}
		// The reason may quote the bot's answer (a move of up to a whole
		// line, longer still once quoted): cut it, so the error line stays
		// far under what a bot reads (PROTOCOL.md: Lines) and the log short.
		reason := shorten(bad.Error(), maxReasonBytes)
		bot.badAnswers++
		x.logf("%s: bad answer %d of %d: %s", bot.prefix, bot.badAnswers, maxBadAnswers, reason)
		// Ignored: a bot that is gone fails the next send, or is past help.
		_ = bot.conn.send(errorMessage{Type: "error", Reason: reason})
		if bot.badAnswers >= maxBadAnswers {
			return x.forfeit(bot, fmt.Sprintf("%d bad answers, the last: %s", bot.badAnswers, reason))
		}
	}
}

// nextAnswer skips blank lines: some bots print an extra newline.
func nextAnswer(conn botConn, deadline time.Time) (string, error) {
	for {
		line, err := conn.receive(deadline)
		if err != nil || strings.TrimSpace(line) != "" {
			return line, err
		}
	}
}

// parseAnswer decodes one line and lets check judge it.
func parseAnswer(line string, check func(answer) error) error {
	data := []byte(line)
	switch {
	case !json.Valid(data):
		return fmt.Errorf("not JSON: %q", abbreviate(line))
	case !bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")):
		return fmt.Errorf("not a JSON object: %q", abbreviate(line))
	}
	var a answer
	if err := json.Unmarshal(data, &a); err != nil {
		return fmt.Errorf("cannot read %q: %v", abbreviate(line), err)
	}
	return check(a)
}

// maxReasonBytes bounds the reason for a bad answer, as sent in error
// and logged.
const maxReasonBytes = 500

// shorten cuts text to at most most bytes, "..." included, at a character
// boundary.
func shorten(text string, most int) string {
	if len(text) <= most {
		return text
	}
	cut := most - len("...")
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	return text[:cut] + "..."
}

// abbreviate keeps log lines short when a bot prints a lot.
func abbreviate(text string) string {
	const most = 80
	if len(text) <= most {
		return text
	}
	return text[:most] + "..."
}

// forfeit kills bot's process and returns the error that ends the game.
func (x *externalSide) forfeit(bot *externalSeat, reason string) error {
	bot.conn.close(0)
	delete(x.seats, bot.seat)
	return &forfeitError{side: x.side, seat: bot.seat, reason: reason}
}

// broadcast sends msg to every seat's bot. Failures are ignored: the game
// goes on, and a bot that is gone forfeits when next asked to move.
func (x *externalSide) broadcast(msg any) {
	for _, bot := range x.seats {
		_ = bot.conn.send(msg)
	}
}

// closeAll ends the game's processes, letting them exit for up to grace.
func (x *externalSide) closeAll(grace time.Duration) {
	for seat, bot := range x.seats {
		bot.conn.close(grace)
		delete(x.seats, seat)
	}
}
