package for20

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestSetup(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s := MustNew(DefaultOptions(players), uint64(players))
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		first := s.FirstPlayer()
		for p := range players {
			want := HandSize
			if p == first {
				want++ // the first turn's draw
			}
			if n := s.Hand(p).Len(); n != want {
				t.Fatalf("%d players: player %d holds %d cards, want %d", players, p, n, want)
			}
		}
		if s.Reserve(first).Len() != 1 || s.ToMove() != first || s.Round() != 1 {
			t.Fatalf("%d players: the first turn did not start with its draws", players)
		}
	}
	for _, bad := range []Options{{Players: 1}, {Players: 6}, {Players: 3, MaxRounds: -1}} {
		if _, err := New(bad, 1); err == nil {
			t.Errorf("options %+v accepted", bad)
		}
	}
}

// TestSmokingExamples: the rule text's permitted and forbidden smokes, and
// the set's rulings on paper sets and 0-point materials.
func TestSmokingExamples(t *testing.T) {
	tests := []struct {
		name   string
		layout layout
		move   string
		reason string // "" when the smoke is legal
		score  int
	}{
		{name: "the Chalice cannot smoke hash", move: "smoke T17 M45", reason: "the Chalice cannot smoke hash: Black Nugget is hash",
			layout: layout{areas: [5]string{"T17"}, reserves: [5]string{"M45"}}},
		{name: "the Chalice smokes weed", move: "smoke T17 M22", score: 3,
			layout: layout{areas: [5]string{"T17"}, reserves: [5]string{"M22"}}},
		{name: "the Vaporizer's minimum is 2", move: "smoke T18 M02", reason: "the Vaporizer needs at least 2 points",
			layout: layout{areas: [5]string{"T18"}, reserves: [5]string{"M02"}}},
		{name: "a max-1 tool cannot smoke a 2", move: "smoke T08 M13", reason: "the Skinny smokes at most 1 point, but Backyard Bud (2) gives 2",
			layout: layout{hands: [5]string{"T08"}, reserves: [5]string{"M13"}}},
		{name: "special materials fit any tool", move: "smoke T12 M60", reason: "the Tin Foil smokes at most 3 points",
			layout: layout{hands: [5]string{"T12"}, reserves: [5]string{"M60"}}},
		{name: "papers combined sum their ranges", move: "smoke T01 T05 M26", score: 5,
			layout: layout{hands: [5]string{"T01 T05"}, reserves: [5]string{"M26"}}},
		{name: "a Blunt alone cannot take a 5", move: "smoke T05 M26", reason: "at most 4 points",
			layout: layout{hands: [5]string{"T01 T05"}, reserves: [5]string{"M26"}}},
		{name: "a combined minimum is the sum", move: "smoke T05 T10 M02 M03", reason: "needs at least 4 points",
			layout: layout{hands: [5]string{"T05 T10"}, reserves: [5]string{"M02 M03"}}},
		{name: "a paper set takes what every paper allows", move: "smoke T05 T12 M45", reason: "the Blunt cannot smoke hash",
			layout: layout{hands: [5]string{"T05 T12"}, reserves: [5]string{"M45 M60"}}},
		{name: "Blunt + Tin Foil smokes specials", move: "smoke T05 T12 M60", score: 4,
			layout: layout{hands: [5]string{"T05 T12"}, reserves: [5]string{"M45 M60"}}},
		{name: "legendaries are never combined", move: "smoke T01 T17 M22", reason: "never combined",
			layout: layout{hands: [5]string{"T01"}, areas: [5]string{"T17"}, reserves: [5]string{"M22"}}},
		{name: "no tool smokes a 0-point material alone", move: "smoke T01 M01", reason: "needs at least 1 point",
			layout: layout{hands: [5]string{"T01"}, reserves: [5]string{"M01"}}},
		{name: "a 0-point material rides along", move: "smoke T01 M01 M13", score: 2,
			layout: layout{hands: [5]string{"T01"}, reserves: [5]string{"M01 M13"}}},
		{name: "materials come from your reserve", move: "smoke T17 M22", reason: "Skunk Funk is not in your reserve",
			layout: layout{areas: [5]string{"T17"}, reserves: [5]string{"", "M22"}}},
		{name: "tools come from your hand or area", move: "smoke T17 M22", reason: "Chalice is not in your hand or your area",
			layout: layout{areas: [5]string{"", "T17"}, reserves: [5]string{"M22"}}},
		{name: "a smoke needs a tool", move: "smoke M22", reason: "name the tool",
			layout: layout{reserves: [5]string{"M22"}}},
		{name: "a smoke needs materials", move: "smoke T17", reason: "name the materials",
			layout: layout{areas: [5]string{"T17"}}},
		{name: "actions are not tools", move: "smoke A16 M22", reason: "Munchies is not a tool",
			layout: layout{hands: [5]string{"A16"}, reserves: [5]string{"M22"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.layout)
			if tc.reason != "" {
				refuse(t, s, tc.move, tc.reason)
				return
			}
			apply(t, s, tc.move)
			wantScore(t, s, 0, tc.score)
		})
	}
}

