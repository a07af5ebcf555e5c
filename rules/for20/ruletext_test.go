package for20

import (
	"slices"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// ruleText names, for every rule sentence of the rules reader's text
// (scenes/for20/rules.txt), the tests that prove the engine does what it
// says: a sentence changed or added without a test fails
// TestRulesTextIsTested.
var ruleText = []rulestest.RuleLine{
	// THE CARDS
	{Sentence: "Two decks.", Tests: "TestCardCounts TestDeckManagement"},
	{Sentence: "The material deck holds 60 materials", Tests: "TestCardCounts"},
	{Sentence: "The playing deck holds 60 playing cards", Tests: "TestCardCounts"},
	{Sentence: "Tools smoke materials.", Tests: "TestSmokingExamples"},
	{Sentence: "Papers are used once, then go to the playing dump", Tests: "TestWhereCardsGo TestSmokingExamples"},
	{Sentence: "Legendary tools stay in your area and have an ability.", Tests: "TestWhereCardsGo TestTriggers"},
	{Sentence: "A tool smokes materials of its type", Tests: "TestSmokingExamples"},
	{Sentence: "Actions cost action coins", Tests: "TestEffects TestIllegalMovesSayWhy"},
	{Sentence: "Once played, an action goes to the playing dump.", Tests: "TestWhereCardsGo"},
	{Sentence: "Out-of-turn cards answer another player's smoke or action", Tests: "TestShortMemory TestNiceTool TestPassIt TestDrugTest"},
	{Sentence: "Each costs its discard cost", Tests: "TestShortMemory TestWhereCardsGo"},
	{Sentence: "Every playing card can also be recycled", Tests: "TestGainingCoins TestWhereCardsGo"},
	// SETTING UP
	{Sentence: "Both decks are shuffled, each player gets 5 playing cards", Tests: "TestSetup TestFirstPlayerAndTurnOrder"},
	{Sentence: "Turns go round to the left.", Tests: "TestFirstPlayerAndTurnOrder"},
	// YOUR TURN
	{Sentence: "You draw one material", Tests: "TestSetup TestDeckManagement TestTriggers"},
	{Sentence: "Then, in any order and as often as your cards allow", Tests: "TestRotatedMaterials TestOneNewToolPerTurn TestRandomPlayouts"},
	{Sentence: "Smoke: one tool from your area, or one new tool from your hand", Tests: "TestSmokingExamples TestOneNewToolPerTurn"},
	{Sentence: "Every tool needs at least 1 point", Tests: "TestSmokingExamples TestEveryToolNeedsAPoint"},
	{Sentence: "The materials go onto your smoked stack", Tests: "TestSmokedStackOrder"},
	{Sentence: "Rotate a material of your reserve for its coins", Tests: "TestRotatedMaterials TestGainingCoins"},
	{Sentence: "Recycle a playing card from your hand for its coins", Tests: "TestGainingCoins TestWhereCardsGo"},
	{Sentence: "Put a legendary tool down in your area without smoking", Tests: "TestOneNewToolPerTurn"},
	{Sentence: "The printed rules only put tools down by smoking", Tests: "TestOneNewToolPerTurn TestTriggers"},
	{Sentence: "Play an action, paying its cost in coins, naming its targets.", Tests: "TestEffects TestIllegalMovesSayWhy TestActionTargets"},
	{Sentence: "End your turn.", Tests: "TestCoinsLostAtEndOfTurn"},
	{Sentence: "Unused coins are lost, rotated materials and used tools turn back.", Tests: "TestCoinsLostAtEndOfTurn TestToolSmokesOncePerTurn"},
	{Sentence: "A tool smokes once per turn unless an ability says otherwise.", Tests: "TestToolSmokesOncePerTurn TestTriggers"},
	// ANSWERS OUT OF TURN
	{Sentence: "When a player declares a smoke or an action, the others are asked in turn order", Tests: "TestWindowAsksInTurnOrder"},
	{Sentence: "By default only the players holding a card that can answer it", Tests: "TestWindowAsksInTurnOrder"},
	{Sentence: "The first answer closes the window", Tests: "TestFirstAnswerClosesTheWindow"},
	{Sentence: "If nobody answers, the move resolves.", Tests: "TestWindowAsksInTurnOrder"},
	{Sentence: "Nice tool! and Drug test! cancel the smoke", Tests: "TestNiceTool TestDrugTest"},
	{Sentence: "Pass it! smokes the materials onto the answerer's stack", Tests: "TestPassIt"},
	// WHERE CARDS GO
	{Sentence: "Each deck has its own dump beside it", Tests: "TestWhereCardsGo TestDeckManagement"},
	{Sentence: "A destroyed material goes to the material dump", Tests: "TestWhereCardsGo"},
	{Sentence: "A destroyed legendary tool goes to the playing dump.", Tests: "TestWhereCardsGo"},
	{Sentence: "A played action goes to the playing dump once it resolves", Tests: "TestWhereCardsGo TestShortMemory"},
	{Sentence: "Used papers, recycled cards, the cards Paranoia makes a player discard", Tests: "TestWhereCardsGo"},
	{Sentence: "Dealer's Cove takes a material of your choice", Tests: "TestWhereCardsGo TestEffects"},
	{Sentence: "Neither can be played while its dump holds nothing to take.", Tests: "TestWhereCardsGo"},
	// LEGALIZE AND POLICE
	{Sentence: "Legalize can be played once in the whole game", Tests: "TestLegalizeAndPolice TestWhereCardsGo"},
	// THE END
	{Sentence: "At the end of each full round, if one player has 20 or more", Tests: "TestEndOfGame"},
	{Sentence: "Players tied for the highest score play on", Tests: "TestEndOfGame"},
	{Sentence: "(The rules set no limit, so after 100 rounds", Tests: "TestEndOfGame"},
	// THE SET'S RULINGS
	{Sentence: "Every turn starts with the two draws", Tests: "TestSetup TestDeckManagement"},
	{Sentence: "An empty deck is refilled from its dump", Tests: "TestDeckManagement"},
	{Sentence: "The dumps are face up", Tests: "TestDumpsAreFaceUp"},
	{Sentence: "In a smoke, every tool must allow every material.", Tests: "TestSmokingExamples"},
	{Sentence: "The material with the most points goes on top", Tests: "TestSmokedStackOrder TestConditions"},
	{Sentence: "A paper stolen with Nice tool!", Tests: "TestNiceTool"},
	{Sentence: "Actions name their targets when declared", Tests: "TestActionTargets"},
	{Sentence: "An action without a legal target cannot be played.", Tests: "TestActionTargets TestEffects"},
	{Sentence: `"Up to N" takes 1 to N cards`, Tests: "TestLegalizeAndPolice TestActionTargets"},
	{Sentence: "Abilities that need a target", Tests: "TestTriggers TestConditions TestEffects"},
	{Sentence: "Stash Box shields your materials", Tests: "TestEffects TestStashBoxShieldsOnlyMaterials"},
	{Sentence: "Coins exist only in your own turn.", Tests: "TestTriggers"},
	{Sentence: "The out-of-turn card and its discard cost go to the playing dump.", Tests: "TestShortMemory TestPassIt TestWhereCardsGo"},
	{Sentence: "Nice tool! takes the tool into the thief's area", Tests: "TestNiceTool"},
	{Sentence: "Pass it! puts the smoke on the answerer's stack.", Tests: "TestPassIt"},
	{Sentence: "Drug test! sends tools from the hand back to it.", Tests: "TestDrugTest"},
}

func TestRulesTextIsTested(t *testing.T) {
	rulestest.CheckRuleText(t, "../../scenes/for20/rules.txt", ruleText)
}

// TestWhereCardsGo: the rule text's "Playing actions" (a destroyed
// material goes to the material dump, from a reserve or a smoked stack; a
// destroyed tool and a played action go to the playing dump; Dealer's
// Cove and Scavenger take them back), and where the other cards that leave
// play end up.
func TestWhereCardsGo(t *testing.T) {
	tests := []struct {
		name   string
		layout layout
		moves  []string
		// materialDump, playingDump and removed are cards that must be
		// there afterwards; reserve and hand, in player 0's zones.
		materialDump, playingDump, removed, reserve, hand, area string
		score1                                                  int // player 1's score afterwards
		refused                                                 string
	}{
		{name: "a material destroyed in a reserve goes to the material dump", moves: []string{"play A11 @1 M26"},
			layout:       layout{hands: [5]string{"A11"}, reserves: [5]string{"", "M26"}, coins: 2},
			materialDump: "M26", playingDump: "A11"},
		{name: "Police destroys up to 2 into the material dump", moves: []string{"play A06 @1 M13 M26"},
			layout:       layout{hands: [5]string{"A06"}, reserves: [5]string{"", "M13 M26"}, coins: 4},
			materialDump: "M13 M26", playingDump: "A06"},
		{name: "a smoked material destroyed goes to the material dump, its points with it", moves: []string{"play A13 @1"},
			layout:       layout{hands: [5]string{"A13"}, smoked: [5]string{"", "M02 M26"}, coins: 3},
			materialDump: "M26", playingDump: "A13", score1: 1},
		{name: "an ability's destroy goes to the material dump too", moves: []string{"place T26", "target @1 M22"},
			layout:       layout{hands: [5]string{"T26"}, reserves: [5]string{"", "M22"}},
			materialDump: "M22", area: "T26"},
		{name: "a destroyed legendary tool goes to the playing dump", moves: []string{"play A22 @1 T17"},
			layout:      layout{hands: [5]string{"A22"}, areas: [5]string{"", "T17"}, coins: 4},
			playingDump: "T17 A22"},
		{name: "a played action goes to the playing dump", moves: []string{"play A16"},
			layout:      layout{hands: [5]string{"A16"}, coins: 2},
			playingDump: "A16"},
		{name: "an action cancelled by Short memory goes to the playing dump with the answer and its payment", moves: []string{"play A18", "answer O01 T01"},
			layout:      layout{hands: [5]string{"A18", "O01 T01"}, coins: 4},
			playingDump: "A18 O01 T01"},
		{name: "a used paper goes to the playing dump, a legendary stays in the area", moves: []string{"smoke T14 M02", "smoke T17 M03"},
			layout:      layout{hands: [5]string{"T14"}, areas: [5]string{"T17"}, reserves: [5]string{"M02 M03"}},
			playingDump: "T14", area: "T17"},
		{name: "a recycled card goes to the playing dump", moves: []string{"recycle T17"},
			layout:      layout{hands: [5]string{"T17"}},
			playingDump: "T17"},
		{name: "the card Paranoia discards goes to the playing dump", moves: []string{"play A21 @1"},
			layout:      layout{hands: [5]string{"A21", "T17"}, coins: 2},
			playingDump: "A21 T17"},
		{name: "a Pass it! and its discard cost go to the playing dump", moves: []string{"smoke T17 M02", "answer O05 A16 A17"},
			layout:      layout{hands: [5]string{"", "O05 A16 A17"}, areas: [5]string{"T17"}, reserves: [5]string{"M02"}},
			playingDump: "O05 A16 A17", area: "T17", score1: 1},
		{name: "a resolved Legalize leaves the game", moves: []string{"play A05"},
			layout:  layout{hands: [5]string{"A05"}, coins: 3},
			removed: "A05"},
		{name: "Dealer's Cove takes a material from the material dump into the reserve", moves: []string{"play A01 M26"},
			layout:  layout{hands: [5]string{"A01"}, materialDump: "M26 M02", coins: 3},
			reserve: "M26", materialDump: "M02", playingDump: "A01"},
		{name: "Scavenger takes a tool from the playing dump into the hand", moves: []string{"play A03 T17"},
			layout: layout{hands: [5]string{"A03"}, playingDump: "T17 A16", coins: 2},
			hand:   "T17", playingDump: "A03 A16"},
		{name: "Scavenger takes no action", moves: []string{"play A03 A16"}, refused: "name 1 tool of the playing-card dump",
			layout: layout{hands: [5]string{"A03"}, playingDump: "T17 A16", coins: 2}},
		{name: "Dealer's Cove takes nothing from an empty material dump", moves: []string{"play A01"}, refused: "the material dump is empty",
			layout: layout{hands: [5]string{"A01"}, coins: 3}},
		{name: "Scavenger takes nothing from a dump without tools", moves: []string{"play A03"}, refused: "there is no tool in the playing-card dump",
			layout: layout{hands: [5]string{"A03"}, playingDump: "A16", coins: 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.layout)
			if tc.refused != "" {
				refuse(t, s, tc.moves[0], tc.refused)
				played, _ := ParseMove(tc.moves[0])
				for _, m := range s.AppendLegal(nil) {
					if m == played || (m.Kind == Play && m.Card == played.Card && played.Cards.Empty()) {
						t.Fatalf("%v listed", m)
					}
				}
				return
			}
			apply(t, s, tc.moves...)
			wantIn(t, s.materialDump, "the material dump", tc.materialDump)
			wantIn(t, s.playingDump, "the playing dump", tc.playingDump)
			wantIn(t, s.removed, "the cards out of the game", tc.removed)
			wantIn(t, s.Reserve(0), "player 0's reserve", tc.reserve)
			wantIn(t, s.Hand(0), "player 0's hand", tc.hand)
			wantIn(t, s.Area(0), "player 0's area", tc.area)
			if tc.removed != "" && s.playingDump.Has(cards(t, tc.removed)[0]) {
				t.Fatal("a card out of the game is in the dump")
			}
			if tc.materialDump == "" && tc.reserve == "" && !s.materialDump.Empty() {
				t.Fatalf("material dump %v, want it empty", s.materialDump)
			}
			wantScore(t, s, 1, tc.score1)
			if tc.hand != "" && !s.KnownHand(1, 0).Has(cards(t, tc.hand)[0]) {
				t.Fatal("the tool Scavenger takes is not seen going to the hand")
			}
		})
	}
}

