package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/twenty-games/twenty/sprites"
)

// Input is one pointer for mouse and touch, plus the keyboard. A tap is a
// press (mouse button or finger) this tick; X, Y follow the mouse or the last
// touch, for hover highlights.
type Input struct {
	X, Y     float64
	Tapped   bool
	TapX     float64
	TapY     float64
	touchBuf []ebiten.TouchID
	consumed bool

	// Synthetic input for scene tests: applied at the next update.
	fakeTaps [][2]float64
	fakeKeys []ebiten.Key
	fakeDrag float64
	keysNow  []ebiten.Key
	frozen   bool
	keyBuf   []ebiten.Key
	active   bool
	// DragY is how far the held mouse button or finger moved down this
	// tick (0 when nothing is held): a list scrolls by it.
	DragY    float64
	dragLast float64
	dragging bool

	// touch: the player uses a touch screen (one reported at start, or a
	// finger seen since), so texts say "tap" and show no key hints; a key
	// pressed on a keyboard turns it off again.
	touch bool

	// press is the finger down now: it taps on a short release where it
	// went down; held still for LongPressTicks it inspects instead, and
	// moved it drags (a list scrolls), so neither taps.
	press struct {
		held, moved bool
		x, y        float64
		ticks       int
	}
	// rest counts the ticks the mouse pointer has rested with no button
	// down (the inspector opens on a resting pointer).
	rest int
	// fakeFinger is a finger held down by a test (InjectFinger).
	fakeFinger struct {
		down bool
		x, y float64
	}
}

// Touch tells whether the player is using a touch screen.
func (in *Input) Touch() bool { return in.touch }

// Active tells whether the player did anything this tick: moved the pointer,
// pressed or held a button, a key or a finger (hover and key repeats change
// what is drawn).
func (in *Input) Active() bool { return in.active }

// InjectTap queues a tap at (x, y) for the next tick (tests).
func (in *Input) InjectTap(x, y float64) { in.fakeTaps = append(in.fakeTaps, [2]float64{x, y}) }

// InjectFinger puts a test's finger down at (x, y), or lifts it: a touch
// screen's press, tap on a short release and long press (tests).
func (in *Input) InjectFinger(x, y float64, down bool) {
	in.fakeFinger.down, in.fakeFinger.x, in.fakeFinger.y = down, x, y
}

// InjectDrag makes the next tick see the pointer dragged down by dy (tests).
func (in *Input) InjectDrag(dy float64) { in.fakeDrag += dy }

// InjectKey queues a key press for the next tick (tests).
func (in *Input) InjectKey(k ebiten.Key) { in.fakeKeys = append(in.fakeKeys, k) }

// Update reads this tick's input (the App, once per tick).
func (in *Input) Update(a *Context) {
	in.Tapped, in.consumed = false, false
	cx, cy := ebiten.CursorPosition()
	in.active = float64(cx) != in.X || float64(cy) != in.Y
	if in.active {
		in.X, in.Y = float64(cx), float64(cy)
	}
	in.keyBuf = inpututil.AppendPressedKeys(in.keyBuf[:0])
	_, wheel := ebiten.Wheel()
	in.active = in.active || len(in.keyBuf) > 0 || wheel != 0 ||
		ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) ||
		len(ebiten.AppendTouchIDs(in.touchBuf[:0])) > 0 || len(in.fakeKeys) > 0 || len(in.fakeTaps) > 0
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.tap(float64(cx), float64(cy))
	}
	if len(in.keyBuf) > 0 {
		in.touch = false
	}
	in.trackFinger(a)
	in.trackRest()
	in.trackDrag()
	in.keysNow = append(in.keysNow[:0], in.fakeKeys...)
	in.fakeKeys = in.fakeKeys[:0]
	if len(in.fakeTaps) > 0 {
		t := in.fakeTaps[0]
		in.fakeTaps = in.fakeTaps[1:]
		in.X, in.Y = t[0], t[1]
		in.tap(t[0], t[1])
	}
}

// FingerDown is where the finger held now went down; ok is false when no
// finger is held (a scrub bar follows a finger that went down on it).
func (in *Input) FingerDown() (x, y float64, ok bool) {
	return in.press.x, in.press.y, in.press.held
}

// trackFinger follows the first finger down: a short press taps where it
// went down when it lifts, a long one is a long press, a moving one drags.
func (in *Input) trackFinger(a *Context) {
	p := &in.press
	ids := ebiten.AppendTouchIDs(heldTouches[:0])
	if len(ids) == 0 && !in.fakeFinger.down {
		if p.held && !p.moved && p.ticks < LongPressTicks {
			in.tap(p.x, p.y)
		}
		p.held = false
		return
	}
	fx, fy := in.fakeFinger.x, in.fakeFinger.y
	if len(ids) > 0 {
		x, y := ebiten.TouchPosition(ids[0])
		fx, fy = float64(x), float64(y)
	}
	in.touch = true
	in.X, in.Y = fx, fy
	if !p.held {
		p.held, p.moved, p.x, p.y, p.ticks = true, false, fx, fy, 0
		return
	}
	p.ticks++
	slop := 10 * max(a.Scale, 1)
	if dx, dy := fx-p.x, fy-p.y; dx*dx+dy*dy > slop*slop {
		p.moved = true
	}
}

// trackRest counts how long the mouse pointer has rested.
func (in *Input) trackRest() {
	if in.press.held || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || in.active {
		in.rest = 0
		return
	}
	in.rest++
}

