package shell

import (
	"encoding/json"
	"math"
	"runtime/metrics"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// contractState is the JSON the browser tests and benchmarks read through
// window.twentyState(): which scene is up, timings, and what can be clicked.
type contractState struct {
	Scene       string  `json:"scene"`
	Game        string  `json:"game"`
	Over        bool    `json:"over"`
	Ticks       int     `json:"ticks"`
	TPS         float64 `json:"tps"`
	FPS         float64 `json:"fps"`
	MaxUpdateMs float64 `json:"maxUpdateMs"`
	MaxDrawMs   float64 `json:"maxDrawMs"`
	Thinking    bool    `json:"thinking"`
	// Decisions, DecisionMs and DecisionMaxMs: the computer's searched
	// decisions in this game, their total and their longest wall time.
	Decisions     int         `json:"decisions"`
	DecisionMs    float64     `json:"decisionMs"`
	DecisionMaxMs float64     `json:"decisionMaxMs"`
	Message       string      `json:"message"`
	Silent        bool        `json:"silent"`
	Targets       []ui.Target `json:"targets"`
	// CSSScale divides device pixels into the page's CSS pixels.
	CSSScale float64 `json:"cssScale"`
	// Zoom is how many times larger than the window the screen is laid
	// out (1 but in a window under minWindowCSS): the coordinates here
	// are the page's, and a test injecting a tap multiplies by it.
	Zoom float64 `json:"zoom"`
	// HeapMB is the memory the Go runtime holds from the system (the
	// WebAssembly linear memory in browsers), for soak tests.
	HeapMB float64 `json:"heapMB"`
	// ScreenW and ScreenH are the screen's size in CSS pixels: every target
	// must lie inside it.
	ScreenW float64 `json:"screenW"`
	ScreenH float64 `json:"screenH"`
	// Loads counts the starts from the store (1, then one more for each
	// twentyReloadFromStore()), so a test knows its reload has happened.
	Loads int `json:"loads"`
	// Texts are the texts of the last frame drawn, with their boxes in CSS
	// pixels: the layout test fails on one over another, over part of a
	// target, or off the screen.
	Texts []scenes.TextBox `json:"texts"`
	// Touch: the game uses touch wording (no key hints).
	Touch bool `json:"touch"`
	// Inspect is the open card inspector: what it shows and whose target.
	Inspect *scenes.InspectState `json:"inspect,omitempty"`
	// Lesson is the "Learn to play" lesson running at the table (lesson.go).
	Lesson *scenes.LessonState `json:"lesson,omitempty"`
	// Puzzle is the puzzle at the table (scenes' puzzle.go).
	Puzzle *scenes.PuzzleState `json:"puzzle,omitempty"`
	// Daily is the deal of the day at the table or on its results (daily.go).
	Daily *scenes.DailyState `json:"daily,omitempty"`
	// Review is the replay of a finished game and its review (replay.go).
	Review *scenes.ReviewState `json:"review,omitempty"`
}

// heapMB reads how much memory the Go runtime has taken from the system.
func heapMB() float64 {
	sample := []metrics.Sample{{Name: "/memory/classes/total:bytes"}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return float64(sample[0].Value.Uint64()) / (1 << 20)
}

func millis(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// StateJSON describes the app for tests (allocates: tests only).
func (a *App) StateJSON() string {
	top := a.Top()
	st := contractState{Scene: top.Name(), Ticks: a.Ticks, TPS: ebiten.ActualTPS(), FPS: ebiten.ActualFPS(),
		MaxUpdateMs: a.FrameTimes.MaxUpdateMs(), MaxDrawMs: a.FrameTimes.MaxDrawMs(), Message: a.Toast.Text,
		Silent: a.Audio.Silent(), Targets: []ui.Target{}, Loads: a.loads}
	for _, s := range a.stack {
		if g, ok := s.(scenes.GameScene); ok {
			st.Game, st.Over = g.GameID(), g.IsOver()
			search := g.Search()
			d := search.Decisions
			st.Thinking = search.Thinking
			st.Decisions, st.DecisionMs, st.DecisionMaxMs = d.Count, millis(d.Total), millis(d.Max)
			if in, open := g.Inspected(); open && s == top {
				st.Inspect = &scenes.InspectState{ID: in.ID, Text: in.FullText()}
			}
			if d, ok := s.(scenes.DailyScene); ok {
				st.Daily = d.DailyState()
			}
			if r, ok := s.(*scenes.Replay); ok {
				st.Review = r.ReviewState()
			}
		}
		if st.Message == "" {
			st.Message = s.Message()
		}
	}
	// The page's CSS pixels: a screen laid out larger than a small
	// window is drawn scaled down into it (zoomOut).
	scale := a.deviceScale() * max(1, a.zoomOut)
	st.CSSScale, st.Zoom = scale, max(1, a.zoomOut)
	st.ScreenW, st.ScreenH = a.W/scale, a.H/scale
	st.HeapMB = heapMB()
	a.labelsWanted = true
	st.Texts = []scenes.TextBox{}
	for _, l := range a.Text.Labels() {
		r := l.Rect
		st.Texts = append(st.Texts, scenes.TextBox{Text: l.Text, X: r.X / scale, Y: r.Y / scale, W: r.W / scale, H: r.H / scale, Over: l.Overlay, BoxW: l.BoxW / scale, Cut: l.Cut, Size: l.Size / scale})
	}
	st.Touch = a.ctx.Touch()
	if p, ok := top.(scenes.PuzzleScene); ok {
		if ps := p.PuzzleNow(); ps != nil {
			ps.Box = ps.Box.Scaled(scale)
			st.Puzzle = ps
		}
	}
	if l, ok := top.(scenes.LessonScene); ok {
		if ls := l.LessonNow(); ls != nil {
			ls.Box = ls.Box.Scaled(scale)
			for i, c := range ls.Clear {
				ls.Clear[i].X, ls.Clear[i].Y, ls.Clear[i].W, ls.Clear[i].H = c.X/scale, c.Y/scale, c.W/scale, c.H/scale
			}
			st.Lesson = ls
		}
	}
	for _, tg := range top.AppendTargets(nil) {
		if !(tg.W > 0) || !(tg.H > 0) || math.IsNaN(tg.X) || math.IsNaN(tg.Y) {
			// Not laid out yet (no frame since the scene opened), or laid
			// out on a screen squeezed to nothing: nothing to click.
			continue
		}
		tg.X, tg.Y, tg.W, tg.H = tg.X/scale, tg.Y/scale, tg.W/scale, tg.H/scale
		st.Targets = append(st.Targets, tg)
	}
	b, err := json.Marshal(st)
	if err != nil { // a NaN from a layout squeezed to nothing: say so, not ""
		b, _ = json.Marshal(map[string]string{"error": "twentyState: " + err.Error()})
	}
	return string(b)
}

// HintText is the suggested move for the human to move, in its text form.
func (a *App) HintText() string {
	for i := len(a.stack) - 1; i >= 0; i-- {
		if g, ok := a.stack[i].(scenes.GameScene); ok {
			return g.HintText()
		}
	}
	return ""
}
