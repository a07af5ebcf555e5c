package sprites

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTurnedDiceAreCached: a tumbling die is the cached face drawn turned,
// so a frame of rolling dice allocates nothing once each face is painted.
func TestTurnedDiceAreCached(t *testing.T) {
	colours := [...]color.RGBA{{0xf2, 0xc9, 0x3b, 0xff}, {0x3f, 0xa3, 0x5b, 0xff}, {0x2b, 0x6c, 0xc4, 0xff}, {0x8a, 0x4f, 0xc0, 0xff}, {0xd0, 0x3a, 0x34, 0xff}}
	var dst *ebiten.Image
	onLoop(func() { dst = ebiten.NewImage(320, 120) })
	defer onLoop(func() { dst.Deallocate() })
	draw := func() {
		for i, c := range colours {
			for face := DieFace(0); face < numDieFaces; face++ {
				r := Rect{X: float64(i*60 + 4), Y: float64(face) * 28, W: 26, H: 26}
				DrawDieTurned(dst, r, float64(face)*0.4, 0.8, face, c)
			}
		}
	}
	onLoop(draw)
	if n := allocsPerFrame(10, draw); n > 0.1 {
		t.Errorf("drawing cached dice turned allocates %.1f times a frame", n)
	}
}

// TestColourSafePaletteRepaintsDice: switching to the colour-blind-safe
// palette paints the dice again in its colours (the cached dice of the
// other palette are not reused), and switching back restores them.
func TestColourSafePaletteRepaintsDice(t *testing.T) {
	defer SetColourSafe(ColourSafe())
	var dst *ebiten.Image
	onLoop(func() { dst = ebiten.NewImage(40, 40) })
	defer onLoop(func() { dst.Deallocate() })
	centre := func(safe bool) color.RGBA {
		SetColourSafe(safe)
		pix := make([]byte, 4*40*40)
		onLoop(func() {
			dst.Clear()
			DrawDie(dst, Rect{W: 40, H: 40}, 0, 1, DieBlank, DieRed)
			dst.ReadPixels(pix)
		})
		i := 4 * (18*40 + 20) // the middle of the face, which a blank die leaves bare
		return color.RGBA{pix[i], pix[i+1], pix[i+2], pix[i+3]}
	}
	classic, safe := centre(false), centre(true)
	if classic == safe {
		t.Errorf("the red die is %v in both palettes", classic)
	}
	if DieRed.Colour() != safeDice[DieRed] || PaletteVersion() == 0 {
		t.Errorf("the safe palette's red die is %v, want %v", DieRed.Colour(), safeDice[DieRed])
	}
	if again := centre(false); again != classic {
		t.Errorf("back in the table's palette the red die is %v, was %v", again, classic)
	}
}
