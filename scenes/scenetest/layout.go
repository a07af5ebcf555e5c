package scenetest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Sizes are the screens players use, in CSS pixels: a phone upright and
// on its side, a tablet, a laptop and a desktop.
var Sizes = [][2]int{{390, 844}, {844, 390}, {1024, 768}, {1280, 720}, {1920, 1080}}

// Screen is a screen to lay out on: its size in CSS pixels and its device
// pixels per CSS pixel.
type Screen struct {
	W, H  int
	Scale float64
}

// Sweep are the screens of the layout sweep: phones (360x640 to 430x932)
// upright and on their side at the scales they have, tablets, laptops and
// desktops, the window the desktop build opens (1280x800) at 1 and 2.
var Sweep = []Screen{
	{360, 640, 2}, {640, 360, 2}, {375, 667, 2}, {667, 375, 2},
	{390, 844, 3}, {844, 390, 3}, {412, 915, 2.625}, {915, 412, 2.625},
	{430, 932, 3}, {932, 430, 3}, {768, 1024, 2}, {1024, 768, 2},
	{1024, 1366, 2}, {1366, 1024, 2}, {1280, 800, 1}, {1280, 800, 2},
	{1366, 768, 1}, {1440, 900, 2}, {1536, 864, 1.25}, {1920, 1080, 1},
	{2560, 1440, 1}, {390, 844, 1}, {1280, 720, 1.5},
}

// MinTarget is the smallest side of a tap target, in CSS pixels.
const MinTarget = 44

// slack forgives anti-aliasing and rounding at the edges of boxes.
const slack = 2

// keyHint matches key hints, which a touch screen must not show. The
// browser layout test (.ci/browser/layout.mjs) checks the same rules.
var keyHint = regexp.MustCompile(`(?i)\((Enter|Esc|Escape|Space|Tab|[A-Z0-9]|F11|Arrows?)\)|Arrows and Enter|F11 full screen|M mutes|\bpress\b`)

// topBar matches the ids of the shared top bar's buttons.
var topBar = regexp.MustCompile(`^play\.(menu|rules|hint|sound|settings|undo)$`)

// LessonCovers lists the targets the lesson's box covers (none without a
// lesson): those it points at are layout problems; others, on a screen
// too full to leave them all free, are only hidden for the step.
func LessonCovers(st State) []string {
	l := st.Lesson
	if l == nil {
		return nil
	}
	b := box{l.Box.X, l.Box.Y, l.Box.W, l.Box.H}
	var ids []string
	for _, t := range st.Targets {
		if w, h := b.overlap(box{t.X, t.Y, t.W, t.H}); w > slack && h > slack {
			ids = append(ids, t.ID)
		}
	}
	return ids
}

type box struct{ x, y, w, h float64 }

func (b box) String() string { return fmt.Sprintf("%.0f,%.0f %.0fx%.0f", b.x, b.y, b.w, b.h) }

func (b box) inside(o box) bool {
	return b.x >= o.x-slack && b.y >= o.y-slack && b.x+b.w <= o.x+o.w+slack && b.y+b.h <= o.y+o.h+slack
}

// overlap is the width and height two boxes share.
func (b box) overlap(o box) (float64, float64) {
	return min(b.x+b.w, o.x+o.w) - max(b.x, o.x), min(b.y+b.h, o.y+o.h) - max(b.y, o.y)
}

// clashes: two texts overlap by more than a sliver (line boxes include the
// font's leading, so a quarter of the shorter height is forgiven).
func (b box) clashes(o box) bool {
	w, h := b.overlap(o)
	return w > slack && h > max(slack, min(b.h, o.h)*0.25)
}

func quote(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:39]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// LayoutProblems lists what is wrong with the screen a state describes: a
// target or a text off the screen, a target under a finger's size, a text
// over another text or over part of a target, a text cut short with an
// ellipsis or wider than the box it was wrapped to, a key hint on a touch
// screen.
// A text drawn above the screen on its own panel (a toast, Over) may cover
// the texts and targets under it, but must fit on the screen. A lesson's
// box is such a panel: it must never cover a target the lesson asks the
// player to tap, nor the top bar's buttons (Menu leaves the lesson), nor
// what the game keeps in view for it (Lesson.Clear).
// MinTextCSS is the smallest font size a screen may show, in CSS pixels:
// smaller is hard to read on a phone. Toasts (Over) are not held to it.
const MinTextCSS = 12

