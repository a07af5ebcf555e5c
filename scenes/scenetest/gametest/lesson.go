package gametest

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// LessonCase is a game's lesson as its test plays it.
type LessonCase struct {
	Game   string
	Lesson *scenes.Lesson
	// Wrong are taps that make a move the lesson does not expect at step
	// (nil: none at that step); the first step that has some is tried.
	Wrong func(step int, st scenetest.State) []string
	// Shots are the steps saved as LESSON-GAME-STEP.png with SHOTS set.
	Shots []int
	// ResumeAt is the step at which the app is made again from its store,
	// as a reload would: the lesson must come back at that step.
	ResumeAt int
	// Finish, when set, taps the rest of the game after the lesson (the
	// taps of a hinted move, as Tour.Clicks) up to the results, whose
	// statistics must not count it.
	Finish func(hint string, st scenetest.State) []string
}

// lessonScreen is where a lesson is played: a phone upright, at one
// device pixel per CSS pixel (the layout is the same; it draws faster).
var lessonScreen = scenetest.Screen{W: 390, H: 844, Scale: 1}

// lessonScreens are the screens a lesson's shot steps are checked at:
// the smallest and the largest phones upright and on their side, and the
// desktop window.
var lessonScreens = []scenetest.Screen{
	{W: 360, H: 640, Scale: 2}, {W: 640, H: 360, Scale: 2}, {W: 390, H: 844, Scale: 3}, {W: 844, H: 390, Scale: 3},
	{W: 430, H: 932, Scale: 3}, {W: 932, H: 430, Scale: 3}, {W: 1280, H: 800, Scale: 1},
}

// lessonSweep checks the layout of the lesson's step at each of
// lessonScreens (the caller puts its screen back). Under -short (make
// test) only the smallest phone both ways, the phone on its side and the
// desktop, at one device pixel per CSS pixel: the layout is the same in
// CSS pixels, and a phone's three times the pixels take seconds to draw.
func lessonSweep(t *testing.T, a *shell.App, name string) []string {
	t.Helper()
	var problems []string
	for _, sc := range lessonScreens {
		if testing.Short() {
			if sc.W == 390 || sc.W == 430 || sc.W == 932 {
				continue // the tightest phones both ways, and the desktop, are enough for make test
			}
			sc.Scale = 1
		}
		a.SetDeviceScale(sc.Scale)
		scenetest.Resize(int(float64(sc.W)*sc.Scale), int(float64(sc.H)*sc.Scale))
		a.LayoutF(float64(sc.W), float64(sc.H))
		for range settleFrames {
			scenetest.Frame(a)
		}
		st := scenetest.Read(t, a)
		for _, p := range scenetest.LayoutProblems(st) {
			problems = append(problems, fmt.Sprintf("%s %dx%d@%g: %s", name, sc.W, sc.H, sc.Scale, p))
		}
		if ids := scenetest.LessonCovers(st); len(ids) > 0 {
			t.Logf("%s %dx%d@%g: the box hides %d targets the step does not ask for: %v", name, sc.W, sc.H, sc.Scale, len(ids), ids)
		}
		if os.Getenv("LESSON_SHOTS") != "" {
			scenetest.SaveShot(t, a, fmt.Sprintf("lesson-%s-%s-%dx%d", st.Game, strings.ReplaceAll(name, " ", ""), sc.W, sc.H))
		}
	}
	return problems
}

