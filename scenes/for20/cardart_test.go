package for20

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/sprites"
)

// TestCardFacesAreDrawnOnce renders the set and checks that every face
// differs from the backs, that the kinds' bands have their colours, and
// that a frame of 120 cards (turned, flipping, dimmed) allocates nothing.
func TestCardFacesAreDrawnOnce(t *testing.T) {
	var a *atlas
	var dst *ebiten.Image
	onLoop(func() {
		a = newAtlas(sprites.NewText(), 100)
		dst = ebiten.NewImage(900, 500)
	})
	defer onLoop(func() {
		a.Dispose()
		dst.Deallocate()
	})
	onLoop(func() {
		bandAt := func(img *ebiten.Image) color.RGBA {
			b := img.Bounds()
			// Left of the name, half-way down the band.
			x, y := float64(b.Dx())*0.055, float64(b.Dx())*0.04+float64(b.Dy())*0.135
			return color.RGBAModel.Convert(img.At(b.Min.X+int(x), b.Min.Y+int(y))).(color.RGBA)
		}
		for c := range f20.Card(f20.NumCards) {
			if got, want := bandAt(a.faces[c]), band(c); got != want {
				t.Errorf("%v (%s): band %v, want %v", c, c.Info().Name, got, want)
			}
			if (a.dead[c] != nil) != (c.Info().Kind == f20.Police) {
				t.Errorf("%v: a dead face only for Police", c)
			}
		}
		if a.faces[0].Bounds().Size() != (image.Point{100, sprites.CardHeight(100)}) {
			t.Errorf("face size %v", a.faces[0].Bounds().Size())
		}
	})
	flip := 0.0
	allocs := allocsPerFrame(20, func() {
		flip += 0.05
		if flip > 1 {
			flip = 0
		}
		for c := range f20.Card(f20.NumCards) {
			a.Draw(dst, c, cardDraw{X: float64(c) * 7, Y: 80, Scale: 0.5, Angle: float64(c%2) * 1.57, Flip: flip * float64(c%3), Back: c%5 == 0, Dead: c%4 == 0, Dim: c%6 == 0, Shadow: c%2 == 0, Lift: float64(c % 2)})
		}
		a.DrawBack(dst, true, 400, 300, 0.8)
	})
	if allocs > 0.1 {
		t.Errorf("drawing a frame of For20 cards allocates %.1f times", allocs)
	}
}

// loopJob is an app whose Update runs a function: scenetest runs it inside
// the game loop, so Ebitengine flushes the commands as in the game and
// pixels can be read back.
type loopJob struct{ f func() }

func (j *loopJob) Update() error          { j.f(); return nil }
func (j *loopJob) Draw(*ebiten.Image)     {}
func (j *loopJob) RedrawNext()            {}
func (j *loopJob) StateJSON() string      { return "{}" }
func (j *loopJob) InjectTap(x, y float64) {}

// onLoop runs f inside the game loop (one frame) and waits for it.
func onLoop(f func()) { scenetest.Frame(&loopJob{f: f}) }

// allocsPerFrame runs f once in each of frames frames, after a few to warm
// up, and returns the heap allocations f made per frame. Within one frame
// Ebitengine's command queue grows as draws come in; between frames it is
// reused, so the steady state is measured across frames, as the game runs.
func allocsPerFrame(frames int, f func()) float64 {
	const warmUp = 3
	var total uint64
	for i := 0; i < warmUp+frames; i++ {
		onLoop(func() {
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
