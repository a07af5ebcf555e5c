package rules

import (
	"encoding/json"
	"fmt"
)

// Record fully describes a game: its id, its options, its seed and the moves
// played, in their text forms. It is the save file and the replay.
type Record struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Seed    uint64          `json:"seed"`
	Moves   []string        `json:"moves"`
	// TakeBacks counts the moves a person took back: the game is then
	// counted as an assisted one.
	TakeBacks int `json:"takeBacks,omitempty"`
}

// Replay applies the moves of a record to a freshly set-up state. It stops at
// the first move that does not parse or is illegal and says which one.
func Replay[S State[S, M], M Move](s S, moves []string) error {
	for i, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		if err := s.Apply(m); err != nil {
			return fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
	}
	return nil
}
