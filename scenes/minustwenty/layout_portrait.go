package minustwenty

import (
	"strings"

	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// layoutPortrait lays the table out on a screen taller than wide (a phone
// held upright). From the bottom up: the hand, the prompt above where a
// selected card rises, Meld and Discard, the message, the viewer's line
// (name and scores side by side, so the table keeps a line's height more),
// then the table; the opponent's block and the draw pile share a strip at
// the top. A replay's table is watched, not played: without buttons and
// message there, the table takes their height (at 360x640 its cards were
// 18 px wide under them).
func (s *scene) layoutPortrait(a *ui.Context) {
	l := &s.lay
	m := a.U(14)
	top := s.ContentTop() + a.U(12)
	bh := a.Tap(54)
	// Two lines of prompt and of message at their sizes (see
	// drawControls).
	promptH, msgH := max(a.U(40), a.TextSize(18)*2.6), max(a.U(46), a.TextSize(19)*2.6)
	if s.lessonOn {
		// The lesson's box goes there, between your line and the buttons:
		// over the top strip or the melds it hid what the steps speak of.
		msgH = max(a.TextSize(19)*4.2, lessonBoxHeight(a))
	}
	buttonsH := bh + a.U(10)
	if s.Open {
		msgH, buttonsH = 0, 0
	}
	b := blockTexts(a, true)
	mineH := s.placeMyLine(a, b, a.W-2*m)
	below := mineH + msgH + buttonsH + promptH
	// The strip at the top is the pile (a card high) or the opponent's
	// block over its small hand (0.42 of a hand card), whichever is
	// taller: the card height solves both.
	oppH := a.U(8) + b.height + a.U(6)
	avail := a.H - top - a.U(16) - below
	// The hand: handScale times the table cards, or as wide as a row of
	// a full hand without overlap allows when that is more (a short
	// phone, whose height keeps the table small), up to 1.45 times.
	// Never narrower than a face whose rank reads at 12 CSS px: on a
	// small phone its cards overlap (placeHandRow), the table shrinks.
	rowHW := (a.W - a.U(48)) / handRowWidth
	minHW := minRankCard * max(a.Scale, 1)
	if s.Open {
		// A replay's hand is read, not tapped: it may be as small as the
		// table's cards.
		minHW = 0
	}
	hs, cw := handScale, 0.0
	for range 3 { // the scale changes the height left for the table
		d := 2*meldArea + 1 + 3*labelRow + 2*lanePad*5/7 + hs*(1+raise)
		ch := min(avail/(d+1), (avail-oppH)/(d+0.42*hs))
		cw = min((a.W-2*m)/(3*pitch+1), ch*5/7)
		hs = max(min(max(portraitHandScale, rowHW/cw), 1.45), minHW/cw)
	}
	l.cardSizesScaled(cw, hs)
	l.handY = a.H - a.U(12) - l.hh
	l.promptY = l.handY - l.hh*raise - promptH/2
	l.promptBox = sprites.Rect{X: a.U(12), Y: l.promptY - promptH/2, W: a.W - a.U(24), H: promptH}
	l.buttonsY = l.promptBox.Y - buttonsH
	l.msgBox = sprites.Rect{X: m, Y: l.buttonsY - msgH, W: a.W - 2*m, H: msgH}
	x0 := a.W/2 - (3*pitch*l.cw+l.cw)/2
	l.drawX, l.drawY = x0+3*pitch*l.cw, top
	l.oppX, l.oppY = m, top+a.U(8)
	l.infoAl = sprites.Left
	l.os = 0.42
	l.oppHandY = l.oppY + b.height + a.U(6)
	pad := l.cw * lanePad
	tableTop := max(top+l.ch, l.oppHandY+l.hh*l.os) + a.U(16)
	l.columns(x0, tableTop, l.msgBox.Y-mineH-pad, false)
	// The viewer's line: its name's middle a little under the lane's foot.
	l.myX, l.myY = m, l.myBottom+pad+a.U(6)+b.name*0.6
	l.tally = sprites.Rect{X: m, Y: l.myBottom + a.U(8), W: a.W - 2*m, H: a.H - l.myBottom - a.U(16)}
}

// placeMyLine chooses how the viewer's block is written in portrait: the
// scores beside the name, on one line, where the width w holds the
// longest of them (myScoreDX from the name's left); else under it. It
// returns the block's height below the table's lanes.
func (s *scene) placeMyLine(a *ui.Context, b blockSizes, w float64) float64 {
	l := &s.lay
	nameW := 0.0
	for p := range mt.NumPlayers {
		// The seats the table may be seen from: a person's (each in turn
		// at a hot seat), or the viewer's when the computer plays both.
		if s.Match.Seats[p].Human || p == s.Viewer {
			nw, _ := a.Text.Measure(s.SeatName(p), sprites.Style{Size: b.name, Bold: true})
			nameW = max(nameW, nw)
		}
	}
	scoreW, _ := a.Text.Measure("Round −188   Total −388", sprites.Style{Size: b.score})
	l.myScoreDX = nameW + a.U(16)
	l.myInline = l.myScoreDX+scoreW <= w
	if l.myInline {
		return a.U(6) + b.name*1.2 + a.U(6)
	}
	return max(a.U(60)-a.U(18), b.scoreDY+b.score+a.U(6))
}

// portraitClear are the parts of a portrait table a lesson's box must
// leave in view besides those of every layout: the players' names and
// scores (the steps' figures are theirs).
func (s *scene) portraitClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	b := blockTexts(a, true)
	h := b.scoreDY + b.score
	if l.myInline {
		h = b.name * 1.2
	}
	dst = append(dst, ui.Target{ID: "your name and scores", X: l.myX, Y: l.myY - b.name*0.6, W: a.W - 2*l.myX, H: h})
	// The opponent's block down to its last turn (its small hand is
	// beside the pile's count).
	return append(dst, ui.Target{ID: "the opponent's name and scores", X: l.oppX, Y: l.oppY - b.name*0.6,
		W: l.drawX - a.U(16) - l.oppX, H: b.height + b.name*0.1})
}

