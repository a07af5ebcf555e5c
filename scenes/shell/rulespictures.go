package shell

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// rulesPicture is a line like "[cards: QH 4C / JS 4D]" or "[tiles: 3 =7 4]"
// drawn as small cards or tiles, or a game's own picture.
type rulesPicture struct {
	tiles bool
	items []pictureItem
	game  scenes.RulesPicture // a game's picture: items and tiles are unused
	// Laid out: the rows it takes and where its items sit from its top-left
	// corner (the board's panel, for tiles; the game's picture's box).
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

// gamePictures makes a game's own pictures (Game.RulesPictures).
type gamePictures = func(kind, list string) (scenes.RulesPicture, bool)

// parsePicture reads "[cards: QH 4C / JS 4D]" (ranks A 2..9 T or 10 J Q K,
// suits S H D C; "/" starts a new group) or "[tiles: 3 =7 4]" (tile values
// 1..20; "=7" is an empty board cell that takes a 7). A line of another
// kind is the game's, when it makes pictures (game may be nil).
func parsePicture(s string, game gamePictures) (rulesPicture, bool) {
	if !strings.HasPrefix(s, "[") || !strings.HasSuffix(s, "]") {
		return rulesPicture{}, false
	}
	kind, list, ok := strings.Cut(s[1:len(s)-1], ":")
	if !ok {
		return rulesPicture{}, false
	}
	var p rulesPicture
	switch kind = strings.TrimSpace(kind); kind {
	case "cards":
	case "tiles":
		p.tiles = true
	default:
		if game == nil {
			return rulesPicture{}, false
		}
		pic, ok := game(kind, strings.TrimSpace(list))
		return rulesPicture{game: pic}, ok && pic != nil
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

// pictureRows is how many rows a picture at least minH CSS pixels tall
// takes: three, or more when rows are short (a phone) so the cards stay
// legible, but never more than the page shows.
func (r *rulesReader) pictureRows(a *ui.Context, minH float64) int {
	return r.rowsFor(minH * max(1, a.Scale))
}

// rowsFor is how many rows a picture h device pixels tall takes: at least
// three, at most a page.
func (r *rulesReader) rowsFor(h float64) int {
	return max(1, min(r.lines, max(3, int(math.Ceil(h/r.lineHeight)))))
}

// layoutPictures sizes the pictures for the rows and gives each its rows,
// and makes the card and tile images at that size. Every card picture
// uses one card size, every tile picture one tile size, so each is drawn
// from one atlas at its own size (crisp, no scaling). A game's picture
// lays itself out in the box its rows make.
//
// A picture takes a whole number of rows and scrolls as a unit (see
// scrollTo and Draw): it is never drawn cut by the page's edges.
func (r *rulesReader) layoutPictures(a *ui.Context) {
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
		if p.game != nil {
			continue // it sizes itself
		}
		n, g := float64(len(p.items)), float64(p.groups())
		switch {
		case p.tiles:
			side = min(side, avail/(n*1.1+0.06+(g-1)*0.5))
		default:
			cardW = min(cardW, avail/(g+minOverlap*(n-g)+groupGap*(g-1)))
		}
	}
	cw, ts := max(1, int(cardW)), max(1, int(side))
	extra := 0 // picture rows past the first
	for i := range r.pics {
		p := &r.pics[i]
		switch {
		case p.game != nil:
			p.rows = r.rowsFor(p.game.Height(a))
			r.placeGamePicture(a, p, pad, avail)
		case p.tiles:
			p.rows = kTiles
			r.placeTiles(p, float64(ts), hTiles)
			if r.tileAtlas == nil {
				r.tileAtlas = sprites.NewTileAtlas(a.Text, ts)
			}
		default:
			p.rows = kCards
			r.placeCards(p, float64(cw), hCards, pad, avail)
			if r.cardAtlas == nil {
				r.cardAtlas = sprites.NewCardAtlas(a.Text, cw)
			}
		}
		extra += p.rows - 1
	}
	// The picture's first row is already there: add the others.
	rows := make([]rulesRow, 0, len(r.rows)+extra)
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

// placeGamePicture lays a game's picture out in its rows, less the room
// above and below, and centres it in them (left-aligned, as the cards).
// The size it reports is kept within the box, so a picture that asks for
// more can never reach the text.
func (r *rulesReader) placeGamePicture(a *ui.Context, p *rulesPicture, pad, avail float64) {
	h := max(1, float64(p.rows)*r.lineHeight-2*pad)
	w, gh := p.game.Layout(a, avail, h)
	w, gh = max(0, min(w, avail)), max(0, min(gh, h))
	p.board = sprites.Rect{X: 0, Y: float64(int(pad + (h-gh)/2)), W: w, H: gh}
}

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

// drawPicture draws a picture with its top-left corner at (x, y), on whole
// pixels so the cards and tiles are as crisp as their atlas.
func (r *rulesReader) drawPicture(a *ui.Context, screen *ebiten.Image, p *rulesPicture, x, y float64) {
	x, y = math.Round(x), math.Round(y)
	if p.game != nil {
		p.game.Draw(a, screen, x+p.board.X, y+p.board.Y)
		return
	}
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

// Colours of the tile pictures.
var (
	// The board behind tile pictures, as Game of 20 draws it.
	rulesBoard     = color.RGBA{0x12, 0x30, 0x22, 0xff}
	rulesCellOpen  = color.RGBA{0x2f, 0x6e, 0x50, 0xff}
	rulesCellInk   = color.RGBA{0xff, 0xff, 0xff, 0xe8}
	rulesCellFrame = color.RGBA{0xff, 0xff, 0xff, 0x60}
)

// Card pictures: the gap between groups and the least step between two
// cards of a group, in card widths.
const (
	groupGap   = 0.5
	cardGap    = 0.1
	minOverlap = 0.38 // the index strip of the card below stays in view
)
