package twentystrong

import (
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
)

// withStatistics adds what the shell shows of 20 Strong beside the table:
// a deal of the day on the setup screen, and statistics by run, hero
// and boss. A run is counted on its hero's and its boss's lines
// (RunLines), keyed by their codes so a renamed card keeps its history.
func withStatistics(g *scenes.Game) *scenes.Game {
	g.Best = play.BestScore{Label: "most Health left"}
	g.StatRows = []scenes.StatRow{
		{Key: "solo", Label: "All runs"},
		{Key: play.DailyLine, Label: scenes.DailyRowLabel},
		{Key: lineFaceUp, Label: "Boss face up"},
		{Key: lineHidden, Label: "Boss hidden"},
	}
	heroes := make([]scenes.StatRow, twentystrong.NumHeroes)
	for i := range heroes {
		h := &twentystrong.Heroes[i]
		heroes[i] = scenes.StatRow{Key: "hero:" + h.Code, Label: h.Name}
	}
	bosses := make([]scenes.StatRow, twentystrong.NumBosses)
	for i := range bosses {
		b := &twentystrong.Cards[twentystrong.FirstBoss+twentystrong.CardID(i)]
		bosses[i] = scenes.StatRow{Key: "boss:" + b.Code, Label: b.Name}
	}
	g.Breakdown = &scenes.Breakdown{
		Title: "20 Strong: runs by hero and boss", Button: "By hero and boss",
		Sections: []scenes.StatSection{{Title: "Heroes", Rows: heroes}, {Title: "Bosses", Rows: bosses}},
	}
	return g
}

const (
	lineFaceUp = "faceup"
	lineHidden = "hidden"
)

// RunLines are the statistics lines a finished run counts on beside "All
// runs": its hero, its boss, and whether the boss was hidden.
func RunLines(st *twentystrong.State) []string {
	shown := lineFaceUp
	if o := st.Options(); o.HiddenBoss && o.Boss == 0 {
		shown = lineHidden
	}
	return []string{"hero:" + st.Hero().Code, "boss:" + twentystrong.Cards[st.Boss()].Code, shown}
}
