package sprites

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests draw inside a real game loop (under Xvfb): each test hands
// work to the loop with onLoop, which runs it in an Update, so Ebitengine
// flushes the commands as in the game and pixels can be read back.

type testLoop struct {
	m       *testing.M
	code    int
	started bool
	exit    chan int
	jobs    chan func()
	done    chan struct{}
}

var loop *testLoop

func TestMain(m *testing.M) {
	loop = &testLoop{m: m, exit: make(chan int), jobs: make(chan func()), done: make(chan struct{})}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGameWithOptions(loop, &ebiten.RunGameOptions{SingleThread: true}); err != nil {
		panic(err)
	}
	os.Exit(loop.code)
}

func (l *testLoop) Update() error {
	if !l.started {
		l.started = true
		go func() { l.exit <- l.m.Run() }()
	}
	select {
	case l.code = <-l.exit:
		return ebiten.Termination
	case job := <-l.jobs:
		job()
		l.done <- struct{}{}
	}
	return nil
}

func (l *testLoop) Draw(*ebiten.Image) {}

func (l *testLoop) Layout(int, int) (int, int) { return 320, 240 }

// onLoop runs f inside the game loop and waits for it.
func onLoop(f func()) {
	loop.jobs <- f
	<-loop.done
}
