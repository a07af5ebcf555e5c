package scenes

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/play"
)

// A game's block on the Statistics page has one line per kind of opponent
// (the computer's levels, hot-seat). A game played alone has no opponent:
// it describes its own lines (DescribeStatRows), counted from the
// Outcome's Lines, and may add a page that breaks its runs down by hero,
// boss and so on (DescribeBreakdown).

// StatRow is one line of a block: the key it counts and its label.
type StatRow struct{ Key, Label string }

// Breakdown is a game's page of lines beyond its block: a title, the
// button that opens it and its sections, each a block of lines.
type Breakdown struct {
	Title, Button string
	Sections      []StatSection
}

// StatSection is one block of a breakdown page.
type StatSection struct {
	Title string
	Rows  []StatRow
}

// DailyRowLabel is the line the deals of the day count on (beside their
// opponent's line).
const DailyRowLabel = "Deals of the day"

// StatBlockRows are a game's lines: its own, or one per kind of opponent and
// one for its deals of the day.
func (g *Game) StatBlockRows() []StatRow {
	if g.StatRows != nil {
		return g.StatRows
	}
	rows := make([]StatRow, len(play.OpponentKeys), len(play.OpponentKeys)+1)
	for i, k := range play.OpponentKeys {
		rows[i] = StatRow{Key: k, Label: play.OpponentLabels[i]}
	}
	if _, ok := g.DailyTable(); ok {
		rows = append(rows, StatRow{Key: play.DailyLine, Label: DailyRowLabel})
	}
	return rows
}

// StatNote is the note under a game's title on the Statistics page: how
// its best score reads, and its deals of the day's streak, current and
// best.
func (g *Game) StatNote(st play.Statistics) string {
	note := "Best: " + g.BestScore().Label
	if _, ok := g.DailyTable(); ok {
		d := st.DailyOf(g.ID)
		note += fmt.Sprintf(" · daily streak %d (best %d)", d.CurrentStreak(play.DailyDay(DailyNow())), d.Best)
	}
	return note
}

// BestScore is how the statistics read the game's scores: the game's own
// Best, or the highest score.
func (g *Game) BestScore() play.BestScore {
	if g.Best.Label == "" {
		return play.BestScore{Label: "highest score"}
	}
	return g.Best
}