// LongPress is where a finger has rested for LongPressTicks, while it
// stays down (the tap it would have been is not made).
func (in *Input) LongPress() (x, y float64, ok bool) {
	p := &in.press
	return p.x, p.y, p.held && !p.moved && p.ticks >= LongPressTicks
}

// Resting is where the mouse pointer has rested for ticks ticks, with
// no button down.
func (in *Input) Resting(ticks int) (x, y float64, ok bool) {
	return in.X, in.Y, in.rest >= ticks
}

// trackDrag measures the held pointer's vertical motion since the last
// tick: the mouse, else the first finger down.
func (in *Input) trackDrag() {
	in.DragY = 0
	y, held := 0.0, false
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		_, cy := ebiten.CursorPosition()
		y, held = float64(cy), true
	} else if ids := ebiten.AppendTouchIDs(heldTouches[:0]); len(ids) > 0 {
		_, ty := ebiten.TouchPosition(ids[0])
		y, held = float64(ty), true
	}
	if held && in.dragging {
		in.DragY = y - in.dragLast
	}
	in.dragLast, in.dragging = y, held
	in.DragY += in.fakeDrag
	in.fakeDrag = 0
}

func (in *Input) injected(k ebiten.Key) bool {
	for _, f := range in.keysNow {
		if f == k {
			return true
		}
	}
	return false
}

func (in *Input) tap(x, y float64) {
	in.Tapped, in.TapX, in.TapY = true, x, y
}

// TapIn reports a tap inside r and consumes it, so one tap acts once.
func (in *Input) TapIn(x, y, w, h float64) bool {
	if !in.Tapped || in.consumed || in.frozen {
		return false
	}
	if in.TapX >= x && in.TapY >= y && in.TapX < x+w && in.TapY < y+h {
		in.consumed = true
		return true
	}
	return false
}

// TopmostAt is the index of the last of rects (drawn last, so on top)
// that holds (x, y), -1 when none does: a fanned hand's card under a tap
// or a finger.
func TopmostAt(rects []sprites.Rect, x, y float64) int {
	for i := len(rects) - 1; i >= 0; i-- {
		if rects[i].Contains(x, y) {
			return i
		}
	}
	return -1
}

// TapOnTopmost is TopmostAt for this tick's tap, which it consumes when a
// rect holds it.
func (in *Input) TapOnTopmost(rects []sprites.Rect) int {
	if !in.Tapped || in.consumed || in.frozen {
		return -1
	}
	i := TopmostAt(rects, in.TapX, in.TapY)
	if i >= 0 {
		in.consumed = true
	}
	return i
}

// TapAnywhere reports an unconsumed tap and consumes it.
func (in *Input) TapAnywhere() bool {
	if !in.Tapped || in.consumed || in.frozen {
		return false
	}
	in.consumed = true
	return true
}

// Key reports a key pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	return !in.frozen && (inpututil.IsKeyJustPressed(k) || in.injected(k))
}

// KeyRepeat reports a key pressed this tick or held (with auto-repeat).
func (in *Input) KeyRepeat(k ebiten.Key) bool {
	if in.frozen {
		return false
	}
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 18 && d%5 == 0) || in.injected(k)
}

// Alt tells whether an Alt key is held.
func (in *Input) Alt() bool { return ebiten.IsKeyPressed(ebiten.KeyAlt) }

// Shift tells whether a Shift key is held.
func (in *Input) Shift() bool { return ebiten.IsKeyPressed(ebiten.KeyShift) }

// PointerDown tells whether the mouse button or a finger is held down now
// (a button under it looks pressed). It only reads Ebitengine's state.
func (in *Input) PointerDown() bool {
	return ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || len(ebiten.AppendTouchIDs(heldTouches[:0])) > 0
}

// heldTouches is PointerDown's scratch space: a slice of a local array
// would be moved to the heap by the generic AppendTouchIDs, every frame.
var heldTouches [8]ebiten.TouchID

// LongPressTicks is how long a finger rests on a thing to inspect it: half
// a second (a long press never plays or selects).
const LongPressTicks = 30

// DragScroll turns a finger's or the mouse's drag and the wheel into the
// steps of a list that scrolls a row rowH pixels tall at a time: +1 shows
// the next rows (a finger dragging the list up, as on a phone, or the
// wheel turned towards the person), -1 the ones before; a wheel's notch
// is a third of a row. acc carries the movement from tick to tick while
// the list is held.
func DragScroll(a *Context, acc *float64, rowH float64) int {
	_, wy := ebiten.Wheel()
	*acc += a.Input.DragY - wy*rowH/3
	step := 0
	if half := rowH / 2; *acc <= -half {
		step, *acc = 1, *acc+rowH
	} else if *acc >= half {
		step, *acc = -1, *acc-rowH
	}
	if !a.Input.PointerDown() && wy == 0 {
		*acc = 0
	}
	return step
}

// ArrowStep is -1 for the Up arrow (held, it repeats), +1 for Down, else 0.
func ArrowStep(a *Context) int {
	switch {
	case a.Input.KeyRepeat(ebiten.KeyUp):
		return -1
	case a.Input.KeyRepeat(ebiten.KeyDown):
		return 1
	}
	return 0
}

// Freeze makes taps and keys act on nothing until Freeze(false): a screen
// opened this tick updates once without the input that opened it.
func (in *Input) Freeze(frozen bool) { in.frozen = frozen }

// SetTouch says whether the device is a touch screen (at start).
func (in *Input) SetTouch(touch bool) { in.touch = touch }
