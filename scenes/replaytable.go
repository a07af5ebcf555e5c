package scenes

import (
	"fmt"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
)

// A game's table as the replay (replay.go) drives it: the same scene as
// in play, made around a match at some move of the finished game, with
// every hand face up. Nobody plays: the replay applies the record's next
// move itself, and its events are shown as they were in play.

// replaySource is a finished (or shared) game, made once: its record and
// seats, where its rounds start, who played each move, and how to open
// its table at any move.
type replaySource struct {
	game   *Game
	seats  []play.Seat
	record rules.Record
	// roundStarts are the moves (counted from 0) each round starts at.
	roundStarts []int
	movers      []int // the seat that played each move
	open        func(h Host, at int) (TableScene, error)
}

// newReplaySource checks the whole record against def's rules and reads
// its rounds; the table at move k is then made by replaying k moves.
func newReplaySource[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], g *Game, newScene SceneMaker[S, M], seats []play.Seat, rec rules.Record) (*replaySource, error) {
	st, choices, err := def.Restore(rules.Record{Game: rec.Game, Options: rec.Options, Seed: rec.Seed})
	if err != nil {
		return nil, err
	}
	if st.NumPlayers() != len(seats) {
		return nil, fmt.Errorf("%w: %d for %d players", play.ErrSeats, len(seats), st.NumPlayers())
	}
	src := &replaySource{game: g, seats: seats, record: rec, roundStarts: []int{0}}
	st.SetEvents(true)
	var events []rules.Event
	for i, text := range rec.Moves {
		mv, err := st.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		src.movers = append(src.movers, st.ToMove())
		if err := st.Apply(mv); err != nil {
			return nil, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		events = st.TakeEvents(events[:0])
		if endsRound(events) && i+1 < len(rec.Moves) {
			src.roundStarts = append(src.roundStarts, i+1)
		}
	}
	cfg := GameConfig{Seats: seats, Seed: rec.Seed, Choices: choices}
	src.open = func(h Host, at int) (TableScene, error) {
		part := rec
		part.Moves = append([]string(nil), rec.Moves[:at]...)
		st, _, err := def.Restore(part)
		if err != nil {
			return nil, err
		}
		// No Thinking: nobody searches in a replay, and nothing is saved.
		m := play.NewMatch(def, st, seats, part, nil)
		s := newScene(h.Context(), g, m, cfg, true)
		s.attach(h)
		s.replayOpen()
		return s, nil
	}
	return src, nil
}

func endsRound(events []rules.Event) bool {
	for _, e := range events {
		if e.Kind == rules.EvRoundEnd || e.Kind == rules.EvGameEnd {
			return true
		}
	}
	return false
}

// replayOpen makes the table a replay's before it is first drawn: every
// hand face up, no Hint or Undo, no person's turn.
func (t *tableCore) replayOpen() {
	t.Open = true
	t.HintButton.Hidden, t.UndoButton.Hidden = true, true
	t.barFive = [5]*ui.Button{t.menu, t.rules, t.sound, t.settings, t.HintButton}
}

// ToPlay names who moves next in a replay's words: "You to play",
// "Player 2 (easy) to play".
func (t *tableCore) ToPlay(p int) string { return t.SeatName(p) + " to play" }

// replayTick is the table's tick in a replay: its layout, the inspector
// (every card face up is worth reading), the shared bar (Menu, Rules,
// Sound, Settings), the events at their pace, the tally's Continue; never
// a turn.
func (t *tableCore) replayTick(a *ui.Context) {
	b := t.view
	t.layoutTopBar(a)
	b.BeginTick(a)
	t.updateInspector(a)
	if !t.updateTopBar(a) {
		t.inspect.open = false // the table is left or covered
		return
	}
	t.playEvents(a)
	b.Step(a)
	if t.Tally && t.ContinueButton.Clicked(a) {
		t.Tally = false
	}
	b.Refresh(a)
}

// replayApply plays the record's next move, shown as in play.
func (t *Table[S, M]) replayApply(text string) error {
	mv, err := t.Match.State.ParseMove(text)
	if err != nil {
		return err
	}
	t.Tally, t.Note = false, "" // a best move shown was of the position left
	return t.Match.Apply(mv)
}

// replayFlush shows at once what is still being shown: the player stepped
// on before the last move's events were over.
func (t *tableCore) replayFlush(a *ui.Context) {
	t.Tally = false
	t.Playback.Pause(0)
	for {
		e, ok := t.Playback.Next(t.match)
		if !ok {
			break
		}
		t.view.Show(a, e)
		t.Playback.Pause(0)
	}
	t.view.Skip()
}

// replayTargets are the shared bar's buttons and the tally's Continue.
func (t *tableCore) replayTargets(dst []ui.Target) []ui.Target {
	dst = ui.AppendButtonTargets(dst, t.menu, t.rules, t.sound, t.settings)
	if t.Tally {
		dst = ui.AppendButtonTargets(dst, t.ContinueButton)
	}
	return dst
}

// withRecord hands the finished game's record to its results, whose
// Review button opens the replay, and counts the game: with the outcome
// the game gave (WithOutcome, with its scores for the best score), or one
// read from the rows' winners, so no finished game leaves the statistics.
func (t *tableCore) withRecord(r *Results) *Results {
	r.host = t.host
	if r.outcome == nil {
		var winners []int
		for p, row := range r.rows {
			if row.Winner {
				winners = append(winners, p)
			}
		}
		o := t.match.outcome(winners, nil)
		r.outcome = &o
	}
	if t.Game.replay != nil && t.host != nil {
		rec := *t.match.record()
		rec.Moves = append([]string(nil), rec.Moves...)
		r.record = &rec
		r.review.Hidden, r.copy.Hidden = false, false
		r.layout = -1
		if !t.match.lesson() {
			t.host.AddRecent(play.RecentGame{Record: rec, Seats: t.match.seats(), Finished: time.Now(), Result: r.headline})
		}
	}
	return r
}

// replayHint shows the move text on the table as the game shows a hint,
// and returns the line that says it, led by lead ("Move 66, mistake").
func (t *Table[S, M]) replayHint(text, lead string) string {
	mv, err := t.Match.State.ParseMove(text)
	if err != nil {
		return "The best move cannot be shown: " + err.Error()
	}
	t.Note = lead + ". Best: " + strings.TrimPrefix(t.board.Hint(mv), "Hint: ")
	return t.Note
}
