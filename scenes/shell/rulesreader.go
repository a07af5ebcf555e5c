package shell

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// rulesReader shows a game's rules over the current scene, scrollable with
// the wheel, arrows, Page Up/Down or the buttons.
//
// The text is read once into blocks (paragraph lines, headings, blank
// lines, pictures: the shell's cards and tiles, and the game's own, made
// by the Game.RulesPictures of the game whose rules these are). Each
// layout breaks the blocks into rows one line tall: paragraphs are wrapped
// to the page's width, a picture takes a whole number of rows. A frame draws the rows the page shows and nothing else,
// and makes no strings: the rows are slices of the rules text, the page
// label is made only when the page changes.
type rulesReader struct {
	title, text string
	close, up   *ui.Button
	down        *ui.Button

	blocks []rulesBlock
	pics   []rulesPicture

	// Set by relayout, when the screen's size changes.
	laidOut    bool
	layout     int
	pageRect   sprites.Rect
	textX      float64 // left edge of the rows
	textW      float64 // width of the rows
	top        float64 // top of the first row shown
	lineHeight float64
	rows       []rulesRow
	lines      int // whole rows the page shows
	lastLine   int // the first row shown when scrolled to the end
	cardAtlas  *sprites.CardAtlas
	tileAtlas  *sprites.TileAtlas

	pageStarts []int // the first rows of the pages Next turns to from the top

	line  int     // the first row shown
	wheel float64 // wheel motion not yet a whole row
	drag  float64 // a finger's drag not yet a whole row

	// label is "Page N of M", made again only when labelKey changes.
	label    string
	labelKey [3]int
}

// rulesBlockKind says what a line of the rules text is.
type rulesBlockKind uint8

const (
	blockBlank rulesBlockKind = iota
	blockText
	blockHeading
	blockPicture
)

// rulesBlock is one line of the rules text.
type rulesBlock struct {
	kind   rulesBlockKind
	src    int // byte offset of the line's first non-space in the text
	text   string
	spaces int // leading spaces (a nested list item)
	marker int // bytes of a list marker at the start of text: "- ", "1. "
	pic    int // blockPicture: index in pics
}

// rulesRow is one row of the page, one line tall.
type rulesRow struct {
	kind rulesBlockKind
	text string  // a slice of the rules text ("" for blank and picture rows)
	x    float64 // from the rows' left edge
	src  int     // offset in the text, to keep the reader's place on resize
	pic  int     // picture rows: the picture
	part int     // picture rows: which of its rows (0: the first)
}

// maxHeadingRunes: a heading is a short line in capitals.
const maxHeadingRunes = 40

// rulesHeading is the table's green, dark on the paper page.
var rulesHeading = sprites.Felt

func newRulesReader(title, text string) *rulesReader {
	r := &rulesReader{title: title, text: text,
		close: ui.NewButton("rules.close", "Close").WithKey(ebiten.KeyEscape),
		up:    ui.NewButton("rules.up", "Previous").WithKey(ebiten.KeyPageUp),
		down:  ui.NewButton("rules.down", "Next").WithKey(ebiten.KeyPageDown),
	}
	r.parse(nil)
	return r
}

// newGameRules is the reader of a game's rules, with its own pictures.
func newGameRules(g *scenes.Game) *rulesReader {
	r := newRulesReader(g.Title, "")
	r.text = g.RulesText
	r.parse(g.RulesPictures)
	return r
}

func (r *rulesReader) Name() string { return "rules" }

// Animating: drawn every frame (its buttons answer the pointer).
func (r *rulesReader) Animating() bool { return true }

func (r *rulesReader) Message() string { return "" }

// parse reads the text into blocks, one per line; game makes the game's
// own pictures (nil: none).
func (r *rulesReader) parse(game gamePictures) {
	r.blocks, r.pics = r.blocks[:0], r.pics[:0]
	text := r.text
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		line := strings.TrimRight(text[start:end], " \t\r")
		trimmed := strings.TrimLeft(line, " \t")
		b := rulesBlock{src: start + len(line) - len(trimmed), text: trimmed, spaces: len(line) - len(trimmed)}
		switch {
		case trimmed == "":
			b.kind = blockBlank
		case isHeading(trimmed):
			b.kind = blockHeading
		default:
			b.kind = blockText
			if pic, ok := parsePicture(trimmed, game); ok {
				b.kind, b.pic = blockPicture, len(r.pics)
				r.pics = append(r.pics, pic)
			} else {
				b.marker = listMarker(trimmed)
			}
		}
		r.blocks = append(r.blocks, b)
		start = end + 1
	}
	// No blank rows at the end of the page.
	for len(r.blocks) > 0 && r.blocks[len(r.blocks)-1].kind == blockBlank {
		r.blocks = r.blocks[:len(r.blocks)-1]
	}
}

