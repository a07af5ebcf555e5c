package gameof20

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

func TestOptions(t *testing.T) {
	if got := DefaultOptions(); got.Size != 5 || DefaultSize != 5 {
		t.Fatalf("default options %+v, want a 5x5 board", got)
	}
	for size := MinSize; size <= MaxSize; size++ {
		if _, err := New(Options{Size: size}, 1); err != nil {
			t.Errorf("size %d refused: %v", size, err)
		}
	}
	for _, size := range []int{0, 2, 8, -5} {
		if _, err := New(Options{Size: size}, 1); err == nil || !strings.Contains(err.Error(), "board size") {
			t.Errorf("size %d: error %v, want a board size error", size, err)
		}
	}
}

// The setup: 1,1,2 in each hand, 3..20 in the pool, one of the centre tiles
// 1..5 at random in the centre cell, a random first drafter who takes one.
func TestSetup(t *testing.T) {
	centres := map[int]int{}
	firsts := map[int]int{}
	for seed := range uint64(500) {
		s := MustNew(DefaultOptions(), seed)
		if s.Centre() != 12 || s.Centre() != s.Size()*s.Size()/2 {
			t.Fatalf("centre cell %d, want 12 (c3)", s.Centre())
		}
		c := s.Board(s.Centre())
		if c < CentreTileLow || c > CentreTileHigh || c != s.CentreTile() {
			t.Fatalf("seed %d: centre tile %d", seed, c)
		}
		centres[c]++
		if emptyCells(s) != 24 {
			t.Fatalf("seed %d: %d empty cells, want 24", seed, emptyCells(s))
		}
		for p := range NumPlayers {
			if got := s.Hand(p); !slices.Equal(got, []int{1, 1, 2}) {
				t.Fatalf("seed %d: player %d starts with %v", seed, p, got)
			}
		}
		if got := s.Pool(); len(got) != 18 || got[0] != 3 || got[17] != 20 {
			t.Fatalf("seed %d: pool %v", seed, got)
		}
		if s.Phase() != Drafting || s.ToMove() != s.FirstDrafter() || s.TakesLeft() != FirstTake {
			t.Fatalf("seed %d: phase %v, to move %d, first %d, takes %d", seed, s.Phase(), s.ToMove(), s.FirstDrafter(), s.TakesLeft())
		}
		firsts[s.FirstDrafter()]++
	}
	if len(centres) != 5 || len(firsts) != 2 {
		t.Fatalf("centre tiles drawn %v, first drafters %v: not all possible", centres, firsts)
	}
	// The 4x4 centre is c3, the lower right of the four middle cells.
	if s := MustNew(Options{Size: 4}, 1); s.Centre() != 10 || s.CellName(s.Centre()) != "c3" {
		t.Fatalf("4x4 centre %d", s.Centre())
	}
}

// The draft: the first drafter takes one, then the players alternate taking
// two (ToMove stays between the two takes) until one tile is left, which goes
// to the second drafter. Hands end with 12 tiles each, 1,1,2 included.
func TestDraftOrder(t *testing.T) {
	for seed := range uint64(200) {
		s := MustNew(DefaultOptions(), seed)
		s.SetEvents(true)
		rng := rules.NewRNG(seed)
		first := s.FirstDrafter()
		second := 1 - first
		want := []int{first}
		for turn := range 8 {
			p := second
			if turn%2 == 1 {
				p = first
			}
			want = append(want, p, p)
		}
		var got []int
		var legal []Move
		for s.Phase() == Drafting {
			got = append(got, s.ToMove())
			legal = s.AppendLegal(legal[:0])
			if len(legal) != len(s.Pool()) {
				t.Fatalf("%d takes offered for a pool of %d", len(legal), len(s.Pool()))
			}
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("seed %d: takers %v, want %v", seed, got, want)
		}
		var moves []rules.Event
		for _, e := range s.TakeEvents(nil) {
			if e.Kind == rules.EvMove {
				moves = append(moves, e)
			}
		}
		if len(moves) != 18 || moves[17].Player != second || moves[17].From != ZonePool || moves[17].To != ZoneHand(second) {
			t.Fatalf("seed %d: the last tile went %+v, want to the second drafter %d", seed, moves[len(moves)-1], second)
		}
		for p := range NumPlayers {
			hand := s.Hand(p)
			if len(hand) != HandSize || HandSize != 12 || hand[0] != 1 || hand[1] != 1 || !slices.Contains(hand, 2) {
				t.Fatalf("seed %d: player %d holds %v", seed, p, hand)
			}
		}
		if len(s.Pool()) != 0 || s.Phase() != Placing {
			t.Fatalf("seed %d: after the draft pool %v phase %v", seed, s.Pool(), s.Phase())
		}
	}
}

