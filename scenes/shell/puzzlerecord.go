package shell

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/puzzle"
)

// The player's puzzles on this device are one JSON record in the store:
// their Glicko-2 puzzle rating, and per game the puzzles tried and solved
// and the puzzles' own ratings as this device's attempts moved them (as
// lichess rates its puzzles: each first attempt is a game between the
// player and the puzzle). An unreadable record is kept aside under
// puzzlesAsideKey and started again, and the player is told: never a
// crash, and never a record silently lost.
const (
	puzzlesKey      = "puzzles"
	puzzlesAsideKey = "puzzles.unreadable"
	// puzzleRecordVersion is the record's form; another is unreadable.
	puzzleRecordVersion = 1
)

// puzzleRecord is the player's puzzles.
type puzzleRecord struct {
	Version int                    `json:"version"`
	Player  puzzle.Rating          `json:"player"`
	Games   map[string]*puzzleGame `json:"games,omitempty"`
	// LastMixed is the game of the last puzzle of the mixed list: the
	// next one comes from another game when one is as near the rating.
	LastMixed string `json:"lastMixed,omitempty"`
}

// puzzleGame is one game's puzzles on this device.
type puzzleGame struct {
	// Tried are the puzzles attempted (the first attempt is the rated
	// one), Solved those solved at some attempt, both by id.
	Tried  []int `json:"tried,omitempty"`
	Solved []int `json:"solved,omitempty"`
	// Ratings are the puzzles' ratings after this device's attempts (a
	// puzzle not here has its shipped rating).
	Ratings map[int]puzzle.Rating `json:"ratings,omitempty"`
}

func newPuzzleRecord() puzzleRecord {
	return puzzleRecord{Version: puzzleRecordVersion, Player: puzzle.NewRating(), Games: map[string]*puzzleGame{}}
}

// decodePuzzleRecord reads the record and checks what it holds: a rating
// that is not a number a Glicko-2 rating can be, or an id that is no
// puzzle's, makes it unreadable.
func decodePuzzleRecord(text string) (puzzleRecord, error) {
	var r puzzleRecord
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return puzzleRecord{}, err
	}
	if r.Version != puzzleRecordVersion {
		return puzzleRecord{}, fmt.Errorf("version %d, not %d", r.Version, puzzleRecordVersion)
	}
	if err := checkRating(r.Player); err != nil {
		return puzzleRecord{}, fmt.Errorf("the player's rating: %w", err)
	}
	if r.Games == nil {
		r.Games = map[string]*puzzleGame{}
	}
	for game, g := range r.Games {
		if g == nil {
			return puzzleRecord{}, fmt.Errorf("%s: no record", play.Shorten(game, 24))
		}
		for _, ids := range [2][]int{g.Tried, g.Solved} {
			for _, id := range ids {
				if id < 1 || id > 1_000_000 {
					return puzzleRecord{}, fmt.Errorf("%s: puzzle %d", play.Shorten(game, 24), id)
				}
			}
		}
		for id, rt := range g.Ratings {
			if err := checkRating(rt); err != nil {
				return puzzleRecord{}, fmt.Errorf("%s puzzle %d: %w", play.Shorten(game, 24), id, err)
			}
		}
	}
	return r, nil
}

// checkRating refuses what no Glicko-2 rating can be.
func checkRating(r puzzle.Rating) error {
	for _, v := range [3]float64{r.Rating, r.RD, r.Volatility} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return errors.New("not a number")
		}
	}
	if r.Rating < 0 || r.Rating > 5000 || r.RD < puzzle.MinRD-1 || r.RD > puzzle.MaxRD+1 || r.Volatility <= 0 || r.Volatility > 1 {
		return fmt.Errorf("%.0f ± %.0f (volatility %.3f) is out of range", r.Rating, r.RD, r.Volatility)
	}
	return nil
}

// game is the record of one game's puzzles (made when missing).
func (r *puzzleRecord) game(id string) *puzzleGame {
	g := r.Games[id]
	if g == nil {
		g = &puzzleGame{}
		r.Games[id] = g
	}
	return g
}

