package minustwenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/cards"
)

// meld parses cards in play order ("JC QC 2C 5C").
func meld(t testing.TB, text string) []cards.Card {
	t.Helper()
	var out []cards.Card
	for _, f := range strings.Fields(text) {
		c, err := cards.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func TestMeldScore(t *testing.T) {
	tests := []struct {
		name string
		meld string
		want int
	}{
		{"never begun", "", 0},
		{"a single 3", "3S", -17},
		{"one face card only", "JD", -40},
		{"two face cards only", "JD QD", -60},
		{"three face cards only (the lowest meld)", "JD QD KD", -80},
		{"2..10 with three faces (the highest meld)", "JH QH KH 2H 3H 4H 5H 6H 7H 8H 9H 10H", 156},
		{"example: P2 spades 5, 8, 10", "5S 8S 10S", 3},
		{"example: P1 spades 2, 3, 4", "2S 3S 4S", -11},
		{"example: P2 diamonds face + 2, 5, 7", "QD 2D 5D 7D", -12},
		{"example: P2 clubs 3 faces + 2,3,5,7,8,10 (bonus)", "JC QC KC 2C 3C 5C 7C 8C 10C", 80},
		{"negative -5 doubles to -10", "JH 6H 9H", -10},
		{"exactly twenty scores 0 whatever the faces", "JS KS 2S 8S 10S", 0},
		{"7 cards: no bonus", "2D 3D 4D 5D 6D 7D 8D", 15},
		{"8 number cards: bonus", "2D 3D 4D 5D 6D 7D 8D 9D", 44},
		{"8 cards with a face: bonus after the multiplier", "QD 2D 3D 4D 5D 6D 7D 8D", 2*15 + BonusPoints},
		{"bonus on a zero meld", "JD QD KD 2D 3D 4D 5D 6D", 0*4 + BonusPoints},
		{"faces in any order", "KC JC 9C 10C", -1 * 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MeldScore(meld(t, tt.meld)); got != tt.want {
				t.Errorf("MeldScore(%s) = %d, want %d", tt.meld, got, tt.want)
			}
		})
	}
}

func TestScoreAddsMelds(t *testing.T) {
	tests := []struct {
		name  string
		melds [cards.NumSuits]string
		want  int
	}{
		{"a 3 in one suit", [4]string{"3S", "", "", ""}, -17},
		{"a 3 in each of two suits", [4]string{"3S", "3H", "", ""}, -34},
		{"worked example, player 1", [4]string{"2S 3S 4S", "", "JD", ""}, -51},
		{"worked example, player 2", [4]string{"5S 8S 10S", "", "QD 2D 5D 7D", "JC QC KC 2C 3C 5C 7C 8C 10C"}, 71},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, layout{melds: [2][4]string{tt.melds}})
			if got := s.Score(0); got != tt.want {
				t.Errorf("Score = %d, want %d", got, tt.want)
			}
			if got := s.Score(1); got != 0 {
				t.Errorf("opponent with no melds scores %d, want 0", got)
			}
		})
	}
}

// TallyMeld works a meld's score out as the rules text writes it: the
// text's own examples, figure by figure.
func TestTallyMeld(t *testing.T) {
	tests := []struct {
		name string
		meld string
		want Tally
	}{
		{"never begun scores nothing", "", Tally{Multiplier: 1}},
		{"text: 5, 8, 10 of spades make 23 - 20 = 3", "5S 8S 10S", Tally{Cards: 3, Sum: 23, Multiplier: 1, Score: 3}},
		{"text: 2, 3, 4 of spades make 9 - 20 = -11", "2S 3S 4S", Tally{Cards: 3, Sum: 9, Multiplier: 1, Score: -11}},
		{"text: a face card with 2, 5, 7 of diamonds make (14 - 20) x 2 = -12", "QD 2D 5D 7D",
			Tally{Cards: 4, Sum: 14, Faces: 1, Multiplier: 2, Score: -12}},
		{"text: three faces with 2, 3, 5, 7, 8, 10 of clubs make (35 - 20) x 4 = 60, + 20 for 9 cards", "JC QC KC 2C 3C 5C 7C 8C 10C",
			Tally{Cards: 9, Sum: 35, Faces: 3, Multiplier: 4, Bonus: 20, Score: 80}},
		{"text: a face card alone is (0 - 20) x 2 = -40", "JD", Tally{Cards: 1, Faces: 1, Multiplier: 2, Score: -40}},
		{"text: -5 with a face card is -10", "JH 6H 9H", Tally{Cards: 3, Sum: 15, Faces: 1, Multiplier: 2, Score: -10}},
		{"text: the best meld is 156", "JH QH KH 2H 3H 4H 5H 6H 7H 8H 9H 10H",
			Tally{Cards: 12, Sum: 54, Faces: 3, Multiplier: 4, Bonus: 20, Score: 156}},
		{"text: the worst meld is -80", "JD QD KD", Tally{Cards: 3, Faces: 3, Multiplier: 4, Score: -80}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := meld(t, tt.meld)
			if got := TallyMeld(m); got != tt.want {
				t.Errorf("TallyMeld(%s) = %+v, want %+v", tt.meld, got, tt.want)
			}
			if MeldScore(m) != tt.want.Score {
				t.Errorf("MeldScore(%s) = %d, want %d", tt.meld, MeldScore(m), tt.want.Score)
			}
		})
	}
	if MeldCost != 20 || BonusCards != 8 || BonusPoints != 20 {
		t.Error("the rules text: a meld costs 20; 8 cards or more add 20")
	}
}

// Jack, Queen and King are all the same in this game: each is a face card,
// and a meld scores the same whichever of them it holds, in any order.
func TestFaceCardsAlike(t *testing.T) {
	for _, c := range Deck.AppendTo(nil) {
		if IsFace(c) != (c.Rank() >= cards.Jack) {
			t.Errorf("%v: face card %v", c, IsFace(c))
		}
	}
	want := MeldScore(meld(t, "JS 4S 9S"))
	for _, m := range []string{"QS 4S 9S", "KS 4S 9S"} {
		if got := MeldScore(meld(t, m)); got != want {
			t.Errorf("%s scores %d, %s scores %d", m, got, "JS 4S 9S", want)
		}
	}
	want = MeldScore(meld(t, "JS QS 10S"))
	for _, m := range []string{"QS JS 10S", "KS JS 10S", "QS KS 10S"} {
		if got := MeldScore(meld(t, m)); got != want {
			t.Errorf("%s scores %d, %s scores %d", m, got, "JS QS 10S", want)
		}
	}
}
