package play

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"net/url"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// A share code is a finished game anyone can open in the replay: its
// record (options, seed, moves) and its seats, as JSON compressed with
// DEFLATE, followed by the JSON's CRC-32 (4 bytes, big-endian: DEFLATE
// alone would read a changed letter as another game) and written in
// base64url (no padding), behind a prefix that
// names the format and its version: "20r1." then the data. The letters of
// base64url need no escaping in an address, so the link form is the
// page's address with ?replay=CODE.

// ShareVersion is the version of the codes written now.
const ShareVersion = 1

// sharePrefix starts every code; the version and a dot follow it.
const sharePrefix = "20r"

// ShareQuery is the address's parameter that carries a code.
const ShareQuery = "replay"

// MaxShareChars bounds a code: far above a real game's (a whole 20 Strong
// run of 600 moves is about 2 KB), so a pasted book is refused at once.
const MaxShareChars = 64 << 10

// Shared is a decoded share code: a game's record and who sat where.
type Shared struct {
	Record rules.Record
	Seats  []Seat
}

// shareData is what a code holds, with short names: every byte counts in
// a code a player copies.
type shareData struct {
	Game    string          `json:"g"`
	Options json.RawMessage `json:"o"`
	Seed    uint64          `json:"s"`
	Moves   []string        `json:"m"`
	Seats   []Seat          `json:"p"`
}

// EncodeShare writes the share code of a game.
func EncodeShare(rec rules.Record, seats []Seat) (string, error) {
	data, err := json.Marshal(shareData{Game: rec.Game, Options: rec.Options, Seed: rec.Seed, Moves: rec.Moves, Seats: seats})
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		return "", err
	}
	w.Write(data) // a bytes.Buffer does not fail
	if err := w.Close(); err != nil {
		return "", err
	}
	buf.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(data)))
	return sharePrefix + strconv.Itoa(ShareVersion) + "." + base64.RawURLEncoding.EncodeToString(buf.Bytes()), nil
}

// ShareLink is the address that opens a code in the replay: page is the
// game's address (its query, if any, is replaced).
func ShareLink(page, code string) string {
	if i := strings.IndexAny(page, "?#"); i >= 0 {
		page = page[:i]
	}
	return page + "?" + ShareQuery + "=" + code
}

// Errors of DecodeShare, for a player: each says what is wrong with the
// code, never what a program would call it.
var (
	ErrShareForeign = errors.New("this is not a game code of Twenty")
	ErrShareNewer   = errors.New("this code is from a newer version of the game: update it to open the code")
	ErrShareDamaged = errors.New("this code is damaged: part of it is missing or changed")
)

// DecodeShare reads a share code, or a link holding one, and checks it
// whole: a game the collection has, seats that fit it, and moves that
// replay from its deal. find looks a game up by id (the catalog's Find).
func DecodeShare(text string, find func(id string) (gamedef.Game, bool)) (Shared, error) {
	var sh Shared
	code := shareCodeOf(strings.TrimSpace(text))
	if len(code) > MaxShareChars {
		return sh, fmt.Errorf("this code is %d KB, longer than any game's", len(code)>>10)
	}
	version, data, ok := strings.Cut(strings.TrimPrefix(code, sharePrefix), ".")
	if !strings.HasPrefix(code, sharePrefix) || !ok {
		return sh, ErrShareForeign
	}
	switch v, err := strconv.Atoi(version); {
	case err != nil || v < 1:
		return sh, ErrShareForeign
	case v > ShareVersion:
		return sh, ErrShareNewer
	}
	raw, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil || len(raw) < 4 {
		return sh, ErrShareDamaged
	}
	sum := binary.BigEndian.Uint32(raw[len(raw)-4:])
	plain, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw[:len(raw)-4])), MaxSaveBytes+1))
	if err != nil || len(plain) > MaxSaveBytes || crc32.ChecksumIEEE(plain) != sum {
		return sh, ErrShareDamaged
	}
	var d shareData
	if err := json.Unmarshal(plain, &d); err != nil {
		return sh, ErrShareDamaged
	}
	sh = Shared{Record: rules.Record{Game: d.Game, Options: d.Options, Seed: d.Seed, Moves: d.Moves}, Seats: d.Seats}
	if sh.Record.Moves == nil {
		sh.Record.Moves = []string{}
	}
	game, ok := find(d.Game)
	if !ok {
		return sh, fmt.Errorf("this code is of a game this version does not have (%q)", Shorten(d.Game, 20))
	}
	if err := checkShared(game, sh); err != nil {
		return sh, err
	}
	return sh, nil
}

// shareCodeOf is the code in a link (its replay parameter), or text itself.
func shareCodeOf(text string) string {
	if !strings.Contains(text, ShareQuery+"=") {
		return text
	}
	query := text
	if i := strings.IndexByte(text, '?'); i >= 0 {
		query = text[i+1:]
	}
	if i := strings.IndexByte(query, '#'); i >= 0 {
		query = query[:i]
	}
	values, err := url.ParseQuery(query)
	if err != nil || values.Get(ShareQuery) == "" {
		return text
	}
	return values.Get(ShareQuery)
}

// checkShared checks a decoded code as a save is checked, then replays it.
func checkShared(game gamedef.Game, sh Shared) error {
	info := game.Info()
	if err := CheckSeats(info, sh.Seats); err != nil {
		return fmt.Errorf("this code's players do not fit %s: %w", info.Title, err)
	}
	if len(sh.Record.Moves) > MaxSavedMoves {
		return fmt.Errorf("this code has %d moves, more than any game has", len(sh.Record.Moves))
	}
	for i, m := range sh.Record.Moves {
		if len(m) > MaxSavedMoveBytes {
			return fmt.Errorf("move %d of this code is %d characters long", i+1, len(m))
		}
	}
	if _, err := game.Turns(sh.Record); err != nil {
		return fmt.Errorf("this code's game does not replay: %s", Shorten(err.Error(), 100))
	}
	return nil
}
