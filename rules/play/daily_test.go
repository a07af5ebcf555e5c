package play

import (
	"testing"
	"time"
)

// TestDailySeed: one seed per UTC day, the same all day long, its date
// readable back, and never one that newSeed could draw.
func TestDailySeed(t *testing.T) {
	morning := time.Date(2026, 11, 25, 0, 1, 0, 0, time.UTC)
	evening := time.Date(2026, 11, 25, 23, 59, 0, 0, time.UTC)
	tokyo := time.Date(2026, 11, 26, 8, 0, 0, 0, time.FixedZone("JST", 9*3600)) // 23:00 UTC on the 25th
	seed := DailySeed(morning)
	if DailySeed(evening) != seed || DailySeed(tokyo) != seed {
		t.Error("the same UTC day gave different seeds")
	}
	if DailySeed(morning.Add(24*time.Hour)) == seed {
		t.Error("the next day has the same seed")
	}
	if date, ok := DailyDate(seed); !ok || date != "2026-11-25" {
		t.Errorf("DailyDate = %q, %v", date, ok)
	}
	for range 1000 {
		if _, ok := DailyDate(NewSeed()); ok {
			t.Fatal("a random seed reads as a challenge")
		}
	}
	for _, s := range []uint64{0, 1, dailyMark, dailyMark | 20261399} {
		if _, ok := DailyDate(s); ok {
			t.Errorf("seed %x reads as a challenge", s)
		}
	}
}
