package gameof20

import (
	"strings"
	"testing"

	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
)

// TestLongPressInspects: in Game of 20 a long press on a card opens the
// inspector with its full text and plays, selects and saves nothing.
func TestLongPressInspects(t *testing.T) {
	gametest.CheckInspector(t, testApp, "gameof20", "2p", "pool.tile.")
}

// TestCellInspectorNamesTheMover: a cell's requirement names the player to
// move, "your" only when that is the viewer: while the computer is to
// move it speaks of the computer's lowest tile and hand; the numbers take
// their spoken article ("an 8").
func TestCellInspectorNamesTheMover(t *testing.T) {
	_, s := startG20Test(t, 1, nil, play.MemoryStore{})
	defer func(st *g20.State) { s.Match.State = st }(s.Match.State)
	st := g20.MustNew(g20.DefaultOptions(), 1)
	s.Match.State = st
	cell := func(name string) int {
		c, err := g20.ParseCell(name, st.Size())
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	apply := func(moves ...string) {
		for _, text := range moves {
			mv, err := st.ParseMove(text)
			if err == nil {
				err = st.Apply(mv)
			}
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
		}
	}
	if in := s.cellInspection(cell("c2")); !strings.Contains(in.Text, "Tiles are placed once the draft is over") || strings.Contains(in.Text, "your") {
		t.Errorf("c2 in the draft: %q", in.Text)
	}
	for v := g20.DraftLow; v < g20.DraftHigh; v++ { // each takes the lowest: the lesson's draft
		apply("take " + itoa(v))
	}
	if st.Phase() != g20.Placing || st.ToMove() != 1 {
		t.Fatalf("the computer should place first: phase %v, to move %d", st.Phase(), st.ToMove())
	}
	computer := s.SeatName(1)
	in := s.cellInspection(cell("c2"))
	if want := "C2 touches 1 tile, so it takes only " + computer + "'s lowest tile, the 1."; !strings.HasPrefix(in.Text, want) || strings.Contains(in.Text, "your") {
		t.Errorf("c2 while the computer is to move: %q, want it to start %q and not speak of yours", in.Text, want)
	}
	apply("place 1 at e1")
	if in := s.cellInspection(cell("c2")); !strings.HasPrefix(in.Text, "C2 touches 1 tile, so it takes only your lowest tile, the 1.") {
		t.Errorf("c2 on your turn: %q", in.Text)
	}
	apply("place 1 at c2", "place 1 at e4", "place 1 at a5", "place 2 at e5", "place 2 at d3", "place 4 at a2", "place 3 at c4",
		"place 5 at b2", "place 6 at a3", "place 8 at d5")
	if in := s.cellInspection(cell("d5")); in.Line != "Holds an 8" {
		t.Errorf("d5: %q", in.Line)
	}
	if in := s.cellInspection(cell("c3")); !strings.Contains(in.Line, "the centre tile") || !strings.Contains(in.Text, "belongs to no one") {
		t.Errorf("the centre: %q / %q", in.Line, in.Text)
	}
	if in := s.cellInspection(cell("d4")); in.Line != "Empty · takes a 14" || !strings.HasPrefix(in.Text, "D4 touches 4 tiles summing to 14, so it takes only a 14.") {
		t.Errorf("d4: %q / %q", in.Line, in.Text)
	}
	apply("place 14 at d4")
	// b4 touches the 3 on c4 only; c5 the 3 and the 8 (an 11 the
	// computer does not hold).
	if in := s.cellInspection(cell("c5")); !strings.HasPrefix(in.Text, "C5 touches 2 tiles summing to 11, so it takes only an 11, and "+computer+" holds none.") {
		t.Errorf("c5 while the computer is to move: %q", in.Text)
	}
}
