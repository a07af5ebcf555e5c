package shell

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// menu is the title screen: a Resume button for each game with a save, the
// built games, statistics, settings, quit. A game with a lesson that the
// player has never finished has a "Learn" button first on its row.
type menu struct {
	resumes    []*ui.Button // one per game, hidden when it has no save
	games      []*ui.Button
	learns     []*ui.Button // one per game, beside it; hidden as said above
	statistics *ui.Button
	// puzzles shares the Statistics row, on its left.
	puzzles  *ui.Button
	settings *ui.Button
	quit     *ui.Button
	focus    int
	layout   int
	// narrow: no room beside the buttons, so each game's tagline goes
	// under its button (portrait phones).
	narrow   bool
	squeezed bool // the buttons were shrunk to fit a short screen
	twoCols  bool // and stand in two or three columns: no taglines
	// taglineW is the widest tagline beside its button, measured at each
	// layout: the column and the taglines are centred together, so the
	// longest ends inside the screen rather than wrapping at its edge.
	taglineW float64
	version  string // "v1.2.0", made once
}

// menuButtonW is the width of the menu's buttons, in layout units.
const menuButtonW = 420

func newMenu(a *ui.Context) *menu {
	m := &menu{
		statistics: ui.NewButton("menu.statistics", "Statistics").WithKey(ebiten.KeyT),
		puzzles:    ui.NewButton("menu.puzzles", "Puzzles").WithKey(ebiten.KeyP),
		settings:   ui.NewButton("menu.settings", "Settings").WithKey(ebiten.KeyS),
		quit:       ui.NewButton("menu.quit", "Quit").WithKey(ebiten.KeyQ),
		version:    "Version " + versionText(appOf(a).opts.Version),
	}
	for _, g := range appOf(a).games {
		resume := ui.NewButton("menu.resume."+g.ID, "Resume "+g.Title)
		resume.Primary, resume.Hidden = true, true
		m.resumes = append(m.resumes, resume)
		m.games = append(m.games, ui.NewButton("menu."+g.ID, g.Title))
		learn := ui.NewButton("menu.learn."+g.ID, "Learn")
		learn.Primary, learn.Hidden = true, true
		m.learns = append(m.learns, learn)
	}
	m.quit.Hidden = runtime.GOOS == "js"
	return m
}

func (m *menu) Name() string { return "menu" }

// Animating: drawn every frame (its buttons answer the pointer).
func (m *menu) Animating() bool { return true }

func (m *menu) Message() string { return "" }

// buttons are the menu's rows in order (a game's Learn shares its row).
func (m *menu) buttons() []*ui.Button {
	bs := append([]*ui.Button(nil), m.resumes...)
	bs = append(bs, m.games...)
	return append(bs, m.statistics, m.settings, m.quit)
}

// visible are the rows shown.
func (m *menu) visible() []*ui.Button {
	var out []*ui.Button
	for _, b := range m.buttons() {
		if !b.Hidden {
			out = append(out, b)
		}
	}
	return out
}

// focusOrder is the visible buttons in the order the arrow keys visit
// them: a game's Learn before the game.
func (m *menu) focusOrder(rows []*ui.Button) []*ui.Button {
	out := make([]*ui.Button, 0, len(rows)+len(m.learns))
	for _, b := range rows {
		for i, g := range m.games {
			if b == g && !m.learns[i].Hidden {
				out = append(out, m.learns[i])
			}
		}
		if b == m.statistics {
			out = append(out, m.puzzles)
		}
		out = append(out, b)
	}
	return out
}

// refreshRows shows a Resume for each game with a save, and a Learn for
// each game with a lesson and no finished game in the statistics.
func (m *menu) refreshRows(a *ui.Context) {
	for _, b := range m.resumes {
		b.Hidden = true
	}
	for _, g := range appOf(a).savedGames() {
		m.resumes[appOf(a).gameIndex(g)].Hidden = false
	}
	finished := appOf(a).finishedGames()
	for i, g := range appOf(a).games {
		m.learns[i].Hidden = g.Lesson == nil || finished[g.ID]
	}
}