// TestGainingCoins: the rule text's "Gaining action coins": a rotated
// material gives its coins, a recycled playing card (of any category) the
// coins in its corner.
func TestGainingCoins(t *testing.T) {
	for _, id := range []string{"M01", "M02", "M26", "M37", "T01", "T17", "A05", "A16", "O01"} {
		t.Run(id, func(t *testing.T) {
			c := cards(t, id)[0]
			l, move, want := layout{reserves: [5]string{id}}, "rotate "+id, Cards[c].Coins
			if c.Category() != Material {
				l, move, want = layout{hands: [5]string{id}}, "recycle "+id, Cards[c].Recycle
			}
			s := build(t, l)
			apply(t, s, move)
			if s.Coins() != want || want <= 0 {
				t.Fatalf("%s gave %d coins, want %d", move, s.Coins(), want)
			}
		})
	}
}

// TestFirstPlayerAndTurnOrder: a random player starts, and the turn
// passes to the left (clockwise: the next seat).
func TestFirstPlayerAndTurnOrder(t *testing.T) {
	firsts := map[int]bool{}
	for seed := range uint64(40) {
		firsts[MustNew(DefaultOptions(4), seed).FirstPlayer()] = true
	}
	if len(firsts) != 4 {
		t.Fatalf("first players over 40 deals: %v, want every seat", firsts)
	}
	s := MustNew(DefaultOptions(4), 7)
	want := s.FirstPlayer()
	for range 9 {
		if s.Turn() != want {
			t.Fatalf("player %d's turn, want %d", s.Turn(), want)
		}
		apply(t, s, "end")
		want = (want + 1) % 4
	}
}

