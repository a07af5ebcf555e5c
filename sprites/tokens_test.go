package sprites

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDiceAndChips: every die face and chips draw, in a few sizes and
// colours, and drawing them again allocates nothing (they are cached).
func TestDiceAndChips(t *testing.T) {
	colours := [...]struct{ body, chip color.RGBA }{
		{Paper, RedInk},
		{RedInk, BackBlue},
		{BackBlue, Ink},
	}
	var dst *ebiten.Image
	onLoop(func() { dst = ebiten.NewImage(480, 320) })
	defer onLoop(func() { dst.Deallocate() })
	draw := func() {
		y := 10.0
		for _, size := range []float64{24, 48, 80} {
			x := 10.0
			for _, c := range colours {
				for face := DieFace(0); face < numDieFaces; face++ {
					DrawDieFace(dst, Rect{x, y, size, size}, face, c.body)
					x += size + 6
				}
				DrawChip(dst, x+size/2, y+size/2, size/2, c.chip)
				x += size + 6
			}
			y += size + 12
		}
	}
	onLoop(func() {
		NewTableFelt(480, 320).Draw(dst)
		draw()
	})
	if dir := os.Getenv("SHEETS"); dir != "" {
		var shot *image.RGBA
		onLoop(func() {
			shot = image.NewRGBA(dst.Bounds())
			dst.ReadPixels(shot.Pix)
		})
		writePNG(t, filepath.Join(dir, "tokens.png"), shot)
	}
	if n := allocsPerFrame(10, draw); n > 0.1 {
		t.Errorf("drawing cached dice and chips allocates %.1f times a frame", n)
	}
}

// TestFeltAndButtons: the felt is painted once per size and drawn with no
// allocation; button faces in every state draw with none either.
func TestFeltAndButtons(t *testing.T) {
	var dst *ebiten.Image
	var felt TableFelt
	onLoop(func() { dst = ebiten.NewImage(640, 360) })
	defer onLoop(func() { dst.Deallocate() })
	draw := func() {
		felt.Draw(dst)
		for i, st := range []ButtonState{ButtonUp, ButtonDown, ButtonDisabled} {
			for j, fill := range []color.RGBA{ButtonFill, Accept} {
				r := Rect{20 + float64(i)*200, 40 + float64(j)*80, 180, 56}
				ButtonFace(dst, r, fill, st)
			}
		}
	}
	onLoop(draw)
	first := felt.img
	if n := allocsPerFrame(10, draw); n > 0.1 {
		t.Errorf("drawing the felt and buttons allocates %.1f times a frame", n)
	}
	if felt.img != first {
		t.Error("the felt was painted again though the size did not change")
	}
	onLoop(func() {
		small := ebiten.NewImage(320, 200)
		defer small.Deallocate()
		felt.Draw(small)
	})
	if felt.w != 320 || felt.h != 200 {
		t.Errorf("the felt is %dx%d after drawing on a 320x200 screen", felt.w, felt.h)
	}
	if dir := os.Getenv("SHEETS"); dir != "" {
		var shot *image.RGBA
		onLoop(func() {
			shot = image.NewRGBA(dst.Bounds())
			dst.ReadPixels(shot.Pix)
		})
		writePNG(t, filepath.Join(dir, "buttons.png"), shot)
	}
}