// lessonBoxHeight is the height of the lesson's box across a portrait
// screen for the longest of the lesson's lines, figures filled with
// long ones, and a step of the box's search for its place (scenes'
// lessonBox: these are its sizes). Under 700 CSS pixels high its text is
// the smallest readable (12 CSS px), as the box shrinks to where it
// would cover the table: the table keeps its height there.
func lessonBoxHeight(a *ui.Context) float64 {
	margin := max(a.U(12), 6*max(a.Scale, 1))
	return lessonBoxHeightAt(a, min(a.W-2*margin, a.U(900)))
}

// lessonBoxHeightAt is the height of the lesson's box w wide (see
// lessonBoxHeight).
func lessonBoxHeightAt(a *ui.Context, w float64) float64 {
	scale := max(a.Scale, 1)
	margin, pad := max(a.U(12), 6*scale), max(a.U(14), 8*scale)
	text, caption := max(a.U(24), 15*scale), max(a.U(18), 12*scale)
	if a.H/scale < 700 {
		text, caption = 12*scale, 12*scale
	}
	_, capH := a.Text.Measure("Learn to play · step 13 of 14", sprites.Style{Size: caption})
	textH := 0.0
	for _, step := range lesson.Steps {
		textH = max(textH, a.Text.MeasureWrapped(longFigures(step.Text), w-2*pad, sprites.Style{Size: text}))
	}
	return textH + capH + 2*pad + margin/2 + max(a.U(6), 3*scale)
}

// longFigures fills a lesson line's figures with long ones: a formula
// with a bonus, the others twelve letters.
func longFigures(line string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(line, '{')
		j := strings.IndexByte(line[max(i, 0):], '}')
		if i < 0 || j < 0 {
			b.WriteString(line)
			return b.String()
		}
		b.WriteString(line[:i])
		if line[i:i+j+1] == "{formula}" {
			b.WriteString("(39 - 20) × 3 + 20 = 77")
		} else {
			b.WriteString("12 cards are")
		}
		line = line[i+j+1:]
	}
}
