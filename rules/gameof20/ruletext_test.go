package gameof20

import (
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// ruleText names, for every rule sentence of the rules reader's text, the
// tests that prove the rules keep it.
var ruleText = []rulestest.RuleLine{
	// GOAL
	{Sentence: "Hold the lowest sum of tiles in your hand", Tests: "TestLowerSumLeftWins TestPassAndEnd"},
	{Sentence: "The game ends when neither player can place a tile; then each player adds up", Tests: "TestLowerSumLeftWins TestPassAndEnd"},
	{Sentence: "The lower sum wins; equal sums are a draw.", Tests: "TestLowerSumLeftWins TestDraw"},
	// THE TILES
	{Sentence: "Each player starts with the tiles 1, 1 and 2.", Tests: "TestSetup"},
	{Sentence: "The tiles 3 to 20 are laid out face up", Tests: "TestSetup TestHandsAreOpen"},
	{Sentence: "Five centre tiles, valued 1 to 5.", Tests: "TestSetup"},
	{Sentence: "One of them, drawn at random, is placed in the centre cell", Tests: "TestSetup"},
	{Sentence: "It belongs to no one.", Tests: "TestCentreTileBelongsToNoOne"},
	// THE DRAFT
	{Sentence: "A player chosen at random takes one tile from the pool.", Tests: "TestSetup TestDraftOrder"},
	{Sentence: "Then the players take turns taking two tiles at a time", Tests: "TestDraftOrder"},
	{Sentence: "Each hand then holds 12 tiles.", Tests: "TestDraftOrder"},
	{Sentence: "Both hands stay open", Tests: "TestHandsAreOpen"},
	// PLACING
	{Sentence: "The player whose hand adds up to more places first", Tests: "TestHandSumsDifferAndHigherPlacesFirst"},
	{Sentence: "Then players take turns placing one tile", Tests: "TestPlacingAlternates"},
	{Sentence: "Cells are next to each other when they share an edge", Tests: "TestPlacementRules TestLegalMovesMatchReference"},
	{Sentence: "An empty cell takes only one tile:", Tests: "TestPlacementRules TestLegalMovesMatchReference"},
	{Sentence: "next to 0 or 1 tiles: only your lowest tile;", Tests: "TestPlacementRules TestLegalMovesMatchReference"},
	{Sentence: "next to 2 or more tiles: only the tile equal to the sum", Tests: "TestPlacementRules TestLegalMovesMatchReference"},
	{Sentence: "A sum above 20 can never be filled.", Tests: "TestSumAboveTwentyFitsNothing"},
	{Sentence: "Example: a cell between a 3 and a 4 takes only a 7.", Tests: "TestRulesTextExamples"},
	{Sentence: "A cell touching just the centre tile takes only your lowest tile.", Tests: "TestRulesTextExamples"},
	{Sentence: "If you can place a tile, you must.", Tests: "TestPassAndEnd TestLegalMovesMatchReference"},
	{Sentence: "If no tile of yours fits anywhere, you pass.", Tests: "TestPassAndEnd TestLegalMovesMatchReference"},
	{Sentence: "When neither player can place, the game ends.", Tests: "TestPassAndEnd TestLowerSumLeftWins"},
	// THE BOARD
	{Sentence: "The published game uses a 5 x 5 board", Tests: "TestBoardChoices TestSetup TestDraftOrder"},
	{Sentence: "The setup screen also offers a shorter game on a 4 x 4 board", Tests: "TestBoardChoices TestSmallBoardFillsBeforeHandsEmpty"},
}

func TestRulesTextIsTested(t *testing.T) {
	rulestest.CheckRuleText(t, "../../scenes/gameof20/rules.txt", ruleText)
}

// The examples of the rules text, on the boards they describe.
func TestRulesTextExamples(t *testing.T) {
	cases := []struct {
		name    string
		picture string
		hand    []int
		cell    string
		tile    int
	}{
		// "a cell between a 3 and a 4 takes only a 7": not the lowest tile.
		{"between a 3 and a 4", `
			. . . . .
			. . . . .
			. 3 . 4 .
			. . . . .
			. . . . .`, []int{1, 7, 9}, "c3", 7},
		// ...whichever way the two lie, but never by a corner.
		{"above a 3, beside a 4", `
			. . . . .
			. . . 4 .
			. . . 3 .
			. . . . .
			. . . . .`, []int{1, 7}, "c2", 1},
		{"a 3 above, a 4 below", `
			. . 3 . .
			. . . . .
			. . 4 . .
			. . . . .
			. . . . .`, []int{2, 7}, "c2", 7},
		// "A cell touching just the centre tile takes only your lowest tile".
		{"next to the centre", `
			. . . . .
			. . . . .
			. . 5 . .
			. . . . .
			. . . . .`, []int{2, 5, 7}, "c2", 2},
		{"next to the centre, other side", `
			. . . . .
			. . . . .
			. . 3 . .
			. . . . .
			. . . . .`, []int{4, 3, 11}, "b3", 3},
	}
	for _, c := range cases {
		s := placing(t, c.picture, c.hand, []int{1}, 0)
		cell, err := ParseCell(c.cell, s.Size())
		if err != nil {
			t.Fatal(err)
		}
		tile, ok, _ := s.Requirement(0, cell)
		if tile != c.tile || !ok {
			t.Errorf("%s: %s takes %d (%v), want %d", c.name, c.cell, tile, ok, c.tile)
		}
		for _, v := range c.hand {
			err := s.Clone().Apply(s.PlaceMove(v, cell))
			if (err == nil) != (v == c.tile) {
				t.Errorf("%s: placing %d on %s: %v", c.name, v, c.cell, err)
			}
		}
	}
}

// The draft's tiles lie face up and both hands stay open: every player's
// view holds the pool and both hands, the same for each viewer, and there
// is nothing hidden to deal out again.
func TestHandsAreOpen(t *testing.T) {
	for seed := range uint64(40) {
		s := MustNew(DefaultOptions(), seed)
		rng := rules.NewRNG(seed)
		for step := 0; !s.Over(); step++ {
			if step%5 == 0 {
				for viewer := range NumPlayers {
					v := s.View(viewer).(View)
					if !slices.Equal(v.Pool, s.Pool()) {
						t.Fatalf("seed %d: player %d sees the pool %v, it is %v", seed, viewer, v.Pool, s.Pool())
					}
					for p := range NumPlayers {
						if !slices.Equal(v.Hands[p], s.Hand(p)) {
							t.Fatalf("seed %d: player %d sees hand %d as %v, it is %v", seed, viewer, p, v.Hands[p], s.Hand(p))
						}
					}
				}
				before := fingerprint(s)
				s.Determinize(0, &rng)
				if fingerprint(s) != before {
					t.Fatalf("seed %d: determinizing changed an open position", seed)
				}
			}
			legal := s.AppendLegal(nil)
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The centre tile is no player's: it is in no hand from the start, and no
// score counts it.
func TestCentreTileBelongsToNoOne(t *testing.T) {
	for seed := range uint64(100) {
		s := MustNew(DefaultOptions(), seed)
		centre := s.CentreTile()
		for p := range NumPlayers {
			if s.HandSum(p) != 1+1+2 || s.HandSize(p) != len(StartingHand) {
				t.Fatalf("seed %d: player %d starts with %v beside the centre %d", seed, p, s.Hand(p), centre)
			}
		}
		s.SetEvents(true)
		rng := rules.NewRNG(seed)
		playRandomly(t, s, &rng, -1)
		if s.Board(s.Centre()) != centre {
			t.Fatalf("seed %d: the centre tile %d became %d", seed, centre, s.Board(s.Centre()))
		}
		for _, e := range s.TakeEvents(nil) {
			if e.Kind == rules.EvPlace && e.Cell == s.Centre() {
				t.Fatalf("seed %d: a player placed on the centre: %+v", seed, e)
			}
			if e.Kind == rules.EvScore && e.Value != s.HandSum(e.Player) {
				t.Fatalf("seed %d: player %d scores %d, the hand adds up to %d", seed, e.Player, e.Value, s.HandSum(e.Player))
			}
		}
	}
}

// Placing alternates: each turn the player to move places one tile of
// their hand on an empty cell (or, unable to, passes), and the turn goes
// to the other player until the game ends.
func TestPlacingAlternates(t *testing.T) {
	for seed := range uint64(150) {
		size := []int{DefaultSize, 4, 6}[seed%3]
		s := MustNew(Options{Size: size}, seed)
		rng := rules.NewRNG(seed + 5)
		draftRandomly(t, s, &rng)
		for !s.Over() {
			p := s.ToMove()
			legal := s.AppendLegal(nil)
			m := legal[rng.IntN(len(legal))]
			hand, empty := s.HandSize(p), emptyCells(s)
			other := s.HandSize(1 - p)
			mustApply(t, s, m.String())
			placed := 0
			if m.Kind == Place {
				placed = 1
				if s.Board(int(m.Cell)) != int(m.Tile) {
					t.Fatalf("seed %d: %v left %d on the cell", seed, m, s.Board(int(m.Cell)))
				}
			}
			if s.HandSize(p) != hand-placed || emptyCells(s) != empty-placed || s.HandSize(1-p) != other {
				t.Fatalf("seed %d: %v by player %d: hand %d -> %d, empty cells %d -> %d", seed, m, p, hand, s.HandSize(p), empty, emptyCells(s))
			}
			if !s.Over() && s.ToMove() != 1-p {
				t.Fatalf("seed %d: after %v by player %d, player %d is to move", seed, m, p, s.ToMove())
			}
		}
	}
}

// The game ends exactly when neither player has a placement (the rule
// text's legal moves, read for both players); then the lower sum left in
// hand wins, and equal sums are a draw.
func TestLowerSumLeftWins(t *testing.T) {
	outcomes := map[string]int{}
	for seed := range uint64(300) {
		s := MustNew(Options{Size: []int{DefaultSize, 4}[seed%2]}, seed)
		rng := rules.NewRNG(seed + 11)
		draftRandomly(t, s, &rng)
		for {
			canPlace := false
			for p := range NumPlayers {
				c := s.Clone() // the position as if p were placing now
				c.phase, c.toMove = Placing, int8(p)
				if legal := referenceLegal(c); !slices.Equal(legal, []string{"pass"}) {
					canPlace = true
				}
			}
			if s.Over() == canPlace {
				t.Fatalf("seed %d: over %v, a player can place %v", seed, s.Over(), canPlace)
			}
			if s.Over() {
				break
			}
			legal := s.AppendLegal(nil)
			mustApply(t, s, legal[rng.IntN(len(legal))].String())
		}
		a, b := s.HandSum(0), s.HandSum(1)
		var want []int
		switch {
		case a < b:
			want, outcomes["win"] = []int{0}, outcomes["win"]+1
		case b < a:
			want, outcomes["loss"] = []int{1}, outcomes["loss"]+1
		default:
			want, outcomes["draw"] = []int{0, 1}, outcomes["draw"]+1
		}
		if got := s.Winners(); !slices.Equal(got, want) {
			t.Fatalf("seed %d: sums %d and %d, winners %v", seed, a, b, got)
		}
	}
	if outcomes["win"] == 0 || outcomes["loss"] == 0 {
		t.Fatalf("outcomes %v: both players should win some games", outcomes)
	}
}

// The board: 5 x 5 by default, its 25 cells exactly the 24 hand tiles and
// the centre tile; the setup's other choice is the 4 x 4 board.
func TestBoardChoices(t *testing.T) {
	if DefaultSize*DefaultSize != NumPlayers*HandSize+1 {
		t.Fatalf("a %dx%d board has %d cells for %d hand tiles and the centre", DefaultSize, DefaultSize, DefaultSize*DefaultSize, NumPlayers*HandSize)
	}
	if len(Def.Options) != 1 {
		t.Fatalf("options %+v, want the board alone", Def.Options)
	}
	var sizes []int
	var labels []string
	for _, c := range Def.Options[0].Choices {
		o := Def.Base(NumPlayers)
		if c.Set != nil {
			c.Set(&o)
		}
		if err := o.Validate(); err != nil {
			t.Fatalf("%s: %v", c.Label, err)
		}
		sizes = append(sizes, o.Size)
		labels = append(labels, c.Label)
	}
	// The 4 x 4 board's empty cells cannot hold every hand tile: at
	// least 24 - 15 = 9 stay in hand (TestSmallBoardFillsBeforeHandsEmpty).
	if n := emptyCells(MustNew(Options{Size: 4}, 1)); n != 15 {
		t.Fatalf("a 4 x 4 board starts with %d empty cells, want 15", n)
	}
	if !slices.Equal(sizes, []int{5, 4}) || !strings.HasPrefix(labels[0], "5 x 5") || !strings.HasPrefix(labels[1], "4 x 4") {
		t.Fatalf("the board choices are %v (%v), want 5 x 5 first, then 4 x 4", labels, sizes)
	}
}
