package play

// Store keeps small text values between sessions: localStorage in browsers,
// files in the user config directory on the desktop, memory in tests.
type Store interface {
	Load(key string) (value string, ok bool, err error)
	Save(key, value string) error
	Delete(key string) error
}

// ChangeCounter is a store that counts the writes made to it by others
// (another tab of the same page, through the browser's storage event): a
// screen showing what the store holds reads it again when the count moves.
type ChangeCounter interface {
	Changes() uint64
}

// MemoryStore is used by tests and when nothing else works.
type MemoryStore map[string]string

func (m MemoryStore) Load(key string) (string, bool, error) {
	v, ok := m[key]
	return v, ok, nil
}

func (m MemoryStore) Save(key, value string) error { m[key] = value; return nil }

func (m MemoryStore) Delete(key string) error { delete(m, key); return nil }
