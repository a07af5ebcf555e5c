package scenes

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// ResultRow is one seat's final standing.
type ResultRow struct {
	Name string
	// Detail is a line about the seat (hands, rounds): the screen shows it
	// only for a game that gives no history.
	Detail string
	Score  string
	Winner bool
}

// Results is the score screen at the end of a game: the winner's line, then
// a table of the game hand by hand (or round by round) with the match total,
// a burst of confetti for a win at the device, and the way on.
type Results struct {
	host     Host // nil for results made alone (tests): nothing counted, nothing opened
	game     *Game
	title    string
	headline string
	rows     []ResultRow
	history  play.History
	config   GameConfig

	again   *ui.Button
	rematch *ui.Button // against the next level up; hidden at Hard and with no computer
	menu    *ui.Button
	rules   *ui.Button
	// review opens the game in the replay (replay.go); shown once the
	// table hands over its record (withRecord).
	review, copy *ui.Button
	record       *rules.Record
	// stats says what the game did to the player's statistics, once
	// counted ("vs Normal: 5 wins in 9 games (+1 win).").
	stats string

	// outcome is counted in the statistics at the first Update, once.
	outcome *play.Outcome
	counted bool
	daily   dailyShare // a deal of the day's line to share (daily.go)

	// earlier[k] and later[k] say that k rows are not shown above or
	// below: made with the history, so drawing allocates nothing.
	earlier, later []string
	winner         []bool // per column

	layout int
	table  resultsTable
	first  int  // the first history row shown
	shown  int  // how many are shown
	pinned bool // the player scrolled: the window stays where they put it
	wheel  float64
	drag   float64 // a drag not yet a whole row

	celebrated bool
	confetti   ui.Confetti

	// chart: the game at a glance beside the table (resultschart.go).
	chart    *ResultsChart
	chartLay chartLayout
}

// resultsTable is where the screen's parts go for the current screen size,
// with the texts fitted to it (made when the size changes, not per frame).
type resultsTable struct {
	titleSize, titleY float64
	headStyle         sprites.Style
	headBox           sprites.Rect
	headline          string
	statsStyle        sprites.Style
	statsBox          sprites.Rect
	stats             string

	x, w       float64 // the table's left edge and width
	cx         float64 // the table's centre: the screen's, or right of a chart
	regionTop  float64 // the space the table may take
	regionH    float64
	labelW     float64 // the row labels' column
	colW       float64 // each seat's column
	size       float64 // text size of the table
	lineH      float64
	slots      int // lines for rows between the header and the total
	columns    []string
	pad        float64
	totalLabel string
}

// Headline is the winner's line; Rows are the seats' scores, in seat order.
func (r *Results) Headline() string  { return r.headline }
func (r *Results) Rows() []ResultRow { return r.rows }

// History is the table the screen shows (test access).
func (r *Results) History() play.History { return r.history }

// NewResults makes the score screen of a finished game. Without
// WithHistory the table has one line of each seat's detail and the total.
func NewResults(g *Game, headline string, rows []ResultRow, cfg GameConfig) *Results {
	title := g.Title + ": final scores"
	if g.MaxPlayers == 1 {
		title = g.Title + ": your run" // no one to score against
	}
	r := &Results{game: g, title: title, headline: headline, rows: rows, config: cfg,
		again:  ui.NewButton("results.again", "Play again").WithKey(ebiten.KeyEnter),
		menu:   ui.NewButton("results.menu", "Menu").WithKey(ebiten.KeyEscape),
		rules:  ui.NewButton("results.rules", "Rules").WithKey(ebiten.KeyR),
		review: newReviewButton(),
		copy:   newResultsCopyButton(),
		layout: -1,
	}
	r.again.Primary = true
	r.rematch = newRematchButton(cfg, humanWon(cfg, rows))
	r.daily = newDailyShare(g, cfg, r.rematch)
	h := play.History{Unit: "lines", TotalLabel: "Total", Rows: []play.HistoryRow{{Label: ""}}}
	for _, row := range rows {
		h.Columns = append(h.Columns, row.Name)
		h.Rows[0].Cells = append(h.Rows[0].Cells, row.Detail)
	}
	return r.WithHistory(h)
}

