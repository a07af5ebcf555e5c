package play

import (
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// SavedGame is what is kept in the store for a game in progress: its
// record (options, seed, moves) and who sits where.
type SavedGame struct {
	Version int          `json:"version"`
	Record  rules.Record `json:"record"`
	Seats   []Seat       `json:"seats"`
	// Lesson: the game is a "Learn to play" lesson (its steps follow from
	// the record); it is resumed as one and never counted.
	Lesson bool `json:"lesson,omitempty"`
}

// SaveVersion is the version of SavedGame written now.
const SaveVersion = 1

// Saves: one slot per game ("game.<id>"), so starting one game never
// throws away another in progress; CurrentKey names the game played last,
// which a restart resumes. LegacySaveKey is where a single save was kept
// before there were slots: it is still read, and moved to its slot.
const (
	LegacySaveKey = "game"
	CurrentKey    = "game.current"
	CorruptKey    = "game.unreadable"
)

// SaveKey is the slot of a game's save.
func SaveKey(gameID string) string { return "game." + gameID }

// Limits on a save, far above any real game's, so that a damaged or
// hand-made file is refused before it costs memory or time.
const (
	MaxSaveBytes      = 256 << 10
	MaxSavedMoves     = 4000
	MaxSavedMoveBytes = 64
	// KeptAsideBytes is how much of a save is kept when the store will not
	// hold the whole of it.
	KeptAsideBytes = 16 << 10
)

// ErrSeats marks a save whose seats do not fit its game: the new game that
// replaces it starts with the usual seats instead.
var ErrSeats = errors.New("seats")

// DecodeSave reads a save and checks what can be checked without replaying
// it. find looks the save's game up by id (once, and only when the save
// reads as one), so the caller knows whether the game was known.
func DecodeSave(text string, find func(id string) (gamedef.Info, bool)) (SavedGame, error) {
	var sg SavedGame
	if len(text) > MaxSaveBytes {
		return sg, fmt.Errorf("it is %d KB, and a save is at most %d KB", len(text)>>10, MaxSaveBytes>>10)
	}
	if err := json.Unmarshal([]byte(text), &sg); err != nil {
		return sg, fmt.Errorf("not a save file: %s", Shorten(err.Error(), 80))
	}
	if sg.Version != SaveVersion {
		return sg, fmt.Errorf("save version %d is not supported", sg.Version)
	}
	info, ok := find(sg.Record.Game)
	if !ok {
		return sg, fmt.Errorf("unknown game %q", Shorten(sg.Record.Game, 20))
	}
	if err := CheckSeats(info, sg.Seats); err != nil {
		return sg, err
	}
	if len(sg.Record.Moves) > MaxSavedMoves {
		return sg, fmt.Errorf("%d moves, more than any game has", len(sg.Record.Moves))
	}
	for i, m := range sg.Record.Moves {
		if len(m) > MaxSavedMoveBytes {
			return sg, fmt.Errorf("move %d is %d characters long", i+1, len(m))
		}
	}
	return sg, nil
}

// CheckSeats refuses a seat count the game does not take and levels that
// do not exist.
func CheckSeats(g gamedef.Info, seats []Seat) error {
	if len(seats) < g.MinPlayers || len(seats) > g.MaxPlayers {
		if g.MinPlayers == g.MaxPlayers {
			return fmt.Errorf("%w: %d, and %s takes %d players", ErrSeats, len(seats), g.Title, g.MinPlayers)
		}
		return fmt.Errorf("%w: %d, and %s takes %d to %d players", ErrSeats, len(seats), g.Title, g.MinPlayers, g.MaxPlayers)
	}
	for i, s := range seats {
		if !s.Human && (s.Level < ai.Easy || s.Level > ai.Hard) {
			return fmt.Errorf("%w: seat %d has level %d, not easy, normal or hard", ErrSeats, i+1, int(s.Level))
		}
	}
	return nil
}

// SetAside keeps an unreadable save under CorruptKey and removes it from
// key, and says how it went, for the player. A removal that fails is
// reported through removed.
func SetAside(store Store, key, text string, removed func(error)) string {
	del := func() {
		if err := store.Delete(key); err != nil {
			removed(err)
		}
	}
	if len(text) > MaxSaveBytes {
		text = ShortenBytes(text, KeptAsideBytes) // only its start tells anything
	}
	if store.Save(CorruptKey, text) == nil {
		del()
		return "it was set aside"
	}
	del() // make room: browser storage is small
	if store.Save(CorruptKey, text) == nil {
		return "it was set aside"
	}
	cut := ShortenBytes(text, KeptAsideBytes)
	if err := store.Save(CorruptKey, cut); err != nil {
		return "it could not be set aside (" + err.Error() + ")"
	}
	return fmt.Sprintf("its first %d KB were set aside", len(cut)>>10)
}

// ShortenBytes cuts s to at most n bytes on a character boundary.
func ShortenBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Shorten cuts s to at most maxRunes characters, the last an ellipsis: a
// message quoting what a player's file holds stays one line.
func Shorten(s string, maxRunes int) string {
	if len(s) <= maxRunes || utf8.RuneCountInString(s) <= maxRunes {
		return s
	}
	if maxRunes < 1 {
		return ""
	}
	n := 0
	for i := range s {
		if n == maxRunes-1 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
