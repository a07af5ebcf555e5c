//go:build !js

package shell

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/platform"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/twenty"
)

// TestMutatedSavesOnTheDesktopStore loads a thousand randomly damaged saves
// through the desktop's file store, each as a fresh start of the program
// would, and runs real frames: no crash, and each one either resumes or is
// reported and kept aside, with the settings file untouched.
func TestMutatedSavesOnTheDesktopStore(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 100 // make test; make test-long loads the thousand
	}
	seed := uint64(20261124)
	if s := os.Getenv("SAVES_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	bases := realSaves(t)
	rng := rand.New(rand.NewPCG(seed, 7))
	dir := t.TempDir()
	store := fileStoreIn(t, dir)
	const settings = `{"volume":0.3,"muted":true,"speed":3,"difficulty":0,"fullscreen":false,"reducedMotion":true}`
	var resumed, reported int
	for i := 0; i < n; i++ {
		base := bases[rng.IntN(len(bases))]
		save, how := mutateSave(rng, base)
		os.RemoveAll(dir)
		if err := store.Save(ui.SettingsKey, settings); err != nil {
			t.Fatal(err)
		}
		if err := store.Save(play.LegacySaveKey, save); err != nil {
			t.Fatal(err)
		}
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("save %d (%s, SAVES_SEED=%d) crashed: %v", i, how, seed, r)
				}
			}()
			a := testApp(t, Options{}, store)
			for f := 0; f < 3; f++ {
				frame(a)
			}
			kept, keptOK, _ := store.Load(play.CorruptKey)
			switch {
			case !keptOK:
				if _, ok := a.Top().(scenes.GameScene); !ok {
					t.Errorf("save %d (%s): neither resumed nor reported (scene %s)", i, how, a.Top().Name())
				}
				resumed++
			default:
				reported++
				if !strings.HasPrefix(save, kept) || kept == "" && save != "" {
					t.Errorf("save %d (%s): kept aside %d bytes that are not its start", i, how, len(kept))
				}
				if a.Toast.Text == "" {
					t.Errorf("save %d (%s): set aside without a word", i, how)
				}
			}
			if got, _, _ := store.Load(ui.SettingsKey); got != settings {
				t.Errorf("save %d (%s): settings became %s", i, how, got)
			}
		}()
	}
	t.Logf("%d mutated saves (SAVES_SEED=%d): %d still resumed, %d reported and kept aside, 0 crashes", n, seed, resumed, reported)
}

// realSaves are saves of each game a few moves in, the bases for mutation.
func realSaves(t *testing.T) []string {
	return []string{realSave(t, twenty.Def, 6), realSave(t, minustwenty.Def, 6), realSave(t, gameof20.Def, 6)}
}

// mutateSave damages a save in one of the ways a disk, a sync service or a
// curious player might, and says how.
func mutateSave(rng *rand.Rand, save string) (string, string) {
	b := []byte(save)
	switch rng.IntN(9) {
	case 0:
		n := rng.IntN(len(b) + 1)
		return string(b[:n]), fmt.Sprintf("truncated at %d", n)
	case 1:
		k := 1 + rng.IntN(4)
		for j := 0; j < k; j++ {
			b[rng.IntN(len(b))] ^= byte(1 << rng.IntN(8))
		}
		return string(b), fmt.Sprintf("%d bits flipped", k)
	case 2:
		return mutateField(rng, save)
	case 3:
		return mutateMoves(rng, save)
	case 4:
		size := (100 << 10) + rng.IntN(3<<20)
		return strings.Replace(save, `"moves":[`, `"moves":["`+strings.Repeat("Q", size)+`",`, 1), fmt.Sprintf("a %d-byte move", size)
	case 5:
		return []string{"", "null", "[]", "{}", "0", `"game"`, "true", "{{{{", strings.Repeat("[", 10000)}[rng.IntN(9)], "not a save"
	case 6:
		return strings.Replace(save, `"version":1`, fmt.Sprintf(`"version":%d`, rng.IntN(5)-1), 1), "version changed"
	case 7:
		seats := []string{`[]`, `[{"human":true}]`, `[{},{},{},{},{}]`, `[{"level":99},{"level":-5}]`, `null`, `"x"`}
		i := strings.Index(save, `"seats":`)
		return save[:i] + `"seats":` + seats[rng.IntN(len(seats))] + "}", "seats changed"
	default:
		games := []string{"chess", "", "TWENTY", "twenty", "minustwenty", "gameof20"}
		return strings.Replace(save, `"game":"`, `"game":"`+games[rng.IntN(len(games))], 1), "game id changed"
	}
}

// mutateField sets one field of the save to a value of another type or out
// of range.
func mutateField(rng *rand.Rand, save string) (string, string) {
	var doc map[string]any
	if json.Unmarshal([]byte(save), &doc) != nil {
		return save, "unchanged"
	}
	rec, _ := doc["record"].(map[string]any)
	values := []any{nil, -1, 1e300, "text", []any{1}, map[string]any{"a": 1}, true, 99, 0}
	v := values[rng.IntN(len(values))]
	field := []string{"version", "record", "seats", "record.game", "record.options", "record.seed", "record.moves"}[rng.IntN(7)]
	if name, ok := strings.CutPrefix(field, "record."); ok && rec != nil {
		rec[name] = v
	} else {
		doc[field] = v
	}
	out, _ := json.Marshal(doc)
	return string(out), fmt.Sprintf("%s = %v", field, v)
}

// mutateMoves removes, repeats, swaps or replaces moves.
func mutateMoves(rng *rand.Rand, save string) (string, string) {
	var sg play.SavedGame
	if json.Unmarshal([]byte(save), &sg) != nil || len(sg.Record.Moves) == 0 {
		return save, "unchanged"
	}
	m := sg.Record.Moves
	i := rng.IntN(len(m))
	how := ""
	switch rng.IntN(4) {
	case 0:
		m = append(m[:i], m[i+1:]...)
		how = "a move removed"
	case 1:
		m = append(m[:i+1], m[i:]...)
		how = "a move repeated"
	case 2:
		j := rng.IntN(len(m))
		m[i], m[j] = m[j], m[i]
		how = "two moves swapped"
	default:
		m[i] = []string{"", "play", "draw 99", "meld ZZ", "place 1 at Z9", "\x00\xff", "take 7"}[rng.IntN(7)]
		how = "a move replaced"
	}
	sg.Record.Moves = m
	out, _ := json.Marshal(sg)
	return string(out), how
}

// fileStoreIn is the desktop's store, kept in dir.
func fileStoreIn(t *testing.T, dir string) play.Store {
	t.Setenv("TWENTY_CONFIG_DIR", dir)
	store, notice := platform.NewStore()
	if notice != "" {
		t.Fatal(notice)
	}
	return store
}
