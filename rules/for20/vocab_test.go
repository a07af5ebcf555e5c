package for20

import "testing"

// The vocabulary tests: one case per trigger, condition and effect of the
// set README, each on the card that uses it.

func TestTriggers(t *testing.T) {
	t.Run("on_draw: Lucky Leaf draws a playing card", func(t *testing.T) {
		s := build(t, layout{materialTop: "M11"})
		apply(t, s, "end")
		if s.Hand(1).Len() != 2 || !s.Reserve(1).Has(cards(t, "M11")[0]) {
			t.Fatalf("player 1 holds %v with reserve %v", s.Hand(1), s.Reserve(1))
		}
	})
	t.Run("on_draw: Temple Ball gains coins on your turn", func(t *testing.T) {
		s := build(t, layout{materialTop: "M37"})
		apply(t, s, "end")
		if s.Coins() != 2 {
			t.Fatalf("coins %d, want 2", s.Coins())
		}
	})
	t.Run("on_smoke: Mystery Baggie draws a material", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T18"}, reserves: [5]string{"M55"}, materialTop: "M02"})
		apply(t, s, "smoke T18 M55")
		wantIn(t, s.Reserve(0), "the reserve", "M02")
	})
	t.Run("on_rotate: Lazy Daisy may be smoked once rotated", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T17"}, reserves: [5]string{"M12 M02"}})
		apply(t, s, "rotate M02", "rotate M12")
		refuse(t, s, "smoke T17 M02", "was rotated")
		apply(t, s, "smoke T17 M12")
	})
	t.Run("on_destroy: Sticky Icky's owner draws a material, Temple Ball gives no coins out of turn", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A11"}, reserves: [5]string{"", "M20"}, materialTop: "M37", coins: 2})
		apply(t, s, "play A11 @1 M20")
		wantIn(t, s.Reserve(1), "player 1's reserve", "M37")
		if s.Coins() != 0 {
			t.Fatalf("coins %d: Temple Ball drawn out of turn gave coins", s.Coins())
		}
	})
	t.Run("on_place: Hot Nail draws a material when put down, not when stolen", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"T24"}, materialTop: "M02"})
		apply(t, s, "place T24")
		wantIn(t, s.Reserve(0), "the reserve", "M02")
		s = build(t, layout{hands: [5]string{"A23"}, areas: [5]string{"", "T24"}, coins: 5})
		apply(t, s, "play A23 @1 T24")
		if !s.Reserve(0).Empty() {
			t.Fatal("on_place fired for a stolen tool")
		}
	})
	t.Run("on_place: Big Gulp destroys a material of an opponent's choice", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"T26"}, reserves: [5]string{"M13 M14", "M22", "M25"}})
		apply(t, s, "smoke T26 M13 M14")
		if c, e, ok := s.Choosing(); !ok || e != DestroyReserve || c != cards(t, "T26")[0] {
			t.Fatalf("no target asked for Big Gulp")
		}
		refuse(t, s, "end", "first choose the target of Big Gulp's ability")
		if !legal(t, s, "target @2 M25") || legal(t, s, "target @0 M13") {
			t.Fatal("Big Gulp's targets are the opponents' materials")
		}
		apply(t, s, "target @2 M25")
		wantIn(t, s.materialDump, "the dump", "M25")
		// No target: the ability does nothing.
		s = build(t, layout{hands: [5]string{"T26"}})
		apply(t, s, "place T26")
		if _, _, ok := s.Choosing(); ok {
			t.Fatal("an ability without a target waits")
		}
	})
	t.Run("start_turn: Bubble Buddy gains a coin", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"", "T21"}})
		apply(t, s, "end")
		if s.Coins() != 1 {
			t.Fatalf("coins %d, want 1", s.Coins())
		}
	})
	t.Run("passive: Old Faithful smokes twice every turn", func(t *testing.T) {
		s := build(t, layout{players: 2, areas: [5]string{"T19"}, reserves: [5]string{"M02 M03 M04 M05 M06"}})
		apply(t, s, "smoke T19 M02", "smoke T19 M03", "end", "end", "smoke T19 M04", "smoke T19 M05")
		refuse(t, s, "smoke T19 M06", "already smoked")
	})
	t.Run("on_play and the react windows", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A16 T01", "O01 O07 A17"}, reserves: [5]string{"M02"}, coins: 2})
		apply(t, s, "play A16")
		wantDecision(t, s, reaction(1, 0))
		refuse(t, s, "answer O07 A17", "Drug test! answers smokes only")
		apply(t, s, "pass")
		if s.Hand(0).Len() != 3 {
			t.Fatalf("Munchies resolved to a hand of %d", s.Hand(0).Len())
		}
		apply(t, s, "smoke T01 M02")
		refuse(t, s, "answer O01 A17", "Short memory answers actions only")
	})
}

