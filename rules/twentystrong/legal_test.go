package twentystrong

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// allMoves is every well-formed move (rerolls of up to 2 dice).
func allMoves() []Move {
	var ms []Move
	for k := range NumStacks {
		ms = append(ms, ScoutMove(k), ActivateMove(k))
	}
	ms = append(ms, EndgameMove(), RollMove(), NextMove(), ResolveMove(), SufferMove(), DoneMove())
	var sets []uint32
	for a := range DieID(NumDice) {
		sets = append(sets, 1<<uint(a))
		for b := a + 1; b < NumDice; b++ {
			sets = append(sets, 1<<uint(a)|1<<uint(b))
		}
	}
	for d := range DieID(NumDice) {
		ms = append(ms, CommitMove(d), ExhaustMove(d), BanishMove(d), RecoverMove(d))
		for c := range CardID(NumCards) {
			ms = append(ms, ApplyMove(d, c))
		}
	}
	for _, set := range sets {
		ms = append(ms, RerollMove(set))
	}
	for c := range CardID(NumCards) {
		ms = append(ms, DiscardMove(c), TakeMove(c), DeclineMove(c), UseMove(c))
		switch Cards[c].Reward.Kind {
		case ItemPlusOne:
			for d := range DieID(NumDice) {
				ms = append(ms, UseOnDieMove(c, d))
			}
		case ItemReroll, OngoingReroll:
			for _, set := range sets {
				ms = append(ms, UseRerollMove(c, set))
			}
		}
	}
	return ms
}

// canonical replaces the dice of m by the lowest of their classes, as
// AppendLegal offers them.
func canonical(s *State, m Move) Move {
	rep := func(d DieID) DieID {
		for e := DieID(0); e < d; e++ {
			if s.sameClass(e, d) {
				return e
			}
		}
		return d
	}
	if m.Die != NoDie {
		m.Die = rep(m.Die)
	}
	// Defeated cards are alike as a place to set a die aside: the first.
	if m.Kind == MoveApply && validCard(m.Card) && s.Defeated(m.Card) {
		m.Card = s.firstDefeated()
	}
	if m.Dice != 0 {
		var count [NumDice]int
		for set := m.Dice; set != 0; set &= set - 1 {
			count[rep(DieID(bits.TrailingZeros32(set)))]++
		}
		m.Dice = 0
		for d := range DieID(NumDice) {
			for e := d; count[d] > 0 && e < NumDice; e++ {
				if rep(e) == d {
					m.Dice |= 1 << uint(e)
					count[d]--
				}
			}
		}
	}
	return m
}

// TestLegalMatchesExplain: in positions from random games, every move
// AppendLegal lists is legal and listed once; every legal move is listed
// up to interchangeable dice (and defeated cards), but a hit set aside on a
// defeated card where it changes nothing; every illegal one is refused
// without change.
func TestLegalMatchesExplain(t *testing.T) {
	all := allMoves()
	seeds := uint64(40)
	if testing.Short() {
		seeds = 10
	}
	checked := 0
	for seed := range seeds {
		s := MustNew(optionsFor(seed), seed)
		rng := rules.NewRNG(seed)
		for n := 0; !s.Over(); n++ {
			legal := s.AppendLegal(nil)
			for i, m := range legal {
				if err := s.ExplainIllegal(m); err != nil {
					t.Fatalf("seed %d: listed %v is illegal: %v\n%s", seed, m, err, describe(s))
				}
				if slices.Contains(legal[:i], m) {
					t.Fatalf("seed %d: %v listed twice", seed, m)
				}
			}
			if n%5 == 0 {
				checked++
				for _, m := range all {
					err := s.ExplainIllegal(m)
					// A hit on a defeated card is listed only where it can
					// change the game (ruling 5).
					aside := m.Kind == MoveApply && s.Defeated(m.Card) && !s.setAsideMatters()
					if err == nil && !aside && !slices.Contains(legal, canonical(s, m)) {
						t.Fatalf("seed %d: legal %v (as %v) not listed\n%s", seed, m, canonical(s, m), describe(s))
					}
					if err != nil && n%25 == 0 {
						game.RefusedLeavesState(t, s, m)
					}
				}
			}
			var m Move
			if seed%2 == 0 {
				m = legal[rng.IntN(len(legal))]
			} else {
				m = Heuristic(s, &rng, nil)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestRefusedMoves: moves refused in words, the state untouched.
func TestRefusedMoves(t *testing.T) {
	s := newGame(t, 1, 1)
	refuse(t, s, "roll", "Commit Dice step")
	refuse(t, s, "commit blue1", "Commit Dice step")
	refuse(t, s, "apply blue1 C01", "after rolling")
	refuse(t, s, "next", "after the Apply Dice step")
	refuse(t, s, "resolve", "Strategy phase")
	refuse(t, s, "suffer", "Suffer Damage step")
	refuse(t, s, "done", "Gain Item Rewards")
	refuse(t, s, "take C01", "Gain Item Rewards")
	refuse(t, s, "decline C01", "no instant reward")
	refuse(t, s, "recover red", "nothing asks you")
	refuse(t, s, "discard C21", "not in your inventory")
	refuse(t, s, "use C21", "not in your inventory")
	mustApply(t, s, "activate 1")
	refuse(t, s, "activate 2", "start of a round")
	refuse(t, s, "roll", "no unapplied die")
	mustApply(t, s, "commit blue1")
	refuse(t, s, "commit blue1", "not in your dice pool")
	mustApply(t, s, "roll")
	rig(t, s, "blue1:miss")
	refuse(t, s, "apply blue1 C01", "shows a miss")
	rig(t, s, "blue1:hit")
	refuse(t, s, "apply blue2 C01", "not in the active area")
	refuse(t, s, "apply blue1 C44", "not active")
	mustApply(t, s, "apply blue1 C01")
	refuse(t, s, "resolve", "first take or decline")
	mustApply(t, s, "take C01")
	refuse(t, s, "apply blue1 C01", "already applied")
	if err := s.Apply(Move{}); err == nil {
		t.Fatal("the zero move accepted")
	}
	if err := s.Apply(Move{Kind: MoveActivate, Stack: -1, Die: NoDie, Card: NoCard}); err == nil {
		t.Fatal("stack -1 accepted")
	}
	if err := s.Apply(Move{Kind: MoveRoll, Stack: -1, Die: 3, Card: NoCard}); err == nil {
		t.Fatal("a roll naming a die accepted")
	}
}
