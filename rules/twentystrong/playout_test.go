package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestRandomPlayouts(t *testing.T) {
	seeds := uint64(300)
	if testing.Short() {
		seeds = 60
	}
	for seed := range seeds {
		game.Playout(t, seed)
	}
}

func TestDeterministic(t *testing.T) {
	for seed := range uint64(20) {
		game.Deterministic(t, seed)
	}
}

// TestReplayRecord: a game is its options, its seed and its moves in text.
func TestReplayRecord(t *testing.T) {
	moves := game.Playout(t, 42)
	text := make([]string, len(moves))
	for i, m := range moves {
		text[i] = m.String()
	}
	a := MustNew(optionsFor(42), 42)
	if err := rules.Replay(a, text); err != nil {
		t.Fatal(err)
	}
	if !a.Over() {
		t.Fatal("replay did not reach the end")
	}
}

func FuzzTwentyStrong(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(99), []byte("commit everything, roll, apply and resolve"))
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		game.FuzzMoves(t, seed, choices)
	})
}
