package shell

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
)

// TestSetupDrawsEveryPlayerCountRightAfterTheClick: a click on the player
// count is drawn in the same tick it is handled. The labels used to be read
// for the new count beside the rows laid out for the old one, and Draw ran
// off the end of the rows (index out of range [4] with length 4).
func TestSetupDrawsEveryPlayerCountRightAfterTheClick(t *testing.T) {
	a := testApp(t, Options{}, nil)
	frame(a)
	tap(t, a, "menu.twenty")
	s, ok := a.Top().(*setup)
	if !ok {
		t.Fatalf("scene %q after choosing Twenty", a.Top().Name())
	}
	for click := 0; click < 2*(s.game.MaxPlayers-s.game.MinPlayers+1); click++ {
		tap(t, a, "setup.players") // Update handles the click, Draw follows at once
		for seat := 1; seat <= s.players; seat++ {
			if _, ok := state(t, a).Target(fmt.Sprintf("setup.seat%d", seat)); !ok {
				t.Fatalf("%d players but no row for seat %d", s.players, seat)
			}
		}
	}
}

// TestUnwritableScreenshotIsAnError: -screenshot to a path that cannot be
// written ends the program with an error (main prints it and exits 1)
// instead of quitting normally with no file.
func TestUnwritableScreenshotIsAnError(t *testing.T) {
	a := testApp(t, Options{Screenshot: filepath.Join(t.TempDir(), "no", "such", "dir", "shot.png"), ExitAfterTicks: 1}, nil)
	frame(a) // tick 1 and its frame, which tries to write the file
	err := a.Update()
	if err == nil || IsQuit(err) {
		t.Fatalf("Update after a failed screenshot returned %v", err)
	}
	t.Log(err)
}

// TestSoloSetupAndTheChallengeOfTheDay: a game for one reads "Played by:
// You" (or the advisor's autoplay), and its challenge starts the day's seed
// with the default choices.
func TestSoloSetupAndTheChallengeOfTheDay(t *testing.T) {
	a := testApp(t, Options{}, nil)
	frame(a)
	tap(t, a, "menu.twentystrong")
	seat, ok := state(t, a).Target("setup.seat1")
	if !ok || seat.Label != "You" {
		t.Fatalf("the seat row reads %+v, want You", seat)
	}
	tap(t, a, "setup.seat1")
	if seat, _ := state(t, a).Target("setup.seat1"); seat.Label != "Watch the advisor (easy)" {
		t.Errorf("after a tap the seat row reads %q", seat.Label)
	}
	for range 3 {
		tap(t, a, "setup.seat1") // round to You again
	}
	tap(t, a, "setup.daily")
	table, ok := a.Top().(scenes.GameScene)
	if !ok || table.GameID() != "twentystrong" {
		t.Fatalf("scene %q after the challenge", a.Top().Name())
	}
	saved, ok, err := a.store.Load(play.SaveKey("twentystrong"))
	if err != nil || !ok {
		t.Fatal("the challenge was not saved", err)
	}
	want := fmt.Sprintf(`"seed":%d`, play.DailySeed(time.Now()))
	if !strings.Contains(saved, want) || !strings.Contains(saved, `"human":true`) {
		t.Errorf("the save %s lacks %s or the person's seat", saved, want)
	}
}
