package play

import (
	"fmt"
	"math/rand/v2"
	"time"
)

// A challenge of the day is the game's default setup with a seed made from
// the date, so everyone who plays on the same day gets the same game. Its
// seeds have dailyMark in their high bits, far above any seed newSeed
// draws, so a finished game (or a save) says by its seed alone that it was
// a challenge, and of which day.
const dailyMark = 0x2020 << 48

// DailySeed is the seed of the challenge of the day of t, in UTC so that
// the day turns at the same moment everywhere.
func DailySeed(t time.Time) uint64 {
	y, m, d := t.UTC().Date()
	return dailyMark | uint64(y*10000+int(m)*100+d)
}

// DailyDate is the day of a challenge's seed ("2026-11-25"); ok is false
// for any other seed.
func DailyDate(seed uint64) (date string, ok bool) {
	if seed&^0xffffffff != dailyMark {
		return "", false
	}
	v := int(seed & 0xffffffff)
	y, m, d := v/10000, v/100%100, v%100
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
}

// NewSeed draws the seed of a new game: never 0 (which the flags read as
// "draw one") and far below the seeds of the challenges of the day.
func NewSeed() uint64 { return rand.Uint64()>>12 + 1 }