// WithHistory sets the table of the game, row by row.
func (r *Results) WithHistory(h play.History) *Results {
	r.history = h
	if r.history.Total == nil {
		for _, row := range r.rows {
			r.history.Total = append(r.history.Total, row.Score)
		}
	}
	n := len(h.Rows)
	r.earlier, r.later = make([]string, n+1), make([]string, n+1)
	for k := 1; k <= n; k++ {
		r.earlier[k] = fmt.Sprintf("(%d earlier %s)", k, pluralUnit(h.Unit, k))
		r.later[k] = fmt.Sprintf("(%d later %s)", k, pluralUnit(h.Unit, k))
	}
	r.winner = make([]bool, len(h.Columns))
	for p := range r.winner {
		r.winner[p] = p < len(r.rows) && r.rows[p].Winner
	}
	r.layout = -1
	return r
}

// WithHost gives results made outside a table (tests) the shell that
// counts their outcome and opens their rules, replay and rematch; the
// table gives its own.
func (r *Results) WithHost(h Host) *Results {
	r.host = h
	return r
}

// WithOutcome has the statistics count the game when the screen opens.
func (r *Results) WithOutcome(o play.Outcome) *Results {
	r.outcome = &o
	return r
}

// pluralUnit is "hand" for one of "hands".
func pluralUnit(unit string, k int) string {
	if k == 1 && len(unit) > 1 && unit[len(unit)-1] == 's' {
		return unit[:len(unit)-1]
	}
	return unit
}

func (r *Results) Name() string     { return "results" }
func (r *Results) GameID() string   { return r.game.ID }
func (r *Results) IsOver() bool     { return true }
func (r *Results) HintText() string { return "" }
func (r *Results) Message() string  { return "" }

// Search: the game is over, nobody thinks.
func (r *Results) Search() SearchStatus { return SearchStatus{} }

// Inspected: the results have no inspector.
func (r *Results) Inspected() (Inspection, bool) { return Inspection{}, false }

// Animating tells the app to draw every frame while the confetti flies.
func (r *Results) Animating() bool { return r.confetti.Flying() }

func (r *Results) Update(a *ui.Context) {
	if r.outcome != nil && !r.counted {
		r.counted = true
		if r.host != nil {
			r.stats = r.daily.count(r.host, r.game, *r.outcome)
		}
		r.layout = -1
	}
	if !r.celebrated {
		r.celebrated = true
		r.celebrate(a)
	}
	if r.layout != a.LayoutCount() {
		r.layout = a.LayoutCount()
		r.place(a)
	}
	r.confetti.Step()
	r.scroll(a)
	switch {
	case r.menu.Clicked(a):
		a.BackToMenu()
	case r.rules.Clicked(a):
		if r.host != nil {
			r.host.OpenRules(r.game)
		}
	case r.again.Clicked(a):
		cfg := r.config
		cfg.Seed, cfg.Lesson, cfg.Puzzle = play.NewSeed(), false, nil
		if r.host != nil {
			r.host.StartGame(r.game, cfg)
		}
	case r.rematch.Clicked(a):
		if r.host != nil {
			r.host.StartGame(r.game, RematchConfig(r.config))
		}
	case r.daily.copy != nil && r.daily.copy.Clicked(a):
		r.daily.share(a)
	case r.review.Clicked(a):
		r.openReplay(a)
	case r.copy.Clicked(a) && r.record != nil:
		shareGame(a, *r.record, r.config.Seats)
	}
}

// celebrate throws the confetti for a win at the device: a person among
// the winners, or a game the computer played alone. A computer beating
// the person watching gets no party.
func (r *Results) celebrate(a *ui.Context) {
	if play.HumanSeats(r.config.Seats) > 0 && !humanWon(r.config, r.rows) || a.Settings.ReducedMotion {
		return
	}
	r.confetti.Burst(a.W, a.H, a.Unit, a.Settings.Speed.Scale(ui.ConfettiTicks), r.config.Seed)
}

// scroll moves the window of rows with the arrow keys, the wheel and a
// drag.
func (r *Results) scroll(a *ui.Context) {
	n := len(r.history.Rows)
	step := ui.ArrowStep(a)
	_, wy := ebiten.Wheel()
	r.wheel -= wy
	whole := int(r.wheel)
	r.wheel -= float64(whole)
	// A finger dragging the table up shows later rows, as on a phone.
	r.drag -= a.Input.DragY
	if r.table.lineH > 0 {
		rows := int(r.drag / r.table.lineH)
		r.drag -= float64(rows) * r.table.lineH
		whole += rows
	}
	if !a.Input.PointerDown() {
		r.drag = 0
	}
	if step += whole; step != 0 && n > r.table.slots {
		r.pinned = true
		r.first = max(0, r.first+step)
	}
	r.fitRows()
}

