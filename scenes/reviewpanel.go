package scenes

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The review in the replay: the computer's opinion of every move
// (play.Review, beside the game loop through the app's searchers), with
// its progress, the marked moves on the scrub bar, the win-chance graph
// behind it, a line of summary and the best move on the table.

// reviewPanel is the replay's review, started by its Review button.
type reviewPanel struct {
	run      *play.Review
	analysis *play.Analysis // the analysis so far (kept after the run)
	err      string
	// seen is the analysed count the caches below were made for.
	seen    int
	marks   []play.Mark
	series  []play.Point
	summary string // the first person's seat (seat 0 without one)
	seat    int
	// keep: the game is in the recent games, where the analysis is kept.
	keep bool
}

// Review colours: an inaccuracy, a mistake and a blunder.
var (
	inaccuracyColor = color.RGBA{0xe6, 0xd2, 0x5a, 0xff}
	mistakeColor    = color.RGBA{0xf0, 0x8c, 0x2a, 0xff}
	blunderColor    = color.RGBA{0xf0, 0x3c, 0x3c, 0xff}
	graphColor      = color.RGBA{0xff, 0xff, 0xff, 0x38}
)

func markColor(kind string) color.RGBA {
	switch kind {
	case gamedef.Blunder:
		return blunderColor
	case gamedef.Mistake:
		return mistakeColor
	}
	return inaccuracyColor
}

// startReview starts (or resumes, from the analysis kept with the game)
// the review of the replayed game.
func (r *Replay) startReview(a *ui.Context) {
	p := &r.review
	if p.run != nil && !p.run.Done() && p.run.Err() == nil {
		return
	}
	g := r.src.game
	var prior *play.Analysis
	if recent := r.host.Recent(); recent != nil {
		if kept := recent.Find(r.src.record); kept != nil {
			prior, p.keep = kept.Analysis, true
		}
	}
	if prior == nil {
		prior = p.analysis
	}
	run, err := play.NewReview(g.def, r.src.record, r.src.seats, prior, r.host.Thinking())
	if err != nil {
		p.err = "The game cannot be reviewed: " + err.Error()
		r.layout = -1
		return
	}
	p.run, p.err, p.seen = run, "", -1
	r.layout = -1 // the panel makes room for the review's lines
	p.seat = 0
	for i, s := range r.src.seats {
		if s.Human {
			p.seat = i
			break
		}
	}
	r.updateReview(a)
}

// updateReview polls the analysis and remakes what is drawn of it when a
// move more is done; a finished run is kept with the game.
func (r *Replay) updateReview(a *ui.Context) {
	p := &r.review
	if p.run == nil {
		return
	}
	p.run.Update()
	p.analysis = p.run.Analysis()
	if err := p.run.Err(); err != nil && p.err == "" {
		p.err = "The analysis stopped: " + err.Error()
		r.keepAnalysis(a)
	}
	done, _ := p.run.Progress()
	if done == p.seen {
		return
	}
	p.seen = done
	p.marks = p.analysis.Marks()
	p.series = p.analysis.Series(p.seat, len(r.src.seats))
	p.summary = r.seatName(p.seat) + ": " + p.analysis.Summary(p.seat).Text() + "."
	if p.summary != "" {
		p.summary = string(p.summary[0]-'a'+'A') + p.summary[1:]
	}
	if len(p.series) > 0 {
		p.summary += " " + r.graphLegend(p.seat, p.analysis.Scale)
	}
	r.textAt = -1
	if p.run.Done() {
		r.keepAnalysis(a)
	}
}

// graphLegend says what the graph behind the scrub bar shows, and its
// scale: a win chance, or where the game's search judged the seat stood.
func (r *Replay) graphLegend(seat int, scale gamedef.ReviewScale) string {
	whose := r.seatName(seat) + "'s"
	if whose == "you's" {
		whose = "your"
	}
	if scale.Unit == gamedef.Points {
		return "Behind the bar: " + whose + " standing, losing at its foot, winning at its top."
	}
	return "Behind the bar: " + whose + " win chance, 0% at its foot, 100% at its top."
}

// leaveReview stops the searches and keeps what was analysed.
func (r *Replay) leaveReview(a *ui.Context) {
	if r.review.run == nil {
		return
	}
	r.review.run.Cancel()
	r.keepAnalysis(a)
}

// keepAnalysis writes the analysis with the game in the recent games, so
// it is never computed twice. A shared game that is not among them is not
// written: opening a code changes nothing in the store.
func (r *Replay) keepAnalysis(a *ui.Context) {
	p := &r.review
	recent := r.host.Recent()
	if recent == nil || p.analysis == nil || !recent.SetAnalysis(r.src.record, p.analysis) {
		return
	}
	if err := r.host.SaveRecent(recent); err != nil {
		a.Toast.Show("The analysis could not be kept: "+err.Error(), 240)
	}
}