// All hand tiles sum to 2*(1+1+2) + (3+...+20) = 8 + 207 = 215, an odd
// number, so the two hand sums can never be equal and "the higher sum places
// first" always names one player. Checked over every seed run.
func TestHandSumsDifferAndHigherPlacesFirst(t *testing.T) {
	if got := (DraftLow + DraftHigh) * (DraftHigh - DraftLow + 1) / 2; got != 207 {
		t.Fatalf("3..20 sums to %d", got)
	}
	seeds := uint64(3000)
	if testing.Short() {
		seeds = 500
	}
	for seed := range seeds {
		s := MustNew(DefaultOptions(), seed)
		rng := rules.NewRNG(seed ^ 0xabc)
		draftRandomly(t, s, &rng)
		a, b := s.HandSum(0), s.HandSum(1)
		if a+b != 215 || a == b {
			t.Fatalf("seed %d: hand sums %d and %d", seed, a, b)
		}
		higher := 0
		if b > a {
			higher = 1
		}
		if s.ToMove() != higher {
			t.Fatalf("seed %d: sums %d/%d but player %d places first", seed, a, b, s.ToMove())
		}
	}
}

// The placement rules on hand-built boards: 0 or 1 neighbour takes only the
// lowest tile, 2 or more only their sum; diagonals do not count.
func TestPlacementRules(t *testing.T) {
	s := placing(t, `
		. . . . .
		. . 2 . .
		. 5 . 4 .
		. . 3 . 9
		. . . 8 .`, []int{1, 3, 7, 14, 17}, []int{6, 20}, 0)
	cases := []struct {
		cell   string
		player int
		name   string // the player as the sentence names them ("" is "you")
		tile   int
		ok     bool
		reason string
	}{
		{"a1", 0, "", 1, true, "a1 touches no tile, so it takes only your lowest tile, the 1"},
		{"c1", 0, "", 1, true, "c1 touches 1 tile, so it takes only your lowest tile, the 1"},
		{"c1", 1, "", 6, true, "your lowest tile, the 6"},
		{"c1", 1, "Player 2 (easy)", 6, true, "c1 touches 1 tile, so it takes only Player 2 (easy)'s lowest tile, the 6"},
		{"b2", 0, "", 7, true, "b2 touches 2 tiles summing to 7, so it takes only a 7"}, // c2=2 + b3=5
		{"b2", 1, "", 7, false, "so it takes only a 7, and you hold none"},
		{"b2", 1, "Player 2", 7, false, "so it takes only a 7, and Player 2 holds none"},
		{"d2", 0, "", 6, false, "summing to 6"},                                              // c2=2 + d3=4
		{"c3", 0, "", 14, true, "c3 touches 4 tiles summing to 14"},                          // 2+5+4+3
		{"d4", 0, "", 24, false, "summing to 24: no tile is that high"},                      // d3=4 + c4=3 + e4=9 + d5=8
		{"e5", 0, "", 17, true, "e5 touches 2 tiles summing to 17"},                          // e4=9 + d5=8
		{"c5", 0, "", 11, false, "summing to 11, so it takes only an 11, and you hold none"}, // c4=3 + d5=8
		{"e3", 0, "", 13, false, "summing to 13"},                                            // d3=4 + e4=9
		{"b4", 0, "", 8, false, "summing to 8, so it takes only an 8"},                       // b3=5 + c4=3
		{"a2", 0, "", 1, true, "touches no tile"},                                            // b3 is diagonal
		{"e2", 0, "", 1, true, "touches no tile"},                                            // d3 is diagonal
		{"c2", 0, "", 0, false, "c2 already holds a 2"},
		{"e4", 0, "", 0, false, "e4 already holds a 9"},
		{"d5", 0, "", 0, false, "d5 already holds an 8"},
		{"b1", 0, "", 1, true, "b1 touches no tile"}, // c2 is diagonal
	}
	for _, c := range cases {
		cell, err := ParseCell(c.cell, 5)
		if err != nil {
			t.Fatal(err)
		}
		tile, ok, reason := s.RequirementOf(c.player, cell, c.name)
		if tile != c.tile || ok != c.ok || !strings.Contains(reason, c.reason) {
			t.Errorf("%s for player %d: %d %v %q, want %d %v containing %q", c.cell, c.player, tile, ok, reason, c.tile, c.ok, c.reason)
		}
		if c.name != "" && strings.Contains(reason, "you") {
			t.Errorf("%s for %s speaks of you: %q", c.cell, c.name, reason)
		}
	}
	if got, want := legalTexts(s), referenceLegal(s); !slices.Equal(got, want) {
		t.Fatalf("legal %v, reference %v", got, want)
	}
	for _, m := range s.AppendLegal(nil) {
		if m.Tile != 1 && m.Tile != 7 && m.Tile != 14 && m.Tile != 17 {
			t.Errorf("unexpected legal move %v", m)
		}
	}
	// Off the board and a wrong tile on a sum cell.
	if _, ok, reason := s.Requirement(0, 25); ok || !strings.Contains(reason, "off the 5x5 board") {
		t.Errorf("cell 25: %v %q", ok, reason)
	}
	err := game.RefusedLeavesState(t, s, s.PlaceMove(1, 12))
	if !strings.Contains(err.Error(), "c3 touches 4 tiles summing to 14, so it takes only a 14, not a 1") {
		t.Errorf("lowest tile on a sum cell: %v", err)
	}
	err = game.RefusedLeavesState(t, s, s.PlaceMove(3, 0))
	if !strings.Contains(err.Error(), "a1 touches no tile, so it takes only your lowest tile, the 1, not a 3") {
		t.Errorf("not the lowest tile on an open cell: %v", err)
	}
	mustApply(t, s, "place 14 at c3")
	if s.Board(12) != 14 || s.HandSum(0) != 1+3+7+17 || s.ToMove() != 1 {
		t.Fatalf("after placing 14: board %d, sum %d, to move %d", s.Board(12), s.HandSum(0), s.ToMove())
	}
}

