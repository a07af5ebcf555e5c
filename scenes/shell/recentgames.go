package shell

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// recentScene lists the recent finished games (play.Recent), newest first,
// a page of rows at a time: the game, when it ended, how far its review
// went, and its result. A row (target recent.row.N, N counted from 0, the
// newest) opens its game in the replay; the replay's Back returns here,
// and this page's Back to Statistics. Keys: Up/Down a row, Enter opens it,
// Left/Right or PageUp/PageDown a page, Esc back.
type recentScene struct {
	rows         []recentRow
	newer, older *ui.Button
	back         *ui.Button
	buttons      []*ui.Button // the bottom row, left to right
	first        int          // the list's index of the page's first row
	perPage      int
	// focus is the row the keyboard is on (an index in rows); the page
	// shown is the one that holds it.
	focus  int
	keyed  bool // a key moved the focus: its ring is drawn
	layout int
	// stale: a replay was opened from here; its review may have moved on,
	// so the rows are read again when this page is back on top, and
	// fresh has the page drawn once more after that.
	stale, fresh bool
	// changes is the store's count of other tabs' writes when the rows
	// were read: another tab finishing a game makes them stale.
	changes  uint64
	geo      recentGeometry
	pageLine string // "Newest first · 1 to 8 of 20", made with the page
}

// recentRow is one game's texts, made when the list is read so drawing
// allocates nothing.
type recentRow struct {
	id                  string // its target
	title, when, review string
	result              string
	reviewed            bool
	resultSize          float64 // its own size, when a long result needs less
	// wrapped: the result would need less than resultFloor of the size
	// to fit one line, so it wraps onto a second one.
	wrapped bool
}

// recentGeometry is where the page's parts go for the current screen.
type recentGeometry struct {
	titleY, titleSize float64
	lineY             float64 // the line under the title
	lineSize          float64
	size              float64 // the rows' text size
	lines             float64 // a row's lines of text: 2, or 3 when a result wraps
	pad               float64
	rects             []sprites.Rect // the page's rows, on screen
	empty             sprites.Rect   // the empty list's lines
}

// resultFloor is the smallest part of the rows' size a result shrinks to.
const resultFloor = 0.8

const (
	recentTitle = "Recent games"
	noRecent    = "No finished games yet"
	noRecentSub = "A game played to its end comes here, to replay it and review it."
)

func newRecentScene(a *ui.Context) *recentScene {
	s := &recentScene{
		newer:  ui.NewButton("recent.newer", "Newer").WithKey(ebiten.KeyPageUp),
		older:  ui.NewButton("recent.older", "Older").WithKey(ebiten.KeyPageDown),
		back:   ui.NewButton("recent.back", "Back").WithKey(ebiten.KeyEscape),
		layout: -1,
	}
	s.buttons = []*ui.Button{s.newer, s.older, s.back}
	s.refresh(a)
	return s
}

func (s *recentScene) Name() string    { return "recent" }
func (s *recentScene) Message() string { return "" }

// Animating: the rows were read again and are not drawn yet.
func (s *recentScene) Animating() bool { return s.stale || s.fresh }

// refresh reads the list and makes the rows' texts.
func (s *recentScene) refresh(a *ui.Context) {
	s.changes = appOf(a).storeChanges()
	s.rows = s.rows[:0]
	now := time.Now()
	if list := appOf(a).recentGames(); list != nil {
		for i, g := range list.Games {
			s.rows = append(s.rows, newRecentRow(appOf(a), i, &g, now))
		}
	}
	s.focus = min(s.focus, max(0, len(s.rows)-1))
	s.layout, s.fresh = -1, true
}

func newRecentRow(app *App, i int, g *play.RecentGame, now time.Time) recentRow {
	r := recentRow{id: fmt.Sprintf("recent.row.%d", i), title: g.Record.Game, result: g.Result,
		when: finishedWhen(g.Finished, now)}
	if game, ok := app.gameByID(g.Record.Game); ok {
		r.title = game.Title
	}
	if i := strings.Index(r.result, ". "); i > 0 { // the result; an explanation may follow
		r.result = r.result[:i+1]
	}
	if r.result == "" {
		r.result = fmt.Sprintf("%d moves", len(g.Record.Moves))
	}
	r.review, r.reviewed = reviewStatus(g.Analysis)
	return r
}

