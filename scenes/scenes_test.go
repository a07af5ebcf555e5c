package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// stillScene is the bare game scene that says when it is animating.
type stillScene struct {
	bareScene
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
	a.Toast.Text, a.Toast.ticks = "", 0
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
