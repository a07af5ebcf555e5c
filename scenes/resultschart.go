package scenes

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// ResultsChart is a whole game's figures at a glance, beside the results
// table (or over it on a phone held upright): lines of summary, then a
// small graph of a few figures over the game's rounds. A solo run (20
// Strong) shows its hero, its boss, the enemies beaten and its Health and
// Alarm round by round; the table alone showed its last rows.
type ResultsChart struct {
	Summary []string // lines over the graph, each wrapped to its width
	Axis    string   // what the x axis counts: "Round"
	Series  []ChartSeries
	// Mark is an x where something began (the boss's rounds), 0 for none,
	// with its label drawn by it.
	Mark      int
	MarkLabel string
}

// ChartSeries is one figure, a value per x from 1.
type ChartSeries struct {
	Name   string
	Colour color.RGBA
	Values []int
}

// WithChart puts a chart of the game beside its table.
func (r *Results) WithChart(c ResultsChart) *Results {
	r.chart = &c
	r.layout = -1
	return r
}

// gridLine is the chart's faint line at each whole value.
var gridLine = color.RGBA{0x22, 0x22, 0x22, 0x22} // premultiplied: white at 13%

// chartLayout is where the chart's parts go on this screen.
type chartLayout struct {
	panel   sprites.Rect
	summary []sprites.Rect // one per summary line
	graph   sprites.Rect   // the plot's area, inside the axes
	size    float64        // the chart's text size
	top     int            // the y scale's top value
	xLabels []int          // the xs written under the axis
}

// chartMinCSS is the least height, in CSS pixels, worth a chart: below
// it the table keeps the region alone.
const chartMinCSS = 150

// placeChart takes the chart's room from the table's region: its left
// half on a wide screen (the table then centres on the right half), its
// upper part on a tall one. It returns false when the region is too small.
func (r *Results) placeChart(a *ui.Context, m float64) bool {
	t, c := &r.table, &r.chartLay
	c.panel = sprites.Rect{}
	t.cx = a.W / 2
	if r.chart == nil || t.regionH < chartMinCSS*max(a.Scale, 1) {
		return false
	}
	gap := a.U(16)
	c.size = max(a.U(22), 13*max(a.Scale, 1))
	if a.W > a.H {
		w := (a.W - 2*m - gap) / 2
		c.panel = sprites.Rect{X: m, Y: t.regionTop, W: w, H: t.regionH}
		t.cx = m + w + gap + w/2
	} else {
		h := min(t.regionH*0.5, a.U(600))
		c.panel = sprites.Rect{X: m, Y: t.regionTop, W: a.W - 2*m, H: h}
		t.regionTop += h + gap
		t.regionH = max(0, t.regionH-h-gap)
	}
	r.placeChartParts(a)
	return true
}

// placeChartParts lays the summary lines and the graph out in the panel.
func (r *Results) placeChartParts(a *ui.Context) {
	c, ch := &r.chartLay, r.chart
	pad := c.size * 0.6
	in := c.panel.Inset(pad)
	st := sprites.Style{Size: c.size}
	y := in.Y
	c.summary = c.summary[:0]
	for _, line := range ch.Summary {
		h := a.Text.MeasureWrapped(line, in.W, st)
		c.summary = append(c.summary, sprites.Rect{X: in.X, Y: y, W: in.W, H: h})
		y += h + c.size*0.3
	}
	// The graph: a legend line, the plot, the x labels under it; the y
	// labels at its left.
	labelW, _ := a.Text.Measure("00", st)
	top := y + c.size*1.6
	bottom := in.Y + in.H - c.size*1.5
	c.graph = sprites.Rect{X: in.X + labelW + pad, Y: top, W: max(0, in.W-labelW-pad), H: max(0, bottom-top)}
	c.top = 1
	n := 0
	for _, s := range ch.Series {
		n = max(n, len(s.Values))
		for _, v := range s.Values {
			c.top = max(c.top, v)
		}
	}
	// Under the axis: the first x, the last, and a few between that
	// leave room for their neighbours.
	c.xLabels = c.xLabels[:0]
	wide, _ := a.Text.Measure("000", st)
	step := max(1, int(float64(n)*wide*1.5/max(1, c.graph.W)))
	for x := 1; x <= n; x += step {
		if n-x >= step/2+1 || x == n {
			c.xLabels = append(c.xLabels, x)
		}
	}
	if n > 1 && c.xLabels[len(c.xLabels)-1] != n {
		c.xLabels = append(c.xLabels, n)
	}
}

