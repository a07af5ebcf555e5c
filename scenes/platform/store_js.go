//go:build js

package platform

import (
	"errors"
	"github.com/twenty-games/twenty/rules/play"
	"strings"
	"sync/atomic"
	"syscall/js"
)

// localStore keeps values in the page's localStorage under "twenty.".
// changes counts the page's keys written by other tabs.
type localStore struct {
	ls      js.Value
	changes *atomic.Uint64
}

// Changes counts the writes other tabs made to the game's keys.
func (s localStore) Changes() uint64 { return s.changes.Load() }

// storageNotice is said once when the browser keeps nothing for the page.
const storageNotice = "This browser keeps no data for this page: your progress lasts until it is closed."

// NewStore returns the page's localStorage, or memory for this visit
// (with the notice to show) where the browser refuses site storage: a
// third-party iframe with third-party storage blocked (itch.io in Safari,
// private windows), or a profile that blocks site data.
func NewStore() (play.Store, string) {
	ls, err := pageStorage()
	if err != nil {
		return play.MemoryStore{}, storageNotice
	}
	st := localStore{ls: ls, changes: new(atomic.Uint64)}
	// The storage event fires in every other tab of the page when one
	// writes: a screen listing saved things reads them again.
	js.Global().Call("addEventListener", "storage", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) > 0 {
			if key := args[0].Get("key"); key.IsNull() || strings.HasPrefix(key.String(), "twenty.") {
				st.changes.Add(1)
			}
		}
		return nil
	}))
	return st, ""
}

// pageStorage reads window.localStorage through Reflect.get: where storage
// is blocked, reading the property throws a SecurityError, and a throw from
// a property read ends the Go program (syscall/js recovers only a call's).
// A storage that refuses every write is refused too.
func pageStorage() (ls js.Value, err error) {
	defer recoverJS(&err)
	ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Value{}, errors.New("no localStorage")
	}
	ls.Call("setItem", "twenty.probe", "1")
	ls.Call("removeItem", "twenty.probe")
	return ls, nil
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