// TestSmokedStackOrder: the material with the most points goes on top.
func TestSmokedStackOrder(t *testing.T) {
	s := build(t, layout{areas: [5]string{"T26"}, reserves: [5]string{"M22 M02 M13"}})
	apply(t, s, "smoke T26 M02 M13 M22")
	got := s.Smoked(0)
	if len(got) != 3 || got[2] != cards(t, "M22")[0] || got[0] != cards(t, "M02")[0] {
		t.Fatalf("smoked stack %v, want Skunk Funk (3) on top and Schwag (1) at the bottom", got)
	}
	wantScore(t, s, 0, 6)
}

func TestOneNewToolPerTurn(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T01 T14 T17"}, reserves: [5]string{"M02 M03 M04"}})
	apply(t, s, "smoke T01 M02")
	refuse(t, s, "smoke T14 M03", "already put down a new tool this turn")
	refuse(t, s, "place T17", "already put down a new tool this turn")
	if legal(t, s, "place T17") || legal(t, s, "smoke T14 M03") {
		t.Fatal("a second new tool is listed")
	}
	// A paper set is one new tool.
	s = build(t, layout{hands: [5]string{"T01 T02 T14"}, reserves: [5]string{"M13 M14 M03"}})
	apply(t, s, "smoke T01 T02 M13 M14")
	refuse(t, s, "smoke T14 M03", "already put down a new tool")
	// Rolling Session allows one more.
	s = build(t, layout{hands: [5]string{"A26 T01 T14"}, reserves: [5]string{"M02 M03"}, coins: 1})
	apply(t, s, "smoke T01 M02", "play A26", "smoke T14 M03")
	wantScore(t, s, 0, 2)
	// Putting a legendary down is the turn's new tool; it then smokes from
	// the area.
	s = build(t, layout{hands: [5]string{"T17 T01"}, reserves: [5]string{"M02 M03"}})
	apply(t, s, "place T17")
	refuse(t, s, "smoke T01 M02", "already put down a new tool")
	apply(t, s, "smoke T17 M02")
	refuse(t, s, "place T01", "only legendary tools are put down on their own")
}

func TestToolSmokesOncePerTurn(t *testing.T) {
	s := build(t, layout{areas: [5]string{"T17 T19 T23"}, reserves: [5]string{"M02 M03 M04 M05 M06 M07 M08"}})
	apply(t, s, "smoke T17 M02")
	refuse(t, s, "smoke T17 M03", "the Chalice has already smoked this turn")
	apply(t, s, "smoke T19 M03", "smoke T19 M04") // Old Faithful: twice
	refuse(t, s, "smoke T19 M05", "already smoked")
	apply(t, s, "smoke T23 M05", "smoke T23 M06", "smoke T23 M07") // The Bat: three times
	refuse(t, s, "smoke T23 M08", "already smoked")
	apply(t, s, "end")
	// Next turn of player 0 (3 players): the tools are fresh again.
	apply(t, s, "end", "end")
	if s.Turn() != 0 {
		t.Fatalf("turn %d", s.Turn())
	}
	apply(t, s, "smoke T17 M08")
}

func TestRotatedMaterials(t *testing.T) {
	s := build(t, layout{hands: [5]string{"T14"}, areas: [5]string{"T18"}, reserves: [5]string{"M13 M12 M14"}})
	apply(t, s, "rotate M13")
	if s.Coins() != 2 {
		t.Fatalf("coins %d after rotating Backyard Bud, want 2", s.Coins())
	}
	refuse(t, s, "rotate M13", "already rotated")
	refuse(t, s, "smoke T14 M13", "Backyard Bud was rotated for coins this turn")
	if legal(t, s, "smoke T14 M13") {
		t.Fatal("a rotated material is listed for smoking")
	}
	// The Vaporizer may smoke rotated materials; Lazy Daisy may be smoked
	// with any tool once rotated.
	apply(t, s, "smoke T18 M13", "rotate M12", "smoke T14 M12")
	wantScore(t, s, 0, 3)
}

