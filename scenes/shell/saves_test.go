package shell

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// A sound Twenty save, two seats, a few moves in.
const twentySave = `{"version":1,"record":{"game":"twenty","options":{"Players":2},"seed":5,"moves":[]},"seats":[{"human":true},{"level":1}]}`

// TestEveryUnreadableSaveEndsTheSameWay: each kind of bad save the issue
// lists is reported once, kept aside in full, removed as the game in
// progress, and followed by a new game of its game with sound seats (or the
// menu when the game is unknown); the settings are untouched.
func TestEveryUnreadableSaveEndsTheSameWay(t *testing.T) {
	huge := strings.Repeat("x", 300<<10)
	for _, c := range []struct {
		name, save string
		newGame    string // "" : the menu stays
		seats      int
	}{
		{"truncated", twentySave[:40], "", 0},
		{"null", "null", "", 0},
		{"an array", "[1,2]", "", 0},
		{"wrong types", `{"version":"1","record":7,"seats":{}}`, "", 0},
		{"unknown game", `{"version":1,"record":{"game":"chess","seed":5},"seats":[]}`, "", 0},
		{"version 2", strings.Replace(twentySave, `"version":1`, `"version":2`, 1), "", 0},
		{"five seats", strings.Replace(twentySave, `"seats":[`, `"seats":[{"human":true},{"human":true},{"human":true},`, 1), "twenty", 2},
		{"no seats", `{"version":1,"record":{"game":"twenty","options":{"Players":2},"seed":5,"moves":[]},"seats":[]}`, "twenty", 2},
		{"three seats for two players", strings.Replace(twentySave, `"seats":[`, `"seats":[{"level":2},`, 1), "twenty", 2},
		{"level 99", strings.Replace(twentySave, `{"level":1}`, `{"level":99}`, 1), "twenty", 2},
		{"level -5", strings.Replace(twentySave, `{"level":1}`, `{"level":-5}`, 1), "twenty", 2},
		{"an illegal move", strings.Replace(twentySave, `"moves":[]`, `"moves":["play KS KH KD"]`, 1), "twenty", 2},
		{"a 200k move", strings.Replace(twentySave, `"moves":[]`, `"moves":["`+huge[:200<<10]+`"]`, 1), "twenty", 2},
		{"a 300 KB save", strings.Replace(twentySave, `"moves":[]`, `"moves":["`+huge+`"]`, 1), "", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			settings := `{"volume":0.25,"muted":true,"speed":3,"difficulty":2}`
			store := play.MemoryStore{play.LegacySaveKey: c.save, ui.SettingsKey: settings}
			a := testApp(t, Options{}, store)
			frame(a)
			msg := a.Toast.Text
			if msg == "" || utf8.RuneCountInString(msg) > ui.MaxToastRunes || !strings.Contains(msg, "set aside") {
				t.Errorf("message %q", msg)
			}
			// A save over the size a save may have is kept by its start
			// only (a 200 MB file was once copied whole).
			want := c.save
			if len(want) > play.MaxSaveBytes {
				want = play.ShortenBytes(want, play.KeptAsideBytes)
			}
			if kept := store[play.CorruptKey]; kept != want {
				t.Errorf("kept aside %d bytes of %d, want %d", len(kept), len(c.save), len(want))
			}
			if store[ui.SettingsKey] != settings {
				t.Errorf("settings changed to %s", store[ui.SettingsKey])
			}
			g, ok := a.Top().(scenes.GameScene)
			switch {
			case c.newGame == "" && a.Top().Name() != "menu":
				t.Errorf("scene %q, want the menu", a.Top().Name())
			case c.newGame != "" && (!ok || g.GameID() != c.newGame):
				t.Fatalf("scene %q, want a new game of %s", a.Top().Name(), c.newGame)
			case c.newGame != "":
				var sg play.SavedGame
				if err := json.Unmarshal([]byte(store[play.SaveKey("twenty")]), &sg); err != nil {
					t.Fatalf("the new game's save: %v", err)
				}
				if len(sg.Seats) != c.seats {
					t.Errorf("the new game has %d seats, want %d", len(sg.Seats), c.seats)
				}
				if err := play.CheckSeats(bareTwenty.Info, sg.Seats); err != nil {
					t.Errorf("the new game's seats: %v", err)
				}
			}
			// Reported once: a second start finds nothing to report.
			if b := testApp(t, Options{}, store); strings.Contains(b.Toast.Text, "set aside") {
				t.Errorf("reported again: %q", b.Toast.Text)
			}
		})
	}
}

// fullStore refuses values over a size, as browser storage does.
type fullStore struct {
	play.MemoryStore
	limit int
}

func (f fullStore) Save(key, value string) error {
	used := len(value)
	for k, v := range f.MemoryStore {
		if k != key {
			used += len(v)
		}
	}
	if used > f.limit {
		return fmt.Errorf("storage full")
	}
	return f.MemoryStore.Save(key, value)
}

// TestASaveTooBigToKeepWholeIsKeptShortened: browser storage could not
// hold a copy of a 3 MB save beside the save itself, and the save was
// deleted unkept; now the save makes room and its start is kept.
func TestASaveTooBigToKeepWholeIsKeptShortened(t *testing.T) {
	save := strings.Replace(twentySave, `"moves":[]`, `"moves":["`+strings.Repeat("y", 3<<20)+`"]`, 1)
	for _, limit := range []int{4 << 20, 1 << 20} {
		store := fullStore{MemoryStore: play.MemoryStore{play.LegacySaveKey: save}, limit: limit}
		a := testApp(t, Options{}, store)
		frame(a)
		kept := store.MemoryStore[play.CorruptKey]
		if kept == "" || !strings.HasPrefix(save, kept) {
			t.Fatalf("storage of %d bytes: kept %d bytes that are not the save's start; message %q", limit, len(kept), a.Toast.Text)
		}
		if _, ok := store.MemoryStore[play.LegacySaveKey]; ok {
			t.Error("the unreadable save is still the game in progress")
		}
		if !strings.Contains(a.Toast.Text, "set aside") {
			t.Errorf("message %q", a.Toast.Text)
		}
		t.Logf("storage of %d bytes: kept %d of %d bytes; message %q", limit, len(kept), len(save), a.Toast.Text)
	}
}
