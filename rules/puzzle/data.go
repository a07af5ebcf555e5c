package puzzle

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/twenty-games/twenty/rules"
)

// shipped holds the sets, data/GAMEID.json.
//
//go:embed data
var shipped embed.FS

var (
	loadOnce sync.Once
	sets     map[string][]Puzzle
	loadErr  error
)

// loaded is a game's shipped set, read once. A set that does not read is a
// build's bug, which the tests catch: the game then has no puzzles.
func loaded(game string) []Puzzle {
	loadOnce.Do(func() {
		sets = map[string][]Puzzle{}
		entries, err := fs.ReadDir(shipped, "data")
		if err != nil {
			loadErr = err
			return
		}
		for _, e := range entries {
			name, ok := strings.CutSuffix(e.Name(), ".json")
			if !ok {
				continue
			}
			raw, err := shipped.ReadFile("data/" + e.Name())
			if err != nil {
				loadErr = errors.Join(loadErr, err)
				continue
			}
			set, err := Decode(raw)
			if err == nil && len(set) > 0 && set[0].Game != name {
				err = fmt.Errorf("the set of %q is in %s", set[0].Game, e.Name())
			}
			if err != nil {
				loadErr = errors.Join(loadErr, fmt.Errorf("%s: %w", e.Name(), err))
				continue
			}
			sets[name] = set
		}
	})
	return sets[game]
}

// LoadError is why a shipped set did not read (nil when all did).
func LoadError() error {
	loaded("")
	return loadErr
}

// Decode reads a set in the shipped form.
func Decode(raw []byte) ([]Puzzle, error) {
	var f setFile
	if err := json.Unmarshal(raw, &f); err != nil {
		return nil, err
	}
	games := make([][]string, len(f.Games))
	for i, g := range f.Games {
		games[i] = splitMoves(g.Moves)
	}
	var set []Puzzle
	for _, e := range f.Puzzles {
		if e.GameIndex < 0 || e.GameIndex >= len(f.Games) || e.Ply < 0 || e.Ply > len(games[e.GameIndex]) {
			return nil, fmt.Errorf("puzzle %d: no position %d of game %d", e.ID, e.Ply, e.GameIndex)
		}
		g := f.Games[e.GameIndex]
		set = append(set, Puzzle{
			Game: f.Game, ID: e.ID,
			rec: rules.Record{Game: f.Game, Options: g.Options, Seed: g.Seed,
				Moves: games[e.GameIndex][:e.Ply:e.Ply]},
			Player: e.Player, Answer: e.Answer, Also: e.Also, Goal: e.Goal,
			Unit: f.Unit, Margin: e.Margin, Legal: e.Legal, Plausible: e.Plausible, Grade: e.Grade,
			Rating: Rating{Rating: e.Rating, RD: e.RD, Volatility: DefaultVolatility},
			Deals:  f.Deals, JudgeSeed: e.JudgeSeed,
		})
	}
	return set, nil
}

// Encode writes a game's set in the shipped form: each game's record once,
// cut after its last puzzle's position, one game or puzzle a line.
func Encode(game string, set []Puzzle) ([]byte, error) {
	f := setFile{Game: game}
	index := map[string]int{} // a game's key: its options and seed
	var full [][]string       // each game's longest prefix
	for _, p := range set {
		if p.Game != game {
			return nil, fmt.Errorf("puzzle %d is of %q, not %s", p.ID, p.Game, game)
		}
		f.Unit, f.Deals = p.Unit, p.Deals
		for _, m := range p.rec.Moves {
			if strings.Contains(m, ",") {
				return nil, fmt.Errorf("puzzle %d: the move %q has a comma", p.ID, m)
			}
		}
		key := fmt.Sprintf("%s/%d", p.rec.Options, p.rec.Seed)
		i, ok := index[key]
		if !ok {
			i = len(f.Games)
			index[key] = i
			f.Games = append(f.Games, setGame{Options: p.rec.Options, Seed: p.rec.Seed})
			full = append(full, nil)
		}
		if len(p.rec.Moves) > len(full[i]) {
			full[i] = p.rec.Moves
		}
		f.Puzzles = append(f.Puzzles, setPuzzle{ID: p.ID, GameIndex: i, Ply: len(p.rec.Moves), Player: p.Player,
			Answer: p.Answer, Also: p.Also, Goal: p.Goal, Margin: round1(p.Margin), Legal: p.Legal,
			Plausible: p.Plausible, Grade: p.Grade, Rating: round1(p.Rating.Rating), RD: round1(p.Rating.RD),
			JudgeSeed: p.JudgeSeed})
	}
	for k, p := range set {
		if !prefix(p.rec.Moves, full[f.Puzzles[k].GameIndex]) {
			return nil, fmt.Errorf("puzzle %d is not in the game of its options and seed", p.ID)
		}
	}
	for i := range f.Games {
		f.Games[i].Moves = strings.Join(full[i], ",")
	}
	var b strings.Builder
	head, err := json.Marshal(struct {
		Game  string `json:"game"`
		Unit  string `json:"unit"`
		Deals int    `json:"deals"`
	}{f.Game, f.Unit, f.Deals})
	if err != nil {
		return nil, err
	}
	b.Write(head[:len(head)-1])
	for part, rows := range [2][]any{anySlice(f.Games), anySlice(f.Puzzles)} {
		b.WriteString([]string{",\n\"games\": [", "],\n\"puzzles\": ["}[part])
		for i, row := range rows {
			line, err := json.Marshal(row)
			if err != nil {
				return nil, err
			}
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString("\n")
			b.Write(line)
		}
	}
	b.WriteString("]}\n")
	return []byte(b.String()), nil
}

func anySlice[T any](rows []T) []any {
	out := make([]any, len(rows))
	for i := range rows {
		out[i] = rows[i]
	}
	return out
}

// prefix reports whether short is a prefix of long.
func prefix(short, long []string) bool {
	if len(short) > len(long) {
		return false
	}
	for i := range short {
		if short[i] != long[i] {
			return false
		}
	}
	return true
}

func round1(x float64) float64 {
	if x < 0 {
		return -round1(-x)
	}
	return float64(int64(x*10+0.5)) / 10
}

// New makes a puzzle of a position (the miner's): rec reaches it, a is its
// assessment by game's judge, with the judge's seed.
func New(j *Judge, id int, rec rules.Record, player int, a Assessment, seed uint64) Puzzle {
	return Puzzle{Game: j.Game, ID: id, rec: rec, Player: player, Answer: []string{a.Answer}, Also: a.Also,
		Unit: j.Unit, Margin: a.Margin, Legal: a.Legal, Plausible: a.Plausible,
		Goal: j.Goal(a.Best, a.Second), Deals: j.Deals, JudgeSeed: seed}
}
