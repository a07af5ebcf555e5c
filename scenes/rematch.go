package scenes

// The results screen's rematch: one level up after a win, the same level
// after a loss.

import (
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// rematchLevel is the level of a rematch: one above the strongest
// computer at the table; ok is false with no computer or one at Hard,
// and with nobody to play it (the computer played every seat).
func rematchLevel(cfg GameConfig) (ai.Level, bool) {
	strongest := ai.Level(-1)
	for _, s := range cfg.Seats {
		if !s.Human {
			strongest = max(strongest, s.Level)
		}
	}
	if strongest < 0 || strongest >= ai.Hard || play.HumanSeats(cfg.Seats) == 0 {
		return 0, false
	}
	return strongest + 1, true
}

// newRematchButton offers the game again against the next level up,
// after a win: after a loss "Play again" is the rematch, at the same level.
func newRematchButton(cfg GameConfig, won bool) *ui.Button {
	b := ui.NewButton("results.rematch", "Rematch").WithKey(ebiten.KeyN)
	level, ok := rematchLevel(cfg)
	ok = ok && won
	b.Hidden = !ok
	if ok {
		b.Label = "Rematch at " + ui.Capitalized(level.String())
	}
	return b
}

// RematchConfig is the same table with every computer at the rematch's
// level, and a new deal.
func RematchConfig(cfg GameConfig) GameConfig {
	level, _ := rematchLevel(cfg)
	next := cfg
	next.Seats = append([]play.Seat(nil), cfg.Seats...)
	for i := range next.Seats {
		if !next.Seats[i].Human {
			next.Seats[i].Level = level
		}
	}
	next.Seed, next.Lesson, next.Puzzle = play.NewSeed(), false, nil
	return next
}

// humanWon tells whether a person at the device is among the winners.
func humanWon(cfg GameConfig, rows []ResultRow) bool {
	for p, s := range cfg.Seats {
		if s.Human && p < len(rows) && rows[p].Winner {
			return true
		}
	}
	return false
}
