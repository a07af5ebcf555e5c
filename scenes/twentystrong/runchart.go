package twentystrong

import (
	"sort"
	"strings"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/sprites"
)

// The results' chart of a run: who fought whom, the enemies beaten, and
// the Health and the Alarm at the end of every round (the table beside
// it tells each round in words, a window of rows at a time).

// beatenShown is how many kinds of enemy the summary names before "and
// N more": a line or two at the results' text size.
const beatenShown = 6

// runChart is the chart of the run rs tells, ended in st.
func runChart(st *ts.State, rs runStory) scenes.ResultsChart {
	boss := "Boss: " + ts.Cards[st.Boss()].Name
	if rs.endgameRound > 0 {
		boss += ", from round " + num(rs.endgameRound)
	} else {
		boss += ", never reached"
	}
	c := scenes.ResultsChart{
		Summary: []string{"Hero: " + st.Hero().Name, boss, beatenLine(rs)},
		Axis:    "Round",
		Series: []scenes.ChartSeries{
			{Name: "Health", Colour: statFill[0], Values: rs.health},
			{Name: "Alarm", Colour: sprites.Gold, Values: rs.alarm},
		},
	}
	if rs.endgameRound > 0 {
		c.Mark, c.MarkLabel = rs.endgameRound, "Boss"
	}
	return c
}

// beatenLine names the enemies beaten, the most often beaten first:
// "24 enemies beaten: Dragonfly ×3, Bear Cub ×2, ... and 9 more".
func beatenLine(rs runStory) string {
	var kinds []ts.CardID
	for c, n := range rs.beaten {
		if n > 0 {
			kinds = append(kinds, ts.CardID(c))
		}
	}
	sort.SliceStable(kinds, func(i, j int) bool { return rs.beaten[kinds[i]] > rs.beaten[kinds[j]] })
	head := num(rs.rounds) + " " + plural(rs.rounds, "round", "rounds") + ", " + num(rs.defeated) + " " + plural(rs.defeated, "enemy", "enemies") + " beaten"
	if len(kinds) == 0 {
		return head + "."
	}
	var names []string
	for _, c := range kinds[:min(len(kinds), beatenShown)] {
		name := ts.Cards[c].Name
		if n := rs.beaten[c]; n > 1 {
			name += " ×" + num(n)
		}
		names = append(names, name)
	}
	line := head + ": " + strings.Join(names, ", ")
	if more := len(kinds) - beatenShown; more > 0 {
		line += " and " + num(more) + " more"
	}
	return line + "."
}
