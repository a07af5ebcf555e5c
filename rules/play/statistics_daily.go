package play

import (
	"fmt"
	"slices"
	"time"
)

// What counts of the deals of the day, per game:
//   - The first daily started on a date is that date's counted attempt
//     (BeginDaily records it). Starting the daily again while it is in
//     progress resumes it (the shell does that, from the save).
//   - It counts when it ends: on its opponent's line, on the "Deals of the
//     day" line, and for the streak.
//   - Once a date is counted, a new start of its deal is practice: it
//     counts nowhere (the player knows the deal).
//   - An attempt left unfinished (another game took its place) counts as
//     lost on the daily line when the daily is started again that day,
//     and the new start is practice: a bad deal cannot be dealt again.
//   - The streak is the run of consecutive UTC dates with a counted daily,
//     won or lost; today's not yet played does not break it.

// DailyRecord is one game's deals of the day in the statistics record.
type DailyRecord struct {
	Started string `json:"started,omitempty"` // the date of the last counted attempt started
	Last    string `json:"last,omitempty"`    // the last date counted
	Won     bool   `json:"won,omitempty"`     // how the last date counted went
	// Unfinished: the last date counted was an attempt left unfinished.
	Unfinished bool `json:"unfinished,omitempty"`
	Streak     int  `json:"streak,omitempty"` // dates in a row ending at Last
	Best       int  `json:"best,omitempty"`   // the longest streak
}

// DailyOf is the record of a game's deals of the day.
func (st Statistics) DailyOf(game string) DailyRecord { return st.Daily[game] }

// CurrentStreak is the streak as it stands on date today: it lasts while
// the last date counted is today or yesterday.
func (d DailyRecord) CurrentStreak(today string) int {
	if d.Last == today || d.Last != "" && dayAfter(d.Last) == today {
		return d.Streak
	}
	return 0
}

// Counted tells whether date's daily has been counted.
func (d DailyRecord) Counted(date string) bool { return d.Last != "" && d.Last >= date }

// BeginDaily records a new start of game's deal of date (not a resumed
// one) and tells whether it is the counted attempt; false is practice.
func (st *Statistics) BeginDaily(game, date string) (counted bool) {
	d := st.Daily[game]
	switch {
	case d.Counted(date):
		return false
	case d.Started == date:
		// The counted attempt was left: it counts as lost.
		st.countDay(game, date, false)
		d = st.Daily[game]
		d.Unfinished = true
		st.setDaily(game, d)
		line := st.Games[game][DailyLine]
		line.Played++
		line.Losses++
		st.lines(game)[DailyLine] = line
		return false
	}
	d.Started = date
	st.setDaily(game, d)
	return true
}

// countDay adds date to the game's dates counted, for the streak.
func (st *Statistics) countDay(game, date string, won bool) {
	d := st.Daily[game]
	if d.Last != "" && dayAfter(d.Last) == date {
		d.Streak++
	} else {
		d.Streak = 1
	}
	d.Best = max(d.Best, d.Streak)
	d.Last, d.Won, d.Unfinished = date, won, false
	st.setDaily(game, d)
}

func (st *Statistics) setDaily(game string, d DailyRecord) {
	if st.Daily == nil {
		st.Daily = map[string]DailyRecord{}
	}
	st.Daily[game] = d
}

// lines are a game's lines, made when missing.
func (st *Statistics) lines(game string) map[string]StatLine {
	l := st.Games[game]
	if l == nil {
		l = map[string]StatLine{}
		st.Games[game] = l
	}
	return l
}

// checkDaily tells what does not hold sense in a stored daily record.
func (d DailyRecord) check() error {
	for _, date := range []string{d.Started, d.Last} {
		if _, err := time.Parse(time.DateOnly, date); date != "" && err != nil {
			return fmt.Errorf("the date %q does not read", Shorten(date, 20))
		}
	}
	if d.Streak < 0 || d.Best < d.Streak || d.Last == "" && d.Streak > 0 {
		return fmt.Errorf("a streak of %d, best %d", d.Streak, d.Best)
	}
	return nil
}

// Reset is the record emptied: the games and the dates already counted
// stay remembered, so none of them comes back into the new count and a
// daily already played stays practice.
func (st Statistics) Reset() Statistics {
	fresh := NewStatistics()
	fresh.Counted = st.Counted
	for game, d := range st.Daily {
		fresh.setDaily(game, DailyRecord{Started: d.Started, Last: d.Last, Won: d.Won, Unfinished: d.Unfinished})
	}
	return fresh
}

// Counts tells whether the finished game o has been counted (its results
// shown before, or a deal of the day's counted attempt rather than
// practice).
func (st Statistics) Counts(o Outcome) bool { return slices.Contains(st.Counted, o.key()) }
