package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Replay steps through a finished game move by move, with every hand face
// up: the game's own table above (or beside) a panel of controls: the
// position, a scrub bar with the rounds marked, first / back / forward /
// last, and the way back. A step forward plays the move's events as in
// play; any other step opens the table again at the move, still.
type Replay struct {
	host  Host
	src   *replaySource
	at    int // moves played on the table
	table TableScene
	note  string
	// bestOf is the move (counted from 1) whose best move the table shows
	// now, from the position before it; 0: none.
	bestOf int

	first, prev, next, last, back, copy *ui.Button
	reviewButton, best                  *ui.Button
	review                              reviewPanel
	reviewBox                           sprites.Rect // the review's line
	buttons                             []*ui.Button

	// The table gets the screen less the panel: its own Screen and a
	// Context around it, kept so a tick allocates nothing.
	screen ui.Screen
	ctx    ui.Context
	layout int
	// placed counts the panel's layouts: the table's screen changes with
	// each, and the table lays out again when its count does.
	placed int
	panel  sprites.Rect
	track  sprites.Rect // the scrub bar's tap area
	label  sprites.Rect
	style  sprites.Style
	text   string // the position, worded when it changes
	// reviewText is the review's line, worded with the position or when
	// the analysis moves on (textAt -1).
	reviewText  string
	reviewStyle sprites.Style
	textAt      int
	drag        bool // a press that began on the scrub bar is held
	// compact: the panel is laid out for a screen too small for anything
	// else (flow makes every button a finger's size).
	compact bool
}

// newReviewButton is the results' way into the replay.
func newReviewButton() *ui.Button {
	b := ui.NewButton("results.review", "Review").WithKey(ebiten.KeyV)
	b.Hidden = true // until the table hands over its record
	return b
}

// openReplay opens the finished game on the results in the replay.
func (r *Results) openReplay(a *ui.Context) {
	if r.record == nil || r.game.replay == nil || r.host == nil {
		return
	}
	rp, err := NewReplay(r.host, r.game, r.config.Seats, *r.record)
	if err != nil {
		a.Toast.Show("This game cannot be replayed: "+err.Error(), 240)
		return
	}
	a.Push(rp)
}

// NewReplay opens a game's record in the replay at its start.
func NewReplay(h Host, g *Game, seats []play.Seat, rec rules.Record) (*Replay, error) {
	if g.replay == nil {
		return nil, fmt.Errorf("%s cannot be replayed", g.Title)
	}
	src, err := g.replay(seats, rec)
	if err != nil {
		return nil, err
	}
	r := &Replay{host: h, src: src, layout: -1, textAt: -1,
		first:        ui.NewButton("replay.first", "|<").WithKey(ebiten.KeyHome),
		prev:         ui.NewButton("replay.prev", "<"),
		next:         ui.NewButton("replay.next", ">"),
		last:         ui.NewButton("replay.last", ">|").WithKey(ebiten.KeyEnd),
		back:         ui.NewButton("replay.back", "Back").WithKey(ebiten.KeyEscape),
		copy:         ui.NewButton("replay.copy", "Copy code").WithKey(ebiten.KeyC),
		reviewButton: ui.NewButton("replay.review", "Review").WithKey(ebiten.KeyV),
		best:         ui.NewButton("replay.best", "Best move").WithKey(ebiten.KeyB),
	}
	r.next.Primary = true
	r.buttons = []*ui.Button{r.first, r.prev, r.next, r.last, r.back, r.reviewButton, r.best, r.copy}
	if err := r.reopen(0); err != nil {
		return nil, err
	}
	return r, nil
}

func (r *Replay) Name() string     { return "replay" }
func (r *Replay) GameID() string   { return r.src.game.ID }
func (r *Replay) IsOver() bool     { return true }
func (r *Replay) HintText() string { return "" }
func (r *Replay) Message() string {
	if r.note != "" {
		return r.note
	}
	return r.table.Message() // the table's line: the best move shown
}

// Search is the review's: its searches go on while the replay is open
// (the app stops searchers whose owner has left the screens).
func (r *Replay) Search() SearchStatus {
	run := r.review.run
	if run == nil {
		return SearchStatus{}
	}
	return SearchStatus{Thinking: !run.Done() && run.Err() == nil, Owner: run}
}

// Inspected is the table's inspector: a long press or a resting pointer
// reads a card, as in play.
func (r *Replay) Inspected() (Inspection, bool) { return r.table.Inspected() }

func (r *Replay) Animating() bool { return r.drag || r.table.Animating() }

// Moves is the length of the game; At is the moves played on the table.
func (r *Replay) Moves() int { return len(r.src.record.Moves) }
func (r *Replay) At() int    { return r.at }

