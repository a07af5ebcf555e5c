package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// passScreen hides everything while a shared device changes hands, so the
// next player does not see the previous player's hand.
type passScreen struct {
	player int
	title  string
	reason string
	ready  *ui.Button
}

// newPassScreen hands the device to the player asked by d. A reaction
// window says whose move may be answered, and says it the same way to every
// player asked, whether or not they hold an answer: the rules ask every
// human in turn, so the screen gives nothing away.
func newPassScreen(d rules.Decision) *passScreen {
	p := &passScreen{player: d.Player, title: fmt.Sprintf("Pass the device to Player %d", d.Player+1),
		reason: "The other players look away.",
		ready:  ui.NewButton("pass.ready", fmt.Sprintf("I am Player %d: show my hand", d.Player+1)).WithKey(ebiten.KeyEnter)}
	if d.Kind == rules.Reaction {
		p.reason = fmt.Sprintf("Player %d may answer Player %d's move. The others look away.", d.Player+1, d.Declarer+1)
	}
	return p
}

func (p *passScreen) Name() string { return "pass" }

// Animating: drawn every frame (its buttons answer the pointer).
func (p *passScreen) Animating() bool { return true }

func (p *passScreen) Update(a *ui.Context) {
	p.ready.Primary = true
	p.ready.R = sprites.Rect{X: a.W/2 - a.U(230), Y: a.H * 0.55, W: a.U(460), H: a.U(70)}
	if p.ready.Clicked(a) || a.Input.Key(ebiten.KeySpace) {
		a.Pop()
	}
}

func (p *passScreen) Draw(a *ui.Context, screen *ebiten.Image) {
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: a.H}, sprites.FeltDark)
	ui.DrawTitle(a, screen, p.title, a.H*0.35)
	a.Text.Draw(screen, p.reason, a.W/2, a.H*0.35+a.U(60), sprites.Style{Size: a.U(24), Color: sprites.Dim})
	p.ready.Draw(a, screen)
}

func (p *passScreen) AppendTargets(dst []ui.Target) []ui.Target {
	return ui.AppendButtonTargets(dst, p.ready)
}

// Message is the screen's reason line (test contract).
func (p *passScreen) Message() string { return p.reason }

// Reason says why the device is handed over (tests read it).
func (p *passScreen) Reason() string { return p.reason }
