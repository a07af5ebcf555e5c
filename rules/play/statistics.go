package play

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/twenty-games/twenty/rules"
)

// The statistics are one small versioned JSON record in the store, beside
// the saves. An unreadable record is reported once, kept aside under
// StatisticsAsideKey, and replaced by an empty one: statistics are never
// worth a crash or an error screen.
const (
	StatisticsKey      = "statistics"
	StatisticsAsideKey = "statistics.unreadable"
	StatisticsVersion  = 1
	// MaxStatisticsBytes refuses a record far larger than any real one
	// before it is decoded.
	MaxStatisticsBytes = 64 << 10
	// countedKept is how many finished games the record remembers, so that
	// one shown or resumed again is not counted twice.
	countedKept = 64
)

// Opponents are the lines of each game's statistics, in the page's order:
// the computer's level (the strongest at the table when levels differ;
// the first three are indexed by ai.Level), or several people at one
// device.
var (
	OpponentKeys   = [...]string{"easy", "normal", "hard", HotSeatLine}
	OpponentLabels = [...]string{"vs Easy", "vs Normal", "vs Hard", "Hot-seat"}
)

// HotSeatLine is the line of games several people played at one device.
const HotSeatLine = "hotseat"

// BestScore says how a game's best score reads: the statistics keep each
// line's best of the human seats' final scores.
type BestScore struct {
	Label         string // what is best, for the page: "fewest points"
	LowerIsBetter bool
}

// Outcome is a finished game as the statistics count it.
type Outcome struct {
	Game  string
	Seed  uint64
	Moves int // moves in the record: with the game and the seed, names the game
	Seats []Seat
	// Winners are the seats sharing the win; Scores each seat's final
	// score, compared as the game's BestScore says.
	Winners []int
	Scores  []int
	// Assisted: a move was taken back (the record counts them).
	Assisted bool
	// Lesson: a "Learn to play" lesson, counted nowhere.
	Lesson bool
	// Lines are more lines the game is counted on, beside its opponent's:
	// a game played alone names its hero and boss ("hero:Vex"), so the
	// statistics can show win rates by each (the game's StatRows in the shell).
	Lines []string
}

// OutcomeOf is the outcome of a finished match.
func OutcomeOf[S rules.State[S, M], M rules.Move](m *Match[S, M], winners, scores []int) Outcome {
	return Outcome{Game: m.Game, Seed: m.Record.Seed, Moves: len(m.Record.Moves), Seats: m.Seats, Winners: winners, Scores: scores,
		Assisted: m.Record.TakeBacks > 0, Lesson: m.Lesson}
}

// key names the game among those counted. A deal of the day's names its
// scores too: a game of a fixed number of moves (Game of 20) played again
// on the same deal is another game, practice, not the counted one shown
// again.
func (o Outcome) key() string {
	k := fmt.Sprintf("%s/%d/%d", o.Game, o.Seed, o.Moves)
	if _, daily := o.isDaily(); daily {
		k += fmt.Sprint("/", o.Scores)
	}
	return k
}

// opponent is the line the game counts on; ok is false when no person
// played (the computer against itself counts nowhere).
func (o Outcome) opponent() (key string, ok bool) {
	if o.Lesson {
		return "", false // a lesson teaches; it is not a game won or lost
	}
	humans, level := 0, -1
	for _, s := range o.Seats {
		if s.Human {
			humans++
		} else {
			level = max(level, int(s.Level))
		}
	}
	switch {
	case humans == 0:
		return "", false
	case len(o.Seats) == 1:
		return SoloLine, true
	case humans > 1 || level < 0:
		return HotSeatLine, true
	case level >= len(OpponentKeys)-1:
		return "", false // not a level: the save's seats were checked, so never
	}
	return OpponentKeys[level], true
}

// Line is the line of the statistics the game counts on first: its
// opponent's, or "solo"; ok is false when it counts nowhere.
func (o Outcome) Line() (key string, ok bool) { return o.opponent() }

// humanWon tells whether a person's seat is among the winners.
func (o Outcome) humanWon() bool {
	for _, w := range o.Winners {
		if w >= 0 && w < len(o.Seats) && o.Seats[w].Human {
			return true
		}
	}
	return false
}

// humanBest is the best score of the human seats.
func (o Outcome) humanBest(b BestScore) (best int, ok bool) {
	for p, s := range o.Seats {
		if !s.Human || p >= len(o.Scores) {
			continue
		}
		if v := o.Scores[p]; !ok || better(b, v, best) {
			best, ok = v, true
		}
	}
	return best, ok
}

func better(b BestScore, v, than int) bool {
	if b.LowerIsBetter {
		return v < than
	}
	return v > than
}