// chartX and chartY map a value to the graph.
func (c *chartLayout) chartX(x, n int) float64 {
	if n <= 1 {
		return c.graph.X + c.graph.W/2
	}
	return c.graph.X + float64(x-1)*c.graph.W/float64(n-1)
}

func (c *chartLayout) chartY(v int) float64 {
	return c.graph.Y + c.graph.H - float64(v)*c.graph.H/float64(c.top)
}

// drawChart paints the summary, the legend, the axes and a line per
// series with a dot at each x.
func (r *Results) drawChart(a *ui.Context, screen *ebiten.Image) {
	c, ch := &r.chartLay, r.chart
	if c.panel.W <= 0 || ch == nil {
		return
	}
	sprites.Panel(screen, c.panel, c.size*0.45, sprites.FeltDark)
	st := sprites.Style{Size: c.size, Color: sprites.White, Align: sprites.TopLeft}
	for i, line := range ch.Summary {
		b := c.summary[i]
		a.Text.DrawWrapped(screen, line, b.X, b.Y, b.W, st)
	}
	g := c.graph
	if g.H < c.size*2 {
		return
	}
	// The legend over the plot: each series' name in its colour.
	x := g.X
	legend := sprites.Style{Size: c.size, Bold: true, Align: sprites.Left}
	for _, s := range ch.Series {
		legend.Color = s.Colour
		a.Text.Draw(screen, s.Name, x, g.Y-c.size*0.9, legend)
		w, _ := a.Text.Measure(s.Name, legend)
		x += w + c.size
	}
	dim := sprites.Style{Size: c.size, Color: sprites.Dim, Align: sprites.Right}
	a.Text.Draw(screen, strconv.Itoa(c.top), g.X-c.size*0.4, g.Y, dim)
	a.Text.Draw(screen, "0", g.X-c.size*0.4, g.Y+g.H, dim)
	line := float32(max(1, c.size/12))
	// A faint line at every whole value, so a point reads as its number.
	for v := 1; v < c.top; v++ {
		y := float32(c.chartY(v))
		vector.StrokeLine(screen, float32(g.X), y, float32(g.X+g.W), y, line, gridLine, true)
	}
	vector.StrokeLine(screen, float32(g.X), float32(g.Y+g.H), float32(g.X+g.W), float32(g.Y+g.H), line, sprites.Dim, true)
	vector.StrokeLine(screen, float32(g.X), float32(g.Y), float32(g.X), float32(g.Y+g.H), line, sprites.Dim, true)
	n := 0
	for _, s := range ch.Series {
		n = max(n, len(s.Values))
	}
	under := sprites.Style{Size: c.size, Color: sprites.Dim}
	for _, x := range c.xLabels {
		a.Text.Draw(screen, strconv.Itoa(x), c.chartX(x, n), g.Y+g.H+c.size*0.8, under)
	}
	if ch.Mark > 0 && ch.Mark <= n {
		mx := float32(c.chartX(ch.Mark, n))
		vector.StrokeLine(screen, mx, float32(g.Y), mx, float32(g.Y+g.H), line, sprites.Gold, true)
		// Its label on the side with more room, clear of the y scale.
		label := sprites.Style{Size: c.size, Color: sprites.Gold, Align: sprites.Left}
		lx := float64(mx) + c.size*0.3
		if float64(mx) > g.X+g.W/2 {
			label.Align, lx = sprites.Right, float64(mx)-c.size*0.3
		}
		a.Text.Draw(screen, ch.MarkLabel, lx, g.Y+c.size*0.6, label)
	}
	for _, s := range ch.Series {
		for i, v := range s.Values {
			x, y := float32(c.chartX(i+1, n)), float32(c.chartY(v))
			if i > 0 {
				vector.StrokeLine(screen, float32(c.chartX(i, n)), float32(c.chartY(s.Values[i-1])), x, y, line*2.5, s.Colour, true)
			}
			vector.FillCircle(screen, x, y, line*3, s.Colour, true)
		}
	}
}