// reviewLine is the review's line in the panel: its progress, then the
// summary, and the mark of the move shown.
func (r *Replay) reviewLine() string {
	p := &r.review
	switch {
	case p.err != "":
		return p.err
	case p.run == nil:
		return ""
	}
	done, total := p.run.Progress()
	line := p.summary
	if !p.run.Done() {
		line = fmt.Sprintf("Analysing: %d of %d. %s", done, total, p.summary)
	}
	if r.at > 0 && r.at-1 < len(p.analysis.Judged) {
		if j := &p.analysis.Judged[r.at-1]; j.Judged() && j.Kind != "" {
			line = fmt.Sprintf("Move %d: %s, %s. %s", r.at, j.Kind, lossText(j.Loss, p.analysis.Scale), line)
		}
	}
	return line
}

// lossText is a loss in the game's unit: "8 points", "12% win chance".
func lossText(loss float64, scale gamedef.ReviewScale) string {
	n := int(math.Round(loss))
	if scale.Unit == gamedef.Points {
		if n == 1 {
			return "about 1 point lost"
		}
		return fmt.Sprintf("about %d points lost", n)
	}
	return fmt.Sprintf("%d%% win chance lost", n)
}

// bestMove shows the search's move in place of the move the panel names
// (the one that led to the position shown, whose mark the panel reads):
// the table steps back to the position it was played from and shows the
// best move there as a hint is shown. At the start, the first move's; a
// second tap shows the same again rather than stepping further back.
func (r *Replay) bestMove(a *ui.Context) {
	p := &r.review
	k := max(r.at-1, 0)
	if r.bestOf == r.at+1 {
		k = r.at
	}
	if p.analysis == nil || k >= len(p.analysis.Judged) {
		a.Toast.Show("No move to judge here: the game is over.", 120)
		return
	}
	j := &p.analysis.Judged[k]
	switch {
	case !j.Done:
		a.Toast.Show("This move is not analysed yet.", 120)
	case j.Forced:
		a.Toast.Show("This move was forced: there was no other.", 120)
	default:
		r.goTo(a, k)
		lead := fmt.Sprintf("Move %d", k+1)
		if j.Kind != "" {
			lead += ", " + j.Kind
		}
		line := r.table.replayHint(j.Best, lead)
		r.bestOf = k + 1
		if j.Best == r.src.record.Moves[k] {
			a.Toast.Show(line+" (the move played)", 180)
		}
	}
}

// drawReview paints the analysis on the scrub bar: the graph of the
// seat's chances behind it, the marked moves as coloured ticks above it,
// and the analysis's progress along the panel's top edge.
func (r *Replay) drawReview(a *ui.Context, screen *ebiten.Image) {
	p := &r.review
	if p.run == nil {
		return
	}
	t := r.track
	n := float64(max(1, r.Moves()))
	step := t.W / n
	for _, pt := range p.series {
		h := t.H * pt.Value
		sprites.FillRect(screen, sprites.Rect{X: t.X + step*float64(pt.Move), Y: t.Y + t.H - h, W: max(step, 1), H: h}, graphColor)
	}
	mw := max(a.U(6), 3)
	for _, m := range p.marks {
		x := t.X + t.W*(float64(m.Move)+0.5)/n
		sprites.FillRect(screen, sprites.Rect{X: x - mw/2, Y: t.Y, W: mw, H: t.H * 0.35}, markColor(m.Kind))
	}
	if done, total := p.run.Progress(); done < total {
		h := max(a.U(5), 3*max(a.Scale, 1))
		bar := sprites.Rect{X: r.panel.X, Y: r.panel.Y, W: r.panel.W, H: h}
		sprites.FillRect(screen, bar, sprites.Felt)
		bar.W *= float64(done) / float64(max(1, total))
		sprites.FillRect(screen, bar, sprites.Gold)
	}
}

// ReviewState is the replay and its review in the test contract: the
// game's moves, the moves analysed (of total to analyse; done once the
// analysis is whole), the marks and the move shown (moves played).
type ReviewState struct {
	Moves    int         `json:"moves"`
	Analysed int         `json:"analysed"`
	Total    int         `json:"total"`
	Done     bool        `json:"done"`
	Marks    []play.Mark `json:"marks"`
	Position int         `json:"position"`
	Summary  string      `json:"summary,omitempty"`
	Error    string      `json:"error,omitempty"`
}

func (r *Replay) ReviewState() *ReviewState {
	p := &r.review
	st := &ReviewState{Moves: r.Moves(), Position: r.at, Marks: []play.Mark{}, Summary: p.summary, Error: p.err}
	if p.run != nil {
		st.Analysed, st.Total = p.run.Progress()
		st.Done = p.run.Done()
	}
	if p.analysis != nil {
		st.Marks = p.analysis.Marks()
	}
	return st
}
