package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// The shared top bar of every game's table: Menu, Rules, Hint, Sound,
// Settings (and Undo), the status text, and the thinking line.

// topBar is where the shared bar's parts go on this screen.
type topBar struct {
	h float64 // the bar's height
	// statusBelow: the status text has no room beside the buttons (a
	// phone held upright) and gets a line of its own under the bar.
	statusBelow bool
	// statusBox is the status text's room: beside the buttons, as high as
	// the bar, or the line under it. A status too long for one line there
	// wraps, and shrinks if need be (statusFit measures it once per text).
	statusBox  sprites.Rect
	statusSize float64
	statusFit  sprites.FittedText
	// laidOut is the screen (LayoutCount) and the buttons the bar was
	// laid out for: it lays out again only when either changes, so a
	// game's own place for Continue (set in its layout) stays.
	laidOut  int
	laidSix  bool
	laidOnce bool
}

// layoutTopBar places the shared buttons along the top edge, each at
// least a finger's size, and the status text beside them or, when there
// is no room, on a line under the bar.
func (t *tableCore) layoutTopBar(a *ui.Context) {
	buttons := t.barButtons()
	b := &t.bar
	six := len(buttons) == len(t.barSix)
	if b.laidOnce && b.laidOut == a.LayoutCount() && b.laidSix == six {
		return
	}
	newScreen := !b.laidOnce || b.laidOut != a.LayoutCount()
	b.laidOnce, b.laidOut, b.laidSix = true, a.LayoutCount(), six
	n := float64(len(buttons))
	margin, gap := a.U(14), a.U(10)
	bh, pad := ui.TopBarButton(a)
	// A finger's width when the screen has it; on a screen too narrow even
	// for that (a tiny window), the bar still fits.
	fit := (a.W - 2*margin - (n-1)*gap) / n
	bw := min(max(min(a.U(120), fit), a.MinTap()), fit)
	right := ui.Row(margin, pad, bw, bh, gap, buttons...)
	b.h = bh + 2*pad
	b.statusSize = a.TextSize(24)
	// Under U(240) beside the buttons, a status of a few words would
	// wrap into a column: it gets the line under the bar instead.
	b.statusBelow = a.W-right < a.U(240)
	b.statusBox = sprites.Rect{X: right + gap, W: a.W - margin - right - gap, H: b.h}
	if b.statusBelow {
		b.statusSize = max(a.U(24), 15*max(a.Scale, 1))
		b.statusBox = sprites.Rect{X: margin, Y: b.h, W: a.W - 2*margin, H: b.statusSize * 1.9}
	}
	if newScreen { // a game's layout, which runs after, may place it elsewhere
		t.ContinueButton.R = sprites.Rect{X: a.W/2 - a.U(120), Y: a.H*0.5 + a.U(150), W: a.U(240), H: a.Tap(60)}
	}
}

// barButtons are the top bar's buttons, left to right: Undo only at a
// table that offers it.
func (t *tableCore) barButtons() []*ui.Button {
	if t.Open {
		return t.barFive[:4] // a replay's: no Hint (replaytable.go)
	}
	if t.UndoButton.Hidden {
		return t.barFive[:]
	}
	return t.barSix[:]
}

// topBarButton is the height of the top bar's buttons and the margin
// above and below them: the bar is bh + 2*pad tall.

// ContentTop is where the table starts: under the bar, and under the
// status line when it has one of its own.
func (t *tableCore) ContentTop() float64 {
	if t.bar.statusBelow {
		return t.bar.statusBox.Y + t.bar.statusBox.H
	}
	return t.bar.h
}

// updateTopBar handles the shared buttons; it returns false when the scene
// was left (back to the menu, or the rules reader opened on top).
func (t *tableCore) updateTopBar(a *ui.Context) bool {
	t.Touch = a.Touch()
	t.sound.Label = "Sound"
	if a.Settings.Muted {
		t.sound.Label = "Muted"
	}
	t.HintButton.Enabled = t.HumanTurn()
	t.UndoButton.Enabled = !t.Tally && t.takeBackDepth() > 0
	switch {
	case t.UndoButton.Clicked(a):
		t.takeBack(a, t.takeBackDepth(), t.takeBackLine(t.takeBackDepth()))
		return false // this scene is replaced by one made again
	case t.menu.Clicked(a):
		a.BackToMenu()
		return false
	case t.rules.Clicked(a):
		if t.host != nil {
			t.host.OpenRules(t.Game)
		}
		return false
	case t.settings.Clicked(a):
		if t.host != nil {
			t.host.OpenSettings()
		}
		return false
	case t.sound.Clicked(a):
		a.Settings.Muted = !a.Settings.Muted
		if t.host != nil {
			t.host.ApplySettings()
		}
		a.SaveSettings()
	}
	return true
}

// drawTopBar paints the bar and its buttons, with a status text at the
// right: measured against its room, wrapped and shrunk to fit there.
func (t *tableCore) drawTopBar(a *ui.Context, screen *ebiten.Image, status string) {
	sprites.FillRect(screen, sprites.Rect{W: a.W, H: t.bar.h}, sprites.FeltDark)
	for _, b := range t.barButtons() {
		b.Draw(a, screen)
	}
	if status != "" {
		t.bar.statusFit.Draw(a.Text, screen, status, t.bar.statusBox, sprites.Style{Size: t.bar.statusSize, Color: sprites.Dim, Align: sprites.Right})
	}
	t.drawThinking(a, screen)
}

// drawThinking runs a gold line along the bottom of the top bar while the
// computer thinks (or a hint is searched), as long as its progress: above
// the table, so no card ever covers it. A still table is redrawn at the
// heartbeat, often enough for the line to move.
func (t *tableCore) drawThinking(a *ui.Context, screen *ebiten.Image) {
	if !t.Thinking() {
		return
	}
	h := max(a.U(5), 3*max(a.Scale, 1))
	track := sprites.Rect{Y: t.bar.h - h, W: a.W, H: h}
	sprites.FillRect(screen, track, sprites.Felt)
	track.W *= t.match.ThinkProgress()
	sprites.FillRect(screen, track, sprites.Gold)
}