// A neighbour sum above 20 accepts nothing, from anyone, ever.
func TestSumAboveTwentyFitsNothing(t *testing.T) {
	s := placing(t, `
		. . . . .
		. . 9 . .
		. 8 . 7 .
		. . . . .
		. . . . .`, []int{20}, []int{5}, 0)
	tile, ok, reason := s.Requirement(0, 12)
	if tile != 24 || ok || !strings.Contains(reason, "summing to 24: no tile is that high") {
		t.Fatalf("c3: %d %v %q", tile, ok, reason)
	}
	if slices.Contains(legalTexts(s), "place 20 at c3") {
		t.Fatal("20 offered on a 24 cell")
	}
}

// Must place when able; pass only when not (then it is the only move); the
// game ends when neither can place; lowest hand sum wins.
func TestPassAndEnd(t *testing.T) {
	board := `
		2 . 2
		. 2 .
		2 . 2`
	s := placing(t, board, []int{6, 6, 20}, []int{3}, 0)
	s.SetEvents(true)
	err := game.RefusedLeavesState(t, s, PassMove())
	if !strings.Contains(err.Error(), "you can place (place 6 at b1), so you may not pass") {
		t.Fatalf("pass while able: %v", err)
	}
	mustApply(t, s, "place 6 at b1")
	if s.ToMove() != 1 || !slices.Equal(legalTexts(s), []string{"pass"}) {
		t.Fatalf("player 1 cannot place (every cell wants 6): legal %v", legalTexts(s))
	}
	if _, ok, _ := s.Requirement(1, 3); ok {
		t.Fatal("a2 should not accept player 1's 3")
	}
	mustApply(t, s, "pass")
	if !s.LastPassed(1) || s.LastPassed(0) || s.ToMove() != 0 {
		t.Fatalf("after the pass: passed %v %v, to move %d", s.LastPassed(0), s.LastPassed(1), s.ToMove())
	}
	mustApply(t, s, "place 6 at a2")
	// Player 0 holds only the 20, player 1 only the 3, and every empty cell wants a 6.
	if !s.Over() || s.Phase() != Finished || s.ToMove() != rules.Nobody {
		t.Fatalf("neither can place but the game goes on: phase %v, to move %d", s.Phase(), s.ToMove())
	}
	if got := s.Winners(); !slices.Equal(got, []int{1}) || s.Margin(1) != 17 {
		t.Fatalf("sums 20 and 3: winners %v", got)
	}
	events := s.TakeEvents(nil)
	kinds := make([]rules.EventKind, len(events))
	for i, e := range events {
		kinds[i] = e.Kind
	}
	want := []rules.EventKind{
		rules.EvPlace, rules.EvTurn, rules.EvPass, rules.EvTurn, rules.EvPlace,
		rules.EvScore, rules.EvScore, rules.EvGameEnd,
	}
	if !slices.Equal(kinds, want) {
		t.Fatalf("events %v, want %v", kinds, want)
	}
	if e := events[0]; e.Player != 0 || e.Item != 6 || e.Cell != 1 || e.From != ZoneHand0 || e.To != ZoneBoard {
		t.Fatalf("place event %+v", e)
	}
	if e := events[7]; e.Player != 1 || e.Value != 20 || e.Delta != -17 {
		t.Fatalf("game end event %+v", e)
	}
	if e := events[5]; e.Player != 0 || e.Value != 20 {
		t.Fatalf("score event %+v", e)
	}
	var r [2]float64
	s.Rewards(r[:])
	if r[1] < 0.95 || r[0] > 0.05 || r[0]+r[1] != 1 {
		t.Fatalf("rewards %v", r)
	}
	err = game.RefusedLeavesState(t, s, PassMove())
	if !strings.Contains(err.Error(), "the game is over") {
		t.Fatalf("move after the end: %v", err)
	}
	if len(s.AppendLegal(nil)) != 0 {
		t.Fatal("legal moves after the end")
	}
}