// reopen makes the table again at move k, still.
func (r *Replay) reopen(k int) error {
	t, err := r.src.open(r.host, k)
	if err != nil {
		return err
	}
	r.table, r.at = t, k
	return nil
}

// goTo steps to move k: one forward is played with its events, anything
// else opens the table there.
func (r *Replay) goTo(a *ui.Context, k int) {
	k = max(0, min(k, r.Moves()))
	r.note, r.bestOf = "", 0 // a best move shown was of the position left
	switch {
	case k == r.at:
		return
	case k == r.at+1:
		r.table.replayFlush(&r.ctx)
		if err := r.table.replayApply(r.src.record.Moves[r.at]); err != nil {
			r.note = "This move cannot be replayed: " + err.Error()
			return
		}
		r.at = k
	default:
		if err := r.reopen(k); err != nil {
			r.note = "This move cannot be replayed: " + err.Error()
		}
	}
}

// roundOf is the round (from 0) move k is in.
func (r *Replay) roundOf(k int) int {
	round := 0
	for i, start := range r.src.roundStarts {
		if start <= k {
			round = i
		}
	}
	return round
}

// roundStep is the start of the round before (-1) or after (+1) the one
// shown; after the last round, the end.
func (r *Replay) roundStep(dir int) int {
	starts := r.src.roundStarts
	if dir < 0 {
		for i := len(starts) - 1; i >= 0; i-- {
			if starts[i] < r.at {
				return starts[i]
			}
		}
		return 0
	}
	for _, s := range starts {
		if s > r.at {
			return s
		}
	}
	return r.Moves()
}

func (r *Replay) Update(a *ui.Context) {
	if r.layout != a.LayoutCount() {
		r.layout = a.LayoutCount()
		r.place(a)
	}
	if r.back.Clicked(a) {
		r.leaveReview(a)
		a.Pop()
		return
	}
	r.readInput(a)
	r.updateReview(a)
	r.updateEnabled()
	r.tableContext(a)
	r.table.replayTick(&r.ctx)
	if !r.host.OnStack(r) { // the table's Menu went back to the menu
		r.leaveReview(a)
	}
}

// readInput steps on by the buttons, the keys and the scrub bar.
func (r *Replay) readInput(a *ui.Context) {
	in := a.Input
	switch {
	case r.reviewButton.Clicked(a):
		r.startReview(a)
	case r.best.Clicked(a):
		r.bestMove(a)
	case r.copy.Clicked(a):
		shareGame(a, r.src.record, r.src.seats)
	case r.first.Clicked(a):
		r.goTo(a, 0)
	case r.last.Clicked(a):
		r.goTo(a, r.Moves())
	case r.prev.Clicked(a) || in.Key(ebiten.KeyLeft) || in.KeyRepeat(ebiten.KeyLeft):
		r.goTo(a, r.at-1)
	case r.next.Clicked(a) || in.Key(ebiten.KeyRight) || in.KeyRepeat(ebiten.KeyRight):
		r.goTo(a, r.at+1)
	case in.Key(ebiten.KeyUp) || in.Key(ebiten.KeyPageUp):
		r.goTo(a, r.roundStep(-1))
	case in.Key(ebiten.KeyDown) || in.Key(ebiten.KeyPageDown):
		r.goTo(a, r.roundStep(+1))
	case in.TapIn(r.track.X, r.track.Y, r.track.W, r.track.H):
		r.drag = true
		r.goTo(a, r.moveAt(in.TapX))
	}
	fx, fy, finger := in.FingerDown()
	if finger && !r.drag && r.track.Contains(fx, fy) {
		r.drag = true // a finger drags without tapping first
	}
	if r.drag {
		if !in.PointerDown() && !finger {
			r.drag = false
		} else if k := r.moveAt(in.X); k != r.at {
			r.goTo(a, k)
		}
	}
}

// moveAt is the move the scrub bar shows at x.
func (r *Replay) moveAt(x float64) int {
	if r.track.W <= 0 {
		return r.at
	}
	f := (x - r.track.X) / r.track.W
	return max(0, min(r.Moves(), int(f*float64(r.Moves())+0.5)))
}

func (r *Replay) updateEnabled() {
	r.first.Enabled, r.prev.Enabled = r.at > 0, r.at > 0
	r.next.Enabled, r.last.Enabled = r.at < r.Moves(), r.at < r.Moves()
	running := r.review.run != nil && !r.review.run.Done() && r.review.run.Err() == nil
	r.reviewButton.Enabled = !running && (r.review.run == nil || r.review.run.Err() != nil)
	r.best.Enabled = r.review.analysis != nil && r.at < r.Moves()
}

