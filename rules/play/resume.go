package play

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// maxMovesShownAgain bounds the moves played again after a reload.
const maxMovesShownAgain = 8

// ComputerMovesToShow counts the moves at the end of a record that the
// computer made since a person last moved, to play again on resume: the
// last moves of the current round only (a round that ended with the last
// move is shown ending, with its tally), at most maxMovesShownAgain.
// With several people at the device it is none: the hand on screen while
// they played would be the first person's, whoever holds the device.
func ComputerMovesToShow[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], rec rules.Record, seats []Seat) int {
	if HumanSeats(seats) > 1 || len(rec.Moves) == 0 {
		return 0
	}
	start := rec
	start.Moves = nil
	st, _, err := def.Restore(start)
	if err != nil {
		return 0
	}
	st.SetEvents(true)
	// For each move: was it the computer's, and did it end a round?
	computer := make([]bool, len(rec.Moves))
	endsRound := make([]bool, len(rec.Moves))
	var events []rules.Event
	for i, text := range rec.Moves {
		p := st.ToMove()
		computer[i] = p >= 0 && p < len(seats) && !seats[p].Human
		mv, err := st.ParseMove(text)
		if err != nil || st.Apply(mv) != nil {
			return 0
		}
		events = st.TakeEvents(events[:0])
		for _, e := range events {
			endsRound[i] = endsRound[i] || e.Kind == rules.EvRoundEnd || e.Kind == rules.EvGameEnd
		}
	}
	n := 0
	for i := len(rec.Moves) - 1; i >= 0 && computer[i] && n < maxMovesShownAgain; i-- {
		if endsRound[i] && i != len(rec.Moves)-1 {
			break // the moves after it are the new round's
		}
		n++
		if endsRound[i] {
			break
		}
	}
	return n
}
