package shell

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// readStatistics loads the record. An unreadable one is kept aside, an
// empty record replaces it and the player is told once (the next read
// finds the empty record). A store that cannot be read at all is reported
// and left alone: it may work again later.
func (a *App) readStatistics() (play.Statistics, error) {
	text, ok, err := a.store.Load(play.StatisticsKey)
	if err != nil {
		a.Toast.Show("The statistics could not be read: "+err.Error(), 0)
		return play.NewStatistics(), err
	}
	if !ok {
		return play.NewStatistics(), nil
	}
	st, err := play.DecodeStatistics(text)
	if err == nil {
		return st, nil
	}
	kept := "they were kept aside"
	if a.store.Save(play.StatisticsAsideKey, play.ShortenBytes(text, play.KeptAsideBytes)) != nil {
		kept = "they could not be kept aside"
	}
	st = play.NewStatistics()
	a.writeStatistics(st)
	a.Toast.Show("Your statistics were unreadable ("+err.Error()+"); "+kept+" and start again from zero.", 600)
	return st, nil
}

// writeStatistics stores the record; a failure is shown, never fatal.
func (a *App) writeStatistics(st play.Statistics) {
	b, err := json.Marshal(st)
	if err == nil {
		err = a.store.Save(play.StatisticsKey, string(b))
	}
	if err != nil {
		a.Toast.Show("The statistics could not be saved: "+err.Error(), 240)
	}
}

// countFinishedGame adds a finished game to the statistics once (see
// play.Statistics.Count).
func (a *App) countFinishedGame(o play.Outcome) (change string) {
	st, err := a.readStatistics()
	if err != nil {
		return "" // the store is unreadable: writing now would lose what it holds
	}
	g, ok := a.gameByID(o.Game)
	if !ok {
		return ""
	}
	key, counts := o.Line()
	before := st.Line(o.Game, key)
	if st.Count(o, g.BestScore()) {
		a.writeStatistics(st)
	}
	if !counts {
		return ""
	}
	return statChange(g, key, before, st.Line(o.Game, key))
}

