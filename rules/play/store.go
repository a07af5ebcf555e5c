package play

// Store keeps small text values between sessions: localStorage in browsers,
// files in the user config directory on the desktop, memory in tests.
type Store interface {
	Load(key string) (value string, ok bool, err error)
	Save(key, value string) error
	Delete(key string) error
}

// MemoryStore is used by tests and when nothing else works.
type MemoryStore map[string]string

func (m MemoryStore) Load(key string) (string, bool, error) {
	v, ok := m[key]
	return v, ok, nil
}

func (m MemoryStore) Save(key, value string) error { m[key] = value; return nil }

func (m MemoryStore) Delete(key string) error { delete(m, key); return nil }