// finishedGames are the games the statistics count a finished game of.
// It reads the record quietly: an unreadable one is reported (and set
// aside) by the statistics screen, and here it counts as none finished.
func (a *App) finishedGames() map[string]bool {
	out := map[string]bool{}
	text, ok, err := a.store.Load(play.StatisticsKey)
	if err != nil || !ok {
		return out
	}
	st, err := play.DecodeStatistics(text)
	if err != nil {
		return out
	}
	for game, lines := range st.Games {
		for _, l := range lines {
			if l.Played > 0 {
				out[game] = true
			}
		}
	}
	return out
}

// placeLearns gives each shown Learn the left part of its game's row: the
// first thing on the row, so the first thing offered.
func (m *menu) placeLearns(a *ui.Context) {
	for i, b := range m.learns {
		if b.Hidden {
			continue
		}
		g := &m.games[i].R
		w := min(max(a.U(130), a.MinTap()*1.5), g.W*0.4)
		gap := a.U(10)
		b.R = sprites.Rect{X: g.X, Y: g.Y, W: w, H: g.H}
		g.X, g.W = g.X+w+gap, g.W-w-gap
	}
}

// placePuzzles gives Puzzles the left half of the Statistics row.
func (m *menu) placePuzzles(a *ui.Context) {
	st := &m.statistics.R
	gap := a.U(10)
	w := (st.W - gap) / 2
	m.puzzles.R = sprites.Rect{X: st.X, Y: st.Y, W: w, H: st.H}
	st.X, st.W = st.X+w+gap, w
}

func (m *menu) Update(a *ui.Context) {
	// The save can change while other scenes are on top: check on return.
	if m.layout != a.LayoutCount() || a.Ticks()%30 == 0 {
		m.refreshRows(a)
		m.layout = a.LayoutCount()
		m.taglineW = 0
		for _, g := range appOf(a).games {
			w, _ := a.Text.Measure(g.Tagline, taglineStyle(a))
			m.taglineW = max(m.taglineW, w)
		}
	}
	m.narrow = a.U(menuButtonW)+a.U(16)+m.taglineW+2*a.U(20) > a.W
	rows := m.visible()
	m.layoutButtons(a, rows)
	m.placeLearns(a)
	m.placePuzzles(a)
	if b := ui.FocusButtons(a, &m.focus, m.focusOrder(rows)); b != nil {
		m.activate(a, b)
	}
}

// layoutButtons stacks the n visible buttons under the title, shrinking
// them (and dropping the taglines) when the screen is too short to hold
// them whole above the footer line, and putting them in two columns when
// one would make them shorter than a finger.
func (m *menu) layoutButtons(a *ui.Context, vis []*ui.Button) {
	n := len(vis)
	h, gap := a.Tap(64), a.U(18)
	if m.narrow {
		gap = a.U(46) // room for the tagline under each game
	}
	top, bottom := a.H*0.34, a.H-a.U(44)
	need := float64(n)*h + float64(n-1)*gap
	m.squeezed = top+need > bottom
	m.twoCols = false
	if !m.squeezed {
		ui.Column(a, top, min(a.U(menuButtonW), a.W-a.U(20)), h, gap, vis...)
		m.besideTaglines(a, vis)
		return
	}
	top, gap = a.H*0.3, a.U(14)
	h = (bottom - top - float64(n-1)*gap) / float64(n)
	if h >= a.MinTap() || n < 2 {
		ui.Column(a, top, min(a.U(menuButtonW), a.W-a.U(20)), max(h, 1), gap, vis...)
		m.besideTaglines(a, vis)
		return
	}
	m.twoCols = true
	// Two columns, or three when two leave the buttons under a finger's
	// height (a phone on its side with five games and their Resumes).
	cols := 2
	rows := (n + cols - 1) / cols
	h = min(a.Tap(64), max(1, (bottom-top-float64(rows-1)*gap)/float64(rows)))
	if h < a.MinTap() && n > 2 {
		cols = 3
		rows = (n + cols - 1) / cols
		h = min(a.Tap(64), max(1, (bottom-top-float64(rows-1)*gap)/float64(rows)))
	}
	colGap := a.U(20)
	w := min(a.U(menuButtonW), (a.W-a.U(40)-float64(cols-1)*colGap)/float64(cols))
	left := a.W/2 - (float64(cols)*w+float64(cols-1)*colGap)/2
	for i, b := range vis {
		x := left + float64(i/rows)*(w+colGap)
		b.R = sprites.Rect{X: x, Y: top + float64(i%rows)*(h+gap), W: w, H: h}
	}
}

