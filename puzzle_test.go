package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// puzzleContract is what these tests read of the test contract.
type puzzleContract struct {
	Scene   string              `json:"scene"`
	Message string              `json:"message"`
	Puzzle  *scenes.PuzzleState `json:"puzzle"`
}

func readPuzzle(t *testing.T, a *shell.App) puzzleContract {
	t.Helper()
	var c puzzleContract
	if err := json.Unmarshal([]byte(a.StateJSON()), &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// openPuzzle opens game's puzzle n as ?game=ID&puzzle=N does and runs
// frames until the person may play its answer.
func openPuzzle(t *testing.T, game string, n int, store play.MemoryStore) (*shell.App, puzzleContract) {
	t.Helper()
	a := shell.NewWithStore(shell.Options{Silent: true, Game: game, Puzzle: n}, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	a.Settings.Speed = ui.Instant
	for range 120 {
		scenetest.Frame(a)
		if c := readPuzzle(t, a); c.Puzzle != nil && len(c.Puzzle.Answer) > 0 {
			return a, c
		}
	}
	t.Fatalf("%s puzzle %d: no answer to tap after 120 frames: %+v", game, n, readPuzzle(t, a))
	return nil, puzzleContract{}
}

// TestPuzzleSolvedByTapping opens a puzzle of every game by its address,
// taps its answer through the contract's ids, and sees it solved, rated
// and the game played on from it; a legal wrong move is refused with the
// reason, the position as it was, and the puzzle counted as not solved.
func TestPuzzleSolvedByTapping(t *testing.T) {
	for _, g := range games {
		t.Run(g.ID, func(t *testing.T) {
			// The first puzzle whose answer names more than a button: its
			// taps are worked out from the cards on screen.
			n := 1
			for i, q := range puzzle.Set(g.ID) {
				if len(strings.Fields(q.Answer[0])) > 1 {
					n = i + 1
					break
				}
			}
			p := puzzle.Set(g.ID)[n-1]
			store := play.MemoryStore{}
			a, c := openPuzzle(t, g.ID, n, store)
			if c.Puzzle.Game != g.ID || c.Puzzle.ID != p.ID || c.Puzzle.Count != puzzle.Count(g.ID) || c.Puzzle.Played != 0 ||
				!strings.HasPrefix(c.Puzzle.Text, p.Goal) || c.Puzzle.Solved || c.Puzzle.Failed {
				t.Fatalf("the puzzle opened as %+v", c.Puzzle)
			}
			for _, id := range c.Puzzle.Answer {
				for range 30 { // a selection may show its next target a few frames on
					if _, ok := scenetest.Read(t, a).Target(id); ok {
						break
					}
					scenetest.Frame(a)
				}
				scenetest.Tap(t, a, id)
			}
			for range 10 {
				scenetest.Frame(a)
			}
			c = readPuzzle(t, a)
			if !c.Puzzle.Solved || c.Puzzle.Played < 1 || !strings.HasPrefix(c.Puzzle.Text, "Solved!") {
				t.Fatalf("after tapping %v (%q) the puzzle is %+v", c.Puzzle.Answer, p.Answer[0], c.Puzzle)
			}
			if !strings.Contains(store["puzzles"], fmt.Sprintf(`"tried":[%d]`, p.ID)) || !strings.Contains(store["puzzles"], fmt.Sprintf(`"solved":[%d]`, p.ID)) {
				t.Errorf("the puzzle record after solving: %s", store["puzzles"])
			}
			if _, saved := store[play.SaveKey(g.ID)]; saved {
				t.Errorf("the puzzle was saved as the game in progress")
			}

			// The same puzzle again, a wrong move first.
			wrong := wrongMove(t, g.ID, p)
			fresh := play.MemoryStore{}
			a, c = openPuzzle(t, g.ID, n, fresh)
			answer := c.Puzzle.Answer
			player, ok := a.Top().(interface {
				PlayText(a *ui.Context, text string) error
			})
			if !ok {
				t.Fatalf("the scene on top is %T, not a table", a.Top())
			}
			if err := player.PlayText(a.Context(), wrong); err != nil {
				t.Fatal(err)
			}
			scenetest.Frame(a)
			c = readPuzzle(t, a)
			if !c.Puzzle.Failed || c.Puzzle.Played != 0 || !strings.HasPrefix(c.Message, "Not the best move") ||
				!strings.HasPrefix(c.Puzzle.Text, "Not the best move. The best: ") || !slices.Equal(c.Puzzle.Answer, answer) {
				t.Fatalf("after the wrong move %q: message %q, puzzle %+v", wrong, c.Message, c.Puzzle)
			}
			if !strings.Contains(fresh["puzzles"], fmt.Sprintf(`"tried":[%d]`, p.ID)) || strings.Contains(fresh["puzzles"], `"solved"`) {
				t.Errorf("the puzzle record after a wrong move: %s", fresh["puzzles"])
			}
			t.Logf("%s: answer %q tapped as %v; wrong %q: %s", g.ID, p.Answer[0], answer, wrong, c.Puzzle.Text)
		})
	}
}

// wrongMove is a legal move at the puzzle's position that is not its
// answer.
func wrongMove(t *testing.T, game string, p puzzle.Puzzle) string {
	t.Helper()
	var legal []string
	switch game {
	case "twenty":
		legal = legalTexts(t, twenty.Def, p.Record())
	case "minustwenty":
		legal = legalTexts(t, minustwenty.Def, p.Record())
	case "gameof20":
		legal = legalTexts(t, gameof20.Def, p.Record())
	case "twentystrong":
		legal = legalTexts(t, twentystrong.Def, p.Record())
	case "for20":
		legal = legalTexts(t, for20.Def, p.Record())
	}
	for _, m := range legal {
		if !p.IsAnswer(m) {
			return m
		}
	}
	t.Fatalf("%s puzzle %d: no legal move but the answer (%v)", game, p.ID, legal)
	return ""
}

func legalTexts[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], rec rules.Record) []string {
	t.Helper()
	st, _, err := def.Restore(rec)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range st.AppendLegal(nil) {
		out = append(out, m.String())
	}
	return out
}
