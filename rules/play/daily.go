package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/gamedef"
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

// DailyTable is a game's deal of the day (its descriptor's gamedef.Daily:
// who sits at it and how its result line reads).
type DailyTable struct {
	Game string
	gamedef.Daily
}

// DailyTables are the deals of the day of the collection's games, in the
// catalog's order: a game offers one when its descriptor has a Daily.
func DailyTables() []DailyTable {
	var tables []DailyTable
	for _, g := range catalog.Games {
		if t, ok := DailyTableFor(g.Info()); ok {
			tables = append(tables, t)
		}
	}
	return tables
}

// DailyTableOf is the deal of the day of a game; ok is false for a game
// that has none.
func DailyTableOf(game string) (DailyTable, bool) {
	g, ok := catalog.Find(game)
	if !ok {
		return DailyTable{}, false
	}
	return DailyTableFor(g.Info())
}

// DailyTableFor is the deal of the day a game's descriptor sets; ok is
// false for a game that has none.
func DailyTableFor(info gamedef.Info) (DailyTable, bool) {
	if info.Daily == nil {
		return DailyTable{}, false
	}
	return DailyTable{Game: info.ID, Daily: *info.Daily}, true
}

// Seats are the daily's seats: the person first, then the computers.
func (t DailyTable) Seats() []Seat {
	seats := make([]Seat, t.Players)
	for i := range seats {
		seats[i] = Seat{Human: i == 0, Level: t.Level}
	}
	return seats
}

// isDaily tells whether a finished game is a deal of the day as the table
// deals it: the day's seed and the table's seats. A daily seed typed into
// the flags with other seats is an ordinary game.
func (o Outcome) isDaily() (date string, ok bool) {
	date, ok = DailyDate(o.Seed)
	t, known := DailyTableOf(o.Game)
	if !ok || !known || !t.Seated(o.Seats) || o.Lesson {
		return "", false
	}
	return date, true
}

// Seated tells whether seats are the table's (a person's level means nothing).
func (t DailyTable) Seated(seats []Seat) bool {
	return slices.EqualFunc(seats, t.Seats(), func(a, b Seat) bool {
		return a.Human == b.Human && (a.Human || a.Level == b.Level)
	})
}

// DailyDay is the date (UTC) of t as daily seeds and records write it.
func DailyDay(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// dayAfter is the date after date ("" for a date that does not read).
func dayAfter(date string) string {
	t, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return ""
	}
	return t.AddDate(0, 0, 1).Format(time.DateOnly)
}

// ResultLine is the daily's result as a line of text to share: the game,
// the date, won or lost (and the place at a table of more than two), the
// person's score and the streak, or "practice" for a game after the
// counted one. Nothing of the deal itself (no card, tile or hero): the
// line must not spoil the day for whoever reads it first.
// "Twenty · deal of 2026-11-27 · won, 1st of 3 · 14 points · streak 4".
func (t DailyTable) ResultLine(title string, o Outcome, best BestScore, streak int, practice bool) string {
	date, _ := DailyDate(o.Seed)
	parts := []string{title, "deal of " + date, o.verdict(best)}
	if v, ok := o.humanBest(best); ok && t.Score != "" && (o.humanWon() || !t.ScoreIfWon) {
		parts = append(parts, fmt.Sprintf(t.Score, v))
	}
	if practice {
		parts = append(parts, "practice")
	} else {
		parts = append(parts, fmt.Sprintf("streak %d", streak))
	}
	return strings.Join(parts, " · ")
}

// verdict is "won", "lost" or "shared the win", with the person's place
// when more than two sat at the table: "lost, 2nd of 3".
func (o Outcome) verdict(best BestScore) string {
	v := "lost"
	if o.humanWon() {
		v = "won"
		if len(o.Winners) > 1 {
			v = "shared the win"
		}
	}
	mine, ok := o.humanBest(best)
	if !ok || len(o.Seats) <= 2 || len(o.Scores) != len(o.Seats) {
		return v
	}
	place := 1
	for _, s := range o.Scores {
		if better(best, s, mine) {
			place++
		}
	}
	return fmt.Sprintf("%s, %s of %d", v, ordinal(place), len(o.Seats))
}

// ordinal is "1st", "2nd", "3rd", "4th"... (places at a table of five at most).
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
