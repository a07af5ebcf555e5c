// Package puzzle holds the puzzles of every game of the collection:
// positions from games the computer played against itself where one move
// is clearly best, by a margin the game sets, checked over every deal the
// player to move cannot rule out (see judge.go). The sets ship as data
// (data/GAMEID.json, written by the miner, go run ./rules/puzzles); each
// puzzle is a record prefix that reaches its position (restore it with the
// game's gamedef.Def.Restore, or the catalog's descriptors), the seat to
// move there, and the answer as the game's move text.
//
// How a scene uses it:
//
//	n := puzzle.Count(game)              // the shipped puzzles of a game
//	p, ok := puzzle.Find(game, id)       // or puzzle.Set(game)[i], puzzle.Daily(game, date)
//	rec := p.Record()                    // restore the position from it
//	p.Player, p.Goal                     // who is to move, the line to show
//	p.IsAnswer(move.String())            // the move played is the answer
//	p.Explain()                          // afterwards: by how much it was best
//	player, rated := puzzle.Attempt(player, p.Rating, solved)
//
// Each game says how its puzzles are judged in its own descriptor
// (gamedef.Puzzles in its def.go: the unit, the margin, the deals, the
// goal line, an exact judge where it has one, the miner's self-play); this
// package judges every game of rules/catalog by those rules, through the
// game's positions (gamedef.Position), and names no game. It never
// imports Ebitengine.
package puzzle

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/twenty-games/twenty/rules"
)

// Grades of a puzzle, by how many moves a player might well choose and how
// near the best other move comes to the answer.
const (
	Easy   = "easy"
	Medium = "medium"
	Hard   = "hard"
)

// Puzzle is one position and its answer.
type Puzzle struct {
	Game string
	ID   int // 1, 2, ... within the game's set
	// rec reaches the position: the game's options, seed and moves.
	rec rules.Record
	// Player is the seat to move: the puzzle is seen through their eyes.
	Player int
	// Answer is the answer's moves in order, as the game's move text (one
	// move: every shipped puzzle is one decision); Also are moves that do
	// exactly what the answer's first move does (the other of two equal
	// cards) and count as it.
	Answer []string
	Also   []string
	// Goal is the line to show with the position.
	Goal string
	// Unit is the unit of Margin: Tiles, Points or WinChance. Margin is
	// the answer's least lead over every other move when mined.
	Unit   string
	Margin float64
	// Legal counts the moves to choose from, Plausible those within
	// PlausibleMargins margins of the answer.
	Legal, Plausible int
	Grade            string
	// Rating is the puzzle's shipped Glicko-2 rating (the scenes keep the
	// ratings the device's attempts give it).
	Rating Rating
	// Deals and JudgeSeed are the judge's deals when mined (0 deals: exact).
	Deals     int
	JudgeSeed uint64
}

// Record is the record that reaches the position: restore it and the
// player to move is Player.
func (p *Puzzle) Record() rules.Record {
	rec := p.rec
	rec.Moves = slices.Clone(p.rec.Moves)
	return rec
}

// Ply is the number of moves played before the position.
func (p *Puzzle) Ply() int { return len(p.rec.Moves) }

// IsAnswer reports whether move, in the game's text, is the answer's first
// move (or one of its equals). The text is compared as the game reads it,
// so "place 5 at C3" is "place 5 at c3".
func (p *Puzzle) IsAnswer(move string) bool {
	return p.IsAnswerAt(0, move)
}

// IsAnswerAt reports whether move is the answer's move at step (0 the
// first), for an answer of several moves played in order.
func (p *Puzzle) IsAnswerAt(step int, move string) bool {
	if step < 0 || step >= len(p.Answer) {
		return false
	}
	accepted := []string{p.Answer[step]}
	if step == 0 {
		accepted = append(accepted, p.Also...)
	}
	if slices.Contains(accepted, move) {
		return true
	}
	// Another spelling of a move: compare the game's own text of it. Only
	// the first step's position is at hand (later steps follow the answer).
	j, ok := JudgeOf(p.Game)
	if !ok {
		return false
	}
	rec := p.Record()
	rec.Moves = append(rec.Moves, p.Answer[:step]...)
	canonical, err := j.Legal(rec, move)
	return err == nil && slices.Contains(accepted, canonical)
}

