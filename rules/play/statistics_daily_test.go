package play

import (
	"encoding/json"
	"testing"
	"time"
)

func dailyOutcome(game, date string, moves int, won bool) Outcome {
	t, _ := time.Parse(time.DateOnly, date)
	table, _ := DailyTableOf(game)
	o := Outcome{Game: game, Seed: DailySeed(t.Add(13 * time.Hour)), Moves: moves, Seats: table.Seats(), Scores: make([]int, table.Players)}
	o.Winners = []int{1} // the computer won (none did, alone)
	if table.Players == 1 {
		o.Winners = nil
	}
	if won {
		o.Winners = []int{0}
	}
	return o
}

// The first daily started on a date counts when it ends, on its
// opponent's line and the daily line; a start after it is practice and
// counts nowhere; so does a daily after an attempt left unfinished, which
// counts as lost.
func TestDailyCountedOnce(t *testing.T) {
	for _, table := range DailyTables() {
		game := table.Game
		st := NewStatistics()
		if !st.BeginDaily(game, "2026-11-27") {
			t.Fatalf("%s: the first start is not counted", game)
		}
		if !st.Count(dailyOutcome(game, "2026-11-27", 40, true), BestScore{}) {
			t.Fatalf("%s: the counted attempt was not counted", game)
		}
		opp, _ := dailyOutcome(game, "2026-11-27", 40, true).Line()
		if l := st.Line(game, DailyLine); l.Played != 1 || l.Wins != 1 || st.Line(game, opp).Played != 1 {
			t.Errorf("%s: daily line %+v, %s line %+v", game, l, opp, st.Line(game, opp))
		}
		if st.BeginDaily(game, "2026-11-27") {
			t.Errorf("%s: a second start on the same date is counted", game)
		}
		if st.Count(dailyOutcome(game, "2026-11-27", 37, false), BestScore{}) {
			t.Errorf("%s: the practice game was counted", game)
		}
		if l := st.Line(game, DailyLine); l.Played != 1 || st.Line(game, opp).Played != 1 {
			t.Errorf("%s: after practice, daily line %+v", game, l)
		}
		if d := st.DailyOf(game); d.Streak != 1 || !d.Won || d.Last != "2026-11-27" {
			t.Errorf("%s: daily record %+v", game, d)
		}

		// The next day's attempt left unfinished and started again.
		st.BeginDaily(game, "2026-11-28")
		if st.BeginDaily(game, "2026-11-28") {
			t.Errorf("%s: a start after an unfinished attempt is counted", game)
		}
		if st.Count(dailyOutcome(game, "2026-11-28", 50, true), BestScore{}) {
			t.Errorf("%s: the game after an unfinished attempt was counted", game)
		}
		if l, d := st.Line(game, DailyLine), st.DailyOf(game); l.Played != 2 || l.Losses != 1 || d.Streak != 2 || !d.Unfinished || d.Won {
			t.Errorf("%s: after an unfinished attempt, daily line %+v, record %+v", game, l, d)
		}
		if _, err := DecodeStatistics(encode(t, st)); err != nil {
			t.Errorf("%s: the record does not read back: %v", game, err)
		}
	}
}

func encode(t *testing.T, st Statistics) string {
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The streak counts consecutive UTC dates with a counted daily, won or
// lost; a missed date starts it again, the best stays; today not yet
// played does not break it.
func TestDailyStreak(t *testing.T) {
	st := NewStatistics()
	for i, date := range []string{"2026-11-29", "2026-11-30", "2026-12-01"} { // across a month's end
		st.Count(dailyOutcome("twenty", date, 30, i != 1), BestScore{})
	}
	d := st.DailyOf("twenty")
	if d.Streak != 3 || d.Best != 3 {
		t.Fatalf("three dates in a row: %+v", d)
	}
	if d.CurrentStreak("2026-12-01") != 3 || d.CurrentStreak("2026-12-02") != 3 || d.CurrentStreak("2026-12-03") != 0 {
		t.Errorf("current streak on 1, 2, 3 December: %d %d %d", d.CurrentStreak("2026-12-01"), d.CurrentStreak("2026-12-02"), d.CurrentStreak("2026-12-03"))
	}
	st.Count(dailyOutcome("twenty", "2026-12-03", 30, true), BestScore{}) // 2 December missed
	if d := st.DailyOf("twenty"); d.Streak != 1 || d.Best != 3 {
		t.Errorf("after a gap: %+v", d)
	}
	if d := st.DailyOf("minustwenty"); d.Streak != 0 || d.Last != "" {
		t.Errorf("another game's streak moved: %+v", d)
	}
	// The date turns at midnight UTC, wherever the player is.
	before := time.Date(2026, 12, 3, 23, 59, 59, 0, time.UTC)
	tokyo := time.Date(2026, 12, 4, 8, 59, 59, 0, time.FixedZone("JST", 9*3600))
	if DailyDay(before) != "2026-12-03" || DailyDay(tokyo) != "2026-12-03" || DailyDay(before.Add(time.Second)) != "2026-12-04" {
		t.Errorf("UTC days: %s %s %s", DailyDay(before), DailyDay(tokyo), DailyDay(before.Add(time.Second)))
	}
	if date, _ := DailyDate(DailySeed(tokyo)); date != "2026-12-03" {
		t.Errorf("Tokyo's morning of 4 December plays the deal of %s", date)
	}
	// A reset empties the streaks but keeps the dates counted.
	reset := st.Reset()
	if d := reset.DailyOf("twenty"); d.Streak != 0 || d.Best != 0 || !d.Counted("2026-12-03") {
		t.Errorf("after a reset: %+v", d)
	}
}

// A daily seed with other seats than the table's (typed into the flags)
// is an ordinary game: counted on its line, never as a daily.
func TestDailySeedWithOtherSeats(t *testing.T) {
	st := NewStatistics()
	o := dailyOutcome("twenty", "2026-11-27", 30, true)
	o.Seats = o.Seats[:2]
	o.Scores = o.Scores[:2]
	if !st.Count(o, BestScore{}) || st.Line("twenty", DailyLine).Played != 0 || st.DailyOf("twenty").Last != "" {
		t.Errorf("daily line %+v, record %+v", st.Line("twenty", DailyLine), st.DailyOf("twenty"))
	}
}

// A stored record with a daily that holds no sense is refused.
func TestDecodeDailyRecord(t *testing.T) {
	for _, text := range []string{
		`{"version":1,"games":{},"counted":[],"daily":{"twenty":{"last":"yesterday","streak":1,"best":1}}}`,
		`{"version":1,"games":{},"counted":[],"daily":{"twenty":{"last":"2026-11-27","streak":3,"best":2}}}`,
		`{"version":1,"games":{},"counted":[],"daily":{"twenty":{"streak":-1}}}`,
	} {
		if _, err := DecodeStatistics(text); err == nil {
			t.Errorf("%s was read", text)
		}
	}
	if _, err := DecodeStatistics(`{"version":1,"games":{},"counted":[]}`); err != nil {
		t.Errorf("a record from before the dailies: %v", err)
	}
}
