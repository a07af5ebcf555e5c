//go:build js

package scenes

import (
	"errors"
	"syscall/js"
)

// localStore keeps values in the page's localStorage under "twenty.".
type localStore struct{ ls js.Value }

func newStore() Store {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return MemoryStore{}
	}
	return localStore{ls: ls}
}

func (s localStore) Load(key string) (v string, ok bool, err error) {
	defer recoverJS(&err)
	val := s.ls.Call("getItem", "twenty."+key)
	if val.IsNull() || val.IsUndefined() {
		return "", false, nil
	}
	return val.String(), true, nil
}

func (s localStore) Save(key, value string) (err error) {
	defer recoverJS(&err)
	s.ls.Call("setItem", "twenty."+key, value)
	return nil
}

func (s localStore) Delete(key string) (err error) {
	defer recoverJS(&err)
	s.ls.Call("removeItem", "twenty."+key)
	return nil
}

// recoverJS turns a JavaScript exception (quota exceeded, storage disabled)
// into an error instead of a crash.
func recoverJS(err *error) {
	if r := recover(); r != nil {
		*err = errors.New("browser storage refused the save")
	}
}
