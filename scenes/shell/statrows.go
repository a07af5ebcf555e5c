package shell

import (
	"fmt"
	"strconv"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
)

// newStatBlock makes a block's texts from the record.
func newStatBlock(st play.Statistics, gameID, title, note string, rows []scenes.StatRow) statBlock {
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
func breakdownBlocks(st play.Statistics, g *scenes.Game) []statBlock {
	var blocks []statBlock
	for _, sec := range g.Breakdown.Sections {
		blocks = append(blocks, newStatBlock(st, g.ID, sec.Title, "Best: "+g.BestScore().Label, sec.Rows))
	}
	return blocks
}

// playedText is the games played, with how many of them were assisted (a
// move taken back) when any were: "9 (2 assisted)".
func playedText(l play.StatLine) string {
	if l.Assisted == 0 {
		return strconv.Itoa(l.Played)
	}
	return fmt.Sprintf("%d (%d assisted)", l.Played, l.Assisted)
}