// CheckLesson starts the game's lesson as ?game=ID&lesson=1 does and plays
// it to its end by tapping only the targets each step expects, through
// the contract as a player would, on a phone's touch screen. At each step the screen's layout is
// checked (the lesson's box covers no target); one wrong move is answered
// in the lesson's words with the step and the save unchanged; the app is
// made again from its store once, mid-lesson, and the lesson comes back
// at its step; the summary shows at the end; with Finish, the game is
// played to its results and counted nowhere.
func CheckLesson(t *testing.T, newApp NewAppFunc, c LessonCase) {
	t.Helper()
	store := play.MemoryStore{"settings": instantSettings}
	a := newApp(t, shell.Options{Game: c.Game, Lesson: true}, store)
	resize := func(a *shell.App) {
		a.SetDeviceScale(lessonScreen.Scale)
		scenetest.Resize(lessonScreen.W, lessonScreen.H)
		a.LayoutF(float64(lessonScreen.W), float64(lessonScreen.H))
		// A finger in the corner makes it a touch screen, as a phone is:
		// the texts say "tap", and a key hint in a lesson's line is a
		// layout problem.
		a.InjectFinger(1, 1, true)
		scenetest.Frame(a)
		a.InjectFinger(1, 1, false)
		scenetest.Frame(a)
	}
	resize(a)
	defer func() {
		a.SetDeviceScale(1)
		scenetest.Resize(scenetest.W, scenetest.H)
		a.LayoutF(scenetest.W, scenetest.H)
		scenetest.Frame(a)
	}()
	var problems []string
	wrongTried, resumed, seen := false, false, -1
	steps := len(c.Lesson.Steps)
	for i := 0; ; i++ {
		if i > 20000 {
			t.Fatalf("the lesson stalled at step %d", seen)
		}
		st := scenetest.Read(t, a)
		l := st.Lesson
		if l == nil {
			t.Fatalf("no lesson in the contract (scene %q, message %q)", st.Scene, st.Message)
		}
		if l.Game != c.Game || l.Steps != steps {
			t.Fatalf("lesson %s with %d steps, want %s with %d", l.Game, l.Steps, c.Game, steps)
		}
		if l.Step < seen {
			t.Fatalf("the lesson went back from step %d to %d", seen, l.Step)
		}
		if l.Step == steps {
			break
		}
		if len(l.Expect) == 0 || !hasTargets(st, l.Expect[:1]) {
			scenetest.Frame(a) // the computer's scripted answer, or its motion
			continue
		}
		if want := c.Lesson.Steps[l.Step]; l.Text != want.Text || !slices.Equal(l.Expect, want.Expect) {
			t.Fatalf("step %d: text %q expect %v, want %q %v", l.Step, l.Text, l.Expect, want.Text, want.Expect)
		}
		if l.Step != seen {
			seen = l.Step
			if _, ok := st.Target("play.undo"); ok {
				t.Errorf("step %d: Undo is offered inside the lesson's script", seen)
			}
			for range 2 { // the box settles where the step's targets leave room
				scenetest.Frame(a)
			}
			st = scenetest.Read(t, a)
			for _, p := range scenetest.LayoutProblems(st) {
				problems = append(problems, fmt.Sprintf("step %d: %s", seen, p))
			}
			if slices.Contains(c.Shots, seen) {
				scenetest.SaveShot(t, a, fmt.Sprintf("lesson-%s-%d", c.Game, seen))
				problems = append(problems, lessonSweep(t, a, fmt.Sprintf("step %d", seen))...)
				resize(a)
				for range settleFrames {
					scenetest.Frame(a)
				}
			}
			if seen == c.ResumeAt && !resumed {
				resumed = true
				a = newApp(t, shell.Options{}, store)
				a.Toast = ui.Toast{}
				resize(a)
				scenetest.Frame(a)
				if back := scenetest.Read(t, a).Lesson; back == nil || back.Step != seen {
					t.Fatalf("made again from its store, the lesson is %+v, want step %d", back, seen)
				}
				continue
			}
		}
		if !wrongTried && c.Wrong != nil {
			if taps := c.Wrong(l.Step, st); taps != nil {
				wrongTried = true
				checkWrongTap(t, a, store, c, l.Step, taps)
				continue
			}
		}
		for _, id := range l.Expect {
			scenetest.Tap(t, a, id)
		}
	}
	if c.Wrong != nil && !wrongTried {
		t.Error("no step of the lesson was tried with a wrong move")
	}
	if c.ResumeAt > 0 && !resumed {
		t.Errorf("the lesson never reached step %d to be made again from its store", c.ResumeAt)
	}
	for range 2 {
		scenetest.Frame(a)
	}
	st := scenetest.Read(t, a)
	if st.Lesson == nil || st.Lesson.Text != c.Lesson.End || len(st.Lesson.Expect) != 0 {
		t.Errorf("after the last step the lesson is %+v, want its summary %q", st.Lesson, c.Lesson.End)
	}
	for _, p := range scenetest.LayoutProblems(st) {
		problems = append(problems, "summary: "+p)
	}
	scenetest.SaveShot(t, a, "lesson-"+c.Game+"-end")
	ReportLayouts(t, problems)
	if c.Finish != nil {
		finishLesson(t, a, store, c)
	}
}