// finishedWhen says when a game ended, in the player's time zone:
// "Today 18:02", "Yesterday 09:15", "25 Nov 21:40", "3 Dec 2025 10:00".
func finishedWhen(t, now time.Time) string {
	t, now = t.Local(), now.Local()
	day := func(x time.Time) time.Time { return time.Date(x.Year(), x.Month(), x.Day(), 0, 0, 0, 0, x.Location()) }
	switch d := day(now).Sub(day(t)); {
	case d == 0:
		return "Today " + t.Format("15:04")
	case d > 0 && d <= 24*time.Hour+time.Hour: // a day, give or take a change of clocks
		return "Yesterday " + t.Format("15:04")
	case t.Year() == now.Year():
		return t.Format("2 Jan 15:04")
	}
	return t.Format("2 Jan 2006 15:04")
}

// reviewStatus says how far a game's review went, and whether it is done.
func reviewStatus(an *play.Analysis) (string, bool) {
	switch {
	case an == nil || an.Analysed() == 0:
		return "Not reviewed", false
	case an.Complete():
		return "Reviewed", true
	}
	return fmt.Sprintf("Review: %d of %d", an.Analysed(), len(an.Judged)), false
}

func (s *recentScene) Update(a *ui.Context) {
	if appOf(a).storeChanges() != s.changes {
		s.stale = true
	}
	if s.stale {
		s.stale = false
		s.refresh(a)
	}
	if s.layout != a.LayoutCount() {
		s.layout = a.LayoutCount()
		s.place(a)
	}
	switch {
	case s.back.Clicked(a):
		a.Pop()
		return
	case s.newer.Clicked(a) || a.Input.KeyRepeat(ebiten.KeyLeft):
		s.turnPage(-1)
	case s.older.Clicked(a) || a.Input.KeyRepeat(ebiten.KeyRight):
		s.turnPage(+1)
	}
	s.keys(a)
	if i := a.Input.TapOnTopmost(s.geo.rects); i >= 0 {
		s.open(a, s.first+i)
	}
}

// keys move the focus a row at a time (turning the page at its ends) and
// open the focused row.
func (s *recentScene) keys(a *ui.Context) {
	n := len(s.rows)
	if n == 0 {
		return
	}
	step := 0
	switch {
	case a.Input.KeyRepeat(ebiten.KeyDown):
		step = 1
	case a.Input.KeyRepeat(ebiten.KeyUp):
		step = -1
	}
	if step != 0 {
		s.keyed = true
		s.focus = max(0, min(n-1, s.focus+step))
		s.showFocus()
	}
	if a.Input.Key(ebiten.KeyEnter) {
		s.open(a, s.focus)
	}
}

// turnPage shows the page before (-1) or after (+1), the focus on its
// first row.
func (s *recentScene) turnPage(dir int) {
	if first := s.first + dir*s.perPage; s.perPage > 0 && first >= 0 && first < len(s.rows) {
		s.focus, s.layout = first, -1
	}
}

// showFocus turns to the page of the focused row.
func (s *recentScene) showFocus() {
	if s.focus < s.first || s.focus >= s.first+s.perPage {
		s.layout = -1
	}
}

// open shows game i of the list in the replay, above this page.
func (s *recentScene) open(a *ui.Context, i int) {
	list := appOf(a).recentGames()
	if list == nil || i < 0 || i >= len(list.Games) {
		return
	}
	g := list.Games[i]
	s.focus = i
	game, ok := appOf(a).gameByID(g.Record.Game)
	if !ok {
		a.Toast.Show("This game is not in this version.", 240)
		return
	}
	if err := appOf(a).OpenReplay(game, g.Seats, g.Record); err != nil {
		a.Toast.Show("This game cannot be replayed: "+err.Error(), 240)
		return
	}
	s.stale = true
}

