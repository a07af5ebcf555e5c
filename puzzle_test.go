package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

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
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
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

			// The same puzzle again, a wrong move first: it is played and
			// the line after it shown, then the position comes back as it
			// was, the answer shown; the answer is then played on.
			wrong := wrongMove(t, g.ID, p)
			fresh := play.MemoryStore{}
			a, c = openPuzzle(t, g.ID, n, fresh)
			answer := c.Puzzle.Answer
			before := puzzleTable(t, a).PositionJSON()
			line := playWrongLine(t, a, wrong, false)
			c = readPuzzle(t, a)
			if !c.Puzzle.Failed || c.Puzzle.Line || c.Puzzle.Played != 0 || !strings.HasPrefix(c.Message, "Not the best move") ||
				!strings.HasPrefix(c.Puzzle.Text, "Not the best move. The best: ") || !slices.Equal(c.Puzzle.Answer, answer) {
				t.Fatalf("back from the wrong move %q: message %q, puzzle %+v", wrong, c.Message, c.Puzzle)
			}
			if after := puzzleTable(t, a).PositionJSON(); after != before {
				t.Fatalf("back from the wrong move %q, the position is not the puzzle's:\nbefore %s\nafter  %s", wrong, before, after)
			}
			if !strings.Contains(fresh["puzzles"], fmt.Sprintf(`"tried":[%d]`, p.ID)) || strings.Contains(fresh["puzzles"], `"solved"`) {
				t.Errorf("the puzzle record after a wrong move: %s", fresh["puzzles"])
			}
			rated := fresh["puzzles"]
			if _, saved := fresh[play.SaveKey(g.ID)]; saved {
				t.Errorf("the puzzle was saved as the game in progress during the wrong move's line")
			}
			// Again, ended at once by its button: the same position.
			playWrongLine(t, a, wrong, true)
			if after := puzzleTable(t, a).PositionJSON(); after != before {
				t.Fatalf("back by its button from the wrong move %q, the position is not the puzzle's:\nbefore %s\nafter  %s", wrong, before, after)
			}
			if fresh["puzzles"] != rated {
				t.Errorf("a second wrong move changed the puzzle record: %s, then %s", rated, fresh["puzzles"])
			}
			if err := puzzleTable(t, a).PlayText(a.Context(), p.Answer[0]); err != nil {
				t.Fatal(err)
			}
			for range 10 {
				scenetest.Frame(a)
			}
			if c = readPuzzle(t, a); c.Puzzle.Played < 1 || c.Puzzle.Line || c.Puzzle.Solved || !c.Puzzle.Failed {
				t.Fatalf("the answer after the wrong move's line left the puzzle %+v", c.Puzzle)
			}
			t.Logf("%s: answer %q tapped as %v; wrong %q: %q, then %q", g.ID, p.Answer[0], answer, wrong, line, readPuzzle(t, a).Puzzle.Text)
		})
	}
}

// puzzleTable is the table on top, as these tests use it.
type puzzleTableScene interface {
	PlayText(a *ui.Context, text string) error
	PositionJSON() string
}

func puzzleTable(t *testing.T, a *shell.App) puzzleTableScene {
	t.Helper()
	s, ok := a.Top().(puzzleTableScene)
	if !ok {
		t.Fatalf("the scene on top is %T, not a table", a.Top())
	}
	return s
}