// isHeading: a short line with capitals and no lowercase letter ("GOAL",
// "YOUR TURN: ONE OF TWO THINGS"). The title line has lowercase words.
func isHeading(s string) bool {
	if utf8.RuneCountInString(s) > maxHeadingRunes {
		return false
	}
	upper := false
	for _, c := range s {
		if unicode.IsLower(c) {
			return false
		}
		upper = upper || unicode.IsUpper(c)
	}
	return upper
}

// listMarker is the length of a list item's marker and the space after it
// ("- ", "• ", "12. "), or 0.
func listMarker(s string) int {
	switch {
	case strings.HasPrefix(s, "- "):
		return 2
	case strings.HasPrefix(s, "• "):
		return len("• ")
	}
	i := 0
	for i < len(s) && i < 3 && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > 0 && strings.HasPrefix(s[i:], ". ") {
		return i + 2
	}
	return 0
}

func (r *rulesReader) style(a *ui.Context) sprites.Style {
	return sprites.Style{Size: a.TextSize(22), Color: sprites.Ink, Align: sprites.TopLeft}
}

func (r *rulesReader) headingStyle(a *ui.Context) sprites.Style {
	st := r.style(a)
	st.Bold, st.Color = true, rulesHeading
	return st
}

// Update lays the page out when the screen's size changed, then scrolls.
// The text moves by whole rows and the page shows a whole number of them,
// so no line is ever cut at the top or bottom edge.
func (r *rulesReader) Update(a *ui.Context) {
	if !r.laidOut || r.layout != a.LayoutCount() {
		r.relayout(a)
	}
	if r.close.Clicked(a) || a.Input.Key(ebiten.KeyR) {
		r.dispose()
		a.Pop()
		return
	}
	step := r.pageStep()
	to := r.line
	switch {
	case r.up.Clicked(a):
		to -= step
	case r.down.Clicked(a) || a.Input.Key(ebiten.KeySpace):
		to += step
	case a.Input.KeyRepeat(ebiten.KeyDown):
		to++
	case a.Input.KeyRepeat(ebiten.KeyUp):
		to--
	}
	_, wy := ebiten.Wheel()
	r.wheel -= wy * 2 // rows; a wheel notch scrolls two
	whole := int(r.wheel)
	r.wheel -= float64(whole)
	// A finger dragging the page up shows what follows, as on a phone.
	r.drag -= a.Input.DragY
	rows := int(r.drag / r.lineHeight)
	r.drag -= float64(rows) * r.lineHeight
	if !a.Input.PointerDown() {
		r.drag = 0
	}
	r.scrollTo(to + whole + rows)
	r.up.Enabled = r.line > 0
	r.down.Enabled = r.line < r.lastLine
	r.updateLabel()
}

// relayout places the page and the buttons and breaks the text into rows
// for the screen's size, keeping the first line shown.
func (r *rulesReader) relayout(a *ui.Context) {
	anchor := 0
	if r.line < len(r.rows) {
		anchor = r.rows[r.line].src
	}
	r.laidOut, r.layout = true, a.LayoutCount()
	m := a.U(40)
	bh := a.Tap(52)
	// The page ends above the buttons, which are a finger tall.
	r.pageRect = sprites.Rect{X: max(m, a.W/2-a.U(520)), Y: a.U(110), W: min(a.W-2*m, a.U(1040)), H: a.H - bh - a.U(50) - a.U(110)}
	bw := min(a.U(150), (a.W-2*m)/3-a.U(12))
	ui.Row(a.W/2-(3*bw+2*a.U(16))/2, a.H-bh-a.U(20), bw, bh, a.U(16), r.up, r.down, r.close)

	st := r.style(a)
	one := a.Text.MeasureWrapped("A", 1e5, st)
	r.lineHeight = max(1, a.Text.MeasureWrapped("A\nA", 1e5, st)-one)
	r.lines = max(1, int((r.pageRect.H-a.U(40))/r.lineHeight))
	r.textX, r.textW, r.top = r.pageRect.X+a.U(24), r.pageRect.W-a.U(48), r.pageRect.Y+a.U(20)
	r.breakRows(a)
	r.layoutPictures(a)

	// The last page starts after a picture it would cut (the rows past the
	// text's end are empty), never in it: see scrollTo.
	r.lastLine = max(0, len(r.rows)-r.lines)
	if r.lastLine < len(r.rows) && r.rows[r.lastLine].part > 0 {
		row := r.rows[r.lastLine]
		r.lastLine = r.lastLine - row.part + r.pics[row.pic].rows
	}
	r.findPageStarts()
	line := 0
	for i := range r.rows {
		if r.rows[i].src > anchor {
			break
		}
		line = i
	}
	r.line = -1 // as if from above: a row inside a picture goes to its first row
	r.scrollTo(line)
	r.labelKey[0] = -1
	r.updateLabel()
}