// tableContext is the context the table runs in: the screen less the
// panel, laid out as a screen of that size.
func (r *Replay) tableContext(a *ui.Context) {
	r.ctx = *a
	r.screen = *a.Screen
	r.screen.W, r.screen.H = r.tableSize(a)
	r.screen.Unit = min(r.screen.W/1280, r.screen.H/800)
	if r.screen.W < r.screen.H {
		r.screen.Unit = min(r.screen.W/720, r.screen.H/1100)
	}
	r.screen.SetLayoutCount(r.placed)
	r.ctx.Screen = &r.screen
}

// tableSize is the part of the screen the table has: above the panel, or
// left of it on a wide, short screen.
func (r *Replay) tableSize(a *ui.Context) (w, h float64) {
	if r.panel.X > 0 {
		return r.panel.X, a.H
	}
	return a.W, max(r.panel.Y, 1) // never an empty screen: its unit would be 0
}

// place lays the panel out: along the bottom, or down the right side
// when along the bottom it would take more than a quarter of the height.
func (r *Replay) place(a *ui.Context) {
	r.placed++
	tap := a.MinTap()
	m, gap := max(a.U(12), 6), max(a.U(10), 4)
	r.style = sprites.Style{Size: max(a.U(22), 13*max(a.Scale, 1)), Color: sprites.White, Align: sprites.Left}
	lineH := r.style.Size * 1.4
	r.reviewStyle = r.style
	r.reviewStyle.Size = max(r.reviewStyle.Size*0.85, a.TextSize(0))
	r.reviewStyle.Color = sprites.Dim
	// The review's lines take room once it runs: until then the table
	// has it (a small phone needs all it can get).
	reviewing := r.review.run != nil || r.review.err != ""
	h := r.flow(a, sprites.Rect{W: a.W}, m, gap, tap, lineH, r.reviewHeight(a, a.W-2*m, reviewing))
	if h <= a.H/4 || a.W <= a.H && h < a.H {
		r.flow(a, sprites.Rect{Y: a.H - h, W: a.W, H: h}, m, gap, tap, lineH, r.reviewHeight(a, a.W-2*m, reviewing))
		r.panel = sprites.Rect{Y: a.H - h, W: a.W, H: h}
		return
	}
	w := max(4*tap+3*gap+2*m, a.W*0.28)
	side := sprites.Rect{X: a.W - w, W: w, H: a.H}
	if r.flow(a, side, m, gap, tap, 2*lineH, r.reviewHeight(a, w-2*m, reviewing)) <= a.H { // the lines wrap in the narrow panel
		r.panel = side
		return
	}
	// A screen too small for the table beside the panel (320x240): the
	// panel takes it whole, so every button stays on it, and the table
	// waits for a larger screen.
	whole := sprites.Rect{W: a.W, H: a.H}
	r.compact = true
	r.flow(a, whole, m/2, gap/2, tap, lineH, min(r.reviewHeight(a, a.W-m, reviewing), 2*lineH))
	r.compact = false
	r.panel = whole
}

// tableShown tells whether the table has a part of the screen (not on a
// screen so small that the panel takes it all).
func (r *Replay) tableShown() bool { return r.panel.X > 0 || r.panel.Y > 0 }

// longestReviewLine is as long as the review's line gets (reviewLine).
const longestReviewLine = "Move 100: inaccuracy, about 100 points lost. Analysing: 100 of 100. Player 4 (normal): 9 inaccuracies, 9 mistakes, 9 blunders (about 100 points), and about 100 points in small slips over 100 other moves. Behind the bar: player 4 (normal)'s standing, losing at its foot, winning at its top."

// reviewHeight is the height of the review's line at width w: none until
// the review runs.
func (r *Replay) reviewHeight(a *ui.Context, w float64, reviewing bool) float64 {
	if !reviewing {
		return 0
	}
	return a.Text.MeasureWrapped(longestReviewLine, w, r.reviewStyle)
}

