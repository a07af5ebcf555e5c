package shell

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"

	"github.com/twenty-games/twenty/rules/for20"
)

// TestHotSeatChoiceIsMadeForSeveralPeople: For20's "Every player" is a
// hot-seat choice. With one person the setup row is theirs to choose and
// the game starts as chosen; with two people at the device the row shows
// "Every player", cannot be changed, and every start (the setup screen or
// a direct StartGame, as "Play again" and tests do) gets it.
func TestHotSeatChoiceIsMadeForSeveralPeople(t *testing.T) {
	info := for20.Def.Info()
	if info.Options[0].HotSeat != 1 {
		t.Fatalf("for20's hot-seat choice is %d, want 1 (Every player)", info.Options[0].HotSeat)
	}
	for _, g := range bareGames {
		for _, o := range g.Options {
			if o.HotSeat != -1 {
				t.Errorf("%s's %q has hot-seat choice %d", g.ID, o.Label, o.HotSeat)
			}
		}
	}
	if got := info.ForHotSeat(nil); len(got) != 1 || got[0] != 1 {
		t.Errorf("ForHotSeat(nil) = %v", got)
	}

	game := plugBare(for20.Def)
	a := NewWithStore(Options{Silent: true}, play.MemoryStore{}, []*scenes.Game{game})
	a.LayoutF(1280, 800)
	saved := func() string {
		t.Helper()
		text, ok, err := a.store.Load(play.SaveKey("for20"))
		if !ok || err != nil {
			t.Fatal("no save", err)
		}
		return text
	}
	one := []play.Seat{{Human: true}, {Level: 1}}
	two := []play.Seat{{Human: true}, {Human: true}, {Level: 1}}
	if err := a.StartGame(game, scenes.GameConfig{Seats: one, Seed: 1, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(saved(), "askEveryone") {
		t.Errorf("one person, Players with a card: the game asks everyone: %s", saved())
	}
	if err := a.StartGame(game, scenes.GameConfig{Seats: two, Seed: 1, Choices: []int{0}}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(saved(), `"askEveryone":true`) {
		t.Errorf("two people: the game does not ask everyone: %s", saved())
	}

	// The setup screen.
	a.BackToMenu()
	frame(a)
	tap(t, a, "menu.for20")
	s, ok := a.Top().(*setup)
	if !ok {
		t.Fatalf("scene %q after choosing For20", a.Top().Name())
	}
	if o, ok := state(t, a).Target("setup.option1"); !ok || o.Label != "Players with a card" {
		t.Fatalf("one person: the option row is %+v", o)
	}
	tap(t, a, "setup.option1")
	if o, _ := state(t, a).Target("setup.option1"); o.Label != "Every player" {
		t.Fatalf("after a tap the option row reads %q", o.Label)
	}
	tap(t, a, "setup.option1") // back to Players with a card
	for range len(seatChoices) {
		if seat, _ := state(t, a).Target("setup.seat2"); seat.Label == "Human" {
			break
		}
		tap(t, a, "setup.seat2")
	}
	if _, ok := state(t, a).Target("setup.option1"); ok {
		t.Fatal("two people: the option row can still be tapped")
	}
	row := s.rows[len(s.rows)-1]
	if row.Label != "Every player" || row.Enabled {
		t.Fatalf("two people: the option row reads %q, enabled %v", row.Label, row.Enabled)
	}
	if s.choices[0] != 0 {
		t.Errorf("the row's own choice became %d", s.choices[0])
	}
	tap(t, a, "setup.start")
	if !strings.Contains(saved(), `"askEveryone":true`) {
		t.Errorf("started from the setup screen with two people: %s", saved())
	}
}
