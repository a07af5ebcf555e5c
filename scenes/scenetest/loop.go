package scenetest

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
)

// loopJob is an app whose Update runs a function: it runs inside
// the game loop, so Ebitengine flushes the commands as in the game and
// pixels can be read back.
type loopJob struct{ f func() }

func (j *loopJob) Update() error                       { j.f(); return nil }
func (j *loopJob) Draw(*ebiten.Image)                  {}
func (j *loopJob) RedrawNext()                         {}
func (j *loopJob) StateJSON() string                   { return "{}" }
func (j *loopJob) InjectTap(x, y float64)              {}
func (j *loopJob) InjectFinger(float64, float64, bool) {}

// OnLoop runs f inside the game loop (one frame) and waits for it; without
// a window it runs f at once.
func OnLoop(f func()) { Frame(&loopJob{f: f}) }

// AllocsPerFrame runs f once in each of frames frames, after a few to warm
// up, and returns the heap allocations f made per frame. Within one frame
// Ebitengine's command queue grows as draws come in; between frames it is
// reused, so the steady state is measured across frames, as the game runs.
func AllocsPerFrame(frames int, f func()) float64 {
	mustHaveWindow("AllocsPerFrame")
	const warmUp = 3
	var total uint64
	for i := 0; i < warmUp+frames; i++ {
		OnLoop(func() {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			f()
			runtime.ReadMemStats(&after)
			if i >= warmUp {
				total += after.Mallocs - before.Mallocs
			}
		})
	}
	return float64(total) / float64(frames)
}
