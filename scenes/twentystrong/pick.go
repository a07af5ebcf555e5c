package twentystrong

import (
	"math/bits"

	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// pickInGroup is a tap on group g of rolled dice: it picks the group's next
// die not yet picked; when all of them are, it drops them all (so a lone
// die toggles, and two alike misses can both be rerolled).
func (s *scene) pickInGroup(g int) {
	l := &s.lay
	var group uint32
	for d := range ts.DieID(ts.NumDice) {
		if l.dieOf[d] == g {
			group |= 1 << uint(d)
		}
	}
	if rest := group &^ s.picked; rest != 0 {
		s.picked |= rest & -rest // the lowest die not picked
		s.Note = ""
	} else {
		s.picked &^= group
	}
	s.aiming = false
	s.labelsDirty = true
}

// single is the one picked die, if one is, and how many are picked.
func (s *scene) single() (ts.DieID, int) {
	n := bits.OnesCount32(s.picked)
	if n != 1 {
		return ts.NoDie, n
	}
	return ts.DieID(bits.TrailingZeros32(s.picked)), 1
}

// pickedIn counts the picked dice of rolled group g.
func (s *scene) pickedIn(g int) int {
	n := 0
	for d := range ts.DieID(ts.NumDice) {
		if s.lay.dieOf[d] == g && s.picked&(1<<uint(d)) != 0 {
			n++
		}
	}
	return n
}

// cancelAim drops a plus-one item's aim (Esc, or the item tapped again).
func (s *scene) cancelAim() {
	if s.aiming {
		s.aiming = false
		s.Note = "Cancelled: the item stays in your inventory."
		s.labelsDirty = true
	}
}

// aimable tells whether die d sits on an undefeated active card (a
// plus-one's target).
func (s *scene) aimable(d ts.DieID) bool {
	v := &s.view
	return v.dieZone[d] == ts.ZoneOnCard && v.dieCard[d] != ts.NoCard && v.cardZone[v.dieCard[d]] == ts.ZoneActive && !v.defeated[v.dieCard[d]]
}