// StatLine is one game against one kind of opponent.
type StatLine struct {
	Played int  `json:"played"`
	Wins   int  `json:"wins"`
	Losses int  `json:"losses"`
	Best   *int `json:"best,omitempty"` // nil until a game has a score
	// Assisted are the games played among which a move was taken back.
	Assisted int `json:"assisted,omitempty"`
}

// Statistics is the stored record.
type Statistics struct {
	Version int `json:"version"`
	// Games holds the lines by game id, then opponent key.
	Games map[string]map[string]StatLine `json:"games"`
	// Counted names the last games counted (Outcome.key), oldest first.
	Counted []string `json:"counted"`
	// Daily holds each game's deals of the day (statistics_daily.go);
	// records from before it have none.
	Daily map[string]DailyRecord `json:"daily,omitempty"`
}

func NewStatistics() Statistics {
	return Statistics{Version: StatisticsVersion, Games: map[string]map[string]StatLine{}, Counted: []string{}}
}

func (st Statistics) Line(game, opponent string) StatLine { return st.Games[game][opponent] }

// DecodeStatistics reads a stored record and checks it holds sense.
func DecodeStatistics(text string) (Statistics, error) {
	if len(text) > MaxStatisticsBytes {
		return Statistics{}, fmt.Errorf("%d KB, more than statistics take", len(text)>>10)
	}
	var st Statistics
	if err := json.Unmarshal([]byte(text), &st); err != nil {
		return Statistics{}, fmt.Errorf("not a statistics record: %s", Shorten(err.Error(), 80))
	}
	if st.Version != StatisticsVersion {
		return Statistics{}, fmt.Errorf("statistics version %d is not supported", st.Version)
	}
	for game, lines := range st.Games {
		for opp, l := range lines {
			if l.Played < 0 || l.Wins < 0 || l.Losses < 0 || l.Wins+l.Losses != l.Played || l.Assisted < 0 || l.Assisted > l.Played {
				return Statistics{}, fmt.Errorf("%s %s: %d played, %d won, %d lost",
					Shorten(game, 20), Shorten(opp, 20), l.Played, l.Wins, l.Losses)
			}
		}
	}
	for game, d := range st.Daily {
		if err := d.check(); err != nil {
			return Statistics{}, fmt.Errorf("%s's deals of the day: %w", Shorten(game, 20), err)
		}
	}
	if st.Games == nil {
		st.Games = map[string]map[string]StatLine{}
	}
	return st, nil
}

// count adds the game to one line.
func (o Outcome) count(l StatLine, b BestScore) StatLine {
	l.Played++
	if o.Assisted {
		l.Assisted++
	}
	if o.humanWon() {
		l.Wins++
	} else {
		l.Losses++
	}
	if v, ok := o.humanBest(b); ok && (l.Best == nil || better(b, v, *l.Best)) {
		l.Best = &v
	}
	return l
}

// Count adds a finished game to the record once, on every line it counts
// on (its opponent's, "daily" for a deal of the day, the game's own
// Lines), with best reading its scores. A game already counted (the same
// game, seed and number of moves) is not counted again, whether its
// results are shown again or its save comes back; nor is one no person
// played, nor a deal of the day after its date was counted (practice).
// It tells whether the record changed.
func (st *Statistics) Count(o Outcome, best BestScore) bool {
	opp, ok := o.opponent()
	if !ok {
		return false
	}
	key := o.key()
	if slices.Contains(st.Counted, key) {
		return false
	}
	date, daily := o.isDaily()
	if daily && st.DailyOf(o.Game).Counted(date) {
		return false
	}
	lines := st.lines(o.Game)
	for _, k := range o.linesCounted(opp, daily) {
		lines[k] = o.count(lines[k], best)
	}
	if daily {
		st.countDay(o.Game, date, o.humanWon())
	}
	st.Counted = append(st.Counted, key)
	if n := len(st.Counted); n > countedKept {
		st.Counted = st.Counted[n-countedKept:]
	}
	return true
}

// linesCounted are the lines a finished game adds to: its opponent's (or
// "solo"), "daily" for a deal of the day, and the game's own Lines.
func (o Outcome) linesCounted(opp string, daily bool) []string {
	lines := []string{opp}
	if daily {
		lines = append(lines, DailyLine)
	}
	for _, l := range o.Lines {
		if l != "" && !strings.EqualFold(l, opp) && l != DailyLine {
			lines = append(lines, l)
		}
	}
	return lines
}

// SoloLine is the line every game played alone by a person counts on;
// DailyLine the one a deal of the day counts on as well.
const (
	SoloLine  = "solo"
	DailyLine = "daily"
)
