package twenty

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/cards"
)

// The examples of the rule text and of the shared README.
func TestMakesRuleExamples(t *testing.T) {
	tests := []struct {
		cards string
		count int
		makes bool
		why   string
	}{
		{"QS QH 4D", 14, true, "README/text: Q+Q+4 makes 14 (the pair counts 10)"},
		{"QS QH 4D", 24, true, "a pair may also count 20"},
		{"QS 4D", 14, true, "text: one queen and the 4"},
		{"JS 4D", 14, true, "text: the jack and the 4"},
		{"QS JS 4D", 14, false, "text: not Q+J+4, which makes 24"},
		{"QS JS 4D", 24, true, "Q+J+4 makes 24"},
		{"TS JS", 10, false, "README: mixed ranks never get the pair discount"},
		{"TS JS", 20, true, "10+J = 20"},
		{"TS TH", 10, true, "a pair of tens may count 10"},
		{"TS TH", 20, true, "or 20"},
		{"JS JH", 10, true, "a pair of jacks may count 10"},
		{"QS QH QD", 10, false, "README: three of a kind gets no discount"},
		{"QS QH QD", 20, false, "three queens are 30"},
		{"QS QH QD", 30, true, "three queens make 30 (not a count, but a sum)"},
		{"QS QH JS JH", 20, true, "two pairs may both count 10"},
		{"QS QH JS JH", 30, true, "one pair at 10, the other at 20"},
		{"AS", 1, true, "text: an ace makes 1"},
		{"KS", 1, true, "text: a king makes 1"},
		{"KS AS", 2, true, "text: a king and an ace make 2"},
		{"AS AH", 2, true, "text: two aces make 2"},
		{"KS AS AH", 3, true, "text: two aces and a king make 3"},
		{"KS KH", 2, true, "two kings are at least 2"},
		{"KS KH", 1, false, "two kings cannot make 1"},
		{"KS KH", 20, true, "two kings make 20"},
		{"KS KH", 40, true, "two kings make at most 40"},
		{"KS QS QH", 11, true, "king 1 with a pair of queens at 10"},
		{"KS QS QH", 10, false, "a king is at least 1"},
		{"KS 9S", 9, false, "a king is at least 1"},
		{"KS 9S", 10, true, "king as 1"},
		{"KS 9S", 20, true, "king as 11"},
	}
	for _, tt := range tests {
		if got := Makes(set(t, tt.cards), tt.count); got != tt.makes {
			t.Errorf("%s for %d: got %v, want %v (%s)", tt.cards, tt.count, got, tt.makes, tt.why)
		}
		if tt.count > LastCount {
			continue
		}
		_, err := Explain(set(t, tt.cards), tt.count)
		if (err == nil) != tt.makes {
			t.Errorf("Explain(%s, %d) error %v, want makes=%v", tt.cards, tt.count, err, tt.makes)
		}
	}
}

func TestKingAloneMakesEveryCount(t *testing.T) {
	for c := FirstCount; c <= LastCount; c++ {
		v, err := Explain(set(t, "KD"), c)
		if err != nil || !slices.Equal(v.KingValues, []int{c}) || v.Sum != c {
			t.Errorf("king for %d: %+v, %v", c, v, err)
		}
	}
	if Makes(set(t, "KD"), 0) || Makes(set(t, "KD"), KingMax+1) {
		t.Error("a king is 1..20")
	}
}

func TestExplain(t *testing.T) {
	tests := []struct {
		cards string
		count int
		kings []int
		pairs []cards.Rank
	}{
		{"QS QH 4D", 14, nil, []cards.Rank{cards.Queen}},
		{"QS QH 4D", LastCount + 4, nil, nil},
		{"QS 4D", 14, nil, nil},
		{"KS KH", 20, []int{19, 1}, nil},
		{"KS KH AS", 3, []int{1, 1}, nil},
		{"KS QS QH", 15, []int{5}, []cards.Rank{cards.Queen}},
		{"KS QS QH", 20, []int{10}, []cards.Rank{cards.Queen}},
		{"TS TH JS JH", 20, nil, []cards.Rank{10, cards.Jack}},
	}
	for _, tt := range tests {
		v, err := Explain(set(t, tt.cards), tt.count)
		if err != nil {
			t.Errorf("%s for %d: %v", tt.cards, tt.count, err)
			continue
		}
		if !slices.Equal(v.KingValues, tt.kings) || !slices.Equal(v.PairsAsTen, tt.pairs) || v.Sum != tt.count {
			t.Errorf("%s for %d: %+v, want kings %v pairs %v", tt.cards, tt.count, v, tt.kings, tt.pairs)
		}
	}
}

