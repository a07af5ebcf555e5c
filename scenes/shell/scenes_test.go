package shell

import (
	"testing"

	tw "github.com/twenty-games/twenty/rules/twenty"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/twenty-games/twenty/scenes/ui"
)

// stillScene is the bare game scene that says when it is animating.
type stillScene struct {
	bareScene[*tw.State, tw.Move]
	moving bool
}

func (s *stillScene) Animating() bool { return s.moving }

// TestStillTableIsNotRedrawn: with nothing moving, the app skips drawing
// until the heartbeat; a key press, or a scene that is animating (the
// computer's move being shown), makes it draw at once.
func TestStillTableIsNotRedrawn(t *testing.T) {
	a := testApp(t, Options{}, nil)
	frame(a)
	s := &stillScene{}
	a.Push(s)
	for i := 0; i < 3; i++ {
		frame(a) // the new scene and the toast, if any, are drawn
	}
	a.Toast.Hide()
	frame(a)
	for i := 1; i < redrawHeartbeat; i++ {
		if a.Update(); a.redraw {
			t.Fatalf("a still table asked to be drawn %d ticks after the last frame", i)
		}
	}
	if a.Update(); !a.redraw {
		t.Fatalf("no frame after %d still ticks", redrawHeartbeat)
	}
	frame(a)
	a.Input.InjectKey(ebiten.KeyRight)
	if a.Update(); !a.redraw {
		t.Fatal("a key press did not ask for a frame")
	}
	frame(a)
	s.moving = true
	a.redraw = false
	if a.Update(); !a.redraw {
		t.Fatal("the scene is animating but no frame was asked for")
	}
}

// TestMotionTweensEveryPartOfThePose: the first target snaps; a new one
// runs from where the sprite is now to the target in dur ticks, every part
// of the pose together; a target changed halfway starts from there.
func TestMotionTweensEveryPartOfThePose(t *testing.T) {
	var m ui.Motion
	m.ToPose(ui.Pose{X: 10, Y: 20, Scale: 1, Alpha: 1}, 30)
	if m.Moving() || m.X != 10 || m.Alpha != 1 {
		t.Fatalf("the first target did not snap: %+v", m.Pose)
	}
	end := ui.Pose{X: 110, Y: 20, Scale: 2, Angle: 3.14, Flip: 1, Alpha: 0}
	m.ToPose(end, 10)
	for i := 0; i < 5; i++ {
		m.Step()
	}
	mid := m.Pose
	if !(mid.X > 10 && mid.X < 110 && mid.Scale > 1 && mid.Scale < 2 && mid.Angle > 0 && mid.Flip > 0 && mid.Alpha < 1) {
		t.Fatalf("halfway pose %+v", mid)
	}
	m.To(0, 0, 10) // a new position keeps the rest of the target
	if got := m.Target(); got.Scale != 2 || got.Flip != 1 || got.X != 0 {
		t.Fatalf("target after To: %+v", got)
	}
	m.Step()
	if m.X > mid.X || m.X < 0 {
		t.Fatalf("the new tween did not start from the halfway pose: %v then %v", mid.X, m.X)
	}
	m.Finish()
	if m.Moving() || m.Pose != m.Target() {
		t.Fatalf("Finish left %+v, target %+v", m.Pose, m.Target())
	}
}
