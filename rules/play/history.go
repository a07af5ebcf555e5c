package play

import (
	"encoding/json"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// History is a finished game line by line for the results screen: one row
// per hand, round or turn, one column per seat, then the match total.
type History struct {
	// Columns name the seats, in seat order.
	Columns []string
	// Rows are in the order they were played; the screen shows the last
	// ones when they do not all fit.
	Rows []HistoryRow
	// Unit is what a row is, in the plural ("hands", "rounds", "turns"):
	// the line over the rows says how many earlier ones are not shown.
	Unit string
	// TotalLabel heads the last line ("Total"); Total is that line, one
	// cell per seat (nil: the results rows' scores).
	TotalLabel string
	Total      []string
}

// HistoryRow is one hand, round or turn.
type HistoryRow struct {
	Label string   // "Hand 3"
	Cells []string // one per column
	// Lead marks the columns that did best in this row (drawn in gold);
	// nil marks none.
	Lead []bool
}

// SeatColumns are short names for table columns: "You" for the one person
// at the device, else "Player N" (the computer's level is already in the
// headline and the setup; a column has no room for it on a phone).
func SeatColumns(seats []Seat) []string {
	humans := 0
	for _, s := range seats {
		if s.Human {
			humans++
		}
	}
	names := make([]string, len(seats))
	for p, s := range seats {
		names[p] = fmt.Sprintf("Player %d", p+1)
		if s.Human && humans == 1 {
			names[p] = "You"
		}
	}
	return names
}

// LowestLeads marks the columns holding the row's lowest value (Twenty's
// penalties); HighestLeads the highest (Minus Twenty's round scores).
func LowestLeads(values []int) []bool  { return leads(values, func(a, b int) bool { return a < b }) }
func HighestLeads(values []int) []bool { return leads(values, func(a, b int) bool { return a > b }) }

func leads(values []int, better func(a, b int) bool) []bool {
	if len(values) == 0 {
		return nil
	}
	best := values[0]
	for _, v := range values[1:] {
		if better(v, best) {
			best = v
		}
	}
	marks := make([]bool, len(values))
	for i, v := range values {
		marks[i] = v == best
	}
	return marks
}

// ReplayEach plays a record again from its deal and calls after with the
// state after every move, the move and the player who made it. A results screen reads its history this way: the
// record is the save, so a game resumed after a reload and then finished
// has its whole history, and the rule states (copied by every search step)
// carry nothing more for it.
func ReplayEach[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rec rules.Record, after func(s S, m M, player int)) error {
	var o O
	if err := json.Unmarshal(rec.Options, &o); err != nil {
		return fmt.Errorf("options: %w", err)
	}
	s, err := def.New(o, rec.Seed)
	if err != nil {
		return err
	}
	for i, text := range rec.Moves {
		player := s.ToMove()
		m, err := s.ParseMove(text)
		if err == nil {
			err = s.Apply(m)
		}
		if err != nil {
			return fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		after(s, m, player)
	}
	return nil
}