// Equal sums draw: both win, and both get 0.5.
func TestDraw(t *testing.T) {
	s := placing(t, `
		2 . 2
		. 2 .
		2 . 2`, []int{5, 6}, []int{5}, 0)
	mustApply(t, s, "place 6 at b1")
	if !s.Over() {
		t.Fatal("neither can place: game should be over")
	}
	if got := s.Winners(); !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("5 against 5: winners %v", got)
	}
	var r [2]float64
	s.Rewards(r[:])
	if r != [2]float64{0.5, 0.5} {
		t.Fatalf("draw rewards %v", r)
	}
	if s.Winners() == nil || MustNew(DefaultOptions(), 1).Winners() != nil {
		t.Fatal("winners before the end should be nil")
	}
}

// Rewards order win > draw > loss and grow with the margin.
func TestRewardsMargin(t *testing.T) {
	reward := func(mine, theirs int) float64 {
		s := placing(t, "2 . 2\n. 2 .\n2 . 2", []int{mine}, []int{theirs}, 0)
		var r [2]float64
		s.Rewards(r[:])
		return r[0]
	}
	if !(reward(3, 20) > reward(3, 4) && reward(3, 4) > reward(5, 5) && reward(5, 5) > reward(4, 3) && reward(4, 3) > reward(20, 3)) {
		t.Fatal("rewards not ordered by margin")
	}
	if reward(3, 4) < 0.95 || reward(4, 3) > 0.05 {
		t.Fatal("the outcome should dominate the margin")
	}
}

// On the 4x4 board 15 cells take 24 hand tiles: the board fills (or its cells
// die) while the hands still hold tiles.
func TestSmallBoardFillsBeforeHandsEmpty(t *testing.T) {
	left := 0
	for seed := range uint64(200) {
		s := MustNew(Options{Size: 4}, seed)
		rng := rules.NewRNG(seed)
		playRandomly(t, s, &rng, -1)
		if emptyCells(s) > 0 && (s.canPlace(0) || s.canPlace(1)) {
			t.Fatalf("seed %d: ended with a placement left", seed)
		}
		n := s.HandSize(0) + s.HandSize(1)
		if n < 24-15 {
			t.Fatalf("seed %d: %d tiles left in hands, at least 9 must be", seed, n)
		}
		left += n
	}
	t.Logf("4x4: %.1f tiles left in hands on average", float64(left)/200)
}

func TestIllegalMovesRefused(t *testing.T) {
	draft := MustNew(DefaultOptions(), 7)
	placed := MustNew(DefaultOptions(), 7)
	rng := rules.NewRNG(7)
	draftRandomly(t, placed, &rng)
	over := placing(t, "2 . 2\n. 2 .\n2 . 2", []int{5, 6}, []int{5}, 0)
	mustApply(t, over, "place 6 at b1")
	occupied := placed.PlaceMove(1, placed.Centre())
	notHeld := DraftHigh
	for placed.HandCount(placed.ToMove(), notHeld) > 0 {
		notHeld--
	}
	cases := []struct {
		name string
		s    *State
		m    Move
		want string
	}{
		{"place in the draft", draft, draft.PlaceMove(1, 0), "tiles are placed after the draft"},
		{"pass in the draft", draft, PassMove(), "no passing in the draft"},
		{"take a starting tile", draft, TakeMove(1), "tile 1 is not in the pool"},
		{"take no tile", draft, TakeMove(0), "there is no tile 0"},
		{"take tile 21", draft, TakeMove(21), "there is no tile 21"},
		{"take after the draft", placed, TakeMove(5), "the draft is over"},
		{"place on a tile", placed, occupied, "c3 already holds"},
		{"place a tile not held", placed, placed.PlaceMove(notHeld, 0), "you hold no " + strconv.Itoa(notHeld) + ": your tiles are "},
		{"place off the board", placed, Move{Kind: Place, Tile: 1, Cell: 25}, "cell 25 is off the 5x5 board"},
		{"place for another board", placed, Move{Kind: Place, Tile: 1, Cell: 0, Side: 4}, "for a 4x4 board, this one is 5x5"},
		{"unknown kind", placed, Move{Kind: 9}, "unknown move kind"},
		{"move after the end", over, PassMove(), "the game is over"},
	}
	for _, c := range cases {
		err := game.RefusedLeavesState(t, c.s, c.m)
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q, want %q", c.name, err, c.want)
		}
	}
	// A taken tile cannot be taken again.
	m := draft.AppendLegal(nil)[0]
	if err := draft.Apply(m); err != nil {
		t.Fatal(err)
	}
	if err := game.RefusedLeavesState(t, draft, m); !strings.Contains(err.Error(), "not in the pool") {
		t.Errorf("taking %v twice: %v", m, err)
	}
}

