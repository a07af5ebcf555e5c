//go:build !js

package platform

import (
	"errors"
	"fmt"
	"github.com/twenty-games/twenty/rules/play"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// fileStore keeps one file per key in the user config directory.
type fileStore struct{ dir string }

// NewStore returns the config-directory store, or memory when there is no
// config directory (or TWENTY_CONFIG_DIR is "memory", for tests); the
// notice says so to the player when it matters.
func NewStore() (play.Store, string) {
	dir := os.Getenv("TWENTY_CONFIG_DIR")
	if dir == "memory" {
		return play.MemoryStore{}, ""
	}
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return play.MemoryStore{}, "There is no folder to keep saves in (" + err.Error() + "): progress lasts until the game is closed."
		}
		dir = filepath.Join(base, "twenty")
	}
	return fileStore{dir: dir}, ""
}

func (f fileStore) path(key string) string {
	return filepath.Join(f.dir, strings.ReplaceAll(key, "/", "_")+".json")
}

// maxStoredBytes is the most a value is read of: a save is refused over
// play.MaxSaveBytes, and nothing kept is larger, so a 200 MB file (or a link to
// /dev/zero) is read no further than that and then refused.
const maxStoredBytes = play.MaxSaveBytes + 1

// Load reads only regular files: a FIFO would block the program before its
// window opens, and a device would be read for ever.
func (f fileStore) Load(key string) (string, bool, error) {
	name := f.path(key)
	st, err := os.Stat(name)
	if errors.Is(err, os.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	if !st.Mode().IsRegular() {
		return "", false, fmt.Errorf("%s is not a regular file", filepath.Base(name))
	}
	file, err := os.Open(name)
	if err != nil {
		return "", false, err
	}
	defer file.Close()
	b, err := io.ReadAll(io.LimitReader(file, maxStoredBytes))
	if err != nil {
		return "", false, err
	}
	return string(b), true, nil
}

// Save writes through a temporary file so a crash never leaves half a save.
func (f fileStore) Save(key, value string) error {
	if err := os.MkdirAll(f.dir, 0o755); err != nil {
		return err
	}
	tmp := f.path(key) + ".tmp"
	if err := os.WriteFile(tmp, []byte(value), 0o644); err != nil {
		os.Remove(tmp) // a full disk leaves an empty one behind
		return err
	}
	if err := os.Rename(tmp, f.path(key)); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

func (f fileStore) Delete(key string) error {
	err := os.Remove(f.path(key))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}