// statChange says what a finished game did to its line of the statistics,
// for the results: "vs Normal: 5 wins in 9 games (+1 win), new best 12".
// A game counted before (its results shown again) changes nothing.
func statChange(g *scenes.Game, key string, before, after play.StatLine) string {
	label := key
	for _, r := range g.StatBlockRows() {
		if r.Key == key {
			label = r.Label
		}
	}
	line := fmt.Sprintf("%s: %d %s in %d %s", label, after.Wins, plural(after.Wins, "win", "wins"),
		after.Played, plural(after.Played, "game", "games"))
	var change string
	switch {
	case after.Wins > before.Wins:
		change = "+1 win"
	case after.Losses > before.Losses:
		change = "+1 loss"
	default:
		return line + "."
	}
	if after.Assisted > before.Assisted {
		change += ", assisted"
	}
	line += " (" + change + ")"
	// A first game's score is the line's best by default: "new best 60"
	// after a first loss reads as praise for it. Only a score that beats
	// an earlier best is one.
	if after.Best != nil && before.Best != nil && *before.Best != *after.Best {
		line += ", new best " + scoreText(*after.Best)
	}
	return line + "."
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// resetStatistics empties every line and streak. The games and the
// deals of the day already counted stay remembered, so none of them can
// come back into the new count (play.Statistics.Reset).
func (a *App) resetStatistics() {
	st, err := a.readStatistics()
	if err != nil {
		st = play.NewStatistics()
	}
	a.writeStatistics(st.Reset())
}

// statColumns head the numbers of each line.
var statColumns = [...]string{"Played", "Wins", "Losses", "Best"}

// statBlock is one game on the page, its texts made when the page opens
// (or is reset), so drawing allocates nothing.
type statBlock struct {
	title, note string
	cells       [][1 + len(statColumns)]string // per line: label, then the numbers
	played      []bool
}

// statisticsScene is the Statistics page: per game and kind of opponent,
// games played, won and lost, and the best score.
type statisticsScene struct {
	blocks []statBlock
	back   *ui.Button
	reset  *ui.Button // nil on a breakdown page
	// recent opens the recent games (recentgames.go); nil on a breakdown
	// page.
	recent *ui.Button
	// more open the breakdown pages of the games that have one; breakdown
	// is the game this page breaks down (nil: the main page).
	more      []*ui.Button
	moreGames []*scenes.Game
	breakdown *scenes.Game
	title     string
	// puzzles is the player's puzzle rating under the title ("" before
	// any puzzle was tried, and on a breakdown page).
	puzzles string
	row     []*ui.Button // the buttons in their row (buttons)
	// confirm counts down while a second tap on Reset would reset.
	confirm int
	layout  int
	geo     statGeometry
	// first is the top block shown when the page scrolls; drag
	// accumulates a finger's or the wheel's movement towards a step.
	first int
	drag  float64
	cols  int // columns of blocks: a scroll step moves a row of them
}

// statMinText is the smallest size of the tables' text, in CSS pixels:
// under it the page scrolls instead of shrinking further.
const statMinText = 15

// statGeometry is where the page's parts go for the current screen.
type statGeometry struct {
	titleY, titleSize     float64
	puzzlesY, puzzlesSize float64
	size, lineH           float64 // text size and line height of the tables
	blockW, blockH        float64
	numW                  float64
	origins               []sprites.Rect // each block's box (W 0: not shown)
	// perView is how many blocks the page shows at once: all of them, or
	// on a screen too small for them all at a readable size, a column
	// that the person scrolls a block at a time (first is the top one).
	perView int
	more    string  // "Drag for more: games 1-3 of 5", when scrolled
	moreY   float64 // where that line goes
}

// confirmTicks is how long Reset waits for its confirming tap.
const confirmTicks = 240

const resetLabel = "Reset statistics"

func newStatisticsScene(a *ui.Context) *statisticsScene {
	s := &statisticsScene{
		back:   ui.NewButton("statistics.back", "Back").WithKey(ebiten.KeyEscape),
		reset:  ui.NewButton("statistics.reset", resetLabel),
		recent: ui.NewButton("statistics.recent", "Recent games").WithKey(ebiten.KeyG),
		layout: -1,
		title:  "Statistics",
	}
	for _, g := range appOf(a).games {
		if b := g.Breakdown; b != nil {
			s.more = append(s.more, ui.NewButton("statistics.more."+g.ID, b.Button))
			s.moreGames = append(s.moreGames, g)
		}
	}
	s.refresh(a)
	return s
}

// newBreakdownScene is the page of one game's lines by hero, boss and so on.
func newBreakdownScene(a *ui.Context, g *scenes.Game) *statisticsScene {
	s := &statisticsScene{
		back:      ui.NewButton("statistics.back", "Back").WithKey(ebiten.KeyEscape),
		layout:    -1,
		breakdown: g,
		title:     g.Breakdown.Title,
	}
	s.refresh(a)
	return s
}

func (s *statisticsScene) Name() string { return "statistics" }

func (s *statisticsScene) Message() string { return "" }

// Animating: the Reset button's confirmation counts down.
func (s *statisticsScene) Animating() bool { return s.confirm > 0 }

// refresh reads the record and makes the page's texts.
func (s *statisticsScene) refresh(a *ui.Context) {
	st, _ := appOf(a).readStatistics()
	s.blocks = s.blocks[:0]
	if s.breakdown != nil {
		s.blocks = breakdownBlocks(st, s.breakdown)
	} else {
		for _, g := range appOf(a).games {
			s.blocks = append(s.blocks, newStatBlock(st, g.ID, g.Title, g.StatNote(st), g.StatBlockRows()))
		}
		r, _ := appOf(a).readPuzzles()
		s.puzzles = appOf(a).puzzleRatingLine(r)
	}
	s.layout = -1
}

func (s *statisticsScene) Update(a *ui.Context) {
	if s.layout != a.LayoutCount() {
		s.layout = a.LayoutCount()
		s.place(a)
	}
	s.scroll(a)
	if s.confirm > 0 && s.reset != nil {
		if s.confirm--; s.confirm == 0 {
			s.reset.Label = resetLabel
		}
	}
	for i, b := range s.more {
		if b.Clicked(a) {
			a.Push(newBreakdownScene(a, s.moreGames[i]))
			return
		}
	}
	switch {
	case s.back.Clicked(a):
		a.Pop()
	case s.recent != nil && s.recent.Clicked(a):
		a.Push(newRecentScene(a))
	case s.reset == nil || !s.reset.Clicked(a):
	case s.confirm > 0:
		appOf(a).resetStatistics()
		s.refresh(a)
		s.confirm, s.reset.Label = 0, resetLabel
		a.Toast.Show("Statistics reset.", 120)
	default:
		// The first tap only asks: statistics gone are gone for good.
		s.confirm, s.reset.Label = confirmTicks, a.Say("Click again to reset", "Tap again to reset")
	}
}

// scroll steps the blocks shown a block at a time, by the arrow keys, the
// wheel or a finger's drag, when the page cannot show them all.
func (s *statisticsScene) scroll(a *ui.Context) {
	g := &s.geo
	n := len(s.blocks)
	if g.perView >= n || g.perView < 1 {
		s.first, s.drag = 0, 0
		return
	}
	step := ui.ArrowStep(a) + ui.DragScroll(a, &s.drag, g.blockH)
	if first := max(0, min(s.first+step*s.cols, n-g.perView)); first != s.first {
		s.first = first
		s.place(a)
	}
}

// Lines of a block, in line heights: the game's title, the note on its
// best score, the column heads, then its lines (as many as the longest
// block's, so the blocks stand in a grid).
const statTitleLines = 1.3

func (s *statisticsScene) blockLines() float64 {
	rows := 0
	for _, b := range s.blocks {
		rows = max(rows, len(b.cells))
	}
	return statTitleLines + 1 + 1 + float64(rows)
}

// place lays the page out: the blocks side by side when the screen is wide
// enough, else stacked, at the largest text size that fits both ways.
func (s *statisticsScene) place(a *ui.Context) {
	m, gap := max(a.U(24), 6), a.U(16)
	by := placeButtonRows(a, s.buttons(), m, gap)

	g := &s.geo
	g.titleSize = ui.FitSize(a, s.title, a.U(46), a.W-2*m, true)
	g.titleY = m + g.titleSize*0.7
	top := g.titleY + g.titleSize*0.7 + a.U(12)
	if s.puzzles != "" {
		g.puzzlesSize = ui.FitSize(a, s.puzzles, a.TextSize(20), a.W-2*m, false)
		g.puzzlesY = top + g.puzzlesSize*0.6
		top += g.puzzlesSize * 1.5
	}
	availW, availH := a.W-2*m, by-a.U(12)-top

	// Widths at a reference size; text widths grow in step with the size.
	const ref = 100.0
	label, num := 0.0, 0.0
	for _, b := range s.blocks {
		for _, c := range b.cells {
			label = max(label, ui.TextWidth(a, c[0], ref, false))
		}
	}
	for _, c := range statColumns {
		num = max(num, ui.TextWidth(a, c, ref, false))
	}
	num = max(num, ui.TextWidth(a, "99999", ref, false))
	head := 0.0
	for _, b := range s.blocks {
		head = max(head, ui.TextWidth(a, b.title, ref*1.15, true), ui.TextWidth(a, b.note, ref*0.85, false))
	}
	pad := 0.6 * ref
	blockW := max(label+pad+float64(len(statColumns))*(num+pad), head) + pad // at size ref
	n := max(1, len(s.blocks))
	base := max(a.U(26), 13*max(a.Scale, 1))
	best, cols := 0.0, 1
	for c := 1; c <= min(3, n); c++ {
		r := (n + c - 1) / c
		byW := (availW - float64(c-1)*gap) / float64(c) / blockW * ref
		byH := (availH - float64(r-1)*gap) / float64(r) / (s.blockLines()*1.5 + 0.6)
		if size := min(base, byW, byH); size >= best { // equal: more columns, less height
			best, cols = size, c
		}
	}
	// Under a readable size the blocks stand in one column that scrolls.
	g.perView = n
	if floor := statMinText * max(a.Scale, 1); best < floor {
		best, cols = min(floor, availW/blockW*ref), 1
		for c := min(3, n); c > 1; c-- {
			if (availW-float64(c-1)*gap)/float64(c)/blockW*ref >= floor {
				cols = c
				break
			}
		}
		lines := s.blockLines()*1.5 + 0.6
		rowsFit := max(1, int((availH-2*best+gap)/(best*lines+gap)))
		g.perView = min(n, cols*rowsFit)
	}
	g.size = max(1, best)
	g.lineH = g.size * 1.5
	s.cols = cols
	k := g.size / ref
	g.numW = (num + pad) * k
	g.blockW = min(availW, max(blockW*k, a.U(360)))
	if cols > 1 {
		g.blockW = min(g.blockW, (availW-float64(cols-1)*gap)/float64(cols))
	}
	g.blockH = s.blockLines()*g.lineH + g.size*0.6
	shown := n
	g.more = ""
	if g.perView < n {
		shown = g.perView
		s.first = max(0, min(s.first, n-shown))
		last := s.first + shown
		g.more = fmt.Sprintf("%s for more: games %d-%d of %d", a.Say("Scroll", "Drag"), s.first+1, last, n)
		if shown == 1 {
			g.more = fmt.Sprintf("%s for more: game %d of %d", a.Say("Scroll", "Drag"), last, n)
		}
	}
	rows := (shown + cols - 1) / cols
	totalW := float64(cols)*g.blockW + float64(cols-1)*gap
	totalH := float64(rows)*g.blockH + float64(rows-1)*gap
	y0 := top + max(0, (availH-totalH)/2)
	g.moreY = y0 + totalH + g.size*1.2
	g.origins = g.origins[:0]
	for i := range s.blocks {
		if g.perView < n {
			if i < s.first || i >= s.first+shown {
				g.origins = append(g.origins, sprites.Rect{})
				continue
			}
			k := i - s.first
			x := a.W/2 - totalW/2 + float64(k%cols)*(g.blockW+gap)
			g.origins = append(g.origins, sprites.Rect{X: x, Y: y0 + float64(k/cols)*(g.blockH+gap), W: g.blockW, H: g.blockH})
			continue
		}
		r, c := i/cols, i%cols
		// A last row with fewer blocks is centred under the others.
		inRow := min(cols, n-r*cols)
		rowW := float64(inRow)*g.blockW + float64(inRow-1)*gap
		x := a.W/2 - totalW/2 + (totalW-rowW)/2 + float64(c)*(g.blockW+gap)
		g.origins = append(g.origins, sprites.Rect{X: x, Y: y0 + float64(r)*(g.blockH+gap), W: g.blockW, H: g.blockH})
	}
}

func (s *statisticsScene) Draw(a *ui.Context, screen *ebiten.Image) {
	g := &s.geo
	a.Text.Draw(screen, s.title, a.W/2, g.titleY, sprites.Style{Size: g.titleSize, Color: sprites.Gold, Bold: true})
	if s.puzzles != "" {
		a.Text.Draw(screen, s.puzzles, a.W/2, g.puzzlesY, sprites.Style{Size: g.puzzlesSize, Color: sprites.White})
	}
	for i := range s.blocks {
		if i < len(g.origins) && g.origins[i].W > 0 {
			s.drawBlock(a, screen, &s.blocks[i], g.origins[i])
		}
	}
	if g.more != "" {
		a.Text.Draw(screen, g.more, a.W/2, g.moreY, sprites.Style{Size: g.size * 0.9, Color: sprites.Dim})
	}
	for _, b := range s.buttons() {
		b.Draw(a, screen)
	}
}

// placeButtonRows lays buttons out along the bottom of the screen, in one
// row when their labels fit, else in two, and returns the top of the
// first row.
func placeButtonRows(a *ui.Context, buttons []*ui.Button, m, gap float64) float64 {
	tap := a.MinTap()
	bh := max(a.U(56), tap)
	by := a.H - bh - max(a.U(24), m)
	label := sprites.Style{Size: min(bh*0.45, a.U(24))}
	need := 0.0
	for _, b := range buttons {
		w, _ := a.Text.Measure(b.Label, label)
		need = max(need, w+bh*0.5)
	}
	width := func(n int) float64 {
		k := float64(n)
		return max(tap, min(a.U(300), (a.W-2*m-(k-1)*gap)/k))
	}
	rows := [][]*ui.Button{buttons}
	if n := len(buttons); n > 2 && width(n) < need {
		top := (n + 1) / 2
		rows = [][]*ui.Button{buttons[:top], buttons[top:]}
		by -= bh + gap
	}
	y := by
	for _, row := range rows {
		n := float64(len(row))
		bw := width(len(rows[0]))
		ui.Row(a.W/2-(n*bw+(n-1)*gap)/2, y, bw, bh, gap, row...)
		y += bh + gap
	}
	return by
}

// buttons are the page's buttons, left to right: Reset and Recent games
// (on the main page), the breakdowns, Back.
func (s *statisticsScene) buttons() []*ui.Button {
	if s.row == nil { // made once: drawing allocates nothing
		if s.reset != nil {
			s.row = append(s.row, s.reset, s.recent)
		}
		s.row = append(append(s.row, s.more...), s.back)
	}
	return s.row
}

// drawBlock paints one game: its title and note, then a table whose
// numbers are right-aligned under their heads.
func (s *statisticsScene) drawBlock(a *ui.Context, screen *ebiten.Image, b *statBlock, r sprites.Rect) {
	g := &s.geo
	sprites.Panel(screen, r, g.size*0.6, sprites.FeltDark)
	x := r.X + g.size*0.5
	y := r.Y + g.size*0.3 + g.lineH*statTitleLines/2
	a.Text.Draw(screen, b.title, x, y, sprites.Style{Size: g.size * 1.15, Color: sprites.Gold, Bold: true, Align: sprites.Left})
	y += g.lineH * (statTitleLines/2 + 0.5)
	a.Text.Draw(screen, b.note, x, y, sprites.Style{Size: g.size * 0.85, Color: sprites.Dim, Align: sprites.Left})
	y += g.lineH
	right := r.X + r.W - g.size*0.5
	numX := func(col int) float64 { return right - float64(len(statColumns)-1-col)*g.numW }
	head := sprites.Style{Size: g.size * 0.85, Color: sprites.Dim, Align: sprites.Right}
	for c, h := range statColumns {
		a.Text.Draw(screen, h, numX(c), y, head)
	}
	for i := range b.cells {
		y += g.lineH
		ink := sprites.White
		if !b.played[i] {
			ink = sprites.Dim
		}
		a.Text.Draw(screen, b.cells[i][0], x, y, sprites.Style{Size: g.size, Color: ink, Align: sprites.Left})
		for c := range statColumns {
			a.Text.Draw(screen, b.cells[i][1+c], numX(c), y, sprites.Style{Size: g.size, Color: ink, Align: sprites.Right, Bold: c == len(statColumns)-1 && b.played[i]})
		}
	}
}

func (s *statisticsScene) AppendTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, s.buttons()...)
}

// scoreText writes a score with a true minus sign, as the tables do.
func scoreText(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return strconv.Itoa(v)
}
