package for20

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// TestOpponentRowsOpenWhole: five players on a phone, mid-game: each
// opponent is a summary row; tapping the one with the most cards opens
// them whole in a panel, every card a target at least the hand's width
// of a phone (the names whole at 12 CSS px), the layout clean; Close
// puts the hand back. Upright, small and on its side.
func TestOpponentRowsOpenWhole(t *testing.T) {
	a := gametest.Resume(t, testApp, "for20", gametest.ReadRecords(t, gametest.StatesFile)["5p-turn"])
	s := sceneOf(t, a)
	// Play on by the hint on a phone, through the taps (the rows open to
	// reach an opponent's cards), until the opponents have cards down.
	scenetest.Resize(390, 844)
	a.LayoutF(390, 844)
	scenetest.Frame(a)
	if !s.sum.on {
		t.Fatalf("390x844@1: the opponents are strips")
	}
	rowTaps := 0
	for played, i := 0, 0; played < 8 && i < 5000 && !s.Tally; i++ {
		if hint := a.HintText(); hint != "" {
			if slices.ContainsFunc(clicks(t, s, hint, scenetest.Read(t, a)), func(id string) bool { return strings.HasPrefix(id, "row.") }) {
				rowTaps++
			}
			playMove(t, a, hint)
			played++
			continue
		}
		scenetest.Frame(a)
	}
	if a.Top() != s || s.Tally {
		t.Fatalf("the game ended (round %d)", s.view.round)
	}
	if rowTaps == 0 {
		t.Errorf("no move of the hint's aimed at an opponent's row")
	}
	sizes := []struct{ w, h, scale float64 }{{390, 844, 3}, {360, 640, 2}, {844, 390, 3}}
	for _, sz := range sizes {
		name := fmt.Sprintf("%.0fx%.0f", sz.w, sz.h)
		a.SetDeviceScale(sz.scale)
		scenetest.Resize(int(sz.w*sz.scale), int(sz.h*sz.scale))
		a.LayoutF(sz.w, sz.h)
		for range 30 {
			scenetest.Frame(a)
		}
		if !s.sum.on {
			t.Fatalf("%s: the opponents are strips (cards %.0f CSS px)", name, s.lay.sw/sz.scale)
		}
		scenetest.SaveShot(t, a, "rows-"+name)
		p := busiestOpponent(s)
		tapAt(t, a, "row."+strconv.Itoa(p), sz.scale)
		for range 30 {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		scenetest.SaveShot(t, a, "rows-"+name+"-open")
		st.Texts = slices.DeleteFunc(st.Texts, func(x scenetest.Text) bool {
			return x.Y*sz.scale < s.ContentTop() // the top bar is the shell's, resized here by hand
		})
		for _, msg := range append(scenetest.LayoutProblems(st), scenetest.SmallTexts(st)...) {
			t.Errorf("%s: %s", name, msg)
		}
		n := 0
		for _, tg := range st.Targets {
			if strings.HasPrefix(tg.ID, "hand.card.") {
				t.Errorf("%s: %s is a target under the panel", name, tg.ID)
			}
			owner := "." + strconv.Itoa(p) + "."
			if strings.HasPrefix(tg.ID, "reserve"+owner) || strings.HasPrefix(tg.ID, "area"+owner) {
				n++
				if tg.W < 44 {
					t.Errorf("%s: %s is %.0f CSS px wide", name, tg.ID, tg.W)
				}
			}
		}
		if n == 0 {
			t.Errorf("%s: no card of player %d in the panel (targets %s)", name, p, st.IDs())
		}
		t.Logf("%s: strip cards %.0f CSS px, panel cards %.0f (%d), hand %.0f", name,
			s.lay.sw/sz.scale, s.lay.cw*mustK(s, n)/sz.scale, n, s.lay.cw/sz.scale)
		tapAt(t, a, "panel.close", sz.scale)
		scenetest.Frame(a)
		if _, ok := scenetest.Read(t, a).Target("target." + strconv.Itoa(p)); ok || s.panelOpen() {
			t.Errorf("%s: the panel stays open after Close", name)
		}
	}
	a.SetDeviceScale(1)
	scenetest.Resize(scenetest.W, scenetest.H)
}

// tapAt taps target id on a screen of scale device pixels per CSS
// pixel: the contract's targets are in CSS pixels, a tap in the layout's.
func tapAt(t *testing.T, a *shell.App, id string, scale float64) {
	t.Helper()
	tg, ok := scenetest.Read(t, a).Target(id)
	if !ok {
		t.Fatalf("no target %q", id)
	}
	a.InjectTap(scale*(tg.X+tg.W/2), scale*(tg.Y+tg.H/2))
	scenetest.Frame(a)
}

// busiestOpponent is the opponent with the most cards in the reserve and
// the area.
func busiestOpponent(s *scene) int {
	best, most := -1, -1
	for p := range s.players {
		if p == s.Viewer {
			continue
		}
		n := s.Match.State.Reserve(p).Len() + s.Match.State.Area(p).Len()
		if n > most {
			best, most = p, n
		}
	}
	return best
}

// mustK is the panel's scale for n cards.
func mustK(s *scene, n int) float64 {
	k, _ := s.panelGrid(n)
	return k
}