// flow places the position line, the scrub bar and the buttons, rows of
// them wrapped to the panel's width, from the top of p; it returns the
// height they take.
func (r *Replay) flow(a *ui.Context, p sprites.Rect, m, gap, tap, lineH, reviewH float64) float64 {
	y := p.Y + m
	r.label = sprites.Rect{X: p.X + m, Y: y, W: p.W - 2*m, H: lineH}
	y += lineH
	r.reviewBox = sprites.Rect{X: p.X + m, Y: y, W: p.W - 2*m, H: reviewH}
	y += reviewH
	r.track = sprites.Rect{X: p.X + m + tap/4, Y: y, W: p.W - 2*m - tap/2, H: tap}
	y += tap + gap
	bh := a.Tap(52)
	label := sprites.Style{Size: min(bh*0.45, a.U(24))}
	narrowest := tap * 1.3
	if r.compact { // a tiny screen: buttons a finger's size, labels fitted to them
		bh, narrowest = tap, tap
	}
	x, rowStart := p.X+m, 0
	for i, b := range r.buttons {
		lw, _ := a.Text.Measure(b.Label, label)
		bw := min(max(narrowest, lw+bh*0.6), p.W-2*m)
		if r.compact {
			bw = narrowest
		}
		if x+bw > p.X+p.W-m && i > rowStart {
			r.centreRow(p, r.buttons[rowStart:i], x-gap)
			x, y, rowStart = p.X+m, y+bh+gap, i
		}
		b.R = sprites.Rect{X: x, Y: y, W: bw, H: bh}
		x += bw + gap
	}
	r.centreRow(p, r.buttons[rowStart:], x-gap)
	return y + bh + m - p.Y
}

// centreRow moves a row of buttons that ends at right to the panel's
// middle.
func (r *Replay) centreRow(p sprites.Rect, row []*ui.Button, right float64) {
	if len(row) == 0 {
		return
	}
	shift := (p.X + p.W/2) - (row[0].R.X+right)/2
	for _, b := range row {
		b.R.X += shift
	}
}

func (r *Replay) Draw(a *ui.Context, screen *ebiten.Image) {
	r.tableContext(a)
	if r.tableShown() {
		r.table.Draw(&r.ctx, screen)
	}
	sprites.FillRect(screen, r.panel, sprites.FeltDark)
	r.drawTrack(a, screen)
	r.drawReview(a, screen)
	if r.textAt != r.at {
		r.textAt, r.text = r.at, r.positionText()
		r.reviewText = r.reviewLine()
	}
	a.Text.DrawBox(screen, r.text, r.label, r.style)
	if r.reviewText != "" {
		a.Text.DrawBox(screen, r.reviewText, r.reviewBox, r.reviewStyle)
	}
	for _, b := range r.buttons {
		b.Draw(a, screen)
	}
}

// positionText says where the replay is: the move, who played it, and the
// round of the position shown (the one the table shows: after a round's
// last move, the next).
func (r *Replay) positionText() string {
	n, k := r.Moves(), r.at
	rounds := len(r.src.roundStarts)
	where := ""
	if rounds > 1 {
		where = fmt.Sprintf(" · round %d of %d", r.roundOf(k)+1, rounds)
	}
	if k == 0 {
		return fmt.Sprintf("Start: %d moves%s", n, where)
	}
	return fmt.Sprintf("Move %d of %d by %s%s", k, n, r.seatName(r.src.movers[k-1]), where)
}

// seatName names a seat as the table does.
func (r *Replay) seatName(p int) string {
	if p < 0 || p >= len(r.src.seats) {
		return "the game"
	}
	s := r.src.seats[p]
	if s.Human && play.HumanSeats(r.src.seats) == 1 {
		return "you"
	}
	if s.Human {
		return fmt.Sprintf("player %d", p+1)
	}
	return fmt.Sprintf("player %d (%s)", p+1, s.Level)
}

// drawTrack paints the scrub bar: the game's length, the rounds' starts
// as ticks, the part played, and the knob at the move shown.
func (r *Replay) drawTrack(a *ui.Context, screen *ebiten.Image) {
	t := r.track
	th := max(a.U(8), 4)
	bar := sprites.Rect{X: t.X, Y: t.Y + t.H/2 - th/2, W: t.W, H: th}
	sprites.FillRect(screen, bar, sprites.Felt)
	n := float64(max(1, r.Moves()))
	for _, s := range r.src.roundStarts[1:] {
		x := t.X + t.W*float64(s)/n
		sprites.FillRect(screen, sprites.Rect{X: x - 1, Y: t.Y + t.H*0.2, W: 2, H: t.H * 0.6}, sprites.Dim)
	}
	played := bar
	played.W = t.W * float64(r.at) / n
	sprites.FillRect(screen, played, sprites.Gold)
	kw := max(a.U(14), 8)
	sprites.FillRect(screen, sprites.Rect{X: bar.X + played.W - kw/2, Y: t.Y + t.H*0.15, W: kw, H: t.H * 0.7}, sprites.White)
}

func (r *Replay) AppendTargets(dst []ui.Target) []ui.Target {
	if r.tableShown() {
		dst = r.table.replayTargets(dst)
	}
	dst = ui.AppendButtonTargets(dst, r.buttons...)
	return append(dst, ui.Target{ID: "replay.scrub", Label: "Scrub bar", X: r.track.X, Y: r.track.Y, W: r.track.W, H: r.track.H})
}