// besideTaglines moves the column left by half the taglines' room when
// they stand beside the buttons, so the buttons and the longest tagline
// are centred together on the screen.
func (m *menu) besideTaglines(a *ui.Context, vis []*ui.Button) {
	if m.narrow {
		return
	}
	dx := (a.U(16) + m.taglineW) / 2
	for _, b := range vis {
		b.R.X -= dx
	}
}

// taglineStyle is a game's tagline beside its menu button.
func taglineStyle(a *ui.Context) sprites.Style {
	return sprites.Style{Size: a.TextSize(20), Color: sprites.Dim, Align: sprites.Left}
}

func (m *menu) activate(a *ui.Context, b *ui.Button) {
	switch b {
	case m.statistics:
		a.Push(newStatisticsScene(a))
	case m.puzzles:
		a.Push(newPuzzlesScene(a))
	case m.settings:
		a.Push(newSettingsScene())
	case m.quit:
		appOf(a).Quit()
	default:
		for i, g := range appOf(a).games {
			switch b {
			case m.games[i]:
				a.Push(newSetup(a, g))
			case m.resumes[i]:
				appOf(a).resumeGame(g.ID)
			case m.learns[i]:
				appOf(a).StartLesson(g)
			}
		}
	}
}

func (m *menu) Draw(a *ui.Context, screen *ebiten.Image) {
	a.Text.Draw(screen, "TWENTY", a.W/2, a.H*0.14, sprites.Style{Size: a.U(96), Color: sprites.Gold, Bold: true})
	a.Text.Draw(screen, "Tabletop games about the number 20", a.W/2, a.H*0.24, sprites.Style{Size: a.U(26), Color: sprites.Dim})
	for _, b := range m.buttons() {
		b.Draw(a, screen)
	}
	for _, b := range m.learns {
		b.Draw(a, screen)
	}
	m.puzzles.Draw(a, screen)
	for i, b := range m.games {
		if m.narrow && m.squeezed || m.twoCols {
			continue // no room under the buttons
		}
		if m.narrow {
			a.Text.Draw(screen, appOf(a).games[i].Tagline, a.W/2, b.R.Y+b.R.H+a.U(22),
				sprites.Style{Size: a.TextSize(22), Color: sprites.Dim})
		} else {
			// Beside the button, on one line: the column was moved left
			// to make room for the longest (besideTaglines).
			x := b.R.X + b.R.W + a.U(16)
			box := sprites.Rect{X: x, Y: b.R.Y, W: a.W - x - a.U(16), H: b.R.H}
			a.Text.DrawBox(screen, appOf(a).games[i].Tagline, box, taglineStyle(a))
		}
	}
	ui.DrawFooter(a, screen, a.Say("Arrows and Enter, or click.  M mutes.  F11 full screen.", "Tap a game to play."))
	// The build's version, in the top corner (Settings, About has the rest).
	a.Text.Draw(screen, m.version, a.W-a.U(12), a.TextSize(14), sprites.Style{Size: a.TextSize(14), Color: sprites.Dim, Align: sprites.Right})
}

func (m *menu) AppendTargets(dst []ui.Target) []ui.Target {
	dst = ui.AppendButtonTargets(dst, m.buttons()...)
	dst = ui.AppendButtonTargets(dst, m.puzzles)
	return ui.AppendButtonTargets(dst, m.learns...)
}
