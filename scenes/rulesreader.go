package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// rulesReader shows a game's rules over the current scene, scrollable with
// the wheel, arrows, Page Up/Down or the buttons.
type rulesReader struct {
	title, text string
	scroll      float64
	close, up   *Button
	down        *Button
	page        *ebiten.Image // sub-image of the screen the text is clipped to
	pageOf      *ebiten.Image
	pageRect    sprites.Rect
	textHeight  float64
	layout      int
}

func newRulesReader(title, text string) *rulesReader {
	return &rulesReader{title: title, text: text,
		close: NewButton("rules.close", "Close").WithKey(ebiten.KeyEscape),
		up:    NewButton("rules.up", "Up").WithKey(ebiten.KeyPageUp),
		down:  NewButton("rules.down", "Down").WithKey(ebiten.KeyPageDown),
	}
}

func (r *rulesReader) Name() string    { return "rules" }
func (r *rulesReader) IsOverlay() bool { return true }

func (r *rulesReader) style(a *App) sprites.Style {
	return sprites.Style{Size: a.U(22), Color: sprites.Ink}
}

func (r *rulesReader) Update(a *App) {
	m := a.U(40)
	r.pageRect = sprites.Rect{X: max(m, a.W/2-a.U(520)), Y: a.U(110), W: min(a.W-2*m, a.U(1040)), H: a.H - a.U(210)}
	if r.layout != a.layout {
		r.layout = a.layout
		r.page = nil
		r.textHeight = a.Text.MeasureWrapped(r.text, r.pageRect.W-a.U(48), r.style(a))
	}
	bw, bh := a.U(150), a.U(52)
	y := a.H - a.U(80)
	Row(a.W/2-(3*bw+2*a.U(16))/2, y, bw, bh, a.U(16), r.up, r.down, r.close)
	if r.close.Clicked(a) || a.Input.Key(ebiten.KeyR) {
		a.Pop()
		return
	}
	step := r.pageRect.H * 0.8
	if r.up.Clicked(a) {
		r.scroll -= step
	}
	if r.down.Clicked(a) || a.Input.Key(ebiten.KeySpace) {
		r.scroll += step
	}
	if a.Input.KeyRepeat(ebiten.KeyDown) {
		r.scroll += a.U(40)
	}
	if a.Input.KeyRepeat(ebiten.KeyUp) {
		r.scroll -= a.U(40)
	}
	_, wy := ebiten.Wheel()
	r.scroll -= wy * a.U(40)
	r.scroll = max(0, min(r.scroll, r.textHeight-r.pageRect.H+a.U(60)))
}

func (r *rulesReader) Draw(a *App, screen *ebiten.Image) {
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.Overlay)
	drawTitle(a, screen, r.title, a.U(60))
	sprites.Panel(screen, r.pageRect, a.U(16), sprites.Paper)
	if r.page == nil || r.pageOf != screen {
		r.pageOf = screen
		pr := r.pageRect
		r.page = screen.SubImage(image.Rect(int(pr.X), int(pr.Y+a.U(12)), int(pr.X+pr.W), int(pr.Y+pr.H-a.U(12)))).(*ebiten.Image)
	}
	a.Text.DrawWrapped(r.page, r.text, r.pageRect.X+a.U(24), r.pageRect.Y+a.U(20)-r.scroll, r.pageRect.W-a.U(48), r.style(a))
	r.up.Draw(a, screen)
	r.down.Draw(a, screen)
	r.close.Draw(a, screen)
}

func (r *rulesReader) AppendTargets(dst []Target) []Target {
	return AppendButtonTargets(dst, r.up, r.down, r.close)
}