// TestEveryToolNeedsAPoint: no tool's minimum is 0, so a 0-point material
// never fills a range alone.
func TestEveryToolNeedsAPoint(t *testing.T) {
	for c := Card(NumMaterials); c < NumMaterials+NumTools; c++ {
		if Cards[c].Min < 1 {
			t.Errorf("%s (%s) has minimum %d", c, Cards[c].Name, Cards[c].Min)
		}
	}
}

// TestDumpsAreFaceUp: every player's view shows both dumps in full, and
// no determinization changes them.
func TestDumpsAreFaceUp(t *testing.T) {
	s := build(t, layout{hands: [5]string{"A11 A16", "T01"}, reserves: [5]string{"", "M26"}, playingDump: "T17", coins: 4})
	apply(t, s, "play A11 @1 M26")
	for p := range s.NumPlayers() {
		v := s.View(p).(View)
		if !slices.Equal(v.MaterialDump, []string{"M26"}) || !slices.Equal(v.PlayingDump, []string{"T17", "A11"}) {
			t.Fatalf("player %d sees the dumps %v and %v", p, v.MaterialDump, v.PlayingDump)
		}
		rng := rules.NewRNG(uint64(p))
		d := s.Clone()
		d.Determinize(p, &rng)
		if d.materialDump != s.materialDump || d.playingDump != s.playingDump {
			t.Fatalf("a determinization for player %d changed the dumps", p)
		}
	}
}

