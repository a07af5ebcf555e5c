package puzzle

import (
	"fmt"
	"slices"
)

// Check re-judges a puzzle on the deals it was mined on: its position
// restores, its player is to move, its answer is legal, and the answer is
// still the best move by the game's margin (the re-check's test, see
// Judge.Assess). A rule or heuristic changed since the mining shows here.
func Check(p Puzzle) error {
	return check(p, p.JudgeSeed, false)
}

// CheckRedealt re-judges a puzzle from another world its player cannot
// tell from the real one (the hidden cards re-dealt) on other deals, drawn
// from seed: the answer must not depend on the cards the player cannot see.
func CheckRedealt(p Puzzle, seed uint64) error {
	return check(p, seed, true)
}

func check(p Puzzle, seed uint64, redeal bool) error {
	j, ok := JudgeOf(p.Game)
	if !ok {
		return fmt.Errorf("no game %q", p.Game)
	}
	rec := p.Record()
	player, err := j.Player(rec)
	switch {
	case err != nil:
		return fmt.Errorf("puzzle %d: %v", p.ID, err)
	case player != p.Player:
		return fmt.Errorf("puzzle %d: player %d is to move, not %d", p.ID, player, p.Player)
	case len(p.Answer) != 1:
		return fmt.Errorf("puzzle %d: %d answer moves, the judge knows one", p.ID, len(p.Answer))
	}
	for _, m := range append([]string{p.Answer[0]}, p.Also...) {
		if canonical, err := j.Legal(rec, m); err != nil || canonical != m {
			return fmt.Errorf("puzzle %d: the answer %q is not a legal move as written: %v", p.ID, m, err)
		}
	}
	deals := p.Deals
	if deals == 0 {
		deals = j.Deals
	}
	judge := j.Values
	if redeal {
		judge = j.ValuesRedealt
	}
	v, err := judge(rec, deals, seed)
	if err != nil {
		return fmt.Errorf("puzzle %d: %v", p.ID, err)
	}
	test := Recheck
	if redeal {
		test = Redealt
	}
	answers := append([]string{p.Answer[0]}, p.Also...)
	if best := v.Best(); !slices.Contains(answers, best) {
		got, _ := v.Find(p.Answer[0])
		top := v.Moves[0]
		return fmt.Errorf("puzzle %d: the best move is %q (%.1f %s), not %q (%.1f)", p.ID,
			best, top.Value*j.PerValue, j.Unit, p.Answer[0], got.Value*j.PerValue)
	}
	if _, err := j.Assess(v, test, answers...); err != nil {
		return fmt.Errorf("puzzle %d: %v", p.ID, err)
	}
	return nil
}