// scrollTo moves the page's first row to n (within the text). A picture
// scrolls as a unit: the page never starts inside one. Moving up into a
// picture, or paging down into one that starts below the old first row,
// stops at its first row, so it shows whole; stepping down from its first
// row skips past it. A picture that the page's bottom edge would cut is not
// drawn (its rows stay blank) until it can be seen whole.
func (r *rulesReader) scrollTo(n int) { r.line = r.scrolled(r.line, n) }

// scrolled is the first row shown after scrolling from row old to row n.
func (r *rulesReader) scrolled(old, n int) int {
	n = max(0, min(n, r.lastLine))
	if n != old && n < len(r.rows) && r.rows[n].part > 0 {
		start := n - r.rows[n].part
		if n < old || start > old {
			n = start
		} else {
			n = start + r.pics[r.rows[n].pic].rows
		}
		n = max(0, min(n, r.lastLine))
	}
	return n
}

// findPageStarts turns the pages from the top as Next does, noting where
// each starts: a page stopped short by a picture keeps its number.
func (r *rulesReader) findPageStarts() {
	r.pageStarts = append(r.pageStarts[:0], 0)
	for line := 0; line < r.lastLine; {
		next := r.scrolled(line, line+r.pageStep())
		if next <= line {
			break
		}
		line = next
		r.pageStarts = append(r.pageStarts, line)
	}
}

// breakRows wraps the blocks to the page's width.
func (r *rulesReader) breakRows(a *ui.Context) {
	r.rows = r.rows[:0]
	if r.textW < 1 {
		return // a page squeezed to nothing
	}
	body, heading := r.style(a), r.headingStyle(a)
	spaceW := max(0, rowWidth(a, "a a", body)-rowWidth(a, "aa", body))
	for _, b := range r.blocks {
		blank := len(r.rows) == 0 || r.rows[len(r.rows)-1].kind == blockBlank
		switch b.kind {
		case blockBlank:
			r.rows = append(r.rows, rulesRow{kind: blockBlank, src: b.src})
		case blockHeading:
			if !blank { // a heading has an empty row above it
				r.rows = append(r.rows, rulesRow{kind: blockBlank, src: b.src})
			}
			r.wrap(a, b, heading, 0, 0)
		case blockPicture:
			// The rows are added by layoutPictures, which knows their count.
			r.rows = append(r.rows, rulesRow{kind: blockPicture, src: b.src, pic: b.pic})
		default:
			lead := min(float64(b.spaces)*spaceW, r.textW/4)
			hang := lead
			if b.marker > 0 {
				hang += rowWidth(a, strings.TrimSpace(b.text[:b.marker]), body) + spaceW
			}
			if hang > r.textW/2 {
				lead, hang = 0, 0 // too narrow a page for indents
			}
			r.wrap(a, b, body, lead, hang)
		}
	}
}

// wrap breaks one line into rows of the page's width: the first row starts
// at first, the next ones at rest (a list item's hanging indent). A word
// wider than a row is cut between letters.
func (r *rulesReader) wrap(a *ui.Context, b rulesBlock, st sprites.Style, first, rest float64) {
	kind := b.kind
	s := b.text
	x := first
	for i := 0; i < len(s); {
		width := r.textW - x
		end := i // the end of the last word that fits
		for j := i; j < len(s); {
			k := strings.IndexByte(s[j:], ' ')
			if k < 0 {
				k = len(s)
			} else {
				k += j
			}
			if k > i && rowWidth(a, s[i:k], st) > width {
				break
			}
			end = k
			j = k
			for j < len(s) && s[j] == ' ' {
				j++
			}
		}
		if end == i { // the first word alone is too wide: cut it
			end = i + fitRunes(a, s[i:], width, st)
		}
		r.rows = append(r.rows, rulesRow{kind: kind, text: strings.TrimRight(s[i:end], " "), x: x, src: b.src + i})
		i = end
		for i < len(s) && s[i] == ' ' {
			i++
		}
		x = rest
	}
}

