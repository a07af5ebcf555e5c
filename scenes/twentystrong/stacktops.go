package twentystrong

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// While no enemy is active at the Activation step, the enemies' band
// would stand empty (on a desktop, most of the table's right half): it
// shows the three stacks' top cards there instead, large and whole, the
// enemies a tap would bring, each tappable as its stack is.

// stackTopIDs name the large tops in the test contract.
var stackTopIDs = [ts.NumStacks]string{"stack.1.top", "stack.2.top", "stack.3.top"}

// stackTopsShown tells whether the enemies' band shows the stacks' tops:
// the Activation step with no enemy out, on a band where they stand
// clearly larger than the stacks themselves. A phone's band takes the
// rolled dice's empty rows for them (enemiesTakeRolledBand): at 390x844
// they stand 117x215 px where a line stood over an empty band; the
// smallest phone (360x640) keeps its line.
func (s *scene) stackTopsShown() bool {
	if s.view.activeN != 0 || !s.ready() || s.Tally || s.Match.State.Step() != ts.StepActivate {
		return false
	}
	r, stack := s.stackTopRect(0), s.lay.stacks[0]
	return r.W >= stack.W*1.2 && r.H >= stack.H*1.4
}

// stackTopCaption is the line over the tops: what to do.
func (s *scene) stackTopCaption() rect {
	l := &s.lay
	b := l.activeBand.Inset(l.gap)
	return rect{X: b.X, Y: b.Y, W: b.W, H: l.text * 2}
}

// stackTopRect is where stack k's top card shows in the enemies' band:
// three in a row under the caption, centred, no wider than tall by more
// than a quarter.
func (s *scene) stackTopRect(k int) rect {
	l := &s.lay
	b := l.activeBand.Inset(l.gap)
	capH := s.stackTopCaption().H + l.gap
	h := max(0, b.H-capH)
	w := min((b.W-2*l.gap)/ts.NumStacks, h*1.25)
	x0 := b.X + (b.W-(ts.NumStacks*w+2*l.gap))/2
	return rect{X: x0 + float64(k)*(w+l.gap), Y: b.Y + capH, W: w, H: h}
}

// drawStackTops draws the caption and each stack's top card with what it
// does, its reward and how many cards its stack holds.
func (s *scene) drawStackTops(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	v := &s.view
	s.box(a, screen, "No enemy is active yet. The top card of each stack:", s.stackTopCaption(), l.text*1.2, sprites.Dim, false)
	for k := range ts.NumStacks {
		c := v.stackTop[k]
		r := s.stackTopRect(k)
		if c == ts.NoCard {
			sprites.Outline(screen, r, r.W*0.06, sprites.FeltLight)
			s.box(a, screen, "Empty", r, l.text, sprites.Dim, false)
			continue
		}
		radius := r.W * 0.06
		sprites.Panel(screen, r, radius, cardEnemy)
		if ts.Cards[c].Mandatory {
			sprites.Outline(screen, r, radius, standing)
		}
		in := r.Inset(r.W * 0.05)
		t := &cardTexts[c]
		texts := [4]string{t.name, t.activeStats, t.topEffect, t.reward}
		size := max(l.text*1.2, in.W*0.1)
		if l.phone {
			size = max(size, in.W*0.14) // a phone's tops are narrow and tall
		}
		// Under the texts, the stack's count.
		countH := l.text * 1.5
		text := rect{X: in.X, Y: in.Y, W: in.W, H: max(0, in.H-countH)}
		for j := 3; j >= 2 && !s.fitBlock(a, texts, text.W, text.H, size, 0).ok; j-- {
			texts[j] = ""
		}
		s.drawBlock(a, screen, texts, [4]color.RGBA{sprites.Ink, sprites.Ink, sprites.RedInk, sprites.Ink}, text, size, 0)
		s.box(a, screen, s.labels.tops[k], rect{X: in.X, Y: in.Y + in.H - countH, W: in.W, H: countH}, l.text, sprites.RedInk, false)
	}
}

// appendStackTops adds the large tops to the targets.
func (s *scene) appendStackTops(dst []ui.Target) []ui.Target {
	if !s.stackTopsShown() {
		return dst
	}
	for k := range ts.NumStacks {
		if c := s.view.stackTop[k]; c != ts.NoCard {
			r := s.stackTopRect(k)
			dst = append(dst, ui.Target{ID: stackTopIDs[k], Label: cardTexts[c].name, X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	return dst
}

// tappedStackTop is the stack whose large top was tapped, or -1.
func (s *scene) tappedStackTop(a *ui.Context) int {
	if !s.stackTopsShown() {
		return -1
	}
	for k := range ts.NumStacks {
		r := s.stackTopRect(k)
		if s.view.stackTop[k] != ts.NoCard && a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			return k
		}
	}
	return -1
}
