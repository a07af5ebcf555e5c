package scenes

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// rulesReader shows a game's rules over the current scene, scrollable with
// the wheel, arrows, Page Up/Down or the buttons.
type rulesReader struct {
	title, text string
	close, up   *Button
	down        *Button
	page        *ebiten.Image // sub-image of the screen the text is clipped to
	pageOf      *ebiten.Image
	pageRect    sprites.Rect
	textHeight  float64
	lineHeight  float64
	lines       int     // whole lines the page shows
	line        int     // the first line shown
	wheel       float64 // wheel motion not yet a whole line
	layout      int
}

func newRulesReader(title, text string) *rulesReader {
	return &rulesReader{title: title, text: text,
		close: NewButton("rules.close", "Close").WithKey(ebiten.KeyEscape),
		up:    NewButton("rules.up", "Up").WithKey(ebiten.KeyPageUp),
		down:  NewButton("rules.down", "Down").WithKey(ebiten.KeyPageDown),
	}
}

func (r *rulesReader) Name() string { return "rules" }

func (r *rulesReader) style(a *App) sprites.Style {
	return sprites.Style{Size: a.U(22), Color: sprites.Ink}
}

// Update lays the page out, then scrolls it. The text moves by whole
// lines and the page shows a whole number of them, so no line is ever cut
// at the top or bottom edge.
func (r *rulesReader) Update(a *App) {
	m := a.U(40)
	bh := a.Tap(52)
	// The page ends above the buttons, which are a finger tall.
	r.pageRect = sprites.Rect{X: max(m, a.W/2-a.U(520)), Y: a.U(110), W: min(a.W-2*m, a.U(1040)), H: a.H - bh - a.U(50) - a.U(110)}
	if r.layout != a.layout {
		r.layout = a.layout
		r.page = nil
		st := r.style(a)
		r.textHeight = a.Text.MeasureWrapped(r.text, r.pageRect.W-a.U(48), st)
		one := a.Text.MeasureWrapped("A", a.U(1000), st)
		r.lineHeight = max(1, a.Text.MeasureWrapped("A\nA", a.U(1000), st)-one)
	}
	r.lines = max(1, int((r.pageRect.H-a.U(40))/r.lineHeight))
	bw := min(a.U(150), (a.W-2*m)/3-a.U(12))
	y := a.H - bh - a.U(20)
	Row(a.W/2-(3*bw+2*a.U(16))/2, y, bw, bh, a.U(16), r.up, r.down, r.close)
	if r.close.Clicked(a) || a.Input.Key(ebiten.KeyR) {
		a.Pop()
		return
	}
	step := max(1, r.lines-1) // a page, keeping one line for context
	switch {
	case r.up.Clicked(a):
		r.line -= step
	case r.down.Clicked(a) || a.Input.Key(ebiten.KeySpace):
		r.line += step
	case a.Input.KeyRepeat(ebiten.KeyDown):
		r.line++
	case a.Input.KeyRepeat(ebiten.KeyUp):
		r.line--
	}
	_, wy := ebiten.Wheel()
	r.wheel -= wy * 2 // lines; a wheel notch scrolls two
	whole := int(r.wheel)
	r.wheel -= float64(whole)
	r.line = max(0, min(r.line+whole, r.lastLine()))
	r.up.Enabled = r.line > 0
	r.down.Enabled = r.line < r.lastLine()
}

// totalLines is how many lines the wrapped text takes.
func (r *rulesReader) totalLines() int { return int(r.textHeight/r.lineHeight + 0.5) }

// lastLine is the first line shown when the page is scrolled to the end.
func (r *rulesReader) lastLine() int { return max(0, r.totalLines()-r.lines) }

// pageLabel reads "Page 2 of 5": pages of r.lines lines, the last page
// being the one that shows the last line.
func (r *rulesReader) pageLabel() string {
	pages := max(1, (r.totalLines()+r.lines-1)/r.lines)
	page := min(pages, (r.line+r.lines-1)/r.lines+1)
	if r.line >= r.lastLine() {
		page = pages
	}
	return fmt.Sprintf("Page %d of %d", page, pages)
}

func (r *rulesReader) Draw(a *App, screen *ebiten.Image) {
	// Opaque: the screen below (the setup's footer, a table) must not show
	// through between the buttons.
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.TallyFill)
	drawTitle(a, screen, r.title, a.U(60))
	sprites.Panel(screen, r.pageRect, a.U(16), sprites.Paper)
	top := r.pageRect.Y + a.U(20)
	if r.page == nil || r.pageOf != screen {
		r.pageOf = screen
		pr := r.pageRect
		bottom := top + float64(r.lines)*r.lineHeight
		r.page = screen.SubImage(image.Rect(int(pr.X), int(top), int(pr.X+pr.W), int(bottom+0.5))).(*ebiten.Image)
	}
	a.Text.DrawWrapped(r.page, r.text, r.pageRect.X+a.U(24), top-float64(r.line)*r.lineHeight, r.pageRect.W-a.U(48), r.style(a))
	a.Text.Draw(screen, r.pageLabel(), r.pageRect.X+r.pageRect.W, r.pageRect.Y-a.U(14),
		sprites.Style{Size: a.U(18), Color: sprites.Dim, Align: sprites.Right})
	r.up.Draw(a, screen)
	r.down.Draw(a, screen)
	r.close.Draw(a, screen)
}

func (r *rulesReader) AppendTargets(dst []Target) []Target {
	return AppendButtonTargets(dst, r.up, r.down, r.close)
}
