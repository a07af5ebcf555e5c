package sprites

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/for20"
)

// TestFor20FacesAreDrawnOnce renders the set and checks that every face
// differs from the backs, that the kinds' bands have their colours, and
// that a frame of 120 cards (turned, flipping, dimmed) allocates nothing.
func TestFor20FacesAreDrawnOnce(t *testing.T) {
	var a *For20Atlas
	var dst *ebiten.Image
	onLoop(func() {
		a = NewFor20Atlas(NewText(), 100)
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
		for c := range for20.Card(for20.NumCards) {
			if got, want := bandAt(a.faces[c]), For20Band(c); got != want {
				t.Errorf("%v (%s): band %v, want %v", c, c.Info().Name, got, want)
			}
			if (a.dead[c] != nil) != (c.Info().Kind == for20.Police) {
				t.Errorf("%v: a dead face only for Police", c)
			}
		}
		if a.faces[0].Bounds().Size() != (image.Point{100, CardHeight(100)}) {
			t.Errorf("face size %v", a.faces[0].Bounds().Size())
		}
	})
	flip := 0.0
	allocs := allocsPerFrame(20, func() {
		flip += 0.05
		if flip > 1 {
			flip = 0
		}
		for c := range for20.Card(for20.NumCards) {
			a.Draw(dst, c, For20Draw{X: float64(c) * 7, Y: 80, Scale: 0.5, Angle: float64(c%2) * 1.57, Flip: flip * float64(c%3), Back: c%5 == 0, Dead: c%4 == 0, Dim: c%6 == 0, Shadow: c%2 == 0, Lift: float64(c % 2)})
		}
		a.DrawBack(dst, true, 400, 300, 0.8)
	})
	if allocs > 0.1 {
		t.Errorf("drawing a frame of For20 cards allocates %.1f times", allocs)
	}
}