// fitRows chooses the rows shown: all when they fit, else a window with a
// line above saying how many earlier rows are hidden (and one below once
// the player scrolled up). Unscrolled, the window shows the last rows:
// the end of the game is what a player looks for first.
func (r *Results) fitRows() {
	n, slots := len(r.history.Rows), r.table.slots
	if n <= slots {
		r.first, r.shown = 0, n
		return
	}
	atEnd := max(0, slots-1)
	// A window too short for a line above and one below stays at the end.
	if last := n - atEnd; !r.pinned || r.first >= last || slots < 3 {
		r.first, r.shown = last, atEnd
		return
	}
	r.shown = slots - 1
	if r.first > 0 {
		r.shown--
	}
	r.shown = max(0, r.shown)
}

// place lays the screen out for its size: buttons at the bottom, at least
// a finger wide; the title and the headline (up to two lines) at the top;
// the table in between, its text as large as fits in width, its rows as
// many as fit in height.
func (r *Results) place(a *ui.Context) {
	t := &r.table
	m := max(a.U(20), 6)
	tap := a.MinTap()
	gap := a.U(16)
	bh := max(a.U(62), tap)
	by := r.placeButtons(a, m, gap, bh)

	t.titleSize = ui.FitSize(a, r.title, a.U(46), a.W-2*m, true)
	t.titleY = m + t.titleSize*0.7
	t.headStyle = sprites.Style{Size: a.U(30), Color: sprites.White, Bold: true}
	headW := min(a.W-2*m, a.U(1100))
	twoLines := a.Text.MeasureWrapped("A\nA", headW, t.headStyle)
	t.headline = a.Text.Fit(r.headline, headW, twoLines, t.headStyle)
	t.headBox = sprites.Rect{X: a.W/2 - headW/2, Y: t.titleY + t.titleSize*0.7 + a.U(6), W: headW,
		H: a.Text.MeasureWrapped(t.headline, headW, t.headStyle)}
	t.statsStyle = sprites.Style{Size: max(a.U(22), 13*max(a.Scale, 1)), Color: sprites.Dim}
	t.stats = r.stats
	t.statsBox = sprites.Rect{X: t.headBox.X, Y: t.headBox.Y + t.headBox.H + a.U(8), W: headW,
		H: a.Text.MeasureWrapped(t.stats, headW, t.statsStyle)}
	t.regionTop = t.statsBox.Y + t.statsBox.H + a.U(16)
	t.regionH = max(0, by-a.U(16)-t.regionTop)
	tableW := a.W - 2*m
	if r.placeChart(a, m) && a.W > a.H {
		tableW = (a.W - 2*m - a.U(16)) / 2
	}
	r.placeTable(a, tableW)
	r.fitRows()
}

// placeButtons puts the buttons along the bottom, in one row when their
// labels fit, else in two (a phone held upright with a rematch to offer),
// and returns the top of the buttons.
func (r *Results) placeButtons(a *ui.Context, m, gap, bh float64) float64 {
	tap := a.MinTap()
	third := r.rematch
	if r.daily.copy != nil {
		third = r.daily.copy // a daily has no rematch
	}
	var buttons []*ui.Button
	for _, b := range []*ui.Button{r.menu, r.rules, r.review, r.copy, third, r.again} {
		if !b.Hidden {
			buttons = append(buttons, b)
		}
	}
	n := float64(len(buttons))
	bw := max(tap, min(a.U(260), (a.W-2*m-(n-1)*gap)/n))
	label := sprites.Style{Size: min(bh*0.45, a.U(24))}
	widest := 0.0
	for _, b := range buttons {
		w, _ := a.Text.Measure(b.Label, label)
		widest = max(widest, w)
	}
	by := a.H - bh - max(a.U(30), m)
	if widest+bh*0.5 <= bw || len(buttons) < 4 {
		ui.Row(a.W/2-(n*bw+(n-1)*gap)/2, by, bw, bh, gap, buttons...)
		return by
	}
	// Two rows: the later half below, the others above.
	lower, upper := buttons[len(buttons)/2:], buttons[:len(buttons)/2]
	k := float64(len(lower))
	bw = max(tap, min(a.U(300), (a.W-2*m-(k-1)*gap)/k))
	ui.Row(a.W/2-(k*bw+(k-1)*gap)/2, by, bw, bh, gap, lower...)
	by -= bh + gap
	k = float64(len(upper))
	bw = max(tap, min(a.U(300), (a.W-2*m-(k-1)*gap)/k))
	ui.Row(a.W/2-(k*bw+(k-1)*gap)/2, by, bw, bh, gap, upper...)
	return by
}