func TestConditions(t *testing.T) {
	t.Run("alone: Sativa Rocket smoked alone draws", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"T14 T05"}, reserves: [5]string{"M24"}})
		apply(t, s, "smoke T14 M24")
		if s.Hand(0).Len() != 2 {
			t.Fatalf("hand %v", s.Hand(0))
		}
		s = build(t, layout{hands: [5]string{"T05"}, reserves: [5]string{"M24 M02"}})
		apply(t, s, "smoke T05 M02 M24")
		if s.Hand(0).Len() != 0 {
			t.Fatal("Sativa Rocket drew in a combined smoke")
		}
	})
	t.Run("combined: Hookah Palace's top material scores +1", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T22"}, reserves: [5]string{"M38 M45"}})
		apply(t, s, "smoke T22 M38 M45")
		wantScore(t, s, 0, 6)
		if s.Bonus(cards(t, "M45")[0]) != 1 {
			t.Fatal("the bonus is not on the top material")
		}
		s = build(t, layout{areas: [5]string{"T22"}, reserves: [5]string{"M45"}})
		apply(t, s, "smoke T22 M45")
		wantScore(t, s, 0, 3)
	})
	t.Run("combined counts a 0-point rider", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T22"}, reserves: [5]string{"M45 M27"}})
		if !legal(t, s, "smoke T22 M27 M45") {
			t.Fatal("the rider is not listed")
		}
		apply(t, s, "smoke T22 M27 M45")
		wantScore(t, s, 0, 4)
	})
	t.Run("legendary: Space Cake gives its legendary tool one more smoke", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T17"}, reserves: [5]string{"M58 M02"}})
		apply(t, s, "smoke T17 M58", "smoke T17 M02")
		s = build(t, layout{hands: [5]string{"T10"}, areas: [5]string{"T17"}, reserves: [5]string{"M58 M02 M03"}})
		apply(t, s, "smoke T10 M58", "smoke T17 M02")
		refuse(t, s, "smoke T17 M03", "already smoked")
	})
	t.Run("paper (unused by the set)", func(t *testing.T) {
		info := &CardInfo{Condition: WithPaper}
		if !conditionHolds(info, &smokeContext{legendary: NoCard}) || conditionHolds(info, &smokeContext{legendary: cards(t, "T17")[0]}) {
			t.Fatal("paper holds for papers only")
		}
	})
	t.Run("behind: Sticky Fingers steals only when behind", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T25"}, reserves: [5]string{"M44", "M22"}, smoked: [5]string{"", "M13"}})
		apply(t, s, "smoke T25 M44")
		// Just before the smoke, 0 < 2: behind, even though 2 = 2 after it.
		apply(t, s, "target @1 M22")
		wantIn(t, s.Reserve(0), "the reserve", "M22")
		s = build(t, layout{areas: [5]string{"T25"}, reserves: [5]string{"M44", "M22"}, smoked: [5]string{"M14", "M13"}})
		apply(t, s, "smoke T25 M44")
		if _, _, ok := s.Choosing(); ok {
			t.Fatal("Sticky Fingers fired when not behind")
		}
	})
	t.Run("with: Chalice Cherry +2 with the Chalice only", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T17"}, reserves: [5]string{"M19"}})
		apply(t, s, "smoke T17 M19")
		wantScore(t, s, 0, 4)
		s = build(t, layout{hands: [5]string{"T14"}, reserves: [5]string{"M19"}})
		apply(t, s, "smoke T14 M19")
		wantScore(t, s, 0, 2)
	})
}

