package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/sprites"
)

// rulesReader shows a game's rules over the current scene, scrollable with
// the wheel, arrows, Page Up/Down or the buttons.
//
// The text is read once into blocks (paragraph lines, headings, blank
// lines, pictures). Each layout breaks the blocks into rows one line tall:
// paragraphs are wrapped to the page's width, a picture takes a whole
// number of rows. A frame draws the rows the page shows and nothing else,
// and makes no strings: the rows are slices of the rules text, the page
// label is made only when the page changes.
type rulesReader struct {
	title, text string
	close, up   *Button
	down        *Button

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

// rulesPicture is a line like "[cards: QH 4C / JS 4D]" or "[tiles: 3 =7 4]"
// drawn as small cards or tiles.
type rulesPicture struct {
	tiles bool
	items []pictureItem
	// Laid out: the rows it takes and where its items sit from its top-left
	// corner (the board's panel, for tiles).
	rows  int
	side  float64 // a tile's side, for tiles
	board sprites.Rect
}

type pictureItem struct {
	card  cards.Card
	tile  int    // tiles: the value on the tile, or the one an empty cell takes
	empty bool   // tiles: an empty board cell that takes tile
	label string // the empty cell's number, made once
	group bool   // a new group starts here ("/"): a wider gap before it
	x, y  float64
}

// Colours of the rules page.
var (
	// rulesHeading is the table's green, dark on the paper page.
	rulesHeading = sprites.Felt
	// The board behind tile pictures, as Game of 20 draws it.
	rulesBoard     = color.RGBA{0x12, 0x30, 0x22, 0xff}
	rulesCellOpen  = color.RGBA{0x2f, 0x6e, 0x50, 0xff}
	rulesCellInk   = color.RGBA{0xff, 0xff, 0xff, 0xe8}
	rulesCellFrame = color.RGBA{0xff, 0xff, 0xff, 0x60}
)

// maxHeadingRunes: a heading is a short line in capitals.
const maxHeadingRunes = 40

func newRulesReader(title, text string) *rulesReader {
	r := &rulesReader{title: title, text: text,
		close: NewButton("rules.close", "Close").WithKey(ebiten.KeyEscape),
		up:    NewButton("rules.up", "Up").WithKey(ebiten.KeyPageUp),
		down:  NewButton("rules.down", "Down").WithKey(ebiten.KeyPageDown),
	}
	r.parse()
	return r
}

func (r *rulesReader) Name() string { return "rules" }

// parse reads the text into blocks, one per line.
func (r *rulesReader) parse() {
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
			if pic, ok := parsePicture(trimmed); ok {
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

// parsePicture reads "[cards: QH 4C / JS 4D]" (ranks A 2..9 T or 10 J Q K,
// suits S H D C; "/" starts a new group) or "[tiles: 3 =7 4]" (tile values
// 1..20; "=7" is an empty board cell that takes a 7).
func parsePicture(s string) (rulesPicture, bool) {
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return rulesPicture{}, false
	}
	kind, list, ok := strings.Cut(s[1:len(s)-1], ":")
	if !ok {
		return rulesPicture{}, false
	}
	var p rulesPicture
	switch strings.TrimSpace(kind) {
	case "cards":
	case "tiles":
		p.tiles = true
	default:
		return rulesPicture{}, false
	}
	group := false
	for _, f := range strings.Fields(strings.ReplaceAll(list, "/", " / ")) {
		if f == "/" {
			group = len(p.items) > 0
			continue
		}
		it := pictureItem{group: group}
		group = false
		if p.tiles {
			v := f
			if after, ok := strings.CutPrefix(f, "="); ok {
				it.empty, v = true, after
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > sprites.MaxTileValue {
				return rulesPicture{}, false
			}
			it.tile, it.label = n, strconv.Itoa(n)
		} else {
			c, err := cards.Parse(f)
			if err != nil {
				return rulesPicture{}, false
			}
			it.card = c
		}
		p.items = append(p.items, it)
	}
	if len(p.items) == 0 || len(p.items) > 16 {
		return rulesPicture{}, false
	}
	return p, true
}

func (r *rulesReader) style(a *App) sprites.Style {
	return sprites.Style{Size: a.U(22), Color: sprites.Ink, Align: sprites.TopLeft}
}

func (r *rulesReader) headingStyle(a *App) sprites.Style {
	st := r.style(a)
	st.Bold, st.Color = true, rulesHeading
	return st
}

// Update lays the page out when the screen's size changed, then scrolls.
// The text moves by whole rows and the page shows a whole number of them,
// so no line is ever cut at the top or bottom edge.
func (r *rulesReader) Update(a *App) {
	if !r.laidOut || r.layout != a.layout {
		r.relayout(a)
	}
	if r.close.Clicked(a) || a.Input.Key(ebiten.KeyR) {
		r.dispose()
		a.Pop()
		return
	}
	step := max(1, r.lines-1) // a page, keeping one row for context
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
func (r *rulesReader) relayout(a *App) {
	anchor := 0
	if r.line < len(r.rows) {
		anchor = r.rows[r.line].src
	}
	r.laidOut, r.layout = true, a.layout
	m := a.U(40)
	bh := a.Tap(52)
	// The page ends above the buttons, which are a finger tall.
	r.pageRect = sprites.Rect{X: max(m, a.W/2-a.U(520)), Y: a.U(110), W: min(a.W-2*m, a.U(1040)), H: a.H - bh - a.U(50) - a.U(110)}
	bw := min(a.U(150), (a.W-2*m)/3-a.U(12))
	Row(a.W/2-(3*bw+2*a.U(16))/2, a.H-bh-a.U(20), bw, bh, a.U(16), r.up, r.down, r.close)

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
func (r *rulesReader) scrollTo(n int) {
	old := r.line
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
	r.line = n
}

// breakRows wraps the blocks to the page's width.
func (r *rulesReader) breakRows(a *App) {
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
func (r *rulesReader) wrap(a *App, b rulesBlock, st sprites.Style, first, rest float64) {
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
func fitRunes(a *App, s string, width float64, st sprites.Style) int {
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
func rowWidth(a *App, s string, st sprites.Style) float64 {
	w, _ := a.Text.Measure(s, st)
	return w
}

// pictureRows is how many rows a picture at least minH CSS pixels tall
// takes: three, or more when rows are short (a phone) so the cards stay
// legible, but never more than the page shows.
func (r *rulesReader) pictureRows(a *App, minH float64) int {
	minH *= max(1, a.Scale)
	return max(1, min(r.lines, max(3, int(math.Ceil(minH/r.lineHeight)))))
}

// layoutPictures sizes the pictures for the rows and gives each its rows,
// and makes the card and tile images at that size. Every card picture
// uses one card size, every tile picture one tile size, so each is drawn
// from one atlas at its own size (crisp, no scaling).
//
// A picture takes a whole number of rows and scrolls as a unit (see
// scrollTo and Draw): it is never drawn cut by the page's edges.
func (r *rulesReader) layoutPictures(a *App) {
	r.dispose()
	if len(r.pics) == 0 {
		return
	}
	kCards, kTiles := r.pictureRows(a, 96), r.pictureRows(a, 72)
	hCards, hTiles := float64(kCards)*r.lineHeight, float64(kTiles)*r.lineHeight
	// Room above and below, from the text rows.
	pad := max(1, float64(int(r.lineHeight*0.3)))
	avail := max(1, r.textW)
	// Card width: as tall as the rows allow, narrower when a picture would
	// not fit even with its cards overlapping down to their index strip.
	cardW := (hCards - 2*pad) * 5 / 7
	// Tile side: the board's panel fills the rows, the cells inside it.
	side := (hTiles - 2*pad) / 1.16
	for _, p := range r.pics {
		n, g := float64(len(p.items)), float64(p.groups())
		if p.tiles {
			side = min(side, avail/(n*1.1+0.06+(g-1)*0.5))
		} else {
			cardW = min(cardW, avail/(g+minOverlap*(n-g)+groupGap*(g-1)))
		}
	}
	cw, ts := max(1, int(cardW)), max(1, int(side))
	for i := range r.pics {
		p := &r.pics[i]
		if p.tiles {
			p.rows = kTiles
			r.placeTiles(p, float64(ts), hTiles)
			if r.tileAtlas == nil {
				r.tileAtlas = sprites.NewTileAtlas(a.Text, ts)
			}
		} else {
			p.rows = kCards
			r.placeCards(p, float64(cw), hCards, pad, avail)
			if r.cardAtlas == nil {
				r.cardAtlas = sprites.NewCardAtlas(a.Text, cw)
			}
		}
	}
	// The picture's first row is already there: add the others.
	rows := make([]rulesRow, 0, len(r.rows)+len(r.pics)*(max(kCards, kTiles)-1))
	for _, row := range r.rows {
		rows = append(rows, row)
		if row.kind == blockPicture {
			for part := 1; part < r.pics[row.pic].rows; part++ {
				row.part = part
				rows = append(rows, row)
			}
		}
	}
	r.rows = rows
}

// Card pictures: the gap between groups and the least step between two
// cards of a group, in card widths.
const (
	groupGap   = 0.5
	cardGap    = 0.1
	minOverlap = 0.38 // the index strip of the card below stays in view
)

// groups counts the picture's groups.
func (p *rulesPicture) groups() int {
	g := 1
	for _, it := range p.items[1:] {
		if it.group {
			g++
		}
	}
	return g
}

// placeCards sets the cards' places: side by side, overlapping when the
// row is too narrow.
func (r *rulesReader) placeCards(p *rulesPicture, w, h, pad, avail float64) {
	n, g := float64(len(p.items)), float64(p.groups())
	step := w * (1 + cardGap)
	if n > g {
		step = min(step, max(w*minOverlap, (avail-g*w-(g-1)*groupGap*w)/(n-g)))
	}
	ch := float64(sprites.CardHeight(int(w)))
	y := float64(int(pad + (h-2*pad-ch)/2))
	x := 0.0
	for i := range p.items {
		it := &p.items[i]
		if i > 0 {
			x += step
			if it.group {
				x += w - step + groupGap*w
			}
		}
		it.x, it.y = float64(int(x)), y
	}
}

// placeTiles sets the board's panel and the cells in it.
func (r *rulesReader) placeTiles(p *rulesPicture, s, h float64) {
	gap, inset := float64(int(s*0.1)), float64(int(s*0.08))
	x := inset
	for i := range p.items {
		it := &p.items[i]
		if i > 0 {
			x += s + gap
			if it.group {
				x += float64(int(s * 0.5))
			}
		}
		it.x, it.y = x, inset
	}
	bh := s + 2*inset
	p.side = s
	p.board = sprites.Rect{X: 0, Y: float64(int((h - bh) / 2)), W: x + s + inset, H: bh}
	for i := range p.items {
		p.items[i].y += p.board.Y
	}
}

// dispose frees the atlases (a new layout, or the reader closing).
func (r *rulesReader) dispose() {
	if r.cardAtlas != nil {
		r.cardAtlas.Dispose()
		r.cardAtlas = nil
	}
	if r.tileAtlas != nil {
		r.tileAtlas.Dispose()
		r.tileAtlas = nil
	}
}

// pages is how many pages of r.lines rows the text takes, and page the one
// shown: the last page being the one that shows the last row.
func (r *rulesReader) pages() (page, pages int) {
	pages = max(1, (len(r.rows)+r.lines-1)/r.lines)
	page = min(pages, (r.line+r.lines-1)/r.lines+1)
	if r.line >= r.lastLine {
		page = pages
	}
	return page, pages
}

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

func (r *rulesReader) Draw(a *App, screen *ebiten.Image) {
	// Opaque: the screen below (the setup's footer, a table) must not show
	// through between the buttons.
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.TallyFill)
	drawTitle(a, screen, r.title, a.U(60))
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
		sprites.Style{Size: a.U(18), Color: sprites.Dim, Align: sprites.Right})
	r.up.Draw(a, screen)
	r.down.Draw(a, screen)
	r.close.Draw(a, screen)
}

// drawPicture draws a picture with its top-left corner at (x, y), on whole
// pixels so the cards and tiles are as crisp as their atlas.
func (r *rulesReader) drawPicture(a *App, screen *ebiten.Image, p *rulesPicture, x, y float64) {
	x, y = math.Round(x), math.Round(y)
	if !p.tiles {
		if r.cardAtlas == nil {
			return
		}
		for i := range p.items {
			it := &p.items[i]
			r.cardAtlas.Draw(screen, it.card, false, sprites.DrawOptions{X: x + it.x, Y: y + it.y, Shadow: true})
		}
		return
	}
	if r.tileAtlas == nil {
		return
	}
	b := p.board
	sprites.Panel(screen, sprites.Rect{X: x + b.X, Y: y + b.Y, W: b.W, H: b.H}, p.side*0.2, rulesBoard)
	for i := range p.items {
		it := &p.items[i]
		cell := sprites.Rect{X: x + it.x, Y: y + it.y, W: p.side, H: p.side}
		if !it.empty {
			r.tileAtlas.Draw(screen, it.tile, sprites.TilePlain, sprites.DrawOptions{X: cell.X, Y: cell.Y})
			continue
		}
		// An empty cell, as the board shows one: the tile it takes.
		sprites.Panel(screen, cell, p.side*0.14, rulesCellOpen)
		sprites.Outline(screen, cell, p.side*0.14, rulesCellFrame)
		cx, cy := cell.Center()
		a.Text.Draw(screen, it.label, cx, cy, sprites.Style{Size: p.side * 0.46, Color: rulesCellInk, Bold: true})
	}
}

func (r *rulesReader) AppendTargets(dst []Target) []Target {
	return AppendButtonTargets(dst, r.up, r.down, r.close)
}
