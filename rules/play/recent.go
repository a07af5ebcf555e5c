package play

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// The recent games: the last MaxRecent finished games of every game, newest
// first, each with its record, seats, finish time, a line of result and
// its review's analysis once computed, kept in the store under RecentKey
// so the replay and the review can open them from Statistics.

// Keys of the recent games and of an unreadable list set aside.
const (
	RecentKey        = "recent"
	RecentCorruptKey = "recent.unreadable"
)

// RecentVersion is the version of the list written now.
const RecentVersion = 1

// Limits: MaxRecent games, and at most MaxRecentBytes written (browser
// storage holds about 5 MB for everything; a whole game is a few KB, its
// analysis up to about 30 KB): the oldest analyses go first, then the
// oldest games.
const (
	MaxRecent      = 20
	MaxRecentBytes = 384 << 10
)

// RecentGame is one finished game.
type RecentGame struct {
	Record   rules.Record `json:"record"`
	Seats    []Seat       `json:"seats"`
	Finished time.Time    `json:"finished"`
	Result   string       `json:"result"` // "You won 112 to 87"
	Analysis *Analysis    `json:"analysis,omitempty"`
}

// Recent is the list, newest first.
type Recent struct {
	Games []RecentGame
}

type recentFile struct {
	Version int          `json:"version"`
	Games   []RecentGame `json:"games"`
}

// LoadRecent reads the list. An unreadable one is set aside (under
// RecentCorruptKey, its first 16 KB) and the list starts empty; games that
// no longer replay, or of a game this version lacks, are left out. The
// message says what happened, for the player ("" when all went well).
func LoadRecent(store Store, find func(id string) (gamedef.Game, bool)) (*Recent, string) {
	r := &Recent{}
	text, ok, err := store.Load(RecentKey)
	switch {
	case err != nil:
		return r, "The recent games could not be read: " + Shorten(err.Error(), 100)
	case !ok:
		return r, ""
	}
	var f recentFile
	if len(text) > 2*MaxRecentBytes {
		err = fmt.Errorf("it is %d KB", len(text)>>10)
	} else if err = json.Unmarshal([]byte(text), &f); err != nil {
		err = fmt.Errorf("not a list of games: %s", Shorten(err.Error(), 80))
	} else if f.Version != RecentVersion {
		err = fmt.Errorf("version %d is not supported", f.Version)
	}
	if err != nil {
		return r, "The recent games were unreadable (" + err.Error() + "): " + setRecentAside(store, text)
	}
	dropped := 0
	for _, g := range f.Games {
		if len(r.Games) == MaxRecent || !recentSound(g, find) {
			dropped++
			continue
		}
		if a := g.Analysis; a != nil && (a.Record != Fingerprint(g.Record) || !a.fits(len(g.Record.Moves))) {
			g.Analysis = nil
		}
		r.Games = append(r.Games, g)
	}
	if dropped > 0 {
		return r, fmt.Sprintf("%d of the recent games could not be replayed and were left out.", dropped)
	}
	return r, ""
}

// recentSound reports whether a kept game is one this version can replay.
func recentSound(g RecentGame, find func(id string) (gamedef.Game, bool)) bool {
	game, ok := find(g.Record.Game)
	return ok && checkShared(game, Shared{Record: g.Record, Seats: g.Seats}) == nil
}

// setRecentAside keeps an unreadable list's start and removes the list.
func setRecentAside(store Store, text string) string {
	aside := store.Save(RecentCorruptKey, ShortenBytes(text, KeptAsideBytes))
	if err := store.Delete(RecentKey); err != nil {
		return "it could not be removed (" + err.Error() + ")"
	}
	if aside != nil {
		return "it was removed, and could not be set aside (" + aside.Error() + ")"
	}
	return "it was set aside"
}

// Add puts a finished game first; the same record again replaces its
// entry (keeping its analysis), and the oldest beyond MaxRecent go.
func (r *Recent) Add(g RecentGame) {
	if i := r.index(g.Record); i >= 0 {
		if g.Analysis == nil {
			g.Analysis = r.Games[i].Analysis
		}
		r.Games = append(r.Games[:i], r.Games[i+1:]...)
	}
	r.Games = append([]RecentGame{g}, r.Games...)
	if len(r.Games) > MaxRecent {
		r.Games = r.Games[:MaxRecent]
	}
}

// SetAnalysis keeps a (partial or whole) analysis with its game; false
// when the game is not in the list or the analysis is another record's
// (or does not read as one).
func (r *Recent) SetAnalysis(rec rules.Record, a *Analysis) bool {
	i := r.index(rec)
	if i < 0 || a == nil || a.Record != Fingerprint(rec) || !a.fits(len(rec.Moves)) {
		return false
	}
	kept := *a
	kept.Judged = append([]Judgement(nil), a.Judged...)
	r.Games[i].Analysis = &kept
	return true
}

// Find is the entry of a record, or nil.
func (r *Recent) Find(rec rules.Record) *RecentGame {
	if i := r.index(rec); i >= 0 {
		return &r.Games[i]
	}
	return nil
}

func (r *Recent) index(rec rules.Record) int {
	key := Fingerprint(rec)
	for i := range r.Games {
		if Fingerprint(r.Games[i].Record) == key {
			return i
		}
	}
	return -1
}

// Save writes the list, within MaxRecentBytes: the oldest analyses are
// left out first, then the oldest games (the list in memory keeps them).
func (r *Recent) Save(store Store) error {
	f := recentFile{Version: RecentVersion, Games: append([]RecentGame(nil), r.Games...)}
	for {
		data, err := json.Marshal(f)
		if err != nil {
			return err
		}
		if len(data) <= MaxRecentBytes || len(f.Games) == 0 {
			return store.Save(RecentKey, string(data))
		}
		f.Games = shedOldest(f.Games)
	}
}

// shedOldest drops the oldest analysis, or the oldest game when none has
// one.
func shedOldest(games []RecentGame) []RecentGame {
	for i := len(games) - 1; i >= 0; i-- {
		if games[i].Analysis != nil {
			games[i].Analysis = nil
			return games
		}
	}
	return games[:len(games)-1]
}
