package twentystrong

import (
	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// The active enemies' places, and where the dice put on them sit.
//
// A desktop's enemies' band is tall: its cards stand a little wider than
// tall at most, centred. A phone's band is short and wide: its cards lie
// wider than tall and fill it, their dice in a block at their right (at
// 360x640 the cards were 58x53 px with 8 px texts while 230 px of the
// band stood empty beside them).

// tallBandCSS is the enemies' band's height, in CSS pixels, from which
// its cards keep a card's shape.
const tallBandCSS = 200

// placeActive puts the active cards side by side in the enemies' band,
// as large as it allows: room for two at least, so one or two enemies
// are large.
func (s *scene) placeActive() {
	l := &s.lay
	v := &s.view
	ab := l.activeBand
	n := max(v.activeN, 2)
	aspect := 1.1
	if ab.H < tallBandCSS*l.scale {
		aspect = 3
	}
	cw := max(0, min((ab.W-float64(n-1)*l.gap)/float64(n), ab.H*aspect))
	x0 := ab.X + max(0, ab.W-float64(v.activeN)*(cw+l.gap)+l.gap)/2
	for i := 0; i < v.activeN; i++ {
		l.active[i] = rect{X: x0 + float64(i)*(cw+l.gap), Y: ab.Y, W: cw, H: ab.H}
	}
}

// enemiesTakeRolledBand tells whether the enemies' band takes the rolled
// dice's rows too: on a phone (a short band), in a step that rolls no
// dice with none out (Activation, Resolve), where the rows stood empty
// under cards too small to read. In the steps that commit and roll, the
// rows stay the dice's, so the cards keep their place as dice come.
//
// On any phone, the large stack tops of an Activation with no enemy out
// take them too (at 430x932 they stood over 100 px of empty rows).
func (s *scene) enemiesTakeRolledBand() bool {
	l := &s.lay
	if l.rolledN > 0 || l.rolledBase.H <= 0 {
		return false
	}
	switch step := s.Match.State.Step(); {
	case step == ts.StepCommit, step == ts.StepApply:
		return false
	case l.activeBase.H < tallBandCSS*l.scale:
		return true
	default:
		return l.phone && step == ts.StepActivate && s.view.activeN == 0
	}
}

// landscapeCard tells whether a card drawn in r lies wider than tall by
// enough that its dice go at its right rather than under its lines.
func landscapeCard(r rect) bool { return r.W >= r.H*1.6 }

// landscapeRows are the rows of dice at a landscape card's right.
const landscapeRows = 2

// cardDieSide is the side of the dice put on a card drawn in r, n of
// them.
func cardDieSide(r rect, n int) float64 {
	if !landscapeCard(r) {
		return min(r.W/4.6, r.H*0.16)
	}
	cols := max(1, (n+landscapeRows-1)/landscapeRows)
	// The dice take under half the card: its name and numbers keep the
	// rest.
	return min(r.H*0.36, r.W*0.45/(float64(cols)*1.1))
}

// cardDiceWidth is the width the n dice on a landscape card take at its
// right (none on an upright card, whose dice go under its lines).
func cardDiceWidth(r rect, n int) float64 {
	if !landscapeCard(r) || n == 0 {
		return 0
	}
	cols := (n + landscapeRows - 1) / landscapeRows
	return float64(cols)*cardDieSide(r, n)*1.1 + r.W*0.02
}

// cardDieRect is where the k-th of the n dice on a card drawn in r sits:
// in rows from the card's foot, or on a landscape card in columns from
// its right.
func cardDieRect(r rect, k, n int) rect {
	side := cardDieSide(r, n)
	if landscapeCard(r) {
		col, row := k/landscapeRows, k%landscapeRows
		x := r.X + r.W - r.W*0.02 - side*1.1*float64(col+1)
		y := r.Y + r.H - r.H*0.08 - side*1.1*float64(row+1)
		return rect{X: x, Y: y, W: side, H: side}
	}
	perRow := max(1, int(r.W/(side*1.1)))
	x := r.X + r.W*0.04 + float64(k%perRow)*side*1.1
	y := r.Y + r.H - side*1.1*float64(k/perRow+1)
	return rect{X: x, Y: y, W: side, H: side}
}

// diceOnCards counts the dice put on each card.
func (s *scene) diceOnCards(n *[ts.NumCards]int) {
	v := &s.view
	*n = [ts.NumCards]int{}
	for d := range ts.DieID(ts.NumDice) {
		if v.dieZone[d] == ts.ZoneOnCard && v.dieCard[d] != ts.NoCard {
			n[v.dieCard[d]]++
		}
	}
}

// diceOnCard is the number of dice put on card c.
func (s *scene) diceOnCard(c ts.CardID) int {
	v := &s.view
	n := 0
	for d := range ts.DieID(ts.NumDice) {
		if v.dieZone[d] == ts.ZoneOnCard && v.dieCard[d] == c {
			n++
		}
	}
	return n
}
