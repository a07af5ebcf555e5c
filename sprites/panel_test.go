package sprites

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// vectorRoundedSquare is how the rounded texture was drawn before it was
// computed pixel by pixel (roundedSquare): the vector package's fill or
// stroke of appendRoundRect's path.
func vectorRoundedSquare(line float32) *ebiten.Image {
	img := ebiten.NewImage(roundTexSize, roundTexSize)
	var p vector.Path
	appendRoundRect(&p, 0, 0, roundTexSize, roundTexSize, roundTexRadius)
	op := &vector.DrawPathOptions{AntiAlias: true}
	if line == 0 {
		vector.FillPath(img, &p, nil, op)
	} else {
		vector.StrokePath(img, &p, &vector.StrokeOptions{Width: line * 2}, op)
	}
	return img
}

// TestRoundedSquareMatchesTheVectorFill: the panels' textures, computed
// without the vector package, cover the pixels its fill and stroke of the
// same path covered: the same shape, edges anti-aliased alike within a
// little.
func TestRoundedSquareMatchesTheVectorFill(t *testing.T) {
	for _, line := range []float64{0, 3} {
		var got, want []byte
		onLoop(func() {
			const n = roundTexSize
			got, want = make([]byte, 4*n*n), make([]byte, 4*n*n)
			roundedSquare(line).ReadPixels(got)
			vectorRoundedSquare(float32(line)).ReadPixels(want)
		})
		worst, sum := 0, 0
		for k := 3; k < len(got); k += 4 {
			d := int(got[k]) - int(want[k])
			if d < 0 {
				d = -d
			}
			worst, sum = max(worst, d), sum+d
		}
		mean := float64(sum) / float64(len(got)/4)
		t.Logf("line %v: alpha differs by %d at most, %.2f on average", line, worst, mean)
		if worst > 64 || mean > 1 {
			t.Errorf("line %v: alpha differs by %d at most, %.2f on average (at most 64 and 1)", line, worst, mean)
		}
	}
}
