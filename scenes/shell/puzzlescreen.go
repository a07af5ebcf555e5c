package shell

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// puzzlesScene is the menu's Puzzles: the player's puzzle rating, and for
// each game with puzzles how many are solved, its next puzzle for the
// player and its puzzle of the day; the mixed list takes the next puzzle
// of any game.
type puzzlesScene struct {
	rows   []puzzleRow
	mixed  *ui.Button
	back   *ui.Button
	rating string // the player's rating, as the page says it
	focus  int
	layout int
	// changes is the store's change count when the page was read (another
	// tab may solve a puzzle meanwhile).
	changes uint64
	geo     puzzlesGeometry
	// first is the top row shown when the rows do not all fit (a small
	// window); drag gathers a finger's or the wheel's movement towards a
	// row's step.
	first int
	drag  float64
}

// puzzleRow is one game's line.
type puzzleRow struct {
	game        *scenes.Game
	title, note string // "Twenty", "3 of 110 solved · today's solved"
	next, daily *ui.Button
}

// puzzlesGeometry is where the page's parts go for the current screen.
type puzzlesGeometry struct {
	titleY, titleSize   float64
	ratingY, ratingSize float64
	// narrow: each game's text stands above its buttons, not beside them.
	narrow              bool
	labelSize, noteSize float64
	labels              []sprites.Rect // each shown row's text box, from row first
	// perView is how many rows the page shows: all of them, or on a
	// screen too short for them, as many as fit, scrolled a row at a time;
	// more says so ("Drag for more: games 1-2 of 5") at moreY.
	perView int
	rowStep float64
	more    string
	moreY   float64
}

func newPuzzlesScene(a *ui.Context) *puzzlesScene {
	s := &puzzlesScene{
		mixed:  ui.NewButton("puzzles.mixed", "Mixed puzzles"),
		back:   ui.NewButton("puzzles.back", "Back").WithKey(ebiten.KeyEscape),
		layout: -1,
	}
	s.mixed.Primary = true
	for _, g := range appOf(a).games {
		if puzzle.Count(g.ID) == 0 {
			continue
		}
		s.rows = append(s.rows, puzzleRow{game: g, title: g.Title,
			next:  ui.NewButton("puzzles.next."+g.ID, "Next puzzle"),
			daily: ui.NewButton("puzzles.daily."+g.ID, "Today's puzzle")})
	}
	s.refresh(a)
	return s
}

func (s *puzzlesScene) Name() string    { return "puzzles" }
func (s *puzzlesScene) Message() string { return "" }

// Animating: drawn every frame (its buttons answer the pointer).
func (s *puzzlesScene) Animating() bool { return true }

// refresh reads the player's record and makes the page's texts.
func (s *puzzlesScene) refresh(a *ui.Context) {
	app := appOf(a)
	r, _ := app.readPuzzles()
	s.rating = app.puzzleRatingLine(r)
	if s.rating == "" {
		s.rating = fmt.Sprintf("Puzzle rating %d · none tried yet", roundRating(r.Player))
	}
	for i := range s.rows {
		row := &s.rows[i]
		pg := r.game(row.game.ID)
		row.note = fmt.Sprintf("%d of %d solved", pg.solved(), puzzle.Count(row.game.ID))
		if p, ok := puzzle.Daily(row.game.ID, scenes.DailyNow()); ok && slices.Contains(pg.Solved, p.ID) {
			row.note += " · today's solved"
		}
	}
	if cc, ok := app.store.(interface{ Changes() uint64 }); ok {
		s.changes = cc.Changes()
	}
	s.layout = -1
}

// buttons are the page's buttons in focus order.
func (s *puzzlesScene) buttons() []*ui.Button {
	out := make([]*ui.Button, 0, 2*len(s.rows)+2)
	for _, r := range s.rows {
		out = append(out, r.next, r.daily)
	}
	return append(out, s.mixed, s.back)
}

func (s *puzzlesScene) Update(a *ui.Context) {
	if cc, ok := appOf(a).store.(interface{ Changes() uint64 }); ok && cc.Changes() != s.changes {
		s.refresh(a)
	}
	if s.layout != a.LayoutCount() {
		s.layout = a.LayoutCount()
		s.place(a)
	}
	s.scroll(a)
	focus := s.focus
	if b := ui.FocusButtons(a, &s.focus, s.buttons()); b != nil {
		s.activate(a, b)
	}
	if s.focus != focus {
		s.showFocused(a)
	}
}