func TestEffects(t *testing.T) {
	t.Run("gain_coins: the Chalice", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T17"}, reserves: [5]string{"M02"}})
		apply(t, s, "smoke T17 M02")
		if s.Coins() != 2 {
			t.Fatalf("coins %d", s.Coins())
		}
	})
	t.Run("draw_playing: Munchies and Grandpa's Pipe", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A16"}, areas: [5]string{"T20"}, reserves: [5]string{"M02"}, coins: 2})
		apply(t, s, "play A16", "smoke T20 M02")
		if s.Hand(0).Len() != 3 {
			t.Fatalf("hand %v", s.Hand(0))
		}
	})
	t.Run("draw_material: Grow Box; drawn materials smoke this turn", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A18"}, areas: [5]string{"T19"}, materialTop: "M02 M03", coins: 4})
		apply(t, s, "play A18", "smoke T19 M02", "smoke T19 M03")
	})
	t.Run("bonus_points: stored on the stack entry, lost when destroyed", func(t *testing.T) {
		s := build(t, layout{players: 2, hands: [5]string{"", "A13"}, areas: [5]string{"T17"}, reserves: [5]string{"M19", "M01 M05"}})
		apply(t, s, "smoke T17 M19", "end", "rotate M01", "play A13 @0")
		wantScore(t, s, 0, 0)
		if s.Bonus(cards(t, "M19")[0]) != 0 {
			t.Fatal("the bonus stayed on a destroyed material")
		}
	})
	t.Run("extra_smoke: The Bat three times", func(t *testing.T) {
		s := build(t, layout{areas: [5]string{"T23"}, reserves: [5]string{"M02 M03 M04 M05"}})
		apply(t, s, "smoke T23 M02", "smoke T23 M03", "smoke T23 M04")
		refuse(t, s, "smoke T23 M05", "already smoked")
	})
	t.Run("smoke_rotated: Second Wind", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A25 T14"}, reserves: [5]string{"M13"}})
		apply(t, s, "rotate M13", "play A25", "smoke T14 M13")
	})
	t.Run("steal_material: Five-Finger Discount", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A09"}, reserves: [5]string{"", "M26"}, coins: 3})
		apply(t, s, "play A09 @1 M26")
		wantIn(t, s.Reserve(0), "the reserve", "M26")
	})
	t.Run("destroy_reserve: Butterfingers", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A11"}, reserves: [5]string{"", "M26"}, coins: 2})
		refuse(t, s, "play A11 @0 M26", "choose an opponent, not yourself")
		refuse(t, s, "play A11 @1", "name 1 material of player 1's reserve")
		apply(t, s, "play A11 @1 M26")
		wantIn(t, s.materialDump, "the dump", "M26")
	})
	t.Run("destroy_smoked_top: Coughing Fit and Wax Wizard", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A13"}, smoked: [5]string{"", "M02 M26"}, coins: 3})
		refuse(t, s, "play A13 @2", "player 2 has nothing smoked")
		apply(t, s, "play A13 @1")
		wantScore(t, s, 1, 1)
		s = build(t, layout{areas: [5]string{"T18"}, reserves: [5]string{"M59"}, smoked: [5]string{"", "M26"}})
		apply(t, s, "smoke T18 M59", "target @1")
		wantScore(t, s, 1, 0)
	})
	t.Run("shield_smoked: Iron Pipe", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A13"}, areas: [5]string{"", "T25"}, smoked: [5]string{"", "M26"}, coins: 3})
		refuse(t, s, "play A13 @1", "Iron Pipe protects their smoked stack")
		if legal(t, s, "play A13 @1") {
			t.Fatal("Coughing Fit listed against Iron Pipe")
		}
	})
	t.Run("shield_all: Stash Box until the next turn", func(t *testing.T) {
		s := build(t, layout{players: 2, hands: [5]string{"A24", "A11 A12"}, reserves: [5]string{"M13", "M01 M05"}, coins: 2})
		apply(t, s, "play A24", "end", "rotate M01")
		refuse(t, s, "play A11 @0 M13", "player 0 is under Stash Box")
		apply(t, s, "end", "end", "rotate M05")
		apply(t, s, "play A12 @0 M13")
	})
	t.Run("restore_material: Dealer's Cove", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A01"}, materialDump: "M26 M02", coins: 3})
		refuse(t, s, "play A01 M13", "name 1 material of the material dump")
		apply(t, s, "play A01 M26")
		wantIn(t, s.Reserve(0), "the reserve", "M26")
		s = build(t, layout{hands: [5]string{"A01"}, coins: 3})
		refuse(t, s, "play A01", "the material dump is empty")
	})
	t.Run("restore_tool: Scavenger, the tool is seen going to the hand", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A03"}, playingDump: "T17 A16", coins: 2})
		refuse(t, s, "play A03 A16", "name 1 tool of the playing-card dump")
		apply(t, s, "play A03 T17")
		if !s.KnownHand(1, 0).Has(cards(t, "T17")[0]) {
			t.Fatal("the restored tool is not known to the others")
		}
	})
	t.Run("swap_material: Swap Meet", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A19"}, reserves: [5]string{"M02", "M26"}, coins: 2})
		apply(t, s, "play A19 @1 M02 M26")
		wantIn(t, s.Reserve(0), "the reserve", "M26")
		wantIn(t, s.Reserve(1), "player 1's reserve", "M02")
	})
	t.Run("steal_card: Pickpocket", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A20", "A16 A17 A18"}, coins: 2})
		apply(t, s, "play A20 @1")
		if s.Hand(0).Len() != 1 || s.Hand(1).Len() != 2 {
			t.Fatalf("hands %v / %v", s.Hand(0), s.Hand(1))
		}
		stolen := s.Hand(0).First()
		if s.KnownHand(2, 0).Has(stolen) || !s.KnownHand(1, 0).Has(stolen) {
			t.Fatal("only the thief and the victim know the stolen card")
		}
	})
	t.Run("discard_random: Paranoia", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A21", "A16"}, coins: 2})
		apply(t, s, "play A21 @1")
		wantIn(t, s.playingDump, "the dump", "A16 A21")
	})
	t.Run("destroy_tool: Broken Glass", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A22"}, areas: [5]string{"", "T17 T01"}, coins: 4})
		refuse(t, s, "play A22 @1 T01", "name 1 legendary tool in player 1's area")
		apply(t, s, "play A22 @1 T17")
		wantIn(t, s.playingDump, "the dump", "T17")
	})
	t.Run("steal_tool: Finders Keepers; the tool keeps its used state", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A23"}, areas: [5]string{"", "T17"}, reserves: [5]string{"M02"}, coins: 5})
		s.uses[cards(t, "T17")[0]-NumMaterials] = 1
		apply(t, s, "play A23 @1 T17")
		wantIn(t, s.Area(0), "the area", "T17")
		refuse(t, s, "smoke T17 M02", "already smoked this turn")
	})
	t.Run("extra_tool: Rolling Session", func(t *testing.T) {
		s := build(t, layout{hands: [5]string{"A26 T17 T19"}, coins: 1})
		apply(t, s, "place T17", "play A26", "place T19")
	})
}
