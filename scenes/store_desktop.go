//go:build !js

package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// fileStore keeps one file per key in the user config directory.
type fileStore struct{ dir string }

// newStore returns the config-directory store, or memory when there is no
// config directory (or TWENTY_CONFIG_DIR is "memory", for tests).
func newStore() Store {
	dir := os.Getenv("TWENTY_CONFIG_DIR")
	if dir == "memory" {
		return MemoryStore{}
	}
	if dir == "" {
		base, err := os.UserConfigDir()
		if err != nil {
			return MemoryStore{}
		}
		dir = filepath.Join(base, "twenty")
	}
	return fileStore{dir: dir}
}

func (f fileStore) path(key string) string {
	return filepath.Join(f.dir, strings.ReplaceAll(key, "/", "_")+".json")
}

func (f fileStore) Load(key string) (string, bool, error) {
	b, err := os.ReadFile(f.path(key))
	if errors.Is(err, os.ErrNotExist) {
		return "", false, nil
	}
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
		return err
	}
	return os.Rename(tmp, f.path(key))
}

func (f fileStore) Delete(key string) error {
	err := os.Remove(f.path(key))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}
