package sprites

import (
	"crypto/sha256"
	"fmt"
	"testing"
)

// The grain is worked out with its per-coordinate parts made once
// (grainPixels); its bytes are those of the plain per-pixel loop it
// replaced (hash2 + math.Cos + value noise for every pixel), so every
// screenshot taken before stays the same.
func TestGrainIsTheFeltItWas(t *testing.T) {
	const want = "41e6e3be78897249e3c69eb0e3e3cb512c3a12db5e739f043ba3d22ab545ea09"
	if got := fmt.Sprintf("%x", sha256.Sum256(grainPixels())); got != want {
		t.Fatalf("the felt's grain changed: sha256 %s, want %s", got, want)
	}
}
