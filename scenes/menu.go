package scenes

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// menu is the title screen: the built games, resume, settings, quit.
type menu struct {
	resume   *Button
	games    []*Button
	settings *Button
	quit     *Button
	focus    int
	layout   int
	savedID  string
	// narrow: no room beside the buttons, so each game's tagline goes
	// under its button (portrait phones).
	narrow bool
}

// menuButtonW is the width of the menu's buttons, in layout units.
const menuButtonW = 420

func newMenu(a *App) *menu {
	m := &menu{
		resume:   NewButton("menu.resume", "Resume"),
		settings: NewButton("menu.settings", "Settings").WithKey(ebiten.KeyS),
		quit:     NewButton("menu.quit", "Quit").WithKey(ebiten.KeyQ),
	}
	m.resume.Primary = true
	for _, g := range games {
		m.games = append(m.games, NewButton("menu."+g.ID, g.Title))
	}
	m.quit.Hidden = runtime.GOOS == "js"
	return m
}

func (m *menu) Name() string { return "menu" }

func (m *menu) buttons() []*Button {
	bs := []*Button{m.resume}
	bs = append(bs, m.games...)
	return append(bs, m.settings, m.quit)
}

func (m *menu) visible() []*Button {
	var out []*Button
	for _, b := range m.buttons() {
		if !b.Hidden {
			out = append(out, b)
		}
	}
	return out
}

func (m *menu) Update(a *App) {
	// The save can change while other scenes are on top: check on return.
	if m.layout != a.layout || a.Ticks%30 == 0 {
		m.savedID = a.savedGameID()
		m.resume.Hidden = m.savedID == ""
		if g, ok := gameByID(m.savedID); ok {
			m.resume.Label = "Resume " + g.Title
		}
		m.layout = a.layout
	}
	m.narrow = a.W/2-a.U(menuButtonW/2) < a.U(340)
	gap := a.U(18)
	if m.narrow {
		gap = a.U(46)
	}
	column(a, a.H*0.34, a.U(menuButtonW), a.U(64), gap, m.buttons()...)
	vis := m.visible()
	m.focus = focusKeys(a, m.focus, len(vis))
	for i, b := range vis {
		b.Focused = i == m.focus
	}
	if a.Input.Key(ebiten.KeyEnter) || a.Input.Key(ebiten.KeySpace) {
		m.activate(a, vis[m.focus])
		return
	}
	for _, b := range vis {
		if b.Clicked(a) {
			m.activate(a, b)
			return
		}
	}
}

func (m *menu) activate(a *App, b *Button) {
	switch b {
	case m.resume:
		a.resumeSaved()
	case m.settings:
		a.Push(newSettingsScene())
	case m.quit:
		a.Quit()
	default:
		for i, gb := range m.games {
			if gb == b {
				a.Push(newSetup(a, games[i]))
			}
		}
	}
}

func (m *menu) Draw(a *App, screen *ebiten.Image) {
	a.Text.Draw(screen, "TWENTY", a.W/2, a.H*0.14, sprites.Style{Size: a.U(96), Color: sprites.Gold, Bold: true})
	a.Text.Draw(screen, "Tabletop games about the number 20", a.W/2, a.H*0.24, sprites.Style{Size: a.U(26), Color: sprites.Dim})
	for i, b := range m.buttons() {
		b.Draw(a, screen)
		if i == 0 || i > len(games) || b.Hidden {
			continue
		}
		if m.narrow {
			a.Text.Draw(screen, games[i-1].Tagline, a.W/2, b.R.Y+b.R.H+a.U(22),
				sprites.Style{Size: a.U(22), Color: sprites.Dim})
		} else {
			a.Text.Draw(screen, games[i-1].Tagline, b.R.X+b.R.W+a.U(16), b.R.Y+b.R.H/2,
				sprites.Style{Size: a.U(20), Color: sprites.Dim, Align: sprites.Left})
		}
	}
	a.Text.Draw(screen, "Arrows and Enter, or click.  M mutes.  F11 full screen.", a.W/2, a.H-a.U(20),
		sprites.Style{Size: a.U(18), Color: sprites.Dim})
}

func (m *menu) AppendTargets(dst []Target) []Target {
	return AppendButtonTargets(dst, m.buttons()...)
}