// place lays the page out: the title and a line under it, the Newer,
// Older and Back buttons along the bottom, and between them as many rows
// as fit, in two columns on a screen wide enough for them.
func (s *recentScene) place(a *ui.Context) {
	g := &s.geo
	m, gap := max(a.U(24), 6), max(a.U(12), 4)
	tap := a.MinTap()
	bh := max(a.U(56), tap)
	by := a.H - bh - max(a.U(24), m)
	g.titleSize = ui.FitSize(a, recentTitle, a.U(46), a.W-2*m, true)
	g.titleY = m + g.titleSize*0.7
	g.lineSize = ui.FitSize(a, "Newest first · 20 to 20 of 20", max(a.U(20), 12*max(a.Scale, 1)), a.W-2*m, false)
	g.lineY = g.titleY + g.titleSize*0.7 + g.lineSize*0.8
	top := g.lineY + g.lineSize*0.8 + a.U(8)
	availW, availH := a.W-2*m, max(tap, by-gap-top)
	g.empty = sprites.Rect{X: m, Y: top, W: availW, H: availH}

	base := max(a.U(24), 13*max(a.Scale, 1))
	cols := 1
	if availW >= 2*a.U(520)+gap && len(s.rows) > s.perColumn(a, base, availH, gap, 2) {
		cols = 2
	}
	colW := (availW - float64(cols-1)*gap) / float64(cols)
	if cols == 1 {
		colW = min(availW, max(a.U(900), base*30))
	}
	g.size = s.fitRows(a, base, colW)
	perCol := s.perColumn(a, g.size, availH, gap, g.lines)
	s.perPage = cols * perCol
	s.first = s.focus / s.perPage * s.perPage
	s.placeButtons(a, by, bh, m, gap)

	rowH := s.rowHeight(a, g.size, g.lines)
	left := a.W/2 - (float64(cols)*colW+float64(cols-1)*gap)/2
	g.rects = g.rects[:0]
	for i := s.first; i < min(len(s.rows), s.first+s.perPage); i++ {
		k := i - s.first
		c, r := k/perCol, k%perCol
		g.rects = append(g.rects, sprites.Rect{X: left + float64(c)*(colW+gap), Y: top + float64(r)*(rowH+gap), W: colW, H: rowH})
	}
	s.wordPage()
}

// rowHeight is a row's height at text size for its lines, at least a
// finger.
func (s *recentScene) rowHeight(a *ui.Context, size, lines float64) float64 {
	return max(a.MinTap(), size*1.35*lines+size*0.8)
}

// perColumn is how many rows stand in a column of height h.
func (s *recentScene) perColumn(a *ui.Context, size, h, gap, lines float64) int {
	return max(1, int((h+gap)/(s.rowHeight(a, size, lines)+gap)))
}

// fitRows is the rows' text size: base, or less so that every row's first
// line (the game, when, the review) fits in width w; a result too long
// for its line gets a smaller size of its own, or when that would be
// under resultFloor of the size, two lines (and every row three).
func (s *recentScene) fitRows(a *ui.Context, base, w float64) float64 {
	const ref = 100.0
	size := base
	for i := range s.rows {
		r := &s.rows[i]
		need := ui.TextWidth(a, r.title, ref, true) + ui.TextWidth(a, r.when, ref, false) + ui.TextWidth(a, r.review, ref, false) + 2*ref
		size = min(size, (w-base*0.8)/need*ref) // a margin of 0.4 size each side
	}
	size = max(1, size)
	for i := range s.rows {
		r := &s.rows[i]
		r.resultSize = ui.FitSize(a, r.result, size, w-size*0.8-2, false)
		if r.wrapped = r.resultSize < size*resultFloor; r.wrapped {
			r.resultSize = size
		}
	}
	s.geo.lines = 2
	for i := range s.rows {
		if s.rows[i].wrapped {
			s.geo.lines = 3
		}
	}
	return size
}

// placeButtons puts Newer and Older (when the rows take more than a page)
// either side of Back, along the bottom.
func (s *recentScene) placeButtons(a *ui.Context, by, bh, m, gap float64) {
	paged := len(s.rows) > s.perPage
	s.newer.Hidden, s.older.Hidden = !paged, !paged
	n := 1.0
	if paged {
		n = 3
	}
	bw := max(a.MinTap(), min(a.U(260), (a.W-2*m-(n-1)*gap)/n))
	ui.Row(a.W/2-(n*bw+(n-1)*gap)/2, by, bw, bh, gap, s.newer, s.back, s.older)
	s.newer.Enabled = s.first > 0
	s.older.Enabled = s.first+s.perPage < len(s.rows)
}

