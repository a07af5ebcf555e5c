package ui

import (
	"image/color"
	"strings"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// Button is a clickable, keyboard-reachable action. ID is its stable name in
// the test contract; Key (optional) triggers it from the keyboard.
type Button struct {
	ID      string
	Label   string
	Key     ebiten.Key
	HasKey  bool
	R       sprites.Rect
	Enabled bool
	Hidden  bool
	Primary bool
	Focused bool
	// Cycles marks a value that changes when clicked: it is drawn between
	// arrows, so a player sees that it can be changed.
	Cycles bool
}

// NewButton makes an enabled button.
func NewButton(id, label string) *Button { return &Button{ID: id, Label: label, Enabled: true} }

// WithKey sets the keyboard shortcut.
func (b *Button) WithKey(k ebiten.Key) *Button { b.Key, b.HasKey = k, true; return b }

// Clicked reports a tap on the button or its key this tick.
func (b *Button) Clicked(a *Context) bool {
	if b.Hidden || !b.Enabled {
		return false
	}
	if a.Input.TapIn(b.R.X, b.R.Y, b.R.W, b.R.H) {
		return true
	}
	return b.HasKey && a.Input.Key(b.Key)
}

// Stepped is a click on a cycling value (Cycles) and its direction: -1
// on the left third, where its ‹ arrow is, +1 elsewhere or by its key,
// 0 without a click.
func (b *Button) Stepped(a *Context) int {
	tx, ty := a.Input.TapX, a.Input.TapY
	tapped := a.Input.Tapped && b.R.Contains(tx, ty)
	if !b.Clicked(a) {
		return 0
	}
	if tapped && tx < b.R.X+b.R.W/3 {
		return -1
	}
	return 1
}

// TappedDisabled reports a tap (or the key) on a shown but disabled
// button this tick, for feedback on why it is off.
func (b *Button) TappedDisabled(a *Context) bool {
	if b.Hidden || b.Enabled {
		return false
	}
	return a.Input.TapIn(b.R.X, b.R.Y, b.R.W, b.R.H) || b.HasKey && a.Input.Key(b.Key)
}

// Draw paints the button.
func (b *Button) Draw(a *Context, dst *ebiten.Image) {
	if b.Hidden {
		return
	}
	fill, state := sprites.ButtonFill, sprites.ButtonUp
	if b.Primary {
		fill = sprites.Accept
	}
	over := b.R.Contains(a.Input.X, a.Input.Y)
	// The keyboard's focus ring is for a keyboard: a touch screen has none.
	focused := b.Focused && !a.Touch()
	switch {
	case !b.Enabled:
		fill, state = sprites.ButtonOff, sprites.ButtonDisabled
	case over && a.Input.PointerDown():
		state = sprites.ButtonDown
	case over || focused:
		fill = Lighten(fill)
	}
	face := sprites.ButtonFace(dst, b.R, fill, state)
	if focused {
		sprites.Outline(dst, b.R, b.R.H*0.3, sprites.Gold)
	}
	ink := sprites.White
	if !b.Enabled {
		ink = sprites.Dim
	}
	cx, cy := face.Center()
	st := sprites.Style{Size: min(b.R.H*0.45, a.TextSize(24)), Color: ink, Bold: b.Primary}
	// A label wider than its button shrinks to fit it (a narrow top bar's
	// "Settings"); the arrows of a cycling button keep their room.
	room := b.R.W - b.R.H*0.3
	if b.Cycles {
		room = b.R.W - b.R.H*1.3
	}
	if w, _ := a.Text.Measure(b.Label, st); w > room && room > 0 {
		st.Size *= room / w
	}
	if b.Cycles {
		arrow := st
		arrow.Size *= 1.3
		arrow.Color = sprites.Gold
		a.Text.Draw(dst, "‹", b.R.X+b.R.H*0.35, cy, arrow)
		a.Text.Draw(dst, "›", b.R.X+b.R.W-b.R.H*0.35, cy, arrow)
	}
	a.Text.Draw(dst, b.Label, cx, cy, st)
}

func Lighten(c color.RGBA) color.RGBA {
	up := func(v uint8) uint8 { return uint8(min(255, int(v)+28)) }
	return color.RGBA{up(c.R), up(c.G), up(c.B), c.A}
}

// Target is a clickable thing reported to browser tests, in CSS pixels.
type Target struct {
	ID    string  `json:"id"`
	Label string  `json:"label"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	W     float64 `json:"w"`
	H     float64 `json:"h"`
}

// AppendButtonTargets adds the visible, enabled buttons.
func AppendButtonTargets(dst []Target, buttons ...*Button) []Target {
	for _, b := range buttons {
		if b == nil || b.Hidden || !b.Enabled {
			continue
		}
		dst = append(dst, Target{ID: b.ID, Label: b.Label, X: b.R.X, Y: b.R.Y, W: b.R.W, H: b.R.H})
	}
	return dst
}

// Toast is a short message at the bottom of the screen (feedback, errors).
type Toast struct {
	Text  string
	ticks int
}

// MaxToastRunes bounds a message before it is kept: errors may quote what a
// save file or the page's address held, and that can be megabytes.
const MaxToastRunes = 240

// Show displays text for ticks ticks (0: until replaced, about 6 s).
func (t *Toast) Show(text string, ticks int) {
	if ticks == 0 {
		ticks = 360
	}
	t.Text, t.ticks = play.Shorten(text, MaxToastRunes), ticks
}

// Hide takes the message down now.
func (t *Toast) Hide() { t.Text, t.ticks = "", 0 }

func (t *Toast) Update() {
	if t.ticks > 0 {
		t.ticks--
		if t.ticks == 0 {
			t.Text = ""
		}
	}
}

// Draw shows the message in a panel as wide as it needs and the screen
// allows, wrapped, and cut to a few lines, near the top of the screen.
func (t *Toast) Draw(a *Context, dst *ebiten.Image) {
	if t.Text == "" {
		return
	}
	st := sprites.Style{Size: a.TextSize(22), Color: sprites.White}
	pad := a.U(20)
	w, lineH := a.Text.Measure("Mg", st)
	w, _ = a.Text.Measure(t.Text, st)
	boxW := min(w+2, a.W-2*pad-2*max(a.U(24), 4))
	text := a.Text.Fit(t.Text, boxW, min(4*lineH*1.3, a.H*0.4), st)
	h := a.Text.MeasureWrapped(text, boxW, st)
	// Under the top bar, never over the hand at the bottom, where the
	// player's eyes and fingers are.
	bh, barPad := TopBarButton(a)
	r := sprites.Rect{X: a.W/2 - boxW/2 - pad, Y: bh + 2*barPad + a.U(8), W: boxW + 2*pad, H: h + a.U(24)}
	sprites.Panel(dst, r, a.U(12), sprites.Overlay)
	a.Text.DrawBox(dst, text, sprites.Rect{X: r.X + pad, Y: r.Y, W: boxW, H: r.H}, st)
}

// Column lays buttons out in a centred column and returns the bottom edge.
func Column(a *Context, top, width, height, gap float64, buttons ...*Button) float64 {
	y := top
	for _, b := range buttons {
		if b.Hidden {
			continue
		}
		b.R = sprites.Rect{X: a.W/2 - width/2, Y: y, W: width, H: height}
		y += height + gap
	}
	return y
}

// Row lays buttons out left to right from x and returns the right edge.
//
// Hidden buttons are skipped and keep their old place: a button hidden at
// layout time and shown later without a new layout must be placed on its
// own.
func Row(x, y, width, height, gap float64, buttons ...*Button) float64 {
	for _, b := range buttons {
		if b.Hidden {
			continue
		}
		b.R = sprites.Rect{X: x, Y: y, W: width, H: height}
		x += width + gap
	}
	return x
}

// FocusKeys moves a keyboard focus index through n items with arrows/Tab.
func FocusKeys(a *Context, focus, n int) int {
	if n == 0 {
		return 0
	}
	if a.Input.KeyRepeat(ebiten.KeyDown) || (a.Input.Key(ebiten.KeyTab) && !a.Input.Shift()) {
		return (focus + 1) % n
	}
	if a.Input.KeyRepeat(ebiten.KeyUp) || (a.Input.Key(ebiten.KeyTab) && a.Input.Shift()) {
		return (focus + n - 1) % n
	}
	return focus
}

// DrawTitle draws a heading centred at y.
func DrawTitle(a *Context, dst *ebiten.Image, s string, y float64) {
	a.Text.Draw(dst, s, a.W/2, y, sprites.Style{Size: a.U(46), Color: sprites.Gold, Bold: true})
}

// DrawFooter writes a screen's hint line along its bottom edge, at the
// readable size or smaller where the screen is too narrow for it (a
// 360 px phone with a mouse gets the long keyboard hints).
func DrawFooter(a *Context, screen *ebiten.Image, text string) {
	size := FitSize(a, text, a.TextSize(18), a.W-a.U(24), false)
	a.Text.Draw(screen, text, a.W/2, a.H-a.TextSize(20), sprites.Style{Size: size, Color: sprites.Dim})
}

// TopBarButton is the height of the top bar's buttons and the bar's
// padding: every screen's bar is the same height.
func TopBarButton(a *Context) (bh, pad float64) {
	return a.Tap(44), max(a.U(10), a.MinTap()*0.15)
}

// TextWidth is the width of s at size.
func TextWidth(a *Context, s string, size float64, bold bool) float64 {
	w, _ := a.Text.Measure(s, sprites.Style{Size: size, Bold: bold})
	return w
}

// FitSize is size, or less so that s fits in width.
func FitSize(a *Context, s string, size, width float64, bold bool) float64 {
	if w := TextWidth(a, s, size, bold); w > width && w > 0 {
		return size * width / w
	}
	return size
}

// Capitalized starts a value with a capital, as the other settings' do
// ("Normal" speed, "Normal" computer players).
func Capitalized(v string) string {
	if v == "" {
		return v
	}
	return strings.ToUpper(v[:1]) + v[1:]
}

// Showing tells whether a message is on the toast line.
func (t *Toast) Showing() bool { return t.ticks > 0 }

// FocusButtons moves the keyboard focus among buttons (the arrows and
// Tab, FocusKeys) and returns the button Enter or Space pressed on the
// focus, or a click or tap chose, this tick; nil when none was.
func FocusButtons(a *Context, focus *int, buttons []*Button) *Button {
	if len(buttons) == 0 {
		return nil
	}
	*focus = max(0, min(FocusKeys(a, *focus, len(buttons)), len(buttons)-1))
	for i, b := range buttons {
		b.Focused = i == *focus
	}
	if a.Input.Key(ebiten.KeyEnter) || a.Input.Key(ebiten.KeySpace) {
		return buttons[*focus]
	}
	for _, b := range buttons {
		if b.Clicked(a) {
			return b
		}
	}
	return nil
}