// rating is a puzzle's rating on this device.
func (g *puzzleGame) rating(p puzzle.Puzzle) puzzle.Rating {
	if r, ok := g.Ratings[p.ID]; ok {
		return r
	}
	return p.Rating
}

// solved counts the puzzles solved (of those the game ships).
func (g *puzzleGame) solved() int { return len(g.Solved) }

// done are the puzzles Next passes over: those tried, while some are
// untried; then those solved, so the ones missed come round again.
func (g *puzzleGame) done(game string) map[int]bool {
	ids := g.Tried
	if len(g.Tried) >= puzzle.Count(game) {
		ids = g.Solved
	}
	out := make(map[int]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out
}

// attempt counts an attempt at puzzle p: the first is rated (the player's
// rating and the puzzle's move, Glicko-2), later ones only count as
// solved. It says what changed.
func (r *puzzleRecord) attempt(p puzzle.Puzzle, solved bool) string {
	g := r.game(p.Game)
	if solved && !slices.Contains(g.Solved, p.ID) {
		g.Solved = append(g.Solved, p.ID)
	}
	if slices.Contains(g.Tried, p.ID) {
		return "Tried before: not rated again."
	}
	g.Tried = append(g.Tried, p.ID)
	before := r.Player
	player, rated := puzzle.Attempt(r.Player, g.rating(p), solved)
	r.Player = player
	if g.Ratings == nil {
		g.Ratings = map[int]puzzle.Rating{}
	}
	g.Ratings[p.ID] = rated
	return fmt.Sprintf("Your puzzle rating: %d (%+d).", roundRating(player), roundRating(player)-roundRating(before))
}

func roundRating(r puzzle.Rating) int { return int(math.Round(r.Rating)) }

// readPuzzles loads the record. An unreadable one is kept aside, an empty
// one takes its place, and the player is told; a store that cannot be
// read gives an empty record (err says why), which is then not written.
func (a *App) readPuzzles() (puzzleRecord, error) {
	text, ok, err := a.store.Load(puzzlesKey)
	if err != nil {
		a.Toast.Show("Your puzzles could not be read: "+err.Error(), 0)
		return newPuzzleRecord(), err
	}
	if !ok {
		return newPuzzleRecord(), nil
	}
	r, err := decodePuzzleRecord(text)
	if err == nil {
		return r, nil
	}
	kept := "it was kept aside"
	if a.store.Save(puzzlesAsideKey, play.ShortenBytes(text, play.KeptAsideBytes)) != nil {
		kept = "it could not be kept aside"
	}
	r = newPuzzleRecord()
	a.writePuzzles(r)
	a.Toast.Show("Your puzzle record was unreadable ("+play.Shorten(err.Error(), 80)+"); "+kept+" and your puzzle rating starts again.", 600)
	return r, nil
}

// writePuzzles stores the record; a failure is shown, never fatal.
func (a *App) writePuzzles(r puzzleRecord) {
	b, err := json.Marshal(r)
	if err == nil {
		err = a.store.Save(puzzlesKey, string(b))
	}
	if err != nil {
		a.Toast.Show("Your puzzle result could not be saved: "+err.Error(), 240)
	}
}

// puzzleResult counts an attempt at a game's puzzle (scenes.Host).
func (a *App) puzzleResult(game string, id int, solved bool) string {
	p, ok := puzzle.Find(game, id)
	if !ok {
		return ""
	}
	r, err := a.readPuzzles()
	if err != nil {
		return ""
	}
	change := r.attempt(p, solved)
	a.writePuzzles(r)
	return change
}

// puzzleRatingLine is the player's puzzle rating as the Statistics page
// and the Puzzles screen say it ("" before any puzzle was tried).
func (a *App) puzzleRatingLine(r puzzleRecord) string {
	tried, solved := 0, 0
	for _, g := range r.Games {
		tried += len(g.Tried)
		solved += g.solved()
	}
	if tried == 0 {
		return ""
	}
	return fmt.Sprintf("Puzzle rating %d ± %d · %d %s solved", roundRating(r.Player), int(math.Round(r.Player.RD)),
		solved, plural(solved, "puzzle", "puzzles"))
}
