package scenes

import (
	"fmt"
	"strconv"

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

// statRows are a game's lines: its own, or one per kind of opponent and
// one for its deals of the day.
func (g *Game) statRows() []StatRow {
	if g.StatRows != nil {
		return g.StatRows
	}
	rows := make([]StatRow, len(play.OpponentKeys), len(play.OpponentKeys)+1)
	for i, k := range play.OpponentKeys {
		rows[i] = StatRow{Key: k, Label: play.OpponentLabels[i]}
	}
	if _, ok := g.dailyTable(); ok {
		rows = append(rows, StatRow{Key: play.DailyLine, Label: DailyRowLabel})
	}
	return rows
}

// statNote is the note under a game's title on the Statistics page: how
// its best score reads, and its deals of the day's streak, current and
// best.
func (g *Game) statNote(st play.Statistics) string {
	note := "Best: " + g.bestScore().Label
	if _, ok := g.dailyTable(); ok {
		d := st.DailyOf(g.ID)
		note += fmt.Sprintf(" · daily streak %d (best %d)", d.CurrentStreak(play.DailyDay(dailyNow())), d.Best)
	}
	return note
}

// newStatBlock makes a block's texts from the record.
func newStatBlock(st play.Statistics, gameID, title, note string, rows []StatRow) statBlock {
	b := statBlock{title: title, note: note}
	for _, r := range rows {
		l := st.Line(gameID, r.Key)
		best := "–"
		if l.Best != nil {
			best = scoreText(*l.Best)
		}
		b.cells = append(b.cells, [...]string{r.Label, playedText(l), strconv.Itoa(l.Wins), strconv.Itoa(l.Losses), best})
		b.played = append(b.played, l.Played > 0)
	}
	return b
}

// breakdownBlocks are a breakdown page's blocks, one per section.
func breakdownBlocks(st play.Statistics, g *Game) []statBlock {
	var blocks []statBlock
	for _, sec := range g.Breakdown.Sections {
		blocks = append(blocks, newStatBlock(st, g.ID, sec.Title, "Best: "+g.bestScore().Label, sec.Rows))
	}
	return blocks
}

// bestScore is how the statistics read the game's scores: the game's own
// Best, or the highest score.
func (g *Game) bestScore() play.BestScore {
	if g.Best.Label == "" {
		return play.BestScore{Label: "highest score"}
	}
	return g.Best
}

// playedText is the games played, with how many of them were assisted (a
// move taken back) when any were: "9 (2 assisted)".
func playedText(l play.StatLine) string {
	if l.Assisted == 0 {
		return strconv.Itoa(l.Played)
	}
	return fmt.Sprintf("%d (%d assisted)", l.Played, l.Assisted)
}