func TestCoinsLostAtEndOfTurn(t *testing.T) {
	s := build(t, layout{players: 2, hands: [5]string{"A17"}, reserves: [5]string{"M01 M05"}, materialTop: "M02"})
	apply(t, s, "rotate M01", "rotate M05")
	if s.Coins() != 6 {
		t.Fatalf("coins %d, want 6", s.Coins())
	}
	apply(t, s, "end")
	if s.Turn() != 1 || s.Coins() != 0 {
		t.Fatalf("player %d on turn with %d coins, want player 1 with 0", s.Turn(), s.Coins())
	}
	apply(t, s, "end")
	// Back to player 0: the materials are upright again.
	refuse(t, s, "play A17", "costs 2 coins and you have 0")
	apply(t, s, "rotate M01")
}

func TestLegalizeAndPolice(t *testing.T) {
	s := build(t, layout{hands: [5]string{"A05 A06 A07"}, reserves: [5]string{"", "M13 M14 M22"}, coins: 20})
	apply(t, s, "play A05")
	if !s.Legalized() || !s.removed.Has(cards(t, "A05")[0]) {
		t.Fatal("Legalize did not resolve out of the game")
	}
	refuse(t, s, "play A06 @1 M13", "after Legalize, Police can only be recycled or discarded to pay")
	if legal(t, s, "play A06 @1 M13 M14") {
		t.Fatal("Police listed after Legalize")
	}
	apply(t, s, "recycle A06")

	// Before Legalize, Police destroys up to 2.
	s = build(t, layout{hands: [5]string{"A06"}, reserves: [5]string{"", "M13 M14 M22"}, coins: 4})
	if !legal(t, s, "play A06 @1 M13 M22") || legal(t, s, "play A06 @1 M13") {
		t.Fatal("Police should be listed with two materials (the canonical 'up to 2')")
	}
	apply(t, s, "play A06 @1 M22")
	wantIn(t, s.materialDump, "the material dump", "M22")

	// A cancelled Legalize goes to the dump, and Police stays playable.
	s = build(t, layout{hands: [5]string{"A05 A06", "O01 A16"}, reserves: [5]string{"", "", "M13"}, coins: 7})
	apply(t, s, "play A05", "answer O01 A16")
	if s.Legalized() || !s.playingDump.Has(cards(t, "A05")[0]) {
		t.Fatal("a cancelled Legalize must go to the dump, not out of the game")
	}
	apply(t, s, "play A06 @2 M13")
}

func TestEndOfGame(t *testing.T) {
	// Player 0 reaches 20 mid-round: the round is played out.
	s := build(t, layout{players: 3, areas: [5]string{"T17", "", "T26"}, smoked: [5]string{"M25 M26 M47 M48", "", "M60 M45 M46 M22 M23 M24"},
		reserves: [5]string{"M13", "", "M38 M39"}})
	apply(t, s, "smoke T17 M13", "end") // 20
	if s.Over() {
		t.Fatal("the game ended before the end of the round")
	}
	apply(t, s, "end", "smoke T26 M38 M39", "end") // player 2: 23
	if !s.Over() || len(s.Winners()) != 1 || s.Winners()[0] != 2 || s.ToMove() != rules.Nobody {
		t.Fatalf("over %v, winners %v, want player 2 alone", s.Over(), s.Winners())
	}
	if len(s.AppendLegal(nil)) != 0 {
		t.Fatal("moves listed after the end")
	}
	refuse(t, s, "end", "the game is over")

	// Tied at the top with 20 or more: play on until one leads alone.
	s = build(t, layout{players: 2, smoked: [5]string{"M25 M26 M47 M48 M13", "M60 M45 M46 M22 M23 M24 M51"},
		areas: [5]string{"", "T17"}, reserves: [5]string{"", "M02"}})
	apply(t, s, "end", "end")
	if s.Over() || s.Round() != 2 {
		t.Fatalf("a tie at 20 ended the game (round %d)", s.Round())
	}
	apply(t, s, "end", "smoke T17 M02", "end")
	if !s.Over() || s.Winners()[0] != 1 {
		t.Fatalf("player 1 leads alone with 21: over %v winners %v", s.Over(), s.Winners())
	}

	// The round cap ends a game that would not end.
	s = build(t, layout{players: 2, opts: Options{MaxRounds: 2}})
	apply(t, s, "end", "end", "end", "end")
	if !s.Over() || len(s.Winners()) != 2 {
		t.Fatalf("the round cap: over %v, winners %v", s.Over(), s.Winners())
	}
}

