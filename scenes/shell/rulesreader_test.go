package shell

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The games' rules files: the shell's tests cannot import the games' scene
// packages (they import this one), so they read the files.
var rulesFiles = []string{"twenty/rules.txt", "minustwenty/rules.txt", "gameof20/rules.txt"}

func readRules(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", file))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// openRules opens a rules reader over a fresh app at w by h device pixels
// and a device scale (as LayoutF sets them: the test screen's monitor has
// scale 1, so other scales are set by hand).
func openRules(t *testing.T, text string, w, h int, scale float64) (*App, *rulesReader) {
	t.Helper()
	a := testApp(t, Options{}, nil)
	frame(a)
	r := newRulesReader("Rules", text)
	a.Push(r)
	resizeApp(a, w, h, scale)
	frame(a)
	return a, r
}

// resizeApp makes the screen w by h device pixels at a device scale.
func resizeApp(a *App, w, h int, scale float64) {
	scenetest.Resize(w, h)
	fw, fh := float64(w), float64(h)
	a.W, a.H, a.Scale = fw, fh, scale
	a.Unit = min(fw/1280, fh/800)
	if fw < fh {
		a.Unit = min(fw/720, fh/1100)
	}
	a.Relayout()
}

func TestRulesReaderHeadingsAndPictures(t *testing.T) {
	for _, s := range []struct {
		line    string
		heading bool
	}{
		{"GOAL", true},
		{"THE DEAL", true},
		{"YOUR TURN: ONE OF TWO THINGS", true},
		{"YOUR TURN: PLAY A CARD, THEN DRAW ONE", true},
		{"TWENTY — a counting card game by Brian Stovel, for 2 to 4 players.", false},
		{"GAME OF 20 — a tile game by Petri Purho, for 2 players.", false},
		{"- Ace to 9: 5 points each", false},
		{"20", false}, // no letter
		{"A VERY LONG LINE IN CAPITALS THAT GOES ON AND ON", false},
	} {
		if got := isHeading(s.line); got != s.heading {
			t.Errorf("isHeading(%q) = %v", s.line, got)
		}
	}
	good := map[string]int{ // picture line: items
		"[cards: QH 4C / JS 4D / QH QS 4C]": 7,
		"[cards: 5S 8S 10S]":                3,
		"[cards:TS/AS]":                     2,
		"[tiles: 3 =7 4]":                   3,
		"[tiles: 20 =1]":                    2,
	}
	for line, n := range good {
		p, ok := parsePicture(line, nil)
		if !ok || len(p.items) != n {
			t.Errorf("parsePicture(%q): ok %v, %d items, want %d", line, ok, len(p.items), n)
		}
	}
	p, _ := parsePicture("[cards: QH 4C / JS 4D / QH QS 4C]", nil)
	if g := p.groups(); g != 3 {
		t.Errorf("%d groups, want 3", g)
	}
	p, _ = parsePicture("[tiles: 3 =7 4]", nil)
	if !p.tiles || p.items[0].tile != 3 || p.items[0].empty || p.items[1].tile != 7 || !p.items[1].empty || p.items[1].label != "7" {
		t.Errorf("tiles parsed as %+v", p)
	}
	for _, bad := range []string{"[cards: QX 4C]", "[cards:]", "[cards: 11S]", "[tiles: 0 4]", "[tiles: =21]", "[tiles: 3 =x]",
		"[dice: 3 4]", "[cards QH]", "[cards: QH", "[cards: / /]"} {
		if _, ok := parsePicture(bad, nil); ok {
			t.Errorf("parsePicture(%q) accepted", bad)
		}
	}
	// A game's own kinds go to the game, with the list trimmed; the
	// shell's kinds stay the shell's.
	game := func(kind, list string) (scenes.RulesPicture, bool) {
		return &testPicture{label: list}, kind == "dots"
	}
	if p, ok := parsePicture("[dots:  3 4 ]", game); !ok || p.game == nil || p.game.(*testPicture).label != "3 4" {
		t.Errorf("[dots: 3 4] with the game's pictures: ok %v, %+v", ok, p)
	}
	if p, ok := parsePicture("[cards: QH]", game); !ok || p.game != nil {
		t.Errorf("[cards: QH] with the game's pictures: ok %v, game %v", ok, p.game)
	}
	if _, ok := parsePicture("[dice: 3 4]", game); ok {
		t.Error("a kind the game refuses was accepted")
	}
}

// testPicture is a game's picture for the tests: a panel as tall as it is
// given, at most 300 CSS pixels wide, with its label in the middle.
type testPicture struct {
	label   string
	w, h    float64
	layouts int
	givenW  float64
	live    bool // laid out and not disposed since
	leaked  bool // laid out again while live
}

func (p *testPicture) Height(a *ui.Context) float64 { return 120 * max(1, a.Scale) }

func (p *testPicture) Layout(a *ui.Context, w, h float64) (float64, float64) {
	p.layouts++
	p.leaked = p.leaked || p.live
	p.live, p.givenW = true, w
	p.w, p.h = min(w, 300*max(1, a.Scale)), h
	return p.w, p.h
}

func (p *testPicture) Draw(a *ui.Context, dst *ebiten.Image, x, y float64) {
	r := sprites.Rect{X: x, Y: y, W: p.w, H: p.h}
	sprites.Panel(dst, r, 4, sprites.Gold)
	cx, cy := r.Center()
	a.Text.Draw(dst, p.label, cx, cy, sprites.Style{Size: min(a.U(22), p.h/2), Color: sprites.Ink})
}

func (p *testPicture) Dispose() { p.live = false }

// TestRulesReaderGamePictures: a game's own pictures, found by the game
// whose rules the reader shows, get whole rows and the page's width, lie
// between the text rows without covering them at every size, are drawn
// without allocating, and are freed when the reader closes.
func TestRulesReaderGamePictures(t *testing.T) {
	defer scenetest.Resize(scenetest.W, scenetest.H)
	text := readRules(t, "minustwenty/rules.txt")
	text = strings.Replace(text, "\n\n", "\n[dots: first]\n\n", 1) + "\n[dots: last]\n[dice: refused]\n"
	var made []*testPicture
	g := plugBare(minustwenty.Def)
	g.RulesText = text
	g.RulesPictures = func(kind, list string) (scenes.RulesPicture, bool) {
		p := &testPicture{label: list}
		made = append(made, p)
		return p, kind == "dots"
	}
	a := NewWithStore(Options{Silent: true}, play.MemoryStore{}, []*scenes.Game{g})
	a.LayoutF(scenetest.W, scenetest.H)
	frame(a)
	var problems []string
	for _, sc := range []scenetest.Screen{{W: 360, H: 640, Scale: 1}, {W: 360, H: 640, Scale: 3}, {W: 844, H: 390, Scale: 1}, {W: 1280, H: 800, Scale: 1}} {
		made = made[:0]
		r := newGameRules(g)
		a.Push(r)
		resizeApp(a, int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale), sc.Scale)
		frame(a)
		name := fmt.Sprintf("%dx%d@%g", sc.W, sc.H, sc.Scale)
		var games []scenes.RulesPicture
		for _, p := range r.pics {
			if p.game != nil {
				games = append(games, p.game)
			}
		}
		if len(made) != 3 || len(games) != 2 || games[0] != made[0] || games[1] != made[1] {
			t.Fatalf("%s: %d pictures made, %d in the reader", name, len(made), len(games))
		}
		for i, row := range r.rows {
			if row.kind != blockPicture || row.part != 0 || r.pics[row.pic].game == nil {
				continue
			}
			p := &r.pics[row.pic]
			tp := p.game.(*testPicture)
			if tp.layouts != 1 || tp.givenW > r.textW || p.board.W > r.textW || p.board.Y < 0 || p.board.Y+p.board.H > float64(p.rows)*r.lineHeight {
				t.Errorf("%s: picture %q laid out %d times in %.0f of %.0f, at %+v in %d rows of %.0f", name, tp.label, tp.layouts, tp.givenW, r.textW, p.board, p.rows, r.lineHeight)
			}
			if want := min(r.lines, max(3, int(math.Ceil(120*sc.Scale/r.lineHeight)))); p.rows != want {
				t.Errorf("%s: picture %q has %d rows, want %d", name, tp.label, p.rows, want)
			}
			// Every page showing the picture: it and the text around it.
			r.scrollTo(i)
			frame(a)
			scenetest.Read(t, a)
			frame(a)
			for _, pr := range scenetest.LayoutProblems(scenetest.Read(t, a)) {
				problems = append(problems, name+": "+pr)
			}
			if scenetest.Window() && sc == (scenetest.Screen{W: 360, H: 640, Scale: 1}) && tp.label == "first" {
				scenetest.CheckSteadyFramesDoNotAllocate(t, a)
			}
		}
		if last := r.rows[len(r.rows)-1]; last.kind != blockText || last.text != "[dice: refused]" {
			t.Errorf("%s: the refused picture line is %+v", name, last)
		}
		tap(t, a, "rules.close")
		for _, p := range made[:2] {
			if p.live || p.leaked {
				t.Errorf("%s: picture %q not disposed after closing (%v) or before a new layout (%v)", name, p.label, p.live, p.leaked)
			}
		}
	}
	if len(problems) > 0 {
		t.Errorf("%d layout problems:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
}

// TestRulesReaderRows: the rows of each game's rules at every size: the
// title line is text, the section names are headings with an empty row
// above, the picture lines are pictures, a bad picture line is text, and
// no row is wider than the page.
func TestRulesReaderRows(t *testing.T) {
	for _, file := range rulesFiles {
		text := readRules(t, file) + "\n[cards: QH XX]\n"
		wantPics := strings.Count(text, "\n[cards:") + strings.Count(text, "\n[tiles:") - 1
		for _, size := range append(scenetest.Sizes, [2]int{200, 200}, [2]int{320, 480}) {
			a, r := openRules(t, text, size[0], size[1], 1)
			name := fmt.Sprintf("%s %dx%d", file, size[0], size[1])
			if len(r.rows) == 0 || r.rows[0].kind != blockText || !strings.HasPrefix(text, r.rows[0].text) {
				t.Fatalf("%s: the title line is not the first text row: %+v", name, r.rows[:1])
			}
			if len(r.pics) != wantPics {
				t.Errorf("%s: %d pictures, want %d", name, len(r.pics), wantPics)
			}
			headings, pictures := 0, 0
			body, heading := r.style(a.Context()), r.headingStyle(a.Context())
			for i, row := range r.rows {
				switch row.kind {
				case blockHeading:
					headings++
					if strings.IndexFunc(row.text, unicode.IsLower) >= 0 {
						t.Errorf("%s: heading %q has lowercase", name, row.text)
					}
					if i > 0 && r.rows[i-1].kind != blockBlank && r.rows[i-1].kind != blockHeading {
						t.Errorf("%s: no empty row above heading %q", name, row.text)
					}
					if w := rowWidth(a.Context(), row.text, heading); row.x+w > r.textW+0.5 {
						t.Errorf("%s: heading %q is %.0f wide at %.0f, the page's rows %.0f", name, row.text, w, row.x, r.textW)
					}
				case blockText:
					if w := rowWidth(a.Context(), row.text, body); row.x+w > r.textW+0.5 && len([]rune(row.text)) > 1 {
						t.Errorf("%s: row %q is %.0f wide at %.0f, the page's rows %.0f", name, row.text, w, row.x, r.textW)
					}
					if row.text == "" || row.text != strings.TrimSpace(row.text) {
						t.Errorf("%s: row %q", name, row.text)
					}
				case blockPicture:
					if row.part == 0 {
						pictures++
						p := &r.pics[row.pic]
						if p.rows < 1 || p.rows > r.lines || i+p.rows > len(r.rows) {
							t.Errorf("%s: a picture of %d rows on a page of %d", name, p.rows, r.lines)
						}
						for part := 1; part < p.rows; part++ {
							if q := r.rows[i+part]; q.kind != blockPicture || q.pic != row.pic || q.part != part {
								t.Errorf("%s: picture row %d is %+v", name, part, q)
							}
						}
						right := 0.0
						for _, it := range p.items {
							right = max(right, it.x+p.side)
							if !p.tiles {
								right = max(right, it.x+float64(r.cardAtlas.W))
							}
						}
						if right > r.textW+1 {
							t.Errorf("%s: a picture %.0f wide in rows %.0f wide", name, right, r.textW)
						}
					}
				}
			}
			if headings < 5 {
				t.Errorf("%s: %d heading rows", name, headings)
			}
			if pictures != wantPics {
				t.Errorf("%s: %d pictures drawn in rows, want %d", name, pictures, wantPics)
			}
			if last := r.rows[len(r.rows)-1]; last.kind != blockText || last.text != "XX]" && !strings.HasSuffix(last.text, "XX]") {
				t.Errorf("%s: the bad picture line is not text at the end: %+v", name, last)
			}
			a.Pop()
		}
	}
}

// TestRulesReaderScrollsToTheLastRow: the page label, the buttons turning
// off at the ends, the last row shown at the end, and a page never starting
// inside a picture.
func TestRulesReaderScrollsToTheLastRow(t *testing.T) {
	for _, file := range rulesFiles {
		for _, size := range [][2]int{{1280, 720}, {390, 844}} {
			a, r := openRules(t, readRules(t, file), size[0], size[1], 1)
			name := fmt.Sprintf("%s %dx%d", file, size[0], size[1])
			_, pages := r.pages()
			if pages < 2 {
				t.Fatalf("%s: %d pages", name, pages)
			}
			if want := fmt.Sprintf("Page 1 of %d", pages); r.label != want {
				t.Errorf("%s: label %q, want %q", name, r.label, want)
			}
			if r.up.Enabled || !r.down.Enabled {
				t.Errorf("%s: at the top, up %v down %v", name, r.up.Enabled, r.down.Enabled)
			}
			for i := 0; r.down.Enabled; i++ {
				if i > 100 {
					t.Fatalf("%s: Down never reaches the end", name)
				}
				tap(t, a, "rules.down")
				if r.rows[r.line].part != 0 {
					t.Fatalf("%s: the page starts in a picture", name)
				}
			}
			if r.line+r.lines < len(r.rows) {
				t.Errorf("%s: at the end rows %d..%d shown of %d", name, r.line, r.line+r.lines, len(r.rows))
			}
			if want := fmt.Sprintf("Page %d of %d", pages, pages); r.label != want {
				t.Errorf("%s: label %q at the end, want %q", name, r.label, want)
			}
			// Row by row back up: never inside a picture, every picture
			// drawn whole at the top on the way.
			rowByRow(t, a, r, ebiten.KeyUp, r.up, name+": Up never reaches the top")
			if r.line != 0 || r.label != fmt.Sprintf("Page 1 of %d", pages) {
				t.Errorf("%s: back at the top: line %d, %q", name, r.line, r.label)
			}
			// A finger drags the page up by two rows and a half: two
			// rows further on; dragged down again, back at the top.
			a.Input.InjectDrag(-2.5 * r.lineHeight)
			frame(a)
			if r.line != 2 || r.rows[r.line].part != 0 {
				t.Errorf("%s: dragged 2.5 rows up: first row %d", name, r.line)
			}
			a.Input.InjectDrag(5 * r.lineHeight)
			frame(a)
			if r.line != 0 {
				t.Errorf("%s: dragged back down: first row %d", name, r.line)
			}
			// And row by row down.
			rowByRow(t, a, r, ebiten.KeyDown, r.down, name+": Down never reaches the end")
			tap(t, a, "rules.close")
			if a.Top() == ui.Scene(r) || r.cardAtlas != nil || r.tileAtlas != nil {
				t.Errorf("%s: closing left the reader or its images", name)
			}
		}
	}
}

// TestRulesReaderKeepsItsPlaceOnResize: turning a phone keeps the first
// line shown.
func TestRulesReaderKeepsItsPlaceOnResize(t *testing.T) {
	a, r := openRules(t, readRules(t, "minustwenty/rules.txt"), 1280, 720, 1)
	tap(t, a, "rules.down")
	src := r.rows[r.line].src
	resizeApp(a, 390, 844, 1)
	frame(a)
	// The row the page started with is on the new page (at its top, but
	// near the end the page cannot scroll that far).
	end := r.line + r.lines
	if r.rows[r.line].src > src || end < len(r.rows) && r.rows[end].src <= src {
		t.Errorf("first row at %d before the resize; after, rows %d..%d from %d shown", src, r.line, end, r.rows[r.line].src)
	}
	if r.line+r.lines < len(r.rows) && r.line > 0 && r.rows[r.line+1].src <= src && r.rows[r.line].kind != blockPicture {
		t.Errorf("first row at %d before the resize; after, %d, the next %d", src, r.rows[r.line].src, r.rows[r.line+1].src)
	}
}

// TestRulesReaderLayout checks every page of every game's rules at the
// players' screen sizes and device scales 1 to 3: no text over another or
// over a button, nothing off the screen. $SHOTS=dir saves the pages with a
// picture.
func TestRulesReaderLayout(t *testing.T) {
	defer func() {
		scenetest.Resize(scenetest.W, scenetest.H)
	}()
	var problems []string
	for _, file := range rulesFiles {
		game := filepath.Dir(file)
		for _, scale := range []float64{1, 2, 3} {
			for _, size := range scenetest.Sizes {
				if scale > 1 && size[0] > 1024 {
					continue // a desktop at scale 3 is a screen larger than any
				}
				if testing.Short() && scale == 2 {
					continue // make test: scales 1 and 3; make test-long all three
				}
				w, h := int(float64(size[0])*scale), int(float64(size[1])*scale)
				a, r := openRules(t, readRules(t, file), w, h, scale)
				scenetest.Read(t, a) // the next frames record their texts
				for page := 0; ; page++ {
					frame(a)
					st := scenetest.Read(t, a)
					for _, p := range scenetest.LayoutProblems(st) {
						problems = append(problems, fmt.Sprintf("%s %dx%d@%g line %d: %s", game, size[0], size[1], scale, r.line, p))
					}
					shown := false
					for i := r.line; i < min(len(r.rows), r.line+r.lines); i++ {
						shown = shown || r.rows[i].kind == blockPicture && r.rows[i].part == 0 && i+r.pics[r.rows[i].pic].rows <= r.line+r.lines
					}
					if shown && (scale == 1 && size == [2]int{1280, 720} || size == [2]int{390, 844}) {
						scenetest.SaveShot(t, a, fmt.Sprintf("rules-%s-%dx%d@%g-line%d", game, size[0], size[1], scale, r.line))
					}
					if !r.down.Enabled || page > 100 {
						break
					}
					tap(t, a, "rules.down")
				}
			}
		}
	}
	if len(problems) > 0 {
		t.Errorf("%d layout problems:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
}

// TestRulesReaderTinyScreens: squeezed to nothing, the reader still runs.
func TestRulesReaderTinyScreens(t *testing.T) {
	defer scenetest.Resize(scenetest.W, scenetest.H)
	a, _ := openRules(t, readRules(t, "twenty/rules.txt"), 200, 200, 1)
	for _, size := range [][3]float64{{200, 200, 3}, {60, 40, 1}, {1, 1, 1}, {1, 300, 2}, {300, 1, 1}, {200, 200, 1}} {
		resizeApp(a, int(size[0]), int(size[1]), size[2])
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("%v: %v", size, p)
		}
		a.Input.InjectKey(ebiten.KeyPageDown)
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("%v: %v", size, p)
		}
		a.Input.InjectKey(ebiten.KeyDown)
		if p := scenetest.SafeFrame(a); p != nil {
			t.Fatalf("%v: %v", size, p)
		}
	}
}

// TestRulesReaderFramesDoNotAllocateInWindow: a page with a picture, still.
func TestRulesReaderFramesDoNotAllocateInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	a, r := openRules(t, readRules(t, "twenty/rules.txt"), scenetest.W, scenetest.H, 1)
	for i, row := range r.rows {
		if row.kind == blockPicture {
			r.scrollTo(i)
			break
		}
	}
	frame(a)
	scenetest.CheckSteadyFramesDoNotAllocate(t, a)
}

// rowByRow presses key until button b (its page-sized twin) turns off,
// checking that no page starts inside a picture on the way.
func rowByRow(t *testing.T, a *App, r *rulesReader, key ebiten.Key, b *ui.Button, stuck string) {
	t.Helper()
	for i := 0; b.Enabled; i++ {
		if i > 1000 {
			t.Fatal(stuck)
		}
		a.Input.InjectKey(key)
		frame(a)
		if r.rows[r.line].part != 0 {
			t.Fatalf("%s: the page starts in a picture", stuck)
		}
	}
}
