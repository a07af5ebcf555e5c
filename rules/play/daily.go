package play

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules/ai"
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

// DailyTable is who sits at a game's deal of the day, whatever the setup
// screen shows: the person in the first seat and Players-1 computers at
// Level, with the setup's choices at their defaults, so everyone on a
// date plays the same deal against the same opponents. Score writes the
// person's final score in the shareable result line ("" writes none).
type DailyTable struct {
	Game    string
	Players int
	Level   ai.Level
	Score   string
	// ScoreIfWon: a lost game's score says nothing (a lost 20 Strong run
	// scores 0), so the line leaves it out.
	ScoreIfWon bool
}

// DailyTables are the deals of the day of every game, in one table. Three
// players where the game takes more than two (the count the rules books
// call the usual game), the computer at Normal (Hard's longer thinking on
// a phone is a poor daily habit; the challenge is the same for everyone).
var DailyTables = []DailyTable{
	{Game: "twenty", Players: 3, Level: ai.Normal, Score: "%d points"},
	{Game: "minustwenty", Players: 2, Level: ai.Normal, Score: "%d points"},
	{Game: "gameof20", Players: 2, Level: ai.Normal, Score: "%d left in hand"},
	{Game: "twentystrong", Players: 1, Score: "%d Health left", ScoreIfWon: true},
	{Game: "for20", Players: 3, Level: ai.Normal, Score: "%d points"},
}

// DailyTableOf is the deal of the day of a game; ok is false for a game
// that has none.
func DailyTableOf(game string) (DailyTable, bool) {
	for _, t := range DailyTables {
		if t.Game == game {
			return t, true
		}
	}
	return DailyTable{}, false
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