// placeTable sizes the table to width w and the region's height.
func (r *Results) placeTable(a *ui.Context, w float64) {
	t, h := &r.table, &r.history
	n := max(1, len(h.Columns))
	base := max(a.U(30), 15*max(a.Scale, 1)) // 15 CSS pixels read well on a phone
	// Widths measured at the base size; text widths scale with the size.
	label := ui.TextWidth(a, h.TotalLabel, base, true)
	cell, name := 0.0, 0.0
	for _, row := range h.Rows {
		label = max(label, ui.TextWidth(a, row.Label, base, false))
		for _, c := range row.Cells {
			cell = max(cell, ui.TextWidth(a, c, base, false))
		}
	}
	for _, c := range h.Total {
		cell = max(cell, ui.TextWidth(a, c, base, true))
	}
	for _, c := range h.Columns {
		name = max(name, ui.TextWidth(a, c, base, true))
	}
	pad := base
	limit := min(w, a.U(1100))
	need := label + pad + float64(n)*(cell+pad)
	size := base
	if need > limit {
		size = base * limit / need // the cells must be whole: the names may be cut
	}
	k := size / base
	t.pad = pad * k
	t.labelW = (label + pad) * k
	// Columns as wide as their names, spread over the room there is (up
	// to a point: numbers far apart are hard to compare).
	t.colW = max((max(name, cell)+pad)*k, min((limit-t.labelW)/float64(n), a.U(200)))
	if t.labelW+float64(n)*t.colW > limit {
		t.colW = (limit - t.labelW) / float64(n)
	}
	// Height: the header, the total and at least one row must fit.
	t.lineH = size * 1.5
	least := 2.0
	if len(h.Rows) > 0 {
		least = 3
	}
	if t.regionH < least*t.lineH {
		t.lineH = t.regionH / least
		size = min(size, t.lineH/1.3)
	}
	t.slots = max(0, int(t.regionH/max(1, t.lineH))-2)
	if rows := len(h.Rows); rows > t.slots {
		// A big screen shows every row a little smaller rather than a
		// window of them; a phone keeps its text readable and scrolls.
		if smaller := t.regionH / float64(rows+2) / 1.5; smaller >= max(size*0.6, 14*max(a.Scale, 1)) {
			size, t.lineH, t.slots = smaller, smaller*1.5, rows
		}
	}
	t.size = size
	t.w = t.labelW + float64(n)*t.colW
	t.x = t.cx - t.w/2
	st := sprites.Style{Size: size, Bold: true}
	t.columns = t.columns[:0]
	for _, c := range h.Columns {
		// A name too wide for its column (five players on a phone) is
		// written short, "P5", rather than cut.
		if w, _ := a.Text.Measure(c, st); w > t.colW-t.pad/2 {
			c = shortSeatName(c)
		}
		t.columns = append(t.columns, a.Text.Fit(c, t.colW-t.pad/2, t.lineH, st))
	}
	t.totalLabel = a.Text.Fit(h.TotalLabel, t.labelW, t.lineH, st)
}

// shortSeatName is "P5" for "Player 5"; other names stay.
func shortSeatName(name string) string {
	if n, ok := strings.CutPrefix(name, "Player "); ok {
		return "P" + n
	}
	return name
}

// lines is how many lines the table takes now.
func (r *Results) lines() int {
	n := 2 + r.shown
	if r.first > 0 {
		n++
	}
	if r.first+r.shown < len(r.history.Rows) {
		n++
	}
	return n
}

func (r *Results) Draw(a *ui.Context, screen *ebiten.Image) {
	t := &r.table
	r.confetti.Draw(screen) // behind the scoreboard: no piece ever covers a number
	a.Text.Draw(screen, r.title, a.W/2, t.titleY, sprites.Style{Size: t.titleSize, Color: sprites.Gold, Bold: true})
	a.Text.DrawBox(screen, t.headline, t.headBox, t.headStyle)
	if t.stats != "" {
		a.Text.DrawBox(screen, t.stats, t.statsBox, t.statsStyle)
	}
	r.drawChart(a, screen)
	r.drawTable(a, screen)
	r.menu.Draw(a, screen)
	r.rules.Draw(a, screen)
	r.review.Draw(a, screen)
	r.copy.Draw(a, screen)
	r.rematch.Draw(a, screen)
	if r.daily.copy != nil {
		r.daily.copy.Draw(a, screen)
	}
	r.again.Draw(a, screen)
}

