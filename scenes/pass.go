package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// passScreen hides everything while a shared device changes hands, so the
// next player does not see the previous player's hand.
type passScreen struct {
	player int
	title  string
	ready  *Button
}

func newPassScreen(player int) *passScreen {
	return &passScreen{player: player, title: fmt.Sprintf("Pass the device to Player %d", player+1),
		ready: NewButton("pass.ready", fmt.Sprintf("I am Player %d: show my hand", player+1)).WithKey(ebiten.KeyEnter)}
}

func (p *passScreen) Name() string { return "pass" }

func (p *passScreen) Update(a *App) {
	p.ready.Primary = true
	p.ready.R = sprites.Rect{X: a.W/2 - a.U(230), Y: a.H * 0.55, W: a.U(460), H: a.U(70)}
	if p.ready.Clicked(a) || a.Input.Key(ebiten.KeySpace) {
		a.Pop()
	}
}

func (p *passScreen) Draw(a *App, screen *ebiten.Image) {
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.FeltDark)
	drawTitle(a, screen, p.title, a.H*0.35)
	a.Text.Draw(screen, "The other players look away.", a.W/2, a.H*0.35+a.U(60), sprites.Style{Size: a.U(24), Color: sprites.Dim})
	p.ready.Draw(a, screen)
}

func (p *passScreen) AppendTargets(dst []Target) []Target { return AppendButtonTargets(dst, p.ready) }