// SmallTexts lists the texts of st drawn under MinTextCSS (toasts aside).
func SmallTexts(st State) []string {
	var out []string
	for _, t := range st.Texts {
		if !t.Over && strings.TrimSpace(t.Text) != "" && t.Size > 0 && t.Size < MinTextCSS-0.05 {
			out = append(out, fmt.Sprintf("text %s is %.1f px, under %d", quote(t.Text), t.Size, MinTextCSS))
		}
	}
	return out
}

func LayoutProblems(st State) []string {
	var out []string
	screen := box{0, 0, st.ScreenW, st.ScreenH}
	if l := st.Lesson; l != nil {
		b := box{l.Box.X, l.Box.Y, l.Box.W, l.Box.H}
		if !b.inside(screen) {
			out = append(out, fmt.Sprintf("the lesson's box at %v is off the screen", b))
		}
		for _, id := range LessonCovers(st) {
			if slices.Contains(l.Expect, id) || topBar.MatchString(id) {
				out = append(out, fmt.Sprintf("the lesson's box at %v covers target %s", b, id))
			}
		}
		for _, c := range l.Clear {
			if w, h := b.overlap(box{c.X, c.Y, c.W, c.H}); w > slack && h > slack {
				out = append(out, fmt.Sprintf("the lesson's box at %v covers %s, which it must leave in view", b, c.ID))
			}
		}
	}
	for _, t := range st.Targets {
		b := box{t.X, t.Y, t.W, t.H}
		if !b.inside(screen) {
			out = append(out, fmt.Sprintf("target %s at %v is off the %.0fx%.0f screen", t.ID, b, st.ScreenW, st.ScreenH))
		}
		if t.W < MinTarget-0.5 || t.H < MinTarget-0.5 {
			out = append(out, fmt.Sprintf("target %s is %.0fx%.0f, under %d px", t.ID, t.W, t.H, MinTarget))
		}
	}
	for i, t := range st.Texts {
		if strings.TrimSpace(t.Text) == "" {
			continue
		}
		b := box{t.X, t.Y, t.W, t.H}
		if !b.inside(screen) {
			out = append(out, fmt.Sprintf("text %s at %v is off the screen", quote(t.Text), b))
		}
		out = appendClipped(out, t)
		if st.Touch && keyHint.MatchString(t.Text) {
			out = append(out, fmt.Sprintf("text %s shows a key hint on a touch screen", quote(t.Text)))
		}
		for _, u := range st.Texts[i+1:] {
			ub := box{u.X, u.Y, u.W, u.H}
			same := u.Text == t.Text && ub == b
			if !same && t.Over == u.Over && b.clashes(ub) {
				out = append(out, fmt.Sprintf("text %s at %v overlaps %s at %v", quote(t.Text), b, quote(u.Text), ub))
			}
		}
		for _, g := range st.Targets {
			if t.Over {
				break
			}
			gb := box{g.X, g.Y, g.W, g.H}
			if w, h := b.overlap(gb); w > slack && h > slack && !b.inside(gb) {
				out = append(out, fmt.Sprintf("text %s at %v runs over target %s at %v", quote(t.Text), b, g.ID, gb))
			}
		}
	}
	return out
}

// appendClipped notes a text that cannot be read whole: cut short with an
// ellipsis (it must wrap, shrink or say less; a card's long text belongs
// in the inspector, not cut on the card), or wider than the box it was
// wrapped to (a word longer than the line).
func appendClipped(out []string, t Text) []string {
	if t.Cut {
		out = append(out, fmt.Sprintf("text %s is cut short", quote(t.Text)))
	}
	if t.BoxW > 0 && t.W > t.BoxW+slack {
		out = append(out, fmt.Sprintf("text %s is %.0f px wide in a box of %.0f", quote(t.Text), t.W, t.BoxW))
	}
	return out
}
