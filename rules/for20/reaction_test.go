package for20

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestWindowAsksInTurnOrder(t *testing.T) {
	// Player 1 holds nothing to answer with, players 2 and 3 do.
	l := layout{players: 4, turn: 1, hands: [5]string{"O07 A16", "T14", "O05 A17 A18", "O08 A19"}, reserves: [5]string{"", "M02"}}
	s := build(t, l)
	apply(t, s, "smoke T14 M02")
	wantDecision(t, s, reaction(2, 1))
	if m, ok := s.Pending(); !ok || m.String() != "smoke T14 M02" {
		t.Fatalf("pending %v", m)
	}
	apply(t, s, "pass")
	wantDecision(t, s, reaction(3, 1))
	apply(t, s, "pass")
	wantDecision(t, s, reaction(0, 1))
	apply(t, s, "pass")
	wantDecision(t, s, rules.TurnOf(1))
	wantScore(t, s, 1, 1)

	// Only players who can answer are asked, unless AskEveryone.
	l.hands = [5]string{"A16", "T14", "O05 A17 A18", "O08"} // player 3 cannot pay
	s = build(t, l)
	apply(t, s, "smoke T14 M02")
	wantDecision(t, s, reaction(2, 1))
	apply(t, s, "pass")
	wantDecision(t, s, rules.TurnOf(1))
	l.opts.AskEveryone = true
	s = build(t, l)
	apply(t, s, "smoke T14 M02", "pass")
	wantDecision(t, s, reaction(3, 1))
	if got := s.AppendLegal(nil); len(got) != 1 || got[0] != PassMove() {
		t.Fatalf("a player who cannot pay is offered %v", got)
	}
	apply(t, s, "pass")
	wantDecision(t, s, reaction(0, 1))
}

func TestFirstAnswerClosesTheWindow(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T14", "O05 A16 A17", "O06 A18 A19"}, reserves: [5]string{"M22"}})
	apply(t, s, "smoke T14 M22", "answer O05 A16 A17")
	wantDecision(t, s, rules.TurnOf(0))
	wantScore(t, s, 1, 3)
	wantScore(t, s, 2, 0)
	if s.Hand(2).Len() != 3 {
		t.Fatal("player 2 paid for an answer")
	}
}

func TestShortMemory(t *testing.T) {
	s := build(t, layout{hands: [5]string{"A18", "O01 T01"}, coins: 5})
	apply(t, s, "play A18")
	wantDecision(t, s, reaction(1, 0))
	refuse(t, s, "answer O01", "costs 1 card from your hand, besides itself; you named 0")
	refuse(t, s, "answer O01 A16", "pay for Short memory with cards from your hand")
	apply(t, s, "answer O01 T01")
	if s.Coins() != 1 || !s.Reserve(0).Empty() {
		t.Fatalf("coins %d, reserve %v: the cancelled Grow Box must cost its coins and do nothing", s.Coins(), s.Reserve(0))
	}
	wantIn(t, s.playingDump, "the dump", "A18 O01 T01")
	// A Short memory cannot stop a smoke.
	s = build(t, layout{hands: [5]string{"T14", "O01 T01"}, reserves: [5]string{"M02"}})
	apply(t, s, "smoke T14 M02")
	wantDecision(t, s, rules.TurnOf(0))
}

func TestNiceTool(t *testing.T) {
	// A legendary from the area: the tool changes owner, the smoke and its
	// abilities stop, the materials stay upright in the reserve.
	s := build(t, layout{hands: [5]string{"T14", "O03 A16 A17"}, areas: [5]string{"T17"}, reserves: [5]string{"M19"}})
	apply(t, s, "smoke T17 M19", "answer O03 A16 A17")
	wantIn(t, s.Area(1), "player 1's area", "T17")
	wantIn(t, s.Reserve(0), "the reserve", "M19")
	if s.Coins() != 0 || s.Score(0) != 0 {
		t.Fatal("the Chalice's ability fired")
	}
	apply(t, s, "smoke T14 M19") // smoking again is allowed
	wantScore(t, s, 0, 2)

	// A legendary from the hand: the new-tool allowance is spent, on_place
	// does not fire for the thief.
	s = build(t, layout{hands: [5]string{"T24 T12", "O04 A16 A17"}, reserves: [5]string{"M38"}})
	apply(t, s, "smoke T24 M38", "answer O04 A16 A17")
	wantIn(t, s.Area(1), "player 1's area", "T24")
	if s.Reserve(1).Len() != 0 {
		t.Fatal("Hot Nail's on_place fired for the thief")
	}
	refuse(t, s, "smoke T12 M38", "already put down a new tool")

	// A paper set: the thief names one paper, the other goes back to the
	// smoker's hand where everyone saw it.
	s = build(t, layout{hands: [5]string{"T01 T05", "O03 A16 A17"}, reserves: [5]string{"M26"}, materialTop: "M13"})
	apply(t, s, "smoke T01 T05 M26")
	refuse(t, s, "answer O03 A16 A17", "name the one paper of the papers Paper + Blunt you take")
	if !legal(t, s, "answer O03 T05 A16 A17") || !legal(t, s, "answer O03 T01 A16 A17") {
		t.Fatal("the papers to take are not listed")
	}
	apply(t, s, "answer O03 T05 A16 A17")
	wantIn(t, s.Area(1), "player 1's area", "T05")
	wantIn(t, s.Hand(0), "the smoker's hand", "T01")
	if !s.KnownHand(2, 0).Has(cards(t, "T01")[0]) {
		t.Fatal("the paper given back is not known to everyone")
	}
	// The stolen paper smokes once from the thief's area without using
	// the new-tool allowance, then goes to the dump.
	apply(t, s, "end", "smoke T05 M13")
	wantIn(t, s.playingDump, "the dump", "T05")
	if s.newTools != 1 {
		t.Fatal("the stolen paper used the new-tool allowance")
	}
}

