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
