package twenty

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/cards"
)

// faceValue is what a card of each rank counts (kings are wild: 0 here).
var faceValue = [cards.King + 1]int{
	cards.Ace: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9,
	10: CourtValue, cards.Jack: CourtValue, cards.Queen: CourtValue,
}

// pairRanks are the ranks whose pair may count PairValue.
var pairRanks = [...]cards.Rank{10, cards.Jack, cards.Queen}

// Masks of the cards by penalty class (a card is (rank-1)*4+suit).
const (
	lowCards   = cards.Set(1)<<(9*cards.NumSuits) - 1                  // ace to 9
	kingCards  = cards.Set(0xF) << ((cards.King - 1) * cards.NumSuits) // the four kings
	courtCards = cards.FullPack &^ lowCards &^ kingCards               // tens, jacks, queens
)

// ofRank is the cards of rank r in set, as a set.
func ofRank(set cards.Set, r cards.Rank) cards.Set {
	shift := (int(r) - 1) * cards.NumSuits
	return set & (cards.Set(0xF) << shift)
}

// rankCount is how many cards of rank r set holds.
func rankCount(set cards.Set, r cards.Rank) int {
	return bits.OnesCount64(uint64(ofRank(set, r)))
}

// Penalty is what card c costs when it is left in hand at the end of a hand.
func Penalty(c cards.Card) int {
	switch r := c.Rank(); {
	case r == cards.King:
		return PenaltyKing
	case r >= 10:
		return PenaltyCourt
	}
	return PenaltyLow
}

// SetPenalty is the penalty of all the cards of set.
func SetPenalty(set cards.Set) int {
	return PenaltyLow*bits.OnesCount64(uint64(set&lowCards)) +
		PenaltyCourt*bits.OnesCount64(uint64(set&courtCards)) +
		PenaltyKing*bits.OnesCount64(uint64(set&kingCards))
}

// reading is what a set can count: its non-king cards make base, less
// PairValue for each of the first d of its pairs (0 <= d <= pairs); each of
// its kings adds KingMin..KingMax.
type reading struct {
	base, pairs, kings int
}

func read(set cards.Set) reading {
	var rd reading
	for r := cards.Ace; r < cards.King; r++ {
		n := rankCount(set, r)
		rd.base += n * faceValue[r]
		if n == PairSize && faceValue[r] == CourtValue {
			rd.pairs++
		}
	}
	rd.kings = bits.OnesCount64(uint64(set & kingCards))
	return rd
}

// pairSaving is how much counting one pair as PairValue saves.
const pairSaving = PairSize*CourtValue - PairValue

// lowest and highest totals the set can make.
func (rd reading) lowest() int  { return rd.base - pairSaving*rd.pairs + KingMin*rd.kings }
func (rd reading) highest() int { return rd.base + KingMax*rd.kings }

// makes tells whether some reading makes exactly count. With kings every
// total between lowest and highest is reachable: the kings' own range
// (KingMax-KingMin)*kings is at least pairSaving, so the ranges of the
// different pair readings overlap. Without kings only base - d*pairSaving.
func (rd reading) makes(count int) bool {
	if count < rd.lowest() || count > rd.highest() {
		return false
	}
	if rd.kings > 0 {
		return true
	}
	return (rd.base-count)%pairSaving == 0
}

// Makes tells whether set, played as one play, can make count.
func Makes(set cards.Set, count int) bool {
	return set != 0 && set&^cards.FullPack == 0 && read(set).makes(count)
}

// Range is the lowest and highest total set can make (0, 0 for the empty
// set). With kings every total in between can be made; without kings only
// the highest less a multiple of 10 per pair of tens, jacks or queens.
func Range(set cards.Set) (lo, hi int) {
	if set == 0 {
		return 0, 0
	}
	rd := read(set & cards.FullPack)
	return rd.lowest(), rd.highest()
}

// Valuation is how a set makes a count: the value each king takes (kings in
// ascending card order), the ranks whose pair counts PairValue, and the sum.
type Valuation struct {
	KingValues []int
	PairsAsTen []cards.Rank
	Sum        int
}

// Explain says how set makes count, or why it cannot, in words a player can
// read ("these cards make 24, the count is 14"). It prefers reading pairs at
// full value and gives the kings the highest values first.
func Explain(set cards.Set, count int) (Valuation, error) {
	if set == 0 {
		return Valuation{}, errors.New("play at least one card")
	}
	if set&^cards.FullPack != 0 {
		return Valuation{}, errors.New("that is not a card of the pack")
	}
	rd := read(set)
	if !rd.makes(count) {
		return Valuation{}, notMaking(rd, count)
	}
	v := Valuation{Sum: count}
	// The fewest pairs at PairValue that bring the lowest total down to the
	// count; the kings then make the rest (see reading.makes).
	d := 0
	for rd.base-pairSaving*d+KingMin*rd.kings > count {
		d++
	}
	for _, r := range pairRanks {
		if len(v.PairsAsTen) < d && rankCount(set, r) == PairSize {
			v.PairsAsTen = append(v.PairsAsTen, r)
		}
	}
	rest := count - (rd.base - pairSaving*d)
	for k := range rd.kings {
		later := rd.kings - k - 1 // each later king needs at least KingMin
		value := min(KingMax, rest-later*KingMin)
		v.KingValues = append(v.KingValues, value)
		rest -= value
	}
	return v, nil
}

// notMaking is the reason why a reading cannot make count.
func notMaking(rd reading, count int) error {
	lo, hi := rd.lowest(), rd.highest()
	switch {
	case lo == hi:
		return fmt.Errorf("these cards make %d, the count is %d", lo, count)
	case count < lo:
		return fmt.Errorf("these cards make %d at least, the count is %d", lo, count)
	case count > hi:
		return fmt.Errorf("these cards make %d at most, the count is %d", hi, count)
	}
	// Between the two without kings: only the pair readings are possible.
	var totals []string
	for t := lo; t <= hi; t += pairSaving {
		totals = append(totals, strconv.Itoa(t))
	}
	return fmt.Errorf("these cards make %s, the count is %d", strings.Join(totals, " or "), count)
}

// Term is one part of what a play counts: a card at its value (a king at
// the value it takes), or a pair of tens, jacks or queens counted as
// PairValue.
type Term struct {
	Cards cards.Set
	Value int
}

// Terms is what each card of set counts when set makes count, in card
// order (aces first, kings last; a pair counted as PairValue is one term):
// the figures a player adds up, "3 + 4", "10 + 2" (the king as 2). The
// reading is Explain's; the error is its refusal.
func Terms(set cards.Set, count int) ([]Term, error) {
	v, err := Explain(set, count)
	if err != nil {
		return nil, err
	}
	var terms []Term
	kings := v.KingValues
	for r := cards.Ace; r <= cards.King; r++ {
		held := ofRank(set, r)
		if held == 0 {
			continue
		}
		if slices.Contains(v.PairsAsTen, r) {
			terms = append(terms, Term{Cards: held, Value: PairValue})
			continue
		}
		for _, c := range held.AppendTo(nil) {
			value := faceValue[r]
			if r == cards.King {
				value, kings = kings[0], kings[1:]
			}
			terms = append(terms, Term{Cards: cards.Of(c), Value: value})
		}
	}
	return terms, nil
}