// Explain is a line to show once the puzzle is over: how far the answer
// leads the next best move, as the judge found it.
func (p *Puzzle) Explain() string {
	lead := int(p.Margin + 0.5)
	switch p.Unit {
	case Tiles:
		// The goal of an answer that alone keeps the win (or the draw).
		if j, ok := JudgeOf(p.Game); ok && (p.Goal == j.Goal(1, 0) || p.Goal == j.Goal(0, -1)) {
			return fmt.Sprintf("Every other move does worse, by %s at least", plural(lead, "tile"))
		}
		return fmt.Sprintf("The best by %s over the next best move, with best play after it", plural(lead, "tile"))
	case WinChance:
		return fmt.Sprintf("About %d%% more chance to win than the next best move", lead)
	}
	return fmt.Sprintf("About %s better than the next best move", plural(lead, "point"))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Set is a game's shipped puzzles, by id (nil for a game with none). The
// slice is the caller's.
func Set(game string) []Puzzle {
	return slices.Clone(loaded(game))
}

// Count is the number of a game's shipped puzzles.
func Count(game string) int { return len(loaded(game)) }

// Find is a game's puzzle by id.
func Find(game string, id int) (Puzzle, bool) {
	for _, p := range loaded(game) {
		if p.ID == id {
			return p, true
		}
	}
	return Puzzle{}, false
}

// Daily is a game's puzzle of the day: the same for everyone on a date
// (its year, month and day, wherever they are), a different one each day.
func Daily(game string, date time.Time) (Puzzle, bool) {
	set := loaded(game)
	if len(set) == 0 {
		return Puzzle{}, false
	}
	day := uint64(date.Year())*10000 + uint64(date.Month())*100 + uint64(date.Day())
	var h uint64
	for _, c := range []byte(game) {
		h = h*31 + uint64(c)
	}
	return set[rules.MixSeeds(day, h)%uint64(len(set))], true
}

// Next is the puzzle of a game to offer a player of rating r after those
// in done: the unsolved puzzle whose rating is nearest to r (ties to the
// lower id), or false when every puzzle is done. ratings, when not nil,
// are the device's own ratings of the puzzles by id.
func Next(game string, r Rating, done map[int]bool, ratings map[int]Rating) (Puzzle, bool) {
	var best Puzzle
	found := false
	bestDist := 0.0
	for _, p := range loaded(game) {
		if done[p.ID] {
			continue
		}
		pr := p.Rating
		if own, ok := ratings[p.ID]; ok {
			pr = own
		}
		d := pr.Rating - r.Rating
		if d < 0 {
			d = -d
		}
		if !found || d < bestDist {
			best, bestDist, found = p, d, true
		}
	}
	return best, found
}

// setFile is the form of data/GAMEID.json: the self-played games once,
// then the puzzles as positions in them (a puzzle's moves are a prefix of
// its game's).
type setFile struct {
	Game    string      `json:"game"`
	Unit    string      `json:"unit"`
	Deals   int         `json:"deals"`
	Games   []setGame   `json:"games"`
	Puzzles []setPuzzle `json:"puzzles"`
}

type setGame struct {
	Options json.RawMessage `json:"options"`
	Seed    uint64          `json:"seed"`
	// Moves are joined by "," (no move text has one) to keep the file small.
	Moves string `json:"moves"`
}

type setPuzzle struct {
	ID        int      `json:"id"`
	GameIndex int      `json:"g"`
	Ply       int      `json:"ply"`
	Player    int      `json:"player"`
	Answer    []string `json:"answer"`
	Also      []string `json:"also,omitempty"`
	Goal      string   `json:"goal"`
	Margin    float64  `json:"margin"`
	Legal     int      `json:"legal"`
	Plausible int      `json:"plausible"`
	Grade     string   `json:"grade"`
	Rating    float64  `json:"rating"`
	RD        float64  `json:"rd"`
	JudgeSeed uint64   `json:"seed,omitempty"`
}

// splitMoves reads a game's joined moves.
func splitMoves(joined string) []string {
	if joined == "" {
		return []string{}
	}
	return strings.Split(joined, ",")
}
