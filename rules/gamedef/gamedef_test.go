package gamedef_test

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/catalog"
)

// Every game's setups start, and restore with the choices they were
// started with (so "Play again" after a reload keeps them).
func TestDescriptors(t *testing.T) {
	for _, g := range catalog.Games {
		check, ok := g.(interface{ CheckSetups() error })
		if !ok {
			t.Fatalf("%s: not a gamedef.Def", g.Info().ID)
		}
		if err := check.CheckSetups(); err != nil {
			t.Error(err)
		}
	}
}

// A record restores only as its own game.
func TestRestoreRefusesAnotherGamesRecord(t *testing.T) {
	if len(catalog.Games) < 2 {
		t.Skip("one game")
	}
	a, b := catalog.Games[0], catalog.Games[1]
	rec, err := a.NewRecord(a.Info().MinPlayers, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.RestorePosition(rec); err == nil || !strings.Contains(err.Error(), "the record is of") {
		t.Fatalf("a record of %s restored as %s: %v", a.Info().ID, b.Info().ID, err)
	}
	if _, err := a.RestorePosition(rec); err != nil {
		t.Fatal(err)
	}
}