func TestMoveText(t *testing.T) {
	s5 := MustNew(DefaultOptions(), 1)
	s4 := MustNew(Options{Size: 4}, 1)
	cases := []struct {
		m    Move
		text string
	}{
		{TakeMove(17), "take 17"},
		{PassMove(), "pass"},
		{s5.PlaceMove(5, 12), "place 5 at c3"},
		{s5.PlaceMove(1, 0), "place 1 at a1"},
		{s5.PlaceMove(1, 4), "place 1 at e1"},
		{s5.PlaceMove(1, 5), "place 1 at a2"},
		{s5.PlaceMove(20, 24), "place 20 at e5"},
		{Move{Kind: Place, Tile: 5, Cell: 12}, "place 5 at c3"}, // Side 0 reads as 5
		{s4.PlaceMove(3, 15), "place 3 at d4"},
	}
	for _, c := range cases {
		if got := c.m.String(); got != c.text {
			t.Errorf("%+v prints %q, want %q", c.m, got, c.text)
		}
		s := s5
		if c.m.Side == 4 {
			s = s4
		}
		back, err := s.ParseMove(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
		} else if back.String() != c.text {
			t.Errorf("%q parses as %v", c.text, back)
		}
	}
	if m, err := s5.ParseMove("  PLACE 5   AT C3 "); err != nil || m != s5.PlaceMove(5, 12) {
		t.Errorf("case and spaces: %v %v", m, err)
	}
}

func TestParseMoveErrors(t *testing.T) {
	s := MustNew(DefaultOptions(), 1)
	cases := []struct{ text, want string }{
		{"", "empty move"},
		{"jump 3", "starts with take, place or pass"},
		{"take", "write take and one tile"},
		{"take 3 4", "write take and one tile"},
		{"take x", `"x" is not a tile number`},
		{"take 0", "there is no tile 0"},
		{"take 21", "there is no tile 21"},
		{"pass now", "pass takes nothing"},
		{"place 5 c3", "like \"place 5 at c3\""},
		{"place 5 on c3", "like \"place 5 at c3\""},
		{"place five at c3", "not a tile number"},
		{"place 5 at f1", "f1 is off the 5x5 board (a1 to e5)"},
		{"place 5 at c0", "off the 5x5 board"},
		{"place 5 at c6", "off the 5x5 board"},
		{"place 5 at 3c", "should start with a column letter"},
		{"place 5 at cc", "the row should be a number"},
		{"place 5 at c", "write a column letter and a row number"},
	}
	for _, c := range cases {
		_, err := s.ParseMove(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	if _, err := MustNew(Options{Size: 4}, 1).ParseMove("place 5 at e1"); err == nil {
		t.Error("e1 accepted on a 4x4 board")
	}
}

// Clones and copies are independent, including their event logs.
func TestCloneIndependent(t *testing.T) {
	s := MustNew(DefaultOptions(), 3)
	s.SetEvents(true)
	mustApply(t, s, s.AppendLegal(nil)[0].String())
	c := s.Clone()
	mustApply(t, c, c.AppendLegal(nil)[0].String())
	if got := s.TakeEvents(nil); len(got) != 2 { // the take and the turn change
		t.Fatalf("original events %v", got)
	}
	if got := c.TakeEvents(nil); len(got) != 1 {
		t.Fatalf("clone events %v", got)
	}
	if fingerprint(s) == fingerprint(c) {
		t.Fatal("clone move changed nothing or changed the original")
	}
	var d State
	d.CopyFrom(c)
	if fingerprint(&d) != fingerprint(c) || !d.Recording() {
		t.Fatal("CopyFrom differs")
	}
}