func TestExplainReasons(t *testing.T) {
	tests := []struct {
		cards string
		count int
		want  string
	}{
		{"QS JS 4D", 14, "these cards make 24, the count is 14"},
		{"KS 9S 8S", 14, "these cards make 18 at least, the count is 14"},
		{"QS QH 4D", 19, "these cards make 14 or 24, the count is 19"},
		{"QS QH", 5, "these cards make 10 at least, the count is 5"},
		{"3S 4D", 14, "these cards make 7, the count is 14"},
		{"QS QH", 21, "these cards make 20 at most, the count is 21"},
		{"", 3, "play at least one card"},
	}
	for _, tt := range tests {
		_, err := Explain(set(t, tt.cards), tt.count)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%q for %d: %v, want %q", tt.cards, tt.count, err, tt.want)
		}
	}
}

func TestRangeAndPenalty(t *testing.T) {
	ranges := []struct {
		cards  string
		lo, hi int
	}{
		{"", 0, 0},
		{"AS", 1, 1},
		{"KS", KingMin, KingMax},
		{"QS QH 4D", 14, 24},
		{"QS QH QD", 30, 30},
		{"KS KH 5D", 7, 45},
	}
	for _, r := range ranges {
		lo, hi := Range(set(t, r.cards))
		if lo != r.lo || hi != r.hi {
			t.Errorf("Range(%s) = %d..%d, want %d..%d", r.cards, lo, hi, r.lo, r.hi)
		}
	}
	penalties := map[string]int{"AS": PenaltyLow, "9C": PenaltyLow, "TS": PenaltyCourt, "JD": PenaltyCourt, "QH": PenaltyCourt, "KC": PenaltyKing}
	for text, want := range penalties {
		c, _ := cards.Parse(text)
		if got := Penalty(c); got != want {
			t.Errorf("Penalty(%s) = %d, want %d", text, got, want)
		}
	}
	if PenaltyLow != 5 || PenaltyCourt != 10 || PenaltyKing != 20 {
		t.Error("README: penalties are 5, 10, 20")
	}
	if got := SetPenalty(set(t, "AS 9C QS QH KD")); got != 5+5+10+10+20 {
		t.Errorf("SetPenalty = %d", got)
	}
	total := 0
	for c := cards.Card(0); c < cards.NumCards; c++ {
		total += Penalty(c)
	}
	if SetPenalty(cards.FullPack) != total {
		t.Errorf("SetPenalty(pack) = %d, want %d", SetPenalty(cards.FullPack), total)
	}
}

// totals is an independent oracle: every total a set can make, trying every
// king value and every pair reading.
func totals(set cards.Set) map[int]bool {
	sums := map[int]bool{0: true}
	addAll := func(values ...int) {
		next := map[int]bool{}
		for s := range sums {
			for _, v := range values {
				next[s+v] = true
			}
		}
		sums = next
	}
	for r := cards.Ace; r <= cards.King; r++ {
		n := 0
		for _, c := range set.AppendTo(nil) {
			if c.Rank() == r {
				n++
			}
		}
		switch {
		case r == cards.King:
			for range n {
				var vs []int
				for v := 1; v <= 20; v++ {
					vs = append(vs, v)
				}
				addAll(vs...)
			}
		case r >= 10 && n == 2:
			addAll(10, 20)
		case r >= 10:
			addAll(n * 10)
		default:
			addAll(n * int(r))
		}
	}
	return sums
}

// canonical replaces each rank's cards in set by the lowest cards of that
// rank in hand: the form AppendPlays lists.
func canonical(set, hand cards.Set) cards.Set {
	var out cards.Set
	for r := cards.Ace; r <= cards.King; r++ {
		held := ofRank(hand, r)
		for range rankCount(set, r) {
			c, _ := held.Lowest()
			held = held.Without(c)
			out = out.With(c)
		}
	}
	return out
}