// scroll moves the rows shown a row at a time, by the wheel or a finger's
// drag, when the page cannot show them all (the arrow keys move the focus,
// and the rows follow it: showFocused).
func (s *puzzlesScene) scroll(a *ui.Context) {
	g := &s.geo
	n := len(s.rows)
	if g.perView >= n || g.perView < 1 {
		s.first, s.drag = 0, 0
		return
	}
	s.scrollTo(a, s.first+ui.DragScroll(a, &s.drag, g.rowStep))
	// The keys' focus stays on a row in view: Enter never opens a game
	// the player cannot see.
	if row := s.focus / 2; row < len(s.rows) && (row < s.first || row >= s.first+g.perView) {
		s.focus = 2*min(max(row, s.first), s.first+g.perView-1) + s.focus%2
	}
}

// showFocused scrolls the focused button's row into view.
func (s *puzzlesScene) showFocused(a *ui.Context) {
	if row := s.focus / 2; row < len(s.rows) {
		s.scrollTo(a, min(s.first, row))
		s.scrollTo(a, max(s.first, row-s.geo.perView+1))
	}
}

func (s *puzzlesScene) scrollTo(a *ui.Context, first int) {
	if first = max(0, min(first, len(s.rows)-max(1, s.geo.perView))); first != s.first {
		s.first = first
		s.place(a)
	}
}

func (s *puzzlesScene) activate(a *ui.Context, b *ui.Button) {
	app := appOf(a)
	switch b {
	case s.back:
		a.Pop()
		return
	case s.mixed:
		app.OpenPuzzle("", 0, true)
		return
	}
	for _, r := range s.rows {
		switch b {
		case r.next:
			app.OpenPuzzle(r.game.ID, 0, false)
		case r.daily:
			app.OpenDailyPuzzle(r.game.ID)
		}
	}
}

