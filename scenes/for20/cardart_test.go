package for20

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/sprites"
)

// TestCardFacesAreDrawnOnceInWindow renders the set and checks that every face
// differs from the backs, that the kinds' bands have their colours, and
// that a frame of 120 cards (turned, flipping, dimmed) allocates nothing.
func TestCardFacesAreDrawnOnceInWindow(t *testing.T) {
	scenetest.NeedsWindow(t)
	var a *atlas
	var dst *ebiten.Image
	scenetest.OnLoop(func() {
		a = newAtlas(sprites.NewText(), 100, 1, false)
		dst = ebiten.NewImage(900, 500)
	})
	defer scenetest.OnLoop(func() {
		a.Dispose()
		dst.Deallocate()
	})
	scenetest.OnLoop(func() {
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
	allocs := scenetest.AllocsPerFrame(20, func() {
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
