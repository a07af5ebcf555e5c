package play_test

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/catalog"
	"github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/rules/twentystrong"
)

// heuristicRecord plays a seeded game with the game's heuristic on every
// seat, for at most moves moves (-1: to its end).
func heuristicRecord[S rules.State[S, M], M rules.Move, O comparable](t testing.TB, def *gamedef.Def[S, M, O], players int, seed uint64, moves int) rules.Record {
	t.Helper()
	s, rec, err := def.Start(players, def.DefaultChoices(), seed)
	if err != nil {
		t.Fatal(err)
	}
	s.SetEvents(false)
	rng := rules.NewRNG(seed ^ 0x5eed)
	policy := def.Policy()
	buf := make([]M, 0, 256)
	for !s.Over() && (moves < 0 || len(rec.Moves) < moves) {
		m := policy(s, &rng, buf[:0])
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// A short Game of 20 (4 x 4) analysed twice at Easy (cheap, and seeded as
// Hard is) gives the same analysis, and it survives a JSON round trip.
func TestAnalyseIsDeterministic(t *testing.T) {
	def := gameof20.Def
	_, rec, err := def.Start(2, []int{1}, 11)
	if err != nil {
		t.Fatal(err)
	}
	rec = heuristicOn(t, def, rec, 12)
	first, err := play.Analyse(def, rec, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	second, err := play.Analyse(def, rec, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(first, second) {
		t.Fatalf("two analyses of one record differ:\n%+v\n%+v", first, second)
	}
	text, _ := json.Marshal(first)
	back, err := play.DecodeAnalysis(string(text))
	if err != nil || !reflect.DeepEqual(first, back) {
		t.Fatalf("round trip: %v\n%+v\n%+v", err, first, back)
	}
	judged := 0
	for i := range first.Judged {
		if first.Judged[i].Judged() {
			judged++
		}
	}
	if !first.Complete() || first.Analysed() != len(rec.Moves) || judged < len(rec.Moves)/2 {
		t.Fatalf("analysed %d of %d, %d judged", first.Analysed(), len(rec.Moves), judged)
	}
	if os.Getenv("VERBOSE") != "" {
		t.Logf("%s", text)
	}
}

// heuristicOn plays n more moves of rec with the heuristic.
func heuristicOn[S rules.State[S, M], M rules.Move, O comparable](t testing.TB, def *gamedef.Def[S, M, O], rec rules.Record, n int) rules.Record {
	t.Helper()
	s, _, err := def.Restore(rec)
	if err != nil {
		t.Fatal(err)
	}
	s.SetEvents(false)
	rng := rules.NewRNG(rec.Seed ^ 0x5eed)
	buf := make([]M, 0, 256)
	for ; n > 0 && !s.Over(); n-- {
		m := def.Policy()(s, &rng, buf[:0])
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	return rec
}

// The driver beside the loop (its own goroutine here) gives what Analyse
// gives, the human's moves first, and resumes from a partial analysis.
func TestReviewDriverMatchesAnalyse(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("a browser reviews in its workers")
	}
	def := gameof20.Def
	_, rec, err := def.Start(2, []int{1}, 12)
	if err != nil {
		t.Fatal(err)
	}
	rec = heuristicOn(t, def, rec, 10)
	want, err := play.Analyse(def, rec, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	seats := []play.Seat{{Level: ai.Hard}, {Human: true}}
	rv, err := play.NewReviewAt(def, rec, seats, nil, nil, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	humansFirst := true
	var partial []byte
	for deadline := time.Now().Add(time.Minute); !rv.Done(); time.Sleep(time.Millisecond) {
		rv.Update()
		if rv.Err() != nil || time.Now().After(deadline) {
			t.Fatalf("review stopped: %v", rv.Err())
		}
		a := rv.Analysis()
		if done, _ := rv.Progress(); done != a.Analysed() {
			t.Fatalf("progress %d, analysed %d", done, a.Analysed())
		}
		for i, j := range a.Judged {
			if j.Done && j.Seat == 0 && humansFirst {
				for k, h := range a.Judged {
					if h.Seat == 1 && !h.Done {
						t.Fatalf("move %d of the computer analysed before move %d of the human", i, k)
					}
				}
				humansFirst = false
			}
		}
		if done, _ := rv.Progress(); done == 3 && partial == nil {
			partial, _ = json.Marshal(a)
		}
	}
	if !reflect.DeepEqual(rv.Analysis(), want) {
		t.Fatalf("the driver and Analyse differ:\n%+v\n%+v", rv.Analysis(), want)
	}
	prior, err := play.DecodeAnalysis(string(partial))
	if err != nil {
		t.Fatal(err)
	}
	again, err := play.NewReviewAt(def, rec, seats, prior, nil, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	if done, total := again.Progress(); done < 3 || total != len(rec.Moves) {
		t.Fatalf("resumed at %d of %d, want at least 3", done, total)
	}
	for deadline := time.Now().Add(time.Minute); !again.Done() && time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		again.Update()
	}
	if !reflect.DeepEqual(again.Analysis(), want) {
		t.Fatalf("the resumed review differs")
	}
}

// A planted blunder in each game: a seeded heuristic game to near its end,
// then a move that throws away a sure win or many points (found by
// TestFindBlunders). The review at Hard marks it "blunder"; the search's
// own move in its place is not marked.
func TestPlantedBlunder(t *testing.T) {
	if runtime.GOOS == "js" && testing.Short() {
		t.Skip("3 s under Node; the native run judges the same searches")
	}
	for _, c := range []struct {
		rec     rules.Record // the game up to the blunder
		planted string
	}{
		{heuristicRecord(t, twenty.Def, 2, 3, 213), "play KS"},
		{heuristicRecord(t, minustwenty.Def, 2, 4, 226), "meld 6D"},
		{heuristicRecord(t, gameof20.Def, 2, 3, 32), "place 11 at a1"},
		{heuristicRecord(t, twentystrong.Def, 1, 8, 275), "resolve"},
		{heuristicRecord(t, for20.Def, 2, 8, 95), "smoke T03 M11"},
	} {
		t.Run(c.rec.Game, func(t *testing.T) {
			g, _ := catalog.Find(c.rec.Game)
			at := len(c.rec.Moves)
			rec := c.rec
			rec.Moves = append(rec.Moves[:at:at], c.planted)
			a, err := play.AnalyseFrom(g, rec, play.ReviewLevel, at)
			if err != nil {
				t.Fatal(err)
			}
			j := a.Judged[at]
			if j.Kind != gamedef.Blunder || j.Best == c.planted {
				t.Fatalf("planted %q: %+v, want a blunder", c.planted, j)
			}
			marks := a.Marks()
			if len(marks) != 1 || marks[0] != (play.Mark{Move: at, Seat: j.Seat, Kind: gamedef.Blunder, Loss: j.Loss}) {
				t.Fatalf("marks %+v", marks)
			}
			rec.Moves[at] = j.Best
			a, err = play.AnalyseFrom(g, rec, play.ReviewLevel, at)
			if err != nil {
				t.Fatal(err)
			}
			best := a.Judged[at]
			if best.Kind != "" || best.Loss != 0 || len(a.Marks()) != 0 {
				t.Fatalf("the best move %q is marked: %+v", j.Best, best)
			}
			// The same position and seed: the same search at Hard.
			if best.Best != j.Best || best.BestValue != j.BestValue {
				t.Fatalf("two searches of one position differ: %+v, %+v", j, best)
			}
			t.Logf("%q loses %.1f %s (%.3f against %.3f for %q)", c.planted, j.Loss, a.Scale.Unit, j.PlayedValue, j.BestValue, j.Best)
		})
	}
}

// The summary line and the graph read the judged moves only.
func TestReviewSummary(t *testing.T) {
	pts := gameof20.Def.Info().Review
	pts.Unit = gamedef.Points
	a := play.Analysis{Scale: pts, Judged: []play.Judgement{
		{Done: true, Seat: 0, BestValue: 0.6, PlayedValue: 0.5, Loss: 10.4, Kind: gamedef.Inaccuracy},
		{Done: true, Seat: 1, Forced: true},
		{Done: true, Seat: 0, BestValue: 0.5, PlayedValue: 0.3, Loss: 20, Kind: gamedef.Mistake},
		{Done: true, Seat: 1, BestValue: 0.7, PlayedValue: 0.2, Loss: 50, Kind: gamedef.Blunder},
		{Seat: 0},
		{Done: true, Seat: 0, BestValue: 0.2, PlayedValue: 0.1, Loss: 10, Kind: gamedef.Inaccuracy},
	}}
	if got, want := a.Summary(0).Text(), "2 inaccuracies, 1 mistake (about 40 points)"; got != want {
		t.Errorf("seat 0: %q, want %q", got, want)
	}
	// Small slips are said apart from the marked moves' loss.
	slips := a
	slips.Judged = append(append([]play.Judgement(nil), a.Judged...),
		play.Judgement{Done: true, Seat: 0, BestValue: 0.5, PlayedValue: 0.49, Loss: 2.6},
		play.Judgement{Done: true, Seat: 0, BestValue: 0.5, PlayedValue: 0.49, Loss: 1})
	if got, want := slips.Summary(0).Text(), "2 inaccuracies, 1 mistake (about 40 points), and about 4 points in small slips over 2 other moves"; got != want {
		t.Errorf("seat 0 with slips: %q, want %q", got, want)
	}
	clean := play.Analysis{Scale: pts, Judged: slips.Judged[len(a.Judged):]}
	if got, want := clean.Summary(0).Text(), "no mistakes; about 4 points in small slips over 2 moves"; got != want {
		t.Errorf("seat 0 without marks: %q, want %q", got, want)
	}
	a.Scale.Unit = gamedef.WinChance
	if got, want := a.Summary(1).Text(), "1 blunder, 50% win chance lost per move"; got != want {
		t.Errorf("seat 1: %q, want %q", got, want)
	}
	want := []play.Point{{Move: 0, Value: 0.6}, {Move: 2, Value: 0.5}, {Move: 3, Value: 0.3}, {Move: 5, Value: 0.2}}
	if got := a.Series(0, 2); !reflect.DeepEqual(got, want) {
		t.Errorf("series %v, want %v", got, want)
	}
	if a.Complete() || a.Analysed() != 5 || len(a.Marks()) != 4 {
		t.Errorf("complete %v, analysed %d, marks %v", a.Complete(), a.Analysed(), a.Marks())
	}
}

// For20's reaction windows are judged like turns, from the reacting
// player's view.
func TestReviewJudgesReactions(t *testing.T) {
	rec := heuristicRecord(t, for20.Def, 3, 1, -1)
	turns, err := for20.Def.Turns(rec)
	if err != nil {
		t.Fatal(err)
	}
	at := -1
	for i, tu := range turns {
		if tu.Kind == rules.Reaction && tu.Legal > 1 {
			at = i
			break
		}
	}
	if at < 0 {
		t.Fatal("no reaction with a choice in the game")
	}
	rec.Moves = rec.Moves[:at+1]
	a, err := play.AnalyseFrom(for20.Def, rec, ai.Normal, at)
	if err != nil {
		t.Fatal(err)
	}
	if j := a.Judged[at]; !j.Judged() || j.Seat != turns[at].Player || j.Best == "" {
		t.Fatalf("the reaction %q of player %d: %+v", turns[at].Move, turns[at].Player, j)
	}
}

// A review whose analysis was kept whole is done at once, and starts no
// searchers (a browser without workers shows it too).
func TestReviewOfAKeptAnalysis(t *testing.T) {
	def := gameof20.Def
	_, rec, err := def.Start(2, []int{1}, 13)
	if err != nil {
		t.Fatal(err)
	}
	rec = heuristicOn(t, def, rec, 6)
	kept, err := play.Analyse(def, rec, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	rv, err := play.NewReviewAt(def, rec, vsHard, kept, nil, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	rv.Update()
	if done, total := rv.Progress(); !rv.Done() || rv.Err() != nil || done != total || !reflect.DeepEqual(rv.Analysis(), kept) {
		t.Fatalf("done %v (%d of %d), err %v", rv.Done(), done, total, rv.Err())
	}
	if play.ReviewStartedSearchers(rv) {
		t.Fatal("a complete review started searchers")
	}
	// A browser without workers (scenes/platform's host) gives the review
	// no searcher: a review still to do says so.
	play.UseHost(t, play.Host{
		Brain:       func(int, gamedef.ThinkFunc) (play.Brain, error) { return nil, errors.New("no workers") },
		ReviewBrain: func(gamedef.ThinkFunc) play.Brain { return nil },
		Log:         func(string) {},
	})
	fresh, err := play.NewReviewAt(def, rec, vsHard, nil, nil, ai.Easy)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Update(); fresh.Err() == nil || !strings.Contains(fresh.Err().Error(), "workers") {
		t.Fatalf("without workers: %v", fresh.Err())
	}
}