// checkWrongTap makes a move the step does not expect: the line says the
// step's Wrong, and neither the step nor the save changes.
func checkWrongTap(t *testing.T, a *shell.App, store play.MemoryStore, c LessonCase, step int, taps []string) {
	t.Helper()
	saved := store[play.SaveKey(c.Game)]
	for _, id := range taps {
		scenetest.Tap(t, a, id)
	}
	scenetest.Frame(a)
	st := scenetest.Read(t, a)
	if want := c.Lesson.Steps[step].Wrong; st.Message != want {
		t.Errorf("step %d, wrong taps %v: the line says %q, want the lesson's %q", step, taps, st.Message, want)
	}
	if st.Lesson == nil || st.Lesson.Step != step {
		t.Fatalf("step %d, wrong taps %v: the lesson is now %+v", step, taps, st.Lesson)
	}
	if store[play.SaveKey(c.Game)] != saved {
		t.Errorf("step %d, wrong taps %v: the game changed", step, taps)
	}
	if slices.Contains(c.Shots, -1) {
		scenetest.SaveShot(t, a, fmt.Sprintf("lesson-%s-wrong", c.Game))
	}
}

// finishLesson plays the rest of the game the lesson handed over, to its
// results, and checks the statistics did not count it.
func finishLesson(t *testing.T, a *shell.App, store play.MemoryStore, c LessonCase) {
	t.Helper()
	undo := false
	PlayToResults(t, a, func() bool {
		st := scenetest.Read(t, a)
		return st.Scene == "play" && a.HintText() != ""
	}, func() {
		st := scenetest.Read(t, a)
		if _, ok := st.Target("play.undo"); ok {
			undo = true
		}
		ids := c.Finish(a.HintText(), st)
		if !hasTargets(st, ids[:1]) {
			return
		}
		for _, id := range ids {
			if _, ok := scenetest.Read(t, a).Target(id); ok {
				scenetest.Tap(t, a, id)
			}
		}
	})
	scenetest.Frame(a)
	if !undo {
		t.Error("Undo was never offered in the game the lesson handed over")
	}
	if text := store["statistics"]; text != "" {
		var stats struct {
			Games map[string]map[string]struct{ Played int } `json:"games"`
		}
		if err := json.Unmarshal([]byte(text), &stats); err != nil {
			t.Fatal(err)
		}
		for line, s := range stats.Games[c.Game] {
			if s.Played > 0 {
				t.Errorf("the lesson was counted in the statistics (%s: %d played)", line, s.Played)
			}
		}
	}
	if _, ok := store[play.SaveKey(c.Game)]; ok {
		t.Error("the finished lesson's save is still in the store")
	}
	if st := scenetest.Read(t, a); st.Lesson != nil || strings.Contains(st.Scene, "play") {
		t.Errorf("the results show a lesson: %+v (scene %s)", st.Lesson, st.Scene)
	}
}

func hasTargets(st scenetest.State, ids []string) bool {
	for _, id := range ids {
		if _, ok := st.Target(id); !ok {
			return false
		}
	}
	return true
}
