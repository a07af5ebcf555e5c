package play_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// dealOf is what a start of the day's deal puts on the table: its record
// and every seat's view, then again after the first moves (the first legal
// move each time), so cards drawn later are compared too.
func dealOf[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O], seed uint64) string {
	table, ok := play.DailyTableOf(def.ID)
	if !ok {
		t.Fatalf("%s has no deal of the day", def.ID)
	}
	s, rec, err := def.Start(table.Players, def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s %d\n", rec.Game, rec.Options, rec.Seed)
	var legal []M
	for range 12 {
		for p := range s.NumPlayers() {
			v, _ := json.Marshal(s.View(p))
			b.Write(v)
		}
		if s.Over() {
			break
		}
		legal = s.AppendLegal(legal[:0])
		if err := s.Apply(legal[0]); err != nil {
			t.Fatal(err)
		}
	}
	return b.String()
}

// sameDeal: two starts on one UTC date (morning, evening, and evening in
// another time zone) deal the same; the next date deals another.
func sameDeal[S rules.State[S, M], M rules.Move, O comparable](t *testing.T, def *gamedef.Def[S, M, O]) {
	morning := time.Date(2026, 11, 27, 0, 0, 0, 0, time.UTC)
	evening := time.Date(2026, 11, 27, 23, 59, 59, 0, time.UTC)
	sydney := time.Date(2026, 11, 28, 9, 0, 0, 0, time.FixedZone("AEDT", 11*3600)) // 22:00 UTC on the 27th
	first := dealOf(t, def, play.DailySeed(morning))
	if dealOf(t, def, play.DailySeed(evening)) != first || dealOf(t, def, play.DailySeed(sydney)) != first {
		t.Errorf("%s: two starts on 2026-11-27 dealt differently", def.ID)
	}
	if dealOf(t, def, play.DailySeed(evening.Add(time.Second))) == first {
		t.Errorf("%s: 2026-11-28 dealt as 2026-11-27", def.ID)
	}
}

func TestDailySameDealEveryGame(t *testing.T) {
	sameDeal(t, twenty.Def)
	sameDeal(t, minustwenty.Def)
	sameDeal(t, gameof20.Def)
	sameDeal(t, twentystrong.Def)
	sameDeal(t, for20.Def)
}

// Every game of the collection has a deal of the day for a player count
// it takes, the person in the first seat and only computers besides.
func TestDailyTableEveryGame(t *testing.T) {
	for _, g := range catalog.Games {
		info := g.Info()
		table, ok := play.DailyTableOf(info.ID)
		if !ok {
			t.Errorf("%s has no deal of the day", info.ID)
			continue
		}
		if table.Players < info.MinPlayers || table.Players > info.MaxPlayers {
			t.Errorf("%s: %d players at its daily", info.ID, table.Players)
		}
		if seats := table.Seats(); !seats[0].Human || play.HumanSeats(seats) != 1 {
			t.Errorf("%s: daily seats %v", info.ID, seats)
		}
	}
}

// spoilers are every name a result line must not hold: cards, tiles,
// heroes and bosses, cells.
func spoilers() []string {
	var names []string
	for c := range cards.Card(52) {
		names = append(names, c.Rank().Name()+" of "+c.Suit().Name(), c.Pretty(), c.String())
	}
	for _, s := range []cards.Suit{cards.Spades, cards.Hearts, cards.Diamonds, cards.Clubs} {
		names = append(names, s.Name(), s.Symbol())
	}
	for c := range for20.Cards {
		names = append(names, for20.Cards[c].Name)
	}
	for c := range twentystrong.Cards {
		names = append(names, twentystrong.Cards[c].Name, twentystrong.Cards[c].Code)
	}
	for h := range twentystrong.Heroes {
		names = append(names, twentystrong.Heroes[h].Name, twentystrong.Heroes[h].Code)
	}
	for cell := range 25 {
		names = append(names, gameof20.CellName(cell, 5))
	}
	for v := 1; v <= 20; v++ {
		names = append(names, fmt.Sprintf("take %d", v), fmt.Sprintf("tile %d", v))
	}
	return names
}

// lineShape is all a result line may say.
var lineShape = regexp.MustCompile(`^[A-Za-z0-9 ]+ · deal of \d{4}-\d{2}-\d{2} · (won|lost|shared the win)(, [1-5](st|nd|rd|th) of [3-5])?( · -?\d+ [A-Za-z ]+)? · (streak \d+|practice)$`)

// The result line of every game's daily, won and lost, counted and
// practice, says only the game, the date, the verdict, the score and the
// streak: no card, tile or hero.
func TestDailyResultLineHasNoSpoilers(t *testing.T) {
	names := spoilers()
	seed := play.DailySeed(time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC))
	for _, g := range catalog.Games {
		info := g.Info()
		table, _ := play.DailyTableOf(info.ID)
		seats := table.Seats()
		scores := make([]int, len(seats))
		for p := range scores {
			scores[p] = 10 + 3*p
		}
		for _, winner := range []int{0, len(seats) - 1} {
			o := play.Outcome{Game: info.ID, Seed: seed, Moves: 40, Seats: seats, Winners: []int{winner}, Scores: scores}
			for _, practice := range []bool{false, true} {
				line := table.ResultLine(info.Title, o, play.BestScore{LowerIsBetter: info.ID == "twenty"}, 4, practice)
				if !lineShape.MatchString(line) {
					t.Errorf("%s: result line %q", info.ID, line)
				}
				rest := strings.TrimPrefix(line, info.Title)
				for _, n := range names {
					if n != "" && strings.Contains(rest, n) {
						t.Errorf("%s: result line %q holds %q", info.ID, line, n)
					}
				}
			}
		}
	}
	table, _ := play.DailyTableOf("twenty")
	o := play.Outcome{Game: "twenty", Seed: seed, Seats: table.Seats(), Winners: []int{1}, Scores: []int{14, 9, 30}}
	if got, want := table.ResultLine("Twenty", o, play.BestScore{LowerIsBetter: true}, 4, false),
		"Twenty · deal of 2026-11-27 · lost, 2nd of 3 · 14 points · streak 4"; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
}
