package scenes

import (
	"strconv"
	"strings"
)

// A game's block on the Statistics page has one line per kind of opponent
// (the computer's levels, hot-seat). A game played alone has no opponent:
// it describes its own lines (DescribeStatRows), counted from the
// Outcome's Lines, and may add a page that breaks its runs down by hero,
// boss and so on (DescribeBreakdown).

// soloKey is the line every game played alone by a person counts on;
// dailyKey the one a challenge of the day counts on as well.
const (
	soloKey  = "solo"
	dailyKey = "daily"
)

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

var (
	statRows   = map[string][]StatRow{}
	breakdowns = map[string]Breakdown{}
)

// DescribeStatRows sets the lines of a game's block (a game played alone
// calls it at init). Keys other than "solo" and "daily" are counted from
// the Outcome's Lines.
func DescribeStatRows(gameID string, rows []StatRow) { statRows[gameID] = rows }

// DescribeBreakdown gives a game a breakdown page, opened from the
// Statistics page.
func DescribeBreakdown(gameID string, b Breakdown) { breakdowns[gameID] = b }

// statRowsOf are a game's lines: its own, or one per kind of opponent.
func statRowsOf(gameID string) []StatRow {
	if rows, ok := statRows[gameID]; ok {
		return rows
	}
	rows := make([]StatRow, len(opponentKeys))
	for i, k := range opponentKeys {
		rows[i] = StatRow{Key: k, Label: opponentLabels[i]}
	}
	return rows
}

// linesCounted are the lines a finished game adds to: its opponent's (or
// "solo"), "daily" for a challenge of the day, and the game's own Lines.
func (o Outcome) linesCounted(opp string) []string {
	lines := []string{opp}
	if _, ok := DailyDate(o.Seed); ok && opp == soloKey {
		lines = append(lines, dailyKey)
	}
	for _, l := range o.Lines {
		if l != "" && !strings.EqualFold(l, opp) && l != dailyKey {
			lines = append(lines, l)
		}
	}
	return lines
}

// newStatBlock makes a block's texts from the record.
func newStatBlock(st statistics, gameID, title, note string, rows []StatRow) statBlock {
	b := statBlock{title: title, note: note}
	for _, r := range rows {
		l := st.line(gameID, r.Key)
		best := "–"
		if l.Best != nil {
			best = scoreText(*l.Best)
		}
		b.cells = append(b.cells, [...]string{r.Label, strconv.Itoa(l.Played), strconv.Itoa(l.Wins), strconv.Itoa(l.Losses), best})
		b.played = append(b.played, l.Played > 0)
	}
	return b
}

// breakdownBlocks are a breakdown page's blocks, one per section.
func breakdownBlocks(st statistics, g *Game) []statBlock {
	var blocks []statBlock
	for _, sec := range breakdowns[g.ID].Sections {
		blocks = append(blocks, newStatBlock(st, g.ID, sec.Title, "Best: "+bestScoreOf(g.ID).Label, sec.Rows))
	}
	return blocks
}
