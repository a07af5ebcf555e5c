package gametest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
)

// RulesScreens are the screens a game's rules reader is read at: a narrow
// phone, a phone at scales 1 and 3, a phone on its side and a desktop.
var RulesScreens = []scenetest.Screen{{W: 360, H: 640, Scale: 1}, {W: 390, H: 844, Scale: 1}, {W: 390, H: 844, Scale: 3}, {W: 844, H: 390, Scale: 1}, {W: 1280, H: 800, Scale: 1}}

// CheckRulesPages opens the game's rules from its setup screen (at scale
// 1: taps are in device pixels, the contract's targets in CSS pixels),
// then at each of RulesScreens reads every page: no layout problem and
// no picture line left as text. $SHOTS=dir saves the pages of the phones
// at scale 1 and of the desktop.
func CheckRulesPages(t *testing.T, newApp NewAppFunc, game string) {
	t.Helper()
	defer scenetest.Resize(scenetest.W, scenetest.H)
	var problems []string
	for _, sc := range RulesScreens {
		name := fmt.Sprintf("%dx%d@%g", sc.W, sc.H, sc.Scale)
		a := newApp(t, shell.Options{}, nil)
		scenetest.Frame(a)
		scenetest.Tap(t, a, "menu."+game)
		scenetest.Tap(t, a, "setup.rules")
		if got := a.Top().Name(); got != "rules" {
			t.Fatalf("scene %q after How to play", got)
		}
		a.SetDeviceScale(sc.Scale)
		scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
		a.LayoutF(float64(sc.W), float64(sc.H))
		for page := 1; ; page++ {
			scenetest.Frame(a)
			st := scenetest.Read(t, a)
			for _, p := range scenetest.LayoutProblems(st) {
				problems = append(problems, fmt.Sprintf("%s page %d: %s", name, page, p))
			}
			for _, text := range st.Texts {
				if strings.HasPrefix(text.Text, "[") {
					t.Errorf("%s page %d: a picture line left as text: %q", name, page, text.Text)
				}
			}
			if os.Getenv("SHOTS") != "" && sc.Scale == 1 && sc.W != 844 {
				scenetest.SaveShot(t, a, fmt.Sprintf("rules-%s-%s-page%02d", game, name, page))
			}
			if _, more := st.Target("rules.down"); !more || page > 60 {
				break
			}
			a.Context().Input.InjectKey(ebiten.KeyPageDown)
		}
		scenetest.Resize(scenetest.W, scenetest.H)
	}
	if len(problems) > 0 {
		t.Errorf("%d layout problems:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
}
