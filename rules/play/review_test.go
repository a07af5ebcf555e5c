package play_test

import (
	"encoding/json"
	"os"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gamedef"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
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

// A short Game of 20 (4 x 4) analysed twice at Normal gives the same
// analysis, and it survives a JSON round trip.
func TestAnalyseIsDeterministic(t *testing.T) {
	def := gameof20.Def
	_, rec, err := def.Start(2, []int{1}, 11)
	if err != nil {
		t.Fatal(err)
	}
	rec = heuristicOn(t, def, rec, 12)
	first, err := play.Analyse(def, rec, ai.Normal)
	if err != nil {
		t.Fatal(err)
	}
	second, err := play.Analyse(def, rec, ai.Normal)
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
	if !first.Complete() || first.Analysed() != len(rec.Moves) {
		t.Fatalf("analysed %d of %d", first.Analysed(), len(rec.Moves))
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
	want, err := play.Analyse(def, rec, ai.Normal)
	if err != nil {
		t.Fatal(err)
	}
	seats := []play.Seat{{Level: ai.Hard}, {Human: true}}
	rv, err := play.NewReviewAt(def, rec, seats, nil, nil, ai.Normal)
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
	again, err := play.NewReviewAt(def, rec, seats, prior, nil, ai.Normal)
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