// playWrongLine plays wrong at the puzzle's position and runs frames while
// its line is shown (the contract's puzzle.line), then until the position
// is back; byButton taps "Back to the puzzle" at once instead. It returns
// the box's line once the line is over.
func playWrongLine(t *testing.T, a *shell.App, wrong string, byButton bool) string {
	t.Helper()
	if err := puzzleTable(t, a).PlayText(a.Context(), wrong); err != nil {
		t.Fatal(err)
	}
	scenetest.Frame(a)
	c := readPuzzle(t, a)
	if !c.Puzzle.Line || !c.Puzzle.Failed || c.Puzzle.Played < 1 || len(c.Puzzle.Answer) != 0 {
		t.Fatalf("after the wrong move %q: message %q, puzzle %+v", wrong, c.Message, c.Puzzle)
	}
	if byButton {
		scenetest.Tap(t, a, "puzzle.back")
		scenetest.Frame(a)
		if c = readPuzzle(t, a); c.Puzzle.Line {
			t.Fatalf("Back to the puzzle left %+v", c.Puzzle)
		}
		return c.Puzzle.Text
	}
	var over string
	deadline := time.Now().Add(30 * time.Second)
	for c.Puzzle.Line {
		if time.Now().After(deadline) {
			t.Fatalf("the wrong move %q's line still shows after 30 s: %+v", wrong, c.Puzzle)
		}
		if st := scenetest.Read(t, a); c.Puzzle.Played > 0 && len(c.Puzzle.Answer) > 0 {
			t.Fatalf("the answer is offered during the wrong move's line: %+v (targets %s)", c.Puzzle, st.IDs())
		}
		if strings.HasPrefix(c.Puzzle.Text, "After that move") || strings.HasPrefix(c.Puzzle.Text, "This is where") {
			over = c.Puzzle.Text
		}
		if c.Puzzle.Played > 1+7 {
			t.Fatalf("the wrong move's line ran %d moves", c.Puzzle.Played)
		}
		scenetest.Frame(a)
		c = readPuzzle(t, a)
	}
	if over == "" {
		t.Fatalf("the wrong move %q's line came back without saying what followed it", wrong)
	}
	scenetest.Frame(a) // the table made again shows the answer
	return over
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

// puzzleSizes are the screens the puzzle screens are checked at: the
// four the project holds every layout to, and the smallest phones.
var puzzleSizes = []scenetest.Screen{{W: 390, H: 844, Scale: 3}, {W: 844, H: 390, Scale: 3}, {W: 360, H: 640, Scale: 2},
	{W: 1280, H: 800, Scale: 1}, {W: 640, H: 360, Scale: 2}, {W: 1920, H: 1080, Scale: 1}}

// puzzleLayouts checks the app's screen at puzzleSizes. At the table, a
// text under the puzzle's box is hidden by its panel (as under a toast),
// and only problems of the puzzle's own (its box, its buttons) count: the
// game's table is checked by its own tests; the others are logged.
func puzzleLayouts(t *testing.T, a *shell.App, name string, problems *[]string) {
	t.Helper()
	for _, sc := range puzzleSizes {
		a.SetDeviceScale(sc.Scale)
		scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
		a.LayoutF(float64(sc.W), float64(sc.H))
		for range 8 {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		c := readPuzzle(t, a)
		var own []string
		if c.Puzzle != nil {
			b := c.Puzzle.Box
			if b.W <= 0 || b.X < -2 || b.Y < -2 || b.X+b.W > st.ScreenW+2 || b.Y+b.H > st.ScreenH+2 {
				*problems = append(*problems, fmt.Sprintf("%s %dx%d: the box at %+v is off the screen", name, sc.W, sc.H, b))
			}
			var shown []scenetest.Text
			for _, tx := range st.Texts {
				under := !tx.Over && tx.X < b.X+b.W && tx.X+tx.W > b.X && tx.Y < b.Y+b.H && tx.Y+tx.H > b.Y
				if !under {
					shown = append(shown, tx)
				}
				if tx.Over && tx.Size < scenetest.MinTextCSS-0.05 && strings.TrimSpace(tx.Text) != "" {
					own = append(own, fmt.Sprintf("text %q is %.1f px", tx.Text, tx.Size))
				}
			}
			st.Texts = shown
			for _, id := range c.Puzzle.Answer {
				if tg, ok := st.Target(id); ok && tg.X < b.X+b.W && tg.X+tg.W > b.X && tg.Y < b.Y+b.H && tg.Y+tg.H > b.Y {
					own = append(own, fmt.Sprintf("the box covers the answer's %s", id))
				}
			}
		}
		for _, p := range scenetest.LayoutProblems(st) {
			if c.Puzzle == nil || strings.Contains(p, "puzzle.") || strings.Contains(p, "Puzzle ") {
				own = append(own, p)
			} else {
				t.Logf("%s %dx%d (the game's own): %s", name, sc.W, sc.H, p)
			}
		}
		for _, p := range own {
			*problems = append(*problems, fmt.Sprintf("%s %dx%d@%g: %s", name, sc.W, sc.H, sc.Scale, p))
		}
		scenetest.SaveShot(t, a, fmt.Sprintf("%s-%dx%d@%g", name, sc.W, sc.H, sc.Scale))
	}
	a.SetDeviceScale(1)
	scenetest.Resize(scenetest.W, scenetest.H)
	a.LayoutF(scenetest.W, scenetest.H)
	scenetest.Frame(a)
}

// TestPuzzleScreensLayout checks the menu's Puzzles page and a puzzle at
// its table, before and after its verdict and while a wrong move's line
// is shown (with SHOTS set, each screen is saved to look at); then the
// verdict's buttons, and the rating on the Statistics page.
func TestPuzzleScreensLayout(t *testing.T) {
	store := play.MemoryStore{}
	a := shell.NewWithStore(shell.Options{Silent: true}, store, games)
	a.LayoutF(scenetest.W, scenetest.H)
	a.Settings.Speed = ui.Instant
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.puzzles")
	var problems []string
	tables := []string{"minustwenty", "for20"}
	puzzleLayouts(t, a, "puzzles", &problems)
	if testing.Short() {
		// make test: the page and one game's table (the long run checks
		// For20's too).
		tables = tables[:1]
	}
	for _, g := range tables {
		if a.Top().Name() == "menu" {
			scenetest.Tap(t, a, "menu.puzzles")
		}
		scenetest.Tap(t, a, "puzzles.next."+g)
		for range 20 {
			scenetest.Frame(a)
		}
		if c := readPuzzle(t, a); c.Puzzle == nil || c.Puzzle.Game != g {
			t.Fatalf("Next of %s opened %+v on %s", g, c.Puzzle, c.Scene)
		}
		puzzleLayouts(t, a, "puzzle-open-"+g, &problems)
		scenetest.Tap(t, a, "play.hint")
		scenetest.Frame(a)
		if c := readPuzzle(t, a); !c.Puzzle.Failed || !strings.HasPrefix(c.Puzzle.Text, "The answer: ") {
			t.Fatalf("after a hint the puzzle is %+v", c.Puzzle)
		}
		puzzleLayouts(t, a, "puzzle-hinted-"+g, &problems)
		// A wrong move's line, at the normal speed (its pause outlasts
		// the sizes' frames), then back at the position.
		c := readPuzzle(t, a)
		q, _ := puzzle.Find(g, c.Puzzle.ID)
		a.Settings.Speed = ui.NormalSpeed
		if err := puzzleTable(t, a).PlayText(a.Context(), wrongMove(t, g, q)); err != nil {
			t.Fatal(err)
		}
		scenetest.Frame(a)
		puzzleLayouts(t, a, "puzzle-wrong-"+g, &problems)
		if c = readPuzzle(t, a); !c.Puzzle.Line || !findTarget(scenetest.Read(t, a), "puzzle.back") {
			t.Errorf("the wrong move's line is not shown with its button after the sizes' frames: %+v", c.Puzzle)
		}
		a.Settings.Speed = ui.Instant
		for i := 0; i < 600 && readPuzzle(t, a).Puzzle.Line; i++ {
			scenetest.Frame(a)
		}
		if c = readPuzzle(t, a); c.Puzzle.Line || c.Puzzle.Played != 0 {
			t.Errorf("the wrong move's line did not come back to the position: %+v", c.Puzzle)
		}
		a.BackToMenu()
		scenetest.Frame(a)
	}
	gametest.ReportLayouts(t, problems)

	// The verdict's buttons: the same puzzle again, then the next.
	scenetest.Tap(t, a, "menu.puzzles")
	scenetest.Tap(t, a, "puzzles.daily.minustwenty")
	id := readPuzzle(t, a).Puzzle.ID
	scenetest.Tap(t, a, "play.hint")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "puzzle.again")
	if c := readPuzzle(t, a); c.Puzzle == nil || c.Puzzle.ID != id || c.Puzzle.Failed {
		t.Fatalf("Try again opened %+v", c.Puzzle)
	}
	scenetest.Tap(t, a, "play.hint")
	scenetest.Frame(a)
	scenetest.Tap(t, a, "puzzle.next")
	if c := readPuzzle(t, a); c.Puzzle == nil || c.Puzzle.ID == id || c.Puzzle.Game != "minustwenty" {
		t.Fatalf("Next puzzle opened %+v after puzzle %d", c.Puzzle, id)
	}
	a.BackToMenu()
	scenetest.Frame(a)
	scenetest.Tap(t, a, "menu.statistics")
	if st := scenetest.Read(t, a); !hasText(st, "Puzzle rating ") {
		t.Errorf("the statistics say nothing of the puzzle rating")
	}
}

// findTarget tells whether the screen has target id.
func findTarget(st scenetest.State, id string) bool {
	_, ok := st.Target(id)
	return ok
}