func TestPassIt(t *testing.T) {
	// The materials go to the answerer's stack; the paper is spent; no
	// ability fires; Iron Pipe does not stop it.
	s := build(t, layout{hands: [5]string{"T14", "O05 A16 A17"}, areas: [5]string{"", "T25"}, reserves: [5]string{"M55 M02"}, materialTop: "M03"})
	apply(t, s, "smoke T14 M02 M55", "answer O05 A16 A17")
	wantScore(t, s, 0, 0)
	wantScore(t, s, 1, 3)
	wantIn(t, s.playingDump, "the dump", "T14 O05 A16 A17")
	if s.Reserve(0).Len() != 0 || s.Reserve(1).Len() != 0 {
		t.Fatal("Mystery Baggie's ability fired")
	}
	if top := s.Smoked(1); top[len(top)-1] != cards(t, "M55")[0] {
		t.Fatal("the highest material is not on top of the answerer's stack")
	}
	refuse(t, s, "smoke T14 M03", "not in your hand")
	// A legendary is marked used.
	s = build(t, layout{hands: [5]string{"", "O05 A16 A17"}, areas: [5]string{"T17"}, reserves: [5]string{"M02 M03"}})
	apply(t, s, "smoke T17 M02", "answer O05 A16 A17")
	refuse(t, s, "smoke T17 M03", "already smoked")
	if s.Coins() != 0 {
		t.Fatal("the Chalice's ability fired")
	}
}

func TestDrugTest(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T17 A16", "O07 A17"}, areas: [5]string{"T19"}, reserves: [5]string{"M02 M03 M04"}, coins: 2})
	apply(t, s, "smoke T17 M02", "answer O07 A17")
	wantIn(t, s.Hand(0), "the hand", "T17")
	if !s.KnownHand(2, 0).Has(cards(t, "T17")[0]) {
		t.Fatal("the tool back in hand is not known to everyone")
	}
	refuse(t, s, "smoke T19 M03", "a Drug test! stopped you")
	for _, m := range s.AppendLegal(nil) {
		if m.Kind == Smoke {
			t.Fatalf("%v listed after a Drug test!", m)
		}
	}
	// The new-tool allowance is not used up, and actions are allowed.
	apply(t, s, "place T17", "play A16")
	// The next turn, player 0 smokes again.
	apply(t, s, "end", "end", "end", "smoke T19 M03")
}

// TestKnownCardsSurviveDeterminization: what a player saw go into another
// hand stays there in every determinization; the rest is re-dealt.
func TestKnownCardsSurviveDeterminization(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T17 A16 A17 A18", "O07 A19 A20 A21"}, reserves: [5]string{"M02"}})
	apply(t, s, "smoke T17 M02", "answer O07 A19")
	rng := rules.NewRNG(3)
	tool := cards(t, "T17")[0]
	moved := false
	for range 50 {
		d := s.Clone()
		d.Determinize(2, &rng)
		if !d.Hand(0).Has(tool) {
			t.Fatal("a determinization moved a card everyone saw")
		}
		if err := d.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		moved = moved || d.Hand(0) != s.Hand(0)
	}
	if !moved {
		t.Fatal("the unknown cards are never re-dealt")
	}
}

// TestWindowEvents: the notes a scene animates a reaction with, in order.
func TestWindowEvents(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T17", "O07 A17"}, reserves: [5]string{"M02"}})
	s.SetEvents(true)
	apply(t, s, "smoke T17 M02", "answer O07 A17")
	var notes []int
	for _, e := range s.TakeEvents(nil) {
		if e.Kind == rules.EvNote {
			notes = append(notes, e.Value)
		}
	}
	want := []int{NoteSmokeDeclared, NoteAsked, NoteAnswer, NoteCancelled, NoteSmokeForbidden}
	if len(notes) != len(want) {
		t.Fatalf("notes %v, want %v", notes, want)
	}
	for i := range want {
		if notes[i] != want[i] {
			t.Fatalf("notes %v, want %v", notes, want)
		}
	}
}