// TestActionTargets: an action names its targets when declared (the
// others see them while they may answer), cannot be played without a
// legal target, and takes 1 to N cards for "up to N", exactly N otherwise.
func TestActionTargets(t *testing.T) {
	s := build(t, layout{hands: [5]string{"A11", "O01 A16"}, reserves: [5]string{"", "M26"}, coins: 2})
	apply(t, s, "play A11 @1 M26")
	if m, ok := s.Pending(); !ok || m.String() != "play A11 @1 M26" || s.View(1).(View).Pending != "play A11 @1 M26" {
		t.Fatalf("pending %v: the target is not shown to the one answering", m)
	}
	noTarget := []struct {
		name   string
		layout layout
		move   string
		reason string
	}{
		{"Butterfingers with no opponent's material", layout{hands: [5]string{"A11"}, reserves: [5]string{"M02"}, coins: 2}, "play A11 @1", "player 1 has no material in their reserve"},
		{"Coughing Fit with nothing smoked", layout{hands: [5]string{"A13"}, coins: 3}, "play A13 @1", "player 1 has nothing smoked"},
		{"Pickpocket with empty hands", layout{hands: [5]string{"A20"}, coins: 2}, "play A20 @2", "player 2 has no playing card in hand"},
		{"Broken Glass with no legendary", layout{hands: [5]string{"A22"}, areas: [5]string{"T17"}, coins: 4}, "play A22 @1", "player 1 has no legendary tool in their area"},
		{"Swap Meet with an empty reserve of your own", layout{hands: [5]string{"A19"}, reserves: [5]string{"", "M02"}, coins: 2}, "play A19 @1 M02", "you have no material in your reserve to swap"},
	}
	for _, tc := range noTarget {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.layout)
			refuse(t, s, tc.move, tc.reason)
			for _, m := range s.AppendLegal(nil) {
				if m.Kind == Play {
					t.Fatalf("%v listed without a legal target", m)
				}
			}
		})
	}
	// Up to 2: one or two; exactly 1: only one.
	s = build(t, layout{hands: [5]string{"A06 A09"}, reserves: [5]string{"", "M13 M14 M22"}, coins: 7})
	refuse(t, s, "play A06 @1 M13 M14 M22", "name 1 to 2 materials")
	refuse(t, s, "play A09 @1 M13 M14", "name 1 material of player 1's reserve")
	apply(t, s, "play A06 @1 M13")
}