// Every subset of random hands: Makes agrees with the oracle, and
// AppendPlays lists exactly the canonical forms of the sets that make the
// count, each once; canMake agrees.
func TestPlaysAgainstOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	rounds := 60
	if testing.Short() {
		rounds = 20
	}
	for round := range rounds {
		// A third of the hands are mostly tens, jacks, queens and kings.
		from := cards.FullPack
		if round%3 == 0 {
			from = courtCards | kingCards | set(t, "AS 2S 3S 4S 5S")
		}
		pool := from.AppendTo(nil)
		var hand cards.Set
		for _, i := range rng.Perm(len(pool))[:1+rng.IntN(11)] {
			hand = hand.With(pool[i])
		}
		cardsOf := hand.AppendTo(nil)
		sums := make([]map[int]bool, 1<<len(cardsOf))
		for mask := 1; mask < 1<<len(cardsOf); mask++ {
			var sub cards.Set
			for i, c := range cardsOf {
				if mask&(1<<i) != 0 {
					sub = sub.With(c)
				}
			}
			sums[mask] = totals(sub)
		}
		for count := FirstCount; count <= LastCount; count++ {
			want := map[cards.Set]bool{}
			for mask := 1; mask < 1<<len(cardsOf); mask++ {
				var sub cards.Set
				for i, c := range cardsOf {
					if mask&(1<<i) != 0 {
						sub = sub.With(c)
					}
				}
				if Makes(sub, count) != sums[mask][count] {
					t.Fatalf("Makes(%v, %d) = %v, oracle says %v", sub, count, Makes(sub, count), sums[mask][count])
				}
				if sums[mask][count] {
					want[canonical(sub, hand)] = true
				}
			}
			got := map[cards.Set]bool{}
			for _, m := range AppendPlays(nil, hand, count) {
				if got[m.Cards] {
					t.Fatalf("hand %v count %d: %v listed twice", hand, count, m)
				}
				got[m.Cards] = true
				if !want[m.Cards] {
					t.Fatalf("hand %v count %d: %v listed but does not make it", hand, count, m)
				}
			}
			if len(got) != len(want) {
				t.Fatalf("hand %v count %d: %d plays listed, %d exist", hand, count, len(got), len(want))
			}
			if canMake(hand, count) != (len(want) > 0) {
				t.Fatalf("hand %v count %d: canMake %v but %d plays", hand, count, canMake(hand, count), len(want))
			}
		}
	}
}

// Huge hands stay enumerable: the worst case is bounded and fast.
func TestPlaysHugeHand(t *testing.T) {
	hand := lowCards | kingCards | set(t, "TS TH JS QS")
	most := 0
	for count := FirstCount; count <= LastCount; count++ {
		plays := AppendPlays(nil, hand, count)
		most = max(most, len(plays))
		for _, m := range plays {
			if !Makes(m.Cards, count) {
				t.Fatalf("%v does not make %d", m, count)
			}
		}
	}
	t.Logf("most plays for a %d-card hand: %d", hand.Len(), most)
	if most > 20000 {
		t.Fatalf("%d plays", most)
	}
}

func TestExplainNotCard(t *testing.T) {
	if _, err := Explain(cards.Set(1)<<60, 3); err == nil || !strings.Contains(err.Error(), "not a card") {
		t.Errorf("bits past the pack: %v", err)
	}
}

// Terms splits a play into what each card counts, as a player adds it up.
func TestTerms(t *testing.T) {
	tests := []struct {
		cards string
		count int
		want  []Term
	}{
		{"AC", 1, []Term{{set(t, "AC"), 1}}},
		{"3D 4C", 7, []Term{{set(t, "3D"), 3}, {set(t, "4C"), 4}}},
		{"TD KD", 12, []Term{{set(t, "TD"), CourtValue}, {set(t, "KD"), 2}}},
		{"QS QH 4D", 14, []Term{{set(t, "4D"), 4}, {set(t, "QS QH"), PairValue}}},
		{"QS QH 4D", 24, []Term{{set(t, "4D"), 4}, {set(t, "QS"), CourtValue}, {set(t, "QH"), CourtValue}}},
		{"KS KH AS", 3, []Term{{set(t, "AS"), 1}, {set(t, "KS"), 1}, {set(t, "KH"), 1}}},
		{"KS KH", 20, []Term{{set(t, "KS"), 19}, {set(t, "KH"), 1}}},
	}
	for _, tt := range tests {
		got, err := Terms(set(t, tt.cards), tt.count)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("Terms(%s, %d) = %v, %v; want %v", tt.cards, tt.count, got, err, tt.want)
			continue
		}
		sum := 0
		for _, term := range got {
			sum += term.Value
		}
		if sum != tt.count {
			t.Errorf("Terms(%s, %d) add up to %d", tt.cards, tt.count, sum)
		}
	}
	if _, err := Terms(set(t, "QS JS 4D"), 14); err == nil || err.Error() != "these cards make 24, the count is 14" {
		t.Errorf("Terms of a set that cannot make the count: %v", err)
	}
}

// The rules text's card values: Ace counts 1, 2 to 9 their face value,
// 10, Jack and Queen 10, the King any value from 1 to 20.
func TestCardValues(t *testing.T) {
	for c := cards.Card(0); c < cards.NumCards; c++ {
		lo, hi := Range(cards.Of(c))
		want := [2]int{int(c.Rank()), int(c.Rank())}
		switch r := c.Rank(); {
		case r == cards.King:
			want = [2]int{1, 20}
		case r >= 10:
			want = [2]int{10, 10}
		}
		if [2]int{lo, hi} != want {
			t.Errorf("%v counts %d..%d, want %d..%d", c, lo, hi, want[0], want[1])
		}
	}
	if KingMin != 1 || KingMax != 20 || CourtValue != 10 || PairValue != 10 {
		t.Error("the rules text: kings 1 to 20, 10/J/Q 10, a pair 10")
	}
}
