package for20

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// replaySizes are the screens an open table is checked at: the five of
// the layout rules with the fewest and the most players, a phone and
// the desktop between (each size costs a layout and three frames).
func replaySizes(players int) [][2]int {
	if players == 2 || players == f20.MaxPlayers {
		return [][2]int{{390, 844}, {844, 390}, {1280, 800}, {360, 640}, {1440, 900}}
	}
	return [][2]int{{390, 844}, {1280, 800}}
}

// watchedGame is For20 Cards whose every new table is put in *table, so a
// test reads the scene a replay makes again at each step.
func watchedGame(table **scene) *scenes.Game {
	return scenes.Plug(f20.Def, rulesText, func(a *ui.Context, g *scenes.Game, m *play.Match[*f20.State, f20.Move], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
		s := newScene(a, g, m, cfg, resumed)
		*table = s.(*scene)
		return s
	})
}

// TestReplayShowsEveryHand opens a finished game of two to five players
// in the replay at its middle and checks, at the sizes of replaySizes, the layout rules
// and that every card in every hand is drawn face up inside its player's
// hand row (SHOTS=dir saves the screens).
func TestReplayShowsEveryHand(t *testing.T) {
	var table *scene // the replay's table, made again at each step
	g := watchedGame(&table)
	var problems []string
	for players := 2; players <= f20.MaxPlayers; players++ {
		a := testApp(t, shell.Options{}, nil)
		rp := gametest.OpenReplay(t, a, g, gametest.PlayedOut(t, f20.Def, players, 7), players)
		scrub, _ := scenetest.Read(t, a).Target("replay.scrub")
		a.InjectTap((scrub.X+scrub.W/2)*a.Scale, (scrub.Y+scrub.H/2)*a.Scale)
		scenetest.Frame(a)
		scenetest.Frame(a)
		if rp.At() == 0 {
			t.Fatalf("%dp: the scrub bar's middle left the replay at its start", players)
		}
		for _, size := range replaySizes(players) {
			name := fmt.Sprintf("replay-for20-%dp-%dx%d", players, size[0], size[1])
			scenetest.Resize(size[0], size[1])
			a.LayoutF(float64(size[0]), float64(size[1]))
			for range 3 {
				scenetest.Frame(a)
			}
			for _, p := range scenetest.LayoutProblems(scenetest.Read(t, a)) {
				problems = append(problems, name+": "+p)
			}
			problems = append(problems, handsShown(table, name)...)
			scenetest.SaveShot(t, a, name)
		}
		if players == f20.MaxPlayers {
			problems = append(problems, tallyLayouts(t, a, &table)...)
		}
		scenetest.Resize(scenetest.W, scenetest.H)
	}
	gametest.ReportLayouts(t, problems)
}

// tallyLayouts steps onto the last move, whose events open the game-over
// panel over the viewer's strip, and checks its layout on the smallest
// phone, a phone on its side and the desktop.
func tallyLayouts(t *testing.T, a *shell.App, table **scene) []string {
	scenetest.Tap(t, a, "replay.last")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "replay.prev")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "replay.next")
	for range 3 {
		scenetest.Frame(a)
	}
	if !(*table).Tally {
		return []string{"the last move did not open the game-over panel"}
	}
	var problems []string
	for _, size := range [][2]int{{360, 640}, {844, 390}, {1280, 800}} {
		name := fmt.Sprintf("replay-for20-tally-%dx%d", size[0], size[1])
		scenetest.Resize(size[0], size[1])
		a.LayoutF(float64(size[0]), float64(size[1]))
		for range 3 {
			scenetest.Frame(a)
		}
		for _, p := range scenetest.LayoutProblems(scenetest.Read(t, a)) {
			problems = append(problems, name+": "+p)
		}
		scenetest.SaveShot(t, a, name)
	}
	return problems
}

// handsShown lists the hand cards of an open table not drawn face up in
// their player's hand row.
func handsShown(s *scene, name string) []string {
	var out []string
	if !s.lay.open {
		return []string{name + ": the replay's table is not laid out open"}
	}
	for c := range f20.Card(f20.NumCards) {
		z := int(s.view.zone[c])
		if z < f20.ZoneHand(0) || z != f20.ZoneHand(ownerOf(z)) {
			continue
		}
		m := &s.cardSprites.Motions[c]
		row := s.lay.strips[ownerOf(z)].hand.Inset(-1)
		switch {
		case !s.cardSprites.ShowsUp(c):
			out = append(out, fmt.Sprintf("%s: %s in player %d's hand shows its back", name, c.Info().Name, ownerOf(z)+1))
		case !row.Contains(m.X, m.Y):
			out = append(out, fmt.Sprintf("%s: %s in player %d's hand lies at %.0f,%.0f, outside its row %v", name, c.Info().Name, ownerOf(z)+1, m.X, m.Y, row))
		}
	}
	return out
}

var (
	tableRound = regexp.MustCompile(`^Round (\d+)( · |$)`)
	panelRound = regexp.MustCompile(`round (\d+) of \d+$`)
)

// TestReplayRoundsAndInspector: at every round's start (PageDown) the
// replay's panel names the round the table's status shows, and a long
// press on a hand card there opens the inspector, as in play.
func TestReplayRoundsAndInspector(t *testing.T) {
	var table *scene // the replay's table, made again at each step
	g := watchedGame(&table)
	a := testApp(t, shell.Options{}, nil)
	rp := gametest.OpenReplay(t, a, g, gametest.PlayedOut(t, f20.Def, 3, 7), 3)
	rounds := 0
	for rp.At() < rp.Moves() {
		a.Input.InjectKey(ebiten.KeyPageDown)
		scenetest.Frame(a)
		scenetest.Frame(a)
		onTable, onPanel := "", ""
		for _, text := range scenetest.Read(t, a).Texts {
			if m := tableRound.FindStringSubmatch(text.Text); m != nil {
				onTable = m[1]
			}
			if m := panelRound.FindStringSubmatch(text.Text); m != nil {
				onPanel = m[1]
			}
		}
		if rp.At() < rp.Moves() && onTable != onPanel {
			t.Errorf("move %d: the table shows round %q, the panel round %q", rp.At(), onTable, onPanel)
		}
		rounds++
	}
	if rounds < 3 {
		t.Fatalf("PageDown crossed %d rounds to the end; the game has more", rounds)
	}
	a.Input.InjectKey(ebiten.KeyPageUp)
	scenetest.Frame(a)
	scenetest.Frame(a)
	for c := range f20.Card(f20.NumCards) {
		if int(table.view.zone[c]) != f20.ZoneHand(1) {
			continue
		}
		m := &table.cardSprites.Motions[c]
		a.InjectFinger(m.X/a.Scale+2, m.Y/a.Scale+2, true)
		for range ui.LongPressTicks + 5 {
			scenetest.Frame(a)
		}
		held := scenetest.Read(t, a)
		scenetest.SaveShot(t, a, "replay-for20-inspect")
		a.InjectFinger(m.X/a.Scale+2, m.Y/a.Scale+2, false)
		scenetest.Frame(a)
		if held.Inspect == nil {
			t.Fatalf("a long press on %s in player 2's hand opened no inspector", c.Info().Name)
		}
		return
	}
	t.Fatalf("no card in player 2's hand at move %d", rp.At())
}
