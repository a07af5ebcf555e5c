package minustwenty

import "github.com/twenty-games/twenty/rules/cards"

// MeldScore is the score of one meld: the single scoring function used by the
// end of a round, the scene's live preview, the AI and the tests.
//
// A meld never begun (no cards) scores 0. Otherwise (sum of the number cards
// - 20) x (face cards + 1), so a meld of face cards only scores -40, -60 or
// -80; a meld of BonusCards or more cards, faces included, then adds
// BonusPoints. Cards left in hand score nothing.
func MeldScore(meld []cards.Card) int {
	if len(meld) == 0 {
		return 0
	}
	sum, faces := 0, 0
	for _, c := range meld {
		if IsFace(c) {
			faces++
		} else {
			sum += int(c.Rank())
		}
	}
	score := (sum - MeldCost) * (faces + 1)
	if len(meld) >= BonusCards {
		score += BonusPoints
	}
	return score
}

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