func TestDeckManagement(t *testing.T) {
	// An empty material deck: the dump is reshuffled into it.
	s := build(t, layout{players: 2, emptyMaterialDeck: true})
	s.SetEvents(true)
	apply(t, s, "end")
	if s.Reserve(1).Len() != 1 || s.materialDeckLen != NumMaterials-1 || !s.materialDump.Empty() {
		t.Fatalf("reserve %v, deck %d", s.Reserve(1), s.materialDeckLen)
	}
	shuffled := false
	for _, e := range s.TakeEvents(nil) {
		shuffled = shuffled || (e.Kind == rules.EvShuffle && e.To == ZoneMaterialDeck && e.Value == NumMaterials)
	}
	if !shuffled {
		t.Fatal("no shuffle event")
	}
	// Material deck and dump both empty: only a playing card is drawn.
	all := "M01 M02 M03 M04 M05 M06 M07 M08 M09 M10 M11 M12 M13 M14 M15 M16 M17 M18 M19 M20 M21 M22 M23 M24 M25 M26 M27 M28 M29 M30 " +
		"M31 M32 M33 M34 M35 M36 M37 M38 M39 M40 M41 M42 M43 M44 M45 M46 M47 M48 M49 M50 M51 M52 M53 M54 M55 M56 M57 M58 M59 M60"
	s = build(t, layout{players: 2, reserves: [5]string{all}})
	apply(t, s, "end")
	if s.Reserve(1).Len() != 0 || s.Hand(1).Len() != 1 {
		t.Fatalf("with no materials left, player 1 drew %v and %v", s.Reserve(1), s.Hand(1))
	}
	// Playing deck and dump both empty: only a material is drawn.
	allPlaying := ""
	for c := Card(NumMaterials); c < NumCards; c++ {
		allPlaying += " " + c.String()
	}
	s = build(t, layout{players: 2, hands: [5]string{allPlaying}})
	apply(t, s, "end")
	if s.Reserve(1).Len() != 1 || s.Hand(1).Len() != 0 {
		t.Fatalf("with no playing cards left, player 1 drew %v and %v", s.Reserve(1), s.Hand(1))
	}
	// Everything empty: nothing is drawn.
	s = build(t, layout{players: 2, hands: [5]string{allPlaying}, reserves: [5]string{all}})
	apply(t, s, "end")
	if s.Reserve(1).Len() != 0 || s.Hand(1).Len() != 0 || s.Turn() != 1 {
		t.Fatal("something was drawn from nothing")
	}
}

func TestIllegalMovesSayWhy(t *testing.T) {
	s := build(t, layout{hands: [5]string{"A16 T17", "O07 A17"}, reserves: [5]string{"M13", "M14"}, areas: [5]string{"T14"}})
	refuse(t, s, "rotate M14", "Backyard Bud is not in your reserve")
	refuse(t, s, "recycle O07", "Drug test! is not in your hand")
	refuse(t, s, "play A16", "costs 2 coins and you have 0")
	refuse(t, s, "play T17", "Chalice is not an action card")
	// Refusals name cards by name and count in words that agree.
	refuse(t, s, "play A25", "Second Wind is not in your hand")
	refuse(t, s, "answer O01", "there is nothing to answer")
	refuse(t, s, "pass", "there is nothing to answer")
	refuse(t, s, "answer O07", "there is nothing to answer")
	refuse(t, s, "target @1 M14", "no ability is waiting for a target")
	apply(t, s, "smoke T14 M13")
	wantDecision(t, s, reaction(1, 0))
	refuse(t, s, "end", "player 1 is asked to answer player 0's smoke")
	for _, bad := range []Move{{Kind: Pass, Card: 3, Target: NoTarget}, {Kind: Answer, Card: NoCard, Target: NoTarget},
		{Kind: Answer, Card: 118, Target: 2}, {Kind: numMoveKinds}, {Kind: Pass, Card: NoCard, Target: NoTarget, Cards: CardSet{0, 1 << 63}}} {
		gameFor(3).RefusedLeavesState(t, s, bad)
	}
	refuse(t, s, "answer O07", "costs 1 card from your hand, besides itself; you named 0")
	refuse(t, s, "answer O03", "Nice tool! is not in your hand")
	s = build(t, layout{hands: [5]string{"A25 A01"}, materialDump: "M13"})
	refuse(t, s, "play A25", "Second Wind costs 1 coin and you have 0")
	s.coins = 3
	refuse(t, s, "play A01", "name 1 material of the material dump")
}
