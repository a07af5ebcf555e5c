//go:build linux || darwin

package shell

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules/play"
)

// TestSpecialFilesInTheConfigFolder: a FIFO where a save or the settings
// should be once hung the program before its window opened, a link to
// /dev/zero ran it out of memory, and a 200 MB save was read whole and
// copied whole aside. Each now ends with defaults or a message, at once,
// reading no more than a save may hold.
func TestSpecialFilesInTheConfigFolder(t *testing.T) {
	type setup func(t *testing.T, dir string)
	fifo := func(name string) setup {
		return func(t *testing.T, dir string) {
			if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
				t.Skip("no FIFOs here:", err)
			}
		}
	}
	cases := []struct {
		name  string
		setup setup
	}{
		{"a FIFO at settings.json", fifo("settings.json")},
		{"a FIFO at game.json", fifo("game.json")},
		{"a FIFO at game.current.json", fifo("game.current.json")},
		{"settings.json a link to /dev/zero", func(t *testing.T, dir string) {
			if err := os.Symlink("/dev/zero", filepath.Join(dir, "settings.json")); err != nil {
				t.Skip(err)
			}
		}},
		{"a 200 MB save", func(t *testing.T, dir string) {
			f, err := os.Create(filepath.Join(dir, "game.twenty.json"))
			if err != nil {
				t.Fatal(err)
			}
			f.WriteString(`{"version":1,"record":{"game":"twenty","moves":["`)
			if err := f.Truncate(200 << 20); err != nil { // sparse: no disk used
				t.Fatal(err)
			}
			f.Close()
			os.WriteFile(filepath.Join(dir, "game.current.json"), []byte("twenty"), 0o644)
		}},
	}
	for _, c := range cases {
		dir := t.TempDir()
		c.setup(t, dir)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		done := make(chan *App, 1)
		store := fileStoreIn(t, dir)
		go func() { done <- testApp(t, Options{}, store) }()
		var a *App
		select {
		case a = <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: the program did not start in 10 s", c.name)
		}
		runtime.ReadMemStats(&after)
		if grown := after.TotalAlloc - before.TotalAlloc; grown > 32<<20 {
			t.Errorf("%s: %d MB allocated to start", c.name, grown>>20)
		}
		if kept, err := os.Stat(filepath.Join(dir, "game.unreadable.json")); err == nil && kept.Size() > play.KeptAsideBytes {
			t.Errorf("%s: %d bytes kept aside, at most %d", c.name, kept.Size(), play.KeptAsideBytes)
		}
		t.Logf("%s: scene %s, message %q", c.name, a.Top().Name(), a.Toast.Text)
		if strings.Contains(c.name, "save") && !strings.Contains(a.Toast.Text, "set aside") {
			t.Errorf("%s: message %q", c.name, a.Toast.Text)
		}
	}
}
