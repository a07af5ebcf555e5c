package shell

import (
	"encoding/json"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/ui"
)

// The shell's tests run without any game's scene package (the shell
// imports no game): bare scenes over the real rules stand in for the
// games. The games' own scene tests live beside their scenes.

func TestMain(m *testing.M) { scenetest.Main(m) }

var (
	bareTwenty = plugBare(twenty.Def)
	bareStrong = plugBare(twentystrong.Def)
	bareGames  = []*scenes.Game{bareTwenty, plugBare(minustwenty.Def), plugBare(gameof20.Def), bareStrong}
)

// plugBare plugs a game's descriptor with a scene that draws nothing.
func plugBare[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O]) *scenes.Game {
	return scenes.Plug(def, "The rules.", func(a *ui.Context, g *scenes.Game, m *play.Match[S, M], cfg scenes.GameConfig, resumed bool) scenes.TableScene {
		return &bareScene[S, M]{Table: scenes.NewTable[S, M](g, cfg, m, nil), game: g, over: m.State.Over}
	})
}

// bareScene has a table (for the shell to attach to) but neither runs nor
// draws it.
type bareScene[S rules.State[S, M], M rules.Move] struct {
	scenes.Table[S, M]
	game *scenes.Game
	over func() bool
}

func (s *bareScene[S, M]) Name() string                              { return "play" }
func (s *bareScene[S, M]) Update(a *ui.Context)                      {}
func (s *bareScene[S, M]) Draw(a *ui.Context, screen *ebiten.Image)  {}
func (s *bareScene[S, M]) GameID() string                            { return s.game.ID }
func (s *bareScene[S, M]) IsOver() bool                              { return s.over() }
func (s *bareScene[S, M]) HintText() string                          { return "" }
func (s *bareScene[S, M]) Animating() bool                           { return true }
func (s *bareScene[S, M]) AppendTargets(dst []ui.Target) []ui.Target { return dst }
func (s *bareScene[S, M]) Message() string                           { return "" }
func (s *bareScene[S, M]) Search() scenes.SearchStatus               { return scenes.SearchStatus{} }
func (s *bareScene[S, M]) Inspected() (scenes.Inspection, bool)      { return scenes.Inspection{}, false }

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
