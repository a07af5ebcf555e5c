package shell

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
)

// TestLessonAtFollowsTheRecord: the step a lesson is at, and the
// computer's scripted move due, follow from the number of moves alone.
func TestLessonAtFollowsTheRecord(t *testing.T) {
	l := &scenes.Lesson{Steps: []scenes.LessonStep{
		{Move: "a"},
		{Before: []string{"x", "y"}, Move: "b"},
		{Move: "c"},
	}}
	for _, c := range []struct {
		n, step  int
		scripted string
	}{{0, 0, ""}, {1, 1, "x"}, {2, 1, "y"}, {3, 1, ""}, {4, 2, ""}, {5, 3, ""}, {9, 3, ""}} {
		step, scripted := l.At(c.n)
		if step != c.step || scripted != c.scripted {
			t.Errorf("At(%d) = %d %q, want %d %q", c.n, step, scripted, c.step, c.scripted)
		}
	}
	if got := strings.Join(l.Moves(), " "); got != "a x y b c" {
		t.Errorf("Moves() = %q", got)
	}

	// Skip moves come first in their step, and are played at once.
	l.Steps[2].Skip = []string{"p", "q"}
	for _, c := range []struct {
		n, step, end int
		scripted     string
		skip         bool
	}{{3, 1, 0, "", false}, {4, 2, 6, "p", true}, {5, 2, 6, "q", true}, {6, 2, 0, "", false}, {7, 3, 0, "", false}} {
		step, scripted := l.At(c.n)
		end, skip := l.Skipping(c.n)
		if step != c.step || scripted != c.scripted || end != c.end || skip != c.skip {
			t.Errorf("At(%d) = %d %q, skipping %d %v; want %d %q, %d %v", c.n, step, scripted, end, skip, c.step, c.scripted, c.end, c.skip)
		}
	}
	if got := strings.Join(l.Moves(), " "); got != "a x y b p q c" {
		t.Errorf("Moves() with a skip = %q", got)
	}
}

// lessonApp is an app of one bare game with a lesson of two steps.
func lessonApp(t *testing.T, opts Options, store play.MemoryStore) *App {
	t.Helper()
	g := plugBare(gameof20.Def)
	g.Lesson = &scenes.Lesson{Players: 2, Seed: 1, Level: ai.Easy, Steps: []scenes.LessonStep{
		{Move: "take 3", Expect: []string{"pool.tile.3"}, Text: "Take the 3.", Wrong: "The 3."},
		{Before: []string{"take 4", "take 5"}, Move: "take 6", Expect: []string{"pool.tile.6"}, Text: "Take the 6.", Wrong: "The 6."},
	}, End: "Yours."}
	opts.Silent = true
	a := NewWithStore(opts, store, []*scenes.Game{g})
	a.LayoutF(scenetest.W, scenetest.H)
	return a
}

// TestSetupAndAddressStartTheLesson: the setup's "Learn to play" starts
// the lesson's deal, saved as a lesson; ?game=ID&lesson=1 starts it too,
// and names it again after a reload to resume it without a word; a new
// game from its results is no lesson.
func TestSetupAndAddressStartTheLesson(t *testing.T) {
	store := play.MemoryStore{}
	a := lessonApp(t, Options{}, store)
	frame(a)
	tap(t, a, "menu.gameof20")
	if _, ok := state(t, a).Target("setup.lesson"); !ok {
		t.Fatalf("the setup offers no lesson: %v", state(t, a).IDs())
	}
	tap(t, a, "setup.lesson")
	saved := store[play.SaveKey("gameof20")]
	if a.Top().Name() != "play" || !strings.Contains(saved, `"lesson":true`) || !strings.Contains(saved, `"seed":1,`) {
		t.Fatalf("scene %q, save %s", a.Top().Name(), saved)
	}

	store = play.MemoryStore{}
	a = lessonApp(t, Options{Game: "gameof20", Lesson: true}, store)
	frame(a)
	if saved := store[play.SaveKey("gameof20")]; !strings.Contains(saved, `"lesson":true`) {
		t.Fatalf("?lesson=1 saved %q", saved)
	}
	again := lessonApp(t, Options{Game: "gameof20", Lesson: true}, store)
	frame(again)
	if again.Top().Name() != "play" || strings.Contains(again.Toast.Text, "start a new one") {
		t.Errorf("the lesson named again: scene %q, toast %q", again.Top().Name(), again.Toast.Text)
	}

	if cfg := scenes.RematchConfig(scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Level: ai.Easy}}, Lesson: true}); cfg.Lesson {
		t.Error("a rematch of a lesson is a lesson")
	}
}

// TestQueryLesson: ?lesson=1 asks for the lesson.
func TestQueryLesson(t *testing.T) {
	var o Options
	if notice := parseQuery("game=gameof20&lesson=1", &o); notice != "" || !o.Lesson || o.Game != "gameof20" {
		t.Errorf("lesson=1 read as %+v (%q)", o, notice)
	}
}

// TestMenuOffersLearnUntilAGameIsFinished: a game with a lesson and no
// finished game in the statistics has "Learn" on its menu row, which
// starts the lesson; once the statistics count one, the row is the
// game's alone.
func TestMenuOffersLearnUntilAGameIsFinished(t *testing.T) {
	store := play.MemoryStore{}
	a := lessonApp(t, Options{}, store)
	frame(a)
	learn, ok := state(t, a).Target("menu.learn.gameof20")
	game, _ := state(t, a).Target("menu.gameof20")
	if !ok || learn.X >= game.X || learn.Y != game.Y {
		t.Fatalf("Learn %+v (shown %v), want it first on the row of %+v", learn, ok, game)
	}
	tap(t, a, "menu.learn.gameof20")
	if saved := store[play.SaveKey("gameof20")]; a.Top().Name() != "play" || !strings.Contains(saved, `"lesson":true`) {
		t.Fatalf("Learn opened %q and saved %q", a.Top().Name(), saved)
	}

	st := play.NewStatistics()
	st.Games["gameof20"] = map[string]play.StatLine{"easy": {Played: 1, Wins: 1}}
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	store = play.MemoryStore{play.StatisticsKey: string(b)}
	a = lessonApp(t, Options{}, store)
	frame(a)
	if _, ok := state(t, a).Target("menu.learn.gameof20"); ok {
		t.Error("Learn is offered for a game already finished once")
	}
}
