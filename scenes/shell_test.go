package scenes

import (
	"encoding/json"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// The shell's tests run without any game's scene package (the shell
// imports no game): bare scenes over the real rules stand in for the
// games. The games' own scene tests live beside their scenes.

func TestMain(m *testing.M) { scenetest.Main(m) }

var (
	bareTwenty = plugBare(twenty.Def)
	bareStrong = plugBare(twentystrong.Def)
	bareGames  = []*Game{bareTwenty, plugBare(minustwenty.Def), plugBare(gameof20.Def), bareStrong}
)

// plugBare plugs a game's descriptor with a scene that draws nothing.
func plugBare[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O]) *Game {
	return Plug(def, "The rules.", func(a *Context, g *Game, m *play.Match[S, M], cfg GameConfig, resumed bool) Scene {
		return &bareScene{game: g, over: m.State.Over}
	})
}

type bareScene struct {
	game *Game
	over func() bool
}

func (s *bareScene) Name() string                          { return "play" }
func (s *bareScene) Update(a *Context)                     {}
func (s *bareScene) Draw(a *Context, screen *ebiten.Image) {}
func (s *bareScene) GameID() string                        { return s.game.ID }
func (s *bareScene) IsOver() bool                          { return s.over() }
func (s *bareScene) HintText() string                      { return "" }
func (s *bareScene) Animating() bool                       { return true }
func (s *bareScene) AppendTargets(dst []Target) []Target   { return dst }
func (s *bareScene) Message() string                       { return "" }
func (s *bareScene) Search() SearchStatus                  { return SearchStatus{} }
func (s *bareScene) Inspected() (Inspection, bool)         { return Inspection{}, false }

// testApp builds an app of the bare games with a memory store and the
// test screen's size.
func testApp(t testing.TB, opts Options, store play.Store) *App {
	t.Helper()
	opts.Silent = true
	if store == nil {
		store = play.MemoryStore{}
	}
	a := NewWithStore(opts, store, bareGames)
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}

func frame(a *App)                               { scenetest.Frame(a) }
func tap(t testing.TB, a *App, id string)        { t.Helper(); scenetest.Tap(t, a, id) }
func state(t testing.TB, a *App) scenetest.State { t.Helper(); return scenetest.Read(t, a) }

// realSave is the save of a game a few moves in, as Match.Save writes it.
func realSave[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], moves int) string {
	t.Helper()
	st, rec, err := def.Start(def.MinPlayers, def.DefaultChoices(), 11)
	if err != nil {
		t.Fatal(err)
	}
	var legal []M
	for i := 0; i < moves && !st.Over(); i++ {
		legal = st.AppendLegal(legal[:0])
		m := legal[i%len(legal)]
		if err := st.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	seats := make([]play.Seat, def.MinPlayers)
	seats[0].Human = true
	b, err := json.Marshal(play.SavedGame{Version: play.SaveVersion, Record: rec, Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
