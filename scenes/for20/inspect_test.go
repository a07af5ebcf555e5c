package for20

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestLongPressInspects: in For20 Cards a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "for20", "2p", "hand.card.")
}

// TestInspectorSaysWhereCardsGo: Dealer's Cove, Scavenger and the
// destroying actions say which dump their cards go to and come from, and
// a long press on a dump's pile reads the dump out.
func TestInspectorSaysWhereCardsGo(t *testing.T) {
	for id, want := range map[string]string{
		"A01": "Destroyed materials go to the material dump",
		"A03": "go to the playing dump",
		"A11": "A destroyed material goes to the material dump",
		"A13": "A destroyed material goes to the material dump",
		"A22": "A destroyed tool goes to the playing dump",
		"A16": "Once played, it goes to the playing dump.",
		"A05": "Resolved, it leaves the game",
		"T26": "A destroyed material goes to the material dump",
		"T01": "Once used, it goes to the playing dump.",
	} {
		c, err := f20.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		if in := cardInspection(c, ""); !strings.Contains(in.Text, want) {
			t.Errorf("%s reads %q, want it to say %q", id, in.Text, want)
		}
	}
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(Game, scenes.GameConfig{Seats: humanAndComputers(2), Seed: 5, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	s := sceneOf(t, a)
	for i := 0; i < 5000 && !(s.HumanTurn() && s.Match.State.Decision().Kind == rules.Turn); i++ {
		scenetest.Frame(a)
	}
	for z, want := range map[int]string{f20.ZoneMaterialDump: "Dealer's Cove takes", f20.ZonePlayingDump: "Scavenger takes"} {
		x, y := s.lay.decks[z].Center()
		a.InjectFinger(x, y, true)
		for range ui.LongPressTicks + 2 {
			scenetest.Frame(a)
		}
		held := scenetest.Read(t, a)
		a.InjectFinger(x, y, false)
		scenetest.Frame(a)
		if held.Inspect == nil || !strings.Contains(held.Inspect.Text, want) {
			t.Errorf("a long press on dump %d: inspect %+v, want it to say %q", z, held.Inspect, want)
		}
	}
}
