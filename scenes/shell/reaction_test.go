package shell

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// The shared table with reaction windows, over rulestest's Claims: a claim
// on a turn, then every other player in turn order may block it or allow it.

type claimsOptions struct{ Players int }

var claimsDef = &gamedef.Def[*rulestest.Claims, rulestest.ClaimMove, claimsOptions]{
	ID: "claims", Title: "Claims", MinPlayers: 2, MaxPlayers: rulestest.ClaimsMaxPlayers,
	Base: func(players int) claimsOptions { return claimsOptions{Players: players} },
	New: func(o claimsOptions, seed uint64) (*rulestest.Claims, error) {
		return rulestest.NewClaims(o.Players, seed), nil
	},
}

// claimsScene plays every human's decision with the first legal move once
// the table says the device is theirs, and the computer's with the search.
type claimsScene struct {
	scenes.Table[*rulestest.Claims, rulestest.ClaimMove]
	asked []rules.Decision // the human decisions, in order
}

var claimsGame = scenes.Plug(claimsDef, "Claim points; the others may block.", func(a *ui.Context, g *scenes.Game, m *play.Match[*rulestest.Claims, rulestest.ClaimMove], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
	s := &claimsScene{}
	s.Table = scenes.NewTable(g, cfg, m, s)
	return s
})

func (s *claimsScene) Name() string                                   { return "play" }
func (s *claimsScene) DrawBoard(*ui.Context, *ebiten.Image)           {}
func (s *claimsScene) Status() string                                 { return "" }
func (s *claimsScene) GameID() string                                 { return "claims" }
func (s *claimsScene) IsOver() bool                                   { return s.Match.State.Over() }
func (s *claimsScene) Animating() bool                                { return true }
func (s *claimsScene) AppendBoardTargets(dst []ui.Target) []ui.Target { return dst }
func (s *claimsScene) AnswerTaps(string, []ui.Target) []string        { return nil }

// The board: no view, and every decision the table hands it is answered
// with the first legal move.
func (s *claimsScene) BeginTick(*ui.Context)                     {}
func (s *claimsScene) Escape() bool                              { return false }
func (s *claimsScene) Show(*ui.Context, rules.Event) scenes.Beat { return 0 }
func (s *claimsScene) Skip()                                     {}
func (s *claimsScene) Step(*ui.Context)                          {}
func (s *claimsScene) Hold(*ui.Context) bool                     { return false }
func (s *claimsScene) Resync()                                   {}
func (s *claimsScene) Played(rulestest.ClaimMove)                {}
func (s *claimsScene) Hint(rulestest.ClaimMove) string           { return "" }
func (s *claimsScene) Refresh(*ui.Context)                       {}
func (s *claimsScene) Results() *scenes.Results {
	return scenes.NewResults(s.Game, "Over", nil, s.Config)
}
func (s *claimsScene) Inspect(*ui.Context, float64, float64) (scenes.Inspection, bool) {
	return scenes.Inspection{}, false
}

func (s *claimsScene) Input(*ui.Context) (in scenes.Intent[rulestest.ClaimMove]) {
	if !s.Match.State.Over() {
		s.asked = append(s.asked, s.Match.State.Decision())
		in.Play(s.Match.Legal()[0])
	}
	return in
}

// playClaims plays a game of Claims to its end through the app, tapping
// Ready on every pass screen, and returns the pass screens' reasons.
func playClaims(t *testing.T, seats []play.Seat) (*claimsScene, []string) {
	t.Helper()
	a := NewWithStore(Options{Silent: true}, play.MemoryStore{}, []*scenes.Game{claimsGame})
	a.LayoutF(1280, 800)
	a.Settings.Speed = ui.Instant
	if err := a.StartGame(claimsGame, scenes.GameConfig{Seats: seats, Seed: 3}); err != nil {
		t.Fatal(err)
	}
	s := a.Top().(*claimsScene)
	var reasons []string
	for i := 0; i < 5000 && !s.Match.State.Over(); i++ {
		if p, ok := a.Top().(interface{ Reason() string }); ok {
			reasons = append(reasons, p.Reason())
			tap(t, a, "pass.ready")
			continue
		}
		frame(a)
	}
	if !s.Match.State.Over() {
		t.Fatal("the game did not end")
	}
	return s, reasons
}

// TestReactionWindowsInHotSeat: with everyone at one device, every human
// asked to answer a claim gets the device behind a pass screen that names
// whose move may be answered, the same words whether or not they hold a
// token to block with.
func TestReactionWindowsInHotSeat(t *testing.T) {
	s, reasons := playClaims(t, []play.Seat{{Human: true}, {Human: true}, {Human: true}})
	reactions := 0
	for _, d := range s.asked {
		if d.Kind == rules.Reaction {
			reactions++
		}
	}
	answers := 0
	for _, r := range reasons {
		if strings.Contains(r, "may answer") {
			answers++
		}
	}
	if reactions == 0 || answers != reactions {
		t.Fatalf("%d reactions asked, %d pass screens for them (%d in all)", reactions, answers, len(reasons))
	}
}

// TestReactionWindowsWithOneHuman: against the computer the device is the
// human's: they are asked to answer at once, with no pass screen.
func TestReactionWindowsWithOneHuman(t *testing.T) {
	s, reasons := playClaims(t, []play.Seat{{Level: 0}, {Human: true}, {Level: 0}})
	reactions := 0
	for _, d := range s.asked {
		if d.Kind == rules.Reaction && d.Player == 1 {
			reactions++
		}
	}
	if len(reasons) != 0 || reactions == 0 {
		t.Fatalf("%d pass screens, %d answers asked of the human", len(reasons), reactions)
	}
}
