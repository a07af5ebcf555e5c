package shell

import (
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSoloRunsAreCountedByHeroAndBoss: a game played alone counts on
// "solo", a challenge of the day on "daily" too, and on the lines the game
// names; the page shows the game's own lines, and its breakdown page the
// hero and boss lines. The computer playing alone counts nowhere.
func TestSoloRunsAreCountedByHeroAndBoss(t *testing.T) {
	id := bareStrong.ID
	bareStrong.StatRows = []scenes.StatRow{{Key: play.SoloLine, Label: "All runs"}, {Key: play.DailyLine, Label: "Challenges of the day"}}
	bareStrong.Breakdown = &scenes.Breakdown{Title: "Runs by hero", Button: "By hero", Sections: []scenes.StatSection{
		{Title: "Heroes", Rows: []scenes.StatRow{{Key: "hero:Vex", Label: "Vex"}, {Key: "hero:Mara", Label: "Mara"}}},
	}}
	t.Cleanup(func() { bareStrong.StatRows, bareStrong.Breakdown = nil, nil })
	store := play.MemoryStore{}
	a := testApp(t, Options{}, store)
	frame(a)
	run := func(seed uint64, human, won bool, hero string) play.Outcome {
		o := play.Outcome{Game: id, Seed: seed, Moves: 300, Seats: []play.Seat{{Human: human}}, Scores: []int{4}, Lines: []string{"hero:" + hero}}
		if won {
			o.Winners = []int{0}
		}
		return o
	}
	a.countFinishedGame(run(7, true, true, "Vex"))
	a.countFinishedGame(run(play.DailySeed(time.Now()), true, false, "Vex"))
	a.countFinishedGame(run(8, true, true, "Mara"))
	a.countFinishedGame(run(9, false, true, "Mara")) // autoplay: not the person's run
	st := storedStatistics(t, store)
	for key, want := range map[string]play.StatLine{
		play.SoloLine:  {Played: 3, Wins: 2, Losses: 1},
		play.DailyLine: {Played: 1, Wins: 0, Losses: 1},
		"hero:Vex":     {Played: 2, Wins: 1, Losses: 1},
		"hero:Mara":    {Played: 1, Wins: 1, Losses: 0},
	} {
		if got := st.Line(id, key); got.Played != want.Played || got.Wins != want.Wins || got.Losses != want.Losses {
			t.Errorf("line %s: %+v, want %+v", key, got, want)
		}
	}
	a.Input.InjectKey(ebiten.KeyT)
	frame(a)
	s, ok := a.Top().(*statisticsScene)
	if !ok {
		t.Fatalf("T opened %q", a.Top().Name())
	}
	last := s.blocks[len(s.blocks)-1]
	if len(last.cells) != 2 || last.cells[0] != [...]string{"All runs", "3", "2", "1", "4"} {
		t.Errorf("the game's block: %q", last.cells)
	}
	tap(t, a, "statistics.more."+id)
	b, ok := a.Top().(*statisticsScene)
	if !ok || b.breakdown == nil {
		t.Fatalf("the breakdown button opened %q", a.Top().Name())
	}
	if len(b.blocks) != 1 || b.blocks[0].cells[0] != [...]string{"Vex", "2", "1", "1", "4"} {
		t.Errorf("the breakdown page: %+v", b.blocks)
	}
	if _, ok := state(t, a).Target("statistics.reset"); ok {
		t.Error("the breakdown page offers Reset")
	}
	tap(t, a, "statistics.back")
	if a.Top() != s {
		t.Errorf("Back from the breakdown went to %q", a.Top().Name())
	}
}
