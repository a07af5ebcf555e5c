package shell

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// settingRow is one line of the settings screen: a label, the current value
// as text, and what Left/Right (or a click) does to it.
type settingRow struct {
	id     string
	label  string
	value  func(s *ui.Settings) string
	change func(s *ui.Settings, dir int)
	button *ui.Button
}

type settingsScene struct {
	rows  []*settingRow
	back  *ui.Button
	about *ui.Button // the version, the credits and the licences
	focus int
}

func cycle(v, dir, n int) int { return ((v+dir)%n + n) % n }

// colourNames are the palettes, standard first.
var colourNames = [2]string{"Standard", "Colour-blind safe"}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

func newSettingsScene() *settingsScene {
	rows := []*settingRow{
		{id: "volume", label: "Volume", value: func(s *ui.Settings) string { return fmt.Sprintf("%d%%", int(s.Volume*100+0.5)) },
			change: func(s *ui.Settings, d int) { s.Volume = min(1, max(0, s.Volume+0.1*float64(d))) }},
		{id: "mute", label: "Sound", value: func(s *ui.Settings) string { return onOff(!s.Muted) },
			change: func(s *ui.Settings, d int) { s.Muted = !s.Muted }},
		{id: "speed", label: "Animation speed", value: func(s *ui.Settings) string { return s.Speed.String() },
			change: func(s *ui.Settings, d int) { s.Speed = ui.AnimSpeed(cycle(int(s.Speed), d, 4)) }},
		{id: "difficulty", label: "Computer players", value: func(s *ui.Settings) string { return ui.Capitalized(s.Difficulty.String()) },
			change: func(s *ui.Settings, d int) { s.Difficulty = ai.Level(cycle(int(s.Difficulty), d, 3)) }},
		{id: "motion", label: "Reduced motion", value: func(s *ui.Settings) string { return onOff(s.ReducedMotion) },
			change: func(s *ui.Settings, d int) { s.ReducedMotion = !s.ReducedMotion }},
		{id: "colours", label: "Colours", value: func(s *ui.Settings) string { return colourNames[b2i(s.ColourSafe)] },
			change: func(s *ui.Settings, d int) { s.ColourSafe = !s.ColourSafe }},
	}
	if ownsFullscreen {
		rows = append(rows, &settingRow{id: "fullscreen", label: "Full screen", value: func(s *ui.Settings) string { return onOff(s.Fullscreen) },
			change: func(s *ui.Settings, d int) { s.Fullscreen = !s.Fullscreen }})
	} else {
		// A browser allows full screen only from a gesture, so it is
		// switched at once and not kept in the settings for the next visit.
		rows = append(rows, &settingRow{id: "fullscreen", label: "Full screen", value: func(*ui.Settings) string { return onOff(ebiten.IsFullscreen()) },
			change: func(*ui.Settings, int) { ui.ToggleBrowserFullscreen() }})
	}
	for _, r := range rows {
		r.button = ui.NewButton("settings."+r.id, "")
		r.button.Cycles = true
	}
	return &settingsScene{rows: rows, back: ui.NewButton("settings.back", "Back").WithKey(ebiten.KeyEscape),
		about: ui.NewButton("settings.about", "About").WithKey(ebiten.KeyA)}
}

func (s *settingsScene) Name() string { return "settings" }

// Animating: drawn every frame (its buttons answer the pointer).
func (s *settingsScene) Animating() bool { return true }

func (s *settingsScene) Message() string { return "" }

func (s *settingsScene) Update(a *ui.Context) {
	top := a.H * 0.22
	h, gap := a.Tap(56), a.U(14)
	n := len(s.rows)
	perCol := n
	// A short screen (a phone on its side) gets two columns of rows.
	if top+float64(n+1)*(h+gap)+a.U(60) > a.H {
		perCol = (n + 1) / 2
	}
	// A tiny window gives up the finger's size rather than the screen.
	h = min(h, max(1, (a.H-top-a.U(60))/float64(perCol+1)-gap))
	for i, r := range s.rows {
		x, w := a.W/2+a.U(10), a.U(260)
		if perCol < n {
			centre := a.W * (0.25 + 0.5*float64(i/perCol))
			x, w = centre+a.U(10), min(a.U(260), a.W/4-a.U(24))
		}
		r.button.R = sprites.Rect{X: x, Y: top + float64(i%perCol)*(h+gap), W: w, H: h}
		r.button.Label = r.value(a.Settings)
		r.button.Focused = i == s.focus
	}
	bw := min(a.U(260), (a.W-a.U(60))/2)
	s.back.R = sprites.Rect{X: a.W/2 + a.U(10), Y: top + float64(perCol)*(h+gap) + a.U(20), W: bw, H: h}
	s.about.R = sprites.Rect{X: a.W/2 - a.U(10) - bw, Y: s.back.R.Y, W: bw, H: h}
	if s.about.Clicked(a) {
		a.Push(newAboutScreen(appOf(a).opts.Version))
		return
	}
	s.back.Focused = s.focus == len(s.rows)
	s.focus = ui.FocusKeys(a, s.focus, len(s.rows)+1)
	if s.back.Clicked(a) || (s.focus == len(s.rows) && a.Input.Key(ebiten.KeyEnter)) {
		a.Pop()
		return
	}
	for i, r := range s.rows {
		dir := r.button.Stepped(a)
		if dir == 0 && i == s.focus {
			switch {
			case a.Input.KeyRepeat(ebiten.KeyRight), a.Input.Key(ebiten.KeyEnter), a.Input.Key(ebiten.KeySpace):
				dir = 1
			case a.Input.KeyRepeat(ebiten.KeyLeft):
				dir = -1
			}
		}
		if dir != 0 {
			if r.id == "volume" && dir == 1 && a.Settings.Volume >= 1 && r.button.R.Contains(a.Input.TapX, a.Input.TapY) {
				a.Settings.Volume = 0 // clicking past 100% wraps around
			} else {
				r.change(a.Settings, dir)
			}
			s.focus = i
			appOf(a).applySettings()
			a.SaveSettings()
			a.Play(0)
		}
	}
}

func (s *settingsScene) Draw(a *ui.Context, screen *ebiten.Image) {
	ui.DrawTitle(a, screen, "Settings", a.H*0.1)
	for _, r := range s.rows {
		a.Text.Draw(screen, r.label, r.button.R.X-a.U(30), r.button.R.Y+r.button.R.H/2,
			sprites.Style{Size: a.TextSize(26), Color: sprites.White, Align: sprites.Right})
		r.button.Draw(a, screen)
	}
	s.back.Draw(a, screen)
	s.about.Draw(a, screen)
	ui.DrawFooter(a, screen, a.Say("Up/Down choose, Left/Right change, Esc back", "Tap a value to change it"))
}

func (s *settingsScene) AppendTargets(dst []ui.Target) []ui.Target {
	for _, r := range s.rows {
		dst = ui.AppendButtonTargets(dst, r.button)
	}
	return ui.AppendButtonTargets(dst, s.back, s.about)
}