// drawTable paints the history: the seats' names, the rows shown (the
// row's best in gold), and the total, with a lighter band down each
// winner's column.
func (r *Results) drawTable(a *ui.Context, screen *ebiten.Image) {
	t, h := &r.table, &r.history
	lines := r.lines()
	height := float64(lines) * t.lineH
	// Under the headline, a little lower when there is room to spare.
	top := t.regionTop + min(max(0, t.regionH-height)/2, a.U(60))
	radius := t.lineH * 0.3
	sprites.Panel(screen, sprites.Rect{X: t.x - t.pad/2, Y: top, W: t.w + t.pad, H: height}, radius, sprites.FeltDark)
	for p, won := range r.winner {
		if won {
			sprites.Panel(screen, sprites.Rect{X: t.x + t.labelW + float64(p)*t.colW, Y: top, W: t.colW, H: height}, radius, sprites.FeltLight)
		}
	}

	y := top + t.lineH/2
	cell := sprites.Style{Size: t.size, Color: sprites.White}
	for p, name := range t.columns {
		st := cell
		st.Bold = true
		if p < len(r.winner) && r.winner[p] {
			st.Color = sprites.Gold
		}
		a.Text.Draw(screen, name, r.columnX(p), y, st)
	}
	note := sprites.Style{Size: t.size * 0.85, Color: sprites.Dim}
	if r.first > 0 {
		y += t.lineH
		a.Text.Draw(screen, r.earlier[r.first], t.x+t.w/2, y, note)
	}
	label := sprites.Style{Size: t.size, Color: sprites.Dim, Align: sprites.Left}
	for i := r.first; i < r.first+r.shown; i++ {
		row := &h.Rows[i]
		y += t.lineH
		a.Text.Draw(screen, row.Label, t.x, y, label)
		for p, c := range row.Cells {
			st := cell
			if p < len(row.Lead) && row.Lead[p] {
				st.Color, st.Bold = sprites.Gold, true
			}
			a.Text.Draw(screen, c, r.columnX(p), y, st)
		}
	}
	if rest := len(h.Rows) - r.first - r.shown; rest > 0 {
		y += t.lineH
		a.Text.Draw(screen, r.later[rest], t.x+t.w/2, y, note)
	}
	y += t.lineH
	sprites.FillRect(screen, sprites.Rect{X: t.x, Y: y - t.lineH/2, W: t.w, H: max(1, t.size/12)}, sprites.Dim)
	total := sprites.Style{Size: t.size, Color: sprites.White, Bold: true, Align: sprites.Left}
	a.Text.Draw(screen, t.totalLabel, t.x, y, total)
	total.Align = sprites.Center
	for p, c := range h.Total {
		st := total
		if p < len(r.winner) && r.winner[p] {
			st.Color = sprites.Gold
		}
		a.Text.Draw(screen, c, r.columnX(p), y, st)
	}
}

// columnX is the centre of seat p's column.
func (r *Results) columnX(p int) float64 {
	return r.table.x + r.table.labelW + (float64(p)+0.5)*r.table.colW
}

func (r *Results) AppendTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, r.menu, r.rules, r.review, r.copy, r.rematch, r.daily.copy, r.again)
}

// RowWindow is the part of the history the results show now: the first
// row shown and how many, the slots the screen has for rows, the lines
// drawn and a line's height (tests read it).
type RowWindow struct {
	First, Shown, Slots, Lines int
	LineH                      float64
}

// RowWindow is the part of the history shown now.
func (r *Results) RowWindow() RowWindow {
	return RowWindow{First: r.first, Shown: r.shown, Slots: r.table.slots, Lines: r.lines(), LineH: r.table.lineH}
}

// EarlierLine is the line that counts k rows above the window.
func (r *Results) EarlierLine(k int) string { return r.earlier[k] }

// Confetti is the burst the screen throws for a win at the device.
func (r *Results) Confetti() *ui.Confetti { return &r.confetti }

// Rematch is the button that offers a rematch one level up.
func (r *Results) Rematch() *ui.Button { return r.rematch }