// fitRunes is how many bytes of s, in whole characters (at least one),
// fit in width.
func fitRunes(a *ui.Context, s string, width float64, st sprites.Style) int {
	_, n := utf8.DecodeRuneInString(s)
	for n < len(s) {
		_, size := utf8.DecodeRuneInString(s[n:])
		if rowWidth(a, s[:n+size], st) > width {
			break
		}
		n += size
	}
	return n
}

// rowWidth is the width s takes in a style.
func rowWidth(a *ui.Context, s string, st sprites.Style) float64 {
	w, _ := a.Text.Measure(s, st)
	return w
}

// dispose frees the atlases and what the game's pictures made (a new
// layout, or the reader closing).
func (r *rulesReader) dispose() {
	for _, p := range r.pics {
		if p.game != nil {
			p.game.Dispose()
		}
	}
	if r.cardAtlas != nil {
		r.cardAtlas.Dispose()
		r.cardAtlas = nil
	}
	if r.tileAtlas != nil {
		r.tileAtlas.Dispose()
		r.tileAtlas = nil
	}
}

// pages is how many pages Next turns through from the top, and page the
// one shown (the last one started, when scrolled by rows): the last page
// being the one that shows the last row.
func (r *rulesReader) pages() (page, pages int) {
	pages = max(1, len(r.pageStarts))
	if r.line >= r.lastLine {
		return pages, pages
	}
	page = 1
	for i, start := range r.pageStarts {
		if start <= r.line {
			page = i + 1
		}
	}
	// Not at the end yet: never "Page 3 of 3" while Next still scrolls.
	return max(1, min(pages-1, page)), pages
}

// pageStep is how far Next scrolls: a page, keeping one row for context.
func (r *rulesReader) pageStep() int { return max(1, r.lines-1) }

// updateLabel makes "Page 2 of 5" again when the page shown changed.
func (r *rulesReader) updateLabel() {
	key := [3]int{r.line, r.lines, len(r.rows)}
	if key == r.labelKey {
		return
	}
	r.labelKey = key
	page, pages := r.pages()
	r.label = fmt.Sprintf("Page %d of %d", page, pages)
}

func (r *rulesReader) Draw(a *ui.Context, screen *ebiten.Image) {
	// Opaque: the screen below (the setup's footer, a table) must not show
	// through between the buttons.
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.TallyFill)
	ui.DrawTitle(a, screen, r.title, a.U(60))
	sprites.Panel(screen, r.pageRect, a.U(16), sprites.Paper)
	body, heading := r.style(a), r.headingStyle(a)
	end := min(len(r.rows), r.line+r.lines)
	// A heading is kept with what follows it: one in the page's last row
	// waits for the next page (which starts with that row), unless it is
	// all the page shows.
	headings := end
	for headings > r.line && r.rows[headings-1].kind == blockHeading {
		headings--
	}
	if end == len(r.rows) || headings == r.line {
		headings = end
	}
	for i := r.line; i < end; i++ {
		row := &r.rows[i]
		y := r.top + float64(i-r.line)*r.lineHeight
		switch row.kind {
		case blockText:
			a.Text.Draw(screen, row.text, r.textX+row.x, y, body)
		case blockHeading:
			if i < headings {
				a.Text.Draw(screen, row.text, r.textX+row.x, y, heading)
			}
		case blockPicture:
			// Whole or not at all: the page starts at a picture's first
			// row, and one its bottom edge would cut waits for the next page.
			if row.part == 0 && i+r.pics[row.pic].rows <= r.line+r.lines {
				r.drawPicture(a, screen, &r.pics[row.pic], r.textX+row.x, y)
			}
		}
	}
	a.Text.Draw(screen, r.label, r.pageRect.X+r.pageRect.W, r.pageRect.Y-a.U(14),
		sprites.Style{Size: a.TextSize(18), Color: sprites.Dim, Align: sprites.Right})
	r.up.Draw(a, screen)
	r.down.Draw(a, screen)
	r.close.Draw(a, screen)
}

func (r *rulesReader) AppendTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, r.up, r.down, r.close)
}