// TestStashBoxShieldsOnlyMaterials: Stash Box protects the reserve and
// the smoked stack from destroy, steal and swap, and nothing else: not
// the hand, not the tools, not a smoke taken by Pass it!.
func TestStashBoxShieldsOnlyMaterials(t *testing.T) {
	l := layout{players: 2, hands: [5]string{"A24 A16", "A09 A13 A19 A20 A22"}, reserves: [5]string{"M13", "M02 M03"},
		smoked: [5]string{"M26"}, areas: [5]string{"T17"}, coins: 2}
	s := build(t, l)
	apply(t, s, "play A24", "end", "rotate M02", "rotate M03")
	s.coins = 20
	refuse(t, s, "play A09 @0 M13", "under Stash Box")
	refuse(t, s, "play A13 @0", "under Stash Box")
	refuse(t, s, "play A19 @0 M02 M13", "under Stash Box")
	apply(t, s, "play A20 @0", "play A22 @0 T17")
	// Pass it! takes a smoke of a player under Stash Box (a smoke in
	// progress, not a material in the stack).
	s = build(t, layout{players: 2, hands: [5]string{"A24", "O05 A16 A17"}, areas: [5]string{"T17"}, reserves: [5]string{"M13"}, coins: 2})
	apply(t, s, "play A24", "smoke T17 M13", "answer O05 A16 A17")
	wantScore(t, s, 1, 2)
}