// place lays the page out: the title and the rating, a row per game (its
// text beside its two buttons, or above them on a narrow screen), and
// Mixed and Back along the bottom; on a screen too short for that (a
// phone on its side), Back and Mixed stand at the ends of the title's
// line instead.
func (s *puzzlesScene) place(a *ui.Context) {
	g := &s.geo
	scale := max(a.Scale, 1)
	m, gap := max(a.U(24), 6*scale), max(a.U(12), 6*scale)
	tap := a.MinTap()
	n := float64(max(1, len(s.rows)))
	g.labelSize, g.noteSize = a.TextSize(22), a.TextSize(17)
	textH := g.labelSize*1.25 + g.noteSize*1.3
	width := min(a.W-2*m, a.U(1000))
	left := a.W/2 - width/2
	bw := min(max(a.U(220), 3.4*tap), width*0.3)
	labelNeed := 0.0
	for _, r := range s.rows {
		labelNeed = max(labelNeed, ui.TextWidth(a, r.title, g.labelSize, true), ui.TextWidth(a, r.note, g.noteSize, false))
	}
	g.narrow = width-2*bw-2*gap < labelNeed+gap
	rowsH := n*(max(tap, textH)+gap) - gap
	if g.narrow {
		rowsH = n*(textH+tap+gap) - gap
	}
	g.titleSize = ui.FitSize(a, "Puzzles", a.U(46), a.W-2*m, true)
	g.ratingSize = ui.FitSize(a, s.rating, a.TextSize(22), a.W-2*m, false)
	headH := g.titleSize*1.2 + g.ratingSize*2 + gap/2
	by := placeButtonRows(a, []*ui.Button{s.mixed, s.back}, m, gap)
	short := headH+rowsH+gap > by-m && !g.narrow
	top := m + headH
	if short {
		// The title's line holds Back (left) and Mixed (right).
		gap = max(a.U(8), 4*scale)
		bwTop := min(max(a.U(200), 3.2*tap), (a.W-2*m)*0.28)
		s.back.R = sprites.Rect{X: m / 2, Y: m / 2, W: bwTop, H: tap}
		s.mixed.R = sprites.Rect{X: a.W - m/2 - bwTop, Y: m / 2, W: bwTop, H: tap}
		g.titleSize = ui.FitSize(a, "Puzzles", a.U(46), a.W-m-2*bwTop-2*gap, true)
		g.titleY = m/2 + tap/2
		g.ratingY = m/2 + tap + gap + g.ratingSize*0.6
		top = g.ratingY + g.ratingSize*0.8 + gap
		by = a.H
		rowsH = n*(max(tap, textH)+gap) - gap
	} else {
		g.titleY = m + g.titleSize*0.6
		g.ratingY = g.titleY + g.titleSize*0.6 + g.ratingSize*1.1
	}
	avail := by - gap - top
	g.rowStep = (rowsH + gap) / n
	g.perView, g.more = len(s.rows), ""
	shown := s.rows
	if rowsH > avail && len(s.rows) > 1 {
		// Too short for every row: as many as fit over a line that says
		// there are more, scrolled a row at a time.
		moreH := g.noteSize * 1.6
		g.perView = max(1, min(len(s.rows)-1, int((avail-moreH+gap)/g.rowStep)))
		s.first = max(0, min(s.first, len(s.rows)-g.perView))
		shown = s.rows[s.first : s.first+g.perView]
		rowsH = float64(g.perView)*g.rowStep - gap
		g.more = fmt.Sprintf("%s for more: games %d-%d of %d", a.Say("Scroll", "Drag"), s.first+1, s.first+g.perView, len(s.rows))
		if g.perView == 1 {
			g.more = fmt.Sprintf("%s for more: game %d of %d", a.Say("Scroll", "Drag"), s.first+1, len(s.rows))
		}
		g.moreY = top + rowsH + moreH/2 + gap/2
		n = float64(g.perView)
	}
	for i := range s.rows {
		hidden := i < s.first || i >= s.first+len(shown)
		s.rows[i].next.Hidden, s.rows[i].daily.Hidden = hidden, hidden
	}
	g.labels = g.labels[:0]
	y := top + max(0, (avail-rowsH)/2)
	if g.more != "" {
		y = top
	}
	for _, r := range shown {
		if g.narrow {
			g.labels = append(g.labels, sprites.Rect{X: left, Y: y, W: width, H: textH})
			ui.Row(left, y+textH, (width-gap)/2, tap, gap, r.next, r.daily)
			y += textH + tap + gap
			continue
		}
		rowH := max(tap, textH)
		if !short {
			rowH = max(rowH, min(a.Tap(60), avail/n-gap))
		}
		labelW := width - 2*bw - 2*gap
		g.labels = append(g.labels, sprites.Rect{X: left, Y: y + (rowH-textH)/2, W: labelW, H: textH})
		ui.Row(left+labelW+gap, y, bw, rowH, gap, r.next, r.daily)
		y += rowH + gap
	}
}

func (s *puzzlesScene) Draw(a *ui.Context, screen *ebiten.Image) {
	g := &s.geo
	a.Text.Draw(screen, "Puzzles", a.W/2, g.titleY, sprites.Style{Size: g.titleSize, Color: sprites.Gold, Bold: true})
	a.Text.Draw(screen, s.rating, a.W/2, g.ratingY, sprites.Style{Size: g.ratingSize, Color: sprites.White})
	for i, box := range g.labels {
		r := s.rows[s.first+i]
		title := sprites.Rect{X: box.X, Y: box.Y, W: box.W, H: g.labelSize * 1.25}
		note := sprites.Rect{X: box.X, Y: box.Y + title.H, W: box.W, H: box.H - title.H}
		a.Text.DrawBox(screen, r.title, title, sprites.Style{Size: g.labelSize, Color: sprites.White, Bold: true, Align: sprites.Left})
		a.Text.DrawBox(screen, r.note, note, sprites.Style{Size: g.noteSize, Color: sprites.Dim, Align: sprites.Left})
	}
	if g.more != "" {
		a.Text.Draw(screen, g.more, a.W/2, g.moreY, sprites.Style{Size: g.noteSize, Color: sprites.Dim})
	}
	for _, b := range s.buttons() {
		b.Draw(a, screen) // the rows scrolled away are hidden
	}
}

func (s *puzzlesScene) AppendTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, s.buttons()...)
}
