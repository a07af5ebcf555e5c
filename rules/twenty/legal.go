package twenty

import (
	"math/bits"

	"github.com/twenty-games/twenty/rules/cards"
)

// AppendLegal appends the legal moves of the player to move: Draw first
// (when a card can be had), then every way to make the count, or Pass alone
// when neither is possible. Nothing once the game is over.
//
// Suits never matter, so plays that differ only in suits are listed once,
// with the lowest cards of each rank (two 5s give one "play 5S", not also
// "play 5H"). Apply accepts every set that makes the count, listed or not.
func (s *State) AppendLegal(buf []Move) []Move {
	if s.over {
		return buf
	}
	start := len(buf)
	if s.CanDraw() {
		buf = append(buf, DrawMove())
	}
	buf = AppendPlays(buf, s.hands[s.toMove], int(s.count))
	if len(buf) == start {
		buf = append(buf, PassMove())
	}
	return buf
}

// AppendPlays appends one Play per distinct way (up to suits) that cards
// from hand can make count: for each rank, how many of its cards to play.
// It allocates nothing when buf has room.
func AppendPlays(buf []Move, hand cards.Set, count int) []Move {
	g := playGen{hand: hand & cards.FullPack, count: count}
	for r := cards.Ace; r < cards.King; r++ {
		if ofRank(hand, r) != 0 {
			g.ranks[g.nranks] = r
			g.nranks++
		}
	}
	for i := g.nranks - 1; i >= 0; i-- {
		r := g.ranks[i]
		g.most[i] = g.most[i+1] + rankCount(hand, r)*faceValue[r]
	}
	g.kings = bits.OnesCount64(uint64(hand & kingCards))
	return g.from(buf, 0, 0, 0, 0)
}

// playGen enumerates plays rank by rank, over the non-king ranks held, then
// the kings.
type playGen struct {
	hand   cards.Set
	count  int
	kings  int
	ranks  [cards.King - 1]cards.Rank // the non-king ranks held, ascending
	nranks int
	// most[i] is the highest total (pairs at full value) the cards of
	// ranks[i:] can add.
	most [cards.King]int
}

// from chooses how many cards of ranks[i:] to add to chosen, whose non-king
// cards make base with pairs discountable pairs.
func (g *playGen) from(buf []Move, i int, chosen cards.Set, base, pairs int) []Move {
	if base-pairSaving*pairs > g.count {
		return buf // the lowest reading is already past the count
	}
	if base+g.most[i]+KingMax*g.kings < g.count {
		return buf // even everything left cannot reach it
	}
	if i == g.nranks {
		return g.withKings(buf, chosen, base, pairs)
	}
	r := g.ranks[i]
	held := ofRank(g.hand, r)
	n := bits.OnesCount64(uint64(held))
	buf = g.from(buf, i+1, chosen, base, pairs)
	for m := 1; m <= n; m++ {
		c, _ := held.Lowest()
		held = held.Without(c)
		chosen = chosen.With(c)
		p := pairs
		if m == PairSize && faceValue[r] == CourtValue {
			p++
		}
		b := base + m*faceValue[r]
		if b-pairSaving*p > g.count {
			break // more cards of this rank only raise the lowest reading
		}
		buf = g.from(buf, i+1, chosen, b, p)
	}
	return buf
}

// withKings adds 0..all of the held kings to chosen and keeps the sets that
// make the count.
func (g *playGen) withKings(buf []Move, chosen cards.Set, base, pairs int) []Move {
	kings := g.hand & kingCards
	for k := 0; ; k++ {
		rd := reading{base: base, pairs: pairs, kings: k}
		if chosen != 0 && rd.makes(g.count) {
			buf = append(buf, PlayMove(chosen))
		}
		if k == g.kings {
			return buf
		}
		c, _ := kings.Lowest()
		kings = kings.Without(c)
		chosen = chosen.With(c)
	}
}

// countMask keeps the totals 0..LastCount of a reachable-totals bit set.
const countMask = uint32(1)<<(LastCount+1) - 1

// canMake tells whether some cards of hand make count (1..LastCount).
func canMake(hand cards.Set, count int) bool {
	if hand&kingCards != 0 {
		return true // a king alone makes any count
	}
	reach := uint32(1) // bit t: some subset totals t; the empty one totals 0
	for r := cards.Ace; r < cards.King; r++ {
		n := rankCount(hand, r)
		v := faceValue[r]
		next := reach
		for m := 1; m <= n; m++ {
			next |= reach << (m * v)
			if m == PairSize && v == CourtValue {
				next |= reach << PairValue
			}
		}
		reach = next & countMask
	}
	return reach&(1<<count) != 0
}

// CanMake tells whether player p could make the count now.
func (s *State) CanMake(p int) bool {
	if p < 0 || p >= s.opts.Players {
		return false
	}
	return canMake(s.hands[p], int(s.count))
}
