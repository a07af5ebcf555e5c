package minustwenty

import "github.com/twenty-games/twenty/rules/cards"

// Tally is a meld's score worked out: the figures a player writes down,
// "(39 - 20) x 3 + 20 = 77".
type Tally struct {
	// Cards is the meld's length, face cards included.
	Cards int
	// Sum is the number cards' total; Faces the face cards.
	Sum, Faces int
	// Multiplier is Faces+1: one face card doubles, two triple, three
	// quadruple.
	Multiplier int
	// Bonus is BonusPoints for a meld of BonusCards or more cards, else 0.
	Bonus int
	// Score is (Sum - MeldCost) x Multiplier + Bonus; 0 for a meld never
	// begun.
	Score int
}

// TallyMeld works out the score of one meld: the single scoring function
// used by the end of a round, the scene's live preview and inspector, the
// lesson, the AI and the tests.
//
// A meld never begun (no cards) scores 0. Otherwise (sum of the number cards
// - 20) x (face cards + 1), so a meld of face cards only scores -40, -60 or
// -80; a meld of BonusCards or more cards, faces included, then adds
// BonusPoints. Cards left in hand score nothing.
func TallyMeld(meld []cards.Card) Tally {
	t := Tally{Cards: len(meld)}
	for _, c := range meld {
		if IsFace(c) {
			t.Faces++
		} else {
			t.Sum += int(c.Rank())
		}
	}
	t.Multiplier = t.Faces + 1
	if len(meld) == 0 {
		return t
	}
	if len(meld) >= BonusCards {
		t.Bonus = BonusPoints
	}
	t.Score = (t.Sum-MeldCost)*t.Multiplier + t.Bonus
	return t
}

// MeldScore is the score of one meld (TallyMeld's Score).
func MeldScore(meld []cards.Card) int { return TallyMeld(meld).Score }

// Score is player p's score for the current round as the melds stand.
func (s *State) Score(p int) int {
	total := 0
	for suit := range s.melds[p] {
		total += MeldScore(s.melds[p][suit].slice())
	}
	return total
}

// MeldScoreOf is the score of p's meld of suit as it stands (live preview).
func (s *State) MeldScoreOf(p int, suit cards.Suit) int {
	return MeldScore(s.melds[p][suit].slice())
}