// wordPage makes the line under the title for the page shown.
func (s *recentScene) wordPage() {
	n := len(s.rows)
	switch {
	case n == 0:
		s.pageLine = ""
	case n <= s.perPage:
		s.pageLine = fmt.Sprintf("Newest first · %d %s", n, plural(n, "game", "games"))
	default:
		s.pageLine = fmt.Sprintf("Newest first · %d to %d of %d", s.first+1, min(n, s.first+s.perPage), n)
	}
}

func (s *recentScene) Draw(a *ui.Context, screen *ebiten.Image) {
	s.fresh = false
	g := &s.geo
	a.Text.Draw(screen, recentTitle, a.W/2, g.titleY, sprites.Style{Size: g.titleSize, Color: sprites.Gold, Bold: true})
	if s.pageLine != "" {
		a.Text.Draw(screen, s.pageLine, a.W/2, g.lineY, sprites.Style{Size: g.lineSize, Color: sprites.Dim})
	}
	if len(s.rows) == 0 {
		s.drawEmpty(a, screen)
	}
	for k, r := range g.rects {
		if i := s.first + k; i < len(s.rows) {
			s.drawRow(a, screen, &s.rows[i], r, i == s.focus)
		}
	}
	for _, b := range s.buttons {
		b.Draw(a, screen)
	}
}

// drawEmpty says that there is nothing yet, and how a game comes here.
func (s *recentScene) drawEmpty(a *ui.Context, screen *ebiten.Image) {
	e := s.geo.empty
	big := sprites.Style{Size: ui.FitSize(a, noRecent, max(a.U(32), 16*max(a.Scale, 1)), e.W, false), Color: sprites.White}
	a.Text.Draw(screen, noRecent, a.W/2, e.Y+e.H*0.35, big)
	small := sprites.Style{Size: max(a.U(22), 12*max(a.Scale, 1)), Color: sprites.Dim}
	a.Text.DrawBox(screen, noRecentSub, sprites.Rect{X: e.X, Y: e.Y + e.H*0.35 + big.Size, W: e.W, H: big.Size * 4}, small)
}

// drawRow paints one game: its title, when it ended and how far its
// review went on the first line, its result on the second.
func (s *recentScene) drawRow(a *ui.Context, screen *ebiten.Image, row *recentRow, r sprites.Rect, focused bool) {
	size := s.geo.size
	fill := sprites.FeltDark
	if r.Contains(a.Input.X, a.Input.Y) && !a.Touch() {
		fill = ui.Lighten(fill)
	}
	sprites.Panel(screen, r, size*0.5, fill)
	if focused && s.keyed && !a.Touch() {
		sprites.Outline(screen, r, size*0.5, sprites.Gold)
	}
	x, right := r.X+size*0.4, r.X+r.W-size*0.4
	y1 := r.Y + r.H/2 - size*0.68*(s.geo.lines-1)
	y2 := y1 + size*1.36
	title := sprites.Style{Size: size, Color: sprites.Gold, Bold: true, Align: sprites.Left}
	a.Text.Draw(screen, row.title, x, y1, title)
	tw, _ := a.Text.Measure(row.title, title)
	a.Text.Draw(screen, row.when, x+tw+size, y1, sprites.Style{Size: size, Color: sprites.Dim, Align: sprites.Left})
	ink := sprites.Dim
	if row.reviewed {
		ink = sprites.Gold
	}
	a.Text.Draw(screen, row.review, right, y1, sprites.Style{Size: size, Color: ink, Align: sprites.Right})
	result := sprites.Style{Size: row.resultSize, Color: sprites.White, Align: sprites.Left}
	if row.wrapped {
		top := y1 + size*0.68
		a.Text.DrawBox(screen, row.result, sprites.Rect{X: x, Y: top, W: right - x, H: r.Y + r.H - size*0.3 - top}, result)
		return
	}
	a.Text.Draw(screen, row.result, x, y2, result)
}

func (s *recentScene) AppendTargets(dst []ui.Target) []ui.Target {
	for k, r := range s.geo.rects {
		if i := s.first + k; i < len(s.rows) {
			row := &s.rows[i]
			dst = append(dst, ui.Target{ID: row.id, Label: row.title + ": " + row.result, X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	return ui.AppendButtonTargets(dst, s.buttons...)
}
