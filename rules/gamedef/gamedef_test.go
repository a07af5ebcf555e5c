package gamedef_test

import (
	"reflect"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
)

// checkDef checks, for every player count and every setup choice, that the
// choices a game is restored with are the ones it was started with (so
// "Play again" after a reload keeps them), and that a record replays.
func checkDef[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, d *gamedef.Def[S, M, O]) {
	t.Helper()
	info := d.Info()
	if info.ID == "" || info.Title == "" || info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers {
		t.Fatalf("%+v", info)
	}
	for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
		for row, o := range d.Options {
			for c := range o.Choices {
				choices := d.DefaultChoices()
				choices[row] = c
				s, rec, err := d.Start(players, choices, 42)
				if err != nil {
					t.Fatalf("%s, %d players, choices %v: %v", d.ID, players, choices, err)
				}
				legal := s.AppendLegal(nil)
				if err := s.Apply(legal[0]); err != nil {
					t.Fatal(err)
				}
				rec.Moves = append(rec.Moves, legal[0].String())
				restored, back, err := d.Restore(rec)
				if err != nil {
					t.Fatalf("%s: restore: %v", d.ID, err)
				}
				if restored.NumPlayers() != players || restored.ToMove() != s.ToMove() {
					t.Fatalf("%s: restored to a different position", d.ID)
				}
				if want := d.MakeOptions(players, choices); d.MakeOptions(players, back) != want {
					t.Errorf("%s, %d players: started with choices %v, restored with %v", d.ID, players, choices, back)
				}
			}
		}
	}
}

func TestDescriptors(t *testing.T) {
	checkDef(t, twenty.Def)
	checkDef(t, minustwenty.Def)
	checkDef(t, gameof20.Def)
}

// TestTwentyTargetSurvivesARestore: a Twenty game to 50 points, restored,
// offers 50 points again (it used to fall back to the standard target).
func TestTwentyTargetSurvivesARestore(t *testing.T) {
	_, rec, err := twenty.Def.Start(3, []int{1}, 7)
	if err != nil {
		t.Fatal(err)
	}
	s, choices, err := twenty.Def.Restore(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(choices, []int{1}) || s.Options().Target != 50 {
		t.Fatalf("restored with choices %v, target %d", choices, s.Options().Target)
	}
}

func TestRestoreRefusesAnotherGamesRecord(t *testing.T) {
	_, rec, _ := twenty.Def.Start(2, nil, 1)
	if _, _, err := minustwenty.Def.Restore(rec); err == nil {
		t.Fatal("a Twenty record restored as Minus Twenty")
	}
}
